extension CodeTokens {
    /// The code view computed from a full token stream, as the outline builder did before
    /// `Lexer.tokenizeCode` took the work over: the definition that the one-pass scan must match
    /// (the tests and the lexer fuzzer compare the two). Linear, but it walks every token twice.
    public init(filtering source: TokenizedSource, bytes: UnsafeBufferPointer<UInt8>, minimumCommentLength: Int) {
        let starts = source.lines.lineStarts
        var hasCode = [Bool](repeating: false, count: starts.count + 1)
        var tokens: [Token] = []
        var breakBefore: [Bool] = []
        var comments: [Token] = []
        var line = 0  // 0-based index of the line holding the current token
        var nextLineStart = starts.count > 1 ? Int(starts[1]) : Int.max
        var sawBreak = true
        for token in source.tokens {
            let kind = token.kind
            if kind.isTrivia {
                if kind.isComment && token.length >= minimumCommentLength { comments.append(token) }
                // A line comment ends before its newline; only a block comment can hold a line break.
                let holdsBreak = (token.offset..<token.end).contains { bytes[$0] == 0x0A || bytes[$0] == 0x0D }
                if kind == .newline || (kind.isBlockComment && holdsBreak) { sawBreak = true }
                continue
            }
            tokens.append(token)
            breakBefore.append(sawBreak)
            sawBreak = false
            while nextLineStart <= token.offset {
                line += 1
                nextLineStart = line + 1 < starts.count ? Int(starts[line + 1]) : Int.max
            }
            hasCode[line + 1] = true
            while nextLineStart < token.end {
                line += 1
                nextLineStart = line + 1 < starts.count ? Int(starts[line + 1]) : Int.max
                hasCode[line + 1] = true
            }
        }
        var totals = [UInt32](repeating: 0, count: starts.count + 1)
        for index in 1..<totals.count { totals[index] = totals[index - 1] + (hasCode[index] ? 1 : 0) }
        self.init(tokens: tokens, breakBefore: breakBefore, comments: comments, codeLinesThrough: totals,
                  lines: source.lines, diagnostics: source.diagnostics)
    }

    /// The first field in which two views differ, or nil when they are equal.
    public func difference(from other: CodeTokens) -> String? {
        if tokens != other.tokens { return "tokens" }
        if breakBefore != other.breakBefore { return "breakBefore" }
        if comments != other.comments { return "comments" }
        if codeLinesThrough != other.codeLinesThrough { return "codeLinesThrough" }
        if lines.lineStarts != other.lines.lineStarts { return "line starts" }
        if diagnostics != other.diagnostics { return "diagnostics" }
        return nil
    }
}
