import Foundation
import Testing
@testable import VCLintCore

/// `vclint report --history`: the page carries what `vclint history` measures, shaped for its
/// charts. `.ci/check-html-report.py` renders it in headless Chromium.
@Suite(.timeLimit(.minutes(3))) struct ReportHistoryTests {
    static func sample(_ commit: String, _ controllers: [(String, Int)]) -> HistorySample {
        let rows = controllers.map { ControllerSample(name: $0.0, className: $0.0, lines: $0.1, language: .swift, files: ["\($0.0).swift"]) }
        return HistorySample(commit: commit, date: "2024-01-0\(commit.count)T00:00:00Z", time: commit.count, controllers: rows,
                             totalLines: controllers.reduce(0) { $0 + $1.1 })
    }

    @Test func eachControllerHasAValuePerSampleAndNullWhereItWasMissing() {
        let samples = [Self.sample("a", [("B", 10)]), Self.sample("ab", [("A", 5), ("B", 12)]), Self.sample("abc", [("B", 9)])]
        let report = HistoryReport(window: .init(since: "2000-01-01", until: "abc", sampling: "monthly", commits: 3, changes: 3),
                                   samples: samples, hotspots: [], skipped: [], notes: ["a note"], findingsCounted: false)
        let history = HTMLReport.History(report)
        #expect(history.series.map(\.name) == ["A", "B"])
        #expect(history.series[0].lines == [nil, 5, nil])
        #expect(history.series[1].lines == [10, 12, 9])
        #expect(history.samples.map(\.totalLines) == [10, 17, 9])
        #expect(history.notes == ["a note"])
        let json = ReportJSON.render(history)
        #expect(json.contains("\"lines\" : [\n        null,\n        5,\n        null\n      ]"), "\(json)")
    }

    @Test func thePageCarriesTheHistoryOfTheSamePaths() throws {
        let repository = try HistoryCommandTests.repository()
        let outcome = try HostileTree.run(vclintIn: repository.path, ["report", "--since", "2000-01-01", "--output", "report.html"], timeout: 60)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let page = try #require(repository.tree.contents("report.html"))
        let history = try #require(try HTMLReportTests.embeddedData(page)["history"] as? [String: Any])
        let expected = try HistoryRun(options: { var options = HistoryRun.Options(); options.directory = repository.path
            options.since = "2000-01-01"; return options }()).run().report
        #expect((history["samples"] as? [Any])?.count == expected.samples.count)
        let hotspots = try #require(history["hotspots"] as? [[String: Any]])
        #expect(hotspots.map { $0["name"] as? String } == expected.hotspots.map(\.name))
        #expect(hotspots.first?["score"] as? Int == expected.hotspots.first?.score)
        let series = try #require(history["series"] as? [[String: Any]])
        #expect(series.map { $0["name"] as? String } == Set(expected.samples.flatMap { $0.controllers.map(\.name) }).sorted())
        #expect(series.contains { $0["name"] as? String == "ListViewController" })
        // Without the option, no history is read.
        let plain = try HostileTree.run(vclintIn: repository.path, ["report", "--output", "plain.html"], timeout: 60)
        #expect(plain.status == 0)
        #expect(try HTMLReportTests.embeddedData(try #require(repository.tree.contents("plain.html")))["history"] is NSNull)
    }

    @Test func outsideARepositoryThePageIsStillWrittenAndTheRunExitsTwo() throws {
        let tree = HostileTree()
        tree.write("App/AViewController.swift", "class AViewController: UIViewController {}\n")
        let outcome = try HostileTree.run(vclintIn: tree.path, ["report", "--history", "--output", "report.html"], timeout: 60)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("is not in a git repository"), "\(outcome.standardError)")
        let page = try #require(tree.contents("report.html"))
        let data = try HTMLReportTests.embeddedData(page)
        #expect(data["history"] is NSNull)
        let names = (data["controllers"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        #expect(names.contains("AViewController"), "\(names)")
    }
}
