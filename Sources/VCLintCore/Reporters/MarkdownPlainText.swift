/// Rule documentation is Markdown; SARIF's `text` fields are plain text. This drops the markup our
/// rule texts use (emphasis, code spans, fences, links) and keeps the words and the code.
enum MarkdownPlainText {
    static func plain(_ markdown: String) -> String {
        var lines: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingPrefix(while: { $0 == " " }).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            // Code stays as written, indented the way plain-text mail shows code.
            lines.append(inFence ? "    " + line : inline(Substring(line)))
        }
        return lines.joined(separator: "\n")
    }

    /// `[text](url)` becomes `text (url)`; `*` emphasis markers and backticks go (never `_`, which
    /// identifiers such as `type_body_length` contain).
    private static func inline(_ line: Substring) -> String {
        var output = ""
        var rest = line[...]
        while let character = rest.first {
            if character == "[", let close = rest.firstIndex(of: "]"),
               rest[rest.index(after: close)...].hasPrefix("("),
               let end = rest[close...].firstIndex(of: ")") {
                let text = rest[rest.index(after: rest.startIndex)..<close]
                let url = rest[rest.index(close, offsetBy: 2)..<end]
                output += inline(text) + " (" + url + ")"
                rest = rest[rest.index(after: end)...]
                continue
            }
            if character != "*" && character != "`" { output.append(character) }
            rest = rest.dropFirst()
        }
        return output
    }
}
