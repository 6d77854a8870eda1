import Foundation
import Testing
@testable import VCLintCore

/// The documented shapes of the JSON and SARIF outputs, read back as a consumer would.
@Suite struct ReporterStructureTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// `showsRelatedLocations` is what decides whether `lint` makes split plans: a format that
    /// prints related locations and says it does not would lose them.
    @Test(arguments: ReportFormat.allCases)
    func aFormatSaysWhetherItShowsRelatedLocations(_ format: ReportFormat) {
        let marker = "split: extract MarkerDataSource"
        var report = ReporterGoldenTests.sample
        report.violations[0].related.append(RelatedLocation(ReporterGoldenTests.location("App/Marker.swift", 3, 1), message: marker))
        #expect(format.render(report).contains(marker) == format.showsRelatedLocations)
    }

    // MARK: JSON

    @Test func jsonHasExactlyTheDocumentedKeys() throws {
        let json = try Self.object(JSONReporter.render(ReporterGoldenTests.sample))
        #expect(Set(json.keys) == ["version", "tool", "summary", "violations", "file_errors"])
        #expect(json["version"] as? Int == 1)
        #expect(json["tool"] as? [String: String] == ["name": "vclint", "version": VCLintCommand.version])
        var summary = try #require(json["summary"] as? [String: Any])
        let partiallyRead = try #require(summary.removeValue(forKey: "partially_read") as? [[String: Any]])
        #expect(summary.compactMapValues { $0 as? Int } == [
            "files": 4, "controllers": 3, "errors": 2, "warnings": 2, "baselined": 0, "fixed_baseline_entries": 0,
            "kept_baseline_entries": 0, "screens": 0, "view_models": 0,
        ])
        #expect(summary["inferred_bases"] as? [String] == [])
        #expect(summary["unresolved_bases"] as? [String] == [])
        #expect(summary["superclass_cycles"] as? [[String]] == [])
        #expect(summary["vendored_folders"] as? [String] == [])
        #expect((summary["prefixed_libraries"] as? [Any])?.isEmpty == true)
        #expect(summary.count == 14)
        #expect(partiallyRead.map { Set($0.keys) } == [["path", "line", "reason"], ["path", "line", "reason"]])
        #expect(partiallyRead.map { $0["path"] as? String } == ["App/Legacy/OldViewController.swift", ReporterGoldenTests.awkwardPath])
        #expect(partiallyRead.map { $0["line"] as? Int } == [12, 3])
        let violations = try #require(json["violations"] as? [[String: Any]])
        #expect(violations.count == 4)
        for violation in violations {
            #expect(Set(violation.keys) == [
                "rule", "severity", "path", "line", "column", "message", "controller", "measured", "limit", "subject", "related", "fingerprint",
                "baseline",
            ])
            for related in try #require(violation["related"] as? [[String: Any]]) {
                #expect(Set(related.keys) == ["path", "line", "column", "message"])
            }
        }
        let fileErrors = try #require(json["file_errors"] as? [[String: String]])
        #expect(fileErrors.map { Set($0.keys) } == [["path", "message"]])
    }

    @Test func jsonValuesRoundTrip() throws {
        let violations = try #require(try Self.object(JSONReporter.render(ReporterGoldenTests.sample))["violations"] as? [[String: Any]])
        let awkward = try #require(violations.first { $0["rule"] as? String == "invalid_suppression" })
        #expect(awkward["path"] as? String == ReporterGoldenTests.awkwardPath)
        #expect(awkward["message"] as? String == ReporterGoldenTests.awkwardMessage)
        #expect(awkward["column"] as? Int == 17)  // the compiler's byte column
        #expect(awkward["controller"] is NSNull && awkward["measured"] is NSNull && awkward["limit"] is NSNull)
        let length = violations[0]
        #expect(length["measured"] as? Int == 612 && length["limit"] as? Int == 400)
        let networking = try #require(violations.first { $0["rule"] as? String == "networking_in_controller" })
        let related = try #require(networking["related"] as? [[String: Any]])
        #expect(related.map { $0["path"] as? String } == ["App/Feed/FeedViewController.swift", "App/Feed/Feed+Load.swift"])
        #expect(related.map { $0["message"] as? String } == ["URLSession.shared", "URLRequest"])
    }

    // MARK: SARIF

    static var sarif: [String: Any] {
        get throws { try object(SARIFReporter.render(ReporterGoldenTests.sample)) }
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return runs[0]
    }

    @Test func sarifHeaderAndDriver() throws {
        let log = try Self.sarif
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let run = try Self.run(log)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "vclint")
        #expect(driver["version"] as? String == VCLintCommand.version)
        #expect(driver["informationUri"] as? String == SARIFReporter.informationURI)
    }

    @Test func sarifRulesAreTheRegistry() throws {
        let run = try Self.run(try Self.sarif)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleRegistry.ids)
        for (rule, type) in zip(rules, RuleRegistry.all) {
            let description = type.description
            #expect(rule["name"] as? String == SARIFReporter.upperCamelCase(description.id))
            #expect((rule["shortDescription"] as? [String: String])?["text"] == description.summary)
            let full = try #require((rule["fullDescription"] as? [String: String])?["text"])
            #expect(!full.isEmpty && !full.contains("`") && !full.contains("**"))
            let help = try #require(rule["help"] as? [String: String])
            #expect(help["markdown"] == description.rationale + "\n\n" + description.fix)
            #expect(help["text"]?.isEmpty == false)
            #expect(rule["helpUri"] as? String == "https://github.com/vclint/vclint/blob/main/Rules/\(description.id).md")
            let configuration = rule["defaultConfiguration"] as? [String: Any]
            #expect(configuration?["level"] as? String == type.init().severity.rawValue)
            // SARIF's `enabled` defaults to true: only opt-in rules say false.
            #expect(configuration?["enabled"] as? Bool == (type.isOptIn ? false : nil))
        }
        #expect(SARIFReporter.upperCamelCase("networking_in_controller") == "NetworkingInController")
    }

    @Test func sarifRuleIndexMatchesRuleId() throws {
        let run = try Self.run(try Self.sarif)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == ReporterGoldenTests.sample.violations.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func sarifResultsCarryWhatCodeScanningNeeds() throws {
        let run = try Self.run(try Self.sarif)
        let results = try #require(run["results"] as? [[String: Any]])
        for (result, violation) in zip(results, ReporterGoldenTests.sample.violations) {
            #expect(result["level"] as? String == violation.severity.rawValue)
            #expect((result["message"] as? [String: String])?["text"] == violation.message)
            #expect(result["partialFingerprints"] as? [String: String] == ["vclint/v1": violation.fingerprint])
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(locations.count == 1)
            let physical = try #require(locations[0]["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: String])
            #expect(artifact["uriBaseId"] == "%SRCROOT%")
            let uri = try #require(artifact["uri"])
            #expect(uri.removingPercentEncoding == violation.location.path)
            #expect(uri.unicodeScalars.allSatisfy { $0.isASCII && !" #?\"".unicodeScalars.contains($0) })
            #expect(physical["region"] as? [String: Int] == [
                "startLine": violation.location.line, "startColumn": violation.location.utf16Column,
            ])
        }
        let awkward = try #require(results.first { $0["ruleId"] as? String == "invalid_suppression" })
        #expect(awkward["properties"] == nil)
        let networking = try #require(results.first { $0["ruleId"] as? String == "networking_in_controller" })
        let properties = try #require(networking["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["controller", "measured"])  // no limit: absent, not null
        #expect(properties["controller"] as? String == "FeedViewController" && properties["measured"] as? Int == 2)
        let related = try #require(networking["relatedLocations"] as? [[String: Any]])
        #expect(related.map { $0["id"] as? Int } == [1, 2])
        #expect(related.map { ($0["message"] as? [String: String])?["text"] } == ["URLSession.shared", "URLRequest"])
    }

    @Test func sarifFileErrorsAreNotifications() throws {
        let run = try Self.run(try Self.sarif)
        let invocations = try #require(run["invocations"] as? [[String: Any]])
        #expect(invocations.count == 1)
        #expect(invocations[0]["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocations[0]["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.map { $0["level"] as? String } == ["error", "note", "note"])
        // A partly read file is a note at its line; alone it leaves the run successful.
        let note = try #require(notifications[1]["locations"] as? [[String: Any]])
        let physical = try #require(note.first?["physicalLocation"] as? [String: Any])
        #expect(physical["region"] as? [String: Int] == ["startLine": 12])
        var partial = ReporterGoldenTests.empty
        partial.partiallyReadFiles = ReporterGoldenTests.sample.partiallyReadFiles
        let partialInvocation = try #require((try Self.run(try Self.object(SARIFReporter.render(partial)))["invocations"] as? [[String: Any]])?.first)
        #expect(partialInvocation["executionSuccessful"] as? Bool == true)
        #expect((partialInvocation["toolExecutionNotifications"] as? [Any])?.count == 2)
        let clean = try Self.run(try Self.object(SARIFReporter.render(ReporterGoldenTests.empty)))
        let cleanInvocation = try #require((clean["invocations"] as? [[String: Any]])?.first)
        #expect(cleanInvocation["executionSuccessful"] as? Bool == true)
        #expect(cleanInvocation["toolExecutionNotifications"] == nil)
        #expect((clean["results"] as? [Any])?.isEmpty == true)
    }

    @Test func sarifURIs() {
        #expect(URIReference.encodingPath("App/Feed View.swift") == "App/Feed%20View.swift")
        #expect(URIReference.encodingPath("a%b#c?d:e.swift") == "a%25b%23c%3Fd%3Ae.swift")
        #expect(URIReference.encodingPath("Écran/é.swift") == "%C3%89cran/%C3%A9.swift")
        #expect(URIReference.forFile("/abs/x y.swift") == ("file:///abs/x%20y.swift", false))
        #expect(URIReference.forFile("rel/x.swift") == ("rel/x.swift", true))
    }

    @Test func sarifUnknownRuleHasNoIndex() {
        let violation = Violation(rule: "not_a_rule", severity: .warning,
                                  location: ReporterGoldenTests.location("A.swift", 1, 1), message: "m")
        #expect(SARIFReporter.result(violation, ruleIndex: nil).ruleIndex == nil)
        #expect(!SARIFReporter.render(LintReport(files: 1, controllers: 0, violations: [violation])).contains("ruleIndex"))
    }

    @Test func markdownBecomesPlainText() {
        let markdown = "A *title*, **bold** and `code_span`, [a link](https://x.y/z).\n\n```swift\nlet a = 1\n```"
        #expect(MarkdownPlainText.plain(markdown) == "A title, bold and code_span, a link (https://x.y/z).\n\n    let a = 1")
    }

    // MARK: Fingerprints

    @Test func fingerprintSurvivesLineShifts() {
        let original = ReporterGoldenTests.sample.violations
        for violation in original {
            var moved = violation
            moved.location.line += 40
            moved.location.column += 3
            moved.location.utf16Column += 3
            moved.related = moved.related.map { RelatedLocation(ReporterGoldenTests.location($0.location.path, $0.location.line + 40, 1), message: $0.message) }
            #expect(moved.fingerprint == violation.fingerprint)
        }
        // A controller's finding keeps its identity when the controller moves to another file; a
        // finding outside any controller is placed by its path.
        var moved = original[0]
        moved.location.path = "Other.swift"
        #expect(original[0].controller != nil && moved.fingerprint == original[0].fingerprint)
        var free = original[0]
        free.controller = nil
        var freeMoved = free
        freeMoved.location.path = "Other.swift"
        #expect(freeMoved.fingerprint != free.fingerprint)
        var otherController = original[0]
        otherController.controller = "OtherViewController"
        #expect(otherController.fingerprint != original[0].fingerprint)
    }
}
