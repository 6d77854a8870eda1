/// A stored `var` of a controller that code outside its file can set.
public struct PublicMutableParamRule: ControllerRule {
    public var severity = Severity.warning
    public var ignoreWeak = true

    public init() {}

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .boolean("ignore_weak", \.ignoreWeak, "Leave `weak` properties alone: they are usually delegates."),
        ]
    }

    static let exemptAttributes: Set<String> = ["IBOutlet", "IBInspectable", "NSManaged"]

    public func check(_ controller: Controller, in context: RuleContext) -> [Violation] {
        let declaration = context.declaration(controller.declaration)
        if declaration.modifiers.contains("private") || declaration.modifiers.contains("fileprivate") { return [] }
        return declaration.properties.compactMap { property in
            guard !property.isConstant, property.isStored, !property.isStatic, !property.isOverride, !property.isLazy,
                  !(ignoreWeak && property.ownership == .weak),
                  !property.attributes.contains(where: Self.exemptAttributes.contains) else { return nil }
            let setter = property.setterAccess ?? property.access ?? .internal
            guard setter > .fileprivate else { return nil }
            let type = property.typeName.map { ": \($0)" } ?? ""
            return Violation(
                rule: id, severity: severity, location: context.location(controller.declaration, property.position),
                message: "'\(property.name)' of \(controller.name) can be set from outside (\(setter.name) var\(type)). "
                    + "Pass it through init into a private let, or make the setter private(set).",
                controller: controller.name, subject: property.name)
        }
    }

    public static let description = RuleDescription(
        id: "public_mutable_param",
        name: "Public mutable parameter",
        summary: "A view controller takes its parameters through stored `var`s that any caller can set at any time.",
        rationale: """
            `var recipe: Recipe!` set after `init` and before `viewDidLoad` is the classic way to hand a \
            controller its input, and a source of bugs: nothing says it must be set, callers can change \
            it while the screen is showing, and the controller has to cope with every order of events. \
            Passing parameters through `init` into `private let`s makes the dependency explicit and the \
            state the controller's own.

            A stored `var` is flagged when its setter is reachable from outside its file: not \
            `private`, `fileprivate`, `private(set)` or `fileprivate(set)`. Left alone: constants, \
            computed properties, `static`/`class` properties, `override`s, `lazy` properties (built by \
            the controller itself), `@IBOutlet`/`@IBInspectable`/`@NSManaged` properties (set by \
            Interface Builder or Core Data), members of a `private` or `fileprivate` class, and `weak` \
            references (delegates) unless `ignore_weak` is false.
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

            When the value must change later, keep the setter private and expose a method that \
            updates the screen: `private(set) var recipe: Recipe`.
            """,
        triggering: [
            Example("""
                final class RecipeViewController: UIViewController {
                    ↓var recipe: Recipe!
                    public ↓var showsNutrition = false
                }
                """,
                messages: [
                    "'recipe' of RecipeViewController can be set from outside (internal var: Recipe!). Pass it through init into a private let, or make the setter private(set).",
                    "'showsNutrition' of RecipeViewController can be set from outside (public var). Pass it through init into a private let, or make the setter private(set).",
                ]),
            Example("""
                open class BaseListViewController: UIViewController {
                    open ↓var items: [Item] = [] {
                        didSet { reload() }
                    }
                    func reload() {}
                }
                """),
            Example("""
                final class ChatViewController: UIViewController {
                    weak ↓var delegate: ChatDelegate?
                }
                """, options: "ignore_weak: false"),
        ],
        nonTriggering: [
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
                    init(recipe: Recipe) {
                        self.recipe = recipe
                        var local = 0
                        local += 1
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
                """),
        ])
}
