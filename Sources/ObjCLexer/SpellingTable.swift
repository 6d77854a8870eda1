/// Finds the word spelled by a run of bytes without building a String: spellings are bucketed by
/// length and first byte, so most identifiers are rejected by one array read. Values are raw
/// values of one of the keyword enums; 0 means "not listed".
struct SpellingTable: Sendable {
    static let keywords = SpellingTable(ObjCKeyword.allCases.map { ($0.spelling, $0.rawValue) })
    static let atKeywords = SpellingTable(ObjCAtKeyword.allCases.map { ($0.spelling, $0.rawValue) })
    static let directives = SpellingTable(ObjCPreprocessorDirective.allCases.map { ($0.spelling, $0.rawValue) })

    static let maxLength = 24
    /// All spellings, back to back.
    private let text: [UInt8]
    /// (offset into `text`, value), grouped by bucket.
    private let entries: [(offset: Int32, value: UInt8)]
    /// For bucket `length * 128 + firstByte`: the range of `entries` it owns.
    private let bucketStart: [Int32]

    init(_ spellings: [(String, UInt8)]) {
        var byBucket = [[(spelling: [UInt8], value: UInt8)]](repeating: [], count: Self.maxLength * 128)
        for (spelling, value) in spellings where !spelling.isEmpty {
            let bytes = Array(spelling.utf8)
            precondition(bytes.count < Self.maxLength && bytes[0] < 128)
            byBucket[bytes.count * 128 + Int(bytes[0])].append((bytes, value))
        }
        var text: [UInt8] = []
        var entries: [(offset: Int32, value: UInt8)] = []
        var bucketStart: [Int32] = []
        for bucket in byBucket {
            bucketStart.append(Int32(entries.count))
            for (spelling, value) in bucket {
                entries.append((Int32(text.count), value))
                text += spelling
            }
        }
        bucketStart.append(Int32(entries.count))
        self.text = text
        self.entries = entries
        self.bucketStart = bucketStart
    }

    /// The value spelled by `bytes[start..<start+length]`, or 0.
    @inline(__always)
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> UInt8 {
        let first = bytes[start]
        guard length < Self.maxLength, first < 128 else { return 0 }
        let bucket = length &* 128 &+ Int(first)
        var index = Int(bucketStart[bucket])
        let end = Int(bucketStart[bucket &+ 1])
        while index < end {
            let entry = entries[index]
            var matched = true
            var offset = 1
            while offset < length {
                if text[Int(entry.offset) &+ offset] != bytes[start &+ offset] { matched = false; break }
                offset &+= 1
            }
            if matched { return entry.value }
            index &+= 1
        }
        return 0
    }
}
