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
    /// The Objective-C initializer that takes the property: `initWithRecipe:`.
    static func initializer(for property: Property) -> String {
        "initWith\(property.name.prefix(1).uppercased())\(property.name.dropFirst()):"
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
            let scope = PropertySetters.Scope(
                controller: controller, own: DeclarationSet(context.declarations(of: controller)),
                subclasses: relatives.subclassDeclarations(of: controller, in: context),
                typeNames: relatives.names(of: controller, in: context))
            let settable = requirements.settableNames(by: controller, in: context)
            violations += properties.compactMap { violation($0, of: scope, settable: settable, index: index, context: context) }
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
            return !(ignoreWeak && property.isOutput) && !property.isViewObject
        }
    }

    private func violation(_ property: Property, of scope: PropertySetters.Scope, settable: Set<String>,
                           index: PropertyUseIndex, context: RuleContext) -> Violation? {
        let controller = scope.controller
        // Observed through the Objective-C runtime, or required by a protocol: it must stay settable.
        if property.isDynamic && property.attributes.contains("objc") || settable.contains(property.name) { return nil }
        guard let uses = PropertySetters(of: property.name, in: scope, index: index, project: context.project) else { return nil }
        let setters = uses.onFreshControllers
                let location = context.location(controller.declaration, property.position)
        let type = property.typeName.map { ": \($0)" } ?? ""
        // An Objective-C header property: the fixes are written with `readonly` and a class extension.
        let isObjC = context.file(controller.declaration).language == .objc
        if !setters.isEmpty && !property.isStateContainer && !uses.isChangedAfterCreation {
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
        guard reportState, setters.isEmpty, !uses.isMaybeSetOutside else { return nil }
        let fix = switch (isObjC, uses.isReadOutside) {
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
            Example(objc: """
                @implementation RecipeViewController
                @end
                """, header: """
                @interface RecipeViewController : UIViewController
                ↓@property (nonatomic, strong) Recipe *recipe;
                @property (nonatomic, readonly) BOOL isLoading;
                @property (nonatomic, weak) id<RecipeDelegate> delegate;
                @end
                """,
                otherFiles: ["RecipeListViewController.m": """
                    @implementation RecipeListViewController
                    - (void)openRecipe:(Recipe *)recipe {
                        RecipeViewController *controller = [[RecipeViewController alloc] init];
                        controller.recipe = recipe;
                        controller.delegate = self;
                        [self showViewController:controller sender:self];
                    }
                    @end
                    """],
                messages: ["'recipe' of RecipeViewController is a parameter other code sets (RecipeListViewController.m:4). Make it readonly in the header and take it in an initializer (initWithRecipe:)."]),
        ],
        nonTriggering: [
            Example("""
                final class SyncViewController: UIViewController {
                    var isSyncing = false
                    var page = 0
                }
                final class AppCoordinator {
                    func sync() { SyncViewController.shared.isSyncing = true }
                    func update(_ controller: SyncViewController) { controller.page = 2 }
                }
                """),
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
        ])
}
