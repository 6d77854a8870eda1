/// File names are bytes, and need not be UTF-8. vclint keeps paths as `String`s, so each byte
/// that is not part of valid UTF-8 is stored as one scalar of a private-use block
/// (U+10FF80 + byte − 0x80, as Python's `surrogateescape` does with surrogates), turned back
/// into the byte when the path goes to the system, and shown as `\xFF` (`ShownText`).
public enum PathBytes {
    /// The scalars that stand for the raw bytes 0x80…0xFF.
    static let rawByteScalars: ClosedRange<UInt32> = 0x10_FF80...0x10_FFFF

    /// A name from the system (`readdir`, `argv`) as a path string, losing nothing.
    public static func string(from bytes: some Collection<UInt8>) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        let bytes = Array(bytes)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes[index])
            if length > 0, index + length <= bytes.count,
               let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)?.unicodeScalars.first {
                result.append(scalar)
                index += length
            } else {
                result.append(rawByte(bytes[index]))
                index += 1
            }
        }
        return String(result)
    }

    /// A C string from the system (`argv`).
    public static func string(cString: UnsafePointer<CChar>) -> String {
        var end = cString
        while end.pointee != 0 { end += 1 }
        return string(from: UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self),
                                                count: end - cString))
    }

    /// The bytes the system knows the path by, NUL-terminated, for `open`, `stat`, `opendir`.
    public static func withSystemPath<T>(_ path: String, _ body: (UnsafePointer<CChar>) -> T) -> T {
        // 0xF4 leads every scalar of the raw-byte block; without it the UTF-8 is the name.
        let mayHoldRawBytes = path.utf8.withContiguousStorageIfAvailable { $0.contains(0xF4) } ?? path.utf8.contains(0xF4)
        guard mayHoldRawBytes else { return path.withCString(body) }
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if let byte = byte(standingFor: scalar) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// The raw byte a scalar of the private block stands for.
    static func byte(standingFor scalar: Unicode.Scalar) -> UInt8? {
        rawByteScalars.contains(scalar.value) ? UInt8(scalar.value - rawByteScalars.lowerBound + 0x80) : nil
    }

    static func rawByte(_ byte: UInt8) -> Unicode.Scalar {
        // Bytes below 0x80 are always valid UTF-8; only 0x80…0xFF arrive here.
        Unicode.Scalar(rawByteScalars.lowerBound + UInt32(byte) - 0x80)!
    }

    /// How long a UTF-8 sequence this lead byte starts; 0 for a byte that cannot lead.
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0x00...0x7F: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
    }
}
