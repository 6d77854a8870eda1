/// `.vclint.yml` text → `Configuration`, failing on the first problem with its file and line.
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
        if case .mapping(let entries) = root.value {
            for (key, node) in entries where !keys.contains(key) {
                if let hint = SwiftLintHabits.hint(forTopLevelKey: key) { throw ConfigurationError(path: path, line: node.line, message: hint) }
            }
        }
        for (key, node) in try reader.mapping(root, keys: keys, context: nil) {
            switch key {
            case "included": configuration.included = try reader.globs(node, key: key)
            case "excluded": configuration.excluded = try reader.globs(node, key: key)
            case "max_file_size": configuration.maxFileSize = try reader.byteSize(node, key: key, maximum: FileSystem.maximumFileSize)
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
            case "rules": configuration.ruleSettings = try readRules(node, reader: reader)
            default: break
            }
        }
        if configuration.onlyRules != nil, let line = optInLine {
            // `only_rules` alone decides what runs; an opt-in rule listed only here would silently stay off.
            throw ConfigurationError(path: path, line: line, message: "'opt_in_rules' has no effect with 'only_rules': list every rule to run in 'only_rules'")
        }
        return configuration
    }

    /// `rules: <id>: {options}`: each rule's own reader checks its keys, types and limits.
    static func readRules(_ node: YAMLNode, reader: ConfigurationReader) throws(ConfigurationError) -> [String: any Rule] {
        var rules: [String: any Rule] = [:]
        switch node.value {
        case .empty: break
        case .mapping(let entries):
            for (id, ruleNode) in entries {
                try reader.checkRuleID(id, line: ruleNode.line, context: "rules")
                if let type = RuleRegistry.rule(id: id) {
                    rules[id] = try configure(type, from: ruleNode, reader: reader)
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
