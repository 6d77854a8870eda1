/// `vclint init [<directory>]`: a starting `.vclint.yml`, never over an existing one.
enum InitCommand {
    static func run(_ parsed: ParsedArguments) throws(CommandError) -> CommandResult {
        guard parsed.positionals.count <= 1 else { throw .usage("'init' takes at most one directory", .initialize) }
        let directory = parsed.positionals.first ?? "."
        let path = directory == "." ? Configuration.defaultFileName : directory + "/" + Configuration.defaultFileName
        do {
            try FileSystem.writeFile(path, ConfigurationTemplate.text, exclusive: true)
        } catch {
            throw .unwritableFile(path: path, error)
        }
        return CommandResult(standardOutput: "Wrote \(path) with every rule at its defaults.\n")
    }
}
