import SwiftLexer

/// Reads type declarations, their members and the identifiers they use from a token stream,
/// in one pass. It is not a parser: it knows the shapes of declarations and skips the rest,
/// tracking braces so that every body ends where it should.
struct OutlineBuilder {
    /// What a `{` opened.
    enum ScopeKind { case type, function, other }

    struct Scope {
        var kind: ScopeKind
        /// The byte offset of the `{`, to name its line if it is never closed.
        var openOffset: Int
        /// The innermost enclosing type declaration, or -1 at file level.
        var type: Int
        /// The innermost enclosing member function of `type`, or -1.
        var function: Int
        /// The declaration that opened it, if any (`function` -1 for a type's body).
        var opened: (type: Int, function: Int)?
        /// Declarations opened in another branch of an `#if` at the same depth, which close with
        /// this brace too: an index into `mergedCloses`, or -1. An index, not an array, so that a
        /// scope holds no reference: reading and copying scopes retains nothing.
        var alsoCloses = -1
    }

    /// An open `#if`: every branch starts from the scopes it had, and after `#endif` the first
    /// branch's scopes stand, so braces balance without counting any branch twice.
    struct Conditional {
        /// Nil when nested too deep to restore.
        var scopesAtIf: [Scope]?
        var scopesAfterFirstBranch: [Scope]?
    }

    /// Deeper than this, `#if` branches are not restored (a guard against quadratic input).
    static let maximumConditionalDepth = 256

    let bytes: UnsafeBufferPointer<UInt8>
    /// Read in place: the builder lives inside the `Lexer.withCodeTokens` call that made it.
    let source: BorrowedCodeTokens
    /// The code tokens (no trivia), and whether a line break precedes each.
    let code: UnsafeBufferPointer<Token>
    let breakBefore: UnsafeBufferPointer<Bool>
    /// The same, for the lookahead questions (`CodeView`).
    let view: CodeView
    var index = 0

    /// The type declarations while the file is read, moved into `builtTypes` at the end of
    /// `build()`: an array grown by appending was copied when it grew and copied again to its
    /// size (`compact()`), with a retain and a release of every String in every declaration.
    var types = MoveList<TypeDeclaration>()
    private(set) var builtTypes: [TypeDeclaration] = []
    private(set) var builtSettingReferences: [SettingReference] = []
    /// The file's own variables, outside any type (`let defaults = UserDefaults(suiteName: …)!`).
    var globals: [Property] = []
    /// Whether statements run at the file's top level (`main.swift`, a script): its variables
    /// are then the script's locals, not globals.
    var hasTopLevelCode = false
    var names: NameTable
    /// Makes the texts of names (`SourceStrings`).
    let strings = SourceStrings()
    var codeLinesThrough: [UInt32]
    var scopes: [Scope] = [] {
        didSet {
            currentType = scopes.isEmpty ? -1 : scopes[scopes.count - 1].type
            inCodeBody = !scopes.isEmpty && scopes[scopes.count - 1].kind != .type
        }
    }
    /// Inside a function body, a closure or other braces, not directly in a type's body nor at
    /// file level: where only a type or an import can begin a declaration.
    private(set) var inCodeBody = false
    /// The innermost enclosing type declaration, or -1: kept as the scopes change, as every name
    /// in a type asks for it.
    private(set) var currentType = -1
    var conditionals: [Conditional] = []
    /// Lists of declarations that `#if` branches left open (`Scope.alsoCloses`); never changed once made.
    var mergedCloses: [[(type: Int, function: Int)]] = []
    var pending = PendingModifiers()
    /// `vclint:` comments, in file order.
    var directives: [SuppressionDirective] = []
    var partialReads: [PartialRead] = []
    /// The 0-based line `lineIndex` found last.
    var lineCursor = 0
    /// Each type's references in file order, one plain list per type (no uniqueness check per
    /// append), copied out at their size and freed at the end of `build()`. A list's count is
    /// what the type's `references.count` will be.
    var typeReferences = PlainList<PlainList<Reference>>()
    /// Each type's functions and properties, moved into its declaration at the end of `build()`.
    var typeFunctions = PlainList<MoveList<Function>>()
    var typeProperties = PlainList<MoveList<Property>>()
    /// The references that may set a member, in the order they were read (`SettingReference`).
    var settingReferences = PlainList<SettingReference>()
    /// Reused by `joined` to write type texts.
    var typeTextBuffer: [UInt8] = []
    /// Reused by `parameters` to gather the labels' tokens; freed at the end of `build()`.
    var labelTokens = PlainList<Int>()

