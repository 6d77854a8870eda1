/// Strings to dense integer ids, in first-seen order. ASCII names (nearly every type name) are
/// found by a multiplicative hash of their bytes in an open-addressed table: a `Dictionary`'s SipHash cost
/// most of the resolver's time. Once a non-ASCII name is seen, every lookup goes through a
/// `Dictionary`, so that canonically equal names (`K` and the Kelvin sign) stay one name.
struct NameInterner {
    private(set) var names: [String] = []
    /// Ids by hash slot, -1 for an empty slot; a power of two long, never more than half full.
    private var slots = [Int32](repeating: -1, count: 64)
    private var hashes: [UInt64] = []
    private var fallback: [String: Int]?

    var count: Int { names.count }

    mutating func id(of name: String) -> Int {
        if fallback == nil, let hash = Self.asciiHash(name) {
            if let id = find(name, hash: hash) { return id }
            names.append(name)
            hashes.append(hash)
            if names.count * 2 > slots.count {
                slots = [Int32](repeating: -1, count: slots.count * 2)
                for index in hashes.indices { place(index) }
            } else {
                place(names.count - 1)
            }
            return names.count - 1
        }
        if fallback == nil { fallback = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) }) }
        if let id = fallback![name] { return id }
        names.append(name)
        fallback![name] = names.count - 1
        return names.count - 1
    }

    /// The id of a name already interned, or nil.
    func existingID(of name: String) -> Int? {
        if let fallback { return fallback[name] }
        guard let hash = Self.asciiHash(name) else { return nil }  // non-ASCII: never interned yet
        return find(name, hash: hash)
    }

    private func find(_ name: String, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let id = Int(slots[slot])
            if hashes[id] == hash && names[id] == name { return id }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func place(_ id: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hashes[id]) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(id)
    }

    /// A hash of the bytes, eight at a time, or nil when the name is not ASCII.
    private static func asciiHash(_ name: String) -> UInt64? {
        var text = name
        return text.withUTF8 { bytes -> UInt64? in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
            var seen: UInt64 = 0
            var index = 0
            while index + 8 <= bytes.count {
                // In bounds (checked above); unaligned loads are what a byte buffer allows.
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                seen |= word
                hash = (hash ^ word) &* 0x100_0000_01b3
                hash ^= hash >> 29
                index += 8
            }
            while index < bytes.count {
                seen |= UInt64(bytes[index])
                hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
                index += 1
            }
            return seen & 0x8080_8080_8080_8080 == 0 ? hash : nil
        }
    }
}
