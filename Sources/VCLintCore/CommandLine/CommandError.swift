/// Why a command could not do its job. Each is a tool failure (exit 2); each case says what
/// went wrong, and `message` says it the way Swift's own tools do.
enum CommandError: Error {
    /// Bad arguments; the usage of `subcommand` (or of vclint) follows the message.
    case usage(String, Subcommand?)
    case configuration(ConfigurationError)
    case unreadableFile(path: String, message: String)
    case unwritableFile(path: String, WriteProblem)
    case unknownRule(id: String, suggestion: String?)
    case baseline(BaselineError)
    /// `--changed-since` could not ask git which files changed.
    case changedFiles(String)
    /// The paths held no source file to read: the run would check nothing.
    case noSources(String)
    /// `history` could not read the repository, or a ref named no commit.
    case history(HistoryError)

    /// Standard error's text, ending in a newline. Everything that came from outside (paths,
    /// arguments, configuration text) is `ShownText`: one line each, no control characters.
    var message: String {
        switch self {
        case .usage(let message, let subcommand):
            let help = subcommand.map { "vclint help \($0.rawValue)" } ?? "vclint --help"
            return "error: \(ShownText.escaped(message))\nUsage: \(subcommand?.usage ?? Subcommand.mainUsage)\n  See '\(help)' for more information.\n"
        case .configuration(let error):
            return ([error] + error.others).map { problem in
                "\(ShownText.linePath(problem.path)):\(problem.line.map { "\($0):" } ?? "") error: \(ShownText.escaped(problem.message))\n"
            }.joined()
        case .unreadableFile(let path, let message):
            return "error: \(ShownText.escaped(path)): \(ShownText.escaped(message))\n"
        case .unwritableFile(let path, let problem):
            return "error: cannot write '\(ShownText.escaped(path))': \(problem.message)\n"
        case .unknownRule(let id, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "error: unknown rule '\(ShownText.echoed(id))'\(hint)\n  Run 'vclint rules' to list every rule.\n"
        case .baseline(let error):
            return "\(ShownText.linePath(error.path)): error: \(ShownText.escaped(error.message))\n"
        case .changedFiles(let reason):
            return "error: --changed-since: \(ShownText.escaped(reason))\n"
        case .noSources(let reason):
            return "error: \(ShownText.escaped(reason))\n"
        case .history(let error):
            return "error: \(ShownText.escaped(error.message))\n"
        }
    }

    var result: CommandResult { CommandResult(standardError: message, exitCode: .toolFailure) }
}
