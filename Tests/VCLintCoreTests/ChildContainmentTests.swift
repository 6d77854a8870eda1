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

    /// The rule reads only `containmentCalls`: an outline of another language that fills them
    /// (as the Objective-C one will from `[self addChildViewController:x]`) is checked the same.
    @Test func anotherLanguageFillsTheSameList() {
        var file = outline("class PagesViewController: UIViewController {\n    func show() {}\n}\n", path: "Pages.swift")
        file.language = .objc
        let body = UInt32(40)
        let add = ContainmentCall(kind: .addChild, child: "page", parent: "self", offset: 45, function: 0, body: body)
        file.types[0].containmentCalls = [add]
        let lint = { Linter(rules: [ChildContainmentRule()], jobs: 1).lint(Project(files: [file], failures: [],
                                                                                 controllers: ControllerResolver().resolve([file]))) }
        #expect(lint().map(\.message) == [
            "`addChild(page)` is not followed by `page.didMove(toParent: self)` in `show()`: the child is never told the move has finished."])
        file.types[0].containmentCalls.append(ContainmentCall(kind: .didMove, child: "page", parent: "self", offset: 60, function: 0, body: body))
        #expect(lint().isEmpty)
    }
}
