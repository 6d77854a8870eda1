/// A controller's code lines, class body and extensions together, above a limit.
public struct ControllerLengthRule: ControllerRule {
    public var severity = Severity.warning
    public var warning = 300
    public var error = 500
    public var includeExtensions = true

    public init() {}

    public static let suggestsSplit = true

    public static var options: [RuleOption<Self>] {
        [
            .severity(\.severity, "The level of a finding over `warning` and not over `error`; over `error` is always an error."),
            .integer("warning", \.warning, minimum: 1, "Code lines above this are a finding at `severity`."),
            .integer("error", \.error, minimum: 1, "Code lines above this are an error."),
            .boolean("include_extensions", \.includeExtensions, "Count the controller's extensions, in any file, with its class body."),
        ]
    }

    public func validate() -> String? {
        error < warning ? "'error' (\(error)) must not be below 'warning' (\(warning))" : nil
    }

    /// The lines this rule counts: with the extensions or without, as configured.
    public func measure(_ controller: Controller) -> Int {
        includeExtensions ? controller.totalLines : controller.bodyLines
    }

    public func check(_ controller: Controller, in context: RuleContext) -> [Violation] {
        let measured = measure(controller)
        let (limit, level) = measured > error ? (error, Severity.error) : (warning, severity)
        guard measured > limit else { return [] }
        // An Objective-C class's body is its `@implementation`; its interfaces only declare, so the
        // parts listed are those that can hold code: Swift extensions and category implementations.
        let body = controller.implementation == nil ? "class" : "@implementation"
        var split = "\(body) \(controller.bodyLines)"
        if includeExtensions {
            let parts = controller.extensions.filter { part in
                part != controller.implementation && context.declaration(part).objcPart?.isImplementation != false
                    && !controller.alternatives.contains(part)
            }
            let count = parts.count
            let files = Set(parts.map(\.file)).count
            split += count == 0
                ? ", no extensions"
                : " + \(Plural.count(count, "extension")) in \(Plural.count(files, "file")) \(controller.extensionLines)"
            if !controller.alternatives.isEmpty {
                split += "; not counted: \(Plural.count(controller.alternatives.count, "extension")) of \(controller.alternativeLines) "
                    + "repeating their members, which no target builds with them"
            }
        } else {
            split += controller.implementation == nil ? " body; extensions not counted" : "; extensions not counted"
        }
        return [Violation(
            rule: id, severity: level, location: Location(path: controller.path, controller.position),
            message: "\(controller.name) is \(measured) lines of code (\(split)); limit \(limit). "
                + "Move data sources, networking and view building out of it.",
            controller: controller.name, measured: measured, limit: limit)]
    }

    /// A longer controller, one more call: the same finding, grown, so a baseline shows it again.
    public static let ratchets = true

