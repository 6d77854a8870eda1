/// A report written to a file besides the main output: `--report sarif:vclint.sarif`.
public struct ReportDestination: Sendable, Equatable {
    public var format: ReportFormat
    public var path: String

    public init(format: ReportFormat, path: String) {
        self.format = format
        self.path = path
    }

    /// `FORMAT:FILE`, split at the first colon (format names have none; a file name may).
    init(_ text: String) throws(CommandError) {
        let formats = ReportFormat.allCases.map(\.rawValue)
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex, text.index(after: colon) != text.endIndex else {
            throw .usage("invalid value '\(ShownText.echoed(text))' for '--report'; expected FORMAT:FILE, such as sarif:vclint.sarif", .lint)
        }
        let name = String(text[..<colon])
        guard let format = ReportFormat(rawValue: name) else {
            let hint = Suggestion.closest(to: name, among: formats).map { "did you mean '\($0)'?" }
                ?? "expected one of: \(formats.joined(separator: ", "))"
            throw .usage("invalid format '\(ShownText.echoed(name))' in '--report \(ShownText.echoed(text))'; \(hint)", .lint)
        }
        self.init(format: format, path: String(text[text.index(after: colon)...]))
    }
}

/// `vclint [lint]`'s settings, as parsed from the command line.
public struct LintOptions: Sendable, Equatable {
    public var paths: [String] = ["."]
    public var configPath: String?
    public var format = ReportFormat.text
    /// Where the report goes instead of standard output; the summary stays on standard error.
    public var outputPath: String?
    /// More reports of the same run, each to its own file (`--report FORMAT:FILE`, repeatable).
    public var reports: [ReportDestination] = []
    /// Warnings fail the run too.
    public var strict = false
    /// No summary line.
    public var quiet = false
    public var forceExclude = false
    public var baselinePath: String?
    public var writeBaselinePath: String?
    public var jobs = Parallel.coreCount
    /// Report only findings located in these files or directories (the whole tree is still read).
    public var reportOnly: [String]?
    /// Report only findings located in files git sees as changed since this reference.
    public var changedSince: String?
    /// `--hook`: the files pre-commit named, which scope the report; nil when not a hook.
    public var hookFiles: [String]?
    /// Print absolute paths: asked for, or implied when every path given is absolute (as an Xcode
    /// build phase passes `"$SRCROOT"`).
    public var absolutePaths = false

    public init() {}

    init(_ parsed: ParsedArguments) throws(CommandError) {
        if parsed.flags.contains("--hook") {
            // pre-commit passes the files being committed (every file under --all-files); the
            // whole tree is still read, so bases and extensions in other files are found. A
            // changed configuration can change any finding, so it puts every file in scope.
            let named = parsed.positionals
            hookFiles = named.contains { $0 == Configuration.defaultFileName || $0.hasSuffix("/" + Configuration.defaultFileName) }
                ? nil : named
        } else if !parsed.positionals.isEmpty {
            paths = parsed.positionals
        }
        configPath = parsed.values["--config"]
        let formats = ReportFormat.allCases.map(\.rawValue)
        if let name = try parsed.choice("--format", among: formats, in: .lint), let chosen = ReportFormat(rawValue: name) {
            format = chosen
        }
        outputPath = parsed.values["--output"]
        for text in parsed.allValues["--report"] ?? [] { reports.append(try ReportDestination(text)) }
        strict = parsed.flags.contains("--strict")
        quiet = parsed.flags.contains("--quiet")
        forceExclude = parsed.flags.contains("--force-exclude")
        baselinePath = parsed.values["--baseline"]
        writeBaselinePath = parsed.values["--write-baseline"]
        jobs = try parsed.positiveInteger("--jobs", in: .lint) ?? jobs
        reportOnly = parsed.allValues["--report-only"]
        changedSince = parsed.values["--changed-since"]
        absolutePaths = parsed.flags.contains("--absolute-paths") || paths.allSatisfy { $0.hasPrefix("/") }
    }
}

/// Paths → project → rules → report → format, and the exit status the report earns.
public enum LintCommand {
    public static func run(_ options: LintOptions) -> CommandResult {
        do {
            return try lint(options)
        } catch {
            return error.result
        }
    }

