/// `--format checkstyle`: Checkstyle 4.3 XML, which Jenkins, GitLab, reviewdog and Danger read.
///
/// One `<file>` per path, sorted; one `<error>` per finding, `source="vclint.<rule_id>"`.
/// Columns are the compiler's (UTF-8 bytes), as in the text format. A file vclint could not read
/// gets an `<error>` without line or column, from `source="vclint.file_error"`.
public enum CheckstyleReporter {
    public static func render(_ report: LintReport) -> String {
        var errorsByPath: [String: [String]] = [:]
        for violation in report.violations {
            let location = violation.location
            errorsByPath[location.path, default: []].append(element("error", [
                ("line", "\(location.line)"), ("column", "\(location.column)"),
                ("severity", violation.severity.rawValue), ("message", violation.message),
                ("source", "vclint." + violation.rule),
            ]))
        }
        for error in report.fileErrors {
            errorsByPath[error.path, default: []].append(element("error", [
                ("severity", "error"), ("message", error.message), ("source", "vclint.file_error"),
            ]))
        }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in errorsByPath.keys.sorted() {
            output += "<file name=\"\(escapeAttribute(path))\">\n"
            for error in errorsByPath[path] ?? [] { output += "  " + error + "\n" }
            output += "</file>\n"
        }
        return output + "</checkstyle>\n"
    }

    static func element(_ name: String, _ attributes: [(String, String)]) -> String {
        "<\(name)" + attributes.map { " \($0.0)=\"\(escapeAttribute($0.1))\"" }.joined() + "/>"
    }

    /// Markup characters become entities; tab, LF and CR become character references (a parser
    /// would otherwise normalise them to spaces); characters XML 1.0 cannot hold at all become
    /// U+FFFD, so the document always parses. DEL and the C1 controls, which a terminal acts on,
    /// and a `[` after `##` (GitHub's `##[command]`) become character references too.
    static func escapeAttribute(_ text: String) -> String {
        var output = ""
        var hashes = 0
        for scalar in text.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            switch scalar {
            case "[" where hashes >= 2: output += "&#91;"
            case "\u{7F}"..."\u{9F}": output += "&#\(scalar.value);"
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t": output += "&#9;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            default: output.unicodeScalars.append(isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return output
    }

    /// XML 1.0's `Char` production (surrogates cannot occur in a Swift string).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
