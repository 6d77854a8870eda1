/// Objective-C, C and C++ source bytes in, tokens out (`.h`, `.m`, `.mm`). Total and lossless:
/// it never fails, and the tokens it returns tile the input exactly, whatever the input is.
/// See `ObjCTokenKind` for the shapes of preprocessor lines and `@` literals.
public enum ObjCLexer {
    public static func tokenize(_ bytes: [UInt8]) -> ObjCTokenizedSource {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> ObjCTokenizedSource {
        guard bytes.count < Int(UInt32.max) else {
            return ObjCTokenizedSource(
                tokens: [], lines: LineTable(lineStarts: [0]),
                diagnostics: [ObjCLexerDiagnostic(offset: 0, problem: .fileTooLarge)])
        }
        var scanner = ObjCScanner(bytes)
        scanner.run()
        return ObjCTokenizedSource(
            tokens: scanner.tokens, lines: LineTable(lineStarts: scanner.lineStarts),
            diagnostics: scanner.diagnostics)
    }
}

/// The state of one tokenization: a single pass over the bytes. The only mode is "inside a
/// preprocessor line", which lasts until a line break that no `\` escapes.
struct ObjCScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    let classes = ObjCByteClass.table
    // Held here so the hot loops do not pay a lazy-global check per name.
    let keywords = SpellingTable.keywords
    let atKeywords = SpellingTable.atKeywords
    let directives = SpellingTable.directives
    var pos = 0
    var tokens: [ObjCToken] = []
    var lineStarts: [UInt32] = [0]
    var diagnostics: [ObjCLexerDiagnostic] = []
    /// No code token yet on this line: a `#` here starts a directive.
    var atLineStart = true
    /// Inside a preprocessor line, after its `.preprocessorDirective` token.
    var inDirective = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.count = bytes.count
        tokens.reserveCapacity(bytes.count / 4 + 16)
        lineStarts.reserveCapacity(bytes.count / 32 + 16)
    }

    /// The byte at `index`, or 0 past the end.
    @inline(__always) func peek(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }

    @inline(__always) func has(_ flag: UInt8, _ index: Int) -> Bool {
        index < count && classes[Int(bytes[index])] & flag != 0
    }

    @inline(__always) func isNewline(_ byte: UInt8) -> Bool {
        byte == ASCII.lineFeed || byte == ASCII.carriageReturn
    }

    @inline(__always)
    mutating func emit(_ kind: ObjCTokenKind, from start: Int, keyword: ObjCKeyword = .none,
                       atKeyword: ObjCAtKeyword = .none, directive: ObjCPreprocessorDirective = .none) {
        tokens.append(ObjCToken(kind: kind, keyword: keyword, atKeyword: atKeyword, directive: directive,
                                start: UInt32(truncatingIfNeeded: start),
                                length: UInt32(truncatingIfNeeded: pos &- start)))
        if !kind.isTrivia { atLineStart = false }
    }

    @inline(__always) mutating func single(_ kind: ObjCTokenKind) {
        pos &+= 1
        emit(kind, from: pos &- 1)
    }

    mutating func diagnose(_ problem: ObjCLexerDiagnostic.Problem, at offset: Int) {
        diagnostics.append(ObjCLexerDiagnostic(offset: offset, problem: problem))
    }

    /// Consumes the line break at `pos` (CR LF counts as one) and records the next line start.
    @inline(__always) mutating func consumeNewline() {
        if bytes[pos] == ASCII.carriageReturn && peek(pos &+ 1) == ASCII.lineFeed { pos &+= 2 } else { pos &+= 1 }
        lineStarts.append(UInt32(truncatingIfNeeded: pos))
    }

    /// Where the line break of a `\` line splice at `index` starts (`\`, optional spaces, then a
    /// line break), or nil when the `\` splices nothing.
    @inline(__always) func continuationBreak(at index: Int) -> Int? {
        var end = index &+ 1
        while has(ObjCByteClass.horizontalSpace, end) { end &+= 1 }
        return end < count && isNewline(bytes[end]) ? end : nil
    }

    mutating func run() {
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            pos = 3
            emit(.byteOrderMark, from: 0)
        }
        while pos < count {
            if inDirective {
                lexDirectiveToken()
            } else {
                lexCodeToken()
            }
        }
    }

    mutating func lexCodeToken() {
        let start = pos
        let byte = bytes[pos]
        let flags = classes[Int(byte)]
        if flags & ObjCByteClass.identifierStart != 0 {
            if (byte == ASCII.capitalL || byte == ASCII.lowercaseU || byte == ASCII.capitalU || byte == ASCII.capitalR)
                && lexPrefixedLiteral() {
                return
            }
            lexIdentifier()
            return
        }
        if flags & ObjCByteClass.horizontalSpace != 0 {
            pos &+= 1
            while has(ObjCByteClass.horizontalSpace, pos) { pos &+= 1 }
            emit(.whitespace, from: start)
            return
        }
        if flags & ObjCByteClass.decimalDigit != 0 {
            lexNumber()
            return
        }
        switch byte {
        case ASCII.lineFeed, ASCII.carriageReturn:
            consumeNewline()
            emit(.newline, from: start)
            atLineStart = true
        case ASCII.slash:
            let next = peek(pos &+ 1)
            if next == ASCII.slash {
                lexLineComment()
            } else if next == ASCII.star {
                lexBlockComment()
            } else {
                punctuator(next == ASCII.equal ? 2 : 1)
            }
        case ASCII.quote:
            lexQuoted(from: start, quoteAt: pos)
        case ASCII.apostrophe:
            lexQuoted(from: start, quoteAt: pos)
        case ASCII.pound:
            if atLineStart {
                lexDirectiveName()
            } else {
                // `#` and `##` only mean something inside a `#define`.
                pos &+= peek(pos &+ 1) == ASCII.pound ? 2 : 1
                diagnose(.strayPound, at: start)
                emit(.unknown, from: start)
            }
        case ASCII.at:
            lexAt()
        case ASCII.leftParen: single(.leftParen)
        case ASCII.rightParen: single(.rightParen)
        case ASCII.leftBrace: single(.leftBrace)
        case ASCII.rightBrace: single(.rightBrace)
        case ASCII.leftBracket: single(.leftBracket)
        case ASCII.rightBracket: single(.rightBracket)
        case ASCII.comma: single(.comma)
        case ASCII.semicolon: single(.semicolon)
        case ASCII.backslash:
            if let lineBreak = continuationBreak(at: pos) {
                pos = lineBreak
                consumeNewline()
                emit(.lineContinuation, from: start)
            } else {
                pos &+= 1
                diagnose(.strayBackslash, at: start)
                emit(.unknown, from: start)
            }
        default:
            if byte >= 0x80 {
                lexNonASCII()
            } else if !lexPunctuator(byte) {
                pos &+= 1
                diagnose(.unexpectedByte(byte), at: start)
                emit(.unknown, from: start)
            }
        }
    }

    /// A name, or a keyword. Non-ASCII letters are taken whole when they are valid UTF-8.
    mutating func lexIdentifier() {
        let start = pos
        pos &+= 1
        skipIdentifierContinue()
        let length = pos &- start
        let raw = keywords.lookup(bytes, start: start, length: length)
        if raw == 0 {
            emit(.identifier, from: start)
        } else {
            let keyword = ObjCKeyword(rawValue: raw) ?? .none
            emit(keyword.isReserved ? .keyword : .identifier, from: start, keyword: keyword)
        }
    }

    @inline(__always) mutating func skipIdentifierContinue() {
        while true {
            while has(ObjCByteClass.identifierContinue, pos) { pos &+= 1 }
            guard pos < count && bytes[pos] >= 0x80 else { return }
            let length = utf8SequenceLength(at: pos)
            if length == 0 { return }
            pos &+= length
        }
    }

    /// A byte >= 0x80 outside literals and comments: a name when it starts valid UTF-8.
    mutating func lexNonASCII() {
        let start = pos
        let length = utf8SequenceLength(at: pos)
        if length > 0 {
            pos &+= length
            skipIdentifierContinue()
            emit(.identifier, from: start)
        } else {
            pos &+= 1
            diagnose(.invalidUTF8, at: start)
            emit(.unknown, from: start)
        }
    }

    /// The length of the valid UTF-8 sequence that starts at `index`, or 0 (no overlong forms,
    /// no surrogates, nothing past U+10FFFF).
    func utf8SequenceLength(at index: Int) -> Int {
        let lead = bytes[index]
        @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            let byte = peek(index &+ offset)
            return byte >= low && byte <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }

    /// `@interface`, `@YES`, `@other`: one `.atKeyword`. Any other `@` stands alone.
    mutating func lexAt() {
        let start = pos
        pos &+= 1
        guard has(ObjCByteClass.identifierStart, pos) else {
            emit(.at, from: start)
            return
        }
        let nameStart = pos
        while has(ObjCByteClass.identifierContinue, pos) { pos &+= 1 }
        let raw = atKeywords.lookup(bytes, start: nameStart, length: pos &- nameStart)
        emit(.atKeyword, from: start, atKeyword: raw == 0 ? .other : ObjCAtKeyword(rawValue: raw) ?? .other)
    }

    /// `//` to the end of the line; a `\` before the line break carries the comment onto the
    /// next line, as in C.
    mutating func lexLineComment() {
        let start = pos
        let third = peek(pos &+ 2)
        let isDoc = (third == ASCII.slash && peek(pos &+ 3) != ASCII.slash) || third == ASCII.bang
        pos &+= 2
        while true {
            while pos < count && !isNewline(bytes[pos]) { pos &+= 1 }
            guard pos < count, endsWithBackslash(before: pos, notBefore: start &+ 2) else { break }
            consumeNewline()
        }
        emit(isDoc ? .docLineComment : .lineComment, from: start)
    }

    /// True when the last byte before `index` that is not a space or tab is a `\` at or after
    /// `lowest`.
    private func endsWithBackslash(before index: Int, notBefore lowest: Int) -> Bool {
        var at = index &- 1
        while at >= lowest && (bytes[at] == ASCII.space || bytes[at] == ASCII.tab) { at &-= 1 }
        return at >= lowest && bytes[at] == ASCII.backslash
    }

    /// `/* … */`; C block comments do not nest.
    mutating func lexBlockComment() {
        let start = pos
        let third = peek(pos &+ 2)
        let isDoc = (third == ASCII.star && peek(pos &+ 3) != ASCII.star && peek(pos &+ 3) != ASCII.slash)
            || third == ASCII.bang
        pos &+= 2
        var closed = false
        while pos < count {
            if classes[Int(bytes[pos])] & ObjCByteClass.commentSpecial == 0 {
                pos &+= 1
                continue
            }
            let byte = bytes[pos]
            if byte == ASCII.star {
                pos &+= 1
                if peek(pos) == ASCII.slash {
                    pos &+= 1
                    closed = true
                    break
                }
            } else {
                consumeNewline()
            }
        }
        if !closed { diagnose(.unterminatedBlockComment, at: start) }
        emit(isDoc ? .docBlockComment : .blockComment, from: start)
    }

    /// C and C++ punctuators, longest first. Returns false when `byte` starts none.
    mutating func lexPunctuator(_ byte: UInt8) -> Bool {
        let next = peek(pos &+ 1)
        switch byte {
        case ASCII.minus:
            if next == ASCII.greaterThan {
                punctuator(peek(pos &+ 2) == ASCII.star ? 3 : 2)  // `->*`, `->`
            } else if next == ASCII.minus || next == ASCII.equal {
                punctuator(2)
            } else {
                single(.minus)
            }
        case ASCII.plus:
            if next == ASCII.plus || next == ASCII.equal { punctuator(2) } else { single(.plus) }
        case ASCII.star:
            if next == ASCII.equal { punctuator(2) } else { single(.star) }
        case ASCII.caret:
            if next == ASCII.equal { punctuator(2) } else { single(.caret) }
        case ASCII.equal:
            if next == ASCII.equal { punctuator(2) } else { single(.equal) }
        case ASCII.question:
            single(.question)
        case ASCII.colon:
            if next == ASCII.colon { punctuator(2) } else { single(.colon) }
        case ASCII.lessThan:
            if next == ASCII.lessThan {
                punctuator(peek(pos &+ 2) == ASCII.equal ? 3 : 2)  // `<<=`, `<<`
            } else if next == ASCII.equal {
                punctuator(peek(pos &+ 2) == ASCII.greaterThan ? 3 : 2)  // `<=>`, `<=`
            } else {
                single(.less)
            }
        case ASCII.greaterThan:
            if next == ASCII.greaterThan {
                punctuator(peek(pos &+ 2) == ASCII.equal ? 3 : 2)  // `>>=`, `>>`
            } else if next == ASCII.equal {
                punctuator(2)
            } else {
                single(.greater)
            }
        case ASCII.ampersand:
            punctuator(next == ASCII.ampersand || next == ASCII.equal ? 2 : 1)
        case ASCII.bar:
            punctuator(next == ASCII.bar || next == ASCII.equal ? 2 : 1)
        case ASCII.bang, ASCII.percent:
            punctuator(next == ASCII.equal ? 2 : 1)
        case ASCII.tilde:
            punctuator(1)
        case ASCII.period:
            if has(ObjCByteClass.decimalDigit, pos &+ 1) {
                lexNumber()
            } else if next == ASCII.period && peek(pos &+ 2) == ASCII.period {
                punctuator(3)
            } else if next == ASCII.star {
                punctuator(2)  // C++ `.*`
            } else {
                single(.period)
            }
        default:
            return false
        }
        return true
    }

    /// An `.operator` of `length` bytes at `pos`.
    @inline(__always) mutating func punctuator(_ length: Int) {
        let start = pos
        pos &+= length
        emit(.operator, from: start)
    }
}
