/// What the lexer found wrong, located by byte offset. Diagnostics are data: the tokens still
/// tile the file whatever they say.
public struct ObjCLexerDiagnostic: Equatable, Sendable {
    public enum Problem: Equatable, Sendable {
        /// A `"…"` with no closing quote before the end of its line.
        case unterminatedString
        /// A `'…'` with no closing quote before the end of its line.
        case unterminatedCharacter
        case unterminatedBlockComment
        /// A raw string `R"d(…` with no `)d"` before the end of the file.
        case unterminatedRawString
        /// A control byte (NUL included) or a `` ` `` outside comments and literals.
        case unexpectedByte(UInt8)
        /// A byte that starts no valid UTF-8 sequence, outside comments and literals.
        case invalidUTF8
        /// A `\` outside a literal that does not end its line.
        case strayBackslash
        /// A `#` that is not the first token of its line, outside a directive.
        case strayPound
        /// Offsets are 32-bit; such a file is not source code.
        case fileTooLarge
    }

    public var offset: Int
    public var problem: Problem

    public init(offset: Int, problem: Problem) {
        self.offset = offset
        self.problem = problem
    }

    public var message: String {
        switch problem {
        case .unterminatedString: "missing terminating '\"' character"
        case .unterminatedCharacter: "missing terminating ' character"
        case .unterminatedBlockComment: "unterminated '/*' comment"
        case .unterminatedRawString: "unterminated raw string literal"
        case .unexpectedByte(let byte): "unexpected byte 0x\(hex(byte)) in source"
        case .invalidUTF8: "invalid UTF-8 in source"
        case .strayBackslash: "stray '\\' in program"
        case .strayPound: "'#' is only allowed at the start of a preprocessor line"
        case .fileTooLarge: "file is larger than 4 GiB"
        }
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}

/// The lexer's answer for one file.
public struct ObjCTokenizedSource: Sendable {
    public let tokens: [ObjCToken]
    public let lines: LineTable
    public let diagnostics: [ObjCLexerDiagnostic]

    public init(tokens: [ObjCToken], lines: LineTable, diagnostics: [ObjCLexerDiagnostic]) {
        self.tokens = tokens
        self.lines = lines
        self.diagnostics = diagnostics
    }

    /// Offset of the first byte of each line (`lines.lineStarts`).
    public var lineStarts: [UInt32] { lines.lineStarts }
}
