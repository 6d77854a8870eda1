import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import VCLintCore

/// The CI formats against what their consumers require, transcribed from each specification
/// (the files are also validated by real consumers in `.ci/validate-ci-formats.py`):
/// - GitLab: https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format
/// - SonarQube: https://docs.sonarsource.com/sonarqube-server/latest/analyzing-source-code/importing-external-issues/generic-issue-import-format/
/// - Bitbucket Cloud: https://developer.atlassian.com/cloud/bitbucket/rest/api-group-reports/
@Suite struct CIFormatTests {
    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// The sample report plus a second finding with the first one's rule, controller and subject.
    static var withTwin: LintReport {
        var report = ReporterGoldenTests.sample
        var twin = report.violations[0]
        twin.location.line += 40
        report.violations.append(twin)
        report.violations.sort(by: Violation.reportOrder)
        return report
    }

    @Test func gitLabEntriesHaveEveryRequiredFieldAndDistinctFingerprints() throws {
        let text = GitLabReporter.render(Self.withTwin)
        #expect(!text.hasPrefix("\u{FEFF}"))
        let entries = try #require(try Self.json(text) as? [[String: Any]])
        #expect(entries.count == Self.withTwin.violations.count + Self.withTwin.fileErrors.count)
        for entry in entries {
            #expect(!(entry["description"] as? String ?? "").isEmpty)
            #expect(!(entry["check_name"] as? String ?? "").isEmpty)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(entry["severity"] as? String ?? ""))
            let location = try #require(entry["location"] as? [String: Any])
            #expect(!(location["path"] as? String ?? "").isEmpty)
            #expect(((location["lines"] as? [String: Any])?["begin"] as? Int ?? 0) >= 1)
        }
        let fingerprints = entries.compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints.count == entries.count)
        #expect(Set(fingerprints).count == fingerprints.count, "GitLab shows only the first entry of a fingerprint")
        #expect(fingerprints.contains(Self.withTwin.violations[0].fingerprint))
        #expect(fingerprints.contains(Self.withTwin.violations[0].fingerprint + "-2"))
    }

    @Test func sonarQubeIssuesPointAtDeclaredRulesWithCleanCodeFields() throws {
        let document = try #require(try Self.json(SonarQubeReporter.render(ReporterGoldenTests.sample)) as? [String: Any])
        let rules = try #require(document["rules"] as? [[String: Any]])
        let attributes: Set = ["FORMATTED", "CONVENTIONAL", "IDENTIFIABLE", "CLEAR", "LOGICAL", "COMPLETE", "EFFICIENT",
                               "FOCUSED", "DISTINCT", "MODULAR", "TESTED", "LAWFUL", "TRUSTWORTHY", "RESPECTFUL"]
        for rule in rules {
            for key in ["id", "name", "description", "engineId"] { #expect(!(rule[key] as? String ?? "").isEmpty, "\(key)") }
            #expect(attributes.contains(rule["cleanCodeAttribute"] as? String ?? ""))
            let impacts = try #require(rule["impacts"] as? [[String: String]])
            #expect(!impacts.isEmpty)
            for impact in impacts {
                #expect(["MAINTAINABILITY", "RELIABILITY", "SECURITY"].contains(impact["softwareQuality"] ?? ""))
                #expect(["INFO", "LOW", "MEDIUM", "HIGH", "BLOCKER"].contains(impact["severity"] ?? ""))
            }
        }
        let ids = Set(rules.compactMap { $0["id"] as? String })
        #expect(ids.isSuperset(of: RuleRegistry.ids))
        let issues = try #require(document["issues"] as? [[String: Any]])
        #expect(issues.count == 5)
        for issue in issues {
            #expect(ids.contains(issue["ruleId"] as? String ?? ""))
            let primary = try #require(issue["primaryLocation"] as? [String: Any])
            #expect(!(primary["message"] as? String ?? "").isEmpty)
            #expect(!(primary["filePath"] as? String ?? "").isEmpty)
            #expect(((primary["textRange"] as? [String: Int])?["startLine"] ?? 0) >= 1)
        }
        // Severity is the rule's: an error finding makes its rule HIGH, a rule without findings keeps its default.
        let impact = { (id: String) in ((rules.first { $0["id"] as? String == id }?["impacts"] as? [[String: String]])?.first?["severity"]) }
        #expect(impact("controller_length") == "HIGH")
        #expect(impact("networking_in_controller") == "MEDIUM")
        #expect(impact("child_containment") == "MEDIUM")
    }

    @Test func bitbucketKeepsAThousandAnnotationsErrorsFirstAndCutsLongSummaries() throws {
        var report = LintReport(files: 1, controllers: 1, violations: [])
        for index in 0..<1_500 {
            report.violations.append(Violation(
                rule: "public_mutable_param", severity: index % 3 == 0 ? .error : .warning,
                location: ReporterGoldenTests.location("A.swift", index + 1, 5),
                message: String(repeating: "long ", count: index == 0 ? 200 : 1), controller: "AViewController", subject: "p\(index)"))
        }
        let document = try #require(try Self.json(BitbucketReporter.render(report)) as? [String: Any])
        let annotations = try #require(document["annotations"] as? [[String: Any]])
        #expect(annotations.count == 1_000)
        #expect(annotations.prefix(500).allSatisfy { $0["severity"] as? String == "HIGH" })
        #expect(Set(annotations.compactMap { $0["external_id"] as? String }).count == 1_000)
        for annotation in annotations {
            #expect(["VULNERABILITY", "CODE_SMELL", "BUG"].contains(annotation["annotation_type"] as? String ?? ""))
            #expect(["CRITICAL", "HIGH", "MEDIUM", "LOW"].contains(annotation["severity"] as? String ?? ""))
            #expect((annotation["summary"] as? String ?? "").count <= 450)
        }
        #expect((annotations[0]["details"] as? String ?? "").count > 450)
        let header = try #require(document["report"] as? [String: Any])
        #expect(header["result"] as? String == "FAILED")
        #expect(["SECURITY", "COVERAGE", "TEST", "BUG"].contains(header["report_type"] as? String ?? ""))
        #expect((header["details"] as? String ?? "").contains("The first 1000 of 1500 findings are annotated"))
        let clean = try #require(try Self.json(BitbucketReporter.render(ReporterGoldenTests.empty)) as? [String: Any])
        #expect((clean["report"] as? [String: Any])?["result"] as? String == "PASSED")
    }

    @Test func junitCountsAddUpAndACleanRunIsOnePassingTest() throws {
        let text = JUnitReporter.render(Self.withTwin)
        let document = try XMLDocument(xmlString: text)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        let cases = suites.flatMap { $0.elements(forName: "testcase") }
        #expect(root.attribute(forName: "tests")?.stringValue == "\(cases.count)")
        #expect(cases.count == Self.withTwin.violations.count + Self.withTwin.fileErrors.count)
        #expect(cases.flatMap { $0.elements(forName: "failure") }.count == Self.withTwin.violations.count)
        #expect(cases.flatMap { $0.elements(forName: "error") }.count == Self.withTwin.fileErrors.count)
        for suite in suites {
            #expect(suite.attribute(forName: "tests")?.stringValue == "\(suite.elements(forName: "testcase").count)")
        }
        // Attribute text survives exactly, CR, LF and tab included; BEL, which XML cannot hold, reads U+FFFD.
        let awkward = cases.flatMap { $0.elements(forName: "failure") }.first { $0.attribute(forName: "message")?.stringValue?.contains("pwned") == true }
        #expect(awkward?.attribute(forName: "message")?.stringValue == ReporterGoldenTests.awkwardMessage.replacingOccurrences(of: "\u{7}", with: "\u{FFFD}"))

        let clean = try XMLDocument(xmlString: JUnitReporter.render(ReporterGoldenTests.empty)).rootElement()
        let only = clean?.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") } ?? []
        #expect(only.count == 1)
        #expect(only.first?.children?.isEmpty ?? true)
    }

    @Test func markdownIsInertAndStaysUnderTheCommentLimit() {
        var report = LintReport(files: 9, controllers: 3, violations: [])
        for index in 0..<5_000 {
            report.violations.append(Violation(
                rule: "public_mutable_param", severity: .warning, location: ReporterGoldenTests.location("App/`odd`.swift", index + 1, 5),
                message: "@property <b>x</b> & `y` of AViewController is set outside", controller: "C\(index % 3)ViewController", subject: "p\(index)"))
        }
        let text = MarkdownReporter.render(report)
        #expect(text.utf8.count <= MarkdownReporter.characterLimit)
        #expect(text.hasPrefix("### vclint: 0 errors, 5000 warnings in 3 controllers (9 files)\n"))
        #expect(text.contains("| `public_mutable_param` | 0 | 5000 |"))
        #expect(!text.contains("<b>"))
        #expect(!text.contains("@property"))
        #expect(text.contains("``App/`odd`.swift:1``"))
        let shown = text.components(separatedBy: "\n").filter { $0.hasPrefix("- ") }.count
        #expect(text.hasSuffix("\n…and \(5_000 - shown) more findings not shown here: see the full report.\n"))
        #expect(text.contains("#### `C0ViewController` (1667)"))
        // The controller with the most findings comes first.
        report.violations = Array(report.violations.prefix(4))
        for (index, name) in ["C1", "C2", "C2", "C0"].enumerated() { report.violations[index].controller = name + "ViewController" }
        let headings = MarkdownReporter.render(report).components(separatedBy: "\n").filter { $0.hasPrefix("#### ") }
        #expect(headings == ["#### `C2ViewController` (2)", "#### `C0ViewController` (1)", "#### `C1ViewController` (1)"])
    }

    @Test func everyRuleHasAConcernEveryFormatCanName() {
        for rule in RuleRegistry.all {
            let concern = rule.concern
            #expect(!ConcernTable.gitLabCategory(concern).isEmpty)
            #expect(!ConcernTable.sonarQubeAttribute(concern).isEmpty)
            #expect(ConcernTable.concern(of: rule.id) == concern)
        }
        #expect(ConcernTable.concern(of: "child_containment") == .correctness)
        #expect(ConcernTable.concern(of: "no_such_rule") == .design)
    }
}
