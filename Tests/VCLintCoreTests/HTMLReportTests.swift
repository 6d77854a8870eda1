import Foundation
import Testing
@testable import VCLintCore

/// `vclint report`'s page, without a browser: the embedded data, its escaping and its numbers.
/// `.ci/check-html-report.py` renders the page in headless Chromium and checks the DOM.
@Suite struct HTMLReportTests {
    static let hostile = "</script><img src=x onerror=alert(1)> & \"q\" 'a' <!-- \n\u{2028}é"

    /// The JSON between the data block's tags, decoded.
    static func embeddedData(_ page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"vclint-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = String(page[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    static func sources() -> [(path: String, text: String)] {
        [
            ("App/Feed/FeedViewController.swift", FixtureSource.longController("FeedViewController", lines: 520)),
            ("App/Feed/FeedViewController+Table.swift", "extension FeedViewController {\n    func a() {}\n    func b() {}\n}\n"),
            ("App/Feed/OtherViewController.swift", FixtureSource.longController("OtherViewController", lines: 320)),
            ("App/\(hostile)/Evil.swift", FixtureSource.controllerWithContainmentMistake("EvilViewController")),
            ("App/Clean/CleanViewController.swift", FixtureSource.cleanController("CleanViewController")),
            ("App/Model.swift", "struct Model {}\n"),
        ]
    }

    static func report(baseline: (path: String, baseline: Baseline)? = nil) -> (HTMLReport, Project, [Violation]) {
        let project = Project.build(sources: sources())
        let violations = Linter().lint(project)
        return (HTMLReport(title: "App", project: project, violations: violations, baseline: baseline), project, violations)
    }

    @Test func embeddedJSONHidesMarkupAndRoundTrips() throws {
        struct Value: Encodable { var name: String; var list: [Int] }
        let json = HTMLReportPage.embeddedJSON(Value(name: Self.hostile, list: [1, 2]))
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
        #expect(json.contains("\\u003c/script\\u003e\\u003cimg"))
        // Compact: the pretty printer's spaces and line breaks are gone, the string's are kept.
        #expect(json.hasPrefix("{\"list\":[1,2],\"name\":\""))
        #expect(!json.contains("\n"))
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(decoded["name"] as? String == Self.hostile)
        #expect(decoded["list"] as? [Int] == [1, 2])
    }

