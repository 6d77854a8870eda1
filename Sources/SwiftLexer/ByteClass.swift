/// One table read answers "what can this byte be?" in the lexer's inner loops.
/// Every byte >= 0x80 counts as an identifier byte, so a UTF-8 scalar is never split.
enum ByteClass {
    static let identifierStart: UInt8 = 1 << 0
    static let identifierContinue: UInt8 = 1 << 1
    static let operatorCharacter: UInt8 = 1 << 2
    static let horizontalSpace: UInt8 = 1 << 3
    static let decimalDigit: UInt8 = 1 << 4
    static let hexDigit: UInt8 = 1 << 5
    /// Bytes that end a run of plain string text: `\`, `"`, CR, LF.
    static let stringSpecial: UInt8 = 1 << 6
    /// The first bytes of the keywords a name can spell (not `#if` and its kin): a name starting
    /// with any other byte, such as most type names, skips the keyword table.
    static let keywordStart: UInt8 = 1 << 7

    /// Allocated once and never freed, so the hot loops read it through a plain pointer.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let keywordStarts = Set(Keyword.allCases.filter { $0 != .none }.map { Array($0.spelling.utf8)[0] })
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 {
            var flags: UInt8 = 0
            let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            let isDigit = byte >= 0x30 && byte <= 0x39
            if isLetter || byte == 0x5F || byte >= 0x80 { flags |= identifierStart | identifierContinue }
            if isDigit { flags |= identifierContinue | decimalDigit | hexDigit }
            if (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66) { flags |= hexDigit }
            if Array("=-+!*%<>&|^~?/".utf8).contains(UInt8(byte)) { flags |= operatorCharacter }
            if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C { flags |= horizontalSpace }
            if byte == 0x5C || byte == 0x22 || byte == 0x0A || byte == 0x0D { flags |= stringSpecial }
            if keywordStarts.contains(UInt8(byte)) && flags & identifierStart != 0 { flags |= keywordStart }
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
    static let dollar: UInt8 = 0x24
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
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let lessThan: UInt8 = 0x3C
    static let greaterThan: UInt8 = 0x3E
    static let at: UInt8 = 0x40
    static let leftBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let rightBracket: UInt8 = 0x5D
    static let backtick: UInt8 = 0x60
    static let leftBrace: UInt8 = 0x7B
    static let rightBrace: UInt8 = 0x7D
}
