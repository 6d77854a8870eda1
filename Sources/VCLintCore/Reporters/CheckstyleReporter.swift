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
                ("severity", SeverityTable.checkstyle(violation.severity)), ("message", violation.message),
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
            output += "<file name=\"\(XMLText.escaped(path))\">\n"
            for error in errorsByPath[path] ?? [] { output += "  " + error + "\n" }
            output += "</file>\n"
        }
        return output + "</checkstyle>\n"
    }

    static func element(_ name: String, _ attributes: [(String, String)]) -> String {
        "<\(name)" + attributes.map { " \($0.0)=\"\(XMLText.escaped($0.1))\"" }.joined() + "/>"
    }
}
