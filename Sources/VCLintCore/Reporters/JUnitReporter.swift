/// `--format junit`: JUnit XML, which Jenkins, Azure DevOps, GitLab's test tab, CircleCI and
/// most CI dashboards read.
///
/// One `<testsuite>` per rule with findings (its name is the rule id), one `<testcase>` per
/// finding: `classname` is the controller (the path, for a finding outside one), `name` the rule
/// and what the finding is about, `file` and `line` where it is; its `<failure>` has the
/// message as `message`, the severity as `type`, and `path:line:column: message` as text. A file
/// vclint could not read is a testcase of the suite `file_error` with an `<error>`. A clean run
/// is one passing testcase, so a dashboard shows a green test rather than "no results" (Jenkins'
/// `junit` step fails on a report with no tests). No times or timestamps: the same report gives
/// the same bytes.
public enum JUnitReporter {
    public static func render(_ report: LintReport) -> String {
        var suites: [(name: String, cases: [String], failures: Int, errors: Int)] = []
        var suiteOfRule: [String: Int] = [:]
        for violation in report.violations {
            let index = suiteOfRule[violation.rule] ?? {
                suites.append((violation.rule, [], 0, 0))
                suiteOfRule[violation.rule] = suites.count - 1
                return suites.count - 1
            }()
            suites[index].cases.append(testCase(violation))
            suites[index].failures += 1
        }
        suites.sort { $0.name < $1.name }
        if !report.fileErrors.isEmpty {
            suites.append(("file_error", report.fileErrors.map(testCase), 0, report.fileErrors.count))
        }
        if suites.isEmpty {
            let name = "\(Plural.count(report.controllers, "controller")) in \(Plural.count(report.files, "file"))"
            suites.append(("vclint", [element("testcase", [("classname", "vclint"), ("name", name)]) + "/>"], 0, 0))
        }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += element("testsuites", [("name", "vclint"), ("tests", "\(tests)"), ("failures", "\(report.violations.count)"),
                                         ("errors", "\(report.fileErrors.count)")]) + ">\n"
        for suite in suites {
            output += "  " + element("testsuite", [("name", suite.name), ("tests", "\(suite.cases.count)"),
                                                  ("failures", "\(suite.failures)"), ("errors", "\(suite.errors)"), ("skipped", "0")]) + ">\n"
            for testCase in suite.cases { output += "    " + testCase + "\n" }
            output += "  </testsuite>\n"
        }
        return output + "</testsuites>\n"
    }

    static func testCase(_ violation: Violation) -> String {
        let location = violation.location
        let about = violation.subject.isEmpty ? violation.controller ?? location.path : violation.subject
        return element("testcase", [("classname", violation.controller ?? location.path), ("name", "\(violation.rule): \(about)"),
                                    ("file", location.path), ("line", "\(location.line)")]) + ">"
            + element("failure", [("message", violation.message), ("type", violation.severity.rawValue)]) + ">"
            + XMLText.escaped("\(location.path):\(location.line):\(location.column): \(violation.message)")
            + "</failure></testcase>"
    }

    static func testCase(_ error: LintReport.FileError) -> String {
        element("testcase", [("classname", error.path), ("name", "file_error"), ("file", error.path)]) + ">"
            + element("error", [("message", error.message), ("type", "file_error")]) + ">"
            + XMLText.escaped("\(error.path): \(error.message)") + "</error></testcase>"
    }

    /// An element's start, without its closing `>`: `<name a="…"`.
    static func element(_ name: String, _ attributes: [(String, String)]) -> String {
        "<\(name)" + attributes.map { " \($0.0)=\"\(XMLText.escaped($0.1))\"" }.joined()
    }
}
