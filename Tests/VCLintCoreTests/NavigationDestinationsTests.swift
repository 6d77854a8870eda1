import Testing
@testable import VCLintCore

/// `navigation_in_controller` counts the screens a controller leads to, not its call sites.
@Suite struct NavigationDestinationsTests {
    func navigation(_ sources: [(String, String)], of name: String) throws -> NavigationInControllerRule.Navigation {
        let project = Project.build(sources: sources)
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let controller = try #require(project.controllers.first { $0.name == name })
        return NavigationInControllerRule().navigation(of: controller, in: context)
    }

    @Test func aScreenMadeAndShownInOneFunctionIsOneDestination() throws {
        let result = try navigation([("Feed.swift", """
            final class FeedViewController: UIViewController {
                func open(_ item: Item) {
                    let detail = DetailViewController(item: item)
                    if isCompact { navigationController?.pushViewController(detail, animated: true) } else { present(detail, animated: true) }
                }
                func openSettings() {
                    if isPad { showDetailViewController(settingsController, sender: self) } else { present(settingsController, animated: true) }
                }
                func openHelp() { present(helpController, animated: true) }
            }
            final class DetailViewController: UIViewController {}
            """)], of: "FeedViewController")
        #expect(result.created.map(\.type) == ["DetailViewController"])
        #expect(result.shown.map(\.name) == ["showDetailViewController", "present"])  // settings once, help once
        #expect(result.count == 3)
        #expect(result.sites.count == 6)  // the split planner still sees every site
    }

    @Test func containersAndSheetsAreNoDestinations() throws {
        let result = try navigation([("Feed.swift", """
            final class FeedViewController: UIViewController {
                func compose() {
                    present(AppNavigationController(rootViewController: composer), animated: true)
                }
                func confirm() {
                    let warning = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
                    present(warning, animated: true)
                }
            }
            final class AppNavigationController: UINavigationController {}
            """)], of: "FeedViewController")
        // The wrapper is no destination; the composer it wraps was made elsewhere, so it is.
        #expect(result.created.isEmpty)
        #expect(result.shown.map(\.name) == ["present"])
        #expect(result.count == 1)
        // Nor is the alert navigation work for the split planner: only the compose present is.
        #expect(result.sites.map(\.line) == [3])
    }

    @Test func childrenAreNoDestinationsButAScreenShownBesideThemIs() throws {
        let screens = ["Feed", "Search", "Profile", "Login", "Help"]
            .map { "final class \($0)ViewController: UIViewController {}" }.joined(separator: "\n")
        let result = try navigation([
            ("Home.swift", """
                final class HomeViewController: UIViewController {
                    private let feed: FeedViewController
                    init() {
                        feed = FeedViewController()
                        super.init(nibName: nil, bundle: nil)
                    }
                    func setUpTabs() {
                        addChild(SearchViewController())
                        addChild(ProfileViewController())
                    }
                    func openFeed() { navigationController?.pushViewController(feed, animated: true) }
                    func restart() { navigationController?.setViewControllers([LoginViewController()], animated: true) }
                    func swapIn() {
                        addChild(SearchViewController())
                        present(HelpViewController(), animated: true)
                    }
                }
                """),
            ("Screens.swift", screens),
        ], of: "HomeViewController")
        // The feed made in `init` counts where it is pushed; a stack replaced on another controller
        // is navigation; a function that embeds and presents counts what it makes.
        #expect(result.created.map(\.type) == ["LoginViewController", "SearchViewController", "HelpViewController"])
        #expect(result.shown.map(\.name) == ["pushViewController"])
        #expect(result.count == 4)
    }

    @Test func aContainerSettingItsOwnChildrenLeadsNowhere() throws {
        let result = try navigation([("Tabs.swift", """
            final class RootTabsController: UITabBarController {
                override func viewDidLoad() {
                    viewControllers = [InboxViewController(), SettingsViewController()]
                }
                func reset() { setViewControllers([InboxViewController()], animated: false) }
            }
            final class InboxViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}
            """)], of: "RootTabsController")
        #expect(result.count == 0)
    }

    @Test func objectiveCChildrenAreNoDestinations() throws {
        let result = try navigation([
            ("MenuController.m", """
                @implementation MenuController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    InboxViewController *inbox = [[InboxViewController alloc] init];
                    [self addChildViewController:inbox];
                    [inbox didMoveToParentViewController:self];
                }
                - (void)openSettings {
                    [self presentViewController:[[SettingsViewController alloc] init] animated:YES completion:nil];
                }
                @end
                """),
            ("MenuController.h", "@interface MenuController : UIViewController\n@end\n"),
            ("Screens.h", "@interface InboxViewController : UIViewController\n@end\n@interface SettingsViewController : UIViewController\n@end\n"),
        ], of: "MenuController")
        #expect(result.created.map(\.type) == ["SettingsViewController"])
        #expect(result.count == 1)
    }

