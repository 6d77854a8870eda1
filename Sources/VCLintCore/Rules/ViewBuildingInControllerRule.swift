/// The controller creates and lays out many views in code.
public struct ViewBuildingInControllerRule: WorkEvidenceRule, MetricsCountRule {
    public static let isOptIn = true
    public var severity = Severity.warning
    public var maxStatements = 25
    /// Your own view classes, counted like `UILabel()` when the controller creates them.
    public var viewTypes: [String] = [] {
        didSet {
            allViewTypes = Set(ViewBuildingStatements.viewTypes + viewTypes)
            filter = ViewBuildingStatements.filter(viewTypes: allViewTypes)
        }
    }
    private var allViewTypes = Set(ViewBuildingStatements.viewTypes)
    private var filter = ViewBuildingStatements.filter(viewTypes: Set(ViewBuildingStatements.viewTypes))

    public init() {}

    public static let metricsColumn = MetricsColumn(key: "view_building_statements", header: "Views", csvOrder: 2, textOrder: 2)

    public func metricsCount(of controller: Controller, in context: RuleContext) -> Int {
        holders(of: controller, in: context).reduce(0) { $0 + $1.count }
    }

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .integer("max_statements", \.maxStatements, minimum: 1,
                     "More view-building statements than this, across the class and its extensions, are a finding."),
            .names("view_types", \.viewTypes, """
                Your own view classes (a design system's `PrimaryButton`), counted like the built-in \
                UIKit and AppKit views when the controller creates one.
                """),
        ]
    }

    /// A group of statements: the method (or stored property) that holds them.
    struct Holder: Equatable {
        var name: String
        var location: Location
        var count: Int
    }

    public static let work = Work.viewBuilding

    public func evidence(of controller: Controller, in context: RuleContext) -> [Location] {
        statements(of: controller, in: context).map(\.location)
    }

    /// Every statement of the controller's own parts that is not suppressed, with its reference's index.
    private func statements(of controller: Controller, in context: RuleContext)
        -> [(reference: DeclarationReference, index: Int, offset: UInt32, location: Location)] {
        var result: [(reference: DeclarationReference, index: Int, offset: UInt32, location: Location)] = []
        for (reference, reader) in context.readers(of: controller, nestedTypes: false) {
            for index in ViewBuildingStatements(reader: reader, viewTypes: allViewTypes, filter: filter).statements() {
                let offset = reader[index].offset
                if let location = context.location(of: offset, in: reference, unlessSuppressing: id) {
                    result.append((reference, index, offset, location))
                }
            }
        }
        return result
    }

    /// The controller's statements by holder, most first; methods of the same name are one holder.
    func holders(of controller: Controller, in context: RuleContext) -> [Holder] {
        var result: [Holder] = []
        var byName: [String: Int] = [:]
        var owners: (reference: DeclarationReference, functions: [Int])?
        for statement in statements(of: controller, in: context) {
            let declaration = context.declaration(statement.reference)
            if owners?.reference != statement.reference {
                owners = (statement.reference, Self.innermostFunctions(of: declaration))
            }
            let file = context.file(statement.reference)
            let (name, position) = Self.holder(of: statement.index, offset: statement.offset, in: declaration, file: file,
                                               owners: owners!.functions)
            if let known = byName[name] {
                result[known].count += 1
            } else {
                byName[name] = result.count
                result.append(Holder(name: name, location: Location(path: file.path, position), count: 1))
            }
        }
        return result.sorted { ($1.count, $0.location) < ($0.count, $1.location) }
    }

    /// For each reference of the declaration, the function with the smallest body holding it,
    /// or -1: one pass over the bodies, largest first, so asking costs nothing per statement (a
    /// scan of every function per statement was quadratic in a controller's methods).
    private static func innermostFunctions(of declaration: TypeDeclaration) -> [Int] {
        var owners = [Int](repeating: -1, count: declaration.references.count)
        // Largest first; of equal bodies, the first function written wins, so it is written last.
        let bySize = declaration.functions.indices.sorted {
            (declaration.functions[$0].bodyReferences.count, $0) > (declaration.functions[$1].bodyReferences.count, $1)
        }
        for function in bySize {
            for index in declaration.functions[function].bodyReferences where index < owners.count { owners[index] = function }
        }
        return owners
    }

    /// The function whose body holds reference `index`; outside any, the stored property declared
    /// last before it (`let titleLabel: UILabel = { … }()`).
    private static func holder(of index: Int, offset: UInt32, in declaration: TypeDeclaration, file: FileOutline,
                               owners: [Int]) -> (String, SourcePosition) {
        if index < owners.count, owners[index] >= 0 {
            let best = declaration.functions[owners[index]]
            return (best.kind == .function ? best.name : best.signature, best.position)
        }
        let position = file.position(of: offset)
        // Properties are in source order: the last one before the statement, by binary search.
        var low = 0
        var high = declaration.properties.count
        while low < high {
            let middle = (low + high) / 2
            if declaration.properties[middle].position < position { low = middle + 1 } else { high = middle }
        }
        if low > 0 { return (declaration.properties[low - 1].name, declaration.properties[low - 1].position) }
        return ("(type body)", declaration.position)
    }

    public func check(_ controller: Controller, in context: RuleContext) -> [Violation] {
        let holders = holders(of: controller, in: context)
        let total = holders.reduce(0) { $0 + $1.count }
        guard total > maxStatements else { return [] }
        let shown = holders.prefix(Self.listedHolders).map { "\($0.name) \($0.count)" }
        let more = holders.count > Self.listedHolders ? ", \(holders.count - Self.listedHolders) more" : ""
        return [Violation(
            rule: id, severity: severity, location: Location(path: controller.path, controller.position),
            message: "\(controller.name) builds its views in code: \(total) view-building statements "
                + "(\(shown.joined(separator: ", "))\(more)); limit \(maxStatements). "
                + "Move view construction and layout into a UIView subclass that the controller installs in loadView().",
            controller: controller.name, measured: total, limit: maxStatements,
            related: holders.map {
                RelatedLocation($0.location, message: "\($0.name): \(Plural.count($0.count, "view-building statement"))")
            })]
    }

    /// How many holders the message names; SARIF lists them all as related locations.
    static let listedHolders = 4

    public static let description = RuleDescription(
        id: "view_building_in_controller",
        name: "View building in controller",
        summary: "A view controller creates and lays out many views in code, instead of a UIView subclass.",
        rationale: """
            A controller that creates its labels, buttons and stack views, adds them as subviews \
            and writes their constraints mixes the look of a screen with its behaviour: the layout \
            code grows with every design change, hides the controller's logic, and can only be \
            seen by running the whole screen. objc.io's *Lighter View Controllers* and the common \
            advice to "move view construction into `UIView` subclasses" put that code in a custom \
            view: the controller installs it in `loadView()` and only talks to it through a few \
            properties or a `configure(with:)` method.

            A statement is one of: creating a UIKit or AppKit view (`UILabel()`, `UIButton(type:)`, \
            `UIStackView(arrangedSubviews:)`, `[[UILabel alloc] init…]`, plus your `view_types`); \
            `addSubview`, `insertSubview`, `addArrangedSubview`, `addLayoutGuide`, `addConstraint(s)`, \
            hugging and compression priorities; an anchor constraint (`a.topAnchor.constraint(equalTo:)`); \
            an `NSLayoutConstraint(item:…)` or visual-format constraint; \
            `translatesAutoresizingMaskIntoConstraints = false`; a SnapKit relation inside \
            `snp.makeConstraints` (`make.top.equalToSuperview()`) and PureLayout's `autoPin…`. \
            `NSLayoutConstraint.activate([…])` is not a statement of its own: the constraints in it are. \
            Styling (`layer.cornerRadius`, fonts, colours) does not count: it cannot be told from \
            updating a view's content, which is the controller's job.

            Statements count in the class and all its extensions; types nested in the controller \
            do not count, since a nested `UIView` subclass is the fix. The finding names the methods \
            (or stored properties, for `let label: UILabel = { … }()`) holding the most statements; \
            SARIF shows each as a related location.

            The default limit, 25, is about four views created, added and pinned in code (a \
            label costs one creation, one `addSubview`, one autoresizing line and three or four \
            constraints). On 888 Swift controllers of 16 real apps, 98 had more than 10 statements \
            and 27 more than 25; reading all 27, 26 were screens built by hand in the controller.
            """,
        fix: """
            Move the views and their constraints into a view class, and let the controller install it.

            ```swift
            // Before
            final class ProfileViewController: UIViewController {
                private let nameLabel = UILabel()
                private let avatar = UIImageView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(nameLabel)
                    view.addSubview(avatar)
                    nameLabel.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
                        // … twenty more
                    ])
                }
            }

            // After
            final class ProfileView: UIView {
                let nameLabel = UILabel()
                let avatar = UIImageView()
                // init(frame:) adds the subviews and activates the constraints.
            }

            final class ProfileViewController: UIViewController {
                private let profileView = ProfileView()
                override func loadView() { view = profileView }
            }
            ```
            """,
        triggering: [
            Example("""
                final ↓class ProfileViewController: UIViewController {
                    private let titleLabel: UILabel = {
                        let label = UILabel()
                        label.translatesAutoresizingMaskIntoConstraints = false
                        return label
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let avatar = UIImageView(image: nil)
                        view.addSubview(titleLabel)
                        view.addSubview(avatar)
                        NSLayoutConstraint.activate([
                            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        ])
                    }
                }
                """, options: "max_statements: 5",
                messages: ["ProfileViewController builds its views in code: 8 view-building statements (viewDidLoad 6, titleLabel 2); limit 5. Move view construction and layout into a UIView subclass that the controller installs in loadView()."]),
            Example("""
                final ↓class SettingsViewController: UIViewController {}
                """,
                options: "max_statements: 3\nview_types: [PrimaryButton]",
                otherFiles: ["Settings+Layout.swift": """
                    extension SettingsViewController {
                        func makeFooter() {
                            let button = PrimaryButton(title: "Done")
                            let stack = UIStackView(arrangedSubviews: [button])
                            view.addSubview(stack)
                            stack.snp.makeConstraints { make in
                                make.edges.equalToSuperview()
                            }
                        }
                    }
                    """],
                messages: ["SettingsViewController builds its views in code: 4 view-building statements (makeFooter 4); limit 3. Move view construction and layout into a UIView subclass that the controller installs in loadView()."]),
        ],
        nonTriggering: [
            Example("""
                final class ProfileViewController: UIViewController {
                    private let profileView = ProfileView()
                    override func loadView() { view = profileView }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        profileView.nameLabel.text = "Ada"
                        profileView.layer.cornerRadius = 8
                        UIView.animate(withDuration: 0.3) { self.profileView.alpha = 1 }
                    }
                    // view.addSubview(UILabel()) happens in ProfileView now.
                }
                """),
            Example("""
                final class CardViewController: UIViewController {
                    final class CardView: UIView {
                        let label = UILabel()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(label)
                            label.translatesAutoresizingMaskIntoConstraints = false
                            label.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                        }
                    }
                    var constraints: [NSLayoutConstraint] = []
                    func layout(label: UILabel) -> UILabel { label }
                }
                """, options: "max_statements: 1"),
        ])
}
