/// Number, string and character literals.
extension ObjCScanner {
    /// A preprocessing number, as C defines it: a digit (or `.` and a digit), then letters,
    /// digits, `_`, `.`, a sign after an exponent letter, and `'` between digits (C++14 and C23
    /// digit separators). Suffixes (`u`, `l`, `ll`, `f`) and malformed tails stay in the token.
    mutating func lexNumber() {
        let start = pos
        var isFloat = bytes[pos] == ASCII.period
        let isHex = bytes[pos] == ASCII.zero && peek(pos &+ 1) | 0x20 == 0x78  // x
        pos &+= isHex ? 2 : 1
        while pos < count {
            let byte = bytes[pos]
            let lower = byte | 0x20
            if (lower == 0x65 /* e */ && !isHex) || (lower == 0x70 /* p */ && isHex) {
                isFloat = true
                let sign = peek(pos &+ 1)
                pos &+= sign == ASCII.plus || sign == ASCII.minus ? 2 : 1
            } else if classes[Int(byte)] & ObjCByteClass.identifierContinue != 0 {
                pos &+= 1
            } else if byte == ASCII.period {
                isFloat = true
                pos &+= 1
            } else if byte == ASCII.apostrophe && has(ObjCByteClass.identifierContinue, pos &+ 1) {
                pos &+= 2
            } else {
                break
            }
        }
        if pos > count { pos = count }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    /// At `L`, `u`, `U` or `R`: a prefixed string or character literal (`L"…"`, `u8'x'`) or a raw
    /// string (`R"d(…)d"`, `LR"(…)"`). Returns false, consuming nothing, when it is a name.
    mutating func lexPrefixedLiteral() -> Bool {
        var index = pos
        if bytes[index] == ASCII.lowercaseU && peek(index &+ 1) == ASCII.eight {
            index &+= 2
        } else if bytes[index] != ASCII.capitalR {
            index &+= 1
        }
        let next = peek(index)
        if next == ASCII.capitalR && peek(index &+ 1) == ASCII.quote {
            return lexRawString(quoteAt: index &+ 1)
        }
        guard index > pos, next == ASCII.quote || next == ASCII.apostrophe else { return false }
        lexQuoted(from: pos, quoteAt: index)
        return true
    }

    /// A `"…"` or `'…'` literal whose quote is at `quoteAt`. Escapes are skipped, a `\` before a
    /// line break splices the next line in, and an unescaped line break ends it unterminated.
    mutating func lexQuoted(from start: Int, quoteAt: Int) {
        let quote = bytes[quoteAt]
        let special = quote == ASCII.quote ? ObjCByteClass.doubleQuoteSpecial : ObjCByteClass.singleQuoteSpecial
        pos = quoteAt &+ 1
        var closed = false
        while pos < count {
            let byte = bytes[pos]
            if classes[Int(byte)] & special == 0 {
                pos &+= 1
            } else if byte == quote {
                pos &+= 1
                closed = true
                break
            } else if byte == ASCII.backslash {
                pos &+= 1
                if pos < count {
                    if isNewline(bytes[pos]) { consumeNewline() } else { pos &+= 1 }
                }
            } else {
                break  // a line break
            }
        }
        let isString = quote == ASCII.quote
        if !closed { diagnose(isString ? .unterminatedString : .unterminatedCharacter, at: start) }
        emit(isString ? .stringLiteral : .characterLiteral, from: start)
    }

    /// `R"delimiter(…)delimiter"` (C++11), its `R"` at `quoteAt - 1`. Returns false, consuming
    /// nothing, when the delimiter is not valid: then `R` is a name and `"` an ordinary string.
    mutating func lexRawString(quoteAt: Int) -> Bool {
        let start = pos
        let delimiterStart = quoteAt &+ 1
        var index = delimiterStart
        while index < count && index &- delimiterStart <= 16 {
            let byte = bytes[index]
            if byte == ASCII.leftParen { break }
            if byte == ASCII.rightParen || byte == ASCII.backslash || byte == ASCII.quote || byte <= ASCII.space
                || byte >= 0x7F { return false }
            index &+= 1
        }
        guard index < count, bytes[index] == ASCII.leftParen, index &- delimiterStart <= 16 else { return false }
        let delimiterLength = index &- delimiterStart
        pos = index &+ 1
        while pos < count {
            let byte = bytes[pos]
            if byte == ASCII.rightParen && closesRawString(at: pos, delimiterStart: delimiterStart, length: delimiterLength) {
                pos &+= delimiterLength &+ 2
                emit(.stringLiteral, from: start)
                return true
            }
            if isNewline(byte) { consumeNewline() } else { pos &+= 1 }
        }
        diagnose(.unterminatedRawString, at: start)
        emit(.stringLiteral, from: start)
        return true
    }

    /// True when `)delimiter"` starts at `index`.
    private func closesRawString(at index: Int, delimiterStart: Int, length: Int) -> Bool {
        guard index &+ length &+ 1 < count else { return false }
        var offset = 0
        while offset < length {
            if bytes[index &+ 1 &+ offset] != bytes[delimiterStart &+ offset] { return false }
            offset &+= 1
        }
        return bytes[index &+ 1 &+ length] == ASCII.quote
    }
}
