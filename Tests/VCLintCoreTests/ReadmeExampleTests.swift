import Foundation
import Testing

/// The README quotes what `swift run vclint Examples/MassiveApp` prints: its first line, its
/// `controller_length` error and its summary must be what vclint prints today.
@Suite struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func tryItQuotesWhatVclintPrints() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let command = try #require(readme.range(of: "swift run vclint Examples/MassiveApp\n```\n\n```\n"))
        let block = readme[command.upperBound...]
        let quoted = block[..<block.range(of: "\n```")!.lowerBound].split(separator: "\n").map(String.init)
        let outcome = try BuiltVCLint.run(["Examples/MassiveApp"], in: Self.root)
        let printed = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(outcome.status == 1)
        #expect(quoted.first == printed.first)
        #expect(printed.contains(quoted[2]))
        #expect(quoted.last == outcome.standardError.split(separator: "\n").first.map(String.init))
    }
}
