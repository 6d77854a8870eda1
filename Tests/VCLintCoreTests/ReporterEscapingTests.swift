import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import VCLintCore

/// Hostile file names and messages must not break out of the output's syntax.
@Suite struct ReporterEscapingTests {
    static let hostile = "a%b\r\nc,d:e\n::error::pwned,x=y::z"

    static func report(path: String, message: String) -> LintReport {
        LintReport(files: 1, controllers: 1, violations: [
            Violation(rule: "controller_length", severity: .warning,
                      location: ReporterGoldenTests.location(path, 4, 2), message: message),
        ], fileErrors: [LintReport.FileError(path: path, message: message)])
    }

    // MARK: GitHub workflow commands

    @Test func githubEscapesAsTheToolkitDoes() {
        #expect(GitHubActionsReporter.escapeData("100% a\r\nb:c,d") == "100%25 a%0D%0Ab:c,d")
        #expect(GitHubActionsReporter.escapeProperty("100% a\r\nb:c,d") == "100%25 a%0D%0Ab%3Ac%2Cd")
        // `%` goes first: an escape already in the text is escaped again, not decoded later.
        #expect(GitHubActionsReporter.escapeData("%0A") == "%250A")
    }

    @Test(arguments: [(hostile, "fine"), ("App/Fine.swift", hostile), (hostile, hostile)])
    func githubInjectionStaysOnOneLine(path: String, message: String) {
        let output = GitHubActionsReporter.render(Self.report(path: path, message: message))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines.last == "")
        #expect(!output.contains("\r"))
        #expect(lines.filter { $0.hasPrefix("::") }.count == 2)
        #expect(!lines.contains { $0.hasPrefix("::error::pwned") })
        // Properties end at the first `::`; the file property holds the whole escaped path.
        let header = String(lines[0].dropFirst(2).prefix { $0 != ":" })
        #expect(header.hasPrefix("warning file=\(GitHubActionsReporter.escapeProperty(path)),line=4,col=2,title=controller_length"))
        let properties = header.dropFirst("warning ".count).split(separator: ",")
        #expect(properties.map { $0.split(separator: "=").first ?? "" } == ["file", "line", "col", "title"])
    }

    @Test func githubFileErrorsAreErrors() {
        let output = GitHubActionsReporter.render(LintReport(files: 0, controllers: 0, violations: [], fileErrors: [
            LintReport.FileError(path: "Gone.swift", message: "cannot read"),
        ]))
        #expect(output == "::error file=Gone.swift::cannot read\n")
    }

    // MARK: Checkstyle XML

    @Test func checkstyleReplacesWhatXMLCannotHold() {
        #expect(XMLText.escaped("a\u{0}b\u{1F}c\u{FFFE}d\u{7F}e😀") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d&#127;e😀")
        #expect(XMLText.escaped("<&>\"'\t\n\r") == "&lt;&amp;&gt;&quot;&apos;&#9;&#10;&#13;")
    }

    @Test(arguments: [
        (hostile, "<b>&amp;</b> \"q\" 'a'\ttab\r\nline"),
        (ReporterGoldenTests.awkwardPath, ReporterGoldenTests.awkwardMessage),
        ("plain.swift", "\u{1}control\u{8}chars\u{B}\u{C}"),
    ])
    func checkstyleAttributesRoundTrip(path: String, message: String) throws {
        let xml = CheckstyleReporter.render(Self.report(path: path, message: message))
        let elements = try CheckstyleElements.parse(xml)
        let replaced = String(String.UnicodeScalarView(message.unicodeScalars.map {
            XMLText.isXMLCharacter($0) ? $0 : "\u{FFFD}"
        }))
        #expect(elements.map(\.name) == ["checkstyle", "file", "error", "error"])
        #expect(elements[0].attributes == ["version": "4.3"])
        #expect(elements[1].attributes["name"] == path)
        #expect(elements[2].attributes == [
            "line": "4", "column": "2", "severity": "warning", "message": replaced, "source": "vclint.controller_length",
        ])
        #expect(elements[3].attributes == ["severity": "error", "message": replaced, "source": "vclint.file_error"])
    }

    @Test func checkstyleGoldenParses() throws {
        let elements = try CheckstyleElements.parse(CheckstyleReporter.render(ReporterGoldenTests.sample))
        let files = elements.filter { $0.name == "file" }.compactMap { $0.attributes["name"] }
        #expect(files == files.sorted())
        #expect(files.contains(ReporterGoldenTests.awkwardPath))
        #expect(elements.filter { $0.name == "error" }.count == 5)
    }
}

/// The elements of an XML document, in order, as Foundation's parser reads them.
final class CheckstyleElements: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    struct ParseFailure: Error {
        var description: String
    }

    private var elements: [Element] = []

    static func parse(_ xml: String) throws -> [Element] {
        let collector = CheckstyleElements()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        guard parser.parse() else { throw ParseFailure(description: "\(parser.parserError.map { "\($0)" } ?? "unknown")") }
        return collector.elements
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributes))
    }
}
