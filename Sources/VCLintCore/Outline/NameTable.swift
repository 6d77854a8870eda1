/// Interns identifiers straight from the file's bytes: a String is made once per distinct name,
/// not once per occurrence.
struct NameTable {
    private(set) var names: [String] = []
    /// Where new names' Strings come from: shared with the other files a worker reads.
    private let strings: StringCache

    init(strings: StringCache = StringCache()) {
        self.strings = strings
    }

    /// (start, length) of each name's first occurrence, for byte comparison.
    private var spans: [(start: Int, length: Int)] = []
    /// Open addressing; -1 marks an empty slot.
    private var slots = [Int32](repeating: -1, count: 256)

    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> UInt32 {
        let mask = slots.count - 1
        var slot = Self.hash(bytes, start, length) & mask
        while true {
            let id = slots[slot]
            if id < 0 { break }
            let span = spans[Int(id)]
            if span.length == length && equal(bytes, span.start, start, length) { return UInt32(id) }
            slot = (slot + 1) & mask
        }
        let id = Int32(names.count)
        names.append(strings.string(bytes, start: start, length: length))
        spans.append((start, length))
        slots[slot] = id
        if names.count * 2 > slots.count { grow(bytes) }
        return UInt32(id)
    }

    /// Eight bytes per step, then a final mix; identifiers are short.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int {
        var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= length {
            hash = (hash ^ word(bytes, start + offset, 8)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        hash = (hash ^ word(bytes, start + offset, length - offset)) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 29
        return Int(truncatingIfNeeded: hash)
    }

    /// The `count` (at most 8) bytes at `start`, little-endian, the rest zero: one load when
    /// eight bytes are there to read, as everywhere but at the very end of a file.
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> UInt64 {
        if start + 8 <= bytes.count {
            let loaded = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self))
            return count == 8 ? loaded : loaded & ((1 &<< UInt64(count &* 8)) &- 1)
        }
        var tail: UInt64 = 0
        for index in 0..<count { tail |= UInt64(bytes[start + index]) << UInt64(index * 8) }
        return tail
    }

    private func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, _ length: Int) -> Bool {
        var offset = 0
        while offset + 8 <= length {
            if Self.word(bytes, first + offset, 8) != Self.word(bytes, second + offset, 8) { return false }
            offset += 8
        }
        return Self.word(bytes, first + offset, length - offset) == Self.word(bytes, second + offset, length - offset)
    }

    private mutating func grow(_ bytes: UnsafeBufferPointer<UInt8>) {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (id, span) in spans.enumerated() {
            var slot = Self.hash(bytes, span.start, span.length) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}
