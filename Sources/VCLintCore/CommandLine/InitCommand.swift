/// `vclint init [<directory>]`: a starting `.vclint.yml`, never over an existing one.
enum InitCommand {
    static func run(_ parsed: ParsedArguments) throws(CommandError) -> CommandResult {
        guard parsed.positionals.count <= 1 else { throw .usage("'init' takes at most one directory", .initialize) }
        let directory = parsed.positionals.first ?? "."
        // An empty name would put the file at the root, where it configures every folder.
        guard !directory.isEmpty else { throw .usage("'init' needs a directory name, not an empty one", .initialize) }
        guard case .success(.directory) = FileSystem.inspect(directory) else {
            throw .usage("'\(ShownText.echoed(directory))' is not a directory", .initialize)
        }
        let path = directory == "." ? Configuration.defaultFileName
            : (directory.hasSuffix("/") ? directory : directory + "/") + Configuration.defaultFileName
        do {
            try FileSystem.writeFile(path, ConfigurationTemplate.text, exclusive: true)
        } catch {
            throw .unwritableFile(path: path, error)
        }
        return CommandResult(standardOutput: "Wrote \(path) with every rule at its defaults.\n")
    }
}
