/// What the HTML report shows, as data: embedded once in the page as JSON, which the page's
/// script renders. Controllers come from `MetricsReport`, so every number is the one
/// `vclint metrics --format json` prints; each finding sits under the controller, screen or view
/// model it is about (its rule's `inspects` says which kind).
///
/// ```
/// {"version", "tool": {"name", "version"}, "title",
///  "rules": [{"id", "name", "summary", "message_suffix", "inspects"}],  // inspects: controller, screen or view_model
///  "summary": {"files", "controllers", "screens", "view_models", "lines", "errors", "warnings"},
///  "finding_files": [path],                                          // each finding's file, once
///  "controllers": [{"name", "path", "line", "superclass", "lines": {"body", "extensions", "total"},
///                   "extensions": [{"path", "line", "lines"}], "methods", "stored_properties",
///                   "view_model", "findings": [finding]}],          // largest first
///  "screens", "view_models": [{metrics' subject row, "findings": [finding]}],  // SwiftUI, largest first
///  "other_findings": [finding],                                       // about none of them
///  "baseline": null | {"path", "new", "worse", "baselined", "fixed": [{"rule", "path", "controller", "message"}]},
///  "file_errors": [{"path", "message"}],
///  "history": null | {…}}                                             // `report --history`: see `HTMLReport.History`
/// finding: {"rule", "severity", "file", "line", "column", "message", "status"}
/// ```
/// A finding's `file` indexes `finding_files` (findings far outnumber files, and a path is a
/// fifth of a finding's bytes); its `message` leaves out its rule's `message_suffix`, the text
/// every message of that rule ends with (the advice, a third of a message); its `status` is new,
/// worse or baselined, and null without a baseline.
public struct HTMLReport: Sendable, Encodable {
    public static let version = 1

    struct Rule: Sendable, Encodable {
        var id: String
        var name: String
        var summary: String
        var messageSuffix: String
        var inspects: SubjectKind

        enum CodingKeys: String, CodingKey {
            case id, name, summary, inspects
            case messageSuffix = "message_suffix"
        }
    }

    struct Summary: Sendable, Encodable {
        var files, controllers, screens, viewModels, lines, errors, warnings: Int

        enum CodingKeys: String, CodingKey {
            case files, controllers, screens, lines, errors, warnings
            case viewModels = "view_models"
        }
    }

    struct Finding: Sendable, Encodable {
        var rule: String
        var severity: Severity
        var file: Int
        var line: Int
        var column: Int
        var message: String
        var status: BaselineComparison.Status?
        /// The first `relatedLimit` related places: uses a rule found, a split plan's cuts.
        var related: [Related]

        struct Related: Sendable, Encodable {
            var path: String
            var line: Int
            var message: String
        }

        /// Keeps the page's size in step with its findings, not with what each lists.
        static let relatedLimit = 10

        init(_ violation: Violation, file: Int, status: BaselineComparison.Status?) {
            rule = violation.rule
            severity = violation.severity
            self.file = file
            line = violation.location.line
            column = violation.location.column
            message = violation.message
            self.status = status
            related = violation.related.prefix(Self.relatedLimit).map {
                Related(path: $0.location.path, line: $0.location.line, message: $0.message)
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(severity, forKey: .severity)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(message, forKey: .message)
            try container.encode(status, forKey: .status)  // null, not absent
            try container.encode(related, forKey: .related)
        }

        enum CodingKeys: String, CodingKey { case rule, severity, file, line, column, message, status, related }
    }

    /// A controller's or SwiftUI subject's metrics row, and the findings about it.
    struct Entry<Row: Encodable & Sendable>: Sendable, Encodable {
        var metrics: Row
        var findings: [Finding]

        /// The metrics row's keys, plus `findings`.
        func encode(to encoder: any Encoder) throws {
            try metrics.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(findings, forKey: .findings)
        }

        enum CodingKeys: String, CodingKey { case findings }
    }

    struct BaselineSummary: Sendable, Encodable {
        var path: String
        var new, worse, baselined: Int
        var fixed: [Fixed]
    }

