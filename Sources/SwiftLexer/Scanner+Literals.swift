/// Number and string literals.
extension Scanner {
    /// Integers and floats in every base, with `_` separators, exponents and hex floats.
    /// Trailing identifier bytes stay in the token (`0b102`, `1st`): the compiler rejects such
    /// literals, and keeping them whole keeps the damage in one token.
    mutating func lexNumber() {
        let start = pos
        var isFloat = false
        let prefix = peek(pos + 1) | 0x20
        if bytes[pos] == ASCII.zero && prefix == 0x78 /* x */ {
            pos &+= 2
            while has(ByteClass.hexDigit, pos) || peek(pos) == 0x5F { pos &+= 1 }
            if peek(pos) == ASCII.period && has(ByteClass.hexDigit, pos + 1) && !isTupleIndex {
                isFloat = true
                pos &+= 1
                while has(ByteClass.hexDigit, pos) || peek(pos) == 0x5F { pos &+= 1 }
            }
            if peek(pos) | 0x20 == 0x70 /* p */ && exponentFollows(pos + 1) {
                isFloat = true
                skipExponent()
            }
        } else if bytes[pos] == ASCII.zero && (prefix == 0x62 /* b */ || prefix == 0x6F /* o */) {
            pos &+= 2
        } else {
            pos &+= 1
            while has(ByteClass.decimalDigit, pos) || peek(pos) == 0x5F { pos &+= 1 }
            if peek(pos) == ASCII.period && has(ByteClass.decimalDigit, pos + 1) && !isTupleIndex {
                isFloat = true
                pos &+= 1
                while has(ByteClass.decimalDigit, pos) || peek(pos) == 0x5F { pos &+= 1 }
            }
            if peek(pos) | 0x20 == 0x65 /* e */ && exponentFollows(pos + 1) {
                isFloat = true
                skipExponent()
            }
        }
        while has(ByteClass.identifierContinue, pos) { pos &+= 1 }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    /// `x.0.1` is two tuple indices, not the float `0.1`.
    private var isTupleIndex: Bool { previous.kind == .period }

    private func exponentFollows(_ index: Int) -> Bool {
        let sign = peek(index)
        let digitAt = sign == ASCII.plus || sign == ASCII.minus ? index + 1 : index
        return has(ByteClass.decimalDigit, digitAt)
    }

    private mutating func skipExponent() {
        pos &+= 2  // the `e`/`p` and a sign or the first digit
        while has(ByteClass.decimalDigit, pos) || peek(pos) == 0x5F { pos &+= 1 }
    }

    /// The opening delimiter at `pos`: `hashes` `#`s, then `"` or `"""`.
    mutating func openString(hashes: Int) {
        let start = pos
        let quote = pos + hashes
        let isMultiline = peek(quote + 1) == ASCII.quote && peek(quote + 2) == ASCII.quote
        pos = quote + (isMultiline ? 3 : 1)
        emit(.stringOpen, from: start)
        frames.append(Frame(isString: true, hashes: hashes, isMultiline: isMultiline, parenDepth: 0, start: start))
    }

    /// Literal text up to the next interpolation, the closing delimiter, or (single-line) the
    /// end of the line.
    mutating func lexStringContent(_ frame: Frame) {
        let start = pos
        while pos < count {
            // Plain text up to a `\`, `"` or line break; the line break at the end stops it.
            while classes[Int(bytes[pos])] & ByteClass.stringSpecial == 0 { pos &+= 1 }
            if pos == count { break }  // the line break past the end (`withLineBreakAtEnd`)
            let byte = bytes[pos]
            if byte == ASCII.backslash {
                if !hashesFollow(pos + 1, frame.hashes) {
                    pos &+= 1
                    continue
                }
                let afterHashes = pos + 1 + frame.hashes
                if peek(afterHashes) == ASCII.leftParen {
                    emitSegment(from: start)
                    let open = pos
                    pos = afterHashes + 1
                    emit(.interpolationOpen, from: open)
                    frames.append(Frame(isString: false, hashes: 0, isMultiline: frame.isMultiline,
                                        parenDepth: 0, start: frame.start))
                    return
                }
                let backslash = pos
                pos = afterHashes
                skipEscape(frame, backslash: backslash)
            } else if byte == ASCII.quote {
                let delimiterEnd = closingDelimiterEnd(frame)
                if delimiterEnd > 0 {
                    emitSegment(from: start)
                    let close = pos
                    pos = delimiterEnd
                    frames.removeLast()
                    emit(.stringClose, from: close)
                    return
                }
                pos &+= 1
            } else if frame.isMultiline {
                consumeNewline()
            } else {
                break  // a line break ends a single-line string
            }
        }
        emitSegment(from: start)
        frames.removeLast()
        diagnose(.unterminatedString, at: frame.start)
    }

    private mutating func emitSegment(from start: Int) {
        if pos > start { emit(.stringSegment, from: start) }
    }

    private func hashesFollow(_ index: Int, _ hashes: Int) -> Bool {
        var offset = 0
        while offset < hashes {
            if peek(index + offset) != ASCII.pound { return false }
            offset &+= 1
        }
        return true
    }

    /// Where the closing delimiter that starts at `pos` ends, or 0 when the quote is literal.
    private func closingDelimiterEnd(_ frame: Frame) -> Int {
        var end = pos + 1
        if frame.isMultiline {
            guard peek(pos + 1) == ASCII.quote && peek(pos + 2) == ASCII.quote else { return 0 }
            end = pos + 3
        }
        return hashesFollow(end, frame.hashes) ? end + frame.hashes : 0
    }

    /// The part of an escape after `\` and its `#`s: `n`, `u{…}`, or a line continuation.
    private mutating func skipEscape(_ frame: Frame, backslash: Int) {
        let byte = peek(pos)
        switch byte {
        case 0x30, 0x5C, 0x74, 0x6E, 0x72, ASCII.quote, ASCII.apostrophe:  // 0 \ t n r " '
            pos &+= 1
        case 0x75 where peek(pos + 1) == ASCII.leftBrace:  // u{…}
            pos &+= 2
            while pos < count && bytes[pos] != ASCII.rightBrace && !isNewline(bytes[pos])
                && bytes[pos] != ASCII.quote { pos &+= 1 }
            if peek(pos) == ASCII.rightBrace { pos &+= 1 } else { diagnose(.invalidEscape, at: backslash) }
        case ASCII.space, ASCII.tab, ASCII.lineFeed, ASCII.carriageReturn:
            // In a multi-line string, a line continuation: `\`, trailing spaces, the line break.
            guard frame.isMultiline else {
                diagnose(.invalidEscape, at: backslash)
                return
            }
            while has(ByteClass.horizontalSpace, pos) { pos &+= 1 }
            if pos < count && isNewline(bytes[pos]) {
                consumeNewline()
            } else {
                diagnose(.invalidEscape, at: backslash)
            }
        default:
            // Leave the byte for the caller: it may be a delimiter or a line break.
            diagnose(.invalidEscape, at: backslash)
        }
    }
}
