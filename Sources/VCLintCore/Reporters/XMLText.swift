/// Text inside an XML attribute or element (checkstyle, JUnit).
enum XMLText {
    /// Markup characters become entities; tab, LF and CR become character references (a parser
    /// would otherwise normalise them to spaces); characters XML 1.0 cannot hold at all become
    /// U+FFFD, so the document always parses. DEL and the C1 controls, which a terminal acts on,
    /// and a `[` after `##` (GitHub's `##[command]`) become character references too.
    static func escaped(_ text: String) -> String {
        var output = ""
        var hashes = 0
        for scalar in text.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            switch scalar {
            case "[" where hashes >= 2: output += "&#91;"
            case "\u{7F}"..."\u{9F}": output += "&#\(scalar.value);"
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t": output += "&#9;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            default: output.unicodeScalars.append(isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return output
    }

    /// XML 1.0's `Char` production (surrogates cannot occur in a Swift string).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
