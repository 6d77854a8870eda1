/// `--format markdown`: a pull-request comment (Danger, a bot, or a person pasting it). A
/// heading with the counts, a table of findings per rule, then the findings grouped by
/// controller, most findings first. It stays under `characterLimit`, below GitHub's 65,536
/// for a comment: past it, the last lines say how many findings were left out.
///
/// Text from the tree is made inert: one line each (`ShownText`), HTML's markup characters as
/// entities so no tag renders, a zero-width word joiner after `@` so `@property` mentions
/// nobody, and paths in code spans whose fence is longer than any run of backticks in them.
public enum MarkdownReporter {
    static let characterLimit = 60_000

    public static func render(_ report: LintReport) -> String {
        var head = "### vclint: \(Plural.count(report.errorCount, "error")), \(Plural.count(report.warningCount, "warning"))"
        head += " in \(TextReporter.inspected(report)) (\(Plural.count(report.files, "file")))\n"
        if report.baselined > 0 { head += "\n\(report.baselined) more hidden by the baseline.\n" }
        if report.violations.isEmpty && report.fileErrors.isEmpty { return head + "\nNo findings.\n" }

        var rows: [String: (errors: Int, warnings: Int)] = [:]
        for violation in report.violations {
            if violation.severity == .error { rows[violation.rule, default: (0, 0)].errors += 1 } else { rows[violation.rule, default: (0, 0)].warnings += 1 }
        }
        if !rows.isEmpty {
            head += "\n| Rule | Errors | Warnings |\n|:--|--:|--:|\n"
            for rule in rows.keys.sorted() { head += "| `\(rule)` | \(rows[rule]!.errors) | \(rows[rule]!.warnings) |\n" }
            head += "| **Total** | \(report.errorCount) | \(report.warningCount) |\n"
        }

        // Each line with the number of findings it shows: 0 for a heading.
        var lines: [(text: String, findings: Int)] = []
        if !report.fileErrors.isEmpty {
            lines.append(("\n#### Files vclint could not read\n", 0))
            lines += report.fileErrors.map { ("- \(codeSpan($0.path)): \(inert($0.message))\n", 1) }
        }
        // Controllers with the most findings first; findings outside any controller by path.
        var groups: [String: [Violation]] = [:]
        for violation in report.violations { groups[violation.controller ?? violation.location.path, default: []].append(violation) }
        let order = groups.keys.sorted { (groups[$0]!.count, $1) > (groups[$1]!.count, $0) }
        for name in order {
            let findings = groups[name]!
            lines.append(("\n#### \(codeSpan(name)) (\(findings.count))\n", 0))
            for violation in findings {
                let state = violation.baselineState.map { " (\($0.word))" } ?? ""
                let place = codeSpan("\(violation.location.path):\(violation.location.line)")
                lines.append(("- **\(violation.severity.rawValue)**\(state) `\(violation.rule)` \(place): \(inert(violation.message))\n", 1))
            }
        }

        var output = head
        var left = report.violations.count + report.fileErrors.count
        for line in lines {
            // Room for the closing line, which is under 100 bytes.
            if output.utf8.count + line.text.utf8.count + 100 > characterLimit {
                return output + "\n…and \(Plural.count(left, "more finding")) not shown here: see the full report.\n"
            }
            output += line.text
            left -= line.findings
        }
        return output
    }

    /// One line, no markup: HTML's entities (as the report page writes them), a word joiner after `@`.
    static func inert(_ text: String) -> String {
        var output = ""
        for scalar in HTMLReportPage.escapeText(ShownText.escaped(text)).unicodeScalars {
            output.unicodeScalars.append(scalar)
            if scalar == "@" { output.unicodeScalars.append("\u{2060}") }
        }
        return output
    }

    /// A code span around any text: the fence is one backtick longer than the longest run
    /// inside, with spaces when the text starts or ends with a backtick.
    static func codeSpan(_ text: String) -> String {
        let shown = ShownText.escaped(text)
        var longest = 0
        var run = 0
        for character in shown {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = shown.hasPrefix("`") || shown.hasSuffix("`") ? " " : ""
        return fence + pad + shown + pad + fence
    }
}
