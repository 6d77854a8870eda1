/// The controller decides where the app goes next: it creates, presents and pushes many other screens.
public struct NavigationInControllerRule: WorkEvidenceRule, MetricsCountRule {
    public static let isOptIn = true
    public var severity = Severity.warning
    public var maxNavigation = 5

    public init() {}

    /// The key keeps its first name, `navigation_steps`: it now counts destinations.
    public static let metricsColumn = MetricsColumn(key: "navigation_steps", header: "Nav.", csvOrder: 4, textOrder: 4)

    public func metricsCount(of controller: Controller, in context: RuleContext) -> Int {
        navigation(of: controller, in: context).count
    }

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .integer("max_navigation", \.maxNavigation, minimum: 1, """
                More than this many destinations is a finding: each distinct controller type the \
                controller creates, each storyboard instantiation and segue, and each screen it shows \
                that it did not make in the same function.
                """),
        ]
    }

    /// The screens the controller leads to.
    struct Navigation {
        /// Distinct controller types created, with how many places create each, in order of first creation.
        var created: [(type: String, count: Int, location: Location)] = []
        var instantiations: [Location] = []
        var segues: [Location] = []
        /// Presents and pushes of a screen the function did not make itself (a property, a
        /// parameter): one per function and thing shown.
        var shown: [(name: String, location: Location)] = []
        /// Every place that creates or shows a screen, the presents and pushes of screens made
        /// beside them included: what the split planner reads as navigation work. Showing only
        /// one of Apple's sheets (an alert made in the same function) is no navigation.
        var sites: [Location] = []

        /// The destinations: each created type, storyboard instantiation, segue, and screen shown
        /// that was made elsewhere.
        var count: Int { created.count + instantiations.count + segues.count + shown.count }
    }

    public static let work = Work.navigation

    public func evidence(of controller: Controller, in context: RuleContext) -> [Location] {
        navigation(of: controller, in: context).sites
    }

    func navigation(of controller: Controller, in context: RuleContext) -> Navigation {
        // The project's set itself, never a copy: a copy per controller made the rule quadratic.
        let destinations = context.controllerNames
        let ownName = context.declaration(controller.declaration).simpleName
        var steps: [(step: Step, location: Location)] = []
        for (reference, reader) in context.readers(of: controller, nestedTypes: true) {
            let found = NavigationSites(reader: reader, destinations: destinations, ownName: ownName,
                                        destinationFilter: context.controllerNameFilter).sites()
            guard !found.isEmpty else { continue }
            for (site, step) in Self.steps(found, in: context.declaration(reference), file: context.file(reference), context: context) {
                if let location = context.location(of: site.offset, in: reference, unlessSuppressing: id) { steps.append((step, location)) }
            }
        }
        let order = UseListing.sorted(steps.map { RelatedLocation($0.location, message: "") }, controllerPath: controller.path).map(\.location)
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        steps.sort { rank[$0.location, default: 0] < rank[$1.location, default: 0] }
        var result = Navigation()
        var createdIndex: [String: Int] = [:]
        for (step, location) in steps {
            if case .showsSystemSheet = step { continue }
            result.sites.append(location)
            switch step {
            case .creates(let type):
                if let known = createdIndex[type] {
                    result.created[known].count += 1
                } else {
                    createdIndex[type] = result.created.count
                    result.created.append((type, 1, location))
                }
            case .instantiates: result.instantiations.append(location)
            case .segue: result.segues.append(location)
            case .shows(let name): result.shown.append((name, location))
            case .showsCountedScreen, .showsSystemSheet: break
            }
        }
        return result
    }

    /// What one site adds to the count.
    enum Step {
        case creates(String), instantiates, segue
        /// A present or push of something the function did not make.
        case shows(String)
        /// A present or push of a screen counted elsewhere: made in the same function, or shown
        /// already under the same name by the same function.
        case showsCountedScreen
        /// A present in a function that makes only Apple's sheets (an alert): no screen at all.
        case showsSystemSheet
    }

    /// The steps of one declaration's sites, read function by function: a screen made and pushed
    /// in one function is one destination, and two branches presenting one thing are one.
    static func steps(_ sites: [NavigationSites.Site], in declaration: TypeDeclaration, file: FileOutline,
                      context: RuleContext) -> [(NavigationSites.Site, Step)] {
        let nesting = FunctionNesting(declaration.functions)
        func function(of site: NavigationSites.Site) -> Int { nesting.innermostFunction(holding: site.index) ?? -1 }
        func isContainer(_ type: String) -> Bool {
            NavigationSites.containers.contains(type) || NavigationSites.containers.contains(context.controllerBases[type] ?? "")
        }
        // A function that embeds children (`addChild`, a container's own `viewControllers`) or an
        // initializer, showing nothing: what it makes are children, no destination. Shown later,
        // such a child counts where it is shown.
        var embedders = Set(declaration.containmentCalls.filter { $0.kind == .addChild }.map(\.function))
        // So does one that reaches such a function of its own through its calls (`show(_:)` →
        // `setContent(_:)` → `install(_:)`, which adds the child).
        if !embedders.isEmpty && sites.contains(where: { if case .creates = $0.kind { true } else { $0.kind == .instantiates } }) {
            embedders = Self.reaching(embedders, in: declaration, file: file)
        }
        embedders.formUnion(declaration.functions.indices.filter { declaration.functions[$0].kind == .initializer })
        // A stored tab, page or split container the controller holds: its children are the
        // controller's own; a navigation controller's new stack is navigation.
        // Worked out once per declaration, and only when some site asks.
        var childContainerNames: Set<String>?
        func holdsChildContainer(_ name: String) -> Bool {
            if childContainerNames == nil {
                childContainerNames = Set(declaration.properties.compactMap { property in
                    guard let type = property.typeName.map(TypeNames.base) ?? property.initializerTypeName else { return nil }
                    let base = context.controllerBases[type] ?? type
                    return NavigationSites.childContainers.contains(type) || NavigationSites.childContainers.contains(base) ? property.name : nil
                })
            }
            return childContainerNames!.contains(name)
        }
        var showers = Set<Int>()
        for site in sites {
            switch site.kind {
            case .embeds: embedders.insert(function(of: site))
            case .setsChildren(let receiver) where holdsChildContainer(receiver): embedders.insert(function(of: site))
            case .segue, .transition: showers.insert(function(of: site))
            default: break
            }
        }
        embedders.subtract(showers)
        embedders.remove(-1)
        // Functions that make a screen, and those that make only one of Apple's sheets.
        var screenMakers = Set<Int>()
        var sheetMakers = Set<Int>()
        for site in sites {
            switch site.kind {
            case .creates(let type) where !isContainer(type): screenMakers.insert(function(of: site))
            case .instantiates: screenMakers.insert(function(of: site))
            case .createsSystemController: sheetMakers.insert(function(of: site))
            default: break
            }
        }
        sheetMakers.subtract(screenMakers)
        let makers = screenMakers.union(sheetMakers)
        var shownPerFunction = Set<String>()
        var result: [(NavigationSites.Site, Step)] = []
        for site in sites {
            let holder = function(of: site)
            switch site.kind {
            case .creates(let type):
                if !isContainer(type) && !embedders.contains(holder) { result.append((site, .creates(type))) }
            case .createsSystemController, .embeds, .setsChildren:
                break
            case .instantiates:
                result.append((site, .instantiates))
            case .segue, .transition:
                // UIKit's and AppKit's transitions take `animated:`, `sender:` or `animator:` in the
                // call; a Swift `show(toast)` without one is the app's own method, showing a view.
                if site.needsTransitionLabel {
                    guard let label = site.transitionLabel, (nesting.innermostFunction(holding: label) ?? -1) == holder else { continue }
                }
                // `super.present(…)` in an override of `present`: forwarding, not a destination.
                if holder >= 0, declaration.functions[holder].name == site.name, site.isOwnMember { continue }
                if site.kind == .segue {
                    result.append((site, .segue))
                } else if !makers.contains(holder), shownPerFunction.insert("\(holder) \(site.shown ?? "#\(site.index)")").inserted {
                    result.append((site, .shows(site.name)))
                } else {
                    result.append((site, sheetMakers.contains(holder) ? .showsSystemSheet : .showsCountedScreen))
                }
            }
        }
        return result
    }

    /// `functions` and every function of the declaration that calls one of them, at any depth,
    /// by its own name (`self.f()`, `f()`). Each call is read once.
    static func reaching(_ functions: Set<Int>, in declaration: TypeDeclaration, file: FileOutline) -> Set<Int> {
        var callers: [String: [Int]] = [:]
        for (index, function) in declaration.functions.enumerated() {
            for reference in declaration.references[function.bodyReferences] where reference.isCalled && reference.qualifier != .otherMember {
                callers[file.name(reference.name), default: []].append(index)
            }
        }
        var reached = functions
        var pending = Array(functions)
        while let function = pending.popLast() {
            guard function >= 0 && function < declaration.functions.count else { continue }
            for caller in callers[declaration.functions[function].name] ?? [] where reached.insert(caller).inserted { pending.append(caller) }
        }
        return reached
    }

    public func check(_ controller: Controller, in context: RuleContext) -> [Violation] {
        let navigation = navigation(of: controller, in: context)
        guard navigation.count > maxNavigation else { return [] }
        var parts: [String] = []
        if !navigation.created.isEmpty {
            let types = navigation.created.map { $0.count > 1 ? "\($0.type) ×\($0.count)" : $0.type }
            parts.append("creates \(types.joined(separator: ", "))")
        }
        let counted = [
            (navigation.instantiations.count, "storyboard instantiation"), (navigation.segues.count, "segue"),
        ]
        for (count, noun) in counted where count > 0 { parts.append(Plural.count(count, noun)) }
        if !navigation.shown.isEmpty {
            parts.append(Plural.count(navigation.shown.count, "screen") + " made elsewhere and shown")
        }
        var related = navigation.created.map { RelatedLocation($0.location, message: "creates \($0.type)") }
        related += navigation.instantiations.map { RelatedLocation($0, message: "instantiates from a storyboard") }
        related += navigation.segues.map { RelatedLocation($0, message: "performs a segue") }
        related += navigation.shown.map { RelatedLocation($0.location, message: $0.name) }
        return [Violation(
            rule: id, severity: severity, location: Location(path: controller.path, controller.position),
            message: "\(controller.name) leads to \(navigation.count) screens itself (\(parts.joined(separator: "; "))); "
                + "limit \(maxNavigation). Move the flow between screens into a coordinator that creates and shows them.",
            controller: controller.name, measured: navigation.count, limit: maxNavigation, related: related)]
    }

    public static let description = RuleDescription(
        id: "navigation_in_controller",
        name: "Navigation in controller",
        summary: "A view controller creates, presents and pushes many other screens itself, doing a coordinator's job.",
        rationale: """
            A controller that builds the next screen, configures it and pushes it knows the app's \
            whole flow from that point: every screen it can lead to, how each is made, and how it \
            is shown. It cannot be reused in another flow, and the flow cannot be read in one \
            place. Soroush Khanlou's *Coordinators* (and *Coordinators Redux*) move that knowledge \
            into a coordinator object: the controller tells it what happened (`didSelect(item)`) \
            and the coordinator decides what comes next.

            The count is of destinations, not of call sites. Each destination counts once:
            - each distinct controller type the controller creates: the tree's own controllers, \
            by name (with `init`, `alloc`, `new`, or any class method but a shared instance's, \
            such as `Detail.make(item:)`), and hosting controllers for SwiftUI screens;
            - each `instantiateViewController…` call and each `performSegue`;
            - each screen it presents, pushes or shows (`present`, `pushViewController`, `show`, \
            `showDetailViewController`, on itself or on another controller) that the same function \
            did not make: a property, a parameter. Two branches of one function showing the same \
            name count once.

            A present or push in a function that makes a controller is that controller being \
            shown: making it and pushing it is one destination, not two. Apple's alerts, share \
            sheets, pickers and mail sheets are made and shown in place, so they count nothing, nor \
            does a present whose first argument is named like `alert`, `actionSheet`, `shareSheet`, \
            `activityViewController` or `…picker`. Containers (Apple's navigation, tab, split and \
            page controllers, and the tree's own subclasses of them) wrap a screen and are no \
            destination. Nor are children: controllers made in an initializer, or in a function \
            that embeds them (`addChild`, a container's own `viewControllers = […]` or \
            `setViewControllers`), or calls a function of the controller that does, at any depth \
            (`select(_:)` makes the page, `install(_:)` adds it), and shows nothing. A child shown later counts where it is shown. `super.present(…)` inside an override of `present` forwards, and counts \
            nothing. Calls on a coordinator or router (`coordinator.show(…)`) are the fix, so they \
            do not count; nor does a controller making one of its own type.

            Sites count in the class and all its extensions, including types nested in them. The \
            finding lists the types created and the number of each other kind of destination; SARIF \
            shows each as a related location.

            The default limit is five destinations. Measured on the labelled findings of the \
            tuning apps (`Labels/`), counting destinations instead of call sites kept all 38 true \
            findings and dropped 4 of 10 false ones (precision 79% to 86%); it finds 8 of 9 \
            controllers judged to need a coordinator there. The held-out numbers are in the README.
            """,
        fix: """
            Let the controller report what happened, and a coordinator decide what to show.

            ```swift
            // Before
            final class InboxViewController: UIViewController {
                func didSelect(_ message: Message) {
                    let detail = MessageViewController(message: message)
                    navigationController?.pushViewController(detail, animated: true)
                }
            }

            // After
            protocol InboxCoordinating: AnyObject { func showMessage(_ message: Message) }

            final class InboxViewController: UIViewController {
                weak var coordinator: InboxCoordinating?
                func didSelect(_ message: Message) { coordinator?.showMessage(message) }
            }
            ```
            """,
        triggering: [
            Example("""
                final ↓class InboxViewController: UIViewController {
                    func didSelect(_ message: Message) {
                        let detail = MessageViewController(message: message)
                        navigationController?.pushViewController(detail, animated: true)
                    }
                    func compose() {
                        present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
                    }
                    func showSettings() { performSegue(withIdentifier: "settings", sender: self) }
                    func showProfile() {
                        let profile = storyboard!.instantiateViewController(withIdentifier: "Profile")
                        show(profile, sender: self)
                    }
                    func showHelp(onPad: Bool) {
                        if onPad { showDetailViewController(helpController, sender: self) } else { present(helpController, animated: true) }
                    }
                }
                final class MessageViewController: UIViewController {}
                final class ComposeViewController: UIViewController {}
                """, options: "max_navigation: 4",
                messages: ["InboxViewController leads to 5 screens itself (creates MessageViewController, ComposeViewController; 1 storyboard instantiation; 1 segue; 1 screen made elsewhere and shown); limit 4. Move the flow between screens into a coordinator that creates and shows them."]),
        ],
        nonTriggering: [
            Example("""
                final class InboxViewController: UIViewController {
                    weak var coordinator: InboxCoordinator?
                    static func make() -> InboxViewController { InboxViewController() }
                    func didSelect(_ message: Message) { coordinator?.showMessage(message) }
                    func confirm() {
                        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                        router.present(alert)
                        Toast(message: "Saved").present()
                        present(documentPicker, animated: true)
                        let controller: MessageViewController? = nil
                    }
                    func open(_ message: Message) {
                        let detail = MessageViewController(message: message)
                        if isCompact { navigationController?.pushViewController(detail, animated: true) } else { present(detail, animated: true) }
                    }
                    override func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
                        super.present(controller, animated: animated, completion: completion)
                    }
                }
                final class MessageViewController: UIViewController {}
                """, options: "max_navigation: 1"),
            Example("""
                final class PagerViewController: UIViewController {
                    private let pages: [UIViewController]
                    init() {
                        pages = [NewsViewController(), SportsViewController()]
                        super.init(nibName: nil, bundle: nil)
                    }
                    func showWeather() {
                        let weather = WeatherViewController()
                        addChild(weather)
                        view.addSubview(weather.view)
                        weather.didMove(toParent: self)
                    }
                    func select(_ tab: Int) {
                        setContent(tab == 0 ? NewsViewController() : MapViewController())
                    }
                    private func setContent(_ page: UIViewController) { install(page) }
                    private func install(_ child: UIViewController) {
                        addChild(child)
                        view.addSubview(child.view)
                        child.didMove(toParent: self)
                    }
                }
                final class RootTabsController: UITabBarController {
                    override func viewDidLoad() {
                        viewControllers = [InboxViewController(), SettingsViewController()]
                    }
                }
                """, options: "max_navigation: 1"),
        ])
}
