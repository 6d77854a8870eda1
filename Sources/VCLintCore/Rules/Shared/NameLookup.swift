/// A fixed set of names, each with its index in `names`, found without hashing a String: an ASCII
/// name is bucketed by its first byte, last byte and length, and only the wanted names in its
/// bucket are compared, byte by byte. Rules ask it of every name of every file, where a
/// `Dictionary` lookup (a SipHash of the bytes) cost more than the rest of their work. Other text
/// is compared as Strings (canonical equivalence), so the answer is always a `Set`'s.
struct NameLookup: Sendable {
    let names: [String]
    /// `entries[start[bucket]..<start[bucket + 1]]` are the indices of the names in `bucket`.
    private let start: [Int32]
    private let entries: [Int32]
    /// Each name's UTF-8 bytes, one after another: `bytes[offsets[index]..<offsets[index + 1]]`.
    private let bytes: [UInt8]
    private let offsets: [Int]
    /// Names with a non-ASCII byte: compared as Strings, with every name.
    private let otherNames: [Int]

    private static let bucketCount = 4096

    init(_ names: [String]) {
        self.names = names
        let utf8 = names.map { Array($0.utf8) }
        let isASCII = utf8.map { $0.allSatisfy { $0 < 0x80 } }
        otherNames = names.indices.filter { !isASCII[$0] }
        let buckets = utf8.map { Self.bucket(first: $0.first ?? 0, last: $0.last ?? 0, count: $0.count) }
        var start = [Int32](repeating: 0, count: Self.bucketCount + 1)
        for index in names.indices where isASCII[index] { start[buckets[index] + 1] += 1 }
        for bucket in 0..<Self.bucketCount { start[bucket + 1] += start[bucket] }
        var filled = start
        var entries = [Int32](repeating: 0, count: names.count - otherNames.count)
        for (index, bucket) in buckets.enumerated() where isASCII[index] {
            entries[Int(filled[bucket])] = Int32(index)
            filled[bucket] += 1
        }
        self.start = start
        self.entries = entries
        bytes = utf8.flatMap { $0 }
        offsets = [0] + utf8.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1.count) }
    }

    /// The index of `name` in `names`, or nil.
    func index(of name: String) -> Int? {
        var text = name
        return text.withUTF8 { index(ofUTF8: $0) { name } }
    }

    /// The index of the name whose UTF-8 bytes are `text`, or nil; `name` makes its String, asked
    /// only when it must be compared as one (a file's names are asked this way, without Strings).
    func index(ofUTF8 text: UnsafeBufferPointer<UInt8>, name: () -> String) -> Int? {
        // Text that is not ASCII may equal any name as a String; ASCII text, only a non-ASCII one's.
        guard text.allSatisfy({ $0 < 0x80 }) else { return names.firstIndex(of: name()) }
        let bucket = Self.bucket(first: text.first ?? 0, last: text.last ?? 0, count: text.count)
        var entry = Int(start[bucket])
        let end = Int(start[bucket + 1])
        while entry < end {
            let index = Int(entries[entry])
            if offsets[index + 1] - offsets[index] == text.count
                && text.indices.allSatisfy({ text[$0] == bytes[offsets[index] + $0] }) { return index }
            entry += 1
        }
        if otherNames.isEmpty { return nil }
        let name = name()
        return otherNames.first { names[$0] == name }
    }

    private static func bucket(first: UInt8, last: UInt8, count: Int) -> Int {
        (Int(first) &* 131 &+ Int(last) &* 31 &+ min(count, 255)) & (bucketCount - 1)
    }
}