    struct Fixed: Sendable, Encodable {
        var rule: String
        var path: String
        var controller: String?
        var message: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(path, forKey: .path)
            try container.encode(controller, forKey: .controller)
            try container.encode(message, forKey: .message)
        }

        enum CodingKeys: String, CodingKey { case rule, path, controller, message }
    }

    struct FileError: Sendable, Encodable {
        var path: String
        var message: String
    }

    var version = HTMLReport.version
    var tool = MetricsReport.Tool()
    var title: String
    var rules: [Rule]
    var summary: Summary
    var findingFiles: [String]
    var controllers: [Entry<MetricsReport.Row>]
    var screens: [Entry<MetricsReport.SubjectRow>]
    var viewModels: [Entry<MetricsReport.SubjectRow>]
    var otherFindings: [Finding]
    var baseline: BaselineSummary?
    var fileErrors: [FileError]
    /// With `report --history`: the controllers' sizes over the git history, and the hotspots.
    var history: History?

    enum CodingKeys: String, CodingKey {
        case version, tool, title, rules, summary, controllers, screens, baseline, history
        case viewModels = "view_models"
        case findingFiles = "finding_files"
        case otherFindings = "other_findings"
        case fileErrors = "file_errors"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(tool, forKey: .tool)
        try container.encode(title, forKey: .title)
        try container.encode(rules, forKey: .rules)
        try container.encode(summary, forKey: .summary)
        try container.encode(findingFiles, forKey: .findingFiles)
        try container.encode(controllers, forKey: .controllers)
        try container.encode(screens, forKey: .screens)
        try container.encode(viewModels, forKey: .viewModels)
        try container.encode(otherFindings, forKey: .otherFindings)
        try container.encode(baseline, forKey: .baseline)  // null without one
        try container.encode(fileErrors, forKey: .fileErrors)
        try container.encode(history, forKey: .history)  // null without one
    }

    /// `violations` are every current finding, in report order, before any baseline hides them;
    /// with a baseline each is marked new, worse or baselined, and its unmatched entries are listed.
    /// `paths`: what the run was given, so a baseline's entries about files outside them are not
    /// called fixed; `ranRules`: the ids of the rules that ran (nil: all), for the same reason.
    public init(title: String, project: Project, violations: [Violation], baseline: (path: String, baseline: Baseline)? = nil,
                paths: [String] = ["."], ranRules: Set<String>? = nil, history: HistoryReport? = nil) {
        self.title = title
        self.history = history.map(History.init)
        let anchor = BaselineAnchor()
        let visibility = BaselineVisibility(anchor: anchor, project: project, paths: paths, scope: nil, rules: ranRules)
        let comparison = baseline.map { read in
            BaselineComparison(read.baseline, violations: violations, anchor: anchor) { visibility.sees($0, version: read.baseline.formatVersion) }
        }
        let metrics = MetricsReport(project)
        var entries = metrics.controllers.map { Entry(metrics: $0, findings: []) }
        var screenEntries = metrics.screens.map { Entry(metrics: $0, findings: []) }
        var modelEntries = metrics.viewModels.map { Entry(metrics: $0, findings: []) }
        var other: [Finding] = []
        let owners = (controllers: TypeLookup(metrics.controllers), screens: TypeLookup(metrics.screens),
                      viewModels: TypeLookup(metrics.viewModels))
        let inspected = Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { ($0.id, $0.inspects) })
        findingFiles = Set(violations.map(\.location.path)).sorted()
        let suffixes = Self.messageSuffixes(violations)
        let fileIndex = Dictionary(uniqueKeysWithValues: findingFiles.enumerated().map { ($1, $0) })
        for (index, violation) in violations.enumerated() {
            var finding = Finding(violation, file: fileIndex[violation.location.path] ?? 0, status: comparison?.statuses[index])
            if let suffix = suffixes[violation.rule] { finding.message.unicodeScalars.removeLast(suffix.unicodeScalars.count) }
            let filed = switch inspected[violation.rule] ?? .controller {
            case .controller: owners.controllers.file(finding, of: violation, in: &entries)
            case .screen: owners.screens.file(finding, of: violation, in: &screenEntries)
            case .viewModel: owners.viewModels.file(finding, of: violation, in: &modelEntries)
            }
            if !filed { other.append(finding) }
        }
        controllers = entries
        screens = screenEntries
        viewModels = modelEntries
        otherFindings = other
        rules = RuleRegistry.all.map { rule in
            let description = rule.description
            return Rule(id: description.id, name: description.name, summary: description.summary,
                        messageSuffix: suffixes[description.id] ?? "", inspects: rule.inspects)
        }
        summary = Summary(
            files: project.files.count, controllers: metrics.controllers.count, screens: metrics.screens.count,
            viewModels: metrics.viewModels.count,
            lines: metrics.controllers.reduce(0) { $0 + $1.lines.total },
            errors: violations.count { $0.severity == .error }, warnings: violations.count { $0.severity == .warning })
        if let baseline, let comparison {
            self.baseline = BaselineSummary(
                path: baseline.path,
                new: comparison.statuses.count { $0 == .new }, worse: comparison.statuses.count { $0 == .worse },
                baselined: comparison.statuses.count { $0 == .baselined },
                fixed: comparison.fixed.map { Fixed(rule: $0.rule, path: $0.path, controller: $0.controller, message: $0.message) })
        }
        fileErrors = project.failures.map { FileError(path: $0.path, message: $0.problem.message) }
    }
}

