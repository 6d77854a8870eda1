/// Finds the keyword spelled by a run of bytes without building a String. A hash of the length
/// and the first, second and last bytes picks a slot of a sparse open-addressing table: most
/// identifiers land on an empty slot and are rejected by one read; a keyword is confirmed byte by byte.
struct KeywordTable: @unchecked Sendable {
    static let shared = KeywordTable()

    static let maxLength = 16
    /// A power of two, about 16 times the number of keywords, so that misses rarely probe twice.
    static let slotCount = 2048

    /// The keyword in each slot; `.none` for an empty slot. Allocated once and never freed (like
    /// `ByteClass.table`), and read through plain pointers: no bounds checks.
    private let slots: UnsafeMutablePointer<Keyword>
    /// Each keyword's spelling at `rawValue * maxLength`, and its length at `rawValue`.
    private let spellings: UnsafeMutablePointer<UInt8>
    private let lengths: UnsafeMutablePointer<UInt8>

    private init() {
        let keywordCount = Int(Keyword.allCases.map(\.rawValue).max()!) + 1
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: .none, count: Self.slotCount)
        spellings = .allocate(capacity: keywordCount * Self.maxLength)
        spellings.initialize(repeating: 0, count: keywordCount * Self.maxLength)
        lengths = .allocate(capacity: keywordCount)
        lengths.initialize(repeating: 0, count: keywordCount)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            precondition(bytes.count < Self.maxLength && bytes[0] < 128, "keyword \(keyword.spelling) is not hashable")
            let raw = Int(keyword.rawValue)
            for (offset, byte) in bytes.enumerated() { spellings[raw * Self.maxLength + offset] = byte }
            lengths[raw] = UInt8(bytes.count)
            var slot = Self.slot(length: bytes.count, first: bytes[0], second: bytes[bytes.count > 1 ? 1 : 0],
                                 last: bytes[bytes.count - 1])
            while slots[slot] != .none { slot = (slot &+ 1) & (Self.slotCount - 1) }
            slots[slot] = keyword
        }
    }

    @inline(__always)
    private static func slot(length: Int, first: UInt8, second: UInt8, last: UInt8) -> Int {
        let key = UInt32(first) | UInt32(second) << 8 | UInt32(last) << 16 | UInt32(truncatingIfNeeded: length) << 24
        return Int((key &* 0x9E37_79B1) >> 21)  // the top 11 bits: 0..<2048
    }

    /// The keyword spelled by `bytes[start..<start+length]`, or `.none`.
    @inline(__always)
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Keyword {
        let first = bytes[start]
        guard length < Self.maxLength, first < 128 else { return .none }
        var slot = Self.slot(length: length, first: first, second: bytes[start &+ (length > 1 ? 1 : 0)],
                             last: bytes[start &+ length &- 1])
        while true {
            let keyword = slots[slot]
            if keyword == .none || matches(Int(keyword.rawValue), bytes, start: start, length: length) { return keyword }
            slot = (slot &+ 1) & (Self.slotCount - 1)
        }
    }

    @inline(__always)
    private func matches(_ raw: Int, _ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Bool {
        guard Int(lengths[raw]) == length else { return false }
        let spelling = spellings + raw &* Self.maxLength
        var offset = 0
        while offset < length {
            if spelling[offset] != bytes[start &+ offset] { return false }
            offset &+= 1
        }
        return true
    }
}
