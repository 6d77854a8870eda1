import BuildInfo

/// The command line, as a function from arguments to a result, so it is tested in-process.
public enum VCLintCommand {
    /// The release, as `VERSION` at the repository's root says (a test keeps them equal).
    public static let version = "0.2.0"

    /// The commit `make` built from (12 hex digits, `-dirty` with uncommitted changes), or nil
    /// for a build that did not say.
    public static var buildCommit: String? {
        let commit = String(cString: vclint_build_commit())
        return commit.isEmpty ? nil : commit
    }

    /// `0.2.0`, or `0.2.0 (3f2a9c1b7d4e)` when built by `make` from a clone.
    public static var versionLine: String { version + (buildCommit.map { " (\($0))" } ?? "") }

    public static var usage: String { HelpText.main }

    public static func run(_ arguments: [String]) -> CommandResult {
        guard let first = arguments.first else { return Subcommand.lint.run([]) }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--version": return CommandResult(standardOutput: versionLine + "\n")
        case "-h", "--help": return CommandResult(standardOutput: HelpText.main)
        case "help": return help(rest)
        default:
            if let subcommand = Subcommand(rawValue: first) { return subcommand.run(rest) }
            // `vclint version`, as some tools spell it, when no file of that name is there to lint.
            if first == "version", rest.isEmpty, FileSystem.kind(of: first) == .missing {
                return CommandResult(standardOutput: versionLine + "\n")
            }
            if let close = mistypedSubcommand(first) {
                return CommandError.usage("unknown subcommand '\(ShownText.echoed(first))'; did you mean '\(close)'?", nil).result
            }
            // `vclint Sources --strict`: lint is the default subcommand.
            return Subcommand.lint.run(arguments)
        }
    }

    static func help(_ arguments: [String]) -> CommandResult {
        guard let name = arguments.first else { return CommandResult(standardOutput: HelpText.main) }
        guard let subcommand = Subcommand(rawValue: name) else {
            let names = Subcommand.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
            return CommandError.usage("unknown subcommand '\(ShownText.echoed(name))'\(hint)", nil).result
        }
        guard arguments.count == 1 else {
            return CommandError.usage("'help' takes one subcommand; unexpected '\(ShownText.echoed(arguments[1]))'", nil).result
        }
        return CommandResult(standardOutput: subcommand.help)
    }

    /// A first argument that is no path on disk, reads like a word, and is close to a subcommand
    /// (`vclint metics`): a typo, not a path to lint.
    static func mistypedSubcommand(_ argument: String) -> String? {
        guard !argument.hasPrefix("-"), !argument.contains("/"), !argument.contains("."),
              FileSystem.kind(of: argument) == .missing else { return nil }
        return Suggestion.closest(to: argument, among: Subcommand.allCases.map(\.rawValue) + ["help"])
    }
}
