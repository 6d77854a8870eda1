/// `vclint split`: how to split a controller, member by member.
enum SplitCommand {
    static let abstract = "Plan how to split a view controller: the data sources, services, stores, views and view models to extract."
    static let usage = "vclint split (<controller> | --all) [<paths> …] [<options>]"
    static let arguments = [
        ("<controller>", "The controller to plan, by name (FeedViewController, or Module.Feed.ViewController)."),
        ("<paths>", "Files and directories to read (default: .)."),
    ]
    static var options: [OptionSpec] {
        [
            Subcommand.configOption,
            OptionSpec(name: "--all", valueName: nil,
                       help: "Plan every controller over controller_length's warning line instead of one, largest first."),
            OptionSpec(name: "--format", valueName: "<format>",
                       help: "One of: \(SplitFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: text)."),
            Subcommand.forceExcludeOption,
            Subcommand.jobsOption,
        ]
    }

    /// The length rule, configured, enabled or not: its finding says a controller is over the line.
    static let lengthRuleID = "controller_length"

    /// The controllers `controller_length` reports, largest first.
    static func overLengthLine(_ project: Project, configuration: Configuration, in context: RuleContext) -> [Controller] {
        guard let rule = configuration.allRules.first(where: { $0.id == lengthRuleID })?.asControllerRule else { return [] }
        let measured = project.controllers.compactMap { controller in
            rule.check(controller, in: context).first.map { (controller, $0.measured ?? controller.totalLines) }
        }
        return measured.sorted { ($1.1, $0.0.name) < ($0.1, $1.0.name) }.map(\.0)
    }

    static func run(_ parsed: ParsedArguments) throws(CommandError) -> CommandResult {
        let format = try parsed.choice("--format", among: SplitFormat.allCases.map(\.rawValue), in: .split)
            .flatMap(SplitFormat.init(rawValue:)) ?? .text
        let all = parsed.flags.contains("--all")
        var positionals = parsed.positionals
        guard all || !positionals.isEmpty else {
            throw .usage("name the controller to plan, or pass --all", .split)
        }
        let name = all ? nil : positionals.removeFirst()
        let jobs = try parsed.positiveInteger("--jobs", in: .split) ?? Parallel.coreCount
        let configuration = try ProjectSetup.loadConfiguration(parsed.values["--config"])
        let scanner = ProjectSetup.scanner(configuration, jobs: jobs, forceExclude: parsed.flags.contains("--force-exclude"))
        let paths = positionals.isEmpty ? ["."] : positionals
        let project = scanner.scan(paths)
        try ProjectSetup.requireSources(project, paths: paths, configuration: configuration)
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let chosen: [Controller]
        if let name {
            chosen = project.controllers.filter { $0.name == name || TypeNames.simple($0.name) == name }
            guard !chosen.isEmpty else {
                let suggestion = Suggestion.closest(to: name, among: project.controllers.map(\.name))
                throw .usage("no view controller named '\(ShownText.echoed(name))' under \(paths.map { "'\(ShownText.echoed($0))'" }.joined(separator: ", "))"
                    + (suggestion.map { "; did you mean '\(ShownText.echoed($0))'?" } ?? ""), .split)
            }
        } else {
            chosen = overLengthLine(project, configuration: configuration, in: context)
        }
        let planner = SplitPlanner(rules: configuration.allRules)
        var result = CommandResult(standardOutput: format.render(chosen.map { planner.plan($0, in: context) }))
        if chosen.isEmpty, format == .text {
            // Silence would read as a failure to run.
            result.standardOutput = "No view controller is over \(lengthRuleID)'s warning line among "
                + "\(Plural.count(project.controllers.count, "controller")): nothing to split.\n"
        }
        let (skipped, failures) = ProjectSetup.separateOversized(project.failures)
        for failure in failures {
            result.standardError += CommandError.unreadableFile(path: failure.path, message: failure.problem.message).message
            result.exitCode = .toolFailure
        }
        result.standardError += ProjectSetup.skippedWarnings(skipped, limit: configuration.maxFileSize)
        return result
    }
}
