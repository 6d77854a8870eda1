import SwiftLexer

/// Attributes and modifiers read so far, waiting for the declaration they belong to.
struct PendingModifiers {
    var attributes: [String] = []
    /// The modifiers' keywords in order, one byte each: no array for the usual few (`private
    /// static`), as most declarations' modifiers are read and dropped; more than eight go to
    /// `moreModifiers`.
    private var modifierBytes: UInt64 = 0
    private var modifierCount = 0
    private var moreModifiers: [Keyword] = []
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

    /// The modifiers read so far, moved out and cleared: a copy retained the arrays it holds,
    /// and clearing then released them.
    mutating func take() -> PendingModifiers {
        var taken = PendingModifiers()
        swap(&self, &taken)
        return taken
    }

    mutating func addModifier(_ keyword: Keyword) {
        if modifierCount < 8 {
            modifierBytes |= UInt64(keyword.rawValue) << UInt64(modifierCount * 8)
        } else {
            moreModifiers.append(keyword)
        }
        modifierCount += 1
    }

    func hasModifier(_ keyword: Keyword) -> Bool {
        for index in 0..<min(modifierCount, 8) where UInt8(truncatingIfNeeded: modifierBytes >> UInt64(index * 8)) == keyword.rawValue {
            return true
        }
        return moreModifiers.contains(keyword)
    }

    /// The modifiers as written (a modifier's text is its keyword's spelling). Reserved and
    /// appended, nothing allocated for none: a `map` and a `+` made two arrays and a third.
    var modifiers: [String] {
        guard modifierCount > 0 else { return [] }
        var modifiers = [String].reserved(modifierCount)
        for index in 0..<min(modifierCount, 8) {
            modifiers.append((Keyword(rawValue: UInt8(truncatingIfNeeded: modifierBytes >> UInt64(index * 8))) ?? .none).spelling)
        }
        for keyword in moreModifiers { modifiers.append(keyword.spelling) }
        return modifiers
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
        let argument = next.kind == .leftParen ? view.modifierArgument(at: index + 2) : nil
        if next.kind == .leftParen && argument == nil { return false }
        let after = argument == nil ? next : self.token(index + 4)
        guard let after, after.kind == .keyword || after.kind == .identifier || after.kind == .attribute else {
            return false
        }
        if pending.firstLine == nil { pending.firstLine = line(token) }
        pending.addModifier(token.keyword)
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
}
