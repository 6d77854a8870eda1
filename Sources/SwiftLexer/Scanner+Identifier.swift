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
        let end = identifierEnd(from: start &+ 1)
        let length = end &- start
        if flags & ByteClass.keywordStart == 0 { return (end, .none) }  // no keyword starts so
        if length < 8 { return (end, keywords.lookup(low: word(at: start) & Self.lowBytes(length), high: 0)) }
        if length >= KeywordTable.maxLength { return (end, .none) }
        return (end, keywords.lookup(low: word(at: start), high: word(at: start &+ 8) & Self.lowBytes(length &- 8)))
    }

    /// The end of the run of identifier bytes from `index`, eight bytes at a time while eight
    /// are left: the first byte outside the run is found by arithmetic, not by a branch per byte
    /// whose last test mispredicts once per name.
    @inline(__always) func identifierEnd(from index: Int) -> Int {
        var index = index
        let base = bytes.baseAddress.unsafelyUnwrapped  // not nil: a name was read
        while index &+ 8 <= count {
            let stops = Self.nonIdentifierLanes(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            if stops != 0 { return index &+ (stops.trailingZeroBitCount &>> 3) }
            index &+= 8
        }
        return skip(ByteClass.identifierContinue, from: index)
    }

    /// The high bit of each byte of a little-endian word that cannot continue a name (not a
    /// letter, digit, `_` or a byte of 0x80 and above, as `ByteClass.identifierContinue`). Each
    /// range test adds to the byte's low seven bits, which never carries into the next byte.
    @inline(__always) static func nonIdentifierLanes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80
        let low = word & ~highBits
        // A byte `b` of `low` is in `first...last` when `b + (0x80 - first)` reaches the high bit
        // and `b + (0x7F - last)` does not.
        @inline(__always) func within(_ value: UInt64, _ first: UInt64, _ last: UInt64) -> UInt64 {
            (value &+ ones &* (0x80 &- first)) & ~(value &+ ones &* (0x7F &- last))
        }
        let digits = within(low, 0x30, 0x39)
        let letters = within(low | ones &* 0x20, 0x61, 0x7A)  // `| 0x20` folds A–Z onto a–z
        let underscores = ~((low ^ ones &* 0x5F) &+ ones &* 0x7F)
        return ~(word | digits | letters | underscores) & highBits
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
