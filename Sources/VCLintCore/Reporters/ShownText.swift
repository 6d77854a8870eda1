/// Text from outside (file names, configuration text, source text) as it may be printed on a
/// terminal or a CI log: one line, no control characters, no workflow command.
///
/// - Line breaks and tabs read `\n`, `\r`, `\t`; other control characters (C0, DEL, C1) and the
///   bidirectional and line-separator controls read `\u{1B}`: they never reach a terminal raw.
/// - A byte of a file name that is not UTF-8 (`PathBytes`) reads `\xFF`.
/// - `##[` reads `##\u{5B}`: GitHub's runner takes `##[command]` anywhere in a line.
/// - `linePath` also keeps a line from starting with `::`, the other workflow command syntax.
public enum ShownText {
    /// `keepingLineBreaks` leaves `\n` and `\r` for a caller that escapes them its own way.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard needsEscaping(text) else { return text }
        var output = ""
        var hashes = 0
        for scalar in text.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            if let byte = PathBytes.byte(standingFor: scalar) {
                output += "\\x" + hex(UInt32(byte), width: 2)
                continue
            }
            switch scalar {
            case "\n" where keepingLineBreaks, "\r" where keepingLineBreaks: output.unicodeScalars.append(scalar)
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "[" where hashes >= 2: output += "\\u{5B}"
            default:
                if isControl(scalar) {
                    output += "\\u{" + hex(scalar.value, width: 1) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// A path that starts a line (`path:line:column: …`): escaped, and written `./path` when it
    /// begins with `:` or a space, which GitHub's runner trims before looking for `::`.
    public static func linePath(_ path: String) -> String {
        let shown = escaped(path)
        guard let first = shown.unicodeScalars.first, first == ":" || first.properties.isWhitespace else { return shown }
        return "./" + shown
    }

    /// Input echoed in a message ("unknown key '…'"): escaped, and cut to `limit` characters,
    /// so a 10 MB key gives a short line.
    public static func echoed(_ text: String, limit: Int = 64) -> String {
        var scalars = text.unicodeScalars.prefix(limit + 1)
        guard scalars.count > limit else { return escaped(text) }
        scalars = scalars.prefix(limit)
        return escaped(String(String.UnicodeScalarView(scalars))) + "… (\(text.utf8.count) bytes)"
    }

    private static func needsEscaping(_ text: String) -> Bool {
        var hashes = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte >= 0x7F { return true }  // controls, and any non-ASCII: checked by scalar
            if byte == UInt8(ascii: "[") && hashes >= 2 { return true }
            hashes = byte == UInt8(ascii: "#") ? hashes + 1 : 0
        }
        return false
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidirectional embeddings, overrides and isolates ("Trojan Source"), and the
        // line and paragraph separators some terminals and editors break lines at.
        case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
