/// `path:line:column: warning: message (rule_id)`: the compiler's shape, so Xcode, editors and
/// log parsers jump to each finding.
public enum TextReporter {
    public static func render(_ report: LintReport) -> String {
        var output = ""
        for violation in report.violations {
            let location = violation.location
            output += "\(oneLine(location.path)):\(location.line):\(location.column): \(violation.severity.rawValue): "
            output += "\(oneLine(violation.message)) (\(violation.rule))\n"
        }
        return output
    }

    /// A file name may hold a line break; written raw it would start a line that reads as
    /// another finding. `\n` and `\r` keep every finding on its own line.
    static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {  // scalars, not Characters: "\r\n" is one Character
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The line that goes to standard error after any format, then one per hierarchy note, and a
    /// note naming the files that were only partly read, if any.
    public static func summary(_ report: LintReport) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var line = "vclint: \(count(report.errorCount, "error")), \(count(report.warningCount, "warning"))"
        line += " in \(count(report.controllers, "controller")) (\(count(report.files, "file")))"
        if report.baselined > 0 || report.fixedBaselineEntries > 0 {
            line += "; \(report.baselined) hidden by the baseline, \(report.fixedBaselineEntries) baseline \(report.fixedBaselineEntries == 1 ? "entry" : "entries") fixed"
        }
        if !report.fileErrors.isEmpty { line += "; \(count(report.fileErrors.count, "file error"))" }
        return line + "\n" + report.hierarchyNotes.summaryLines().map { "vclint: \(oneLine($0))\n" }.joined()
            + partialReadNote(report.partiallyReadFiles)
    }

    /// `note: 2 files were only partly read: A.swift:12 (braces still open at end of file), …`,
    /// or nothing: findings about those files may be incomplete.
    static func partialReadNote(_ files: [LintReport.PartiallyReadFile]) -> String {
        guard !files.isEmpty else { return "" }
        let list = files.map { "\(oneLine($0.path)):\($0.line) (\($0.reason))" }.joined(separator: ", ")
        let subject = files.count == 1 ? "1 file was" : "\(files.count) files were"
        return "note: \(subject) only partly read: \(list)\n"
    }
}
