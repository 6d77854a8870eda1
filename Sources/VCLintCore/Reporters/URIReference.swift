/// File paths as RFC 3986 URI references, for SARIF's `artifactLocation.uri`.
enum URIReference {
    /// Every byte but the unreserved ones and `/` is percent-encoded (UTF-8, upper-case hex).
    /// Stricter than RFC 3986 needs: a `:` in a first segment would read as a scheme, and `#`,
    /// `?`, `%` and spaces would end or change the path, so one simple rule covers them all.
    static func encodingPath(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0xF)
            }
        }
        return output
    }

    /// A relative path stays relative (to `%SRCROOT%`); an absolute one becomes a `file:` URI.
    static func forFile(_ path: String) -> (uri: String, isRelative: Bool) {
        path.hasPrefix("/") ? ("file://" + encodingPath(path), false) : (encodingPath(path), true)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ value: UInt8) -> String {
        String(UnicodeScalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10))
    }
}
