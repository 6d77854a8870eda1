import Foundation
import Testing
@testable import VCLintCore

@Suite struct BaselineTests {
    static var report: LintReport { ReporterGoldenTests.sample }

    /// The same findings after an edit above them: every line and column moved.
    static func shifted(_ report: LintReport, by lines: Int) -> LintReport {
        var moved = report
        moved.violations = report.violations.map { violation in
            var violation = violation
            violation.location.line += lines
            violation.location.column += 4
            violation.location.utf16Column += 4
            violation.message += " (moved)"  // messages may name lines; they take no part in matching
            return violation
        }
        return moved
    }

    static func violation(_ rule: String = "missing_view_model", path: String = "App/A.swift", line: Int = 1,
                          controller: String? = "AViewController", subject: String = "") -> Violation {
        Violation(rule: rule, severity: .warning, location: ReporterGoldenTests.location(path, line, 1),
                  message: "\(controller ?? "-") at \(line)", controller: controller, subject: subject)
    }

    @Test func roundTripHidesEverything() throws {
        let text = Baseline(violations: Self.report.violations).render()
        let baseline = try Baseline.parse(text, path: ".vclint-baseline.json")
        #expect(baseline == Baseline(violations: Self.report.violations))
        #expect(try Baseline.parse(Array(text.utf8), path: ".vclint-baseline.json") == baseline)
        #expect(baseline.render() == text)
        let applied = baseline.apply(to: Self.report)
        #expect(applied.violations.isEmpty)
        #expect(applied.baselined == 4)
        #expect(applied.fixedBaselineEntries == 0)
        #expect(applied.fileErrors == Self.report.fileErrors)  // file errors are never baselined
        #expect(TextReporter.summary(applied).contains("4 hidden by the baseline, 0 baseline entries fixed"))
    }

    @Test func fileShapeIsStable() throws {
        let text = Baseline(violations: [Self.violation(line: 7), Self.violation(controller: nil)]).render()
        #expect(text == Baseline(violations: [Self.violation(controller: nil), Self.violation(line: 7)]).render())
        #expect(text.hasSuffix("}\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "entries"])
        #expect(object["version"] as? Int == 2)
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.map { Set($0.keys) } == Array(repeating: ["rule", "path", "controller", "fingerprint", "message"], count: 2))
        #expect(entries.contains { $0["controller"] is NSNull })  // explicit null, not a missing key
        #expect(!text.contains("\"line\""))
        // Golden-style: the exact bytes for one entry.
        let one = Baseline(violations: [Self.violation()]).render()
        #expect(one == """
            {
              "entries" : [
                {
                  "controller" : "AViewController",
                  "fingerprint" : "\(Self.violation().fingerprint)",
                  "message" : "AViewController at 1",
                  "path" : "App/A.swift",
                  "rule" : "missing_view_model"
                }
              ],
              "version" : 2
            }