    public static let description = RuleDescription(
        id: "controller_length",
        name: "Controller length",
        summary: "A view controller's code, its class body plus every extension of it, is longer than the limit.",
        rationale: """
            A controller that runs to hundreds of lines does several jobs: it serves its table, \
            talks to the network, builds views and holds business logic. Each of those is easier \
            to read, test and reuse in an object of its own (objc.io, *Lighter View Controllers*).

            Lines are **code lines**: lines holding code, not blank or comment-only lines. \
            Extensions count by default, wherever they are. Splitting a controller into \
            `Feed+DataSource.swift` and `Feed+Networking.swift` hides its size from a per-declaration \
            count, but the controller still owns every one of those lines. That is why the limits are \
            higher than those of per-declaration rules such as SwiftLint's `type_body_length` (250/350): \
            they measure the whole controller.

            What one target builds is counted, not every file that names the class. Swift rejects a \
            member declared twice, so two extensions that declare the same property, override or \
            method without parameters (`Player+iOS.swift` and `Player+tvOS.swift`, each with its \
            `viewDidLoad`) are never built together: the larger counts, and the finding names the \
            other as not counted. So does an extension that repeats the class body's members, a \
            stale copy no target builds. (Methods with parameters are left out of this test: two of \
            one name and labels may be overloads by type.) On 160 apps this drops lines from 8 \
            controllers, 6 of them one app's iOS and tvOS files.

            An Objective-C controller's code is its `@implementation` plus every category \
            implementation (`@implementation FeedViewController (Sharing)`) and every Swift extension \
            of it, counted the same way: lines with code between `@implementation` and `@end`. Its \
            `@interface`s, class extensions and category interfaces only declare, and count nothing. \
            The finding is at the `@implementation`.
            """,
        fix: """
            Move whole responsibilities out, not lines: the data source into its own object, network \
            calls into a service, view building into a `UIView` subclass, state and formatting into a \
            view model.

            ```swift
            // Before: 600 lines, one object.
            final class FeedViewController: UIViewController, UITableViewDataSource {
                func loadFeed() { URLSession.shared.dataTask(with: url) { … }.resume() }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { … }
                // … 580 more lines
            }

            // After: the controller wires together objects that each do one job.
            final class FeedViewController: UIViewController {
                private let viewModel: FeedViewModel
                private let dataSource = FeedDataSource()
            }
            ```
            """,
        triggering: [
            Example("""
                final ↓class FeedViewController: UIViewController {
                    func one() {}
                    func two() {}
                    func three() {}
                }
                """, options: "warning: 2\nerror: 5",
                messages: ["FeedViewController is 3 lines of code (class 3, no extensions); limit 2. Move data sources, networking and view building out of it."]),
            Example("""
                ↓class FeedViewController: UIViewController {
                    func viewDidLoad() {}
                }
                """, options: "warning: 2\nerror: 3",
                otherFiles: ["Feed+Table.swift": """
                    extension FeedViewController: UITableViewDelegate {
                        func tableView() {}
                    }

                    extension FeedViewController {
                        // Comment lines do not count.

                        func reload() {}
                    }
                    """],
                messages: ["FeedViewController is 3 lines of code (class 1 + 2 extensions in 1 file 2); limit 2. Move data sources, networking and view building out of it."]),
            Example("""
                class BaseViewController: UIViewController {}
                ↓class ProfileViewController: BaseViewController {
                    let a = 1
                    let b = 2
                    let c = 3
                }
                """, options: "warning: 1\nerror: 2\nseverity: error",
                messages: ["ProfileViewController is 3 lines of code (class 3, no extensions); limit 2. Move data sources, networking and view building out of it."]),
            Example(objc: """
                #import "Example.h"

                @interface FeedViewController () <UITableViewDelegate>
                @property (nonatomic, copy) NSArray *items;
                @end

                ↓@implementation FeedViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self reload];
                }

                // Comment lines do not count.
                - (void)reload {
                    [self.tableView reloadData];
                }
                @end
                """, header: """
                @interface FeedViewController : UIViewController
                @property (nonatomic, weak) IBOutlet UITableView *tableView;
                @end
                """, options: "warning: 8\nerror: 20",
                otherFiles: [
                    "FeedViewController+Sharing.m": "@implementation FeedViewController (Sharing)\n- (void)share {}\n@end\n",
                    "FeedViewController+Export.swift": "extension FeedViewController {\n    func export() {}\n}\n",
                ],
                messages: ["FeedViewController is 9 lines of code (@implementation 7 + 2 extensions in 2 files 2); limit 8. Move data sources, networking and view building out of it."]),
        ],
        nonTriggering: [
            Example("""
                final class FeedViewController: UIViewController {
                    func one() {}

                    // Blank and comment lines do not count.
                    /* Nor do block comments. */
                    func two() {}
                }
                """, options: "warning: 2\nerror: 5"),
            Example("""
                final class FeedViewController: UIViewController {
                    func one() {}
                }
                """, options: "warning: 1\nerror: 5\ninclude_extensions: false",
                otherFiles: ["Feed+More.swift": "extension FeedViewController {\n    func two() {}\n    func three() {}\n}\n"]),
            Example("""
                final class FeedModel {
                    func one() {}
                    func two() {}
                    func three() {}
                }
                """, options: "warning: 1\nerror: 2"),
            Example(objc: """
                // The header declares; only the @implementation's code counts.
                @implementation FeedViewController
                - (void)reload {}
                - (void)share {}
                @end
                """, header: """
                @interface FeedViewController : UIViewController <UITableViewDelegate>
                @property (nonatomic, copy) NSArray *items;
                @property (nonatomic, weak) id<FeedDelegate> delegate;
                - (void)reload;
                - (void)share;
                @end
                """, options: "warning: 2\nerror: 5",
                otherFiles: ["FeedViewController+Private.h": "@interface FeedViewController ()\n@property (nonatomic) BOOL isLoading;\n@end\n"]),
        ])
}
