/// The one file `tokens` and `outline` take, read: a usage error unless exactly one is named, and
/// an error naming it when it cannot be read.
enum OneFileArgument {
    static func read(_ parsed: ParsedArguments, for subcommand: Subcommand) throws(CommandError) -> (path: String, bytes: [UInt8]) {
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw .usage("'\(subcommand.rawValue)' takes exactly one file", subcommand)
        }
        do {
            return (path, try FileSystem.readSource(path, limit: FileSystem.maximumFileSize))
        } catch {
            throw .unreadableFile(path: path, message: error.message)
        }
    }
}
