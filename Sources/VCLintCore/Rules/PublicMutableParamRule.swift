/// A stored `var` of a controller that other code can set: a parameter that belongs in `init`,
/// or state that should be private.
public struct PublicMutableParamRule: Rule {
    /// Off by default: on apps nobody tuned it on, it missed 95% precision on three of four rounds.
    public static let isOptIn = true
    public var severity = Severity.warning
    public var ignoreWeak = true
    public var reportState = false

    public init() {}

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .boolean("ignore_weak", \.ignoreWeak, """
                Leave the controller's outputs alone: `weak` properties, `…delegate`/`…dataSource` \
                properties and callbacks (`var onSelect: ((Item) -> Void)?`).
                """),
            .boolean("report_state", \.reportState, """
                Also report state: a `var` that only the controller's own code sets, whose setter is \
                still open to every file.
                """),
        ]
    }

    static let exemptAttributes: Set<String> = ["IBOutlet", "IBOutletCollection", "IBInspectable", "NSManaged"]
    /// What subscription and observation holders are written with: always the controller's own state.
    static let stateContainerTypes = ["AnyCancellable", "DisposeBag", "Disposable", "NSKeyValueObservation"]
    static let stateContainerNames = ["cancellable", "disposebag", "subscriptions", "observation", "observers"]

    static let outputSuffixes = ["delegate", "datasource", "handler", "block", "completion", "callback", "closure"]

    /// A delegate or a callback: how the controller talks back, not what it is given. A callback's
    /// type is a function (`->`), a block (`^`), or a type named like one (`SPDismissBlock`).
    static func isOutput(_ property: Property) -> Bool {
        if property.ownership == .weak { return true }
        if let type = property.typeName {
            if ASCIIText.contains(type, "->") || ASCIIText.contains(type, "^") { return true }
            let base = TypeNames.base(type)
            if callbackTypeSuffixes.contains(where: { ASCIIText.lowercasedHasSuffix(base, $0) }) { return true }
        }
        return outputSuffixes.contains { ASCIIText.lowercasedHasSuffix(property.name, $0) }
    }

    static let callbackTypeSuffixes = ["handler", "block", "completion", "callback"]

    /// Views, controls, bar items, layers, constraints, layout anchors and gesture recognizers:
    /// made with or after the view, never there to pass at init.
    static func isViewObject(_ property: Property) -> Bool {
        guard let type = property.typeName.map(TypeNames.base) ?? property.initializerTypeName else { return false }
        let element = TypeNames.withoutBrackets(type)
        return viewTypeSuffixes.contains { element.hasSuffix($0) }
    }

    static let viewTypeSuffixes = [
        "View", "Constraint", "GestureRecognizer", "Layer", "Window", "Label", "Button", "Anchor", "LayoutGuide",
        "BarButtonItem", "TextField", "Bar", "Control", "Switch", "Slider",
    ]

    static func isStateContainer(_ property: Property) -> Bool {
        let types = [property.typeName, property.initializerTypeName].compactMap { $0 }
        if types.contains(where: { type in stateContainerTypes.contains { ASCIIText.contains(type, $0) } }) { return true }
        return stateContainerNames.contains { ASCIIText.lowercasedContains(property.name, $0) }
    }

    /// The Objective-C initializer that takes the property: `initWithRecipe:`.
    static func initializer(for property: Property) -> String {
        "initWith\(property.name.prefix(1).uppercased())\(property.name.dropFirst()):"
    }

    /// What every candidate of one controller is checked against, worked out once per controller.
    struct Scope {
        var controller: Controller
        /// Property names that in-tree protocols it conforms to require to be settable.
        var settableNames: Set<String>
        /// Its class declaration and extensions, nested types included.
        var own: DeclarationSet
        var subclasses: DeclarationSet
        /// Its simple name and its subclasses'.
        var typeNames: Set<String>
    }

    public func check(_ context: RuleContext) -> [Violation] {
        let project = context.project
        let candidates = project.controllers.map { ($0, self.candidates($0, context)) }.filter { !$0.1.isEmpty }
        guard !candidates.isEmpty else { return [] }
        let relatives = ControllerRelatives(project: project)
        // Without `report_state`, only assignments can make a finding: reads are not indexed.
        let index = PropertyUseIndex(project: project, names: Set(candidates.flatMap { $0.1.map(\.name) }),
                                     controllerNames: relatives.allNames, assignedOnly: !reportState, jobs: context.jobs)
        let requirements = ProtocolRequirements(context: context)
        var violations: [Violation] = []
        for (controller, properties) in candidates {
            let scope = Scope(
                controller: controller, settableNames: requirements.settableNames(by: controller, in: context),
                own: DeclarationSet(context.declarations(of: controller)),
                subclasses: relatives.subclassDeclarations(of: controller, in: context),
                typeNames: relatives.names(of: controller, in: context))
            violations += properties.compactMap { violation($0, of: scope, index: index, context: context) }
        }
        return violations
    }

    /// Stored `var`s whose setter other files can reach.
    private func candidates(_ controller: Controller, _ context: RuleContext) -> [Property] {
        let declaration = context.declaration(controller.declaration)
        if declaration.modifiers.contains("private") || declaration.modifiers.contains("fileprivate") { return [] }
        return declaration.properties.filter { property in
            // The text tests last: they cost the most.
            guard !property.isConstant, property.isStored, !property.isStatic, !property.isOverride, !property.isLazy,
                  (property.setterAccess ?? property.access ?? .internal) > .fileprivate,
                  !property.attributes.contains(where: Self.exemptAttributes.contains) else { return false }
            return !(ignoreWeak && Self.isOutput(property)) && !Self.isViewObject(property)
        }
    }

    private func violation(_ property: Property, of scope: Scope, index: PropertyUseIndex, context: RuleContext) -> Violation? {
        let (controller, own, subclasses, typeNames) = (scope.controller, scope.own, scope.subclasses, scope.typeNames)
        // Observed through the Objective-C runtime, or required by a protocol: it must stay settable.
        if property.isDynamic && property.attributes.contains("objc") { return nil }
        if scope.settableNames.contains(property.name) { return nil }
        var setters: [Location] = []
        var isReadOutside = false
        // Set through a receiver whose type no name tells: maybe this controller, so not provably state.
        var isMaybeSetOutside = false
        // The controller changes it itself after init, or its owner updates it while it is shown:
        // state, which no `let` can hold.
        var isChangedByItself = false
        // The last fresh set of each receiver: set again after it is shown, it is live state.
        var freshSets: [PropertyUseIndex.ReceiverKey: PropertyUseIndex.Site] = [:]
        for use in index.sites[property.name] ?? [] {
            let isSelfAccess = use.qualifier != .otherMember
            if own.contains(use.declaration) {
                // An extension in another file that sets it: `private` would not compile. An
                // Objective-C class's own files are its header and its `@implementation`'s file.
                if use.isAssigned && isSelfAccess && use.declaration.file != controller.declaration.file
                    && use.declaration.file != controller.implementation?.file { return nil }
                // `self?.item = x` in a closure reads as another receiver's member; a real other
                // receiver (`detail.item = x` in a factory) is a name just before it.
                let isOwn = isSelfAccess || !PropertyUseIndex.hasReceiverName(use, in: context.project)
                if use.isAssigned && isOwn && !use.isInInitializer {
                    isChangedByItself = true
                }
                continue
            }
            // Tests set what they like; only the app's own code says how a controller is used.
            if use.isInTestCode { continue }
            if subclasses.contains(use.declaration) && use.isAssigned && isSelfAccess { return nil }
            guard use.qualifier == .otherMember else { continue }
            let subject = index.subject(of: use, types: typeNames)
            if subject == .anotherController { continue }
            if subject == .unknown {
                if use.isAssigned { isMaybeSetOutside = true } else { isReadOutside = true }
            } else if use.isAssigned {
                let isFresh = PropertyUseIndex.isOnFreshReceiver(use, in: context.project, types: typeNames)
                // Set again, later, on a controller another object keeps: live state no `let` can hold.
                if !isFresh && PropertyUseIndex.isOnStoredReceiver(use, in: context.project)
                    && !use.isInInitializer {
                    isChangedByItself = true
                    continue
                }
                // A shared instance, a controller already on screen, one handed in: not a parameter
                // at creation, but neither state only the controller sets.
                guard isFresh else {
                    isMaybeSetOutside = true
                    continue
                }
                // Set again after the screen is shown: live state, as `isChangedByItself`.
                if let key = PropertyUseIndex.receiverKey(use, in: context.project) {
                    if let earlier = freshSets.updateValue(use, forKey: key),
                       PropertyUseIndex.isSetAgainAfterShowing(earlier, use, in: context.project, types: typeNames) {
                        isChangedByItself = true
                        continue
                    }
                }
                setters.append(PropertyUseIndex.location(of: use, in: context.project))
            } else {
                isReadOutside = true
            }
        }
        let isStateContainer = Self.isStateContainer(property)
        let location = context.location(controller.declaration, property.position)
        let type = property.typeName.map { ": \($0)" } ?? ""
        // An Objective-C header property: the fixes are written with `readonly` and a class extension.
        let isObjC = context.file(controller.declaration).language == .objc
        if !setters.isEmpty && !isStateContainer && !isChangedByItself {
            setters.sort()
            let first = "\(setters[0].path.split(separator: "/").last ?? ""):\(setters[0].line)"
            let more = setters.count > 1 ? " and \(setters.count - 1) more" : ""
            let fix = isObjC ? "Make it readonly in the header and take it in an initializer (\(Self.initializer(for: property)))."
                : "Pass it through init into a private let."
            return Violation(
                rule: id, severity: severity, location: location,
                message: "'\(property.name)' of \(controller.name) is a parameter other code sets (\(first)\(more)). " + fix,
                controller: controller.name, measured: setters.count, subject: property.name,
                related: setters.map { RelatedLocation($0, message: "sets \(property.name)") })
        }
        // A subscription holder that others fill is shared state, not a parameter; it can't be private.
        guard reportState, setters.isEmpty, !isMaybeSetOutside else { return nil }
        let fix = switch (isObjC, isReadOutside) {
        case (false, true): "Make it private(set): other code reads it."
        case (false, false): "Make it private."
        case (true, true): "Make it readonly in the header and readwrite in the class extension: other code reads it."
        case (true, false): "Move it into the class extension."
        }
        let declared = isObjC ? "a readwrite header property" : "var\(type)"
        return Violation(
            rule: id, severity: severity, location: location,
            message: "'\(property.name)' of \(controller.name) is state only its own code sets, yet any file can set it (\(declared)). "
                + fix,
            controller: controller.name, subject: property.name)
    }
}

