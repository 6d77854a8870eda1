/// Swift source bytes in, tokens out. Total and lossless: it never fails, and the tokens it
/// returns tile the input exactly, whatever the input is.
public enum Lexer {
    public static func tokenize(_ bytes: [UInt8]) -> TokenizedSource {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> TokenizedSource {
        guard bytes.count < Int(UInt32.max) else {
            return TokenizedSource(
                tokens: [], lines: LineTable(lineStarts: [0]),
                diagnostics: [LexerDiagnostic(offset: 0, problem: .fileTooLarge)])
        }
        var lineStarts: [UInt32] = []
        var diagnostics: [LexerDiagnostic] = []
        // Every token holds at least one byte, so a file has at most `bytes.count` of them: the
        // scanner stores each one straight into the array's storage, where `append` would check
        // uniqueness and capacity for every token of the tree.
        let tokens = [Token](unsafeUninitializedCapacity: max(bytes.count, 1)) { storage, count in
            LineStartBuffer.withRoom(forBytes: bytes.count) { lineStartBuffer in
                LineBreakPadding.withLineBreakAtEnd(bytes) { input in
                    var scanner = Scanner<AllTokens>(input, count: bytes.count, tokens: storage,
                                                     lineStarts: lineStartBuffer)
                    scanner.run()
                    count = scanner.tokenCount
                    lineStarts = scanner.lineStarts.array
                    diagnostics = scanner.diagnostics
                }
            }
        }
        return TokenizedSource(tokens: tokens, lines: LineTable(lineStarts: lineStarts), diagnostics: diagnostics)
    }
}

/// What a scan keeps: every token (`tokenize`) or the code tokens alone (`tokenizeCode`). A type
/// parameter, not a stored flag, so that each mode's scanner is compiled without the other's branches.
protocol ScanMode {
    static var keepsTrivia: Bool { get }
}

enum AllTokens: ScanMode {
    static var keepsTrivia: Bool { true }
}

/// Trivia is noted in `codeView`, not stored.
enum CodeOnly: ScanMode {
    static var keepsTrivia: Bool { false }
}

/// The state of one tokenization. Strings and interpolations nest on an explicit stack of
/// frames; everything else is a single pass over the bytes.
struct Scanner<Mode: ScanMode> {
    /// An open string literal, or an open `\(` inside one.
    struct Frame {
        var isString: Bool
        /// The number of `#`s of a raw string.
        var hashes: Int
        var isMultiline: Bool
        /// Unclosed `(` inside an interpolation.
        var parenDepth: Int
        /// Where the string began, for diagnostics.
        var start: Int
    }

    /// The input, with a line break at `count - 1` or at `count` (`withLineBreakAtEnd`).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The length of the input.
    let count: Int
    let classes = ByteClass.table
    let keywords = KeywordTable.shared
    var pos = 0
    /// Room for `bytes.count` tokens; `tokenCount` are written.
    let tokens: UnsafeMutableBufferPointer<Token>
    var tokenCount = 0
    /// False for `Lexer.tokenizeCode`: trivia is noted in `codeView`, not stored.
    @inline(__always) var keepsTrivia: Bool { Mode.keepsTrivia }
    var codeView: CodeViewState
    var lineStarts: LineStartBuffer
    var diagnostics: [LexerDiagnostic] = []
    var frames: [Frame] = []
    /// Where `tokenize` stored the last token that is not trivia, or -1.
    var previousIndex = -1
    /// The fewest `#`s of a multi-line `#/` regex found unclosed at the end of the file.
    var unclosedMultilineRegexHashes = Int.max
    /// Where the last failed search for a closing `#>` or `/#` on one line stopped (and with how
    /// many `#`s), so that a line full of openers is scanned once, not once per opener.
    var unclosedScanLineEnd = (placeholder: 0, regex: 0, regexHashes: 0)

    init(_ bytes: UnsafeBufferPointer<UInt8>, count: Int, tokens: UnsafeMutableBufferPointer<Token>,
         lineStarts: LineStartBuffer, codeView: CodeViewState = CodeViewState()) {
        self.bytes = bytes
        self.count = count
        self.tokens = tokens
        self.codeView = codeView
        self.lineStarts = lineStarts
    }

    /// The byte at `index`, or 0 past the end.
    @inline(__always) func peek(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }

