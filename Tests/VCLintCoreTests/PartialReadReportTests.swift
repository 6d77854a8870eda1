import Foundation
import Testing
@testable import VCLintCore

/// A file the outline could only partly read is named by the lint summary and in every report,
/// and its controllers are still linted.
@Suite struct PartialReadReportTests {
    static func tree() -> TemporaryDirectory {
        let tree = TemporaryDirectory()
        tree.write("App/Clean.swift", FixtureSource.cleanController("CleanViewController"))
        tree.write("App/Open.swift", "final class OpenViewController: UIViewController {\n    private let x = 1\n    func f() {\n")
        tree.write("App/Extra.swift", "}\n" + FixtureSource.cleanController("ExtraViewController"))
        return tree
    }

    @Test func summaryNamesEachPartlyReadFile() {
        let tree = Self.tree()
        let result = VCLintCommand.run(["lint", "--jobs", "1", tree.path + "/App"])
        #expect(result.exitCode == .success)
        // The open class is still a controller: three of them.
        #expect(result.standardError.hasPrefix("vclint: 0 errors, 0 warnings in 3 controllers (3 files)\n"))
        let note = result.standardError.split(separator: "\n").last.map(String.init) ?? ""
        #expect(note.hasPrefix("note: 2 files were only partly read: "))
        #expect(note.contains("App/Extra.swift:1 (a } with nothing open)"))
        #expect(note.contains("App/Open.swift:1 (braces still open at end of file)"))
        #expect(!note.contains("Clean.swift"))
    }

    @Test func jsonAndSarifCarryThem() throws {
        let tree = Self.tree()
        let json = VCLintCommand.run(["lint", "--jobs", "1", "--format", "json", tree.path + "/App"]).standardOutput
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        let partial = try #require(summary["partially_read"] as? [[String: Any]])
        #expect(partial.compactMap { ($0["path"] as? String)?.split(separator: "/").last.map(String.init) }.sorted() == ["Extra.swift", "Open.swift"])
        #expect(partial.compactMap { $0["line"] as? Int } == [1, 1])
        let sarif = VCLintCommand.run(["lint", "--jobs", "1", "--format", "sarif", tree.path + "/App"]).standardOutput
        #expect(sarif.components(separatedBy: "\"level\" : \"note\"").count - 1 == 2)
    }

    @Test func validCodeHasNoNote() {
        let tree = TemporaryDirectory()
        tree.write("A.swift", ScopedImportTests.feed(after: "import class UIKit.UIScreen"))
        let result = VCLintCommand.run(["lint", "--jobs", "1", tree.path])
        #expect(!result.standardError.contains("note:"))
    }

    @Test func reportListsTheFirstProblemOfEachFile() {
        let files = [
            outline("class A {}\n", path: "Fine.swift"),
            outline("}\nclass B {\n", path: "Broken.swift"),
        ]
        #expect(LintReport.partiallyReadFiles(of: files) == [
            LintReport.PartiallyReadFile(path: "Broken.swift", line: 1, reason: "a } with nothing open"),
        ])
    }
}
