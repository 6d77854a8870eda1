/// vclint's subcommands: what each is called, takes and says in its help.
enum Subcommand: String, CaseIterable, Sendable {
    case lint, metrics, history, split, report, rules
    case initialize = "init"
    case tokens, outline

    static let mainUsage = "vclint [lint] [<paths> …] [<options>]\n       vclint <subcommand> [<arguments>]"

    var abstract: String {
        switch self {
        case .lint: "Lint the view controllers under the paths and report the findings."
        case .metrics: "One row per view controller, largest first: lines, methods, stored properties."
        case .split: SplitCommand.abstract
        case .report: ReportCommand.abstract
        case .rules: "List every rule with its default severity and options, or show one rule's document."
        case .initialize: "Write a .vclint.yml fitted to the tree: its own clients and stores, test and vendored folders, outside bases; the rest at defaults."
        case .tokens: "Print a file's tokens, one JSON object per line (for bug reports)."
        case .outline: "Print what the outline saw in a file: types, inheritance, members and the calls each makes."
        case .history: HistoryCommand.abstract
        }
    }

    var usage: String {
        switch self {
        case .lint: "vclint [lint] [<paths> …] [<options>]"
        case .metrics: "vclint metrics [<paths> …] [<options>]"
        case .split: SplitCommand.usage
        case .report: ReportCommand.usage
        case .rules: "vclint rules [<rule-id>]"
        case .initialize: "vclint init [<directory>] [--print | --diff]"
        case .tokens: "vclint tokens <file>"
        case .outline: "vclint outline <file>"
        case .history: HistoryCommand.usage
        }
    }

    var arguments: [(name: String, help: String)] {
        switch self {
        case .lint, .metrics, .report: [("<paths>", "Files and directories to read (default: .). A file named here is read even when it is excluded.")]
        case .split: SplitCommand.arguments
        case .rules: [("<rule-id>", "Print this rule's document: rationale, options, examples.")]
        case .initialize: [("<directory>", "Where to write .vclint.yml (default: .). An existing file is never overwritten.")]
        case .history: [("<paths>", "Files and folders of the work tree to measure, at every commit (default: .).")]
        case .tokens: [("<file>", "The Swift, Objective-C (.h, .m) or Objective-C++ (.mm) file to tokenize.")]
        case .outline: [("<file>", "The Swift, Objective-C (.h, .m) or Objective-C++ (.mm) file to outline.")]
        }
    }

    static let configOption = OptionSpec(name: "--config", valueName: "<file>", help: "The configuration (default: the nearest .vclint.yml from here up to the repository root).")
    static let jobsOption = OptionSpec(name: "--jobs", valueName: "<n>", help: "Files read and rules run in parallel (default: every core).")
    static let forceExcludeOption = OptionSpec(
        name: "--force-exclude", valueName: nil, help: "Apply 'included' and 'excluded' to files named on the command line too.")

    var options: [OptionSpec] {
        switch self {
        case .lint:
            [
                Self.configOption,
                OptionSpec(name: "--format", valueName: "<format>",
                           help: "One of: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: text)."),
                OptionSpec(name: "--output", valueName: "<file>", help: "Write the report to this file instead of standard output."),
                OptionSpec(name: "--report", valueName: "<format:file>",
                           help: "Also write the report in this format to this file (repeatable): "
                               + "--report sarif:vclint.sarif --report gitlab:gl-code-quality.json."),
                OptionSpec(name: "--strict", valueName: nil, help: "Fail (exit 1) on warnings too, not only on errors."),
                OptionSpec(name: "--quiet", valueName: nil, help: "No summary line on standard error: only the findings."),
                Self.forceExcludeOption,
                OptionSpec(name: "--report-only", valueName: "<path>",
                           help: "Read the whole tree but report only findings located in this file or directory "
                               + "(repeatable). A finding about a controller is located in each file of its class and extensions."),
                OptionSpec(name: "--changed-since", valueName: "<ref>",
                           help: "Like --report-only, for the files 'git diff --name-only <ref>' lists plus untracked files."),
                OptionSpec(name: "--hook", valueName: nil,
                           help: "As a pre-commit hook: read the whole tree from here, report only findings located in the files "
                               + "named as arguments (the files being committed); a .vclint.yml among them reports everything."),
                OptionSpec(name: "--absolute-paths", valueName: nil,
                           help: "Print absolute paths (the default when every path given is absolute), for Xcode's issue navigator."),
                OptionSpec(name: "--baseline", valueName: "<file>", help: "Hide the findings this baseline file lists."),
                OptionSpec(name: "--write-baseline", valueName: "<file>", help: "Write every current finding to this baseline file."),
                Self.jobsOption,
            ]
        case .metrics:
            [
                Self.configOption,
                OptionSpec(name: "--format", valueName: "<format>",
                           help: "One of: \(MetricsFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: text)."),
                Self.forceExcludeOption,
                Self.jobsOption,
            ]
        case .split: SplitCommand.options
        case .report: ReportCommand.options
        case .initialize: InitCommand.options
        case .history: HistoryCommand.options
        case .rules, .tokens, .outline: []
        }
    }

