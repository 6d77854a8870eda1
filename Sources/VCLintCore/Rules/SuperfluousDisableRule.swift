/// A `vclint:disable…` comment that hides no finding: stale since the code was fixed or moved.
public struct SuperfluousDisableRule: SuppressionAuditRule {
    public var severity = Severity.warning

    public init() {}

    public static var options: [RuleOption<Self>] { [.severity()] }

    /// Nothing here: whether a suppression hides anything is known only once every other rule has
    /// run, so `Linter` calls `findings(_:used:enabledRules:)` after filtering their findings.
    public func check(_ context: RuleContext) -> [Violation] { [] }

    /// One finding per rule a disable names (or per `all`) that hid nothing. Only rules that ran
    /// count: a comment naming a rule switched off in the configuration is not judged. Names of
    /// other rules go first, since their findings may in turn be hidden (crediting the directive
    /// that hides them); `all` and this rule's own name are judged after.
    public var asSuppressionAudit: (any SuppressionAuditRule)? { self }

    public func findings(_ context: RuleContext, used: inout [Set<SuppressionUse>], enabledRules: Set<String>) -> [Violation] {
        var violations: [Violation] = []
        for judgesLast in [false, true] {
            // Files without a directive have nothing to judge: most of a tree.
            for file in context.suppressions.indices where !context.suppressions[file].directives.isEmpty {
                let index = context.suppressions[file]
                // The directives that hid anything, for `all`: a set, not a scan per question.
                var usedDirectives = Set(used[file].map(\.directive))
                var candidates: [(directive: Int, name: String)] = []
                for (number, directive) in index.directives.enumerated() where directive.action != .enable {
                    for name in Set(directive.rules).sorted() where name == "all" || enabledRules.contains(name) {
                        guard (name == "all" || name == id) == judgesLast, !isUsed(number, name, used[file], usedDirectives) else { continue }
                        candidates.append((number, name))
                    }
                }
                var unsuppressed: [(directive: Int, name: String)] = []
                for candidate in candidates {
                    let position = index.directives[candidate.directive].position
                    if let hider = index.suppressor(of: id, at: position, excluding: candidate.directive) {
                        used[file].insert(SuppressionUse(directive: hider, rule: id))
                        usedDirectives.insert(hider)
                    } else {
                        unsuppressed.append(candidate)
                    }
                }
                for (number, name) in unsuppressed where !isUsed(number, name, used[file], usedDirectives) {
                    let directive = index.directives[number]
                    let written = "vclint:\(directive.action?.rawValue ?? "") \(name)"
                    violations.append(Violation(
                        rule: id, severity: severity, location: Location(path: context.project.files[file].path, directive.position),
                        message: "'\(written)' suppresses no finding: remove it.", subject: written))
                }
            }
        }
        return violations
    }

    private func isUsed(_ directive: Int, _ name: String, _ uses: Set<SuppressionUse>, _ usedDirectives: Set<Int>) -> Bool {
        name == "all" ? usedDirectives.contains(directive) : uses.contains(SuppressionUse(directive: directive, rule: name))
    }

    /// About a suppression comment, not the controller.
    public static let concern = Concern.convention

    public static let description = RuleDescription(
        id: "superfluous_disable",
        name: "Superfluous disable",
        summary: "A `vclint:disable` comment hides no finding of the rule it names.",
        rationale: """
            Suppressions outlive the findings they were written for: the controller is split up, \
            the call moves to a service, and the comment stays, ready to hide the next real \
            finding at that place. Reporting the ones that hide nothing keeps them from piling \
            up, as SwiftLint's `superfluous_disable_command` does.

            Each rule a `disable`, `disable:next`, `disable:this` or `disable:previous` names is \
            judged on its own; `all` is superfluous when it hides no finding of any rule. Only \
            rules that ran are judged: a comment naming a rule the configuration switches off is \
            left alone. When a region and a one-line comment both cover a finding, the region \
            hides it and the one-line comment is the superfluous one.
            """,
        fix: """
            Remove the comment, or the rule's name from it.

            ```swift
            // Before: the controller is now 180 lines
            // vclint:disable:next controller_length - being split up in #123
            final class FeedViewController: UIViewController {
            // After
            final class FeedViewController: UIViewController {
            ```
            """,
        triggering: [
            Example("""
                ↓// vclint:disable:next all - nothing left to hide
                final class FeedViewController: UIViewController {}
                """,
                messages: ["'vclint:disable:next all' suppresses no finding: remove it."]),
            Example("""
                final class FeedViewController: UIViewController {}
                ↓// vclint:disable:previous all
                """),
        ],
        nonTriggering: [
            Example("""
                // vclint:disable:next controller_length - not judged here: the rule did not run
                final class FeedViewController: UIViewController {}
                // vclint:enable all
                """),
            Example("""
                // vclint:disable:next superfluous_disable - hides the finding about the next line
                // vclint:disable:next all
                """),
        ])
}
