/// Rules out names by length and first byte together, before any hashing: one bit per
/// (length, first byte) pair that a wanted name has.
struct NamePrefilter: Sendable {
    private var bits = [UInt64](repeating: 0, count: 64 * 256 / 64)

    init(_ names: some Sequence<String>) {
        for name in names {
            let key = Self.key(name)
            bits[key >> 6] |= 1 << UInt64(key & 63)
        }
    }

    func mayContain(_ name: String) -> Bool {
        let key = Self.key(name)
        return bits[key >> 6] & (1 << UInt64(key & 63)) != 0
    }

    /// `mayContain` for a name of `count` UTF-8 bytes starting with `first`, already read.
    func mayContain(count: Int, first: UInt8) -> Bool {
        let key = min(count, 63) << 8 | Int(first)
        return bits[key >> 6] & (1 << UInt64(key & 63)) != 0
    }

    /// Lengths from 63 up share a row.
    private static func key(_ name: String) -> Int {
        let bytes = name.utf8
        return min(bytes.count, 63) << 8 | Int(bytes.first ?? 0)
    }
}
