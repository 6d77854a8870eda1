/// Swift sources are UTF-8, but an editor can save one as UTF-16 (or, rarely, UTF-32) with a
/// byte order mark. Read as UTF-8 such a file is all NUL bytes between letters, and its
/// controller would go unseen; turned into UTF-8 it lints with the right lines and UTF-16 columns.
enum SourceEncoding {
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 2 else { return bytes }
        switch (bytes[0], bytes[1]) {
        // UTF-32 first: its little-endian mark starts like UTF-16's.
        case (0xFF, 0xFE) where bytes.count >= 4 && bytes[2] == 0 && bytes[3] == 0:
            return transcode(bytes, unit: 4, bigEndian: false)
        case (0x00, 0x00) where bytes.count >= 4 && bytes[2] == 0xFE && bytes[3] == 0xFF:
            return transcode(bytes, unit: 4, bigEndian: true)
        case (0xFF, 0xFE): return transcode(bytes, unit: 2, bigEndian: false)
        case (0xFE, 0xFF): return transcode(bytes, unit: 2, bigEndian: true)
        default: return bytes
        }
    }

    /// The byte order mark becomes UTF-8's, which the lexer skips; broken units become U+FFFD.
    private static func transcode(_ bytes: [UInt8], unit: Int, bigEndian: Bool) -> [UInt8] {
        func value(at offset: Int) -> UInt32 {
            var result: UInt32 = 0
            for index in 0..<unit {
                let byte = UInt32(bytes[offset + (bigEndian ? index : unit - 1 - index)])
                result = result << 8 | byte
            }
            return result
        }
        let units = stride(from: 0, to: bytes.count - unit + 1, by: unit).map(value(at:))
        var text: String
        if unit == 2 {
            text = String(decoding: units.map { UInt16(truncatingIfNeeded: $0) }, as: UTF16.self)
        } else {
            text = String(decoding: units, as: UTF32.self)
        }
        // An odd byte left at the end is broken, not dropped.
        if bytes.count % unit != 0 { text += "\u{FFFD}" }
        return Array(text.utf8)
    }
}
