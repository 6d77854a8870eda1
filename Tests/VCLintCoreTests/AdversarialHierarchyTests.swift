import Foundation
import Testing

/// The resolver's hostile inputs through the built executable, beside a normal controller:
/// long superclass chains and cycles, and a file of many controllers. Each must finish in time,
/// without a crash, and still report the normal controller's finding.
@Suite(.timeLimit(.minutes(3))) struct AdversarialHierarchyTests {
    /// `class C1: UIViewController`, `class C2: C1`, … (or closing into a cycle).
    static func chain(_ count: Int, cyclic: Bool) -> String {
        var text = cyclic ? "class C1: C\(count) {}\n" : "class C1: UIViewController {}\n"
        text.reserveCapacity(count * 24)
        for index in 2...count { text += "class C\(index): C\(index - 1) {}\n" }
        return text
    }

    @Test(arguments: [false, true]) func aHundredThousandClassChainResolves(cyclic: Bool) throws {
        let tree = HostileTree()
        tree.write("Chain.swift", Self.chain(100_000, cyclic: cyclic))
        let outcome = try tree.run(timeout: 120)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix(HostileTree.normalFinding))
        let controllers = cyclic ? "1 controller" : "100001 controllers"
        #expect(outcome.standardError.contains("1 warning in \(controllers) (2 files)"))
        if cyclic { #expect(outcome.standardError.contains("superclass cycle, not controllers: C1, ")) }
    }

    @Test func eightyThousandControllersInOneFileAreLinted() throws {
        let tree = HostileTree()
        var text = ""
        for index in 0..<80_000 { text += "final class Screen\(index)ViewController: UIViewController {}\n" }
        tree.write("Screens.swift", text)
        let outcome = try tree.run(timeout: 120)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix(HostileTree.normalFinding))
        #expect(outcome.standardError.contains("1 warning in 80001 controllers (2 files)"))
    }
}
