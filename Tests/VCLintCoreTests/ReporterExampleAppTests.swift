import Foundation
import Testing
@testable import VCLintCore

/// The reporters and the baseline on a real lint run of the bundled Massive View Controller app,
/// so they see the findings the rules actually make (related locations, UTF-16 columns).
/// Nothing here pins rule wording: that is the rules' own tests' job.
@Suite struct ReporterExampleAppTests {
    static var report: LintReport {
        var scanner = ProjectScanner()
        scanner.workingDirectory = ReporterGoldenTests.root
        let project = scanner.scan([ReporterGoldenTests.root + "/Examples/MassiveApp"])
        return LintReport(files: project.files.count, controllers: project.controllers.count,
                          violations: Linter().lint(project))
    }

    @Test func sarifPointsAtRealFilesAndRules() throws {
        let report = Self.report
        #expect(!report.violations.isEmpty)
        let log = try ReporterStructureTests.object(SARIFReporter.render(report))
        let run = try ReporterStructureTests.run(log)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.violations.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            let locations = (result["locations"] as? [[String: Any]] ?? []) + (result["relatedLocations"] as? [[String: Any]] ?? [])
            for location in locations {
                let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
                let path = try #require(artifact?["uri"]?.removingPercentEncoding)
                #expect(!path.hasPrefix("/"))
                #expect(FileManager.default.fileExists(atPath: ReporterGoldenTests.root + "/" + path), "\(path)")
            }
        }
    }

    @Test(arguments: ReportFormat.allCases)
    func everyFormatIsDeterministic(format: ReportFormat) {
        let report = Self.report
        #expect(format.render(report) == format.render(Self.report))
    }

    @Test func baselineHidesTheWholeRunAndSurvivesAShift() throws {
        let report = Self.report
        let baseline = try Baseline.parse(Baseline(violations: report.violations).render(), path: "baseline.json")
        let shifted = baseline.apply(to: BaselineTests.shifted(report, by: 3))
        #expect(shifted.violations.isEmpty)
        #expect(shifted.baselined == report.violations.count)
        #expect(shifted.fixedBaselineEntries == 0)
    }
}
