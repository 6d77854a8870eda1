import Testing
@testable import VCLintCore

@Suite struct ControllerDetectionTests {
    func names(_ files: [(String, String)], baseClasses: Set<String> = []) -> [String] {
        controllers(files, baseClasses: baseClasses).map(\.name).sorted()
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
        #expect(names(files) == [])
        #expect(names(files, baseClasses: ["MXKViewController"]) == ["RoomViewController"])
        #expect(names(files, baseClasses: ["MatrixKit.MXKViewController"]) == ["RoomViewController"])
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
        #expect(names([
            ("A.swift", "class A: B {}\nclass B: A {}\nclass C: C {}"),
            ("D1.swift", "class Dup: NSObject {}"),
            ("D2.swift", "class Dup: UIViewController {}"),
            ("E.swift", "class E: Dup {}"),
        ]) == ["Dup", "E"])
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

    @Test func viewModels() {
        let found = controllers([("A.swift", """
            class Base: UIViewController { let presenter: LoginPresenter! = nil }
            class Inherits: Base {}
            class Holds: UIViewController { private let viewModel: FeedViewModelType }
            class Created: UIViewController { lazy var store = AppStore() }
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
        #expect(byName["Injected"] == "SettingsReactor")
        #expect(byName["None"] == .some(nil))
    }
}
