/// `vclint split`: how to split a controller or a view model, member by member.
enum SplitCommand {
    static let abstract = "Plan how to split a view controller or view model: the data sources, services, stores, views and view models to extract."
    static let usage = "vclint split (<controller> | --all) [<paths> …] [<options>]"
    static let arguments = [
        ("<controller>", "The controller or SwiftUI view model to plan, by name (FeedViewController, Module.Feed.ViewController, FeedViewModel)."),
        ("<paths>", "Files and directories to read (default: .)."),
    ]
    static var options: [OptionSpec] {
        [
            Subcommand.configOption,
            OptionSpec(name: "--all", valueName: nil,
                       help: "Plan every controller over controller_length's warning line, then every view model over view_model_length's, instead of one, largest first."),
            OptionSpec(name: "--format", valueName: "<format>",
                       help: "One of: \(SplitFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: text)."),
            Subcommand.forceExcludeOption,
            Subcommand.jobsOption,
        ]
    }

    /// The rule, configured, enabled or not, whose finding says a subject of this kind is too big
    /// (`Rule.suggestsSplit`): `controller_length` and `view_model_length`.
    static func lengthRule(for kind: SubjectKind, in configuration: Configuration) -> (any Rule)? {
        configuration.allRules.first { type(of: $0).suggestsSplit && type(of: $0).inspects == kind }
    }

    /// The controllers `controller_length` reports, largest first.
    static func overLengthLine(_ project: Project, configuration: Configuration, in context: RuleContext) -> [Controller] {
        guard let rule = lengthRule(for: .controller, in: configuration)?.asControllerRule else { return [] }
        let measured = project.controllers.compactMap { controller in
            rule.check(controller, in: context).first.map { (controller, $0.measured ?? controller.totalLines) }
        }
        return measured.sorted { ($1.1, $0.0.name) < ($0.1, $1.0.name) }.map(\.0)
    }

    /// The view models `view_model_length` reports, largest first.
    static func viewModelsOverLengthLine(configuration: Configuration, in context: RuleContext) -> [SwiftUISubject] {
        guard let rule = lengthRule(for: .viewModel, in: configuration) else { return [] }
        let models = ViewModelIndex(context.swiftUISubjects)
        return rule.check(context).compactMap { models[$0] }.sorted(by: SwiftUISubject.largestFirst)
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
        let models: [SwiftUISubject]
        if let name {
            let matches = { (full: String) in full == name || TypeNames.simple(full) == name }
            chosen = project.controllers.filter { matches($0.name) }
            // A controller of the name wins: a view model is planned when no controller has it.
            models = chosen.isEmpty ? context.swiftUISubjects.filter { $0.kind == .viewModel && matches($0.name) } : []
            guard !chosen.isEmpty || !models.isEmpty else {
                let known = project.controllers.map(\.name) + context.swiftUISubjects.filter { $0.kind == .viewModel }.map(\.name)
                let suggestion = Suggestion.closest(to: name, among: known)
                throw .usage("no view controller or view model named '\(ShownText.echoed(name))' under \(paths.map { "'\(ShownText.echoed($0))'" }.joined(separator: ", "))"
                    + (suggestion.map { "; did you mean '\(ShownText.echoed($0))'?" } ?? ""), .split)
            }
        } else {
            chosen = overLengthLine(project, configuration: configuration, in: context)
            models = viewModelsOverLengthLine(configuration: configuration, in: context)
        }
        let planner = SplitPlanner(rules: configuration.allRules)
        let plans = chosen.map { planner.plan($0, in: context) } + models.map { planner.plan(viewModel: $0, in: context) }
        var result = CommandResult(standardOutput: format.render(plans))
        if plans.isEmpty, format == .text {
            // Silence would read as a failure to run.
            let viewModels = context.swiftUISubjects.count { $0.kind == .viewModel }
            let ruleID = { (kind: SubjectKind) in lengthRule(for: kind, in: configuration)?.id ?? "its length rule" }
            result.standardOutput = "No view controller is over \(ruleID(.controller))'s warning line among "
                + "\(Plural.count(project.controllers.count, "controller"))"
                + (viewModels > 0 ? ", nor a view model over \(ruleID(.viewModel))'s among \(Plural.count(viewModels, "view model"))" : "")
                + ": nothing to split.\n"
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
