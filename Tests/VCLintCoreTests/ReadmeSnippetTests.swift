import Foundation
import Testing

/// The README's Xcode snippets, run as Xcode would run them (with `SRCROOT` set and the built
/// vclint on PATH): they must work on a real tree, not only read well.
@Suite struct ReadmeSnippetTests {
    /// The `sh` blocks of the README's "In CI and Xcode" section, in order.
    static func xcodeScripts() throws -> [String] {
        let readme = try String(contentsOfFile: ReadmeExampleTests.root + "/README.md", encoding: .utf8)
        let rest = try #require(readme.components(separatedBy: "## In CI and Xcode").dropFirst().first)
        let section = rest.components(separatedBy: "\n## ")[0]
        return section.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    func run(_ script: String, sourceRoot: String) throws -> (status: Int32, output: String) {
        let vclint = try #require(BuiltVCLint.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["SRCROOT"] = sourceRoot
        environment["PATH"] = URL(fileURLWithPath: vclint).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theRunScriptPhaseReportsAbsolutePathsAndFailsOnErrors() throws {
        let scripts = try Self.xcodeScripts()
        #expect(scripts.count == 2)
        let massive = try run(scripts[0], sourceRoot: ReadmeExampleTests.root + "/Examples/MassiveApp")
        #expect(massive.status == 1)
        #expect(massive.output.hasPrefix(ReadmeExampleTests.root + "/Examples/MassiveApp/Sources/"))
        let lighter = try run(scripts[0], sourceRoot: ReadmeExampleTests.root + "/Examples/LighterApp")
        #expect(lighter.status == 0)
    }

    @Test func theInputFileListNamesEverySwiftFile() throws {
        let tree = TemporaryDirectory()
        tree.write("App/A.swift", "final class A {}\n")
        tree.write("App/B.swift", "final class B {}\n")
        tree.write("Pods/X/X.swift", "final class X {}\n")
        tree.write(".vclint.yml", "disabled_rules: []\n")
        let result = try run(try Self.xcodeScripts()[1], sourceRoot: tree.path)
        #expect(result.status == 0, "\(result.output)")
        let list = try String(contentsOfFile: tree.path + "/vclint-inputs.xcfilelist", encoding: .utf8)
        #expect(Set(list.split(separator: "\n")) == ["$(SRCROOT)/App/A.swift", "$(SRCROOT)/App/B.swift", "$(SRCROOT)/.vclint.yml"])
    }
}
