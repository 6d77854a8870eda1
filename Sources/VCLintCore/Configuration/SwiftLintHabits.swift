/// Keys a SwiftLint user writes out of habit, each with the answer that helps instead of a bare
/// "unknown key". `disabled_rules`, `opt_in_rules` and `only_rules` mean what they mean in
/// SwiftLint and are read as ordinary keys; these are the ones vclint does not take.
enum SwiftLintHabits {
    static func hint(forTopLevelKey key: String) -> String? {
        if RuleRegistry.rule(id: key) != nil {
            // SwiftLint takes a rule's options at the top level; vclint keeps them in one place.
            return "'\(key)' is a rule: its options go under 'rules:', indented: 'rules:', then '  \(key):', then '    severity: warning'"
        }
        switch key {
        case "analyzer_rules":
            return "'analyzer_rules' is SwiftLint's: vclint has no analyzer rules; to run only some rules, list them in 'only_rules'"
        case "reporter":
            return "'reporter' is chosen on the command line: --format \(ReportFormat.allCases.map(\.rawValue).joined(separator: "|"))"
        case "strict":
            return "'strict' is chosen on the command line: --strict fails (exit 1) on warnings too"
        default:
            return nil
        }
    }
}
