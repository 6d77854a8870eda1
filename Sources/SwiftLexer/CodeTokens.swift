/// A file's code tokens without its trivia, with what a reader of declarations needs to know
/// about the trivia it skipped. `Lexer.tokenizeCode` makes it in the one pass that finds the
/// tokens, so that the whitespace, newlines and comments (four tokens in ten) are never stored.
public struct CodeTokens: Sendable {
    /// The tokens that are not trivia, in order.
    public let tokens: [Token]
    /// For each token: whether a line break (a newline, or one inside a block comment) comes
    /// between it and the code token before it. True for the first.
    public let breakBefore: [Bool]
    /// The comments at least `minimumCommentLength` bytes long, in order.
    public let comments: [Token]
    /// `codeLinesThrough[n]`: how many of lines 1...n hold a byte of a code token (a token
    /// spanning lines, such as a multi-line string, holds code on each). `lines.lineCount + 1` long.
    public let codeLinesThrough: [UInt32]
    public let lines: LineTable
    public let diagnostics: [LexerDiagnostic]
}

/// `CodeTokens` whose tokens and break flags are read in place, in a `ScanRoom`: valid only
/// inside the `withCodeTokens` call that made them, and until the room's next scan.
public struct BorrowedCodeTokens {
    public let tokens: UnsafeBufferPointer<Token>
    public let breakBefore: UnsafeBufferPointer<Bool>
    public let comments: [Token]
    public let codeLinesThrough: [UInt32]
    public let lines: LineTable
    public let diagnostics: [LexerDiagnostic]
}

extension Lexer {
    /// The code tokens of `bytes` and the facts of their trivia: `tokenize` filtered, in one pass.
    /// Comments shorter than `minimumCommentLength` are dropped too.
    public static func tokenizeCode(_ bytes: UnsafeBufferPointer<UInt8>, minimumCommentLength: Int) -> CodeTokens {
        withCodeTokens(bytes, minimumCommentLength: minimumCommentLength, in: ScanRoom()) { view in
            CodeTokens(tokens: Array(view.tokens), breakBefore: Array(view.breakBefore), comments: view.comments,
                       codeLinesThrough: view.codeLinesThrough, lines: view.lines, diagnostics: view.diagnostics)
        }
    }

    public static func tokenizeCode(_ bytes: [UInt8], minimumCommentLength: Int) -> CodeTokens {
        bytes.withUnsafeBufferPointer { tokenizeCode($0, minimumCommentLength: minimumCommentLength) }
    }

    /// `tokenizeCode`, with the tokens and break flags left in `room` for `body` to read.
    public static func withCodeTokens<Result>(_ bytes: UnsafeBufferPointer<UInt8>, minimumCommentLength: Int,
                                              in room: ScanRoom, _ body: (BorrowedCodeTokens) -> Result) -> Result {
        guard bytes.count < Int(UInt32.max) else {
            return body(BorrowedCodeTokens(tokens: UnsafeBufferPointer(start: nil, count: 0),
                                           breakBefore: UnsafeBufferPointer(start: nil, count: 0),
                                           comments: [], codeLinesThrough: [0, 0], lines: LineTable(lineStarts: [0]),
                                           diagnostics: [LexerDiagnostic(offset: 0, problem: .fileTooLarge)]))
        }
        room.reserve(forBytes: bytes.count)
        // As in `tokenize`: every token holds a byte, so `bytes.count` bounds the code tokens,
        // and a file has at most one line more than bytes.
        let capacity = max(bytes.count, 1)
        var codeView = CodeViewState(breakBefore: UnsafeMutableBufferPointer(start: room.breakBefore, count: capacity),
                                     minimumCommentLength: minimumCommentLength,
                                     codeLines: UnsafeMutableBufferPointer(start: room.codeLines, count: capacity + 1))
        // About one long comment per 170 bytes in real apps: room for most files' comments
        // at once (growing by doubling reallocated four times a file on average).
        codeView.comments.reserveCapacity(bytes.count / 128)
        let lineStartBuffer = LineStartBuffer(storage: UnsafeMutableBufferPointer(start: room.lineStarts, count: capacity + 1))
        let scanner = LineBreakPadding.withLineBreakAtEnd(bytes) { input in
            var scanner = Scanner<CodeOnly>(input, count: bytes.count,
                                            tokens: UnsafeMutableBufferPointer(start: room.tokens, count: capacity),
                                            lineStarts: lineStartBuffer, codeView: codeView)
            scanner.run()
            return scanner
        }
        let lineStarts = scanner.lineStarts.array
        let codeLinesThrough = runningTotals(
            of: UnsafeBufferPointer(start: room.codeLines, count: scanner.codeView.codeLineCount),
            lineCount: lineStarts.count)
        return body(BorrowedCodeTokens(
            tokens: UnsafeBufferPointer(start: room.tokens, count: scanner.tokenCount),
            breakBefore: UnsafeBufferPointer(start: room.breakBefore, count: scanner.tokenCount),
            comments: scanner.codeView.comments, codeLinesThrough: codeLinesThrough,
            lines: LineTable(lineStarts: lineStarts), diagnostics: scanner.diagnostics))
    }

