/// A strict reader for the subset of YAML a configuration file needs: block mappings and
/// sequences by indentation, flow sequences `[a, b]`, plain and quoted scalars, comments.
/// Everything else (anchors, tags, block scalars, flow mappings) is an error with a line number,
/// never a silent misreading.
public struct YAMLNode: Sendable {
    public enum Value: Sendable {
        case scalar(String)
        case sequence([YAMLNode])
        case mapping([(key: String, node: YAMLNode)])
        /// `key:` with nothing after it.
        case empty
    }

    public var value: Value
    public var line: Int
}

public struct YAMLError: Error, Equatable, Sendable {
    public var line: Int
    public var message: String
}

public enum YAMLReader {
    public static func read(_ text: String) throws(YAMLError) -> YAMLNode {
        var lines: [Line] = []
        // "\r\n" is one Character in Swift.
        let rawLines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (index, raw) in rawLines.enumerated() {
            let number = index + 1
            var content = Substring(raw)
            if number == 1 && content.hasPrefix("\u{FEFF}") { content = content.dropFirst() }
            let indent = content.prefix { $0 == " " }.count
            if content.dropFirst(indent).first == "\t" {
                throw YAMLError(line: number, message: "tabs are not allowed for indentation")
            }
            let body = try withoutComment(content.dropFirst(indent), line: number)
            // A document start marker may follow comments and blank lines, as YAML allows.
            if body.isEmpty || (lines.isEmpty && indent == 0 && body == "---") { continue }
            lines.append(Line(number: number, indent: indent, text: body))
        }
        var parser = Parser(lines: lines)
        guard !lines.isEmpty else { return YAMLNode(value: .mapping([]), line: 1) }
        let root = try parser.block(indent: lines[0].indent)
        if parser.position < lines.count {
            throw YAMLError(line: lines[parser.position].number, message: "unexpected indentation")
        }
        return root
    }

    struct Line {
        var number: Int
        var indent: Int
        var text: Substring
    }

