import Foundation
import Testing
@testable import VCLintCore

/// Every format's bytes for one awkward report, pinned in `Tests/Fixtures/Golden/Reports/`.
/// To accept a deliberate change: `VCLINT_UPDATE_GOLDEN=1 swift test --filter ReporterGoldenTests`.
@Suite struct ReporterGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// A file name with spaces, quotes, a comma, a colon, `%`, `#`, `?` and non-ASCII letters.
    static let awkwardPath = "Écran Ünïcode/Café \"View\",Controller:1 100%#?.swift"
    /// A message with `%`, CR, LF, a tab, XML's markup characters, a control character and an
    /// attempt at a second workflow command.
    static let awkwardMessage = "100% sure\r\nit's <b>&</b> \"quoted\"\tand\u{7}rung\n::error::pwned"

    static func location(_ path: String, _ line: Int, _ column: Int, utf16: Int? = nil) -> Location {
        var location = Location(path: path, SourcePosition(line: line, column: column))
        location.utf16Column = utf16 ?? column
        return location
    }

    /// Errors and warnings, related locations, absent controller/measured/limit, a file error,
    /// files only partly read.
    static var sample: LintReport {
        let feed = "App/Feed/FeedViewController.swift"
        let violations = [
            Violation(
                rule: "controller_length", severity: .error, location: location(feed, 3, 13),
                message: "FeedViewController is 612 lines of code (class 480 + 2 extensions in 2 files 132); limit 400. Move data sources, networking and view building out of it.",
                controller: "FeedViewController", measured: 612, limit: 400),
            Violation(
                rule: "networking_in_controller", severity: .warning, location: location(feed, 41, 9),
                message: "FeedViewController does its own networking: URLSession.shared (line 41), URLRequest (App/Feed/Feed+Load.swift:7). Move requests into a service or model object that the controller (or its view model) calls.",
                controller: "FeedViewController", measured: 2,
                related: [
                    RelatedLocation(location(feed, 41, 9), message: "URLSession.shared"),
                    RelatedLocation(location("App/Feed/Feed+Load.swift", 7, 19), message: "URLRequest"),
                ]),
            Violation(
                rule: "public_mutable_param", severity: .error, location: location("App/Profile View.swift", 12, 5),
                message: "ProfileViewController.Header exposes `public var name`; make it `let` or `private(set)`.",
                controller: "ProfileViewController.Header", subject: "name"),
            // Columns differ: "Écran" takes more UTF-8 bytes than UTF-16 code units.
            Violation(
                rule: "invalid_suppression", severity: .warning, location: location(awkwardPath, 2, 17, utf16: 14),
                message: awkwardMessage, subject: "2"),
        ].sorted(by: Violation.reportOrder)
        return LintReport(
            files: 4, controllers: 3, violations: violations,
            fileErrors: [LintReport.FileError(path: "Missing, \"Dir\":1/Gone%.swift", message: "cannot read: No such file or directory\n::warning::pwned")],
            partiallyReadFiles: [
                LintReport.PartiallyReadFile(path: "App/Legacy/OldViewController.swift", line: 12, reason: "braces still open at end of file"),
                LintReport.PartiallyReadFile(path: awkwardPath, line: 3, reason: "no body found for the declaration of Café"),
            ])
    }

    static var empty: LintReport { LintReport(files: 2, controllers: 1, violations: []) }

    static let extensions: [ReportFormat: String] = [
        .text: "txt", .json: "json", .sarif: "sarif", .github: "github.txt", .checkstyle: "checkstyle.xml",
        .junit: "junit.xml", .gitlab: "gitlab.json", .sonarqube: "sonarqube.json", .bitbucket: "bitbucket.json", .markdown: "md",
    ]

    @Test(arguments: ReportFormat.allCases, ["sample", "empty"])
    func golden(format: ReportFormat, name: String) throws {
        let report = name == "sample" ? Self.sample : Self.empty
        let actual = format.render(report)
        let golden = Self.root + "/Tests/Fixtures/Golden/Reports/\(name).\(try #require(Self.extensions[format]))"
        if ProcessInfo.processInfo.environment["VCLINT_UPDATE_GOLDEN"] != nil {
            try Data(actual.utf8).write(to: URL(fileURLWithPath: golden))
        }
        // Bytes, not `String ==`: `"\r\n"` and `"\n\r"` must not compare as near-equal graphemes.
        let expected = try Data(contentsOf: URL(fileURLWithPath: golden))
        #expect(Array(actual.utf8) == Array(expected), "\(golden) differs; run with VCLINT_UPDATE_GOLDEN=1 to see how")
    }

    @Test(arguments: ReportFormat.allCases)
    func sameReportSameBytes(format: ReportFormat) {
        #expect(format.render(Self.sample) == format.render(Self.sample))
    }

    @Test func summaryLine() {
        #expect(TextReporter.summary(Self.sample) == "vclint: 2 errors, 2 warnings in 3 controllers (4 files); 1 file error\n"
            + "note: 2 files were only partly read: App/Legacy/OldViewController.swift:12 (braces still open at end of file), "
            + "\(ShownText.escaped(Self.awkwardPath)):3 (no body found for the declaration of Café)\n")
        var one = Self.empty
        one.partiallyReadFiles = [LintReport.PartiallyReadFile(path: "A.swift", line: 1, reason: "a } with nothing open")]
        #expect(TextReporter.summary(one)
            == "vclint: 0 errors, 0 warnings in 1 controller (2 files)\nnote: 1 file was only partly read: A.swift:1 (a } with nothing open)\n")
        var baselined = Self.empty
        baselined.baselined = 3
        baselined.fixedBaselineEntries = 1
        #expect(TextReporter.summary(baselined)
            == "vclint: 0 errors, 0 warnings in 1 controller (2 files); 3 hidden by the baseline, 1 baseline entry fixed\n")
    }
}
