/// A JSON document (RFC 8259) read from UTF-8 bytes: what a baseline file holds. It reads what
/// Foundation's `JSONDecoder` read before it (loading Foundation took half of vclint's start on
/// Linux): one value with only whitespace around it; no comments, no control characters or
/// invalid UTF-8 in strings, no unpaired surrogates; a comma after an array's or an object's
/// last item is let pass, as Foundation lets it (a hand-edited baseline often has one).
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    /// The number's text as written (`-12`, `3.5e2`): read as an `Int` where one is wanted.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// A key given twice keeps its last value.
    case object([String: JSONValue])

    /// Arrays and objects nest no deeper than this: a file of ten thousand `[` is refused, not a
    /// stack overflow.
    static let maximumDepth = 512

    /// The document, or nil when the bytes are not one.
    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipWhitespace()
            return reader.index == buffer.count ? value : nil
        }
    }

    /// A number written as an integer that fits an `Int`.
    /// A whole number however JSON spells it: `3`, `3.0`, `3e2`, `300E-2`; nil for `3.5`.
    var int: Int? {
        guard case .number(let text) = self else { return nil }
        if let value = Int(text) { return value }
        guard let value = Double(text), value == value.rounded(), abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func skipWhitespace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }

        mutating func value(depth: Int) -> JSONValue? {
            skipWhitespace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return depth < JSONValue.maximumDepth ? object(depth: depth + 1) : nil
            case UInt8(ascii: "["): return depth < JSONValue.maximumDepth ? array(depth: depth + 1) : nil
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return word("null") ? .null : nil
            default: return number()
            }
        }

        private mutating func word(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
            index += count
            return true
        }

        private mutating func object(depth: Int) -> JSONValue? {
            var fields: [String: JSONValue] = [:]
            let read = items(closedBy: UInt8(ascii: "}")) { reader in
                guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "\""),
                      let key = reader.string() else { return false }
                reader.skipWhitespace()
                guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: ":") else { return false }
                reader.index += 1
                guard let value = reader.value(depth: depth) else { return false }
                fields[key] = value
                return true
            }
            return read ? .object(fields) : nil
        }

        private mutating func array(depth: Int) -> JSONValue? {
            var elements: [JSONValue] = []
            let read = items(closedBy: UInt8(ascii: "]")) { reader in
                guard let element = reader.value(depth: depth) else { return false }
                elements.append(element)
                return true
            }
            return read ? .array(elements) : nil
        }

        /// From an opening bracket to its `close`: items separated by commas, each read by `item`
        /// (false when it cannot be); a comma after the last is let pass.
        private mutating func items(closedBy close: UInt8, _ item: (inout Reader) -> Bool) -> Bool {
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == close {
                index += 1
                return true
            }
            while true {
                skipWhitespace()
                guard item(&self) else { return false }
                skipWhitespace()
                guard index < bytes.count else { return false }
                if bytes[index] == close {
                    index += 1
                    return true
                }
                guard bytes[index] == UInt8(ascii: ",") else { return false }
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == close {
                    index += 1
                    return true
                }
            }
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as text.
        private mutating func number() -> JSONValue? {
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { return nil }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                skipDigits()
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else { return nil }
                skipDigits()
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard index < bytes.count, isDigit(bytes[index]) else { return nil }
                skipDigits()
            }
            return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        }

        private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        private mutating func skipDigits() {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }

        /// A string's contents, its escapes undone; nil for a control character, an unknown
        /// escape, an unpaired surrogate, invalid UTF-8 or no closing quote.
        private mutating func string() -> String? {
            index += 1  // "
            var text: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = escapedScalar() else { return nil }
                        text.append(contentsOf: String(Character(scalar)).utf8)
                    default: return nil
                    }
                case 0..<0x20: return nil
                default: text.append(byte)
                }
            }
            return nil
        }

        /// After `\u`: four hex digits, and a low surrogate's `\uXXXX` after a high one.
        private mutating func escapedScalar() -> Unicode.Scalar? {
            guard let unit = hexUnit() else { return nil }
            switch unit {
            case 0xD800...0xDBFF:
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
                index += 2
                guard let low = hexUnit(), (0xDC00...0xDFFF).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            case 0xDC00...0xDFFF: return nil
            default: return Unicode.Scalar(unit)
            }
        }

        private mutating func hexUnit() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }
    }
}
