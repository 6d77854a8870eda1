import Foundation
import Testing
@testable import VCLintCore

@Suite struct RuleRegistryTests {
    static let rulesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/VCLintCore/Rules").standardized.path
    static let documentsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Rules").standardized.path

    @Test func idsAreSortedUniqueAndSnakeCase() {
        let ids = RuleRegistry.ids
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id)") }
    }

    /// Each `XxxRule.swift` declares one rule, and the registry lists it: forgetting the line fails here.
    @Test func everyRuleFileHasOneRegistryEntry() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.rulesFolder).filter { $0.hasSuffix("Rule.swift") }.sorted()
        let registered = RuleRegistry.all.map { "\($0)" + ".swift" }.sorted()
        #expect(files == registered)
    }

    @Test func everyOptionHasAUniqueKeyAndSeverityComesFirst() {
        for type in RuleRegistry.all {
            let keys = type.optionSummaries.map(\.key)
            #expect(keys.first == "severity", "\(type)")
            #expect(Set(keys).count == keys.count, "\(type)")
            #expect(!type.description.triggering.isEmpty && !type.description.nonTriggering.isEmpty, "\(type)")
        }
    }

    /// The README's "Rules" table is rendered too, between its two marker comments, so a new
    /// rule needs no hand-written row.
    @Test func readmeRulesTableMatchesTheMetadata() throws {
        let path = Self.documentsFolder + "/../README.md"
        let readme = try String(contentsOfFile: path, encoding: .utf8)
        let begin = "<!-- The rules' table is rendered from their metadata: VCLINT_UPDATE_RULES=1 swift test --filter RuleRegistryTests -->\n"
        let end = "<!-- end of the rules' table -->"
        let start = try #require(readme.range(of: begin)), stop = try #require(readme.range(of: end))
        let rendered = RuleDocument.table(linkPrefix: "Rules/")
        if ProcessInfo.processInfo.environment["VCLINT_UPDATE_RULES"] == "1" {
            try readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: rendered)
                .write(toFile: path, atomically: true, encoding: .utf8)
        } else {
            #expect(String(readme[start.upperBound..<stop.lowerBound]) == rendered,
                    "README.md's rules table is out of date: run VCLINT_UPDATE_RULES=1 swift test --filter RuleRegistryTests")
        }
    }

    /// `Rules/` is rendered from the rules' metadata; run with VCLINT_UPDATE_RULES=1 to rewrite it.
    @Test func rulesFolderMatchesTheMetadata() throws {
        var expected = ["README.md": RuleDocument.index()]
        for type in RuleRegistry.all { expected["\(type.description.id).md"] = RuleDocument.markdown(for: type) }
        if ProcessInfo.processInfo.environment["VCLINT_UPDATE_RULES"] == "1" {
            for (name, text) in expected { try text.write(toFile: Self.documentsFolder + "/" + name, atomically: true, encoding: .utf8) }
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.documentsFolder).filter { $0.hasSuffix(".md") }
        #expect(present.sorted() == expected.keys.sorted(), "Rules/ has documents of no rule, or misses some")
        for (name, text) in expected.sorted(by: { $0.key < $1.key }) {
            let onDisk = try? String(contentsOfFile: Self.documentsFolder + "/" + name, encoding: .utf8)
            #expect(onDisk == text, "Rules/\(name) is out of date: run VCLINT_UPDATE_RULES=1 swift test --filter RuleRegistryTests")
        }
    }
}
