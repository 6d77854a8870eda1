import Foundation
import Testing

/// Swift seeds its hashing per process: the same tree must still give the same bytes every run.
@Suite struct DeterminismTests {
    @Test(.timeLimit(.minutes(3))) func aCycleAcrossFoldersGivesTheSameBytesInSeparateProcesses() throws {
        let tree = TemporaryDirectory()
        tree.write("One/AB.swift", "class A: B {\n    var a = 1\n}\nclass B: A {\n    var b = 1\n}\n")
        tree.write("Two/B.swift", "class B: UIViewController {\n    var c = 1\n}\n")
        tree.write("Three/Loop.swift", "class X: Y {\n    var x = 1\n}\nclass Y: X {}\n")
        var outcomes: [String] = []
        for _ in 0..<12 {
            let outcome = try BuiltVCLint.run(["--format", "json", "."], in: tree.path)
            outcomes.append(outcome.standardOutput + "\u{0}" + outcome.standardError + "\u{0}\(outcome.status)")
        }
        #expect(Set(outcomes).count == 1)
        let first = try #require(outcomes.first)
        #expect(first.contains("vclint: 0 errors, 0 warnings in 3 controllers (3 files)\n"))
        #expect(first.contains("vclint: superclass cycle, not controllers: X, Y\n"))
        #expect(first.contains("\"superclass_cycles\" : [\n      [\n        \"X\",\n        \"Y\"\n      ]\n    ]"))
    }
}
