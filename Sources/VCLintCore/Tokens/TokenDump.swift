import ObjCLexer
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

    /// `.h`, `.m` and `.mm` files go to the Objective-C lexer; everything else to the Swift one.
    public static func isObjectiveC(_ path: String) -> Bool {
        path.hasSuffix(".h") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// The Objective-C tokens, with `"directive"` naming the `@` or `#` directive where there is one.
    public static func render(_ source: ObjCTokenizedSource) -> String {
        var output = ""
        output.reserveCapacity(source.tokens.count * 72)
        for token in source.tokens {
            let (line, column) = source.lines.location(of: token.offset)
            output += "{\"kind\": \"\(token.kind.name)\", \"offset\": \(token.start), \"length\": \(token.length), "
            output += "\"line\": \(line), \"column\": \(column)"
            if token.kind == .atKeyword {
                output += ", \"directive\": \"\(token.atKeyword)\""
            } else if token.kind == .preprocessorDirective {
                output += ", \"directive\": \"\(token.directive)\""
            }
            output += "}\n"
        }
        return output
    }

    public static func renderDiagnostics(_ source: ObjCTokenizedSource, path: String) -> String {
        var output = ""
        for diagnostic in source.diagnostics {
            let (line, column) = source.lines.location(of: diagnostic.offset)
            output += "\(path):\(line):\(column): error: \(diagnostic.message)\n"
        }
        return output
    }
}
