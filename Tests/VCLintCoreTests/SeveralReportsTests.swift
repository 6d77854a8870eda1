import Foundation
import Testing

/// `--report FORMAT:FILE`: several reports from one run, each what a run of its own writes.
@Suite struct SeveralReportsTests {
    static func tree() -> TemporaryDirectory {
        let tree = TemporaryDirectory()
        tree.write("App/Long.swift", FixtureSource.longController("LongViewController", lines: 520))
        tree.write("App/Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        return tree
    }

    func run(_ arguments: [String], in tree: TemporaryDirectory) throws -> BuiltVCLint.Outcome {
        try BuiltVCLint.run(arguments, in: tree.path)
    }

    func read(_ path: String, in tree: TemporaryDirectory) throws -> String {
        try String(contentsOfFile: tree.path + "/" + path, encoding: .utf8)
    }

    @Test func oneRunWritesWhatThreeRunsWrite() throws {
        let tree = Self.tree()
        let together = try run(["--format", "text", "--report", "sarif:vclint.sarif", "--report=gitlab:gl-code-quality.json"], in: tree)
        #expect(together.status == 1)
        let text = try run(["--format", "text"], in: tree)
        let sarif = try run(["--format", "sarif"], in: tree)
        let gitlab = try run(["--format", "gitlab", "--output", "separate.json"], in: tree)
        #expect(together.standardOutput == text.standardOutput)
        #expect(together.standardError == text.standardError)
        #expect(try read("vclint.sarif", in: tree) == sarif.standardOutput)
        #expect(try read("gl-code-quality.json", in: tree) == read("separate.json", in: tree))
        #expect(gitlab.status == 1)
    }

    @Test func outputAndReportsTogether() throws {
        let tree = Self.tree()
        let outcome = try run(["--format", "junit", "--output", "junit.xml", "--report", "markdown:comment.md", "--quiet"], in: tree)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.isEmpty)
        #expect(try read("junit.xml", in: tree).hasPrefix("<?xml"))
        #expect(try read("comment.md", in: tree).hasPrefix("### vclint: 1 error, 1 warning"))
    }

    @Test(arguments: [
        (["--report", "sarif"], "invalid value 'sarif' for '--report'; expected FORMAT:FILE"),
        (["--report", "sarif:"], "invalid value 'sarif:' for '--report'; expected FORMAT:FILE"),
        (["--report", ":a.sarif"], "invalid value ':a.sarif' for '--report'; expected FORMAT:FILE"),
        (["--report", "sarfi:a.sarif"], "invalid format 'sarfi' in '--report sarfi:a.sarif'; did you mean 'sarif'?"),
        (["--report", "sarif:a.json", "--report", "gitlab:a.json"], "'--report a.json' and '--report a.json' name the same file"),
        (["--output", "a.json", "--report", "gitlab:a.json"], "'--output a.json' and '--report a.json' name the same file"),
        (["--baseline", "base.json", "--report", "gitlab:base.json"], "'--baseline base.json' and '--report base.json' name the same file"),
        (["--report", "gitlab:.vclint.yml"], "the configuration '.vclint.yml' and '--report .vclint.yml' name the same file"),
        (["--report", "junit:App/Small.swift"], "'--report App/Small.swift' is a source file being linted"),
    ])
    func badReportsAreUsageErrorsAndWriteNothing(arguments: [String], message: String) throws {
        let tree = Self.tree()
        tree.write(".vclint.yml", "disabled_rules: []\n")
        tree.write("base.json", "{\"version\": 2, \"entries\": []}\n")
        let before = try FileManager.default.subpathsOfDirectory(atPath: tree.path).sorted()
        let source = try read("App/Small.swift", in: tree)
        let outcome = try run(arguments, in: tree)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: tree.path).sorted() == before)
        #expect(try read("App/Small.swift", in: tree) == source)
        #expect(try read(".vclint.yml", in: tree) == "disabled_rules: []\n")
    }

    @Test func anUnwritableReportFailsTheRunButTheOthersAreWritten() throws {
        let tree = Self.tree()
        tree.write("blocker", "a file where a folder should be\n")
        let outcome = try run(["--report", "gitlab:blocker/gl.json", "--report", "sarif:vclint.sarif"], in: tree)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("blocker/gl.json"))
        #expect(outcome.standardError.contains("vclint: 1 error, 1 warning"))
        #expect(outcome.standardOutput.contains("(controller_length)"))
        #expect(try read("vclint.sarif", in: tree).contains("\"ruleId\" : \"controller_length\""))
    }
}
