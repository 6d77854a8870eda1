/// `vclint report`: the HTML page a team lead opens — a size map of every controller, a ranked
/// table, each controller's files and findings, and with `--baseline` what changed since.
///
/// It lints as `vclint lint` does (same configuration, scanner and rules), but a report is not a
/// gate: it exits 0 whatever it finds, and 2 only when it could not do its whole job.
enum ReportCommand {
    static let abstract = "Write one self-contained HTML page: a size map of the controllers, a ranked table, every finding."
    static let usage = "vclint report [<paths> …] [--output <file>] [--history [--since <date|ref>]] [<options>]"

    static let options: [OptionSpec] = [
        Subcommand.configOption,
        OptionSpec(name: "--output", valueName: "<file>", help: "Write the page to this file instead of standard output."),
        OptionSpec(name: "--baseline", valueName: "<file>",
                   help: "Mark each finding new, worse or still as recorded in this baseline file, and list what it lists that is fixed."),
        OptionSpec(name: "--history", valueName: nil,
                   help: "Add a History section from the git history (as 'vclint history' measures it, monthly): charts of the "
                       + "controllers' lines over time, the hotspots (size against commits), their hottest methods, a sparkline per controller."),
        OptionSpec(name: "--since", valueName: "<date|ref>",
                   help: "The history's window: a date git understands or a commit (default: '12 months ago'). Implies --history."),
        Subcommand.forceExcludeOption,
        Subcommand.jobsOption,
    ]

    static func run(_ parsed: ParsedArguments) throws(CommandError) -> CommandResult {
        let jobs = try parsed.positiveInteger("--jobs", in: .report) ?? Parallel.coreCount
        let configuration = try ProjectSetup.loadConfiguration(parsed.values["--config"])
        let written = WrittenFiles(reads: parsed.values["--baseline"].map { [("--baseline", $0)] } ?? [],
                                   writes: parsed.values["--output"].map { [("--output", $0)] } ?? [])
        try written.checkNamed(configuration: configuration, in: .report)
        let baseline = try parsed.values["--baseline"].map { path throws(CommandError) in (path: path, baseline: try LintCommand.readBaseline(path)) }
        let scanner = ProjectSetup.scanner(configuration, jobs: jobs, forceExclude: parsed.flags.contains("--force-exclude"))
        let paths = parsed.positionals.isEmpty ? ["."] : parsed.positionals
        let project = scanner.scan(paths)
        try ProjectSetup.requireSources(project, paths: paths, configuration: configuration)
        try written.checkNotLinted(project, in: .report)
        let outcome = Linter(rules: configuration.enabledRules, jobs: jobs, planner: SplitPlanner(rules: configuration.allRules)).run(project)
        let violations = outcome.violations
        var result = CommandResult()
        var history: HistoryReport?
        if parsed.flags.contains("--history") || parsed.values["--since"] != nil {
            // The page is still written without it: the rest of the report is whole.
            do {
                history = try Self.history(parsed, paths: parsed.positionals, configuration: configuration, jobs: jobs)
            } catch {
                result.standardError += error.message
                result.exitCode = .toolFailure
            }
        }
        let report = HTMLReport(title: paths.joined(separator: " "), project: project, violations: violations, baseline: baseline,
                                paths: paths, ranRules: Set(configuration.enabledRules.map(\.id)), history: history)
        let page = HTMLReportPage.render(report)

        if let output = parsed.values["--output"] {
            do {
                try FileSystem.writeFile(output, page)
            } catch {
                result.standardError += CommandError.unwritableFile(path: output, error).message
                result.exitCode = .toolFailure
            }
        } else {
            result.standardOutput = page
        }
        // Files over max_file_size are skipped by design and only warned about, as lint does.
        let (skipped, failures) = ProjectSetup.separateOversized(project.failures)
        for failure in failures {
            result.standardError += CommandError.unreadableFile(path: failure.path, message: failure.problem.message).message
            result.exitCode = .toolFailure
        }
        result.standardError += ProjectSetup.skippedWarnings(skipped, limit: configuration.maxFileSize)
            + ProjectSetup.vendoredNotes(project)
        var summary = LintReport(files: project.files.count, controllers: project.controllers.count, violations: violations,
                                 fileErrors: failures.map { LintReport.FileError(path: $0.path, message: $0.problem.message) })
        (summary.screens, summary.viewModels) = (outcome.screens, outcome.viewModels)
        result.standardError += TextReporter.summary(summary)
        return result
    }

    /// `vclint history`'s run over the same paths and configuration, monthly.
    private static func history(_ parsed: ParsedArguments, paths: [String], configuration: Configuration, jobs: Int) throws(CommandError)
        -> HistoryReport {
        var options = HistoryRun.Options()
        options.paths = paths
        options.configuration = configuration
        options.jobs = jobs
        options.forceExclude = parsed.flags.contains("--force-exclude")
        options.since = parsed.values["--since"] ?? HistoryRun.defaultSince
        var run = HistoryRun(options: options)
        run.progress = HistoryCommand.standardError
        do {
            return try run.run().report
        } catch {
            throw .history(error)
        }
    }
}
