/// One setting of a rule, bound to the property that holds it.
public struct RuleOption<R: Rule> {
    public enum Kind {
        case severity(WritableKeyPath<R, Severity>)
        case integer(WritableKeyPath<R, Int>, minimum: Int)
        case boolean(WritableKeyPath<R, Bool>)
        case names(WritableKeyPath<R, [String]>)
    }

    public var key: String
    public var summary: String
    public var kind: Kind

    public static func severity(_ path: WritableKeyPath<R, Severity> = \.severity,
                                _ summary: String = "`warning` or `error`.") -> Self {
        Self(key: "severity", summary: summary, kind: .severity(path))
    }

    public static func integer(_ key: String, _ path: WritableKeyPath<R, Int>, minimum: Int = 0, _ summary: String) -> Self {
        Self(key: key, summary: summary, kind: .integer(path, minimum: minimum))
    }

    public static func boolean(_ key: String, _ path: WritableKeyPath<R, Bool>, _ summary: String) -> Self {
        Self(key: key, summary: summary, kind: .boolean(path))
    }

    public static func names(_ key: String, _ path: WritableKeyPath<R, [String]>, _ summary: String) -> Self {
        Self(key: key, summary: summary, kind: .names(path))
    }

    /// The value's type, as the documentation names it.
    public var typeName: String {
        switch kind {
        case .severity: "severity"
        case .integer: "integer"
        case .boolean: "boolean"
        case .names: "list of names"
        }
    }

    /// The value in `rule`, written as `.vclint.yml` would write it.
    public func valueText(in rule: R) -> String {
        switch kind {
        case .severity(let path): rule[keyPath: path].rawValue
        case .integer(let path, _): String(rule[keyPath: path])
        case .boolean(let path): String(rule[keyPath: path])
        case .names(let path): "[" + rule[keyPath: path].joined(separator: ", ") + "]"
        }
    }
}

/// An option without its rule's type: what listings and documents show.
public struct OptionSummary: Sendable, Equatable {
    public var key: String
    public var typeName: String
    public var defaultValue: String
    public var summary: String
}

extension Rule {
    public static var optionSummaries: [OptionSummary] {
        let defaults = Self()
        return options.map {
            OptionSummary(key: $0.key, typeName: $0.typeName, defaultValue: $0.valueText(in: defaults), summary: $0.summary)
        }
    }
}