    func run(_ arguments: [String]) -> CommandResult {
        do {
            let parsed = try ArgumentParser.parse(arguments, for: self)
            if parsed.wantsHelp { return CommandResult(standardOutput: help) }
            switch self {
            case .lint: return try LintCommand.run(LintOptions(parsed))
            case .metrics: return try MetricsCommand.run(parsed)
            case .split: return try SplitCommand.run(parsed)
            case .report: return try ReportCommand.run(parsed)
            case .rules: return try RulesCommand.run(parsed)
            case .initialize: return try InitCommand.run(parsed)
            case .tokens: return try TokensCommand.run(parsed)
            case .outline: return try OutlineCommand.run(parsed)
            case .history: return try HistoryCommand.run(parsed)
            }
        } catch {
            return error.result
        }
    }

    var help: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(usage)\n\nARGUMENTS:\n"
        for argument in arguments { text += HelpText.row(argument.name, argument.help) }
        text += "\nOPTIONS:\n"
        for option in options {
            text += HelpText.row(option.name + (option.valueName.map { " " + $0 } ?? ""), option.help)
        }
        text += HelpText.row("-h, --help", "Show help information.")
        if self == .history { text += "\n" + HistoryCommand.notes }
        if self == .lint { text += "\n" + HelpText.exitStatus }
        return text
    }
}

/// The top-level help, and the layout every help text shares.
enum HelpText {
    static let exitStatus = """
        EXIT STATUS:
          0  No finding at a failing severity (errors; with --strict, warnings too).
          1  At least one finding at a failing severity.
          2  vclint could not do its whole job: bad usage, a bad configuration, a missing path
             or an unreadable file. Everything readable is still linted and reported.

        """

    static var main: String {
        var text = "OVERVIEW: Finds bloated iOS view controllers.\n\nUSAGE: \(Subcommand.mainUsage)\n\nSUBCOMMANDS:\n"
        for subcommand in Subcommand.allCases {
            text += row(subcommand.rawValue + (subcommand == .lint ? " (default)" : ""), subcommand.abstract)
        }
        text += row("help <subcommand>", "Show a subcommand's help.")
        text += "\nOPTIONS:\n"
        text += row("--version", "Show the version.")
        text += row("-h, --help", "Show help information.")
        text += "\n  See 'vclint help <subcommand>' for a subcommand's arguments and options.\n\n"
        return text + exitStatus
    }

    /// `  name                    help`, the help wrapped at 80 columns and started on the next
    /// line when the name is long.
    static func row(_ name: String, _ help: String) -> String {
        let column = 26
        let indent = String(repeating: " ", count: column)
        let label = "  " + name
        var text = label.count < column - 1 ? label + String(repeating: " ", count: column - label.count) : label + "\n" + indent
        var width = column
        for (index, word) in help.split(separator: " ").enumerated() {
            if index > 0 && width + 1 + word.count > 80 {
                text += "\n" + indent
                width = column
            } else if index > 0 {
                text += " "
                width += 1
            }
            text += word
            width += word.count
        }
        return text + "\n"
    }
}
