/// A controller that is the delegate or data source of many objects.
public struct DelegateSprawlRule: ControllerRule {
    public var severity = Severity.warning
    public var maxRoles = 4

    public init() {}

    public static var isOptIn: Bool { true }

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .integer("max_roles", \.maxRoles, minimum: 1, """
                A controller that is the delegate or data source of more objects than this is a \
                finding. Protocols serving one object (`UITableViewDataSource` and \
                `UITableViewDelegate`) count once.
                """),
        ]
    }

    /// The role words a delegate or data-source protocol ends in, longest first: what is left
    /// names the object served (`UICollectionView` for `UICollectionViewDelegateFlowLayout`).
    static let roleSuffixes = ["DataSourcePrefetching", "DelegateFlowLayout", "DisplayDelegate", "LayoutDelegate", "DragDelegate",
                               "DropDelegate", "DataSource", "Delegate"]

    /// Objects whose protocols join another's: UIKit requires an image picker's delegate to be
    /// its navigation controller's too; a table or collection view delegate already is a scroll
    /// view delegate; a web view has a navigation and a UI delegate.
    static let folds = [("UINavigationController", "UIImagePickerController"), ("UIScrollView", "UITableView"),
                        ("UIScrollView", "UICollectionView"), ("WKUI", "WKNavigation")]

    /// One object the controller serves, with the protocols it adopts for it.
    public struct Role: Sendable, Equatable {
        public var object: String
        public var protocols: [String]

        /// `UICollectionView (DataSource, Delegate, DelegateFlowLayout)`, or the protocol alone.
        var text: String {
            guard protocols.count > 1 else { return protocols[0] }
            let parts = protocols.map { $0.hasPrefix(object) ? String($0.dropFirst(object.count)) : $0 }
            return "\(object) (\(parts.joined(separator: ", ")))"
        }
    }

    /// The controller's own delegate and data-source conformances (class and extensions; not
    /// inherited ones, which are the superclass's to split), grouped by the object they serve:
    /// a collection view's data source, delegate, flow layout, drag and drop delegates are one
    /// role; so are an image picker's two delegates, and `UIScrollViewDelegate` beside a table
    /// or collection view's delegate (it inherits it).
    public static func roles(of controller: Controller) -> [Role] {
        var byObject: [String: [String]] = [:]
        for name in controller.conformances {
            guard let suffix = roleSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }) else { continue }
            byObject[String(name.dropLast(suffix.count)), default: []].append(name)
        }
        for (folded, into) in folds where byObject[folded] != nil && byObject[into] != nil {
            byObject[into]! += byObject.removeValue(forKey: folded)!
        }
        return byObject.map { Role(object: $0.key, protocols: $0.value.sorted()) }.sorted { $0.object < $1.object }
    }

    public func check(_ controller: Controller, in context: RuleContext) -> [Violation] {
        let roles = Self.roles(of: controller)
        guard roles.count > maxRoles else { return [] }
        return [Violation(
            rule: id, severity: severity, location: Location(path: controller.path, controller.position),
            message: "\(controller.name) is the delegate or data source of \(roles.count) objects (limit \(maxRoles)): "
                + "\(roles.map(\.text).joined(separator: ", ")). Give some of these jobs their own objects that the controller owns.",
            controller: controller.name, measured: roles.count, limit: maxRoles)]
    }

    public static let description = RuleDescription(
        id: "delegate_sprawl",
        name: "Delegate sprawl",
        summary: "A view controller conforms to more `…Delegate`/`…DataSource` protocols than the limit.",
        rationale: "TODO",
        fix: "TODO",
        triggering: [
            Example("""
                final ↓class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                }
                extension FeedViewController: UISearchBarDelegate, UIScrollViewDelegate {}
                """, options: "max_roles: 1"),
        ],
        nonTriggering: [
            Example("""
                final class FeedViewController: UIViewController, UITableViewDelegate {}
                """),
        ])
}