extension PublicMutableParamRule {
    /// About one property: a finding stays with the property and its setters. More setters of an
    /// accepted parameter are the same problem, not a worse one, so it does not ratchet.
    public static let findingScope = FindingScope.member

    public static let description = RuleDescription(
        id: "public_mutable_param",
        name: "Public mutable parameter",
        summary: "A view controller takes its parameters through stored `var`s that other code sets after creating it.",
        rationale: """
            `var recipe: Recipe!` set after `init` and before `viewDidLoad` is the classic way to hand a \
            controller its input, and a source of bugs: nothing says it must be set, callers can change \
            it while the screen is showing, and the controller has to cope with every order of events. \
            Passing parameters through `init` into `private let`s makes the dependency explicit and the \
            state the controller's own.

            The rule reads the whole tree. A stored `var` whose setter other files can reach is a \
            **parameter** when code outside the controller assigns it as a member \
            (`controller.recipe = …`, also in `prepare(for:sender:)`) in a function that names the \
            controller's type or a subclass of it, on a controller it has just made, outside test \
            code. "Just made" is read from the function itself: the receiver was declared or assigned \
            there, a few lines before, from a creation (`DetailViewController(…)`, `[[Detail alloc] \
            init…]`, a factory on the type such as `Detail.fromStoryboard`, \
            `instantiateViewController…`, a segue's `destination` (a `case let detail as Detail:` of a `switch` over it too), or the `topViewController` or \
            `viewControllers` of a container made so, or the first object of a nib just loaded), or it \
            is a stored property created where it is declared and configured in the owner's `init`. \
            Setting it on anything else is not read as \
            passing a parameter: a shared instance (`Detail.shared.item = x`), a controller handed in \
            as an argument, one taken from a container already on screen, an item a collection view \
            reuses (`makeItem`), or a controller kept in a stored property and updated later (made and \
            configured in one function, it counts). A `var` that the \
            controller also changes itself after `init` is state, since no `let` can hold it; so is \
            one that the creating function sets again on the same controller after showing it \
            (`present`, `pushViewController`, `show`). A `var` \
            that only the controller's own code sets is \
            **state**: it is reported only with `report_state: true`, with the exact fix (`private`, or \
            `private(set)` when other code reads it).

            Never reported, because they cannot be made private or are not parameters: a `var` that an \
            extension in another file or a subclass assigns; one an in-tree protocol the controller \
            conforms to requires (`{ get set }`); `@objc dynamic` properties (observed through KVO); \
            subscription containers (`Set<AnyCancellable>`, `DisposeBag`, `[NSKeyValueObservation]`); \
            views, controls, bar button items, layers, constraints, layout anchors and guides and gesture \
            recognizers, made with or after the view; \
            constants, computed, `static`/`class`, `override` and `lazy` properties; `@IBOutlet`, \
            `@IBInspectable` and `@NSManaged` properties (`IBOutletCollection` too); members of a `private` or `fileprivate` \
            class; and, unless `ignore_weak` is false, the controller's outputs: `weak` references, \
            `…delegate`, `…dataSource`, `…handler`, `…block`, `…completion` and `…callback` properties, \
            and callbacks (a function or block type, or a type named `…Handler`, `…Block`, \
            `…Completion`, `…Callback`), which are how it talks back rather than what it is given.

            In Objective-C the candidates are the `readwrite` `@property`s of a controller's public \
            header, and the same evidence decides: another file sets it (`controller.recipe = …` or \
            `[controller setRecipe:…]`) on a controller it has just made. A header is the class's \
            public API, but many readwrite header properties exist for subclasses (there is no \
            `protected`) or are live state that an owner updates; only a setter elsewhere shows a \
            parameter. Not candidates: `readonly` properties (also when the class extension \
            redeclares them `readwrite`, Objective-C's `private(set)`), properties declared only in a \
            class extension or an `.m`, `weak` and `IBOutlet` properties, and class properties.

            **Opt-in**, because on apps nobody tuned it on it missed the 95% precision an \
            on-by-default rule is held to on four of five rounds: reviewers reading the code called \
            95%, 87%, 76%, 93% and 83% of its sampled findings right (the last three 16 of 21, 28 of \
            30 and 25 of 30). \
            The wrong ones were live state that an owner changes on a controller already shown, \
            back-references, and a vendored picker's appearance options. It found 5 of 15, 10 of 18 \
            and 11 of 16 controllers the reviewers judged to take parameters this way.
            """,
        fix: """
            ```swift
            // Before
            final class RecipeViewController: UIViewController {
                var recipe: Recipe!
            }
            let controller = RecipeViewController()
            controller.recipe = recipe

            // After
            final class RecipeViewController: UIViewController {
                private let recipe: Recipe
                init(recipe: Recipe) {
                    self.recipe = recipe
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
            }
            ```

            In Objective-C, make the property `readonly` in the header (redeclare it `readwrite` in \
            the class extension only if the controller changes it) and take it in an initializer:

            ```objc
            // RecipeViewController.h
            @interface RecipeViewController : UIViewController
            @property (nonatomic, readonly) Recipe *recipe;
            - (instancetype)initWithRecipe:(Recipe *)recipe NS_DESIGNATED_INITIALIZER;
            - (instancetype)initWithNibName:(NSString *)nibName bundle:(NSBundle *)bundle NS_UNAVAILABLE;
            @end
            ```

            With storyboards, `instantiateViewController(identifier:creator:)` (iOS 13) calls your \
            own `init(coder:recipe:)`. When the value must change later, keep the setter private and \
            expose a method that updates the screen.
            """,
        triggering: [
            Example("""
                final class RecipeViewController: UIViewController {
                    ↓var recipe: Recipe!
                    public ↓var showsNutrition = false
                    var isLoading = false
                }
                """,
                otherFiles: ["RecipeList.swift": """
                    final class RecipeListViewController: UIViewController {
                        func open(_ recipe: Recipe) {
                            let controller = RecipeViewController()
                            controller.recipe = recipe
                            controller.showsNutrition = true
                            show(controller, sender: self)
                        }
                    }
                    """],
                messages: [
                    "'recipe' of RecipeViewController is a parameter other code sets (RecipeList.swift:4). Pass it through init into a private let.",
                    "'showsNutrition' of RecipeViewController is a parameter other code sets (RecipeList.swift:5). Pass it through init into a private let.",
                ]),
            Example("""
                final class PlayerViewController: UIViewController {
                    ↓var mode = Mode.full
                }
                final class LibraryViewController: UIViewController {
                    func play() {
                        let player = PlayerViewController()
                        if isCompact { player.mode = .mini } else { player.mode = .full }
                        present(player, animated: true)
                    }
                }
                """),
            Example("""
                open class BaseListViewController: UIViewController {
                    open ↓var items: [Item] = [] {
                        didSet { reload() }
                    }
                    func reload() {}
                }
                final class OrdersCoordinator {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        (segue.destination as? OrdersViewController)?.items = orders
                    }
                }
                final class OrdersViewController: BaseListViewController {}
                """),
            Example("""
                final class ProfileViewController: UIViewController {
                    ↓var user: User?
                }
                final class SettingsViewController: UIViewController {
                    ↓var section = 0
                }
                final class AccountViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        switch segue.destination {
                        case let profile as ProfileViewController:
                            profile.user = account.user
                        case let settings as SettingsViewController: settings.section = 2
                        default: break
                        }
                    }
                }
                """),
            Example("""
                final class ChatViewController: UIViewController {
                    weak ↓var delegate: ChatDelegate?
                    ↓var isTyping = false
                    ↓var draft = ""
                    func type() { isTyping = true }
                }
                final class ChatBadge {
                    func show(_ chat: ChatViewController) { label.text = chat.draft }
                }
                """, options: "ignore_weak: false\nreport_state: true",
                messages: [
                    "'delegate' of ChatViewController is state only its own code sets, yet any file can set it (var: ChatDelegate?). Make it private.",
                    "'isTyping' of ChatViewController is state only its own code sets, yet any file can set it (var). Make it private.",
                    "'draft' of ChatViewController is state only its own code sets, yet any file can set it (var). Make it private(set): other code reads it.",
                ]),
            Example(objc: """
                #import "Example.h"

                @interface RecipeViewController ()
                @property (nonatomic, readwrite) BOOL isLoading;
                @property (nonatomic, copy) NSString *draft;
                @end

                @implementation RecipeViewController
                @end
                """, header: """
                @interface RecipeViewController : UIViewController
                ↓@property (nonatomic, strong) Recipe *recipe;
                ↓@property (nonatomic) BOOL showsNutrition;
                @property (nonatomic, readonly) BOOL isLoading;
                @property (nonatomic, weak) id<RecipeDelegate> delegate;
                @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
                @property (nonatomic, strong) UITableView *tableView;
                @property (nonatomic, copy) void (^onClose)(void);
                @property (class, nonatomic, copy) NSString *storyboardIdentifier;
                @end
                """,
                otherFiles: ["RecipeListViewController.m": """
                    @implementation RecipeListViewController
                    - (void)openRecipe:(Recipe *)recipe {
                        RecipeViewController *controller = [[RecipeViewController alloc] init];
                        controller.recipe = recipe;
                        [controller setShowsNutrition:YES];
                        controller.delegate = self;
                        controller.tableView = [[UITableView alloc] init];
                        controller.onClose = ^{ [self dismissViewControllerAnimated:YES completion:nil]; };
                        [self showViewController:controller sender:self];
                    }
                    @end
                    """],
                messages: [
                    "'recipe' of RecipeViewController is a parameter other code sets (RecipeListViewController.m:4). Make it readonly in the header and take it in an initializer (initWithRecipe:).",
                    "'showsNutrition' of RecipeViewController is a parameter other code sets (RecipeListViewController.m:5). Make it readonly in the header and take it in an initializer (initWithShowsNutrition:).",
                ]),
            Example(objc: """
                @implementation ChatViewController
                - (void)textViewDidChange:(UITextView *)textView {
                    self.isTyping = YES;
                    self.draft = textView.text;
                }
                @end
                """, header: """
                @interface ChatViewController : UIViewController
                ↓@property (nonatomic) BOOL isTyping;
                ↓@property (nonatomic, copy) NSString *draft;
                @end
                """, options: "report_state: true",
                otherFiles: ["ChatBadge.m": """
                    @implementation ChatBadge
                    - (void)showChat:(ChatViewController *)chat {
                        self.label.text = chat.draft;
                    }
                    @end
                    """],
                messages: [
                    "'isTyping' of ChatViewController is state only its own code sets, yet any file can set it (a readwrite header property). Move it into the class extension.",
                    "'draft' of ChatViewController is state only its own code sets, yet any file can set it (a readwrite header property). Make it readonly in the header and readwrite in the class extension: other code reads it.",
                ]),
            Example("""
                final class DetailViewController: UIViewController {
                    ↓var item: Item?
                    ↓var playlist: Playlist?
                    ↓var isCompact = false
                    ↓var origin: Origin?
                }
                final class ListViewController: UIViewController {
                    private var detail: DetailViewController?
                    private let preview = DetailViewController()
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        preview.isCompact = true
                    }
                    func open(_ item: Item) {
                        detail = DetailViewController()
                        detail?.item = item
                    }
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == "show", let destination = segue.destination as? DetailViewController {
                            destination.origin = .list
                            return
                        }
                        let navigation = segue.destination as! UINavigationController
                        let shown = navigation.topViewController as! DetailViewController
                        shown.playlist = playlist
                    }
                }
                """),
        ],
        nonTriggering: [
            Example("""
                final class ProfileViewController: UIViewController {
                    var user: User?
                }
                final class AccountViewController: UIViewController {
                    func refresh() {
                        switch navigationController?.topViewController {
                        case let profile as ProfileViewController:
                            profile.user = account.user
                        default: break
                        }
                    }
                }
                """),
            Example("""
                final class SyncViewController: UIViewController {
                    var isSyncing = false
                    var page = 0
                }
                final class AvatarItem: NSCollectionViewItem {
                    var url: URL?
                }
                final class AppCoordinator {
                    func sync() {
                        SyncViewController.shared.isSyncing = true
                    }
                    func update(_ controller: SyncViewController) {
                        controller.page = 2
                    }
                    func collectionView(_ view: NSCollectionView, itemForRepresentedObjectAt path: IndexPath) -> NSCollectionViewItem {
                        let item = view.makeItem(withIdentifier: .avatar, for: path) as! AvatarItem
                        item.url = url
                        return item
                    }
                }
                """),
            Example("""
                final class ArticleViewController: UIViewController {
                    var threadID: String?
                    func open(_ id: String) { DispatchQueue.main.async { [weak self] in self?.threadID = id } }
                    var isShowingExtract = false
                    var topConstraint: NSLayoutConstraint?
                    var onClose: CloseHandler?
                    func toggle() { isShowingExtract.toggle() ; isShowingExtract = !isShowingExtract }
                }
                final class ReaderViewController: UIViewController {
                    private let article: ArticleViewController
                    init() {
                        article = ArticleViewController()
                        article.isShowingExtract = true
                        super.init(nibName: nil, bundle: nil)
                    }
                    func restore(_ state: State) {
                        let thread = ArticleViewController()
                        thread.threadID = state.thread
                        self.article.isShowingExtract = state.extract
                        article.topConstraint = view.topAnchor.constraint(equalTo: other.topAnchor)
                        article.onClose = { }
                    }
                }
                """),
            Example("""
                final class AlertViewController: UIViewController {
                    var isDismissable = true
                }
                final class PostViewController: UIViewController {
                    func repost() {
                        let alert = AlertViewController()
                        alert.isDismissable = false
                        present(alert, animated: true)
                        service.repost { error in if error != nil { alert.isDismissable = true } }
                    }
                }
                """),
            Example("""
                final class ChatViewController: UIViewController {
                    var isTyping = false
                }
                final class Room {
                    func typing() { session.currentChat().isTyping = true }
                }
                """, options: "report_state: true"),
            Example("""
                final class PickerViewController: UIViewController {
                    var delegate: PickerDelegate?
                    var onPick: ((Item) -> Void)?
                }
                final class Host: UIViewController {
                    func pick() {
                        let picker = PickerViewController()
                        picker.delegate = self
                        picker.onPick = { [weak self] item in self?.use(item) }
                    }
                }
                """),
            Example("""
                final class RecipeViewController: UIViewController {
                    private let recipe: Recipe
                    private(set) var isEditingRecipe = false
                    fileprivate var cache: [String: Int] = [:]
                    @IBOutlet var titleLabel: UILabel!
                    weak var delegate: RecipeDelegate?
                    lazy var tableView = UITableView()
                    static var count = 0
                    override var title: String? { didSet {} }
                    var isEmpty: Bool { recipe.steps.isEmpty }
                    let id = UUID()
                    var isLoading = false
                    init(recipe: Recipe) {
                        self.recipe = recipe
                        super.init(nibName: nil, bundle: nil)
                    }
                }
                """),
            Example("""
                private final class HelperViewController: UIViewController {
                    var text = ""
                }
                """),
            Example("""
                final class RecipeModel {
                    var recipe: Recipe?
                }
                final class Screen {
                    func show(model: RecipeModel) { model.recipe = nil }
                }
                """),
            Example("""
                protocol Themeable: AnyObject { var theme: Theme { get set } }
                class PlayerViewController: UIViewController, Themeable {
                    var theme = Theme.dark
                    @objc dynamic var progress = 0.0
                    var cancellables = Set<AnyCancellable>()
                    var selection: Int?
                }
                final class MiniPlayerViewController: PlayerViewController {
                    override func viewDidLoad() { selection = 1 }
                }
                final class Host {
                    func make() {
                        let player = PlayerViewController()
                        player.theme = .light
                        player.cancellables = []
                    }
                }
                """, options: "report_state: true"),
            Example("""
                final class MapViewController: UIViewController {
                    var region: Region?
                }
                """, options: "report_state: true",
                otherFiles: ["Map+Search.swift": """
                    extension MapViewController {
                        func search() { region = Region.world }
                    }
                    """]),
            Example(objc: """
                @interface RecipeViewController ()
                @property (nonatomic, readwrite) Recipe *recipe;
                @property (nonatomic) BOOL isEditingRecipe;
                @end

                @implementation RecipeViewController
                - (instancetype)initWithRecipe:(Recipe *)recipe {
                    if ((self = [super initWithNibName:nil bundle:nil])) {
                        _recipe = recipe;
                    }
                    return self;
                }
                @end
                """, header: """
                @interface RecipeViewController : UIViewController
                @property (nonatomic, readonly) Recipe *recipe;
                - (instancetype)initWithRecipe:(Recipe *)recipe;
                @end
                """, options: "report_state: true",
                otherFiles: ["RecipeListViewController.m": """
                    @implementation RecipeListViewController
                    - (void)openRecipe:(Recipe *)recipe {
                        RecipeViewController *controller = [[RecipeViewController alloc] initWithRecipe:recipe];
                        controller.isEditingRecipe = YES;
                        [self showViewController:controller sender:self];
                    }
                    @end
                    """]),
            Example(objc: """
                @implementation BaseListViewController
                @end

                @implementation OrdersViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.showsSearchBar = YES;
                }
                @end
                """, header: """
                @interface BaseListViewController : UIViewController
                @property (nonatomic) BOOL showsSearchBar;
                @end

                @interface OrdersViewController : BaseListViewController
                @end
                """,
                otherFiles: ["Factory.m": """
                    @implementation Factory
                    - (UIViewController *)makeOrders {
                        OrdersViewController *orders = [[OrdersViewController alloc] init];
                        orders.showsSearchBar = NO;
                        return orders;
                    }
                    @end
                    """]),
        ])
}
