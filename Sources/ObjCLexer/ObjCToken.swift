/// What a run of bytes is, lexically, in Objective-C, C or C++ (`.h`, `.m`, `.mm`). Nothing here
/// knows about rules or the outline.
///
/// Shapes worth knowing:
/// - **Preprocessor lines.** A `#` that is the first token of a line starts a directive: one
///   `.preprocessorDirective` token covers the `#`, any spaces and the directive's name
///   (`#import`, `#  if`, `#pragma`), with `ObjCToken.directive` saying which. The rest of the
///   logical line (up to the line break that is not escaped by `\`) is opaque
///   `.preprocessorBody` text, split only by whitespace runs, comments and `\` line
///   continuations, so nothing in a `#define` body (a `{`, an `@interface`) is read as code. The
///   line break that ends the directive is an ordinary `.newline`.
/// - **`@`.** `@` followed by a name is one `.atKeyword` token (`@interface`, `@end`, `@YES`,
///   `@autoreleasepool`), with `ObjCToken.atKeyword` saying which (`.other` for names it does
///   not know). Any other `@` is a lone `.at` token, and the literal after it is lexed as usual:
///   `@"…"` is `.at` + `.stringLiteral`, `@[` is `.at` + `.leftBracket`, `@{` is `.at` +
///   `.leftBrace`, `@(` is `.at` + `.leftParen`, `@42` is `.at` + `.integerLiteral`, so brackets
///   and braces balance without special cases (clang's own raw lexer has the same shape).
/// - **Operators** follow C/C++ maximal munch: `>>` is one `.operator`, so a reader of nested
///   generics (`NSArray<NSArray<X *>>`) must count it as two closers. The single-character
///   punctuators the outline cares about have kinds of their own (`.caret`, `.less`, `.star` …).
public enum ObjCTokenKind: UInt8, Sendable, CaseIterable {
    /// Bytes that start no token (a stray control byte, invalid UTF-8, a `` ` ``).
    case unknown
    case byteOrderMark
    /// Spaces, tabs, vertical tabs and form feeds.
    case whitespace
    /// `\n`, `\r\n` or a lone `\r`.
    case newline
    /// `\`, optional spaces, and a line break: a line splice outside comments and literals.
    case lineContinuation
    case lineComment
    /// `///…` or `//!…`
    case docLineComment
    case blockComment
    /// `/**…*/` or `/*!…*/`
    case docBlockComment

    /// A name. Words reserved in C (`if`, `struct`, `__weak`) are `.keyword`s; Objective-C and
    /// C++ words that can also be names (`self`, `class`, `new`, `readonly`) stay identifiers with
    /// `keyword` set.
    case identifier
    /// A word reserved in C; `keyword` says which.
    case keyword
    /// `@` and the name after it: `@interface`, `@end`, `@YES`; `atKeyword` says which.
    case atKeyword
    /// An `@` not followed by a name: the start of `@"…"`, `@[…]`, `@{…}`, `@(…)`, `@42`.
    case at
    /// `#` and a directive name at the start of a line; `directive` says which.
    case preprocessorDirective
    /// Opaque text of a directive line after its name (`<UIKit/UIKit.h>`, `FOO(x) do { … }`).
    case preprocessorBody

    /// Integers in every base, with suffixes (`0x1F`, `10ull`, `1'000`).
    case integerLiteral
    /// `1.5`, `.5f`, `1e-3`, `0x1p4`.
    case floatLiteral
    /// `"…"`, with any prefix (`L`, `u`, `U`, `u8`), or a raw string `R"d(…)d"`.
    case stringLiteral
    /// `'a'`, `'\n'`, `L'x'`, `'abcd'`.
    case characterLiteral

    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon, period
    /// `^` alone: a block (`^{ … }`, `^(int x) { … }`, `void (^)(void)`) or exclusive or.
    case caret
    /// `<` alone: a protocol list, generics, a template, or less-than.
    case less
    /// `>` alone.
    case greater
    case star
    /// `+` alone: starts a class method in an `@interface` or `@implementation`.
    case plus
    /// `-` alone: starts an instance method in an `@interface` or `@implementation`.
    case minus
    case equal
    case question
    /// Every other punctuator, longest match first: `->`, `::`, `>>`, `==`, `...`, `&&`, `!`, `##`.
    case `operator`

    /// Whitespace, newlines, continuations, comments, the BOM, and unknown bytes: what no code
    /// line is made of.
    @inlinable public var isTrivia: Bool { rawValue <= ObjCTokenKind.docBlockComment.rawValue }

    @inlinable public var isComment: Bool {
        rawValue >= ObjCTokenKind.lineComment.rawValue && rawValue <= ObjCTokenKind.docBlockComment.rawValue
    }

    /// `/* … */` or `/** … */`: comments that can span lines.
    @inlinable public var isBlockComment: Bool { self == .blockComment || self == .docBlockComment }

    /// The name `vclint tokens` prints.
    public var name: String { String(describing: self) }
}

/// A token is plain data over a byte range of the source; it owns no text. Twelve bytes.
public struct ObjCToken: Equatable, Sendable {
    public var kind: ObjCTokenKind
    /// Which word this is, for `.keyword` and for identifiers that are contextual keywords.
    public var keyword: ObjCKeyword
    /// Which directive, for `.atKeyword`.
    public var atKeyword: ObjCAtKeyword
    /// Which directive, for `.preprocessorDirective`.
    public var directive: ObjCPreprocessorDirective
    /// Byte offset of the first byte.
    public var start: UInt32
    /// Length in bytes; never zero.
    public var length: UInt32

    @inlinable
    public init(kind: ObjCTokenKind, keyword: ObjCKeyword = .none, atKeyword: ObjCAtKeyword = .none,
                directive: ObjCPreprocessorDirective = .none, start: UInt32, length: UInt32) {
        self.kind = kind
        self.keyword = keyword
        self.atKeyword = atKeyword
        self.directive = directive
        self.start = start
        self.length = length
    }

    @inlinable public var offset: Int { Int(start) }
    @inlinable public var end: Int { Int(start) + Int(length) }
}
