/// One table read answers "what can this byte be?" in the lexer's inner loops. Bytes >= 0x80
/// have no class: the lexer checks them as UTF-8 before taking them into a name.
enum ObjCByteClass {
    static let identifierStart: UInt8 = 1 << 0
    static let identifierContinue: UInt8 = 1 << 1
    static let horizontalSpace: UInt8 = 1 << 2
    static let decimalDigit: UInt8 = 1 << 3
    /// Bytes that end a run of plain text in a `"…"` string: `"`, `\`, CR, LF.
    static let doubleQuoteSpecial: UInt8 = 1 << 4
    /// Bytes that end a run of plain text in a `'…'` literal: `'`, `\`, CR, LF.
    static let singleQuoteSpecial: UInt8 = 1 << 5
    /// Bytes that may end a block comment or a line: `*`, CR, LF.
    static let commentSpecial: UInt8 = 1 << 6
    /// Bytes that end a run of plain text in a directive's body: space, tab, VT, FF, CR, LF, `/`,
    /// `\`, `"`, `'`.
    static let directiveSpecial: UInt8 = 1 << 7

    /// Allocated once and never freed, so the hot loops read it through a plain pointer.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 {
            var flags: UInt8 = 0
            let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            let isDigit = byte >= 0x30 && byte <= 0x39
            if isLetter || byte == 0x5F || byte == 0x24 { flags |= identifierStart | identifierContinue }
            if isDigit { flags |= identifierContinue | decimalDigit }
            let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
            let isLineBreak = byte == 0x0A || byte == 0x0D
            if isSpace { flags |= horizontalSpace }
            if isLineBreak || byte == 0x5C || byte == 0x22 { flags |= doubleQuoteSpecial }
            if isLineBreak || byte == 0x5C || byte == 0x27 { flags |= singleQuoteSpecial }
            if isLineBreak || byte == 0x2A { flags |= commentSpecial }
            if isSpace || isLineBreak || byte == 0x2F || byte == 0x5C || byte == 0x22 || byte == 0x27 {
                flags |= directiveSpecial
            }
            table[byte] = flags
        }
        return UnsafePointer(table)
    }()
}

/// ASCII bytes the lexer names.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let bang: UInt8 = 0x21
    static let quote: UInt8 = 0x22
    static let pound: UInt8 = 0x23
    static let percent: UInt8 = 0x25
    static let ampersand: UInt8 = 0x26
    static let apostrophe: UInt8 = 0x27
    static let leftParen: UInt8 = 0x28
    static let rightParen: UInt8 = 0x29
    static let star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let eight: UInt8 = 0x38
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let lessThan: UInt8 = 0x3C
    static let equal: UInt8 = 0x3D
    static let greaterThan: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let at: UInt8 = 0x40
    static let capitalL: UInt8 = 0x4C
    static let capitalR: UInt8 = 0x52
    static let capitalU: UInt8 = 0x55
    static let leftBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let rightBracket: UInt8 = 0x5D
    static let caret: UInt8 = 0x5E
    static let lowercaseU: UInt8 = 0x75
    static let leftBrace: UInt8 = 0x7B
    static let bar: UInt8 = 0x7C
    static let rightBrace: UInt8 = 0x7D
    static let tilde: UInt8 = 0x7E
}
