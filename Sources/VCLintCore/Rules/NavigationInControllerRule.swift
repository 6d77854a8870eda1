/// The controller decides where the app goes next: it creates, presents and pushes many other screens.
public struct NavigationInControllerRule: WorkEvidenceRule {
    public static let isOptIn = true
    public var severity = Severity.warning
    public var maxNavigation = 10

    public init() {}

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .integer("max_navigation", \.maxNavigation, minimum: 1, """
                More than this many navigation steps is a finding: each distinct controller type the \
                controller creates, plus each storyboard instantiation, segue, and present/push/show call.
                """),
        ]
    }

    /// What the controller's navigation consists of.
    struct Navigation {
        /// Distinct controller types created, with how many places create each, in order of first creation.
        var created: [(type: String, count: Int, location: Location)] = []
        /// Every place that creates one, the first of each type included.
        var creations: [Location] = []
        var instantiations: [Location] = []
        var segues: [Location] = []
        var transitions: [(name: String, location: Location)] = []

        var count: Int { created.count + instantiations.count + segues.count + transitions.count }
    }

    public static let work = Work.navigation

    public func evidence(of controller: Controller, in context: RuleContext) -> [Location] {
        let navigation = navigation(of: controller, in: context)
        return navigation.creations + navigation.instantiations + navigation.segues + navigation.transitions.map(\.location)
    }

    func navigation(of controller: Controller, in context: RuleContext) -> Navigation {
        // The project's set itself, never a copy: a copy per controller made the rule quadratic.
        let destinations = context.controllerNames
        let ownName = context.declaration(controller.declaration).simpleName
        var sites: [(NavigationSites.Kind, Location)] = []
        for (reference, reader) in context.readers(of: controller, nestedTypes: true) {
            for site in NavigationSites(reader: reader, destinations: destinations, ownName: ownName,
                                        destinationFilter: context.controllerNameFilter).sites() {
                let position = reader.file.position(of: site.offset)
                if context.isSuppressed(id, file: reference.file, at: position) { continue }
                sites.append((site.kind, Location(path: reader.file.path, position)))
            }
        }
        let order = UseListing.sorted(sites.map { RelatedLocation($0.1, message: "") }, controllerPath: controller.path).map(\.location)
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        sites.sort { rank[$0.1, default: 0] < rank[$1.1, default: 0] }
        var result = Navigation()
        var createdIndex: [String: Int] = [:]
        for (kind, location) in sites {
            switch kind {
            case .creates(let type):
                result.creations.append(location)
                if let known = createdIndex[type] {
                    result.created[known].count += 1
                } else {
                    createdIndex[type] = result.created.count
                    result.created.append((type, 1, location))
                }
            case .instantiates: result.instantiations.append(location)
            case .segue: result.segues.append(location)
            case .transition(let name): result.transitions.append((name, location))
            }
        }
        return result
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
            (navigation.transitions.count, "present/push/show call"),
        ]
        for (count, noun) in counted where count > 0 { parts.append(Plural.count(count, noun)) }
        var related = navigation.created.map { RelatedLocation($0.location, message: "creates \($0.type)") }
        related += navigation.instantiations.map { RelatedLocation($0, message: "instantiates from a storyboard") }
        related += navigation.segues.map { RelatedLocation($0, message: "performs a segue") }
        related += navigation.transitions.map { RelatedLocation($0.location, message: $0.name) }
        return [Violation(
            rule: id, severity: severity, location: Location(path: controller.path, controller.position),
            message: "\(controller.name) does its own navigation: \(navigation.count) steps (\(parts.joined(separator: "; "))); "
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

            The count is the distinct controller types the controller creates (the tree's own \
            controllers, by name, and hosting controllers for SwiftUI screens), plus every \
            `instantiateViewController…` call, `performSegue`, and every `present`, \
            `pushViewController`, `show` or `showDetailViewController` on itself or on another \
            controller (`navigationController?.pushViewController`). Apple's alerts, share \
            sheets, pickers and containers are not counted as types, and presenting one (a \
            `present` whose first argument is named like `alert`, `actionSheet`, `shareSheet`, \
            `activityViewController` or `…picker`) is not counted either: presenting an alert is no \
            coordinator's work, and a `UINavigationController` only wraps a screen already counted. \
            Calls on a coordinator or router (`coordinator.show(…)`) are the fix, so they do not count; \
            nor does a controller making one of its own type.

            Sites count in the class and all its extensions, including types nested in them. The \
            finding lists the types created and the number of each kind of site; SARIF shows each \
            site as a related location.

            Showing a screen usually takes two steps (create it, push it), so the default limit, \
            10, is about five destinations. On 888 Swift controllers of 16 real apps, 20 pass it; \
            reading all 20, 18 were screens routing to many others (the other two, a debug menu).
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
                }
                final class MessageViewController: UIViewController {}
                final class ComposeViewController: UIViewController {}
                """, options: "max_navigation: 5",
                messages: ["InboxViewController does its own navigation: 7 steps (creates MessageViewController, ComposeViewController; 1 storyboard instantiation; 1 segue; 3 present/push/show calls); limit 5. Move the flow between screens into a coordinator that creates and shows them."]),
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
                }
                final class MessageViewController: UIViewController {}
                """, options: "max_navigation: 1"),
        ])
}
