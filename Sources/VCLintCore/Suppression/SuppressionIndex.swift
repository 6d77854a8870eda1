/// Answers "is this rule switched off here?" for one file, from its directives in order.
/// A `disable` holds from the comment to the matching `enable` (or the end of the file);
/// `disable:this` covers the comment's lines, `disable:next` the line after it.
public struct SuppressionIndex: Sendable {
    let directives: [SuppressionDirective]

    public init(_ directives: [SuppressionDirective]) {
        self.directives = directives.filter { $0.problem == nil }
    }

    public func isSuppressed(_ rule: String, at position: SourcePosition) -> Bool {
        var allDisabled = false
        var disabled: Set<String> = []
        var enabled: Set<String> = []  // exceptions to a `disable all`
        for directive in directives {
            let names = directive.rules.contains("all") ? nil : Set(directive.rules)
            let applies = names?.contains(rule) ?? true
            switch directive.action {
            case .disableThis:
                if applies && (directive.position.line...directive.endLine).contains(position.line) { return true }
            case .disableNext:
                if applies && position.line == directive.endLine + 1 { return true }
            case .disable where directive.position <= position:
                if let names {
                    disabled.formUnion(names)
                    enabled.subtract(names)
                } else {
                    allDisabled = true
                    enabled = []
                }
            case .enable where directive.position <= position:
                if let names {
                    disabled.subtract(names)
                    enabled.formUnion(names)
                } else {
                    allDisabled = false
                    disabled = []
                    enabled = []
                }
            default: break
            }
        }
        return disabled.contains(rule) || (allDisabled && !enabled.contains(rule))
    }
}