    /// Comments shorter than this cannot hold a `vclint:` directive (`//vclint:` is 9 bytes).
    static let minimumDirectiveLength = 9

    /// `source` comes from `Lexer.tokenizeCode`, which found the code tokens, the line breaks
    /// between them and the lines holding code in the pass that lexed the file.
    init(bytes: UnsafeBufferPointer<UInt8>, source: BorrowedCodeTokens, nameSlots: NameSlots = NameSlots()) {
        self.bytes = bytes
        self.source = source
        names = NameTable(expectedCount: source.tokens.count / 8, reusing: nameSlots)
        code = source.tokens
        breakBefore = source.breakBefore
        view = CodeView(code: source.tokens, breakBefore: source.breakBefore, bytes: bytes)
        codeLinesThrough = source.codeLinesThrough
        // Braces nest a few deep: one allocation instead of one per doubling.
        scopes.reserveCapacity(16)
        for comment in source.comments { readDirective(comment) }
    }

    private mutating func readDirective(_ token: Token) {
        // Most comments are prose: look past the delimiters for a `v` before copying anything.
        var first = token.offset + SuppressionDirective.openerLength(bytes[token.offset..<token.end])
        while first < token.end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
        guard first < token.end, bytes[first] == 0x76 else { return }
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

    func token(_ at: Int) -> Token? { at < code.count ? code[at] : nil }

    /// A keyword's text is its spelling, a constant: no String is built for `private` or `init`.
    @inline(__always)
    func text(_ token: Token) -> String { Self.text(token, bytes, strings) }

    static func text(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>, _ strings: SourceStrings) -> String {
        if token.keyword != .none { return token.keyword.spelling }
        return strings.string(bytes, start: token.offset, length: Int(token.length))
    }

    func firstByte(_ token: Token) -> UInt8 { bytes[token.offset] }

    /// Where a token is. Mutating: it moves `lineCursor`.
    mutating func position(_ token: Token) -> SourcePosition {
        let line = lineIndex(of: token.offset)
        return SourcePosition(line: line + 1, column: token.offset - Int(source.lines.lineStarts[line]) + 1)
    }

    /// The 1-based line of a token.
    mutating func line(_ token: Token) -> Int { lineIndex(of: token.offset) + 1 }

    /// The 0-based index of the line holding `offset`. Declarations are read in file order, so
    /// their line is at or a few lines past the last one found (`lineCursor`): stepping there
    /// costs less than a binary search, which stays the way back and the way far ahead.
    mutating func lineIndex(of offset: Int) -> Int {
        let found = source.lines.lineStarts.withUnsafeBufferPointer { starts -> Int in
            var line = lineCursor
            guard line < starts.count, Int(starts[line]) <= offset else { return source.lines.line(of: offset) - 1 }
            var steps = 0
            while line + 1 < starts.count && Int(starts[line + 1]) <= offset {
                line += 1
                steps += 1
                if steps == 32 { return source.lines.line(of: offset) - 1 }
            }
            return line
        }
        lineCursor = found
        return found
    }

    var currentFunction: Int { scopes.isEmpty ? -1 : scopes[scopes.count - 1].function }
    var inTypeBody: Bool { !scopes.isEmpty && scopes[scopes.count - 1].kind == .type }
    var atFileLevel: Bool { scopes.isEmpty }

    /// Moves past the current token, recording it as a reference when it is a name in a type.
    /// Inlined: called for every code token, and most are not names.
    @inline(__always)
    mutating func advance() {
        let token = code[index]
        if token.kind == .identifier || Self.isDefaultMember(at: index, code) { recordReference(token) }
        index += 1
    }

    /// `self`, `super`, or a weakly captured `self` unwrapped on the spot (`self?`, `self!`).
    private func isOwnReceiver(endingAt last: Int) -> Bool {
        guard last >= 0 else { return false }
        let token = code[last]
        if token.keyword == .`self` || token.keyword == .`super` { return true }
        guard token.kind == .operator, token.length == 1, last > 0, code[last - 1].keyword == .`self` else { return false }
        let byte = bytes[Int(token.offset)]
        return byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
    }

    /// Records the name at `index` in the innermost type, if there is one.
    mutating func recordReference(_ token: Token) {
        let type = currentType
        guard type >= 0 else { return }
        let (name, hash) = names.internHashed(bytes, start: token.offset, length: Int(token.length))
        // `referenceFlags`, written out here: called, it cost a tenth of recording a name.
        let at = index
        var flags: UInt32 = 0
        var previousKeyword = Keyword.none
        if at > 0 {
            let previous = code[at - 1]
            previousKeyword = previous.keyword
            if previous.kind == .period {
                flags = Reference.qualifierFlags(isOwnReceiver(endingAt: at - 2) ? .ownMember : .otherMember)
            }
        }
        if at + 1 < code.count {
            let next = code[at + 1]
            switch next.kind {
            case .period:
                if at + 2 < code.count && (code[at + 2].kind == .identifier || code[at + 2].keyword == .`default`) {
                    flags |= Reference.hasMemberFlag
                }
            case .leftParen:
                if !breakBefore[at + 1] && !Self.isSelectorName(at: at, code: code, bytes: bytes) { flags |= Reference.isCalledFlag }
            case .operator:
                flags |= Self.operatorFlags(at: at, after: previousKeyword, code: code, breakBefore: breakBefore, bytes: bytes)
            default:
                break
            }
        }
        if flags & (Reference.isAssignedFlag | Reference.isCalledFlag) != 0 { noteSetting(token, flags: flags, type: type, hash: hash) }
        typeReferences[type].append(Reference(name: name, offset: token.start, flags: flags))
        // A containment call is a call: the flag says so before the name's length is looked at.
        if flags & Reference.isCalledFlag != 0, Self.mayBeContainmentName(token), let kind = Self.containmentKind(token, bytes) {
            recordContainmentCall(kind, at: index, type: type)
        }
    }

    /// `#selector(name(_:))`, `#selector(self.name(_:))`: a method named for someone else to call,
    /// not called here, though parentheses follow it.
    static func isSelectorName(at: Int, code: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var open = at - 1
        if open >= 2 && code[open].kind == .period { open -= 2 }
        guard open >= 1, code[open].kind == .leftParen else { return false }
        let pound = code[open - 1]
        guard pound.kind == .poundKeyword, pound.length == 9 else { return false }
        return selectorKeyword.elementsEqual(UnsafeBufferPointer(rebasing: bytes[pound.offset..<pound.end]))
    }

    static let selectorKeyword = Array("#selector".utf8)

    /// Lists the reference about to be recorded when it may set a member: an assignment, or a
    /// `set…` name called on a receiver (`SettingReference`).
    /// `hash`: the name's, from interning it.
    mutating func noteSetting(_ token: Token, flags: UInt32, type: Int, hash: Int) {
        let name = UnsafeBufferPointer(rebasing: bytes[token.offset..<token.end])
        let isSetterCall = flags & Reference.isCalledFlag != 0 && flags & Reference.qualifierMask != 0
            && SettingReference.beginsWithSet(name)
        guard flags & Reference.isAssignedFlag != 0 || isSetterCall else { return }
        settingReferences.append(SettingReference(type: UInt32(type), reference: UInt32(typeReferences[type].count),
                                                  nameKey: NameKey(name, hash: hash)))
    }

    /// `default` after a `.` is a member name (`FileManager.default`), not the keyword.
    /// Inlined: `advance()` asks it of every token that is not an identifier.
    @inline(__always)
    static func isDefaultMember(at index: Int, _ code: UnsafeBufferPointer<Token>) -> Bool {
        code[index].keyword == .`default` && index > 0 && code[index - 1].kind == .period
    }

    /// The flags an operator after the name at `at` gives it: an assignment (not of a `let` or
    /// `var` being declared) or, after generic arguments, a call.
    static func operatorFlags(at: Int, after previousKeyword: Keyword, code: UnsafeBufferPointer<Token>,
                              breakBefore: UnsafeBufferPointer<Bool>, bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var flags: UInt32 = 0
        let declaresName = previousKeyword == .let || previousKeyword == .var
        if isAssignment(code[at + 1], bytes) && !declaresName { flags |= Reference.isAssignedFlag }
        if isCall(after: at, code: code, breakBefore: breakBefore, bytes: bytes) { flags |= Reference.isCalledFlag }
        return flags
    }

    /// `=` and compound assignments (`+=`, `<<=`); not comparisons (`==`, `<=`, `!==`).
    @inline(__always)
    static func isAssignment(_ token: Token?, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let token, token.kind == .operator, bytes[token.end - 1] == 0x3D else { return false }
        if token.length == 1 { return true }
        let first = bytes[token.offset]
        let second = bytes[token.offset + 1]
        if token.length == 2 { return !(first == 0x3D || first == 0x21 || first == 0x3C || first == 0x3E) }
        return !(token.length == 3 && second == 0x3D && (first == 0x3D || first == 0x21))
    }

    /// Whether `(` follows the name at `at`, directly or after a short generic argument list.
    @inline(__always)
    static func isCall(after at: Int, code: UnsafeBufferPointer<Token>, breakBefore: UnsafeBufferPointer<Bool>,
                       bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard at + 1 < code.count else { return false }
        let next = code[at + 1]
        if next.kind == .leftParen { return !breakBefore[at + 1] }
        // Generic arguments touch the name (`Box<T>(`); `a < b` is a comparison.
        guard next.kind == .operator, next.length == 1, bytes[next.offset] == 0x3C, next.offset == code[at].end else { return false }
        return isCallAfterGenericArguments(at: at, code: code, bytes: bytes)
    }

    /// After `name<`: whether the angle brackets close, within a few tokens, right before `(`.
    static func isCallAfterGenericArguments(at: Int, code: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var depth = 0
        for later in (at + 1)..<min(code.count, at + 24) {
            let token = code[later]
            if token.kind == .operator { depth += angleChange(token, bytes) }
            if depth <= 0 { return later + 1 < code.count && code[later + 1].kind == .leftParen }
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { return false }
        }
        return false
    }

    // MARK: The main loop

    mutating func build() {
        while index < code.count {
            // Punctuation, operators and literals begin no declaration and name nothing:
            // passed here without a call to `step` (about a third of the code tokens).
            let token = code[index]
            if Self.isInert(token.kind) {
                pending.clear()
                index += 1
                continue
            }
            // A plain name, about half of the rest: never a declaration nor a modifier.
            if token.kind == .identifier && token.keyword == .none {
                if atFileLevel && !hasTopLevelCode { noteTopLevelStatement() }
                pending.clear()
                recordReference(token)
                index += 1
                continue
            }
            // In code, a word begins nothing unless it may begin a type or an import
            // (`declarationOrName` would say the same, after more questions).
            if inCodeBody && (token.kind == .keyword || token.kind == .identifier)
                && !Self.mayBeginDeclarationInCode(token.keyword) {
                pending.clear()
                if token.kind == .identifier { recordReference(token) }
                index += 1
                continue
            }
            step()
        }
        if let outermost = scopes.first {
            partialReads.append(PartialRead(.bracesOpenAtEnd, line: source.lines.line(of: outermost.openOffset)))
        }
        while !scopes.isEmpty { closeScope(at: nil) }
        if partialReads.count > 1 { partialReads.sort { $0.line < $1.line } }
        handOutMembers()
        labelTokens.free()
    }

    /// Gives each type its references (copied out of its list), functions and properties (moved
    /// out of theirs), each array at its size, and frees the lists.
    mutating func handOutMembers() {
        for type in 0..<typeReferences.count {
            var references = typeReferences[type]
            if !references.isEmpty {
                var copied = [Reference].reserved(references.count)
                copied.append(contentsOf: references.buffer)
                types[type].references = copied
            }
            references.free()
            var functions = typeFunctions[type]
            types[type].functions = functions.moveOut()
            var properties = typeProperties[type]
            types[type].properties = properties.moveOut()
        }
        typeReferences.free()
        builtSettingReferences = SettingReference.inTypeOrder(settingReferences.buffer)
        settingReferences.free()
        typeFunctions.free()
        typeProperties.free()
        builtTypes = types.moveOut()
    }

    /// Words that `declarationOrName` may read as more than a name inside code: a type's or an
    /// import's keyword, and `default`, which is a member's name after a `.`.
    @inline(__always)
    static func mayBeginDeclarationInCode(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .class, .struct, .enum, .protocol, .actor, .extension, .import, .`default`: true
        default: false
        }
    }

