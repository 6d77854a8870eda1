/// The `.vclint.yml` that `vclint init` writes: every setting at its default, with comments,
/// generated from the rule registry and the rules' option metadata, so it never falls behind.
public enum ConfigurationTemplate {
    public static var text: String { text(fittedTo: nil) }

    /// With a survey, the settings it found evidence for are filled in, each with a comment that
    /// gives the evidence; paths are relative to `directory`, where the file goes.
    static func text(fittedTo survey: TreeSurvey?, directory: String = ".") -> String {
        let fitted = survey.map { FittedSettings($0, directory: directory) }
        var lines = fitted == nil ? ["# vclint configuration. Every setting below is at its default: change what you need."] : [
            "# vclint configuration, fitted to this tree by 'vclint init': the settings it found evidence for",
            "# are filled in, each with its evidence; every other setting is at its default.",
        ]
        lines += fitted?.summary ?? []
        lines += [
            "# Paths and globs are relative to this file's directory. '*' and '?' match within a",
            "# folder or file name, '**' any number of folders; quote a glob that starts with '*'.",
            "",
            "# Only files matching one of these are linted. Empty: every Swift file.",
            "included: []",
            "# Files and folders to skip. Pods, Carthage, .build, DerivedData, test folders (names",
            "# ending in Tests, Specs, Mocks or Fakes, like AppTests) and prebuilt .framework bundles",
            "# are always skipped.",
            "excluded:" + (fitted?.excluded.isEmpty ?? true ? " []" : ""),
        ] + (fitted?.excluded ?? []) + [
            "# Swift files larger than this are skipped and named in the summary: bytes, or KB or MB",
            "# (of 1024). Generated code is the usual culprit.",
            "max_file_size: \(Configuration.defaultMaxFileSize >> 20)MB",
            "# Skip third-party code copied into the tree: a folder with its own licence or podspec and",
            "# no Xcode project or Package.swift (the summary names each one). false: lint them too.",
            "# A folder that looks vendored by its names alone (Objective-C classes under a prefix no",
            "# other code uses, naming few of the app's types) is linted and named in the summary;",
            "# 'vclint init' lists it under excluded, with that evidence, for you to confirm.",
            "skip_vendored: true",
            "",
            "controllers:",
            "  # Classes outside the scanned tree whose subclasses are view controllers.",
            "  base_classes:" + (fitted?.baseClasses.isEmpty ?? true ? " []" : ""),
        ] + (fitted?.baseClasses ?? []) + [
            "  # A superclass declared nowhere in the tree whose name ends in one of these is taken for",
            "  # a controller base (the summary names each one). [] switches this off.",
            "  inferred_suffixes: [\(ControllerResolver.defaultInferredSuffixes.joined(separator: ", "))]",
            "",
            "# Rule ids to switch off.",
            "disabled_rules: []",
            "# Opt-in rules to switch on (they are off by default; see 'vclint rules'):",
            "# opt_in_rules: [\(RuleRegistry.optInIDs.joined(separator: ", "))]",
            "# To run only some rules, list their ids (as SwiftLint's only_rules). Absent: every rule.",
            "# only_rules: [controller_length]",
            "",
            "rules:",
        ]
        for (index, type) in RuleRegistry.all.enumerated() {
            if index > 0 { lines.append("") }
            lines += comment(type.description.summary, indent: "  ")
            if type.isOptIn { lines += comment("Opt-in: runs only when 'opt_in_rules' names it.", indent: "  ") }
            lines.append("  \(type.id):")
            for option in type.optionSummaries {
                lines += comment(option.summary, indent: "    ")
                if option.key == "identifiers" { lines += fitted?.identifierNotes[type.id] ?? [] }
                if option.key == "identifiers", let entries = fitted?.identifiers[type.id], !entries.isEmpty {
                    lines.append("    \(option.key):")
                    lines += entries
                } else {
                    lines.append("    \(option.key): \(option.defaultValue)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each line of `text` as a `#` comment.
    static func comment(_ text: String, indent: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "\(indent)# \($0)" }
    }
}
