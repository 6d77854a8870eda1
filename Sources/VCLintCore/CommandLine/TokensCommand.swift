import ObjCLexer
import SwiftLexer

/// `vclint tokens <file>`: what the lexer saw, for bug reports about a misread file.
enum TokensCommand {
    static func run(_ parsed: ParsedArguments) throws(CommandError) -> CommandResult {
        let (path, bytes) = try OneFileArgument.read(parsed, for: .tokens)
        if TokenDump.isObjectiveC(path) {
            let source = ObjCLexer.tokenize(bytes)
            return CommandResult(standardOutput: TokenDump.render(source),
                                 standardError: TokenDump.renderDiagnostics(source, path: path))
        }
        let source = Lexer.tokenize(bytes)
        return CommandResult(standardOutput: TokenDump.render(source),
                             standardError: TokenDump.renderDiagnostics(source, path: path))
    }
}
