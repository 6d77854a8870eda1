/// `--format gitlab`: a GitLab Code Quality report, the JSON array a merge request's Code
/// Quality widget reads (`artifacts: reports: codequality:`).
///
/// One entry per finding: `description` (the message), `check_name` (the rule
/// id), `fingerprint` (`FindingIdentity`: stable across line shifts and file moves, distinct
/// within the report, since GitLab shows only the first entry of a fingerprint), `severity`
/// (`SeverityTable`), and `location.path` with `location.lines.begin`. `type` and `categories`
/// come from the Code Climate specification GitLab's format descends from. A file vclint could
/// not read is an entry of `check_name` `file_error`. UTF-8 without a byte-order mark, which
/// GitLab rejects.
public enum GitLabReporter {
    struct Issue: Encodable {
        var type = "issue"
        var checkName: String
        var description: String
        var categories: [String]
        var fingerprint: String
        var severity: String
        var location: Location

        enum CodingKeys: String, CodingKey {
            case type, description, categories, fingerprint, severity, location
            case checkName = "check_name"
        }
    }

    struct Location: Encodable {
        var path: String
        var lines: Lines
    }

    struct Lines: Encodable {
        var begin: Int
    }

    public static func render(_ report: LintReport) -> String {
        let identities = FindingIdentity.unique(report.violations)
        var issues = zip(report.violations, identities).map { violation, identity in
            Issue(checkName: violation.rule, description: violation.message,
                  categories: [ConcernTable.gitLabCategory(ConcernTable.concern(of: violation.rule))], fingerprint: identity,
                  severity: SeverityTable.gitLab(violation.severity),
                  location: Location(path: violation.location.path, lines: Lines(begin: violation.location.line)))
        }
        issues += report.fileErrors.map { error in
            Issue(checkName: "file_error", description: error.message, categories: [ConcernTable.fileErrorCategory],
                  fingerprint: FindingIdentity.fileError(error.path), severity: SeverityTable.gitLabFileError,
                  location: Location(path: error.path, lines: Lines(begin: 1)))
        }
        return ReportJSON.render(issues)
    }
}
