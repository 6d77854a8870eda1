/// Regex literals. `#/…/#` is unambiguous; a bare `/…/` is told from division by one heuristic,
/// kept here and table-tested, in the spirit of the compiler's rules (SE-0354): the `/` must
/// follow something that cannot end an expression, must not be followed by a space, and must
/// be closed on the same line by a `/` that does not follow a space.
enum RegexHeuristic {
    /// Whether a `/` after this token may begin a regex rather than divide.
    static func allowsRegex(after previous: Token) -> Bool {
        switch previous.kind {
        case .newline, .operator, .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon,
             .interpolationOpen:
            return true
        case .keyword:
            switch previous.keyword {
            case .`self`, .capitalSelf, .super, .`true`, .`false`, .`nil`, .`init`, .capitalAny: return false
            default: return true
            }
        default:
            return false
        }
    }

    /// Bytes that cannot open a bare regex: they make `/` an operator (`a / b`, `reduce(0, /)`).
    static func cannotOpen(_ byte: UInt8) -> Bool {
        byte == ASCII.space || byte == ASCII.tab || byte == ASCII.lineFeed || byte == ASCII.carriageReturn
            || byte == ASCII.rightParen || byte == 0
    }
}

extension Scanner {
    /// A bare `/…/` at `pos`; returns false (consuming nothing) when the `/` is an operator.
    mutating func lexBareRegex() -> Bool {
        guard RegexHeuristic.allowsRegex(after: previous), !RegexHeuristic.cannotOpen(peek(pos + 1)) else {
            return false
        }
        var index = pos + 1
        while index < count {
            let byte = bytes[index]
            if isNewline(byte) { return false }
            if byte == ASCII.backslash {
                if isNewline(peek(index + 1)) { return false }
                index &+= 2
                continue
            }
            if byte == ASCII.slash {
                let before = bytes[index - 1]
                if before == ASCII.space || before == ASCII.tab { return false }
                let start = pos
                pos = index + 1
                emit(.regexLiteral, from: start)
                return true
            }
            index &+= 1
        }
        return false
    }

    /// `#/…/#` with `hashes` `#`s at `pos`. It may span lines when the opening delimiter ends its
    /// line. Returns false (consuming nothing) when no closing delimiter is found.
    mutating func lexExtendedRegex(hashes: Int) -> Bool {
        let bodyStart = pos + hashes + 1
        let isMultiline = bodyStart < count && isNewline(bytes[bodyStart])
        // Once a multi-line scan ran to the end of the file, later ones would too: stay linear.
        if isMultiline && hashes >= unclosedMultilineRegexHashes { return false }
        if !isMultiline && pos < unclosedScanLineEnd.regex && hashes >= unclosedScanLineEnd.regexHashes { return false }
        var index = bodyStart
        var newlines: [Int] = []
        while index < count {
            let byte = bytes[index]
            if isNewline(byte) {
                if !isMultiline {
                    unclosedScanLineEnd.regex = index
                    unclosedScanLineEnd.regexHashes = hashes
                    return false
                }
                if byte == ASCII.carriageReturn && peek(index + 1) == ASCII.lineFeed { index &+= 1 }
                newlines.append(index + 1)
            } else if byte == ASCII.backslash && !isNewline(peek(index + 1)) {
                index &+= 1
            } else if byte == ASCII.slash && closesRegex(at: index + 1, hashes: hashes) {
                for lineStart in newlines { lineStarts.append(lineStart) }
                let start = pos
                pos = index + 1 + hashes
                emit(.regexLiteral, from: start)
                return true
            }
            index &+= 1
        }
        if isMultiline {
            unclosedMultilineRegexHashes = hashes
            diagnose(.unterminatedRegex, at: pos)
        } else {
            unclosedScanLineEnd.regex = index
            unclosedScanLineEnd.regexHashes = hashes
        }
        return false
    }

    private func closesRegex(at index: Int, hashes: Int) -> Bool {
        var offset = 0
        while offset < hashes {
            if peek(index + offset) != ASCII.pound { return false }
            offset &+= 1
        }
        return true
    }
}
