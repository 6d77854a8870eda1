/// Finds the keyword spelled by a run of bytes without building a String. The run is read as two
/// little-endian words (bytes 0..<8 and 8..<16, zero past its end): no keyword byte is zero, so
/// the words alone tell spellings of any length apart. A hash of them picks a slot of a sparse
/// open-addressing table: most names land on an empty slot and are rejected by one read; a keyword
/// is confirmed by comparing two words.
struct KeywordTable: @unchecked Sendable {
    static let shared = KeywordTable()

    /// Keywords are shorter; longer runs are never looked up.
    static let maxLength = 16
    /// A power of two, about 16 times the number of keywords, so that misses rarely probe twice.
    static let slotCount = 2048

    /// The keyword in each slot; `.none` for an empty slot. Allocated once and never freed (like
    /// `ByteClass.table`), and read through plain pointers: no bounds checks.
    private let slots: UnsafeMutablePointer<Keyword>
    /// Each keyword's spelling as words, at `2 * rawValue` and `2 * rawValue + 1`.
    private let spellings: UnsafeMutablePointer<UInt64>

    private init() {
        let keywordCount = Int(Keyword.allCases.map(\.rawValue).max()!) + 1
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: .none, count: Self.slotCount)
        spellings = .allocate(capacity: 2 * keywordCount)
        spellings.initialize(repeating: 0, count: 2 * keywordCount)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            precondition(bytes.count < Self.maxLength && !bytes.contains(0), "keyword \(keyword.spelling) is not hashable")
            let (low, high) = Self.words(bytes)
            let raw = Int(keyword.rawValue)
            spellings[2 * raw] = low
            spellings[2 * raw + 1] = high
            var slot = Self.slot(low, high)
            while slots[slot] != .none { slot = (slot &+ 1) & (Self.slotCount - 1) }
            slots[slot] = keyword
        }
    }

    /// The two words of up to 16 bytes, zero-filled.
    static func words<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (offset, byte) in bytes.enumerated() {
            if offset < 8 { low |= UInt64(byte) << (8 * offset) } else { high |= UInt64(byte) << (8 * (offset - 8)) }
        }
        return (low, high)
    }

    @inline(__always)
    private static func slot(_ low: UInt64, _ high: UInt64) -> Int {
        Int(truncatingIfNeeded: ((low ^ high &* 0x9E37_79B1) &* 0x9E37_79B9_7F4A_7C15) >> 53)  // 11 bits: 0..<2048
    }

    /// The keyword whose spelling has the words `low` and `high` (bytes 0..<8 and 8..<16 of a run
    /// of nonzero bytes shorter than `maxLength`, zero past its end), or `.none`.
    @inline(__always)
    func lookup(low: UInt64, high: UInt64) -> Keyword {
        var slot = Self.slot(low, high)
        while true {
            let keyword = slots[slot]
            if keyword == .none { return .none }
            let raw = Int(keyword.rawValue) &* 2
            if spellings[raw] == low && spellings[raw &+ 1] == high { return keyword }
            slot = (slot &+ 1) & (Self.slotCount - 1)
        }
    }

    /// The keyword spelled by `bytes[start..<start+length]`, or `.none`.
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Keyword {
        guard length < Self.maxLength else { return .none }
        let run = UnsafeBufferPointer(rebasing: bytes[start..<start + length])
        if run.contains(0) { return .none }
        let (low, high) = Self.words(run)
        return lookup(low: low, high: high)
    }
}
