import SwiftLexer

/// `vclint tokens`: one JSON object per token, in order, for bug reports about a misread file.
public enum TokenDump {
    public static func render(_ source: TokenizedSource) -> String {
        var output = ""
        output.reserveCapacity(source.tokens.count * 72)
        for token in source.tokens {
            let (line, column) = source.lines.location(of: token.offset)
            output += "{\"kind\": \"\(token.kind.name)\", \"offset\": \(token.start), \"length\": \(token.length), "
            output += "\"line\": \(line), \"column\": \(column)}\n"
        }
        return output
    }

    /// Lexer diagnostics in the compiler's `path:line:column: severity: message` shape.
    public static func renderDiagnostics(_ source: TokenizedSource, path: String) -> String {
        var output = ""
        for diagnostic in source.diagnostics {
            let (line, column) = source.lines.location(of: diagnostic.offset)
            output += "\(path):\(line):\(column): error: \(diagnostic.message)\n"
        }
        return output
    }
}
