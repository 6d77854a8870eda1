import SwiftLexer

/// A file's code tokens, their line breaks and its bytes, read-only: what the builder's
/// lookahead questions read. Small and free to copy (three buffers), where the builder is
/// hundreds of bytes, which a call of its nonmutating method from a mutating one copied whole.
struct CodeView {
    let code: UnsafeBufferPointer<Token>
    let breakBefore: UnsafeBufferPointer<Bool>
    let bytes: UnsafeBufferPointer<UInt8>

    func token(_ at: Int) -> Token? { at < code.count ? code[at] : nil }

    /// Whether `token` is the one-byte operator `spelling`.
    func isOperator(_ token: Token?, _ spelling: UInt8) -> Bool {
        guard let token, token.kind == .operator, token.length == 1 else { return false }
        return bytes[token.offset] == spelling
    }

    /// The kind of type declaration a keyword at `at` begins, if its next token is a name (not
    /// `x.class`, nor `actor` the variable).
    func typeKeyword(at: Int) -> DeclarationKind? {
        guard let next = token(at + 1), next.kind == .identifier, !PendingModifiers.isModifier(next.keyword) else {
            return nil
        }
        if at > 0 && code[at - 1].kind == .period { return nil }
        if code[at].keyword == .actor && breakBefore[at + 1] { return nil }
        switch code[at].keyword {
        case .class: return .class
        case .struct: return .struct
        case .enum: return .enum
        case .protocol: return .protocol
        case .actor: return .actor
        case .extension: return .extension
        default: return nil
        }
    }

    /// The word in `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`; `at` is the word's index.
    func modifierArgument(at: Int) -> OutlineBuilder.ModifierArgument? {
        guard let word = token(at), word.kind == .identifier, let close = token(at + 1), close.kind == .rightParen else {
            return nil
        }
        return word.keyword == .set ? .set : .other
    }

    /// `init(`, `init?(`, `init<T>(` at `at` — not `Foo.init` or `init` used as a name.
    func isInitializerHeader(at: Int) -> Bool {
        if at > 0 && code[at - 1].kind == .period { return false }
        var next = at + 1
        if let mark = token(next), mark.kind == .operator, mark.length == 1,
           bytes[mark.offset] == 0x3F || bytes[mark.offset] == 0x21 {
            next += 1
        }
        guard let after = token(next) else { return false }
        return after.kind == .leftParen || (after.kind == .operator && bytes[after.offset] == 0x3C)
    }

    /// Whether the token at `at` begins a line that starts another declaration (or a statement),
    /// so that a header reaching it has ended: `import class M.N` must not run into the next
    /// class, nor a protocol requirement into the next member.
    func beginsDeclarationLine(at: Int) -> Bool {
        guard breakBefore[at], at > 0 else { return false }
        let token = code[at]
        // After `,` or `:` a line may still hold a keyword (`protocol P: A,\n class`), but not
        // the head of a type or a function (`extension E: P,\n class D {`).
        if continuesOnNextLine(code[at - 1]) {
            return typeKeyword(at: at) != nil || token.keyword == .func || token.keyword == .import
        }
        switch token.kind {
        case .attribute, .poundKeyword:
            return true
        case .keyword:
            return OutlineBuilder.beginsDeclarationOrStatement(token.keyword)
        case .identifier:
            // A contextual word begins a declaration only before another word: `open class`,
            // `actor Store`, `nonisolated(unsafe) var`; not `open(url)` or a name alone.
            guard OutlineBuilder.isDeclarationWord(token.keyword), let next = self.token(at + 1) else { return false }
            if next.kind == .leftParen { return modifierArgument(at: at + 2) != nil }
            return next.kind == .keyword || next.kind == .identifier
        default:
            return false
        }
    }

    /// A token that leaves its line unfinished: `,` `:` `.` `(` `[`, and operators such as `&`,
    /// `=`, `->` and `<`; not a closing `>` or a postfix `?` or `!`.
    func continuesOnNextLine(_ token: Token) -> Bool {
        switch token.kind {
        case .comma, .colon, .period, .leftParen, .leftBracket:
            return true
        case .operator:
            let last = bytes[token.end - 1]
            if last == 0x3E { return token.length == 2 && bytes[token.offset] == 0x2D }  // `->`
            return last != 0x3F && last != 0x21
        default:
            return false
        }
    }
}
