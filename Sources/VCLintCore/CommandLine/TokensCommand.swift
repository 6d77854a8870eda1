import ObjCLexer
import SwiftLexer

/// `vclint tokens <file>`: what the lexer saw, for bug reports about a misread file.
enum TokensCommand {
    static func run(_ parsed: ParsedArguments) throws(CommandError) -> CommandResult {
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw .usage("'tokens' takes exactly one file", .tokens)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readSource(path, limit: FileSystem.maximumFileSize)
        } catch {
            throw .unreadableFile(path: path, message: error.message)
        }
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