    @Test func escapeTextLeavesNoMarkup() {
        #expect(HTMLReportPage.escapeText("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }

    @Test func pageHasOnlyItsOwnScriptsAndNoMarkupFromTheTree() throws {
        var (report, _, _) = Self.report()
        report.title = Self.hostile
        let page = HTMLReportPage.render(report)
        #expect(page.components(separatedBy: "</script>").count - 1 == 3)
        #expect(page.components(separatedBy: "<script").count - 1 == 3)
        #expect(!page.contains("<img"))
        #expect(page.contains("<title>vclint report: &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp;"))
        // No network: the policy allows nothing but the page's own nonce-marked script and style.
        #expect(page.contains("content=\"default-src 'none'; script-src 'nonce-"))
        let nonce = try #require(page.firstMatch(of: /'nonce-(vc[0-9a-f]{16})'/)?.output.1)
        #expect(page.components(separatedBy: "<script nonce=\"\(nonce)\">").count - 1 == 2)
        #expect(page.contains("<style nonce=\"\(nonce)\">"))
        let data = try Self.embeddedData(page)
        #expect(data["title"] as? String == Self.hostile)
    }

    @Test func oneEntryPerControllerWithTheMetricsNumbers() throws {
        let (report, project, violations) = Self.report()
        let data = try Self.embeddedData(HTMLReportPage.render(report))
        let controllers = try #require(data["controllers"] as? [[String: Any]])
        let metrics = MetricsReport(project).controllers
        #expect(controllers.count == 4)
        #expect(controllers.map { $0["name"] as? String } == metrics.map(\.name))
        #expect(controllers.map { $0["path"] as? String } == metrics.map(\.path))
        for (entry, row) in zip(controllers, metrics) {
            let lines = try #require(entry["lines"] as? [String: Int])
            #expect(lines == ["body": row.lines.body, "extensions": row.lines.extensions, "total": row.lines.total])
            #expect(entry["methods"] as? Int == row.methods)
            #expect(entry["stored_properties"] as? Int == row.storedProperties)
            #expect((entry["extensions"] as? [Any])?.count == row.extensions.count)
        }
        // Every finding once, under the controller it names.
        let findings = controllers.map { ($0["findings"] as? [[String: Any]]) ?? [] }
        #expect(findings.map(\.count).reduce(0, +) + ((data["other_findings"] as? [Any])?.count ?? 0) == violations.count)
        // Each message is stored without its rule's common ending, and the file as an index.
        let rules = try #require(data["rules"] as? [[String: Any]])
        let suffixes = Dictionary(uniqueKeysWithValues: rules.map { ($0["id"] as? String ?? "", $0["message_suffix"] as? String ?? "") })
        #expect(suffixes["controller_length"] == "00. Move data sources, networking and view building out of it.")
        let files = try #require(data["finding_files"] as? [String])
        #expect(files == Set(violations.map(\.location.path)).sorted())
        for (entry, list) in zip(controllers, findings) {
            let name = entry["name"] as? String
            let expected = violations.filter { $0.controller == name }
            #expect(list.map { ($0["message"] as? String ?? "") + suffixes[$0["rule"] as? String ?? "", default: ""] } == expected.map(\.message))
            #expect(list.map { files[$0["file"] as? Int ?? -1] } == expected.map(\.location.path))
        }
        #expect(findings[0].contains { $0["rule"] as? String == "controller_length" && $0["severity"] as? String == "error" })
        #expect(findings[3].isEmpty && controllers[3]["name"] as? String == "CleanViewController")
        let summary = try #require(data["summary"] as? [String: Int])
        #expect(summary["controllers"] == 4 && summary["files"] == 6)
        #expect(summary["lines"] == metrics.reduce(0) { $0 + $1.lines.total })
        #expect(data["baseline"] is NSNull)
        #expect((data["rules"] as? [[String: Any]])?.map { $0["id"] as? String } == RuleRegistry.ids)
    }

    @Test func messageSuffixesAreWhatEveryMessageOfARuleEndsWith() {
        func finding(_ rule: String, _ message: String) -> Violation {
            Violation(rule: rule, severity: .warning, location: ReporterGoldenTests.location("A.swift", 1, 1), message: message)
        }
        let suffixes = HTMLReport.messageSuffixes([
            finding("a", "X is 12 é. Fix it."), finding("a", "Y is 3 é. Fix it."), finding("b", "alone. Fix it."),
            finding("c", "done"), finding("c", "gone"), finding("d", "x"), finding("d", "y"),
        ])
        #expect(suffixes == ["a": " é. Fix it.", "c": "one"])
    }

    @Test func sameInputSameBytes() {
        #expect(HTMLReportPage.render(Self.report().0) == HTMLReportPage.render(Self.report().0))
    }

    /// A view model's finding goes under the view model, even beside a controller of its name.
    @Test func screensAndViewModelsAreListedWithTheirOwnFindings() throws {
        let members = (1...260).map { "    @Published var field\($0) = \($0)" }.joined(separator: "\n")
        let project = Project.build(sources: [
            ("Shop/Profile.swift", "final class Profile: ObservableObject {\n\(members)\n}\n"),
            ("Shop/ProfileScreen.swift", "struct ProfileScreen: View {\n    @StateObject var model = Profile()\n"
                + "    @State var shown = false\n    var body: some View {\n        VStack {\n            Text(\"a\")\n        }\n    }\n}\n"),
            ("Admin/Profile.swift", FixtureSource.cleanController("Profile")),
        ])
        let violations = Linter().lint(project)
        #expect(violations.contains { $0.rule == "view_model_length" && $0.controller == "Profile" })
        let data = try Self.embeddedData(HTMLReportPage.render(HTMLReport(title: "App", project: project, violations: violations)))
        let controllers = try #require(data["controllers"] as? [[String: Any]])
        let screens = try #require(data["screens"] as? [[String: Any]])
        let models = try #require(data["view_models"] as? [[String: Any]])
        #expect(controllers.map { $0["path"] as? String } == ["Admin/Profile.swift"])
        #expect((controllers[0]["findings"] as? [Any])?.isEmpty == true)
        #expect(screens.map { $0["name"] as? String } == ["ProfileScreen"])
        #expect(screens.first?["body_lines"] as? Int == 5 && screens.first?["observed_properties"] as? Int == 2)
        #expect(models.map { $0["path"] as? String } == ["Shop/Profile.swift"])
        let findings = try #require(models.first?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["view_model_length"])
        let summary = try #require(data["summary"] as? [String: Int])
        #expect(summary["controllers"] == 1 && summary["screens"] == 1 && summary["view_models"] == 1)
        let rules = try #require(data["rules"] as? [[String: Any]])
        let inspects = Dictionary(uniqueKeysWithValues: rules.map { ($0["id"] as? String ?? "", $0["inspects"] as? String ?? "") })
        #expect(inspects["view_model_length"] == "view_model" && inspects["view_body_complexity"] == "screen")
        #expect(inspects["controller_length"] == "controller")
    }

    @Test func findingsOfTwoSameNamedControllersGoToTheRightOne() {
        let project = Project.build(sources: [
            ("Admin/ListViewController.swift", FixtureSource.controllerWithContainmentMistake("ListViewController")),
            ("Shop/ListViewController.swift", FixtureSource.longController("ListViewController", lines: 4)),
            ("Shop/More/ListViewController+More.swift", "extension ListViewController {\n    var more: Int { 1 }\n}\n"),
        ])
        let rows = MetricsReport(project).controllers
        let lookup = TypeLookup(rows)
        func finding(_ path: String) -> Violation {
            Violation(rule: "x", severity: .warning, location: ReporterGoldenTests.location(path, 1, 1), message: "m",
                      controller: "ListViewController")
        }
        let admin = rows.firstIndex { $0.path.hasPrefix("Admin/") }
        let shop = rows.firstIndex { $0.path.hasPrefix("Shop/") }
        #expect(lookup.index(of: finding("Admin/ListViewController.swift")) == admin)
        #expect(lookup.index(of: finding("Shop/ListViewController.swift")) == shop)
        #expect(lookup.index(of: finding("Shop/Other.swift")) == shop)
        #expect(lookup.index(of: finding("Admin/Deep/Other.swift")) == admin)
        var orphan = finding("Admin/ListViewController.swift")
        orphan.controller = nil
        #expect(lookup.index(of: orphan) == nil)
    }
}

@Suite struct BaselineComparisonTests {
    static func length(_ name: String, _ lines: Int, path: String = "App/A.swift") -> Violation {
        Violation(rule: "controller_length", severity: .warning, location: ReporterGoldenTests.location(path, 1, 7),
                  message: "\(name) is \(lines) lines of code (class \(lines), no extensions); limit 300.",
                  controller: name, measured: lines, limit: 300)
    }

