/// A `vclint:` comment that names an unknown rule or is malformed, and so suppresses nothing.
public struct InvalidSuppressionRule: Rule {
    public var severity = Severity.warning

    public init() {}

    public static var options: [RuleOption<Self>] { [.severity()] }

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for file in context.project.files {
            for directive in file.directives {
                var problems = directive.problem.map { [$0] } ?? []
                for rule in directive.rules where rule != "all" && !context.knownRules.contains(rule) {
                    var problem = "unknown rule '\(rule)'"
                    if let close = Suggestion.closest(to: rule, among: Array(context.knownRules)) { problem += "; did you mean '\(close)'?" }
                    problems.append(problem)
                }
                for problem in problems {
                    violations.append(Violation(
                        rule: id, severity: severity, location: Location(path: file.path, directive.position),
                        message: "This suppression has no effect: \(problem)", subject: problem))
                }
            }
        }
        return violations
    }

    /// About a suppression comment, not the controller.
    public static let concern = Concern.convention

    public static let description = RuleDescription(
        id: "invalid_suppression",
        name: "Invalid suppression",
        summary: "A `vclint:` suppression comment names a rule that does not exist, or is malformed.",
        rationale: """
            A suppression with a typo in it suppresses nothing, silently, and the finding it was \
            meant to hide comes back the day someone fixes the typo. Reporting it keeps every \
            suppression meaningful.

            Suppressions are comments that start with `vclint:`:

            - `// vclint:disable <rules>` … `// vclint:enable <rules>` switch rules off for a region \
            (to the end of the file when no `enable` follows);
            - `// vclint:disable:next <rules>` switches them off on the next line;
            - `// vclint:disable:this <rules>` switches them off on the comment's own line;
            - `// vclint:disable:previous <rules>` switches them off on the line before;
            - `all` means every rule; rules are separated by spaces or commas;
            - ` - ` starts a reason, which vclint ignores and reviewers read.

            Block comments work too (`/* vclint:disable:next controller_length */`). A finding is \
            suppressed when the place it is reported at is: for a controller-wide finding, the \
            line of the `class` keyword.
            """,
        fix: """
            Correct the rule's id (`vclint rules` lists them), or remove the comment.

            ```swift
            // Before
            // vclint:disable:next controller_lenght
            // After
            // vclint:disable:next controller_length - being split up in #123
            ```
            """,
        triggering: [
            Example("""
                ↓// vclint:disable:next controller_lenght
                final class FeedViewController: UIViewController {}
                """,
                messages: ["This suppression has no effect: unknown rule 'controller_lenght'; did you mean 'controller_length'?"]),
            Example("""
                final class FeedViewController: UIViewController {
                    var title2 = "" ↓// vclint:disabel:this public_mutable_param
                }
                """,
                messages: ["This suppression has no effect: unknown suppression 'vclint:disabel:this'; did you mean 'vclint:disable:this'?"]),
            Example("""
                ↓/* vclint:disable - no rule named */
                final class FeedViewController: UIViewController {}
                """),
        ],
        nonTriggering: [
            Example("""
                // vclint:disable:next controller_length, missing_view_model - legacy, see #123
                final class FeedViewController: UIViewController {}
                // vclint:disable all
                // vclint:enable all
                // A comment that mentions vclint:disable is prose, not a directive.
                """),
        ])
}
