/// `vclint init [<directory>] [--print | --diff]`: a `.vclint.yml` fitted to the tree (see
/// `TreeSurvey`), never over an existing one. `--print` writes the proposal to standard output;
/// `--diff` says what the tree suggests that an existing `.vclint.yml` lacks, and why, without
/// touching it.
enum InitCommand {
    static let options = [
        OptionSpec(name: "--print", valueName: nil, help: "Print the proposed configuration instead of writing it."),
        OptionSpec(name: "--diff", valueName: nil,
                   help: "Compare the proposal with the existing .vclint.yml: what the tree suggests that it lacks, with the evidence."),
        Subcommand.jobsOption,
    ]

    static func run(_ parsed: ParsedArguments) throws(CommandError) -> CommandResult {
        guard parsed.positionals.count <= 1 else { throw .usage("'init' takes at most one directory", .initialize) }
        let directory = parsed.positionals.first ?? "."
        // An empty name would put the file at the root, where it configures every folder.
        guard !directory.isEmpty else { throw .usage("'init' needs a directory name, not an empty one", .initialize) }
        guard case .success(.directory) = FileSystem.inspect(directory) else {
            throw .usage("'\(ShownText.echoed(directory))' is not a directory", .initialize)
        }
        if parsed.flags.contains("--print") && parsed.flags.contains("--diff") {
            throw .usage("'--print' and '--diff' cannot be used together", .initialize)
        }
        let path = directory == "." ? Configuration.defaultFileName
            : (directory.hasSuffix("/") ? directory : directory + "/") + Configuration.defaultFileName
        // Refuse before the survey: a file there is never replaced, and reading a large tree first would waste the wait.
        if !parsed.flags.contains("--print") && !parsed.flags.contains("--diff") && FileSystem.exists(path) {
            throw .usage("'\(ShownText.echoed(path))' already exists; 'vclint init --diff' compares it with what the tree suggests", .initialize)
        }
        var scanner = ProjectSetup.scanner(Configuration(), jobs: try parsed.positiveInteger("--jobs", in: .initialize) ?? Parallel.coreCount,
                                           forceExclude: false)
        scanner.collector.skipsVendored = true
        let survey = TreeSurvey(scanner.scan([directory]))
        let proposal = ConfigurationTemplate.text(fittedTo: survey, directory: directory)
        if parsed.flags.contains("--print") { return CommandResult(standardOutput: proposal) }
        if parsed.flags.contains("--diff") { return try diff(survey, existing: path, directory: directory) }
        do {
            try FileSystem.writeFile(path, proposal, exclusive: true)
        } catch {
            throw .unwritableFile(path: path, error)
        }
        let fitted = survey.candidates.filter { $0.level == .client }.count + survey.testFolders.count + survey.vendoredFolders.count + survey.prefixedLibraries.count
            + survey.outsideBases.count
        return CommandResult(standardOutput: "Wrote \(path), fitted to \(survey.controllerSizes.count) controllers: "
            + "\(Plural.count(fitted, "setting")) from the tree, each with its evidence; the rest at their defaults.\n")
    }

    /// What the proposal adds to the configuration at `existing`, one line each with its evidence.
    static func diff(_ survey: TreeSurvey, existing path: String, directory: String) throws(CommandError) -> CommandResult {
        guard FileSystem.exists(path) else {
            throw .usage("'\(ShownText.echoed(path))' does not exist; 'vclint init' writes one, '--print' shows it", .initialize)
        }
        let configuration = try ProjectSetup.loadConfiguration(path)
        var lines: [String] = []
        let excluded = Set(configuration.excluded.map(\.pattern))
        let folders = survey.testFolders.map { ($0, "test, fixture or preview code") }
            + survey.vendoredFolders.map { ($0, "third-party code with its own licence or podspec") }
            + survey.prefixedLibraries.map { ($0.path, "looks like third-party code: \($0.evidence)") }
        for (folder, why) in folders {
            let relative = FittedSettings.relative(folder, to: directory)
            if !excluded.contains(relative) && !excluded.contains(relative + "/") {
                lines.append("+ excluded: \(relative)   # \(why)")
            }
        }
        for base in survey.outsideBases where !configuration.baseClasses.contains(base.name) {
            lines.append("+ controllers.base_classes: \(base.name)   # declared outside the tree; \(base.controllers) controllers subclass it")
        }
        for candidate in survey.candidates where candidate.level == .client {
            let configured = configuration.ruleSettings[candidate.kind.ruleID]?.names(ofOption: "identifiers") ?? []
            guard !configured.contains(where: { $0 == candidate.name || $0.hasPrefix(candidate.name + ".") }) else { continue }
            let place = "\(FittedSettings.relative(candidate.evidence.path, to: directory)):\(candidate.evidence.line)"
            lines.append("+ rules.\(candidate.kind.ruleID).identifiers: \(candidate.name)   # calls \(candidate.call) (\(place)); "
                + "\(candidate.callers) controllers call it")
        }
        let text = lines.isEmpty ? "\(path) already has everything the tree suggests.\n"
            : "The tree suggests \(Plural.count(lines.count, "addition")) to \(path) (nothing was changed):\n" + lines.joined(separator: "\n") + "\n"
        return CommandResult(standardOutput: text)
    }
}
