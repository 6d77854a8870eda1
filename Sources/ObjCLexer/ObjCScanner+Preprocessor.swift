/// Preprocessor lines: a `.preprocessorDirective` token, then opaque `.preprocessorBody` text,
/// whitespace, comments and line continuations up to the line break that ends the logical line.
extension ObjCScanner {
    /// At a `#` that is the first token of its line: `#`, spaces, and the directive's name.
    mutating func lexDirectiveName() {
        let start = pos
        pos &+= 1
        var end = pos
        while has(ObjCByteClass.horizontalSpace, end) { end &+= 1 }
        var directive = ObjCPreprocessorDirective.null
        if has(ObjCByteClass.identifierStart, end) {
            let nameStart = end
            while has(ObjCByteClass.identifierContinue, end) { end &+= 1 }
            let raw = SpellingTable.directives.lookup(bytes, start: nameStart, length: end &- nameStart)
            directive = raw == 0 ? .other : ObjCPreprocessorDirective(rawValue: raw) ?? .other
            pos = end
        } else if end < count && !isNewline(bytes[end]) && !(bytes[end] == ASCII.slash
                    && (peek(end &+ 1) == ASCII.slash || peek(end &+ 1) == ASCII.star)) {
            directive = .other  // a line marker such as `# 12 "file.m"`
        }
        emit(.preprocessorDirective, from: start, directive: directive)
        inDirective = true
    }

    /// One token of a directive line after its name. A line break ends the directive (and is
    /// lexed as code, as an ordinary `.newline`).
    mutating func lexDirectiveToken() {
        let start = pos
        let byte = bytes[pos]
        if isNewline(byte) {
            inDirective = false
            return
        }
        if classes[Int(byte)] & ObjCByteClass.horizontalSpace != 0 {
            pos &+= 1
            while has(ObjCByteClass.horizontalSpace, pos) { pos &+= 1 }
            emit(.whitespace, from: start)
            return
        }
        if byte == ASCII.slash {
            let next = peek(pos &+ 1)
            if next == ASCII.slash { lexLineComment(); return }
            if next == ASCII.star { lexBlockComment(); return }
        }
        if byte == ASCII.backslash, let lineBreak = continuationBreak(at: pos) {
            pos = lineBreak
            consumeNewline()
            emit(.lineContinuation, from: start)
            return
        }
        lexDirectiveBody()
    }

    /// Body text up to a comment, a line continuation or the end of the line, without trailing
    /// spaces. Quoted text is skipped whole so that `"//"` does not start a comment; an unclosed
    /// quote ends at the line's end without a diagnostic (`#warning don't` is fine in clang).
    mutating func lexDirectiveBody() {
        let start = pos
        var end = pos
        while pos < count {
            let byte = bytes[pos]
            if classes[Int(byte)] & ObjCByteClass.directiveSpecial == 0 {
                pos &+= 1
                end = pos
                continue
            }
            if classes[Int(byte)] & ObjCByteClass.horizontalSpace != 0 {
                pos &+= 1
                continue
            }
            if isNewline(byte) { break }
            if byte == ASCII.slash {
                let next = peek(pos &+ 1)
                if next == ASCII.slash || next == ASCII.star { break }
                pos &+= 1
            } else if byte == ASCII.backslash {
                if continuationBreak(at: pos) != nil { break }
                pos &+= 1
            } else {
                skipDirectiveQuoted(byte)
            }
            end = pos
        }
        pos = end
        emit(.preprocessorBody, from: start)
    }

    /// A `"…"` or `'…'` inside a directive line, its quote at `pos`.
    private mutating func skipDirectiveQuoted(_ quote: UInt8) {
        pos &+= 1
        while pos < count {
            let byte = bytes[pos]
            if byte == quote {
                pos &+= 1
                return
            }
            if isNewline(byte) { return }
            if byte == ASCII.backslash {
                pos &+= 1
                if pos < count {
                    if isNewline(bytes[pos]) { consumeNewline() } else { pos &+= 1 }
                }
            } else {
                pos &+= 1
            }
        }
    }
}
