import ObjCLexer

/// Reads the Objective-C declarations of a `.h`, `.m` or `.mm` file into the same model the Swift
/// outline fills, in one pass over its code tokens. Like `OutlineBuilder`, it is not a parser: it
/// knows the shapes of `@interface`/`@implementation`/`@protocol` containers and their members,
/// and skips everything else (C declarations, functions, macros), tracking braces and `@end`s.
///
/// - Every `@interface`, class extension, category, `@implementation` and `@protocol` is a
///   `TypeDeclaration` (see `ObjCPart`). Its `openBraceLine`/`closeBraceLine` are the lines of
///   the `@`-keyword and of its `@end`; an implementation's `codeLines` are the code lines
///   strictly between them, an interface's are 0 (it only declares).
/// - Identifiers in an implementation's code are its `references`, message sends included
///   (`ObjCOutlineBuilder+References.swift`).
struct ObjCOutlineBuilder {
    /// What a `{` opened.
    enum ScopeKind { case method, other }

    struct Scope {
        var kind: ScopeKind
        /// The byte offset of the `{`, to name its line if it is never closed.
        var openOffset: Int
        /// Methods of `container` whose bodies close with this brace: the one that opened it,
        /// plus any opened in another branch of an `#if` at the same depth.
        var closes: [Int]
    }

    /// What `#if` branches save and restore: the open container and braces.
    struct State {
        /// The open `@interface`/`@implementation`/`@protocol`, or -1.
        var container = -1
        /// `container` is an `@implementation`: its names are references. Kept here, not looked up,
        /// because every token of an implementation asks.
        var inImplementation = false
        /// Containers opened in later branches of an `#if` that close with `container`'s `@end`.
        var alsoCloses: [Int] = []
        var scopes: [Scope] = []
    }

    /// An open `#if`: every branch starts from the state it had, and after `#endif` the first
    /// branch's state stands, so braces and `@end`s balance without counting any branch twice.
    struct Conditional {
        /// Nil when nested too deep to restore.
        var atIf: State?
        var afterFirstBranch: State?
    }

    static let maximumConditionalDepth = 256

    let bytes: UnsafeBufferPointer<UInt8>
    let source: ObjCTokenizedSource
    /// `.h`: what its `@interface`s and categories declare is public.
    let isHeader: Bool
    /// The code tokens (no trivia, no preprocessor bodies), and whether a line break precedes each.
    var code: [ObjCToken] = []
    var breakBefore: [Bool] = []
    var index = 0

    var types: [TypeDeclaration] = []
    var names = NameTable()
    var codeLinesThrough: [UInt32] = []
    var state = State()
    var conditionals: [Conditional] = []
    /// Message sends and subscripts open at the current token (`[`…`]`).
    var brackets: [BracketFrame] = []
    /// `NS_SWIFT_NAME(Name)` and the first line of macros seen before the next container.
    var pendingSwiftName: String?
    var pendingFirstLine: Int?
    /// True where a method (`-`/`+`) may begin: after a container's header, `;`, `}`, a directive.
    var atMemberStart = false
    var directives: [SuppressionDirective] = []
    var partialReads: [PartialRead] = []

    init(bytes: UnsafeBufferPointer<UInt8>, source: ObjCTokenizedSource, isHeader: Bool) {
        self.bytes = bytes
        self.source = source
        self.isHeader = isHeader
        let tokens = source.tokens
        let starts = source.lines.lineStarts
        var hasCode = [Bool](repeating: false, count: starts.count + 1)
        var comments: [ObjCToken] = []
        code.reserveCapacity(tokens.count / 2)
        breakBefore.reserveCapacity(tokens.count / 2)
        var line = 0  // 0-based index of the line holding the current token
        var sawBreak = true
        for token in tokens {
            if token.kind.isComment && token.length >= 9 { comments.append(token) }
            if token.kind == .newline || token.kind == .lineContinuation
                || (token.kind.isBlockComment && Self.spansLines(token, bytes)) {
                sawBreak = true
                continue
            }
            guard !token.kind.isTrivia else { continue }
            // A directive's body is part of its line: it holds code, but no declaration.
            if token.kind != .preprocessorBody {
                code.append(token)
                breakBefore.append(sawBreak)
                sawBreak = false
            }
            while line + 1 < starts.count && Int(starts[line + 1]) <= token.offset { line += 1 }
            hasCode[line + 1] = true
            while line + 1 < starts.count && Int(starts[line + 1]) < token.end {
                line += 1
                hasCode[line + 1] = true
            }
        }
        var totals = [UInt32](repeating: 0, count: starts.count + 1)
        for index in 1..<totals.count { totals[index] = totals[index - 1] + (hasCode[index] ? 1 : 0) }
        codeLinesThrough = totals
        for comment in comments { readDirective(comment) }
    }

    private static func spansLines(_ token: ObjCToken, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for offset in token.offset..<token.end where bytes[offset] == 0x0A || bytes[offset] == 0x0D { return true }
        return false
    }