    @Test func newWorseBaselinedAndFixed() {
        let recorded = [Self.length("A1ViewController", 320), Self.length("BViewController", 400, path: "App/B.swift"),
                        Self.length("GoneViewController", 350, path: "App/Gone.swift")]
        let baseline = Baseline(violations: recorded)
        let now = [Self.length("A1ViewController", 340), Self.length("BViewController", 390, path: "App/B.swift"),
                   Self.length("CViewController", 310, path: "App/C.swift")]
        let comparison = BaselineComparison(baseline, violations: now)
        #expect(comparison.statuses == [.worse, .baselined, .new])
        #expect(comparison.fixed.map(\.controller) == ["GoneViewController"])
    }

    /// A networking finding with more calls is worse; an entry without `measured` (an older
    /// baseline) falls back on its message, and a public mutable parameter with more setters is not worse.
    @Test func networkingGrowthIsWorseAndOldEntriesStillCompare() {
        func networking(_ uses: Int) -> Violation {
            Violation(rule: "networking_in_controller", severity: .warning, location: ReporterGoldenTests.location("App/A.swift", 3, 5),
                      message: "AViewController does its own networking.", controller: "AViewController", measured: uses)
        }
        var setters = BaselineTests.violation()
        setters.rule = "public_mutable_param"
        setters.measured = 1
        var moreSetters = setters
        moreSetters.measured = 3
        let baseline = Baseline(violations: [networking(2), setters])
        #expect(BaselineComparison(baseline, violations: [networking(3), moreSetters]).statuses == [.worse, .baselined])
        #expect(BaselineComparison(baseline, violations: [networking(1)]).statuses == [.baselined])
        #expect(baseline.apply(to: LintReport(files: 1, controllers: 1, violations: [networking(3)])).violations.map(\.baselineState)
            == [.worse(recorded: 2)])

        var old = Baseline.Entry(Self.length("A1ViewController", 320))
        old.measured = nil
        let comparison = BaselineComparison(Baseline(entries: [old]), violations: [Self.length("A1ViewController", 330)])
        #expect(comparison.statuses == [.worse])
    }

    @Test func entriesMatchAsAMultiset() {
        var twin = BaselineTests.violation()
        twin.message = "same"
        let comparison = BaselineComparison(Baseline(violations: [twin]), violations: [twin, twin])
        #expect(comparison.statuses == [.baselined, .new])
        #expect(BaselineComparison(Baseline(violations: [twin, twin]), violations: [twin]).fixed.count == 1)
    }

