import Testing
@testable import VCLintCore

/// `child_containment` beyond its documented examples: helpers in other places, and a language
/// that fills `containmentCalls` without Swift text.
@Suite struct ChildContainmentTests {
    func findings(_ files: [(path: String, text: String)]) -> [String] {
        Linter(rules: [ChildContainmentRule()], jobs: 1).lint(Project.build(sources: files)).map(\.subject)
    }

    @Test func aHelperThatAddsAndACallerThatMoves() {
        #expect(findings([("A.swift", """
            final class PagesViewController: UIViewController {
                private func embed(_ child: UIViewController) {
                    addChild(child)
                    view.addSubview(child.view)
                }
                func show(_ page: UIViewController) {
                    embed(page)
                    page.didMove(toParent: self)
                }
            }
            """)]) == [])
    }

    @Test func aHelperInAnInTreeSuperclass() {
        #expect(findings([("Base.swift", """
            class ContainerViewController: UIViewController {
                func finishAdding(_ child: UIViewController) { child.didMove(toParent: self) }
            }
            """), ("Pages.swift", """
            final class PagesViewController: ContainerViewController {
                func show(_ page: UIViewController) {
                    addChild(page)
                    finishAdding(page)
                }
            }
            """)]) == [])
    }

    @Test func helpersAreOneCallDeepAndMustBeOnTheRightSide() {
        #expect(findings([("A.swift", """
            final class PagesViewController: UIViewController {
                private func finish(_ child: UIViewController) { child.didMove(toParent: self) }
                private func attach(_ child: UIViewController) { finish(child) }
                func show(_ page: UIViewController) {
                    addChild(page)
                    attach(page)
                }
                func showLate(_ page: UIViewController) {
                    finish(page)
                    addChild(page)
                }
            }
            """)]) == ["show(_:): addChild(page)", "showLate(_:): addChild(page)"])
    }

    /// A transition split into steps: one method adds the new children and tells the old ones
    /// they are leaving, the completion's method finishes both moves.
    @Test func siblingStepsOfOneCallerPairInTheCallersOrder() {
        #expect(findings([("A.swift", """
            final class RootContainerViewController: UIViewController {
                func setViewControllers(_ added: [UIViewController], removing removed: [UIViewController]) {
                    prepare(adding: added, removing: removed)
                    let finish = { [weak self] in self?.complete(adding: added, removing: removed) }
                    UIView.animate(withDuration: 0.3, animations: {}) { _ in finish() }
                }
                private func prepare(adding added: [UIViewController], removing removed: [UIViewController]) {
                    for child in added { addChild(child) }
                    for child in removed { child.willMove(toParent: nil) }
                }
                private func complete(adding added: [UIViewController], removing removed: [UIViewController]) {
                    for child in added { child.didMove(toParent: self) }
                    for child in removed { child.removeFromParent() }
                }
                func replaceBackwards(_ added: [UIViewController], removing removed: [UIViewController]) {
                    complete(adding: added, removing: removed)
                    prepareAgain(adding: added, removing: removed)
                }
                private func prepareAgain(adding added: [UIViewController], removing removed: [UIViewController]) {
                    for child in added { addChild(child) }
                }
            }
            """)]) == ["prepareAgain(adding:removing:): addChild(child)"])
    }

    @Test func twoPropertiesAreNeverTheSameChild() {
        #expect(findings([("A.swift", """
            final class SplitViewController: UIViewController {
                let sidebar = UIViewController()
                let content = UIViewController()
                func setUp() {
                    addChild(content)
                    sidebar.didMove(toParent: self)
                }
            }
            """)]) == ["setUp(): addChild(content)"])
    }

    @Test func didMoveToNilIsNotDidMoveToSelf() {
        #expect(findings([("A.swift", """
            final class FeedViewController: UIViewController {
                func show(_ detail: UIViewController) {
                    addChild(detail)
                    detail.didMove(toParent: nil)
                    detail.willMove(toParent: self)
                    detail.removeFromParent()
                }
            }
            """)]) == ["show(_:): addChild(detail)", "show(_:): detail.removeFromParent()"])
    }

    @Test func onlyControllersAreChecked() {
        #expect(findings([("A.swift", """
            final class HostingCell: UITableViewCell {
                func host(_ controller: UIViewController, in parent: UIViewController) { parent.addChild(controller) }
            }
            """)]) == [])
    }

    /// The rule reads only `containmentCalls`, which the Objective-C outline fills from message sends.
    @Test func objectiveCSendsAreCheckedTheSame() {
        let header = ("Pages.h", """
            @interface PagesViewController : UIViewController
            @property (nonatomic, strong) UIViewController *mapController;
            @property (nonatomic, strong) UIViewController *listController;
            @end
            """)
        #expect(findings([header, ("Pages.m", """
            @implementation PagesViewController
            - (void)show:(UIViewController *)page {
                [self addChildViewController:page];
                [self.view addSubview:page.view];
            }
            - (void)hide:(UIViewController *)page {
                [page removeFromParentViewController];
            }
            @end
            """)]) == ["show:: [self addChildViewController:page]", "hide:: [page removeFromParentViewController]"])
        #expect(findings([header, ("Pages.m", """
            @implementation PagesViewController
            - (void)show:(UIViewController *)page {
                [self addChildViewController:page];
                [self.view addSubview:page.view];
                [page didMoveToParentViewController:self];
            }
            - (void)hide:(UIViewController *)page {
                [page willMoveToParentViewController:nil];
                [page.view removeFromSuperview];
                [page removeFromParentViewController];
            }
            - (void)showMap {
                [self addChildViewController:self.mapController];
                [self.listController didMoveToParentViewController:self];
            }
            @end
            """)]) == ["showMap: [self addChildViewController:mapController]"])
    }
}
