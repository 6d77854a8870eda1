/// How a finding's severity reads in each format: the one table every reporter asks.
///
/// | vclint     | SARIF `level` | checkstyle | GitLab `severity` | SonarQube impact | Bitbucket `severity` | JUnit       |
/// |------------|---------------|------------|-------------------|------------------|----------------------|-------------|
/// | warning    | `warning`     | `warning`  | `minor`           | `MEDIUM`         | `MEDIUM`             | `<failure>` |
/// | error      | `error`       | `error`    | `major`           | `HIGH`           | `HIGH`               | `<failure>` |
/// | file error | notification  | `error`    | `critical`        | `HIGH`           | `HIGH`               | `<error>`   |
///
/// A file vclint could not read ranks above any finding: everything said about the tree may be
/// incomplete. No vclint finding is a `blocker` or a `CRITICAL`: a large controller is debt,
/// not an outage.
public enum SeverityTable {
    static func sarif(_ severity: Severity) -> String { severity == .error ? "error" : "warning" }
    static func checkstyle(_ severity: Severity) -> String { severity.rawValue }

    static func gitLab(_ severity: Severity) -> String { severity == .error ? "major" : "minor" }
    static let gitLabFileError = "critical"

    static func sonarQube(_ severity: Severity) -> String { severity == .error ? "HIGH" : "MEDIUM" }
    static let sonarQubeFileError = "HIGH"

    static func bitbucket(_ severity: Severity) -> String { severity == .error ? "HIGH" : "MEDIUM" }
    static let bitbucketFileError = "HIGH"
}

/// How a rule's `Concern` reads in each format that files findings by kind.
///
/// | concern     | GitLab category | SonarQube `cleanCodeAttribute` / quality | Bitbucket `annotation_type` |
/// |-------------|-----------------|------------------------------------------|-----------------------------|
/// | design      | `Complexity`    | `MODULAR` / `MAINTAINABILITY`            | `CODE_SMELL`                |
/// | correctness | `Bug Risk`      | `LOGICAL` / `RELIABILITY`                | `BUG`                       |
/// | convention  | `Style`         | `CONVENTIONAL` / `MAINTAINABILITY`       | `CODE_SMELL`                |
///
/// A file vclint could not read is a `Bug Risk`, `COMPLETE` / `RELIABILITY` and a `BUG`.
public enum ConcernTable {
    /// The concern of a rule id; a rule the registry does not know is a design finding.
    static func concern(of rule: String) -> Concern { RuleRegistry.rule(id: rule)?.concern ?? .design }

    static func gitLabCategory(_ concern: Concern) -> String {
        switch concern {
        case .design: "Complexity"
        case .correctness: "Bug Risk"
        case .convention: "Style"
        }
    }

    static func sonarQubeAttribute(_ concern: Concern) -> String {
        switch concern {
        case .design: "MODULAR"
        case .correctness: "LOGICAL"
        case .convention: "CONVENTIONAL"
        }
    }

    static func sonarQubeQuality(_ concern: Concern) -> String { concern == .correctness ? "RELIABILITY" : "MAINTAINABILITY" }

    static func bitbucketType(_ concern: Concern) -> String { concern == .correctness ? "BUG" : "CODE_SMELL" }

    static let fileErrorCategory = "Bug Risk"
    static let fileErrorAttribute = "COMPLETE"
    static let fileErrorQuality = "RELIABILITY"
    static let fileErrorType = "BUG"
}
