/// `--format sonarqube`: SonarQube's generic issue format as of 10.3 (`rules` with
/// `cleanCodeAttribute` and `impacts`, then `issues`), for `sonar.externalIssuesReportPaths`.
///
/// `rules` lists every registered rule, so the file keeps its shape whatever was found; plus the
/// pseudo-rule `file_error` when a file could not be read. A rule's impact is `SeverityTable`'s
/// for the most severe of its findings (SonarQube sets severity per rule, not per issue), and
/// for the rule's configured default when it found nothing. Each issue's `primaryLocation` has
/// the message, the path and `textRange.startLine` only: SonarQube counts columns in its own
/// units and refuses the whole report when one lies past a line's end. Related places become
/// `secondaryLocations`. Paths are as vclint prints them, relative to the directory it ran
/// in: run it from `sonar.projectBaseDir` (the repository root). SonarQube tracks imported
/// issues by its own means; it has no field for `FindingIdentity`.
public enum SonarQubeReporter {
    static let engineID = "vclint"

    struct Document: Encodable {
        var rules: [Rule]
        var issues: [Issue]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var description: String
        var engineId = SonarQubeReporter.engineID
        var cleanCodeAttribute: String
        var impacts: [Impact]
    }

    struct Impact: Encodable {
        var softwareQuality: String
        var severity: String
    }

    struct Issue: Encodable {
        var ruleId: String
        var primaryLocation: Location
        var secondaryLocations: [Location]?
    }

    struct Location: Encodable {
        var message: String
        var filePath: String
        var textRange: TextRange
    }

    struct TextRange: Encodable {
        var startLine: Int
    }

    public static func render(_ report: LintReport) -> String {
        var worst: [String: Severity] = [:]
        for violation in report.violations { worst[violation.rule] = max(worst[violation.rule] ?? .warning, violation.severity) }
        var rules = RuleRegistry.all.map { rule in
            let id = rule.description.id
            return Rule(id: id, name: rule.description.name,
                        description: rule.description.summary + " " + SARIFReporter.ruleDocumentationBase + id + ".md",
                        cleanCodeAttribute: ConcernTable.sonarQubeAttribute(rule.concern),
                        impacts: [Impact(softwareQuality: ConcernTable.sonarQubeQuality(rule.concern),
                                         severity: SeverityTable.sonarQube(worst[id] ?? rule.init().severity))])
        }
        if !report.fileErrors.isEmpty {
            rules.append(Rule(id: fileErrorRule, name: "File error", description: "vclint could not read this file, so findings about it may be missing.",
                              cleanCodeAttribute: ConcernTable.fileErrorAttribute,
                              impacts: [Impact(softwareQuality: ConcernTable.fileErrorQuality, severity: SeverityTable.sonarQubeFileError)]))
        }
        var issues = report.violations.map { violation in
            let related = violation.related.map { location($0.location, message: $0.message) }
            return Issue(ruleId: violation.rule, primaryLocation: location(violation.location, message: violation.message),
                         secondaryLocations: related.isEmpty ? nil : related)
        }
        issues += report.fileErrors.map { error in
            Issue(ruleId: fileErrorRule, primaryLocation: Location(message: error.message, filePath: error.path, textRange: TextRange(startLine: 1)))
        }
        return ReportJSON.render(Document(rules: rules, issues: issues))
    }

    static let fileErrorRule = "file_error"

    static func location(_ location: VCLintCore.Location, message: String) -> Location {
        Location(message: message, filePath: location.path, textRange: TextRange(startLine: location.line))
    }
}