    /// Kinds that `step` only moves past.
    @inline(__always)
    static func isInert(_ kind: TokenKind) -> Bool {
        switch kind {
        case .poundKeyword, .attribute, .leftBrace, .rightBrace, .keyword, .identifier: false
        default: true
        }
    }

    mutating func step() {
        let token = code[index]
        switch token.kind {
        case .poundKeyword:
            pending.clear()
            conditionalDirective(token)
        case .attribute:
            if pending.firstLine == nil { pending.firstLine = line(token) }
            // The name after `@`, sliced from the bytes when it starts in ASCII (then `@` is a Character of its own).
            pending.attributes.append(bytes[token.offset + 1] < 0x80
                ? strings.string(bytes, start: token.offset + 1, length: Int(token.length) - 1)
                : String(text(token).dropFirst()))
            advance()
            if token.length == 5, let name = objcRenaming(at: index) { pending.objcName = name }
            skipParenthesized()
        case .leftBrace:
            pending.clear()
            advance()
            openScope(.other)
        case .rightBrace:
            pending.clear()
            advance()
            closeScope(at: token)
        case .identifier where token.keyword == .none:
            // A plain name never begins a declaration nor is a modifier (`declarationOrName`).
            pending.clear()
            advance()
        case .keyword, .identifier:
            declarationOrName(token)
        default:
            pending.clear()
            advance()
        }
    }

