/// What a run of bytes is, lexically. Nothing here knows about rules.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    /// Bytes that start no token (a stray control byte, an unmatched backtick).
    case unknown
    case byteOrderMark
    /// `#!…` on the first line.
    case shebang
    case whitespace
    /// `\n`, `\r\n` or a lone `\r`.
    case newline
    case lineComment
    /// `///…`
    case docLineComment
    case blockComment
    /// `/**…*/`
    case docBlockComment

    /// A name, backticked or not. Contextual keywords (`override`, `weak`, `get`) are identifiers
    /// whose `keyword` is set, because Swift lets them be used as names.
    case identifier
    /// A reserved word (`class`, `func`, `self`, `_`); its `keyword` says which.
    case keyword
    /// `$0`, `$name`, `$`.
    case dollarIdentifier
    /// `@` and the name after it: `@objc`, `@MainActor`.
    case attribute
    /// `#` and the name after it: `#if`, `#selector`, `#Preview`, `#warning`.
    case poundKeyword

    case integerLiteral
    case floatLiteral
    /// The opening delimiter of a string: `"`, `"""`, `#"`, `##"""`.
    case stringOpen
    /// Literal text (with escapes) between a string's delimiters and interpolations.
    case stringSegment
    /// `\(` or `\#(`: the code that follows is tokenized as code.
    case interpolationOpen
    /// The `)` that ends an interpolation.
    case interpolationClose
    /// The closing delimiter of a string.
    case stringClose
    /// `/…/` or `#/…/#`.
    case regexLiteral
    /// `<#…#>`
    case editorPlaceholder

    /// A run of operator characters: `=`, `->`, `?`, `!`, `..<`, `>>`, custom operators.
    case `operator`
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon, period
    /// `\` outside a string: a key path such as `\.name`.
    case backslash

    /// Whitespace, newlines, comments, the BOM and the shebang: what no code line is made of.
    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.docBlockComment.rawValue }

    @inlinable public var isComment: Bool {
        rawValue >= TokenKind.lineComment.rawValue && rawValue <= TokenKind.docBlockComment.rawValue
    }

    /// `/* … */` or `/** … */`: the only comments that can span lines.
    @inlinable public var isBlockComment: Bool { self == .blockComment || self == .docBlockComment }

    /// The name `vclint tokens` prints.
    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .byteOrderMark: "byteOrderMark"
        case .shebang: "shebang"
        case .whitespace: "whitespace"
        case .newline: "newline"
        case .lineComment: "lineComment"
        case .docLineComment: "docLineComment"
        case .blockComment: "blockComment"
        case .docBlockComment: "docBlockComment"
        case .identifier: "identifier"
        case .keyword: "keyword"
        case .dollarIdentifier: "dollarIdentifier"
        case .attribute: "attribute"
        case .poundKeyword: "poundKeyword"
        case .integerLiteral: "integerLiteral"
        case .floatLiteral: "floatLiteral"
        case .stringOpen: "stringOpen"
        case .stringSegment: "stringSegment"
        case .interpolationOpen: "interpolationOpen"
        case .interpolationClose: "interpolationClose"
        case .stringClose: "stringClose"
        case .regexLiteral: "regexLiteral"
        case .editorPlaceholder: "editorPlaceholder"
        case .operator: "operator"
        case .leftParen: "leftParen"
        case .rightParen: "rightParen"
        case .leftBrace: "leftBrace"
        case .rightBrace: "rightBrace"
        case .leftBracket: "leftBracket"
        case .rightBracket: "rightBracket"
        case .comma: "comma"
        case .colon: "colon"
        case .semicolon: "semicolon"
        case .period: "period"
        case .backslash: "backslash"
        }
    }
}

/// A token is plain data over a byte range of the source; it owns no text.
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    /// Which keyword this is, for `.keyword`, `.poundKeyword` and contextual-keyword identifiers.
    public var keyword: Keyword
    /// Byte offset of the first byte.
    public var start: UInt32
    /// Length in bytes; never zero.
    public var length: UInt32

    @inlinable public init(kind: TokenKind, keyword: Keyword = .none, start: UInt32, length: UInt32) {
        self.kind = kind
        self.keyword = keyword
        self.start = start
        self.length = length
    }

    @inlinable public var offset: Int { Int(start) }
    @inlinable public var end: Int { Int(start) + Int(length) }
}