    /// The positions of the characters that give a line its structure (`#`, `:`, `,`, `[`, `{`)
    /// outside quoted strings, or nil when a quote is left open. By scalar, not `Character`, and
    /// only those few positions kept: a 10 MB line costs one quick pass.
    static func unquotedIndices(_ text: Substring) -> [Substring.Index]? {
        var result: [Substring.Index] = []
        var quote: Unicode.Scalar?
        var previous: Unicode.Scalar?
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'", previous == nil || previous == " " || previous == "[" || previous == "," {
                // Only a quote that starts a scalar opens a string: `# this file's` and
                // `name: Bob's` are plain text.
                quote = scalar
            } else if scalar == "#" || scalar == ":" || scalar == "," || scalar == "[" || scalar == "{" {
                result.append(index)
            }
            previous = scalar
            index = scalars.index(after: index)
        }
        return quote == nil ? result : nil
    }

    /// Drops a `#` comment that is outside quotes, and trailing spaces.
    static func withoutComment(_ text: Substring, line: Int) throws(YAMLError) -> Substring {
        guard let indices = unquotedIndices(text) else {
            throw YAMLError(line: line, message: "unterminated quoted string")
        }
        for index in indices where text[index] == "#" {
            if index == text.startIndex || text[text.index(before: index)] == " " { return trimmed(text[..<index]) }
        }
        return trimmed(text)
    }

    static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        while let first = text.first, first == " " { text = text.dropFirst() }
        return text
    }

    struct Parser {
        let lines: [Line]
        var position = 0

        /// The block whose lines are indented exactly `indent`.
        mutating func block(indent: Int) throws(YAMLError) -> YAMLNode {
            let first = lines[position]
            if first.text.hasPrefix("- ") || first.text == "-" { return try sequence(indent: indent) }
            return try mapping(indent: indent)
        }

        mutating func sequence(indent: Int) throws(YAMLError) -> YAMLNode {
            var items: [YAMLNode] = []
            let line = lines[position].number
            while position < lines.count, lines[position].indent == indent,
                  lines[position].text.hasPrefix("- ") || lines[position].text == "-" {
                let current = lines[position]
                let rest = YAMLReader.trimmed(current.text.dropFirst())
                position += 1
                if rest.isEmpty {
                    items.append(try nested(after: current, indent: indent))
                } else if rest.hasPrefix("- ") || keyValue(rest) != nil {
                    throw YAMLError(line: current.number, message: "nested collections in a sequence item are not supported")
                } else {
                    items.append(try scalarOrFlow(rest, line: current.number))
                }
            }
            return YAMLNode(value: .sequence(items), line: line)
        }

        mutating func mapping(indent: Int) throws(YAMLError) -> YAMLNode {
            var entries: [(key: String, node: YAMLNode)] = []
            let line = lines[position].number
            while position < lines.count, lines[position].indent == indent {
                let current = lines[position]
                guard let (rawKey, rest) = keyValue(current.text) else {
                    throw YAMLError(line: current.number, message: "expected 'key: value'")
                }
                let key = try unquoted(rawKey, line: current.number)
                if entries.contains(where: { $0.key == key }) {
                    throw YAMLError(line: current.number, message: "duplicate key '\(key)'")
                }
                position += 1
                let node = rest.isEmpty ? try nested(after: current, indent: indent) : try scalarOrFlow(rest, line: current.number)
                entries.append((key, node))
            }
            if position < lines.count, lines[position].indent > indent {
                throw YAMLError(line: lines[position].number, message: "unexpected indentation")
            }
            return YAMLNode(value: .mapping(entries), line: line)
        }

        /// The block under `key:` or `-`: deeper lines, or a sequence at the same indent
        /// under a key (`key:\n- a`), or nothing.
        mutating func nested(after line: Line, indent: Int) throws(YAMLError) -> YAMLNode {
            guard position < lines.count else { return YAMLNode(value: .empty, line: line.number) }
            let next = lines[position]
            var node: YAMLNode
            if next.indent > indent {
                node = try block(indent: next.indent)
            } else if next.indent == indent && (next.text.hasPrefix("- ") || next.text == "-") && !line.text.hasPrefix("-") {
                node = try sequence(indent: indent)
            } else {
                return YAMLNode(value: .empty, line: line.number)
            }
            // A block belongs to its key: errors about it (an unknown rule, a bad combination
            // of options) point at the key's line, where a reader looks first.
            node.line = line.number
            return node
        }

        /// Splits `key: value` at the first `: ` (or a final `:`) outside quotes.
        func keyValue(_ text: Substring) -> (Substring, Substring)? {
            for index in YAMLReader.unquotedIndices(text) ?? [] where text[index] == ":" {
                let after = text.index(after: index)
                if after == text.endIndex || text[after] == " " {
                    return (YAMLReader.trimmed(text[..<index]), YAMLReader.trimmed(text[after...]))
                }
            }
            return nil
        }

        func scalarOrFlow(_ text: Substring, line: Int) throws(YAMLError) -> YAMLNode {
            if text.hasPrefix("[") {
                guard text.hasSuffix("]") else { throw YAMLError(line: line, message: "unterminated '['") }
                let inner = YAMLReader.trimmed(text.dropFirst().dropLast())
                if inner.isEmpty { return YAMLNode(value: .sequence([]), line: line) }
                var items: [YAMLNode] = []
                for part in try splitFlow(inner, line: line) {
                    items.append(YAMLNode(value: .scalar(try unquoted(part, line: line)), line: line))
                }
                return YAMLNode(value: .sequence(items), line: line)
            }
            if let first = text.first, "{&*!|>%@`".contains(first) {
                // `*` starts an alias in YAML, and a glob like `*.generated.swift` often.
                let hint = first == "*" ? " (quote a glob that starts with '*')" : ""
                throw YAMLError(line: line, message: "'\(first)' is not supported in a vclint configuration\(hint)")
            }
            return YAMLNode(value: .scalar(try unquoted(text, line: line)), line: line)
        }

        func splitFlow(_ text: Substring, line: Int) throws(YAMLError) -> [Substring] {
            var parts: [Substring] = []
            var start = text.startIndex
            for index in YAMLReader.unquotedIndices(text) ?? [] {
                let character = text[index]
                if character == "[" || character == "{" {
                    throw YAMLError(line: line, message: "nested collections are not supported")
                } else if character == "," {
                    parts.append(YAMLReader.trimmed(text[start..<index]))
                    start = text.index(after: index)
                }
            }
            parts.append(YAMLReader.trimmed(text[start...]))
            if parts.contains(where: \.isEmpty) { throw YAMLError(line: line, message: "empty item in '[…]'") }
            return parts
        }

        func unquoted(_ text: Substring, line: Int) throws(YAMLError) -> String {
            guard let first = text.first, first == "\"" || first == "'" else { return String(text) }
            guard text.count >= 2, text.last == first else { throw YAMLError(line: line, message: "unterminated quoted string") }
            let inner = text.dropFirst().dropLast()
            if first == "'" { return String(inner) }
            var result = ""
            var escaping = false
            for character in inner {
                if escaping {
                    switch character {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    case "\"", "\\", "/": result.append(character)
                    default: throw YAMLError(line: line, message: "unsupported escape '\\\(character)'")
                    }
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else {
                    result.append(character)
                }
            }
            return result
        }
    }
}
