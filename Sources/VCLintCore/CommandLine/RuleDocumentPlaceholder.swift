// TEMPORARY (branch `cli` only): a stand-in for `Linting/RuleDocument.swift`, which is being
// written on another branch. Delete this file when that one is merged.
public enum RuleDocument {
    public static func markdown(for type: any Rule.Type) -> String {
        let description = type.description
        var text = "# \(description.name)\n\n`\(description.id)`: \(description.summary)\n\n"
        text += "## Options\n\n"
        for option in type.optionSummaries { text += "- `\(option.key)` (\(option.typeName), default `\(option.defaultValue)`): \(option.summary)\n" }
        return text + "\n## Why\n\n\(description.rationale)\n\n## How to fix it\n\n\(description.fix)\n"
    }
}
