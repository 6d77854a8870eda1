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
}