    @inline(__always) func has(_ flag: UInt8, _ index: Int) -> Bool {
        index < count && classes[Int(bytes[index])] & flag != 0
    }

    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int, keyword: Keyword = .none) {
        let token = Token(kind: kind, keyword: keyword, start: UInt32(truncatingIfNeeded: start),
                          length: UInt32(truncatingIfNeeded: pos &- start))
        if kind.isTrivia && !keepsTrivia {
            noteTrivia(token)
            return
        }
        // No check in release builds: every token holds at least one byte of its own (the tiling
        // tests and the fuzzer check it), so `tokenCount` stays below the byte count, the room's size.
        assert(tokenCount < tokens.count, "more tokens than bytes")
        tokens[tokenCount] = token
        if !kind.isTrivia {
            if keepsTrivia { previousIndex = tokenCount } else { noteCode(token) }
        }
        tokenCount &+= 1
    }

    /// The last token that is not trivia; the regex heuristic and tuple indices look at it. In
    /// `tokenizeCode` it is the last token stored.
    var previous: Token {
        let index = keepsTrivia ? previousIndex : tokenCount &- 1
        return index >= 0 ? tokens[index] : Token(kind: .newline, start: 0, length: 0)
    }

    mutating func diagnose(_ problem: LexerDiagnostic.Problem, at offset: Int) {
        diagnostics.append(LexerDiagnostic(offset: offset, problem: problem))
    }

    /// Consumes the line break at `pos` (CR LF counts as one) and records the next line start.
    @inline(__always) mutating func consumeNewline() {
        if bytes[pos] == ASCII.carriageReturn && peek(pos &+ 1) == ASCII.lineFeed { pos &+= 2 } else { pos &+= 1 }
        lineStarts.append(pos)
    }

    @inline(__always) func isNewline(_ byte: UInt8) -> Bool {
        byte == ASCII.lineFeed || byte == ASCII.carriageReturn
    }

