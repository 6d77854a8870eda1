/// Answers "is this rule switched off here, and by which comment?" for one file, from its
/// directives in order. A `disable` holds from the comment to the matching `enable` (or the end of
/// the file); `disable:this` covers the comment's lines, `disable:next` the line after it,
/// `disable:previous` the line before it.
public struct SuppressionIndex: Sendable {
    /// The well-formed directives; `suppressor` answers with an index into them.
    let directives: [SuppressionDirective]

    public init(_ directives: [SuppressionDirective]) {
        self.directives = directives.filter { $0.problem == nil }
    }

    public func isSuppressed(_ rule: String, at position: SourcePosition) -> Bool {
        suppressor(of: rule, at: position) != nil
    }

    /// The directive that switches `rule` off at `position`, ignoring `excluded`. A region wins
    /// over a one-line directive, so a `disable:next` inside a `disable` region is the superfluous one.
    func suppressor(of rule: String, at position: SourcePosition, excluding excluded: Int? = nil) -> Int? {
        var lineMatch: Int?
        var allDisabledBy: Int?
        var disabledBy: [String: Int] = [:]
        var enabled: Set<String> = []  // exceptions to a `disable all`
        for (index, directive) in directives.enumerated() where index != excluded {
            let names = directive.rules.contains("all") ? nil : Set(directive.rules)
            let applies = names?.contains(rule) ?? true
            switch directive.action {
            case .disableThis:
                if applies && (directive.position.line...directive.endLine).contains(position.line) { lineMatch = lineMatch ?? index }
            case .disableNext:
                if applies && position.line == directive.endLine + 1 { lineMatch = lineMatch ?? index }
            case .disablePrevious:
                if applies && position.line == directive.position.line - 1 { lineMatch = lineMatch ?? index }
            case .disable where directive.position <= position:
                if let names {
                    for name in names { disabledBy[name] = index }
                    enabled.subtract(names)
                } else {
                    allDisabledBy = index
                    enabled = []
                }
            case .enable where directive.position <= position:
                if let names {
                    for name in names { disabledBy[name] = nil }
                    enabled.formUnion(names)
                } else {
                    allDisabledBy = nil
                    disabledBy = [:]
                    enabled = []
                }
            default: break
            }
        }
        if let index = disabledBy[rule] { return index }
        if let index = allDisabledBy, !enabled.contains(rule) { return index }
        return lineMatch
    }
}
