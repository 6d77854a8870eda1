/// `vclint metrics`: the size of every controller, without judging it.
enum MetricsCommand {
    static func run(_ parsed: ParsedArguments) throws(CommandError) -> CommandResult {
        let formats = MetricsFormat.allCases.map(\.rawValue)
        let format = try parsed.choice("--format", among: formats, in: .metrics).flatMap(MetricsFormat.init(rawValue:)) ?? .text
        let jobs = try parsed.positiveInteger("--jobs", in: .metrics) ?? Parallel.coreCount
        let configuration = try ProjectSetup.loadConfiguration(parsed.values["--config"])
        let scanner = ProjectSetup.scanner(configuration, jobs: jobs, forceExclude: parsed.flags.contains("--force-exclude"))
        let paths = parsed.positionals.isEmpty ? ["."] : parsed.positionals
        let project = scanner.scan(paths)
        try ProjectSetup.requireSources(project, paths: paths, configuration: configuration)
        var result = CommandResult(standardOutput: format.render(MetricsReport(project, ruleSettings: configuration.ruleSettings)))
        let (skipped, failures) = ProjectSetup.separateOversized(project.failures)
        for failure in failures {
            result.standardError += CommandError.unreadableFile(path: failure.path, message: failure.problem.message).message
            result.exitCode = .toolFailure
        }
        result.standardError += ProjectSetup.skippedWarnings(skipped, limit: configuration.maxFileSize)
            + ProjectSetup.vendoredNotes(project)
        return result
    }
}
