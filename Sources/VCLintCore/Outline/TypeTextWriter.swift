import SwiftLexer

/// Writes token texts run together as a type is usually written: `any Sendable`,
/// `[String: Int]`, `() -> Void`, `A & B`. Copies the tokens' bytes (a keyword's bytes are its
/// spelling) and makes one String at the end, through the cache, as the same types recur.
struct TypeTextWriter {
    var text: [UInt8] = []
    private var previousIsWord = false

    mutating func append(_ token: Token, _ source: UnsafeBufferPointer<UInt8>) {
        let isWord = token.kind == .identifier || token.kind == .keyword
        let isSpaced = token.kind == .operator && Self.isSpacedOperator(token, source)
        if (isWord && previousIsWord) || isSpaced { text.append(0x20) }
        text.append(contentsOf: UnsafeBufferPointer(rebasing: source[token.offset..<token.end]))
        if token.kind == .colon || token.kind == .comma || isSpaced { text.append(0x20) }
        previousIsWord = isWord
    }

    /// `->` and `&` stand between spaces.
    static func isSpacedOperator(_ token: Token, _ source: UnsafeBufferPointer<UInt8>) -> Bool {
        if token.length == 1 { return source[token.offset] == UInt8(ascii: "&") }
        return token.length == 2 && source[token.offset] == UInt8(ascii: "-") && source[token.offset + 1] == UInt8(ascii: ">")
    }

    func string(_ strings: StringCache) -> String {
        text.withUnsafeBufferPointer { strings.string($0, start: 0, length: $0.count) }
    }
}