    /// `totals[n]`: how many of the ascending 1-based `lines` are ≤ n, for n in 0...lineCount.
    private static func runningTotals(of lines: UnsafeBufferPointer<UInt32>, lineCount: Int) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: lineCount + 1) { totals, count in
            var line = 0
            var running: UInt32 = 0
            totals[0] = 0
            for codeLine in lines {
                while line &+ 1 < Int(codeLine) {
                    line &+= 1
                    totals[line] = running
                }
                running &+= 1
                line = Int(codeLine)
                totals[line] = running
            }
            while line < lineCount {
                line &+= 1
                totals[line] = running
            }
            count = lineCount + 1
        }
    }
}

/// What `tokenizeCode` gathers while it scans, besides the code tokens.
struct CodeViewState {
    /// Room for one flag per token, parallel to the scanner's `tokens`.
    var breakBefore = UnsafeMutableBufferPointer<Bool>(start: nil, count: 0)
    var minimumCommentLength = Int.max
    /// Whether a line break came since the last code token.
    var sawBreak = true
    var comments: [Token] = []
    /// Room for the 1-based lines holding code, ascending; `codeLineCount` are written.
    var codeLines = UnsafeMutableBufferPointer<UInt32>(start: nil, count: 0)
    var codeLineCount = 0
    /// The 1-based number of the last line added to `codeLines`, or 0: compared with the count of
    /// line starts, which is the 1-based number of the current line.
    var lastCodeLine = 0
}

extension Scanner {
    /// A trivia token in `tokenizeCode`: only line breaks and long comments matter.
    @inline(__always) mutating func noteTrivia(_ token: Token) {
        if token.kind == .newline {
            codeView.sawBreak = true
        } else if token.kind.isComment {
            if Int(token.length) >= codeView.minimumCommentLength { codeView.comments.append(token) }
            // A line comment ends before its newline; a block comment spans lines when the scanner
            // recorded a line start inside it.
            if token.kind.isBlockComment && lineStarts.last > token.offset {
                codeView.sawBreak = true
            }
        }
    }

    /// A code token in `tokenizeCode`, just stored at `tokenCount`.
    @inline(__always) mutating func noteCode(_ token: Token) {
        // The token ends on the line of the last line start unless it ends with a line break;
        // in both cases, when that line is already marked, so is every line the token touches.
        if lineStarts.count == codeView.lastCodeLine {
            // The commonest case: on the line of the last code token. No line break came since
            // (each records a line start, which would raise the count), so `sawBreak` is false.
            codeView.breakBefore[tokenCount] = false
            return
        }
        codeView.breakBefore[tokenCount] = codeView.sawBreak
        codeView.sawBreak = false
        let line = lineStarts.count &- 1
        if lineStarts.last <= token.offset {
            addCodeLine(line)  // the first code token of a line, on that line alone
        } else {
            markCodeLines(token)
        }
    }

    @inline(__always) mutating func addCodeLine(_ line: Int) {
        // Never fails: each line is added once, and there are at most `bytes.count + 1`.
        precondition(codeView.codeLineCount < codeView.codeLines.count, "more code lines than lines")
        codeView.codeLines[codeView.codeLineCount] = UInt32(truncatingIfNeeded: line &+ 1)
        codeView.codeLineCount &+= 1
        codeView.lastCodeLine = line &+ 1
    }

    /// Adds the lines a token spanning lines touches that are not in `codeLines` yet.
    private mutating func markCodeLines(_ token: Token) {
        var last = lineStarts.count &- 1
        if last > 0 && lineStarts[last] == token.end { last &-= 1 }  // it ends with its line break
        var first = last
        while first > 0 && lineStarts[first] > token.offset { first &-= 1 }
        var line = max(first, codeView.lastCodeLine)
        while line <= last {
            addCodeLine(line)
            line &+= 1
        }
    }
}
