/// `vclint rules [<id>]`: the registry as people read it.
enum RulesCommand {
    static func run(_ parsed: ParsedArguments) throws(CommandError) -> CommandResult {
        switch parsed.positionals.count {
        case 0: return CommandResult(standardOutput: listing)
        case 1:
            let id = parsed.positionals[0]
            guard let type = RuleRegistry.rule(id: id) else {
                throw .unknownRule(id: id, suggestion: Suggestion.closest(to: id, among: RuleRegistry.ids))
            }
            let document = RuleDocument.markdown(for: type)
            return CommandResult(standardOutput: document.hasSuffix("\n") ? document : document + "\n")
        default:
            throw .usage("'rules' takes at most one rule id", .rules)
        }
    }

    /// Each rule: id, whether it runs by default, default severity and summary, then its options
    /// with their defaults.
    static var listing: String {
        var text = ""
        for type in RuleRegistry.all {
            text += "\(type.id) (\(type.isOptIn ? "opt-in" : "on by default"), \(type.init().severity.rawValue))\n"
            text += "  \(type.description.summary)\n"
            for option in type.optionSummaries {
                text += "    \(option.key): \(option.defaultValue)  (\(option.typeName))\n"
                text += "        \(option.summary.split(separator: "\n").joined(separator: " "))\n"
            }
            text += "\n"
        }
        text += "Opt-in rules run only when .vclint.yml names them in 'opt_in_rules' (or 'only_rules').\n"
        return text + "Run 'vclint rules <rule-id>' for a rule's rationale and examples.\n"
    }
}
