/// A `vclint:` comment: `// vclint:disable:next public_mutable_param - set by the storyboard`.
public struct SuppressionDirective: Sendable, Equatable {
    public enum Action: String, Sendable, CaseIterable {
        case disable, enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disablePrevious = "disable:previous"
    }

    /// Nil when the comment names no known action; `problem` then says what is wrong.
    public var action: Action?
    /// As written; `all` means every rule.
    public var rules: [String]
    public var reason: String?
    public var position: SourcePosition
    /// The last line the comment covers (a block comment may span several).
    public var endLine: Int
    public var problem: String?

    static let prefix = Array("vclint:".utf8)

    /// `//`, `/*`, and their doc forms `///`, `//!`, `/**`, `/*!`.
    static func openerLength<C: Collection<UInt8>>(_ comment: C) -> Int {
        let third = comment.dropFirst(2).first
        let isDoc = third == 0x21 || third == (comment.dropFirst().first == 0x2F ? 0x2F : 0x2A)
        return isDoc ? 3 : 2
    }

    /// Reads a comment's text (delimiters included); nil when it is not a directive at all.
    /// A directive is a comment whose text starts with `vclint:`, so prose that merely mentions
    /// one, or a directive quoted inside another comment, is not.
    static func parse(comment: ArraySlice<UInt8>, position: SourcePosition, endLine: Int) -> SuppressionDirective? {
        var body = comment
        let isBlock = body.starts(with: [0x2F, 0x2A])  // "/*"
        if isBlock, body.count >= 4, body.last == 0x2F { body = body.dropLast(2) }  // "*/"
        body = body.dropFirst(openerLength(body))
        while let first = body.first, first == 0x20 || first == 0x09 { body = body.dropFirst() }
        guard body.starts(with: prefix) else { return nil }
        let text = String(decoding: body, as: UTF8.self)
        var words = Substring(text)
        var reason: String?
        if let dash = words.firstRange(of: " - ") {
            reason = String(words[dash.upperBound...]).trimmingWhitespace()
            words = words[..<dash.lowerBound]
        }
        let parts = words.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" })
        let actionText = parts.first.map { String($0.dropFirst(prefix.count)) } ?? ""
        var directive = SuppressionDirective(
            action: Action(rawValue: actionText), rules: parts.dropFirst().map(String.init),
            reason: reason, position: position, endLine: endLine, problem: nil)
        if directive.action == nil {
            var message = "unknown suppression 'vclint:\(actionText)'"
            if let close = Suggestion.closest(to: actionText, among: Action.allCases.map(\.rawValue)) {
                message += "; did you mean 'vclint:\(close)'?"
            }
            directive.problem = message
        } else if directive.rules.isEmpty {
            directive.problem = "'vclint:\(actionText)' names no rule; name the rules, or 'all'"
        }
        return directive
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.reversed())
    }
}
