/// `vclint history`: controller sizes over the mainline's history, and the hotspots of a window.
enum HistoryCommand {
    static let abstract = "Measure every controller at sampled commits of the git history, and rank hotspots: lines × commits in the window."

    static let usage = "vclint history [<paths> …] [--since <date|ref>] [--until <ref>] [--every <n> | --monthly] [<options>]"

    static let options: [OptionSpec] = [
        OptionSpec(name: "--since", valueName: "<date|ref>",
                   help: "Start of the window: a date git understands ('2 years ago', 2024-01-01) or a commit whose history is left out "
                       + "(default: '12 months ago'). Samples and hotspots both cover it."),
        OptionSpec(name: "--until", valueName: "<ref>", help: "The commit to walk back from along first parents (default: HEAD)."),
        OptionSpec(name: "--every", valueName: "<n>", help: "Measure every n-th mainline commit, newest first (1: every commit)."),
        OptionSpec(name: "--monthly", valueName: nil, help: "Measure the last commit of each month (the default)."),
        OptionSpec(name: "--format", valueName: "<format>",
                   help: "One of: \(HistoryFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: text). text: the hotspot "
                       + "table; json: every sample's controllers, the hotspots and the skipped files; csv: one row per commit and controller."),
        OptionSpec(name: "--output", valueName: "<file>", help: "Write the report to this file instead of standard output."),
        OptionSpec(name: "--top", valueName: "<n>", help: "Rows of the text table (default: 20)."),
        OptionSpec(name: "--findings", valueName: nil,
                   help: "Also count each controller's findings at every sample (runs the enabled rules per sample: slower)."),
        OptionSpec(name: "--git-dir", valueName: "<dir>",
                   help: "Read this repository (a bare mirror too) instead of the one holding the current directory."),
        OptionSpec(name: "--quiet", valueName: nil, help: "No progress or notes on standard error."),
        Subcommand.configOption,
        Subcommand.forceExcludeOption,
        Subcommand.jobsOption,
    ]

    static let notes = """
        HOTSPOTS:
          score = a controller's lines now × the non-merge commits in the window that touched any
          of its files (its class's and its extensions' files at the newest sample, followed back
          across renames). Trend compares its lines now with the window's first sample: grew or
          shrank by more than 5%, else flat. For the top ten, the hottest methods: the commits
          whose hunks ('git log -p -U0', limited to their files) touched each method's lines,
          before or after the change, and the lines changed in it; and who changed it most.

        HOW IT READS HISTORY:
          Only git plumbing: 'git log --first-parent' for the samples, 'git ls-tree' per sample,
          one 'git cat-file --batch' for file contents, one 'git log --numstat' for the window.
          The work tree and the index are never touched. A controller is followed by its class
          name: a file moved or renamed keeps its history; a class renamed starts a new one.
          The current configuration applies to every commit.

        """

    static func run(_ parsed: ParsedArguments, progress: @escaping (String) -> Void = HistoryCommand.standardError) throws(CommandError)
        -> CommandResult {
        let format = try parsed.choice("--format", among: HistoryFormat.allCases.map(\.rawValue), in: .history)
            .flatMap(HistoryFormat.init(rawValue:)) ?? .text
        var options = HistoryRun.Options()
        options.jobs = try parsed.positiveInteger("--jobs", in: .history) ?? Parallel.coreCount
        let top = try parsed.positiveInteger("--top", in: .history) ?? 20
        if let every = try parsed.positiveInteger("--every", in: .history) {
            if parsed.flags.contains("--monthly") { throw .usage("--every and --monthly choose the samples two ways: give one", .history) }
            options.sampling = .every(every)
        }
        options.paths = parsed.positionals
        options.gitDirectory = parsed.values["--git-dir"]
        options.since = parsed.values["--since"] ?? HistoryRun.defaultSince
        options.until = parsed.values["--until"] ?? "HEAD"
        options.countsFindings = parsed.flags.contains("--findings")
        options.forceExclude = parsed.flags.contains("--force-exclude")
        options.configuration = try ProjectSetup.loadConfiguration(parsed.values["--config"])
        if let path = parsed.values["--output"] {
            // Never the configuration or a source file: history reads the tree's sources at every commit.
            try WrittenFiles(reads: [], writes: [("--output", path)]).checkNamed(configuration: options.configuration, in: .history)
            if SourceCollector.isSourceFile(path) {
                throw .usage("'--output \(ShownText.echoed(path))' is a Swift or Objective-C source file; the report would replace it", .history)
            }
        }
        let quiet = parsed.flags.contains("--quiet")
        var run = HistoryRun(options: options)
        run.progress = quiet ? { _ in } : progress
        let outcome: HistoryRun.Outcome
        do {
            outcome = try run.run()
        } catch {
            throw .history(error)
        }
        let text = format.render(outcome.report, top: top)
        var result = CommandResult()
        if let path = parsed.values["--output"] {
            do {
                try FileSystem.writeFile(path, text)
            } catch {
                throw .unwritableFile(path: path, error)
            }
        } else {
            result.standardOutput = text
        }
        if !quiet {
            // The shallow-clone note went out with the progress, as soon as it was known.
            result.standardError += outcome.report.skipped.map { skipped in
                "warning: \(ShownText.escaped(skipped.path)) (object \(skipped.blob.prefix(12)), first at \(skipped.commit.prefix(12))): "
                    + "skipped: \(skipped.reason)\n"
            }.joined()
            result.standardError += outcome.report.notes.filter { !$0.hasPrefix("shallow clone") }
                .map { "note: \(ShownText.escaped($0))\n" }.joined()
        }
        return result
    }

    /// Progress goes out as it happens, not with the result.
    static func standardError(_ text: String) {
        _ = FileSystem.writeAll(text, to: 2)
    }
}
