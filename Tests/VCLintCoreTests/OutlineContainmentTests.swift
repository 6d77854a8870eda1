import Testing
@testable import VCLintCore

/// The Swift outline records containment calls with their child, parent and member body.
@Suite struct OutlineContainmentTests {
    func calls(_ body: String) throws -> [ContainmentCall] {
        let file = outline("final class A: UIViewController {\n    func run() {\n\(body)\n    }\n}\n")
        return try #require(type(file, "A")).containmentCalls
    }

    func summary(_ body: String) throws -> [String] {
        try calls(body).map { "\($0.kind.rawValue) \($0.child) \($0.parent)" }
    }

    @Test func theFourCallsWithTheirChildAndParent() throws {
        #expect(try summary("""
            addChild(detail)
            detail.didMove(toParent: self)
            detail.willMove(toParent: nil)
            detail.removeFromParent()
            """) == ["addChild detail self", "didMove detail self", "willMove detail nil", "removeFromParent detail "])
    }

    @Test func receiversAreNormalized() throws {
        #expect(try summary("""
            self.addChild(self.pager!)
            self?.pager?.didMove(toParent: self)
            strongSelf.addChild(vc)
            children.last?.removeFromParent()
            navigationController?.viewControllers[0].willMove(toParent: nil)
            (child as? Pane)?.removeFromParent()
            $0.removeFromParent()
            removeFromParent()
            super.addChild(x)
            parent.addChild(self)
            """) == [
                "addChild pager self", "didMove pager self", "addChild vc strongSelf", "removeFromParent children.last ",
                "willMove navigationController.viewControllers[0] nil", "removeFromParent (childasPane) ",
                "removeFromParent $0 ", "removeFromParent self ", "addChild x super", "addChild self parent",
            ])
    }

    @Test func oldNamesCountTheSame() throws {
        #expect(try summary("""
            addChildViewController(vc)
            vc.didMove(toParentViewController: self)
            vc.willMove(toParentViewController: nil)
            vc.removeFromParentViewController()
            """) == ["addChild vc self", "didMove vc self", "willMove vc nil", "removeFromParent vc "])
        // Swift 2's, with the parent unlabeled; a labeled look-alike is not one.
        #expect(try summary("""
            vc.didMoveToParentViewController(self)
            vc.willMoveToParentViewController(nil)
            vc.didMoveToParentViewController(parent: self, animated: true)
            """) == ["didMove vc self", "willMove vc nil"])
    }

    @Test func lookAlikesAreNotRecorded() throws {
        #expect(try summary("""
            progress.addChild(upload, withPendingUnitCount: 1)
            let head = xml.addChild(name: "head")
            didMove(to: view)
            node.removeFromParent(animated: true)
            let addChild = 1
            addChild
                (x)
            """).isEmpty)
        let file = outline("""
            class C: UIViewController {
                override func addChild(_ child: UIViewController) { super.addChild(child) }
                // addChild(x) in a comment
                let text = "addChild(x)"
            }
            """)
        #expect(try #require(type(file, "C")).containmentCalls.map(\.parent) == ["super"])
    }

    @Test func callsKnowTheirMemberBody() throws {
        let text = """
            class C: UIViewController {
                var current: UIViewController? {
                    willSet { current?.willMove(toParent: nil) }
                    didSet { oldValue?.removeFromParent() }
                }
                func show(_ vc: UIViewController) {
                    addChild(vc)
                    UIView.animate(withDuration: 1) { vc.didMove(toParent: self) }
                }
                func hide() { current?.removeFromParent() }
            }
            """
        let calls = try #require(type(outline(text), "C")).containmentCalls
        #expect(calls.map(\.function) == [-1, -1, 0, 0, 1])
        #expect(calls[0].body == calls[1].body)
        #expect(calls[2].body == calls[3].body)
        #expect(Set(calls.map(\.body)).count == 3)
        #expect(calls.allSatisfy { text.utf8.dropFirst(Int($0.offset)).starts(with: $0.kind == .addChild ? "addChild".utf8 : $0.kind == .didMove ? "didMove".utf8 : $0.kind == .willMove ? "willMove".utf8 : "removeFromParent".utf8) })
    }

    @Test func normalizedExpressions() {
        #expect(ContainmentCall.normalized("") == "self")
        #expect(ContainmentCall.normalized("self") == "self")
        #expect(ContainmentCall.normalized("self.self.a?.b!") == "a.b")
        #expect(ContainmentCall.normalized("selfie") == "selfie")
    }
}