    @Test func theRecordedMeasureIsReadWhereTheMessageSaysIt() {
        // A digit in the name is not the measure: the number must stand after a space.
        #expect(BaselineComparison.recordedMeasure(in: "VC12 is 400 lines", current: "VC12 is 12 lines", measured: 12) == 400)
        #expect(BaselineComparison.recordedMeasure(in: "X has 150 lines and", current: "X has 170 lines and", measured: 170) == 150)
        // Messages that do not line up say nothing: not worse.
        #expect(BaselineComparison.recordedMeasure(in: "Something else 1", current: "X is 170 lines", measured: 170) == nil)
        #expect(BaselineComparison.recordedMeasure(in: "X is many lines", current: "X is 170 lines", measured: 170) == nil)
        #expect(BaselineComparison.recordedMeasure(in: "X is 1", current: "X is 1700", measured: 17) == nil)
    }

    /// An entry from before `measured` was recorded has only its message: a measure is read from
    /// it only for findings measured against a limit.
    @Test func anOldEntryComparesOnlyFindingsWithALimit() {
        var networking = Self.length("AViewController", 3)
        networking.limit = nil  // a count with no limit (network calls) is not a size
        var older = Baseline.Entry(Self.length("AViewController", 2))
        older.measured = nil
        #expect(BaselineComparison(Baseline(entries: [older]), violations: [networking]).statuses == [.baselined])
    }

    @Test func theReportCarriesTheComparison() throws {
        let (_, _, violations) = HTMLReportTests.report()
        let gone = BaselineTests.violation(path: "App/Gone.swift", controller: "GoneViewController")
        let baseline = Baseline(violations: Array(violations.dropFirst()) + [gone])
        let (report, _, _) = HTMLReportTests.report(baseline: (path: "base.json", baseline: baseline))
        let data = try HTMLReportTests.embeddedData(HTMLReportPage.render(report))
        let summary = try #require(data["baseline"] as? [String: Any])
        #expect(summary["new"] as? Int == 1)
        #expect(summary["baselined"] as? Int == violations.count - 1)
        #expect((summary["fixed"] as? [[String: Any]])?.map { $0["controller"] as? String } == ["GoneViewController"])
        let statuses = (data["controllers"] as? [[String: Any]] ?? []).flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
            .compactMap { $0["status"] as? String }
        #expect(statuses.filter { $0 == "new" }.count == 1)
    }
}

@Suite struct ReportCommandTests {
    @Test func writesThePageAndExitsZeroWhateverItFinds() throws {
        let tree = TemporaryDirectory()
        tree.write("Big.swift", FixtureSource.longController("BigViewController", lines: 600))
        let output = tree.path + "/report.html"
        let result = VCLintCommand.run(["report", tree.path + "/Big.swift", "--output", output])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "vclint: 1 error, 0 warnings in 1 controller (1 file)\n")
        let page = try String(contentsOfFile: output, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(try (HTMLReportTests.embeddedData(page)["controllers"] as? [Any])?.count == 1)
        let printed = VCLintCommand.run(["report", tree.path + "/Big.swift"])
        #expect(printed.standardOutput == page)
    }

    @Test func problemsExitTwo() {
        let tree = TemporaryDirectory()
        tree.write("A.swift", "class AViewController: UIViewController {}\n")
        tree.write("bad.json", "{\"version\": 7}")
        let badBaseline = VCLintCommand.run(["report", tree.path, "--baseline", tree.path + "/bad.json"])
        #expect(badBaseline.exitCode == .toolFailure)
        #expect(badBaseline.standardError.contains("bad.json"))
        let missing = VCLintCommand.run(["report", tree.path, tree.path + "/nope", "--output", tree.path + "/r.html"])
        #expect(missing.exitCode == .toolFailure)
        #expect(FileManager.default.fileExists(atPath: tree.path + "/r.html"))
        let unwritable = VCLintCommand.run(["report", tree.path, "--output", tree.path + "/no/dir/r.html"])
        #expect(unwritable.exitCode == .toolFailure)
        #expect(unwritable.standardError.hasPrefix("error: cannot write"))
        let usage = VCLintCommand.run(["report", "--formt", "x"])
        #expect(usage.exitCode == .toolFailure)
    }

    @Test func helpNamesTheSubcommand() {
        #expect(VCLintCommand.run(["--help"]).standardOutput.contains("  report "))
        let help = VCLintCommand.run(["help", "report"]).standardOutput
        #expect(help.contains("USAGE: vclint report") && help.contains("--baseline <file>") && help.contains("--output <file>"))
    }
}
