import Foundation
import Testing
@testable import VCLintCore

/// The report writer promises Foundation's exact bytes; check it on values with every kind of
/// JSON and every escape.
@Suite struct ReportJSONTests {
    struct Inner: Encodable {
        var name = "inner"
        var tags: [String] = []
        var empty: [String: Int] = [:]
    }

    struct Sample: Encodable {
        var text = "quote\" backslash\\ slash/ newline\n cr\r tab\t bell\u{07} esc\u{1B} bs\u{08} ff\u{0C} é 🎉 \u{2028}"
        var B = 1
        var _underscore = -2
        var ruleIndex = 3
        var rule_id = "id"
        var flag = true
        var missing: Int? = nil
        var small: UInt8 = 7
        var nested = [Inner(), Inner(name: "second", tags: ["a", "b"], empty: [:])]
        var matrix = [[1, 2], [], [3]]

        enum CodingKeys: String, CodingKey {
            case text, B, _underscore, ruleIndex, rule_id, flag, missing, small, nested, matrix
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(B, forKey: .B)
            try container.encode(_underscore, forKey: ._underscore)
            try container.encode(ruleIndex, forKey: .ruleIndex)
            try container.encode(rule_id, forKey: .rule_id)
            try container.encode(flag, forKey: .flag)
            try container.encode(missing, forKey: .missing)  // an explicit null
            try container.encode(small, forKey: .small)
            try container.encode(nested, forKey: .nested)
            try container.encode(matrix, forKey: .matrix)
        }
    }

    @Test func matchesFoundationByteForByte() throws {
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let expected = String(decoding: try foundation.encode(Sample()), as: UTF8.self) + "\n"
        #expect(ReportJSON.render(Sample()) == expected)
        #expect(ReportJSON.render([Sample]()) == "[\n\n]\n")
    }
}

@Suite struct TextReporterTests {
    @Test func lineBreaksInNamesAndMessagesCannotStartAnotherFinding() {
        var violation = Violation(
            rule: "public_mutable_param", severity: .warning,
            location: Location(path: "Evil\r\nApp/Fake.swift:1:1: error: pwned\n.swift", SourcePosition(line: 2, column: 5)),
            message: "two\rlines")
        violation.controller = "EvilViewController"
        let text = TextReporter.render(LintReport(files: 1, controllers: 1, violations: [violation]))
        #expect(text == "Evil\\r\\nApp/Fake.swift:1:1: error: pwned\\n.swift:2:5: warning: two\\rlines (public_mutable_param)\n")
    }
}
