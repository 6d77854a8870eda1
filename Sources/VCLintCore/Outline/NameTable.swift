/// Interns identifiers straight from the file's bytes: a String is made once per distinct name,
/// not once per occurrence.
struct NameTable {
    private(set) var names: [String] = []
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
        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]), as: UTF8.self))
        spans.append((start, length))
        slots[slot] = id
        if names.count * 2 > slots.count { grow(bytes) }
        return UInt32(id)
    }

    /// FNV-1a.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in start..<(start + length) {
            hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash)
    }

    private func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, _ length: Int) -> Bool {
        for offset in 0..<length where bytes[first + offset] != bytes[second + offset] { return false }
        return true
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
