/// The text tests rules run on every candidate property, done on UTF-8 bytes when the text is
/// ASCII (as names and types almost always are), where a byte answers exactly as a Character
/// would; other text takes the general path. Foundation's `contains` and `lowercased()` cost
/// thousands of instructions a call. An empty needle is in no text, as Foundation's `contains`
/// answers (the standard library's finds it everywhere).
enum ASCIIText {
    /// `text.contains(needle)`, for an ASCII needle with no line break.
    static func contains(_ text: String, _ needle: String) -> Bool {
        search(text, needle, lowercasing: false)
    }

    /// `text.lowercased().contains(needle)`, for a lowercase ASCII needle with no line break.
    static func lowercasedContains(_ text: String, _ needle: String) -> Bool {
        search(text, needle, lowercasing: true)
    }

    /// Both searches: on bytes for ASCII text, else through Foundation.
    private static func search(_ text: String, _ needle: String, lowercasing: Bool) -> Bool {
        var text = text
        var needle = needle
        guard !needle.isEmpty else { return false }
        guard let found = text.withUTF8({ bytes in
            needle.withUTF8 { wanted in isASCII(bytes) ? Self.find(wanted, in: bytes, lowercasing: lowercasing) : nil }
        }) else { return lowercasing ? text.lowercased().contains(needle) : text.contains(needle) }
        return found
    }

    /// `text.lowercased().hasSuffix(suffix)`, for a lowercase ASCII suffix.
    static func lowercasedHasSuffix(_ text: String, _ suffix: String) -> Bool {
        var text = text
        var suffix = suffix
        guard let found = text.withUTF8({ bytes -> Bool? in
            guard isASCII(bytes) else { return nil }
            return suffix.withUTF8 { wanted in
                guard bytes.count >= wanted.count else { return false }
                let start = bytes.count - wanted.count
                return wanted.indices.allSatisfy { lowercase(bytes[start + $0]) == wanted[$0] }
            }
        }) else { return text.lowercased().hasSuffix(suffix) }
        return found
    }

    /// Every byte is a printable ASCII character, space included: one byte, one Character.
    static func isPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    private static func find(_ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> Bool {
        guard needle.count <= bytes.count else { return false }
        for start in 0...(bytes.count - needle.count) {
            var offset = 0
            while offset < needle.count {
                let byte = bytes[start + offset]
                if (lowercasing ? lowercase(byte) : byte) != needle[offset] { break }
                offset += 1
            }
            if offset == needle.count { return true }
        }
        return false
    }
}