            """)
    }

    @Test func survivesLineShifts() throws {
        let baseline = try Baseline.parse(Baseline(violations: Self.report.violations).render(), path: "b.json")
        let applied = baseline.apply(to: Self.shifted(Self.report, by: 25))
        #expect(applied.violations.isEmpty)
        #expect(applied.baselined == 4 && applied.fixedBaselineEntries == 0)
    }

    @Test func newViolationsStayVisible() {
        let baseline = Baseline(violations: [Self.violation()])
        let newOne = Self.violation(controller: "BViewController")
        let sameRuleOtherFile = Self.violation(path: "App/B.swift")
        let otherRule = Self.violation("controller_length")
        let otherSubject = Self.violation("public_mutable_param", subject: "name")
        var report = LintReport(files: 2, controllers: 2, violations: [Self.violation(line: 30), newOne, sameRuleOtherFile, otherRule, otherSubject])
        report = baseline.apply(to: report)
        // Shown, and marked new. (`sameRuleOtherFile` is the controller's same finding in another
        // file: the one entry went to the first of them.)
        #expect(report.violations == [newOne, sameRuleOtherFile, otherRule, otherSubject].map { var v = $0; v.baselineState = .new; return v })
        #expect(report.baselined == 1 && report.fixedBaselineEntries == 0)
    }

    @Test func fixedEntriesAreCounted() {
        let baseline = Baseline(violations: [Self.violation(), Self.violation(controller: "Gone"), Self.violation("controller_length")])
        let report = baseline.apply(to: LintReport(files: 1, controllers: 1, violations: [Self.violation(line: 3)]))
        #expect(report.violations.isEmpty)
        #expect(report.baselined == 1)
        #expect(report.fixedBaselineEntries == 2)
    }

    @Test func entriesAreAMultiset() throws {
        let twice = [Self.violation(line: 1), Self.violation(line: 9)]
        #expect(twice[0].fingerprint == twice[1].fingerprint)
        let baseline = try Baseline.parse(Baseline(violations: twice).render(), path: "b.json")
        #expect(baseline.entries.count == 2)
        // Two entries hide two findings; a third identical one shows.
        let three = baseline.apply(to: LintReport(files: 1, controllers: 1, violations: twice + [Self.violation(line: 20)]))
        #expect(three.violations.map(\.location.line) == [20])
        #expect(three.baselined == 2 && three.fixedBaselineEntries == 0)
        // One finding left: one entry hides it, the other counts as fixed.
        let one = baseline.apply(to: LintReport(files: 1, controllers: 1, violations: [Self.violation(line: 4)]))
        #expect(one.violations.isEmpty && one.baselined == 1 && one.fixedBaselineEntries == 1)
    }

    @Test func emptyBaselineHidesNothing() throws {
        let baseline = try Baseline.parse(#"{"version": 1, "entries": []}"#, path: "b.json")
        let report = baseline.apply(to: Self.report)
        #expect(report.violations.map(\.message) == Self.report.violations.map(\.message))
        #expect(report.violations.allSatisfy { $0.baselineState == .new } && report.baselined == 0 && report.fixedBaselineEntries == 0)
    }

    @Test func handWrittenEntriesMayLeaveOutControllerAndMessage() throws {
        let fingerprint = Self.violation(controller: nil).fingerprint
        let baseline = try Baseline.parse(
            #"{"version": 1, "entries": [{"rule": "missing_view_model", "path": "App/A.swift", "fingerprint": "\#(fingerprint)"}]}"#,
            path: "b.json")
        #expect(baseline.entries == [Baseline.Entry(rule: "missing_view_model", path: "App/A.swift", controller: nil, fingerprint: fingerprint, message: "")])
        #expect(baseline.apply(to: LintReport(files: 1, controllers: 0, violations: [Self.violation(controller: nil)])).baselined == 1)
    }

    // MARK: Errors

    static let path = "ci/baseline.json"

    static func problem(_ text: String) -> BaselineError.Problem? {
        do {
            _ = try Baseline.parse(text, path: path)
            return nil
        } catch {
            #expect(error.path == path)
            #expect(error.description.hasPrefix("\(path): error: "))
            return error.problem
        }
    }

    @Test(arguments: [
        ("", BaselineError.Problem.invalidJSON),
        ("{\"version\": 1, \"entries\": [", .invalidJSON),
        ("not json", .invalidJSON),
        ("[]", .wrongType(field: "", expected: "a JSON object")),
        ("\"text\"", .wrongType(field: "", expected: "a JSON object")),
        ("{\"entries\": []}", .unsupportedVersion(nil)),
        ("{\"version\": \"1\", \"entries\": []}", .unsupportedVersion(nil)),
        ("{\"version\": 3, \"entries\": []}", .unsupportedVersion(3)),
        ("{\"version\": 0, \"entries\": []}", .unsupportedVersion(0)),
        ("{\"version\": 1}", .missingField("entries")),
        ("{\"version\": 1, \"entries\": {}}", .wrongType(field: "entries", expected: "a list")),
        ("{\"version\": 1, \"entries\": [{\"rule\": \"r\", \"path\": \"p\"}]}", .missingField("entries[0].fingerprint")),
        ("{\"version\": 1, \"entries\": [{\"rule\": \"r\", \"path\": \"p\", \"fingerprint\": \"f\"}, {\"path\": \"p\", \"fingerprint\": \"f\"}]}",
         .missingField("entries[1].rule")),
        ("{\"version\": 1, \"entries\": [{\"rule\": \"r\", \"path\": 3, \"fingerprint\": \"f\"}]}",
         .wrongType(field: "entries[0].path", expected: "a string")),
        ("{\"version\": 1, \"entries\": [{\"rule\": null, \"path\": \"p\", \"fingerprint\": \"f\"}]}",
         .wrongType(field: "entries[0].rule", expected: "a string")),
        ("{\"version\": 1, \"entries\": [7]}", .wrongType(field: "entries[0]", expected: "an object")),
        ("{\"version\": 1, \"entries\": null}", .wrongType(field: "entries", expected: "a list")),
        ("{\"version\": 1, \"entries\": [null]}", .wrongType(field: "entries[0]", expected: "an object")),
        ("{\"version\": 1, \"entries\": [{\"rule\": \"r\", \"path\": \"p\", \"fingerprint\": \"f\", \"controller\": 1}]}",
         .wrongType(field: "entries[0].controller", expected: "a string")),
        ("{\"version\": 1, \"entries\": [{\"rule\": \"r\", \"path\": \"p\", \"fingerprint\": \"f\", \"measured\": \"3\"}]}",
         .wrongType(field: "entries[0].measured", expected: "a number")),
        ("{\"version\": 1, \"entries\": [{\"rule\": \"r\", \"path\": \"p\", \"fingerprint\": \"f\", \"measured\": 2.5}]}",
         .wrongType(field: "entries[0].measured", expected: "a number")),
        ("{\"version\": 2.5, \"entries\": []}", .unsupportedVersion(nil)),
        ("{\"version\": 1, \"entries\": []} []", .invalidJSON),
        ("{\"version\": 1, \"entries\": [,]}", .invalidJSON),
    ])
    func parseErrors(text: String, expected: BaselineError.Problem) {
        #expect(Self.problem(text) == expected)
    }

    /// What a hand-edited file may hold: nulls and left-out optional fields, escapes, a key given twice (the last counts).
    @Test func optionalFieldsEscapesAndRepeatedKeysRead() throws {
        let text = #"{"entries": [{"rule": "r", "path": "App\/Aé.swift", "controller": null, "fingerprint": "f", "message": null,"#
            + #" "measured": null, "extra": [1, {"x": true}]}], "version": 2, "version": 1}"#
        #expect(try Baseline.parse(text, path: "b.json").entries
            == [Baseline.Entry(rule: "r", path: "App/A\u{e9}.swift", controller: nil, fingerprint: "f", message: "", measured: nil)])
    }

    @Test func invalidUTF8IsInvalidJSON() {
        #expect(throws: BaselineError(path: "b.json", problem: .invalidJSON)) {
            try Baseline.parse([0x7B, 0xFF, 0xFE, 0x7D] as [UInt8], path: "b.json")
        }
    }

    @Test func errorMessagesNameTheFileAndTheProblem() {
        func text(_ problem: BaselineError.Problem) -> String { BaselineError(path: "b.json", problem: problem).description }
        #expect(text(.invalidJSON) == "b.json: error: the baseline is not valid JSON; write a new one with --write-baseline")
        #expect(text(.unsupportedVersion(3)) == "b.json: error: baseline version 3 is not supported (this vclint reads versions 1 to 2); write a new one with --write-baseline")
        #expect(text(.unsupportedVersion(nil)) == "b.json: error: the baseline has no \"version\" number; write a new one with --write-baseline")
        #expect(text(.missingField("entries[0].fingerprint")) == "b.json: error: the baseline is missing \"entries[0].fingerprint\"")
        #expect(text(.wrongType(field: "entries[0].path", expected: "a string")) == "b.json: error: \"entries[0].path\" in the baseline should be a string")
        #expect(text(.wrongType(field: "", expected: "a JSON object")) == "b.json: error: the baseline should be a JSON object")
        #expect(text(.unreadableFile(reason: "No such file or directory")) == "b.json: error: cannot read the baseline: No such file or directory")
    }
}

@Suite struct BaselineMeasureTests {
    @Test func measuredIsRecordedAndAnOldBaselineWithoutItStillReads() throws {
        var violation = BaselineTests.violation()
        violation.measured = 612
        let text = Baseline(violations: [violation]).render()
        #expect(text.contains("\"measured\" : 612"))
        #expect(try Baseline.parse(text, path: "b.json").entries.map(\.measured) == [612])
        let old = "{\"version\": 1, \"entries\": [{\"rule\": \"missing_view_model\", \"path\": \"App/A.swift\", "
            + "\"controller\": \"AViewController\", \"fingerprint\": \"\(Violation.pathFingerprint(rule: violation.rule, path: violation.location.path, controller: violation.controller, subject: violation.subject))\", \"message\": \"m\"}]}"
        let parsed = try Baseline.parse(old, path: "b.json")
        #expect(parsed.entries.map(\.measured) == [nil])
        #expect(parsed.apply(to: LintReport(files: 1, controllers: 1, violations: [violation])).baselined == 1)
    }
}
