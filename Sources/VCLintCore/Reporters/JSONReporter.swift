/// `--format json`: a versioned, stable document for scripts.
///
/// ```
/// {"version": 1, "tool": {"name", "version"},
///  "summary": {"files", "controllers", "errors", "warnings", "baselined", "fixed_baseline_entries",
///              "partially_read": [{"path", "line", "reason"}]},   // files the outline only partly read
///              "inferred_bases", "unresolved_bases", "superclass_cycles"},  // names; cycles: lists of names
///  "violations": [{"rule", "severity", "path", "line", "column", "message",
///                  "controller", "measured", "limit",            // null when absent
///                  "subject",      // what in the controller: a property, protocols; "" for the whole
///                  "related": [{"path", "line", "column", "message"}]}],
///  "file_errors": [{"path", "message"}]}
/// ```
/// Columns are the compiler's (1-based UTF-8 bytes), as in the text format. Absent values are an
/// explicit `null`, so every violation has the same keys. Bump `version` on any breaking change.
public enum JSONReporter {
    public static let version = 1

    public static func render(_ report: LintReport) -> String {
        ReportJSON.render(Document(report))
    }

    struct Document: Encodable {
        var version = JSONReporter.version
        var tool = Tool()
        var summary: Summary
        /// At depth 1 of the document: items at indent 4.
        var violations: ParallelJSONArray<JSONViolation>
        var fileErrors: [FileError]

        init(_ report: LintReport) {
            summary = Summary(
                files: report.files, controllers: report.controllers, errors: report.errorCount,
                warnings: report.warningCount, baselined: report.baselined,
                fixedBaselineEntries: report.fixedBaselineEntries,
                partiallyRead: report.partiallyReadFiles.map { PartiallyRead(path: $0.path, line: $0.line, reason: $0.reason) },
                inferredBases: report.hierarchyNotes.inferredBases,
                unresolvedBases: report.hierarchyNotes.unresolvedBases, superclassCycles: report.hierarchyNotes.cycles)
            violations = ParallelJSONArray(items: report.violations.map(JSONViolation.init), indent: 4)
            fileErrors = report.fileErrors.map { FileError(path: $0.path, message: $0.message) }
        }

        enum CodingKeys: String, CodingKey {
            case version, tool, summary, violations
            case fileErrors = "file_errors"
        }
    }

    struct Tool: Encodable {
        var name = "vclint"
        var version = VCLintCommand.version
    }

    struct Summary: Encodable {
        var files, controllers, errors, warnings, baselined, fixedBaselineEntries: Int
        var partiallyRead: [PartiallyRead]
        var inferredBases, unresolvedBases: [String]
        var superclassCycles: [[String]]

        enum CodingKeys: String, CodingKey {
            case files, controllers, errors, warnings, baselined
            case fixedBaselineEntries = "fixed_baseline_entries"
            case partiallyRead = "partially_read"
            case inferredBases = "inferred_bases"
            case unresolvedBases = "unresolved_bases"
            case superclassCycles = "superclass_cycles"
        }
    }

    struct PartiallyRead: Encodable {
        var path: String
        var line: Int
        var reason: String
    }

    struct JSONViolation: Encodable, Sendable {
        var violation: Violation

        enum CodingKeys: String, CodingKey {
            case rule, severity, path, line, column, message, controller, measured, limit, subject, related
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(violation.rule, forKey: .rule)
            try container.encode(violation.severity, forKey: .severity)
            try container.encode(violation.location.path, forKey: .path)
            try container.encode(violation.location.line, forKey: .line)
            try container.encode(violation.location.column, forKey: .column)
            try container.encode(violation.message, forKey: .message)
            // Optionals through `encode`, not `encodeIfPresent`: an explicit null, never a missing key.
            try container.encode(violation.controller, forKey: .controller)
            try container.encode(violation.measured, forKey: .measured)
            try container.encode(violation.limit, forKey: .limit)
            try container.encode(violation.subject, forKey: .subject)
            try container.encode(violation.related.map(Related.init), forKey: .related)
        }
    }

    struct Related: Encodable {
        var path: String
        var line: Int
        var column: Int
        var message: String

        init(_ related: RelatedLocation) {
            path = related.location.path
            line = related.location.line
            column = related.location.column
            message = related.message
        }
    }

    struct FileError: Encodable {
        var path: String
        var message: String
    }
}