extension HTMLReport {
    /// For each rule with two findings or more, the text all its messages end with, if any.
    static func messageSuffixes(_ violations: [Violation]) -> [String: String] {
        var suffixes: [String: [Unicode.Scalar]] = [:]
        for violation in violations {
            let scalars = Array(violation.message.unicodeScalars)
            guard let common = suffixes[violation.rule] else {
                suffixes[violation.rule] = scalars
                continue
            }
            let shared = zip(common.reversed(), scalars.reversed()).prefix { $0 == $1 }.count
            if shared < common.count { suffixes[violation.rule] = Array(common.suffix(shared)) }
        }
        let counts = Dictionary(violations.map { ($0.rule, 1) }, uniquingKeysWith: +)
        return suffixes.compactMapValues { $0.isEmpty ? nil : String(String.UnicodeScalarView($0)) }
            .filter { counts[$0.key, default: 0] > 1 }
    }
}

/// A metrics row a finding can be about: a controller's, a screen's or a view model's.
protocol MeasuredTypeRow: Encodable, Sendable {
    var name: String { get }
    var path: String { get }
    var extensions: [MetricsReport.ExtensionRow] { get }
}

extension MetricsReport.Row: MeasuredTypeRow {}
extension MetricsReport.SubjectRow: MeasuredTypeRow {}

/// Which metrics row a finding is about: by the type name it carries. Two types of one name (two
/// targets) are told apart by the finding's file: the type's own file, then a file with one of
/// its extensions, then the most leading folders in common.
struct TypeLookup<Row: MeasuredTypeRow> {
    private var byName: [String: [Int]] = [:]
    private let rows: [Row]

    init(_ rows: [Row]) {
        self.rows = rows
        for (index, row) in rows.enumerated() { byName[row.name, default: []].append(index) }
    }

    func index(of violation: Violation) -> Int? {
        guard let name = violation.controller, let candidates = byName[name] else { return nil }
        guard candidates.count > 1 else { return candidates.first }
        let path = violation.location.path
        if let own = candidates.first(where: { rows[$0].path == path }) { return own }
        if let extended = candidates.first(where: { rows[$0].extensions.contains { $0.path == path } }) { return extended }
        let folders = path.split(separator: "/")
        return candidates.max { lhs, rhs in
            Self.shared(folders, rows[lhs].path) < Self.shared(folders, rows[rhs].path)
        }
    }

    /// Adds the finding to its type's entry; false when no type here is the one it names.
    func file(_ finding: HTMLReport.Finding, of violation: Violation, in entries: inout [HTMLReport.Entry<Row>]) -> Bool {
        guard let index = index(of: violation) else { return false }
        entries[index].findings.append(finding)
        return true
    }

    private static func shared(_ folders: [Substring], _ path: String) -> Int {
        zip(folders, path.split(separator: "/")).prefix { $0 == $1 }.count
    }
}