    mutating func declarationOrName(_ token: Token) {
        let allowsMembers = inTypeBody || atFileLevel
        if atFileLevel && !hasTopLevelCode { noteTopLevelStatement() }
        switch token.keyword {
        case .import:
            if index == 0 || code[index - 1].kind != .period {  // not `L10n.import`
                importDeclaration()
                return
            }
        case .class, .struct, .enum, .protocol, .actor, .extension:
            if let kind = view.typeKeyword(at: index), allowsMembers || kind != .extension {
                typeDeclaration(kind)
                return
            }
            if token.keyword == .class && allowsMembers {  // `class func`, `class var`
                pending.isStatic = true
                advance()
                return
            }
        case .var, .let:
            if inTypeBody || atFileLevel {
                property()
                return
            }
        case .func:
            if inTypeBody {
                function(.function)
                return
            }
        case .`init`:
            if inTypeBody && view.isInitializerHeader(at: index) {
                function(.initializer)
                return
            }
        case .deinit:
            if inTypeBody {
                function(.deinitializer)
                return
            }
        case .subscript:
            if inTypeBody {
                function(.subscript)
                return
            }
        default:
            if allowsMembers && modifier(token) { return }
        }
        pending.clear()
        advance()
    }

    /// A line at the file's top level that starts with a call, a member or an assignment
    /// (`print(…)`, `app.run()`, `x = 1`), or with a statement keyword, runs code there.
    mutating func noteTopLevelStatement() {
        guard breakBefore[index] || index == 0 else { return }
        let token = code[index]
        if token.kind == .keyword {
            switch token.keyword {
            case .if, .for, .while, .guard, .do, .switch, .repeat, .defer: hasTopLevelCode = true
            default: break
            }
            return
        }
        guard let next = self.token(index + 1) else { return }
        if next.kind == .leftParen || next.kind == .period || view.isOperator(next, 0x3D) { hasTopLevelCode = true }
    }

