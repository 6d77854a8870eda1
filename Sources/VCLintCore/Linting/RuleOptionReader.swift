/// Reads a rule's options from its `.vclint.yml` mapping into a configured rule value.
extension Rule {
    static func configured(from node: YAMLNode, reader: ConfigurationReader) throws(ConfigurationError) -> Self {
        var rule = Self()
        let context = "rules: \(id)"
        for (key, child) in try reader.mapping(node, keys: options.map(\.key), context: context) {
            guard let option = options.first(where: { $0.key == key }) else { continue }
            try option.read(child, into: &rule, reader: reader, context: context)
        }
        if let problem = rule.validate() {
            throw ConfigurationError(path: reader.path, line: node.line, message: "\(problem) in '\(context)'")
        }
        return rule
    }
}

extension RuleOption {
    func read(_ node: YAMLNode, into rule: inout R, reader: ConfigurationReader, context: String) throws(ConfigurationError) {
        func fail(_ expected: String) -> ConfigurationError {
            ConfigurationError(path: reader.path, line: node.line, message: "'\(key)' in '\(context)' takes \(expected)")
        }
        switch kind {
        case .severity(let path):
            guard case .scalar(let text) = node.value, let severity = Severity(rawValue: text) else {
                var error = fail("'warning' or 'error'")
                if case .scalar(let text) = node.value, let close = Suggestion.closest(to: text, among: ["warning", "error"]) {
                    error.message += "; did you mean '\(close)'?"
                }
                throw error
            }
            rule[keyPath: path] = severity
        case .integer(let path, let minimum):
            guard case .scalar(let text) = node.value, let value = Int(text), value >= minimum else {
                throw fail("a whole number of at least \(minimum)")
            }
            rule[keyPath: path] = value
        case .boolean(let path):
            guard let value = ConfigurationReader.boolean(node) else { throw fail("true or false") }
            rule[keyPath: path] = value
        case .names(let path):
            rule[keyPath: path] = try reader.strings(node, key: key)
        }
    }
}

extension Rule {
    /// The names a list option of this rule holds (`identifiers`), as configured; nil for a key
    /// that is no list option of it.
    func names(ofOption key: String) -> [String]? {
        for option in Self.options where option.key == key {
            if case .names(let path) = option.kind { return self[keyPath: path] }
        }
        return nil
    }
}
