/// `.vclint.yml` text → `Configuration`. Every problem is told at once, each with its file and
/// line (the first is the error thrown, the rest its `others`): a team fixing a config should not
/// have to run vclint once per typo. Within one key's value the first problem stops that key.
extension Configuration {
    public static func parse(_ text: String, path: String) throws(ConfigurationError) -> Configuration {
        let root: YAMLNode
        do {
            root = try YAMLReader.read(text)
        } catch {
            throw ConfigurationError(path: path, line: error.line, message: error.message)
        }
        let reader = ConfigurationReader(path: path)
        var configuration = Configuration()
        var optInLine: Int?
        var problems: [ConfigurationError] = []
        var known: [(String, YAMLNode)] = []
        if case .mapping(let entries) = root.value {
            for (key, node) in entries {
                guard !keys.contains(key) else {
                    known.append((key, node))
                    continue
                }
                var message = SwiftLintHabits.hint(forTopLevelKey: key) ?? "unknown key '\(ShownText.echoed(key))'"
                if SwiftLintHabits.hint(forTopLevelKey: key) == nil, let suggestion = Suggestion.closest(to: key, among: keys) {
                    message += "; did you mean '\(suggestion)'?"
                }
                problems.append(ConfigurationError(path: path, line: node.line, message: message))
            }
        } else {
            known = try reader.mapping(root, keys: keys, context: nil)
        }
        for (key, node) in known {
            do throws(ConfigurationError) {
                switch key {
                case "included": configuration.included = try reader.globs(node, key: key)
                case "excluded": configuration.excluded = try reader.globs(node, key: key)
                case "max_file_size": configuration.maxFileSize = try reader.byteSize(node, key: key, maximum: FileSystem.maximumFileSize)
                case "skip_vendored":
                    guard let value = ConfigurationReader.boolean(node) else {
                        throw ConfigurationError(path: path, line: node.line, message: "'skip_vendored' must be true or false")
                    }
                    configuration.skipVendored = value
                case "controllers":
                    for (key, node) in try reader.mapping(node, keys: ["base_classes", "inferred_suffixes"], context: "controllers") {
                        if key == "base_classes" { configuration.baseClasses = try reader.strings(node, key: key) }
                        if key == "inferred_suffixes" { configuration.inferredSuffixes = try reader.strings(node, key: key) }
                    }
                case "disabled_rules":
                    for (id, line) in try reader.items(node, key: key, expected: "a list of rule ids, like [rule_a, rule_b]") {
                        try reader.checkRuleID(id, line: line, context: key)
                        configuration.disabledRules.append(id)
                    }
                case "opt_in_rules":
                    optInLine = node.line
                    for (id, line) in try reader.items(node, key: key, expected: "a list of rule ids, like [rule_a, rule_b]") {
                        try reader.checkRuleID(id, line: line, context: key)
                        try reader.checkOptIn(id, line: line)
                        configuration.optInRules.append(id)
                    }
                case "only_rules":
                    var ids: [String] = []
                    for (id, line) in try reader.items(node, key: key, expected: "a list of rule ids, like [rule_a, rule_b]") {
                        try reader.checkRuleID(id, line: line, context: key)
                        ids.append(id)
                    }
                    // An empty list would silently run nothing: more likely a mistake than a wish.
                    guard !ids.isEmpty else {
                        throw ConfigurationError(path: path, line: node.line, message: "'only_rules' needs at least one rule id; without it every rule runs")
                    }
                    configuration.onlyRules = ids
                case "rules": configuration.ruleSettings = try readRules(node, reader: reader, problems: &problems)
                default: break
                }
            } catch {
                problems.append(error)
            }
        }
        if configuration.onlyRules != nil, let line = optInLine {
            // `only_rules` alone decides what runs; an opt-in rule listed only here would silently stay off.
            problems.append(ConfigurationError(path: path, line: line,
                                               message: "'opt_in_rules' has no effect with 'only_rules': list every rule to run in 'only_rules'"))
        }
        problems.sort { ($0.line ?? 0) < ($1.line ?? 0) }
        if var first = problems.first {
            first.others = Array(problems.dropFirst())
            throw first
        }
        return configuration
    }

    /// `rules: <id>: {options}`: each rule's own reader checks its keys, types and limits; each
    /// rule's first problem goes to `problems`, and the other rules are still read.
    static func readRules(_ node: YAMLNode, reader: ConfigurationReader,
                          problems: inout [ConfigurationError]) throws(ConfigurationError) -> [String: any Rule] {
        var rules: [String: any Rule] = [:]
        switch node.value {
        case .empty: break
        case .mapping(let entries):
            for (id, ruleNode) in entries {
                do throws(ConfigurationError) {
                    try reader.checkRuleID(id, line: ruleNode.line, context: "rules")
                    if let type = RuleRegistry.rule(id: id) {
                        rules[id] = try configure(type, from: ruleNode, reader: reader)
                    }
                } catch {
                    problems.append(error)
                }
            }
        default:
            throw ConfigurationError(path: reader.path, line: node.line, message: "expected a mapping in 'rules'")
        }
        return rules
    }

    /// Opens the existential so the rule's generic reader runs for its concrete type.
    static func configure<R: Rule>(_ type: R.Type, from node: YAMLNode, reader: ConfigurationReader) throws(ConfigurationError) -> any Rule {
        try R.configured(from: node, reader: reader)
    }
}