    // MARK: Scopes

    mutating func openScope(_ kind: ScopeKind, type: Int? = nil, function: Int? = nil) {
        let opened: (type: Int, function: Int)? = switch kind {
        case .type: (type!, -1)
        case .function: (type!, function!)
        case .other: nil
        }
        scopes.append(Scope(kind: kind, openOffset: code[index - 1].offset, type: type ?? currentType,
                            function: function ?? (kind == .type ? -1 : currentFunction), opened: opened))
    }

    /// Pops the innermost scope at a `}` (or at the end of the file, with no token).
    mutating func closeScope(at brace: Token?) {
        guard let scope = scopes.popLast() else {
            if let brace { partialReads.append(PartialRead(.unmatchedClosingBrace, line: line(brace))) }
            return
        }
        guard let opened = scope.opened else {
            if scope.alsoCloses >= 0 { close(mergedCloses[scope.alsoCloses], at: brace) }
            return
        }
        close(CollectionOfOne(opened), at: brace)
        if scope.alsoCloses >= 0 { close(mergedCloses[scope.alsoCloses], at: brace) }
    }

    /// Ends the declarations a scope closes, at its `}` (or at the end of the file).
    private mutating func close<Declarations: Sequence<(type: Int, function: Int)>>(_ declarations: Declarations, at brace: Token?) {
        let closeLine = if let brace { line(brace) } else { source.lines.lineCount }
        for (type, function) in declarations {
            if function >= 0 {
                typeFunctions[type][function].endLine = closeLine
                typeFunctions[type][function].bodyCodeLines = FileOutline.codeLines(
                    in: codeLinesThrough, between: typeFunctions[type][function].position.line, and: closeLine)
                let start = typeFunctions[type][function].bodyReferences.lowerBound
                typeFunctions[type][function].bodyReferences = start..<max(start, typeReferences[type].count)
            } else if types[type].closeBraceLine == nil {
                types[type].closeBraceLine = closeLine
                if let open = types[type].openBraceLine {
                    // At the end of the file there is no closing line to exclude.
                    let last = brace == nil ? closeLine + 1 : closeLine
                    types[type].codeLines = FileOutline.codeLines(in: codeLinesThrough, between: open, and: last)
                }
            }
        }
    }

