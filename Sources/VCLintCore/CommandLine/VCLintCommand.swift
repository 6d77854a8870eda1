import SwiftLexer

/// The command line, as a function from arguments to a result, so it is tested in-process.
public enum VCLintCommand {
    public static let version = "0.1.0"

    public static let usage = """
        OVERVIEW: Finds bloated iOS view controllers.

        USAGE: vclint <subcommand>

        SUBCOMMANDS:
          metrics [<paths>…]      One row per view controller, largest first.
            --format <format>     text (default), json or csv.
            --config <file>       Configuration (default: ./.vclint.yml if present).
            --jobs <n>            Files read in parallel (default: all cores).
          tokens <file>           Print the file's tokens, one JSON object per line.

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        """

    public static func run(_ arguments: [String]) -> CommandResult {
        guard let first = arguments.first else {
            return CommandResult(standardError: usage, exitCode: .toolFailure)
        }
        switch first {
        case "--version": return CommandResult(standardOutput: version + "\n")
        case "-h", "--help", "help": return CommandResult(standardOutput: usage)
        case "tokens": return tokens(Array(arguments.dropFirst()))
        case "metrics": return metrics(Array(arguments.dropFirst()))
        default: return usageError("unknown subcommand '\(first)'")
        }
    }

    static func usageError(_ message: String) -> CommandResult {
        CommandResult(standardError: "error: \(message)\nUsage: vclint --help\n", exitCode: .toolFailure)
    }

    static func tokens(_ arguments: [String]) -> CommandResult {
        guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") || path == "-" else {
            return usageError("'tokens' takes exactly one file")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            return CommandResult(standardError: "error: \(path): \(error.message)\n", exitCode: .toolFailure)
        }
        let source = Lexer.tokenize(bytes)
        return CommandResult(standardOutput: TokenDump.render(source),
                             standardError: TokenDump.renderDiagnostics(source, path: path))
    }

    /// The named file, or `.vclint.yml` in the current directory when there is one.
    static func loadConfiguration(_ path: String?) throws(ConfigurationError) -> Configuration {
        if let path { return try Configuration.load(path: path) }
        guard FileSystem.kind(of: Configuration.defaultFileName) == .file else { return Configuration() }
        return try Configuration.load(path: Configuration.defaultFileName)
    }

    static func metrics(_ arguments: [String]) -> CommandResult {
        var paths: [String] = []
        var format = MetricsFormat.text
        var scanner = ProjectScanner()
        var configPath: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--config":
                guard let value = remaining.popFirst() else { return usageError("--config takes a file") }
                configPath = value
            case "--format":
                guard let value = remaining.popFirst(), let chosen = MetricsFormat(rawValue: value) else {
                    return usageError("--format takes one of: text, json, csv")
                }
                format = chosen
            case "--jobs":
                guard let value = remaining.popFirst(), let jobs = Int(value), jobs > 0 else {
                    return usageError("--jobs takes a positive integer")
                }
                scanner.jobs = jobs
            default:
                if argument.hasPrefix("-") && argument != "-" { return usageError("unknown option '\(argument)'") }
                paths.append(argument)
            }
        }
        do {
            let configuration = try loadConfiguration(configPath)
            scanner.resolver = ControllerResolver(baseClasses: Set(configuration.baseClasses))
        } catch {
            return CommandResult(standardError: error.description + "\n", exitCode: .toolFailure)
        }
        let project = scanner.scan(paths.isEmpty ? ["."] : paths)
        var result = CommandResult(standardOutput: format.render(MetricsReport(project)))
        for failure in project.failures {
            result.standardError += "error: \(failure.path): \(failure.problem.message)\n"
            result.exitCode = .toolFailure
        }
        return result
    }
}