    static func lint(_ options: LintOptions) throws(CommandError) -> CommandResult {
        let configuration = try ProjectSetup.loadConfiguration(options.configPath)
        let written = writtenFiles(options)
        try written.checkNamed(configuration: configuration, in: .lint)
        let scanner = ProjectSetup.scanner(configuration, jobs: options.jobs, forceExclude: options.forceExclude)
        let project = scanner.scan(options.paths)
        try ProjectSetup.requireSources(project, paths: options.paths, configuration: configuration)
        try written.checkNotLinted(project, in: .lint)
        ExitWithoutFreeing.keep(project)
        let scope = try reportScope(options)
        // Plans cost a sixth of a run: made only when a report shows them or a scope reads them.
        let plansRead = scope != nil || ([options.format] + options.reports.map(\.format)).contains(where: \.showsRelatedLocations)
        let planner = plansRead ? SplitPlanner(rules: configuration.allRules) : nil
        let outcome = Linter(rules: configuration.enabledRules, jobs: options.jobs, planner: planner).run(project)
        var violations = outcome.violations
        if let scope { violations = scope.filter(violations, project: project) }
        let (skipped, failures) = ProjectSetup.separateOversized(project.failures)
        var report = LintReport(
            files: project.files.count, controllers: project.controllers.count, violations: violations,
            fileErrors: failures.map { LintReport.FileError(path: $0.path, message: $0.problem.message) },
            partiallyReadFiles: LintReport.partiallyReadFiles(of: project.files))
        (report.screens, report.viewModels) = (outcome.screens, outcome.viewModels)
        report.hierarchyNotes = project.hierarchyNotes
        report.skippedFiles = skipped.map(\.path)
        report.vendoredFolders = project.vendoredFolders
        report.prefixedLibraries = project.prefixedLibraries
        let visibility = BaselineVisibility(anchor: BaselineAnchor(), project: project, paths: options.paths, scope: scope,
                                            rules: Set(configuration.enabledRules.map(\.id)))
        let baselineNote = try applyBaseline(to: &report, options, visibility: visibility)
        if options.absolutePaths { report = report.withAbsolutePaths(under: FileSystem.currentDirectory()) }

        var result = CommandResult()
        let main = options.outputPath.map { [ReportDestination(format: options.format, path: $0)] } ?? []
        if options.outputPath == nil { result.standardOutput = options.format.render(report) }
        // Every report renders the one report: a file is what a run of its own would write.
        for destination in main + options.reports {
            do {
                try FileSystem.writeFile(destination.path, destination.format.render(report))
            } catch {
                // The others are still written, and the summary below still counts the findings;
                // the status says a report is missing.
                result.standardError += CommandError.unwritableFile(path: destination.path, error).message
                result.exitCode = .toolFailure
            }
        }
        for fileError in report.fileErrors {
            result.standardError += CommandError.unreadableFile(path: fileError.path, message: fileError.message).message
        }
        result.standardError += ProjectSetup.skippedWarnings(skipped, limit: configuration.maxFileSize)
        if !options.quiet { result.standardError += TextReporter.summary(report) + baselineNote }
        if result.exitCode != .toolFailure { result.exitCode = ExitCode.of(report, strict: options.strict) }
        // Recording a baseline is the job done, whatever it records; only a tool failure fails it.
        if options.writeBaselinePath != nil && result.exitCode == .violations { result.exitCode = .success }
        return result
    }

    /// `--report-only` and `--changed-since` together: findings located in any file either names.
    static func reportScope(_ options: LintOptions) throws(CommandError) -> ReportScope? {
        guard options.reportOnly != nil || options.changedSince != nil || options.hookFiles != nil else { return nil }
        var paths = options.reportOnly ?? []
        // A mistyped path would report nothing and pass; as a path to lint it is an error too.
        for path in paths where !FileSystem.exists(path) {
            throw .usage("'--report-only \(ShownText.echoed(path))': no such file or directory", .lint)
        }
        if let reference = options.changedSince { paths += try GitChangedFiles.since(reference) }
        paths += options.hookFiles ?? []
        return ReportScope(paths: paths)
    }

    /// What the run reads and writes, for `WrittenFiles`' checks.
    static func writtenFiles(_ options: LintOptions) -> WrittenFiles {
        WrittenFiles(reads: options.baselinePath.map { [("--baseline", $0)] } ?? [],
                     writes: [("--write-baseline", options.writeBaselinePath), ("--output", options.outputPath)]
                        .compactMap { option, path in path.map { (option, $0) } }
                        + options.reports.map { ("--report", $0.path) })
    }

    /// The one place a baseline is applied: read `baselinePath` and hide the findings it lists
    /// (setting `report.baselined`, `fixedBaselineEntries` and `keptBaselineEntries`), and write
    /// the current findings to `writeBaselinePath`. It runs after linting and before rendering, so
    /// every format and the exit status see the filtered report. Both may name one file: the old
    /// baseline is read before the new one is written.
    ///
    /// A baseline is only changed where the run could see (`BaselineVisibility`): the entries
    /// about files outside a `--changed-since`, `--report-only` or subfolder run are neither fixed
    /// nor dropped, but written back as they were. Returns the line that says what was written.
    static func applyBaseline(to report: inout LintReport, _ options: LintOptions,
                              visibility: BaselineVisibility) throws(CommandError) -> String {
        let current = report.violations
        var kept: (entries: [Baseline.Entry], version: Int, path: String)?
        if let path = options.baselinePath {
            let baseline = try readBaseline(path)
            let applied = baseline.applying(to: report, anchor: visibility.anchor) { visibility.sees($0, version: baseline.formatVersion) }
            report = applied.report
            kept = (applied.kept, baseline.formatVersion, path)
        }
        guard let path = options.writeBaselinePath else { return "" }
        // Refreshing another existing baseline: its entries outside this run stay. A file there
        // that is no baseline is never replaced.
        if options.baselinePath.map(PathNames.identity) != PathNames.identity(path), FileSystem.exists(path) {
            let old = try readBaseline(path)
            kept = (old.entries.filter { !visibility.sees($0, version: old.formatVersion) }, old.formatVersion, path)
        }
        let keep = kept?.entries ?? []
        if let kept, kept.version == 1, !keep.isEmpty {
            throw .baseline(BaselineError(path: kept.path, problem: .partialRefreshOfVersion1(entriesOutside: keep.count)))
        }
        let entries = current.map { Baseline.Entry($0, anchor: visibility.anchor) } + keep
        do {
            try FileSystem.writeFile(path, Baseline(entries: entries).render())
        } catch {
            throw .unwritableFile(path: path, error)
        }
        let outside = keep.isEmpty ? "" : " (\(keep.count) of them outside this run, kept as they were)"
        return "vclint: wrote \(Plural.count(entries.count, "baseline entry", "baseline entries")) to \(ShownText.escaped(path))\(outside)\n"
    }

    /// A baseline file, read and parsed; every failure names the file.
    static func readBaseline(_ path: String) throws(CommandError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            throw .baseline(BaselineError(path: path, problem: .unreadableFile(reason: error.message)))
        }
        do {
            return try Baseline.parse(bytes, path: path)
        } catch {
            throw .baseline(error)
        }
    }
}
