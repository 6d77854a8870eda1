/// What the lexer found wrong, located by byte offset. Diagnostics are data: the tokens still
/// tile the file whatever they say.
public struct LexerDiagnostic: Equatable, Sendable {
    public enum Problem: Equatable, Sendable {
        case unterminatedString
        case unterminatedBlockComment
        case unterminatedBacktick
        case unterminatedRegex
        case unexpectedByte(UInt8)
        case invalidEscape
        case strayAt
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
        case .unterminatedString: "unterminated string literal"
        case .unterminatedBlockComment: "unterminated '/*' comment"
        case .unterminatedBacktick: "unterminated '`' identifier"
        case .unterminatedRegex: "unterminated regex literal"
        case .unexpectedByte(let byte): "unexpected byte 0x\(hex(byte)) in source"
        case .invalidEscape: "invalid escape sequence in string literal"
        case .strayAt: "'@' must be followed by an attribute name"
        case .strayPound: "'#' must be followed by a directive, macro name, string or regex"
        case .fileTooLarge: "file is larger than 4 GiB"
        }
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}

/// The lexer's answer for one file.
public struct TokenizedSource: Sendable {
    public let tokens: [Token]
    public let lines: LineTable
    public let diagnostics: [LexerDiagnostic]

    public init(tokens: [Token], lines: LineTable, diagnostics: [LexerDiagnostic]) {
        self.tokens = tokens
        self.lines = lines
        self.diagnostics = diagnostics
    }
}
