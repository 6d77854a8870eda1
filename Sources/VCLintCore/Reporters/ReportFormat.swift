/// The output formats of `vclint lint --format`.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `path:line:column: warning: message (rule_id)`, the compiler's shape.
    case text
    /// A versioned JSON document for scripts.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and SARIF viewers.
    case sarif
    /// GitHub Actions workflow commands: annotations on a pull request.
    case github
    /// Checkstyle 4.3 XML, for Jenkins, GitLab, reviewdog and the like.
    case checkstyle
    /// JUnit XML, for Jenkins, Azure DevOps and most CI dashboards.
    case junit
    /// A GitLab Code Quality report, for a merge request's widget.
    case gitlab
    /// SonarQube's generic issue format (10.3 and later), for `sonar.externalIssuesReportPaths`.
    case sonarqube
    /// A Bitbucket Cloud Code Insights report and its annotations.
    case bitbucket
    /// A pull-request comment: counts per rule, then the findings by controller.
    case markdown

    /// Whether the format shows a finding's related locations (where a split plan's cuts are).
    public var showsRelatedLocations: Bool {
        switch self {
        case .json, .sarif, .sonarqube: true
        case .text, .github, .checkstyle, .junit, .gitlab, .bitbucket, .markdown: false
        }
    }

    /// What goes to standard output (or `--output`): the same report gives the same bytes.
    public func render(_ report: LintReport) -> String {
        switch self {
        case .text: TextReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .github: GitHubActionsReporter.render(report)
        case .checkstyle: CheckstyleReporter.render(report)
        case .junit: JUnitReporter.render(report)
        case .gitlab: GitLabReporter.render(report)
        case .sonarqube: SonarQubeReporter.render(report)
        case .bitbucket: BitbucketReporter.render(report)
        case .markdown: MarkdownReporter.render(report)
        }
    }
}
