@testable import VCLintCore

/// `child_containment`'s edge cases for a controller's view shown without `addChild`: run by
/// `RuleExampleTests` with every mutation the document's examples get.
enum ChildContainmentCases {
    static let triggering: [Example] = [
        Example(objc: """
            @implementation BookmarksViewController
            - (void)viewWillAppear:(BOOL)animated {
                LoginViewController *login = [[LoginViewController alloc] init];
                [self.view addSubview:↓login.view];
            }
            @end
            """, header: """
            @interface BookmarksViewController : UIViewController
            @end
            @interface LoginViewController : UIViewController
            @end
            """,
            messages: ["`login.view` goes into the view hierarchy in `viewWillAppear:`, but the controller never adds `login` as a child: call `[self addChildViewController:login]` before and `[login didMoveToParentViewController:self]` after."]),
        Example("""
            final class ColumnViewController: UIViewController {
                var content: UIViewController = UIViewController() {
                    didSet { view.addSubview(↓content.view) }
                }
                private let player: PlayerViewController
                func showPlayer() {
                    view.insertSubview(↓player.view, at: 0)
                    player.didMove(toParent: self)
                }
            }
            final class PlayerViewController: UIViewController {}
            """),
    ]

    static let nonTriggering: [Example] = [
        Example("""
            final class CanvasViewController: UIViewController {
                private let tap = UITapGestureRecognizer()
                private var detail: DetailViewController?
                func show(_ item: Item) {
                    let detail = DetailViewController(item: item)
                    addChild(detail)
                    view.addSubview(detail.view)
                    detail.didMove(toParent: self)
                    overlay.addSubview(tap.view!)
                    view.addSubview(unknown.view)
                }
            }
            final class DetailViewController: UIViewController {}
            """),
        Example("""
            final class SidebarViewController: NSViewController {
                private let outline = OutlineViewController()
                override func viewDidLoad() { view.addSubview(outline.view) }
            }
            final class OutlineViewController: NSViewController {}
            """),
        Example("""
            final class ContainerViewController: UIViewController {
                private let list = ListViewController()
                func embed(_ child: UIViewController) {
                    addChild(child)
                    child.didMove(toParent: self)
                }
                override func viewDidLoad() { stack.addArrangedSubview(list.view) }
            }
            final class ListViewController: UIViewController {}
            """),
    ]
}
