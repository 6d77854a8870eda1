/// Finds the keyword spelled by a run of bytes without building a String: the spellings are
/// bucketed by length and first byte, so most identifiers are rejected by one array read.
struct KeywordTable: Sendable {
    static let shared = KeywordTable()

    static let maxLength = 16
    /// All spellings, back to back.
    private let text: [UInt8]
    /// (offset into `text`, keyword), grouped by bucket.
    private let entries: [(offset: Int32, keyword: Keyword)]
    /// For bucket `length * 128 + firstByte`: the range of `entries` it owns.
    private let bucketStart: [Int32]

    private init() {
        var byBucket = [[(spelling: [UInt8], keyword: Keyword)]](repeating: [], count: Self.maxLength * 128)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            byBucket[bytes.count * 128 + Int(bytes[0])].append((bytes, keyword))
        }
        var text: [UInt8] = []
        var entries: [(offset: Int32, keyword: Keyword)] = []
        var bucketStart: [Int32] = []
        for bucket in byBucket {
            bucketStart.append(Int32(entries.count))
            for (spelling, keyword) in bucket {
                entries.append((Int32(text.count), keyword))
                text += spelling
            }
        }
        bucketStart.append(Int32(entries.count))
        self.text = text
        self.entries = entries
        self.bucketStart = bucketStart
    }

    /// The keyword spelled by `bytes[start..<start+length]`, or `.none`.
    @inline(__always)
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Keyword {
        let first = bytes[start]
        guard length < Self.maxLength, first < 128 else { return .none }
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
            if matched { return entry.keyword }
            index &+= 1
        }
        return .none
    }
}