    @Test func onlyUIKitsTransitionsShowAScreen() throws {
        let result = try navigation([("Game.swift", """
            final class GameViewController: UIViewController {
                func saved() {
                    let toastView = ToastView(text: "Saved")
                    show(toastView)
                }
                func openHelp() { show(helpController, sender: self) }
                func openInfo() { present(infoController, animated: true) }
            }
            """)], of: "GameViewController")
        #expect(result.shown.map(\.name) == ["show", "present"])
        #expect(result.count == 2)
    }

    @Test func searchResultsAndPagesAreChildren() throws {
        let screens = ["Results", "Page", "Login"].map { "final class \($0)ViewController: UIViewController {}" }.joined(separator: "\n")
        let result = try navigation([
            ("Games.swift", """
                final class GamesViewController: UIViewController {
                    private let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    func setUpSearch() {
                        navigationItem.searchController = UISearchController(searchResultsController: ResultsViewController())
                    }
                    func showPage() {
                        pageViewController.setViewControllers([PageViewController()], direction: .forward, animated: false)
                    }
                    func logOut() {
                        navigationController?.setViewControllers([LoginViewController()], animated: true)
                    }
                }
                """),
            ("Screens.swift", screens),
        ], of: "GamesViewController")
        #expect(result.created.map(\.type) == ["LoginViewController"])
        #expect(result.count == 1)
    }

    @Test func objectiveCFactoriesCountButClassQueriesAndSharedInstancesDoNot() throws {
        let result = try navigation([
            ("MenuViewController.m", """
                @implementation MenuViewController
                - (void)openName {
                    SettingTextViewController *vc = [SettingTextViewController settingTextVCWithTitle:@"Name"];
                    [self.navigationController pushViewController:vc animated:YES];
                }
                - (void)check:(id)controller {
                    if ([controller isKindOfClass:[ProfileViewController class]]) { [[ProfileViewController sharedInstance] reload]; }
                    UIAlertController *sheet = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];
                    [self presentViewController:sheet animated:YES completion:nil];
                }
                @end
                """),
            ("MenuViewController.h", "@interface MenuViewController : UIViewController\n@end\n"),
            ("Others.h", """
                @interface SettingTextViewController : UIViewController
                @end
                @interface ProfileViewController : UIViewController
                @end
                """),
        ], of: "MenuViewController")
        #expect(result.created.map(\.type) == ["SettingTextViewController"])
        #expect(result.shown.isEmpty)
        #expect(result.count == 1)
    }

    @Test func aNestedTypeOfAControllerIsNoCreationOfIt() throws {
        let result = try navigation([("Feed.swift", """
            final class FeedViewController: UIViewController {
                func open(_ photo: Photo) {
                    let item = LightboxViewController.Item(image: photo.image)
                    lightbox.show(item)
                }
            }
            final class LightboxViewController: UIViewController { struct Item { var image: Image } }
            """)], of: "FeedViewController")
        #expect(result.created.isEmpty)
        #expect(result.count == 0)
    }

    @Test func forwardingToSuperIsNoNavigation() throws {
        let result = try navigation([("Base.swift", """
            class BaseViewController: UIViewController {
                override func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
                    super.present(controller, animated: animated, completion: completion)
                }
                override func performSegue(withIdentifier identifier: String, sender: Any?) {
                    super.performSegue(withIdentifier: identifier, sender: sender)
                }
                func showHelp() { present(helpController, animated: true) }
            }
            """)], of: "BaseViewController")
        #expect(result.segues.isEmpty)
        #expect(result.shown.map(\.name) == ["present"])
        #expect(result.count == 1)
    }

    /// Apple's sheets and pickers by the name shown: read on bytes for ASCII names, as the
    /// lowercased text would answer.
    @Test(arguments: [
        ("alert", true), ("alertController", true), ("UIAlertController", true), ("actionSheet", true),
        ("activityViewController", true), ("activityVC", true), ("UIActivityViewController", true), ("shareSheet", true),
        ("documentPicker", true), ("ÉcranPicker", true), ("detail", false), ("activityLog", false), ("uploadController", false),
        ("Über", false),
    ])
    func systemSheetsAreKnownByName(name: String, isSheet: Bool) {
        #expect(NavigationSites.isSystemSheetName(name) == isSheet)
    }
}