    private mutating func readDirective(_ token: ObjCToken) {
        var first = token.offset + SuppressionDirective.openerLength(bytes[token.offset..<token.end])
        while first < token.end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
        guard first < token.end, bytes[first] == 0x76 else { return }  // `v`
        let start = source.lines.location(of: token.offset)
        let comment = Array(UnsafeBufferPointer(rebasing: bytes[token.offset..<token.end]))[...]
        if let directive = SuppressionDirective.parse(
            comment: comment, position: SourcePosition(line: start.line, column: start.column),
            endLine: source.lines.line(of: token.end - 1)) {
            directives.append(directive)
        }
    }

    // MARK: Token access

    var atEnd: Bool { index >= code.count }

    func token(_ at: Int) -> ObjCToken? { at < code.count ? code[at] : nil }

    func text(_ token: ObjCToken) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.offset..<token.end]), as: UTF8.self)
    }

    func position(_ token: ObjCToken) -> SourcePosition {
        let (line, column) = source.lines.location(of: token.offset)
        return SourcePosition(line: line, column: column)
    }

    func line(_ token: ObjCToken) -> Int { source.lines.line(of: token.offset) }

    func isKind(_ at: Int, _ kind: ObjCTokenKind) -> Bool { at < code.count && code[at].kind == kind }

    /// A name: an identifier, or a reserved word (selector pieces may be either: `- (id)copy`).
    func isWord(_ token: ObjCToken) -> Bool { token.kind == .identifier || token.kind == .keyword }

    var container: Int { state.container }
    var inImplementation: Bool { state.inImplementation }

    // MARK: The main loop

    mutating func build() {
        while !atEnd { step() }
        if let outermost = state.scopes.first {
            partialReads.append(PartialRead(.bracesOpenAtEnd, line: source.lines.line(of: outermost.openOffset)))
        }
        closeScopes(above: 0, atLine: source.lines.lineCount)
        if container >= 0 {
            partialReads.append(PartialRead(.missingObjCEnd(types[container].name), line: types[container].position.line))
            closeContainer(atLine: source.lines.lineCount, atEndOfFile: true)
        }
        if partialReads.count > 1 { partialReads.sort { $0.line < $1.line } }
    }

    mutating func step() {
        let token = code[index]
        switch token.kind {
        case .preprocessorDirective:
            preprocessorDirective(token)
        case .atKeyword:
            atKeyword(token)
        case .leftBrace:
            openBrace()
        case .rightBrace:
            closeBrace(token)
        case .semicolon:
            if state.scopes.isEmpty { clearPending() }
            endBracketsAtStatementEnd()
            atMemberStart = state.scopes.isEmpty
            index += 1
        case .minus, .plus:
            if atMemberStart && container >= 0 && state.scopes.isEmpty {
                method()
            } else {
                codeToken()
            }
        case .identifier:
            if state.scopes.isEmpty && container < 0 { macroBeforeDeclaration(token) } else { codeToken() }
        default:
            codeToken()
        }
    }

    /// At file level: `NS_SWIFT_NAME(Name)` renames the next interface for Swift; other macros and
    /// attributes (`API_AVAILABLE(…)`, `IB_DESIGNABLE`, `UIKIT_EXTERN`) start its first line.
    mutating func macroBeforeDeclaration(_ token: ObjCToken) {
        if pendingFirstLine == nil { pendingFirstLine = line(token) }
        if token.length == 13, text(token) == "NS_SWIFT_NAME", isKind(index + 1, .leftParen) {
            index += 1
            var last: String?
            var depth = 0
            while let next = self.token(index) {
                if next.kind == .leftParen { depth += 1 }
                if next.kind == .rightParen { depth -= 1 }
                if depth == 1 && next.kind == .identifier { last = text(next) }
                index += 1
                if depth == 0 || next.kind == .semicolon || next.kind == .atKeyword { break }
            }
            pendingSwiftName = last
            return
        }
        if text(token).hasSuffix("_BEGIN") || text(token).hasSuffix("_END") { pendingFirstLine = nil }  // NS_ASSUME_NONNULL_BEGIN
        atMemberStart = false
        index += 1
    }

    mutating func clearPending() {
        pendingSwiftName = nil
        pendingFirstLine = nil
    }

    /// Any other token: a reference when it is a name in an implementation, and message sends.
    mutating func codeToken() {
        atMemberStart = false
        let token = code[index]
        if inImplementation {
            reference(token)
        } else {
            index += 1
        }
    }

    // MARK: @-keywords

    mutating func atKeyword(_ token: ObjCToken) {
        switch token.atKeyword {
        case .interface, .implementation:
            containerHeader(token)
        case .protocol:
            // `@protocol(Name)` is an expression; `@protocol A, B;` declares names ahead.
            if isKind(index + 1, .leftParen) {
                skipAtKeywordArgument()
            } else if isKind(index + 2, .semicolon) || isKind(index + 2, .comma) {
                skipStatement()
            } else {
                containerHeader(token)
            }
        case .end:
            endDirective(token)
        case .property:
            if container >= 0 && state.scopes.isEmpty {
                property()
            } else {
                skipStatement()
            }
        case .class, .synthesize, .dynamic, .compatibilityAlias:
            skipStatement()
        case .optional, .required, .public, .private, .protected, .package:
            index += 1
            atMemberStart = state.scopes.isEmpty
        case .selector, .encode, .available:
            skipAtKeywordArgument()
        default:
            codeToken()
        }
    }

    /// `@selector(…)`, `@encode(…)`, `@available(…)`, `@protocol(…)`: no references in them.
    mutating func skipAtKeywordArgument() {
        atMemberStart = false
        noteOperand(endsPrimary: true)
        index += 1
        guard isKind(index, .leftParen) else { return }
        var depth = 0
        while let next = token(index) {
            if next.kind == .leftParen { depth += 1 }
            if next.kind == .rightParen { depth -= 1 }
            if next.kind == .semicolon || next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .atKeyword { return }
            index += 1
            if depth == 0 { return }
        }
    }

    /// To the next `;` (included), stopping early at a brace, an `@`-keyword or a directive.
    mutating func skipStatement() {
        clearPending()
        index += 1
        while let next = token(index) {
            if next.kind == .semicolon {
                index += 1
                break
            }
            if next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .atKeyword || next.kind == .preprocessorDirective {
                break
            }
            index += 1
        }
        atMemberStart = state.scopes.isEmpty
    }

    // MARK: Braces

    mutating func openBrace() {
        atMemberStart = false
        noteBrace(opens: true)
        index += 1
        state.scopes.append(Scope(kind: .other, openOffset: code[index - 1].offset, closes: []))
    }

    mutating func closeBrace(_ token: ObjCToken) {
        noteBrace(opens: false)
        index += 1
        guard let scope = state.scopes.popLast() else {
            partialReads.append(PartialRead(.unmatchedClosingBrace, line: line(token)))
            return
        }
        close(scope, atLine: line(token))
        if state.scopes.isEmpty {
            atMemberStart = true
            brackets.removeAll()
        }
    }

    mutating func close(_ scope: Scope, atLine closeLine: Int) {
        guard container >= 0 else { return }
        for method in scope.closes where method < types[container].functions.count {
            types[container].functions[method].endLine = closeLine
            types[container].functions[method].bodyCodeLines = FileOutline.codeLines(
                in: codeLinesThrough, between: types[container].functions[method].position.line, and: closeLine)
            let start = types[container].functions[method].bodyReferences.lowerBound
            types[container].functions[method].bodyReferences = start..<max(start, types[container].references.count)
        }
    }

    /// Pops the scopes deeper than `depth`, as if closed at `closeLine`.
    mutating func closeScopes(above depth: Int, atLine closeLine: Int) {
        while state.scopes.count > depth, let scope = state.scopes.popLast() { close(scope, atLine: closeLine) }
        brackets.removeAll()
    }

    // MARK: Preprocessor

    mutating func preprocessorDirective(_ token: ObjCToken) {
        clearPending()
        index += 1
        defer { atMemberStart = state.scopes.isEmpty }
        switch token.directive {
        case .if, .ifdef, .ifndef:
            conditionals.append(Conditional(atIf: conditionals.count < Self.maximumConditionalDepth ? state : nil))
        case .elif, .elifdef, .elifndef, .else:
            guard var conditional = conditionals.popLast() else { return }
            if let atIf = conditional.atIf {
                if let kept = conditional.afterFirstBranch {
                    conditional.afterFirstBranch = merged(state, into: kept, from: atIf)
                } else {
                    conditional.afterFirstBranch = state
                }
                state = atIf
            }
            conditionals.append(conditional)
        case .endif:
            if let conditional = conditionals.popLast(), let atIf = conditional.atIf, let kept = conditional.afterFirstBranch {
                state = merged(state, into: kept, from: atIf)
            }
        default:
            break
        }
        brackets.removeAll()
    }

    /// What a later branch left open closes with what the first branch left open at the same
    /// depth: its methods' braces, and its container's `@end`.
    func merged(_ branch: State, into kept: State, from atIf: State) -> State {
        var result = kept
        let depth = atIf.scopes.count
        for level in min(depth, branch.scopes.count)..<branch.scopes.count where level < result.scopes.count {
            result.scopes[level].closes += branch.scopes[level].closes
        }
        if branch.container >= 0 && branch.container != atIf.container {
            if result.container < 0 {
                result.container = branch.container
                result.inImplementation = branch.inImplementation
                result.alsoCloses = branch.alsoCloses
            } else if result.container != branch.container {
                result.alsoCloses += [branch.container] + branch.alsoCloses
            }
        }
        return result
    }

    /// The container the first branch of the innermost `#if` opened, when this later branch is
    /// opening one of the same name and part: the same declaration written twice, read once.
    func containerOfFirstBranch(named name: String, part: ObjCPart) -> Int? {
        guard let conditional = conditionals.last, let kept = conditional.afterFirstBranch,
              let atIf = conditional.atIf, kept.container >= 0, kept.container != atIf.container else { return nil }
        let type = types[kept.container]
        return type.name == name && type.objcPart == part ? kept.container : nil
    }
}
