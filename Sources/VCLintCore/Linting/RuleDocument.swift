/// The Markdown documents of `Rules/` and `vclint rules <id>`, rendered from rule metadata so
/// the two can never disagree.
public enum RuleDocument {
    public static func markdown(for type: any Rule.Type) -> String {
        render(type)
    }

    private static func render<R: Rule>(_ type: R.Type) -> String {
        let description = R.description
        var text = "# \(description.name) (`\(description.id)`)\n\n"
        text += "\(description.summary)\n\n"
        if R.isOptIn {
            text += "Default severity: **\(R().severity.rawValue)**. Opt-in: turn it on with `opt_in_rules: [\(description.id)]`.\n\n"
        } else {
            text += "Default severity: **\(R().severity.rawValue)**. On by default: turn it off with `disabled_rules: [\(description.id)]`.\n\n"
        }
        text += "## Why\n\n\(description.rationale)\n\n"
        text += "## How to fix\n\n\(description.fix)\n\n"
        text += "## Options\n\n"
        text += "| Option | Type | Default | Meaning |\n|---|---|---|---|\n"
        for option in R.optionSummaries {
            text += "| `\(option.key)` | \(option.typeName) | `\(option.defaultValue)` | \(option.summary.replacingNewlines()) |\n"
        }
        text += "\n```yaml\nrules:\n  \(description.id):\n"
        for option in R.optionSummaries { text += "    \(option.key): \(option.defaultValue)\n" }
        text += "```\n\n"
        text += "## Examples\n\n"
        text += "`↓` marks where vclint reports a finding.\n\n"
        text += "### Triggering\n\n"
        text += description.triggering.map { example($0, id: description.id) }.joined()
        text += "### Not triggering\n\n"
        text += description.nonTriggering.map { example($0, id: description.id) }.joined()
        return text
    }

    private static func example(_ example: Example, id: String) -> String {
        var text = ""
        if !example.options.isEmpty {
            let options = example.options.split(separator: "\n").map { "    \($0)\n" }.joined()
            text += "With\n\n```yaml\nrules:\n  \(id):\n\(options)```\n\n"
        }
        for (name, code) in example.files {
            if !example.otherFiles.isEmpty { text += "`\(name)`:\n\n" }
            text += "```\(Example.isObjC(name) ? "objc" : "swift")\n\(code)\n```\n\n"
        }
        return text
    }

    /// Every rule with how it runs, its default severity and its summary; links are
    /// `linkPrefix` + `<id>.md`. `Rules/README.md` and the README's "Rules" section show it.
    public static func table(linkPrefix: String) -> String {
        var text = "| Rule | Runs | Default severity | Finds |\n|---|---|---|---|\n"
        for type in RuleRegistry.all {
            let runs = type.isOptIn ? "opt-in" : "by default"
            let id = type.description.id
            text += "| [`\(id)`](\(linkPrefix)\(id).md) | \(runs) | \(type.init().severity.rawValue) | \(type.description.summary) |\n"
        }
        return text
    }

    /// `Rules/README.md`: every rule with its summary and default severity.
    public static func index() -> String {
        var text = "# Rules\n\n"
        text += "Every rule vclint has. Each document says what the rule finds, why, how to fix it, its options, "
        text += "and examples; the test suite runs every example. `vclint rules` prints this list, "
        text += "`vclint rules <id>` a rule's document.\n\n"
        text += table(linkPrefix: "")
        text += "\nOpt-in rules run only when `.vclint.yml` names them: `opt_in_rules: [rule_id]` (or `only_rules`).\n"
        text += "\nSwitch a rule off for a region, a line or the next line with a comment: "
        text += "`// vclint:disable <rules>` … `// vclint:enable <rules>`, `// vclint:disable:this <rules>`, "
        text += "`// vclint:disable:next <rules>`; `all` means every rule, and ` - ` starts a reason. "
        text += "See [`invalid_suppression`](invalid_suppression.md).\n"
        return text
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        split(separator: "\n").joined(separator: " ")
    }
}
