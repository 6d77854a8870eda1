/// `tokenizeCode`'s fast path for the commonest tokens — names, spaces, line breaks and one-byte
/// punctuation, nine tokens in ten — with the scanner's position and token count in locals.
/// Fields would be reloaded after every token: the compiler cannot tell that the stores into the
/// token and flag buffers leave the scanner itself alone.
extension Scanner {
    /// Lexes the commonest tokens from `pos` and returns at the first byte that starts any other
    /// token (or at the end); `lexCode` lexes that one. What it stores is what `emit` would.
    @inline(__always) mutating func lexCommonCodeRun() {
        let base = bytes.baseAddress.unsafelyUnwrapped  // not nil: `pos < count` when called
        let tokens = self.tokens.baseAddress.unsafelyUnwrapped
        let breakBefore = codeView.breakBefore.baseAddress.unsafelyUnwrapped
        // Parentheses and line breaks change open interpolations; `lexCode` handles them there.
        let interpolating = !frames.isEmpty
        var pos = self.pos
        var tokenCount = self.tokenCount
        defer {
            self.pos = pos
            self.tokenCount = tokenCount
        }
        // No end check per token: names, spaces and punctuation stop at a line break, and the input
        // has one at `count - 1` or just past it (`withLineBreakAtEnd`), so only a line break can
        // lie at the end or lead to it.
        while true {
            let start = pos
            let byte = base[pos]
            let flags = classes[Int(byte)]
            let kind: TokenKind
            var keyword = Keyword.none
            if flags & ByteClass.identifierStart != 0 {
                (pos, keyword) = identifier(from: start, flags: flags)
                kind = keyword.isReserved ? .keyword : .identifier
            } else if flags & ByteClass.horizontalSpace != 0 {
                pos = skipSpaces(from: pos &+ 1)
                continue
            } else {
                switch byte {
                case ASCII.lineFeed, ASCII.carriageReturn:
                    if interpolating || pos == count { return }  // at `count`: the line break added past the end
                    pos &+= byte == ASCII.carriageReturn && peek(pos &+ 1) == ASCII.lineFeed ? 2 : 1
                    lineStarts.append(pos)
                    codeView.sawBreak = true
                    if pos == count { return }
                    continue
                case ASCII.period:
                    let next = peek(pos &+ 1)
                    if next == ASCII.period || (has(ByteClass.operatorCharacter, pos &+ 1) && next != ASCII.slash) {
                        return  // an operator
                    }
                    kind = .period
                case ASCII.leftParen:
                    if interpolating { return }
                    kind = .leftParen
                case ASCII.rightParen:
                    if interpolating { return }
                    kind = .rightParen
                case ASCII.comma: kind = .comma
                case ASCII.colon: kind = .colon
                case ASCII.leftBrace: kind = .leftBrace
                case ASCII.rightBrace: kind = .rightBrace
                case ASCII.leftBracket: kind = .leftBracket
                case ASCII.rightBracket: kind = .rightBracket
                default:
                    // An operator, unless it may be a comment or a regex (`/`) or a placeholder (`<#`).
                    guard flags & ByteClass.operatorCharacter != 0, byte != ASCII.slash,
                          byte != ASCII.lessThan || peek(pos &+ 1) != ASCII.pound else { return }
                    pos = operatorEnd(from: pos &+ 1, allowsDot: false) &- 1  // `pos &+= 1` below takes its last byte
                    kind = .operator
                }
                pos &+= 1
            }
            // `emit` and `noteCode` for a token on one line, which starts after the last line start.
            assert(tokenCount < self.tokens.count, "more tokens than bytes")  // as in `emit`
            tokens[tokenCount] = Token(kind: kind, keyword: keyword, start: UInt32(truncatingIfNeeded: start),
                                       length: UInt32(truncatingIfNeeded: pos &- start))
            if lineStarts.count == codeView.lastCodeLine {
                breakBefore[tokenCount] = false
            } else {
                breakBefore[tokenCount] = codeView.sawBreak
                codeView.sawBreak = false
                addCodeLine(lineStarts.count &- 1)
            }
            tokenCount &+= 1
        }
    }
}
