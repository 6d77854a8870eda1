/// `--format github`: GitHub Actions workflow commands, which the runner turns into annotations
/// on the pull request's diff.
///
/// `::error file=App/Feed.swift,line=12,col=7,title=controller_length::message`, one line each.
/// `col` is in UTF-16 code units, as the web page that shows it counts. Values are escaped as
/// `@actions/core` escapes them, so no file name or message can end the line and start a command
/// of its own, nor end a property early.
public enum GitHubActionsReporter {
    public static func render(_ report: LintReport) -> String {
        var output = ""
        for violation in report.violations {
            let location = violation.location
            output += command(violation.severity.rawValue, properties: [
                ("file", location.path), ("line", "\(location.line)"), ("col", "\(location.utf16Column)"),
                ("title", violation.rule),
            ], message: violation.message)
        }
        for error in report.fileErrors {
            output += command("error", properties: [("file", error.path)], message: error.message)
        }
        for file in report.partiallyReadFiles {
            output += command("notice", properties: [("file", file.path), ("line", "\(file.line)")],
                              message: "vclint read this file only partly: \(file.reason)")
        }
        return output
    }

    /// Values are `ShownText` first, so no control character reaches the log raw; line breaks
    /// are left to the runner's own escapes, which it decodes, so a path stays exact.
    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty(shown($0.1)))" }.joined(separator: ",")
        return "::\(name) \(list)::\(escapeData(shown(message)))\n"
    }

    private static func shown(_ text: String) -> String { ShownText.escaped(text, keepingLineBreaks: true) }

    /// The message: `%` first, so the escapes it adds are not escaped again.
    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// A property value also may not hold the `,` between properties or the `:` of `::`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Replaces by Unicode scalars, so `"\r\n"` (one `Character`) still loses its `\r` and `\n`.
    fileprivate func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var output = ""
        for scalar in unicodeScalars {
            if scalar == target { output += replacement } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }
}
