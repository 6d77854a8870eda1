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

    /// The source bytes of `range` when they are exactly what writing its tokens would give (no
    /// attribute or skipped `inout`, and between tokens just the spaces the writer puts there);
    /// nil otherwise. Empty `code` (outside `OutlineBuilder.build`) gives nil.
    static func writtenAsJoined(_ range: Range<Int>, code: UnsafeBufferPointer<Token>, _ source: UnsafeBufferPointer<UInt8>,
                                skippingInout: Bool) -> Range<Int>? {
        guard !range.isEmpty, range.upperBound <= code.count else { return nil }
        var previousIsWord = false
        var spaceAfterPrevious = false
        var previousEnd = -1
        for at in range {
            let token = code[at]
            if token.kind == .attribute || (skippingInout && token.keyword == .inout) { return nil }
            let isWord = token.kind == .identifier || token.kind == .keyword
            let isSpaced = token.kind == .operator && isSpacedOperator(token, source)
            let spaces = (spaceAfterPrevious ? 1 : 0) + ((isWord && previousIsWord) || isSpaced ? 1 : 0)
            if previousEnd < 0 {
                if spaces > 0 { return nil }  // the writer would begin with a space
            } else {
                guard token.offset - previousEnd == spaces else { return nil }
                for offset in previousEnd..<token.offset where source[offset] != 0x20 { return nil }
            }
            spaceAfterPrevious = token.kind == .colon || token.kind == .comma || isSpaced
            previousIsWord = isWord
            previousEnd = token.end
        }
        if spaceAfterPrevious { return nil }  // the writer would end with a space
        return code[range.lowerBound].offset..<previousEnd
    }

    func string(_ strings: SourceStrings) -> String {
        text.withUnsafeBufferPointer { strings.string($0, start: 0, length: $0.count) }
    }
}
