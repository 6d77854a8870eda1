/// Names, the commonest tokens, and the words the keyword table is keyed by.
extension Scanner {
    /// Inlined: a quarter of all tokens are names. `flags`: the byte class of its first byte.
    @inline(__always) mutating func lexIdentifier(flags: UInt8) {
        let start = pos
        let keyword: Keyword
        (pos, keyword) = identifier(from: start, flags: flags)
        emit(keyword.isReserved ? .keyword : .identifier, from: start, keyword: keyword)
    }

    /// The end of the name at `start`, whose first byte has the class `flags`, and its keyword.
    /// Most names are short (ten bytes on average), so their end is found byte by byte; the
    /// keyword table is then read with the name's first two words.
    @inline(__always) func identifier(from start: Int, flags: UInt8) -> (end: Int, keyword: Keyword) {
        let end = skip(ByteClass.identifierContinue, from: start &+ 1)
        let length = end &- start
        if flags & ByteClass.keywordStart == 0 { return (end, .none) }  // no keyword starts so
        if length < 8 { return (end, keywords.lookup(low: word(at: start) & Self.lowBytes(length), high: 0)) }
        if length >= KeywordTable.maxLength { return (end, .none) }
        return (end, keywords.lookup(low: word(at: start), high: word(at: start &+ 8) & Self.lowBytes(length &- 8)))
    }

    /// The eight bytes from `index` as a little-endian word, zero from `count` on.
    @inline(__always) func word(at index: Int) -> UInt64 {
        if index &+ 8 <= count {
            return UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)
        }
        return Self.partialWord(bytes, from: index, count: count)
    }

    /// Static, so that the rare call passes no copy of the scanner.
    @inline(never) private static func partialWord(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int,
                                                   count: Int) -> UInt64 {
        var word: UInt64 = 0
        var offset = 0
        while index &+ offset < count {
            word |= UInt64(bytes[index &+ offset]) << (offset &* 8)
            offset &+= 1
        }
        return word
    }

    /// A mask of the low `length` bytes of a word (`length` in 0..<8).
    @inline(__always) static func lowBytes(_ length: Int) -> UInt64 { (1 &<< UInt64(truncatingIfNeeded: length &* 8)) &- 1 }
}
