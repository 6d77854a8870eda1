/// Strings made from source bytes. Up to 15 UTF-8 bytes fit in a String's own two words, and
/// short ASCII names, almost all of them, are built from their bits; a longer text gets storage
/// of its own. A per-thread cache of the longer ones (one String per text, found again by a hash
/// of its bytes) was measured against making each: three in four texts were new to it, and a
/// lookup read four cold cache lines where making one is an allocation and a copy. Without it
/// apple-browsers lints 1.5 ms faster, with the same peak memory.
struct SourceStrings {
    /// Whether short ASCII texts are built from their bits (`smallASCII`): asked once per value,
    /// a `let` that costs nothing to read.
    private let buildsSmallStrings = SourceStrings.smallStringLayoutHolds

    /// The String for `bytes[start..<start + length]`, ill-formed UTF-8 repaired.
    func string(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> String {
        if length <= 15 && buildsSmallStrings,
           let small = Self.smallASCII(bytes, start, length, head: NameTable.word(bytes, start, min(length, 8))) {
            return small
        }
        return Self.make(bytes, start, length)
    }

    /// A String of the bytes, ill-formed UTF-8 repaired: the way for any bytes, which
    /// `smallASCII` must equal. Up to 15 bytes, written straight into the String's own storage
    /// (a third of `String(decoding:as:)`).
    static func make(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> String {
        let source = UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])
        guard length <= 15 else { return String(decoding: source, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: length) { buffer in
            _ = buffer.initialize(fromContentsOf: source)
            return length
        }
    }

    /// Up to 15 ASCII bytes (`head` their first eight) as a String built from its bits, or nil
    /// for other bytes. A small String is two words: its bytes, then its count under the flags
    /// `0xE0` (immortal, small, ASCII), the layout Swift's ABI fixes for 64-bit little-endian
    /// targets. Built so, a short name costs a fifth of `String(unsafeUninitializedCapacity:)`,
    /// which checks and packs the same bytes; `smallStringLayoutHolds` checks the layout first.
    @inline(__always)
    static func smallASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int, head: UInt64) -> String? {
        #if _endian(little) && _pointerBitWidth(_64)
        let second = length > 8 ? NameTable.word(bytes, start + 8, length - 8) : 0
        guard (head | second) & 0x8080_8080_8080_8080 == 0 else { return nil }
        return unsafeBitCast((head, second | UInt64(0xE0 | length) << 56), to: String.self)
        #else
        return nil
        #endif
    }

    /// Whether Strings are laid out as `smallASCII` builds them: checked once, on a literal.
    static let smallStringLayoutHolds: Bool = {
        #if _endian(little) && _pointerBitWidth(_64)
        guard MemoryLayout<String>.size == 16 else { return false }
        let bits = unsafeBitCast("abcdefghij", to: (UInt64, UInt64).self)
        return bits.0 == 0x6867_6665_6463_6261 && bits.1 == 0xEA00_0000_0000_6A69
        #else
        return false
        #endif
    }()
}