    mutating func run() {
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            pos = 3
            emit(.byteOrderMark, from: 0)
        }
        if peek(pos) == ASCII.pound && peek(pos + 1) == ASCII.bang {
            let start = pos
            skipToLineEnd()
            emit(.shebang, from: start)
        }
        while pos < count {
            if let top = frames.last, top.isString {
                lexStringContent(top)
            } else {
                lexCode()
            }
        }
        for frame in frames where frame.isString {
            diagnose(.unterminatedString, at: frame.start)
        }
    }

    /// The end of the run of bytes of class `flag` (a class no line break is in) from `index`,
    /// which follows a byte of the run. The line break at the end stops it (`withLineBreakAtEnd`);
    /// four bytes a turn, as names run long (ten bytes on average).
    @inline(__always) func skip(_ flag: UInt8, from index: Int) -> Int {
        var index = index
        while true {
            if classes[Int(bytes[index])] & flag == 0 { return index }
            if classes[Int(bytes[index &+ 1])] & flag == 0 { return index &+ 1 }
            if classes[Int(bytes[index &+ 2])] & flag == 0 { return index &+ 2 }
            if classes[Int(bytes[index &+ 3])] & flag == 0 { return index &+ 3 }
            index &+= 4
        }
    }

    /// The end of a run of horizontal space from `index`, which follows a space of the run.
    /// Indentation runs long: it is skipped eight spaces at a time.
    @inline(__always) func skipSpaces(from index: Int) -> Int {
        var index = index
        if bytes[index] == ASCII.space {
            let base = bytes.baseAddress.unsafelyUnwrapped  // not nil: `bytes[index]` was read
            while index &+ 8 <= count
                && UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                index &+= 8
            }
        }
        return skip(ByteClass.horizontalSpace, from: index)
    }

    @inline(__always) mutating func skipToLineEnd() {
        // Eight bytes at a time: comments run long.
        if let base = bytes.baseAddress {
            while pos &+ 8 <= count {
                let word = UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self)
                let lineBreaks = Self.lineBreakLanes(word)
                if lineBreaks != 0 {
                    pos &+= lineBreaks.trailingZeroBitCount &>> 3
                    return
                }
                pos &+= 8
            }
        }
        while !isNewline(bytes[pos]) { pos &+= 1 }  // the line break at the end stops it
    }

    /// The high bit of each byte of `word` that is LF or CR, and possibly of bytes after the first
    /// such (a borrow of the "has a zero byte" test on `word` XOR each runs upwards): its lowest
    /// set bit marks the first line break exactly, and it is zero when there is none.
    @inline(__always) static func lineBreakLanes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let lineFeeds = word ^ (ones &* UInt64(ASCII.lineFeed))
        let carriageReturns = word ^ (ones &* UInt64(ASCII.carriageReturn))
        return ((lineFeeds &- ones) & ~lineFeeds | (carriageReturns &- ones) & ~carriageReturns) & highBits
    }

    /// Code tokens until the end of the input or until the text of a string literal begins (after
    /// an opening quote, or the `)` that closes an interpolation). One call lexes a run of code,
    /// so the commonest tokens pay for no call and no look at the string stack.
    mutating func lexCode() {
        while pos < count {
            if !keepsTrivia {
                lexCommonCodeRun()
                if pos >= count { return }
            }
            let start = pos
            let byte = bytes[pos]
            let flags = classes[Int(byte)]
            if flags & ByteClass.identifierStart != 0 {
                lexIdentifier(flags: flags)
                continue
            }
            if flags & ByteClass.horizontalSpace != 0 {
                pos = skipSpaces(from: pos &+ 1)
                if keepsTrivia { emit(.whitespace, from: start) }  // `tokenizeCode` notes nothing of it
                continue
            }
            switch byte {
            case ASCII.zero...0x39:
                lexNumber()
            case ASCII.lineFeed, ASCII.carriageReturn:
                consumeNewline()
                emit(.newline, from: start)
                if !frames.isEmpty { closeSingleLineInterpolations() }
            case ASCII.slash:
                let next = peek(pos + 1)
                if next == ASCII.slash {
                    lexLineComment()
                } else if next == ASCII.star {
                    lexBlockComment()
                } else if !lexBareRegex() {
                    lexOperator()
                }
            case ASCII.quote:
                openString(hashes: 0)
                return
            case ASCII.pound:
                lexPound()
                if let top = frames.last, top.isString { return }
            case ASCII.leftParen:
                pos &+= 1
                if !frames.isEmpty { frames[frames.count - 1].parenDepth &+= 1 }
                emit(.leftParen, from: start)
            case ASCII.rightParen:
                pos &+= 1
                if let top = frames.last, !top.isString {
                    if top.parenDepth == 0 {
                        frames.removeLast()
                        emit(.interpolationClose, from: start)
                        return
                    }
                    frames[frames.count - 1].parenDepth &-= 1
                }
                emit(.rightParen, from: start)
            case ASCII.leftBrace: single(.leftBrace)
            case ASCII.rightBrace: single(.rightBrace)
            case ASCII.leftBracket: single(.leftBracket)
            case ASCII.rightBracket: single(.rightBracket)
            case ASCII.comma: single(.comma)
            case ASCII.colon: single(.colon)
            case ASCII.semicolon: single(.semicolon)
            case ASCII.backslash: single(.backslash)
            case ASCII.period:
                let next = peek(pos + 1)
                if next == ASCII.period || (has(ByteClass.operatorCharacter, pos + 1) && next != ASCII.slash) {
                    lexOperator()
                } else {
                    single(.period)
                }
            case ASCII.backtick: lexBacktickIdentifier()
            case ASCII.dollar: lexDollarIdentifier()
            case ASCII.at: lexAttribute()
            default:
                if flags & ByteClass.operatorCharacter != 0 {
                    if byte == ASCII.lessThan && peek(pos + 1) == ASCII.pound && lexEditorPlaceholder() { continue }
                    lexOperator()
                } else {
                    pos &+= 1
                    diagnose(.unexpectedByte(byte), at: start)
                    emit(.unknown, from: start)
                }
            }
        }
    }

    @inline(__always) mutating func single(_ kind: TokenKind) {
        pos &+= 1
        emit(kind, from: pos &- 1)
    }

    /// A line break inside the interpolation of a single-line string ends that string, as in the
    /// Swift compiler: the damage of a missing `)` or `"` stays on one line.
    mutating func closeSingleLineInterpolations() {
        while let top = frames.last, !top.isMultiline {
            if top.isString { diagnose(.unterminatedString, at: top.start) }
            frames.removeLast()
        }
    }

    mutating func lexBacktickIdentifier() {
        let start = pos
        var end = pos + 1
        while end < count && bytes[end] != ASCII.backtick && !isNewline(bytes[end]) { end &+= 1 }
        if end < count && bytes[end] == ASCII.backtick && end > start + 1 {
            pos = end + 1
            emit(.identifier, from: start)
        } else {
            pos &+= 1
            diagnose(.unterminatedBacktick, at: start)
            emit(.unknown, from: start)
        }
    }

    mutating func lexDollarIdentifier() {
        let start = pos
        pos &+= 1
        while has(ByteClass.identifierContinue, pos) { pos &+= 1 }
        emit(.dollarIdentifier, from: start)
    }

    mutating func lexAttribute() {
        let start = pos
        pos &+= 1
        if has(ByteClass.identifierStart, pos) {
            while has(ByteClass.identifierContinue, pos) { pos &+= 1 }
            emit(.attribute, from: start)
        } else {
            diagnose(.strayAt, at: start)
            emit(.unknown, from: start)
        }
    }

    mutating func lexLineComment() {
        let start = pos
        let isDoc = peek(pos + 2) == ASCII.slash && peek(pos + 3) != ASCII.slash
        skipToLineEnd()
        emit(isDoc ? .docLineComment : .lineComment, from: start)
    }

    mutating func lexBlockComment() {
        let start = pos
        let isDoc = peek(pos + 2) == ASCII.star && peek(pos + 3) != ASCII.star && peek(pos + 3) != ASCII.slash
        pos &+= 2
        var depth = 1
        while pos < count {
            let byte = bytes[pos]
            if byte == ASCII.star && peek(pos + 1) == ASCII.slash {
                pos &+= 2
                depth &-= 1
                if depth == 0 { break }
            } else if byte == ASCII.slash && peek(pos + 1) == ASCII.star {
                pos &+= 2
                depth &+= 1
            } else if isNewline(byte) {
                consumeNewline()
            } else {
                pos &+= 1
            }
        }
        if depth > 0 { diagnose(.unterminatedBlockComment, at: start) }
        emit(isDoc ? .docBlockComment : .blockComment, from: start)
    }

    /// A run of operator characters. A `.` may continue only an operator that began with one,
    /// and a comment start ends the run.
    mutating func lexOperator() {
        let start = pos
        pos = operatorEnd(from: pos &+ 1, allowsDot: bytes[pos] == ASCII.period)
        emit(.operator, from: start)
    }

    /// The end of the operator whose first byte precedes `index`.
    @inline(__always) func operatorEnd(from index: Int, allowsDot: Bool) -> Int {
        var index = index
        while index < count {
            let byte = bytes[index]
            if byte == ASCII.period {
                if !allowsDot { break }
            } else if classes[Int(byte)] & ByteClass.operatorCharacter == 0 {
                break
            } else if byte == ASCII.slash {
                let next = peek(index &+ 1)
                if next == ASCII.slash || next == ASCII.star { break }
            }
            index &+= 1
        }
        return index
    }

    /// `<#…#>` on one line; returns false (consuming nothing) when it is not one.
    mutating func lexEditorPlaceholder() -> Bool {
        // A failed scan ran to the end of its line; a later `<#` on that line would fail too.
        if pos < unclosedScanLineEnd.placeholder { return false }
        var end = pos + 2
        while end < count && !isNewline(bytes[end]) {
            if bytes[end] == ASCII.pound && peek(end + 1) == ASCII.greaterThan {
                let start = pos
                pos = end + 2
                emit(.editorPlaceholder, from: start)
                return true
            }
            end &+= 1
        }
        unclosedScanLineEnd.placeholder = end
        return false
    }

    /// `#if`, `#selector`, a raw string `#"…"#`, an extended regex `#/…/#`, or a stray `#`.
    mutating func lexPound() {
        let start = pos
        var hashes = 0
        while peek(pos + hashes) == ASCII.pound { hashes &+= 1 }
        let next = peek(pos + hashes)
        if next == ASCII.quote {
            openString(hashes: hashes)
            return
        }
        if next == ASCII.slash && lexExtendedRegex(hashes: hashes) { return }
        if hashes == 1 && has(ByteClass.identifierStart, pos + 1) {
            pos &+= 1
            while has(ByteClass.identifierContinue, pos) { pos &+= 1 }
            emit(.poundKeyword, from: start, keyword: keywords.lookup(bytes, start: start, length: pos &- start))
            return
        }
        pos &+= hashes
        diagnose(.strayPound, at: start)
        emit(.unknown, from: start)
    }
}

enum LineBreakPadding {
    /// Calls `body` with `bytes`, or with a copy followed by a line break when they do not end
    /// with one. Either way a line break lies at the last byte or just past it, and ends every run
    /// the scanner skips (identifier bytes, spaces, comment text): those loops need no bounds check.
    static func withLineBreakAtEnd<Result>(_ bytes: UnsafeBufferPointer<UInt8>,
                                           _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let last = bytes.last, last == ASCII.lineFeed || last == ASCII.carriageReturn { return body(bytes) }
        return (Array(bytes) + [ASCII.lineFeed]).withUnsafeBufferPointer(body)
    }
}
