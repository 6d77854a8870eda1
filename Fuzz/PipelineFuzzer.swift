// libFuzzer entry point for the whole pipeline: outline, resolve, every rule, every reporter.
//
// Built against the SwiftLexer and VCLintCore modules, compiled by Fuzz/run-pipeline-fuzzer.sh
// with the same sanitizers. Each input is split at NUL bytes into up to eight files, spread
// over several folders (so controllers, extensions and superclasses meet across files and
// folders), in both languages (every third file is `.m`, every fourth `.h`, so Objective-C
// classes, their Swift extensions and subclasses meet); the project is linted with 1 and with 3 jobs. Checked on every input:
//   - the two runs give byte-identical output in every format, and the same metrics and split plans;
//   - JSON and SARIF parse as JSON, Checkstyle as XML;
//   - the text format is one `path:line:column: severity: message (rule)` line per finding,
//     the GitHub format one `::warning`/`::error` command per finding;
//   - no format writes a raw control character other than a line break (and a tab in JSON/XML
//     layout), and no `##[` workflow command.
// A broken property calls `fatalError`, so libFuzzer keeps the input as a crash artifact.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import VCLintCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: size == 0 ? nil : data, count: size)
    let parts = bytes.split(separator: 0, maxSplits: 7, omittingEmptySubsequences: false)
    let files = parts.enumerated().map { index, part in
        let ext = index % 3 == 2 ? "m" : index % 4 == 3 ? "h" : "swift"
        return FileOutline.build(path: "Folder\(index % 3)/Sub\(index % 2)/File\(index).\(ext)", bytes: Array(part))
    }
    let serial = run(files, jobs: 1)
    let parallel = run(files, jobs: 3)
    if serial != parallel {
        let format = zip(serial, parallel).first { $0.0 != $0.1 }.map { "\($0.0.prefix(200))" } ?? "count"
        violation("1 and 3 jobs give the same bytes", format)
    }
    check(serial)
    return 0
}

/// Every format's output, then every metrics format's, then every controller's split plan, in a fixed order.
private func run(_ files: [FileOutline], jobs: Int) -> [String] {
    let project = Project(files: files, failures: [], controllers: ControllerResolver().resolve(files))
    // Every rule, opt-in ones too; length findings carry their plans.
    let rules = RuleRegistry.all.map { $0.init() }
    let planner = SplitPlanner(rules: rules)
    let violations = Linter(rules: rules, jobs: jobs, planner: planner).lint(project)
    let report = LintReport(files: files.count, controllers: project.controllers.count, violations: violations)
    let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
    let plans = project.controllers.map { planner.plan($0, in: context) }
    return ReportFormat.allCases.map { $0.render(report) } + MetricsFormat.allCases.map { $0.render(MetricsReport(project)) }
        + SplitFormat.allCases.map { $0.render(plans) }
}

private func check(_ outputs: [String]) {
    for (format, output) in zip(ReportFormat.allCases, outputs) {
        let bytes = Array(output.utf8)
        if let bad = bytes.first(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }) {
            violation("no raw control characters", "\(format): byte \(bad)")
        }
        if output.contains("##[") { violation("no ##[ command", "\(format)") }
        let lines = output.split(separator: "\n")
        switch format {
        case .text:
            for line in lines where !isTextFinding(line) { violation("text lines are findings", String(line.prefix(200))) }
            if lines.contains(where: { $0.contains("\t") }) { violation("text has no raw tab", "") }
        case .github:
            for line in lines where !(line.hasPrefix("::warning file=") || line.hasPrefix("::error file=")) {
                violation("github lines are annotations", String(line.prefix(200)))
            }
        case .json, .sarif, .gitlab, .sonarqube, .bitbucket:
            if (try? JSONSerialization.jsonObject(with: Data(output.utf8))) == nil { violation("\(format) parses", "") }
        case .checkstyle, .junit:
            if !XMLParser(data: Data(output.utf8)).parse() { violation("\(format) parses", "") }
        case .markdown:
            if !output.hasPrefix("### vclint: ") { violation("markdown starts with its summary", String(output.prefix(200))) }
            // Text from the tree is entities: no tag can render, whatever a name or message holds.
            if output.contains("<") { violation("markdown holds no tag", "") }
            if output.utf8.count > MarkdownReporter.characterLimit { violation("markdown fits a comment", "\(output.utf8.count)") }
        }
    }
}

/// `path:line:column: warning|error: message (rule_id)`.
private func isTextFinding(_ line: Substring) -> Bool {
    guard line.hasSuffix(")"), let open = line.lastIndex(of: "(") else { return false }
    let rule = line[line.index(after: open)..<line.index(before: line.endIndex)]
    guard !rule.isEmpty, rule.allSatisfy({ $0 == "_" || ("a"..."z").contains($0) }) else { return false }
    return line.contains(": warning: ") || line.contains(": error: ")
}

@inline(never)
private func violation(_ property: String, _ detail: String) -> Never {
    fatalError("pipeline fuzzer: \(property) violated: \(detail)")
}