    // MARK: Conditional compilation

    mutating func conditionalDirective(_ token: Token) {
        switch token.keyword {
        case .poundIf:
            conditionals.append(Conditional(scopesAtIf: scopes.count <= Self.maximumConditionalDepth ? scopes : nil))
            advance()
            skipRestOfLine()
        case .poundElseif, .poundElse:
            if var conditional = conditionals.popLast() {
                if let atIf = conditional.scopesAtIf {
                    if let kept = conditional.scopesAfterFirstBranch {
                        conditional.scopesAfterFirstBranch = merging(scopes, into: kept, above: atIf.count)
                    } else {
                        conditional.scopesAfterFirstBranch = scopes
                    }
                    scopes = atIf
                }
                conditionals.append(conditional)
            }
            advance()
            if token.keyword == .poundElseif { skipRestOfLine() }
        case .poundEndif:
            if let conditional = conditionals.popLast(), let atIf = conditional.scopesAtIf,
               let kept = conditional.scopesAfterFirstBranch {
                scopes = merging(scopes, into: kept, above: atIf.count)
            }
            advance()
        default:
            advance()  // #selector, #available, macros: ordinary code
        }
    }

    /// Declarations that a later branch opened and left open close with the first branch's
    /// scope at the same depth.
    mutating func merging(_ branch: [Scope], into kept: [Scope], above depth: Int) -> [Scope] {
        var result = kept
        for level in min(depth, branch.count)..<branch.count where level < result.count {
            let added = closes(of: branch[level])
            guard !added.isEmpty else { continue }
            let existing = result[level].alsoCloses >= 0 ? mergedCloses[result[level].alsoCloses] : []
            mergedCloses.append(existing + added)
            result[level].alsoCloses = mergedCloses.count - 1
        }
        return result
    }

    /// Everything that closes with a scope's brace, in order.
    func closes(of scope: Scope) -> [(type: Int, function: Int)] {
        (scope.opened.map { [$0] } ?? []) + (scope.alsoCloses >= 0 ? mergedCloses[scope.alsoCloses] : [])
    }

    mutating func skipRestOfLine() {
        while let next = token(index), !breakBefore[index] {
            _ = next
            advance()
        }
    }

    /// `Name` when the tokens at `at` are `(Name)` after `@objc`; not a selector (`@objc(load:)`).
    func objcRenaming(at: Int) -> String? {
        guard text(code[at - 1]) == "@objc", token(at)?.kind == .leftParen,
              let name = token(at + 1), name.kind == .identifier, token(at + 2)?.kind == .rightParen else { return nil }
        return text(name)
    }

    /// Skips `( … )` at the current token, if there is one, closures in it included
    /// (`@Option(transform: { … })`). An unclosed `(` ends at a `}` it did not open or at a line
    /// that begins a declaration.
    mutating func skipParenthesized() {
        guard let open = token(index), open.kind == .leftParen else { return }
        var depth = 0
        var braces = 0
        while let next = token(index) {
            switch next.kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .leftBrace: braces += 1
            case .rightBrace:
                if braces == 0 { return }
                braces -= 1
            default:
                if braces == 0 && view.beginsDeclarationLine(at: index) { return }
            }
            advance()
            if depth == 0 { return }
        }
    }
}
