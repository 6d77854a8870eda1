import Testing
@testable import VCLintCore

@Suite struct ControllerDetectionTests {
    func names(_ files: [(String, String)], baseClasses: Set<String> = [], inferredSuffixes: [String] = ["ViewController"]) -> [String] {
        ControllerResolver(baseClasses: baseClasses, inferredSuffixes: inferredSuffixes)
            .resolve(files.map { outline($0.1, path: $0.0) }).map(\.name).sorted()
    }

    @Test func directSubclassesOfTheFamily() {
        #expect(names([("A.swift", """
            class Feed: UIViewController {}
            class List: UITableViewController {}
            class Grid: UICollectionViewController {}
            class Nav: UINavigationController {}
            class Tabs: UITabBarController {}
            class Hosting: UIHostingController<ContentView> {}
            class Mac: NSViewController {}
            """)]) == ["Feed", "Grid", "Hosting", "List", "Mac", "Nav", "Tabs"])
    }

    @Test func throughInTreeBasesInOtherFiles() throws {
        let found = controllers([
            ("App/Feed.swift", "final class FeedViewController: BaseListViewController<Item> {}"),
            ("Core/List.swift", "class BaseListViewController<T>: BaseViewController, UITableViewDataSource {}"),
            ("Core/Base.swift", "class BaseViewController: ViewController {}"),
            ("Core/ViewController.swift", "class ViewController: UIViewController {}"),
        ])
        #expect(found.map(\.name).sorted() == ["BaseListViewController", "BaseViewController", "FeedViewController", "ViewController"])
        let feed = try #require(found.first { $0.name == "FeedViewController" })
        #expect(feed.superclass == "BaseListViewController")
        #expect(feed.ancestry == ["BaseListViewController", "BaseViewController", "ViewController", "UIViewController"])
        #expect(feed.path == "App/Feed.swift" && feed.position.line == 1)
    }

    @Test func throughConfiguredBases() {
        let files = [("A.swift", "class RoomViewController: MXKViewController {}\nclass Other: MXKThing {}")]
        #expect(names(files, inferredSuffixes: []) == [])
        #expect(names(files, baseClasses: ["MXKViewController"], inferredSuffixes: []) == ["RoomViewController"])
        #expect(names(files, baseClasses: ["MatrixKit.MXKViewController"], inferredSuffixes: []) == ["RoomViewController"])
    }

    @Test func genericAndQualified() {
        #expect(names([("A.swift", """
            class ListVC<T: Hashable>: UIViewController {}
            class Qualified: UIKit.UIViewController {}
            class Nested {
                class Inner: UIViewController {}
            }
            @MainActor final class Attributed: UITableViewController {}
            """)]) == ["Attributed", "ListVC", "Nested.Inner", "Qualified"])
    }

    @Test func lookAlikesAreNotControllers() {
        #expect(names([("A.swift", """
            class FeedController {}
            class DataController: NSObject {}
            struct ViewController {}
            protocol SettingsViewController: UIViewController {}
            extension UIViewController {}
            enum LoginViewController {}
            class Cell: UITableViewCell {}
            class Navigator: NavigationControllerDelegate, UIViewControllerTransitioningDelegate {}
            let UIViewController = 1
            // class Commented: UIViewController {}
            let text = "class InString: UIViewController {}"
            """)]) == [])
    }

    @Test func cyclesAndDuplicatesAreTolerated() {
        let files = [
            ("A.swift", "class A: B {}\nclass B: A {}\nclass C: C {}"),
            ("D1.swift", "class Dup: NSObject {}"),
            ("D2.swift", "class Dup: UIViewController {}"),
            ("E.swift", "class E: Dup {}"),
        ]
        #expect(names(files) == ["Dup", "E"])
        let notes = ControllerResolver().resolution(files.map { outline($0.1, path: $0.0) }).notes
        #expect(notes.cycles == [["A", "B"], ["C"]])
    }

    @Test func controllerSplitAcrossFiles() throws {
        let found = controllers([
            ("Feed/FeedViewController.swift", """
                class FeedViewController: UIViewController {
                    var a = 1
                    var b = 2
                    func load() {}
                }
                extension FeedViewController: UITableViewDataSource {
                    func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int {
                        0
                    }
                }
                """),
            ("Feed/FeedViewController+Search.swift", """
                extension FeedViewController: UISearchResultsUpdating, UITableViewDataSource {
                    func updateSearchResults(for controller: UISearchController) {
                        print(controller)
                    }
                }
                extension Module.FeedViewController {
                    func more() {}
                }
                extension OtherViewController {
                    func unrelated() {}
                }
                """),
        ])
        let feed = try #require(found.first)
        #expect(found.count == 1)
        #expect(feed.bodyLines == 3)
        #expect(feed.extensions.count == 3)
        #expect(feed.extensionLines == 3 + 3 + 1)
        #expect(feed.totalLines == 10)
        #expect(feed.methodCount == 4)
        #expect(feed.storedPropertyCount == 2)
        #expect(feed.conformances == ["UISearchResultsUpdating", "UITableViewDataSource"])
    }

    @Test func sameNamedControllersInTwoTargetsKeepTheirOwnExtensions() throws {
        let found = controllers([
            ("iOS/Settings/SettingsViewController.swift", "class SettingsViewController: UIViewController {}"),
            ("iOS/Settings/SettingsViewController+Rows.swift", "extension SettingsViewController {\n  func rows() {}\n}"),
            ("Mac/Settings/SettingsViewController.swift", "class SettingsViewController: NSViewController {}"),
            ("Mac/Settings/SettingsViewController+Panes.swift", "extension SettingsViewController {\n  func panes() {}\n  func more() {}\n}"),
        ])
        #expect(found.map(\.path) == ["Mac/Settings/SettingsViewController.swift", "iOS/Settings/SettingsViewController.swift"])
        #expect(found.map(\.extensionLines) == [2, 1])
    }

    /// A subclass in one target inherits the class of that name in its own target, whatever order
    /// the files are read in.
    @Test(arguments: [false, true]) func aSubclassTakesTheNamesakeNearestItsFile(_ macFirst: Bool) throws {
        var files = [
            ("iOS/App/Timeline/TimelineViewController.swift", "class TimelineViewController: UIViewController {}"),
            ("iOS/App/Timeline/HomeTimelineViewController.swift", "class HomeTimelineViewController: TimelineViewController {}"),
            ("iOS/App/Other/ListTimelineViewController.swift", "class ListTimelineViewController: TimelineViewController {}"),
        ]
        let mac = [
            ("Mac/App/Timeline/TimelineViewController.swift", "class TimelineViewController: NSViewController {}"),
            ("Mac/App/Timeline/MacHomeViewController.swift", "class MacHomeViewController: TimelineViewController {}"),
        ]
        files = macFirst ? mac + files : files + mac
        let found = controllers(files)
        let base = { (name: String) in found.first { $0.name == name }?.base }
        #expect(base("HomeTimelineViewController") == "UIViewController")
        #expect(base("ListTimelineViewController") == "UIViewController")
        #expect(base("MacHomeViewController") == "NSViewController")
        let home = try #require(found.first { $0.name == "HomeTimelineViewController" })
        #expect(home.ancestry == ["TimelineViewController", "UIViewController"])
    }

    @Test func viewModels() {
        let found = controllers([("A.swift", """
            class Base: UIViewController { let presenter: LoginPresenter! = nil }
            class Inherits: Base {}
            class Holds: UIViewController { private let viewModel: FeedViewModelType }
            class Created: UIViewController { lazy var store = AppStore() }
            class SettingsViewController: UIViewController {
                init(reactor: SettingsReactor) { super.init(nibName: nil, bundle: nil) }
            }
            class Injected: UIViewController {
                init(reactor: SettingsReactor) { super.init(nibName: nil, bundle: nil) }
            }
            class None: UIViewController {
                var model: FeedModel?
                static let shared: FeedViewModel = .init()
                var computed: FeedViewModel { FeedViewModel() }
            }
            """)])
        let byName = Dictionary(uniqueKeysWithValues: found.map { ($0.name, $0.viewModel) })
        #expect(byName["Base"] == "LoginPresenter")
        #expect(byName["Inherits"] == "LoginPresenter")
        #expect(byName["Holds"] == "FeedViewModelType")
        #expect(byName["Created"] == "AppStore")
        #expect(byName["SettingsViewController"] == "SettingsReactor")
        #expect(byName["Injected"] == .some(nil))  // a reactor named after another screen
        #expect(byName["None"] == .some(nil))
    }
}

/// Bases outside the tree taken for controllers from their names, and what the summary says.
@Suite struct InferredControllerTests {
    func resolution(_ files: [(String, String)], inferredSuffixes: [String] = ["ViewController"])
        -> (controllers: [Controller], notes: HierarchyNotes) {
        ControllerResolver(inferredSuffixes: inferredSuffixes).resolution(files.map { outline($0.1, path: $0.0) })
    }

    @Test func anOutOfTreeViewControllerBaseIsInferredThroughInTreeChains() throws {
        let files = [
            ("Pager.swift", "class PagerBase: TabmanViewController {}\nclass NewsPager: PagerBase {}"),
            ("Chat.swift", "final class ChatViewController: MessagesViewController {}\nextension PageboyViewController {}"),
            ("Pageboy.swift", "class Gallery: PageboyViewController {}\nclass Plain: FormController {}"),
        ]
        let found = resolution(files)
        #expect(found.controllers.map(\.name) == ["ChatViewController", "Gallery", "PagerBase", "NewsPager"])
        #expect(found.controllers.allSatisfy { $0.isInferred })
        let news = try #require(found.controllers.first { $0.name == "NewsPager" })
        #expect(news.ancestry == ["PagerBase", "TabmanViewController"])
        #expect(news.base == "TabmanViewController")
        #expect(found.notes.inferredBases == ["MessagesViewController", "PageboyViewController", "TabmanViewController"])
        #expect(found.notes.unresolvedBases == [])
    }

    @Test func anEmptySuffixListTurnsInferenceOffAndTheSummaryStillNamesTheBases() {
        let found = resolution([("A.swift", "class Room: MXKViewController {}\nclass Form: FormController {}")], inferredSuffixes: [])
        #expect(found.controllers.isEmpty)
        #expect(found.notes.unresolvedBases == ["MXKViewController"])
        #expect(found.notes.summaryLines() == [
            "not taken for controllers, bases outside the tree named like one: MXKViewController (add them to controllers: base_classes if they are)",
        ])
    }

    @Test func namesDeclaredInTheTreeAsOtherTypesAreNotBasesOutsideIt() {
        let found = resolution([("A.swift", """
            protocol ListViewController: AnyObject {}
            struct FakeViewController {}
            class Impl: ListViewController {}
            class Odd: FakeViewController {}
            class Known: UIViewController {}
            """)])
        #expect(found.controllers.map(\.name) == ["Known"])
        #expect(found.notes.isEmpty)
    }

    @Test func knownAndConfiguredBasesAreNotInferred() {
        let found = ControllerResolver(baseClasses: ["MXKViewController"])
            .resolution([outline("class A: MXKViewController {}\nclass B: UITableViewController {}")])
        #expect(found.controllers.map(\.isInferred) == [false, false])
        #expect(found.notes.isEmpty)
    }
}

/// Superclass cycles: never a controller, named the same way on every run.
@Suite struct SuperclassCycleTests {
    @Test func aCycleWithAWayOutThroughADuplicateNameResolves() throws {
        let files = [
            ("One/AB.swift", "class A: B {}\nclass B: A {}"),
            ("Two/B.swift", "class B: UIViewController {}"),
        ]
        let found = ControllerResolver().resolution(files.map { outline($0.1, path: $0.0) })
        #expect(found.controllers.map(\.name) == ["A", "B", "B"])
        #expect(found.controllers.map(\.ancestry) == [["B", "UIViewController"], ["A", "B", "UIViewController"], ["UIViewController"]])
        #expect(found.notes.cycles == [])
    }

    @Test func aQualifiedSuperclassOfTheClassesOwnNameIsAnotherModulesClass() {
        let found = ControllerResolver().resolution([outline("""
            class CrashLoggingDataProvider: Logging.CrashLoggingDataProvider {}
            final class PagerViewController: Tabman.PagerViewController {}
            class Loop: Loop {}
            """)])
        #expect(found.controllers.map(\.name) == ["PagerViewController"])
        #expect(found.controllers.first?.isInferred == true)
        #expect(found.notes.cycles == [["Loop"]])
        #expect(found.notes.inferredBases == ["PagerViewController"])
    }

    @Test func aPureCycleIsNamedAndIsNoController() {
        let found = ControllerResolver().resolution([outline("class Leaf: A {}\nclass A: B {}\nclass B: C {}\nclass C: A {}")])
        #expect(found.controllers.isEmpty)
        #expect(found.notes.cycles == [["A", "B", "C"]])
        #expect(found.notes.summaryLines() == ["superclass cycle, not controllers: A, B, C"])
    }
}

/// Chains far deeper than any app: resolved without recursion, in linear time.
@Suite struct DeepChainTests {
    static func chain(_ count: Int, cyclic: Bool) -> FileOutline {
        var text = cyclic ? "class C0: C\(count - 1) {}\n" : "class C0: UIViewController {}\n"
        for index in 1..<count { text += "class C\(index): C\(index - 1) {}\n" }
        return outline(text, path: "Chain.swift")
    }

    @Test(.timeLimit(.minutes(3))) func aHundredThousandClassChainResolves() throws {
        let found = ControllerResolver().resolution([Self.chain(100_000, cyclic: false)])
        #expect(found.controllers.count == 100_000)
        let deepest = try #require(found.controllers.last)
        #expect(deepest.name == "C99999")
        #expect(deepest.base == "UIViewController")
        let shown = deepest.hierarchy.ancestry(of: deepest.node, limit: 4)
        #expect(shown.names == ["C99998", "C99997", "C99996", "UIViewController"])
        #expect(shown.omitted == 99_996)
        #expect(Array(deepest.ancestorDeclarations.prefix(2)).map(\.type) == [99_998, 99_997])
        #expect(found.notes.isEmpty)
    }

    @Test(.timeLimit(.minutes(3))) func aHundredThousandClassCycleResolves() throws {
        let found = ControllerResolver().resolution([Self.chain(100_000, cyclic: true)])
        #expect(found.controllers.isEmpty)
        let cycle = try #require(found.notes.cycles.first)
        #expect(found.notes.cycles.count == 1)
        #expect(cycle.count == 100_000)
        #expect(cycle.prefix(2) == ["C0", "C1"])
        #expect(found.notes.summaryLines(limit: 2) == ["superclass cycle, not controllers: C0, C1 and 99998 more"])
    }

    @Test(.timeLimit(.minutes(3))) func inheritedViewModelsAndConformancesComeDownTheChain() throws {
        let found = controllers([("A.swift", """
            class Base: UIViewController, UITableViewDataSource { let presenter: FeedPresenter }
            class Middle: Base {}
            class Leaf: Middle, UISearchResultsUpdating {}
            """)])
        let leaf = try #require(found.first { $0.name == "Leaf" })
        #expect(leaf.viewModel == "FeedPresenter")
        #expect(leaf.inheritedConformances == ["UITableViewDataSource"])
        #expect(leaf.conformances == ["UISearchResultsUpdating"])
    }
}
