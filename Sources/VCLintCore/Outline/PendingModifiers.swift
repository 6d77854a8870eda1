import SwiftLexer

/// Attributes and modifiers read so far, waiting for the declaration they belong to.
struct PendingModifiers {
    var attributes: [String] = []
    var modifiers: [String] = []
    var access: AccessLevel?
    var setterAccess: AccessLevel?
    var isStatic = false
    var isLazy = false
    var isOverride = false
    var ownership = Ownership.strong
    /// Line of the first attribute or modifier.
    var firstLine: Int?
    /// `Name` of `@objc(Name)`: what Objective-C calls the declaration.
    var objcName: String?

    /// Called at almost every token: cheap when there is nothing to clear, and inlined.
    @inline(__always)
    mutating func clear() {
        if firstLine != nil || isStatic { self = PendingModifiers() }
    }

    static func accessLevel(_ keyword: Keyword) -> AccessLevel? {
        switch keyword {
        case .private: .private
        case .fileprivate: .fileprivate
        case .internal: .internal
        case .package: .package
        case .public: .public
        case .open: .open
        default: nil
        }
    }

    /// Words that may stand before a declaration keyword.
    static func isModifier(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .private, .fileprivate, .internal, .package, .public, .open, .static, .final, .override, .lazy,
             .weak, .unowned, .required, .convenience, .dynamic, .optional, .mutating, .nonmutating,
             .nonisolated, .indirect, .prefix, .postfix, .infix, .distributed:
            true
        default:
            false
        }
    }
}

extension OutlineBuilder {
    /// Reads a modifier at the current token; false when the word is not used as one here
    /// (`open(url)` is a call, `weak` alone is a name).
    mutating func modifier(_ token: Token) -> Bool {
        guard PendingModifiers.isModifier(token.keyword) else { return false }
        guard let next = self.token(index + 1) else { return false }
        let argument = next.kind == .leftParen ? modifierArgument(at: index + 2) : nil
        if next.kind == .leftParen && argument == nil { return false }
        let after = argument == nil ? next : self.token(index + 4)
        guard let after, after.kind == .keyword || after.kind == .identifier || after.kind == .attribute else {
            return false
        }
        if pending.firstLine == nil { pending.firstLine = line(token) }
        pending.modifiers.append(text(token))
        if let level = PendingModifiers.accessLevel(token.keyword) {
            if argument == .set { pending.setterAccess = level } else { pending.access = level }
        }
        switch token.keyword {
        case .static: pending.isStatic = true
        case .lazy: pending.isLazy = true
        case .override: pending.isOverride = true
        case .weak: pending.ownership = .weak
        case .unowned: pending.ownership = .unowned
        default: break
        }
        advance()
        if argument != nil { for _ in 0..<3 { advance() } }
        return true
    }

    enum ModifierArgument { case set, other }

    /// The word in `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`; `at` is the word's index.
    func modifierArgument(at: Int) -> ModifierArgument? {
        guard let word = token(at), word.kind == .identifier, let close = token(at + 1), close.kind == .rightParen else {
            return nil
        }
        return word.keyword == .set ? .set : .other
    }
}
