/// `vclint [lint]`'s settings, as parsed from the command line.
public struct LintOptions: Sendable, Equatable {
    public var paths: [String] = ["."]
    public var configPath: String?
    public var format = ReportFormat.text
    /// Where the report goes instead of standard output; the summary stays on standard error.
    public var outputPath: String?
    /// Warnings fail the run too.
    public var strict = false
    /// No summary line.
    public var quiet = false
    public var forceExclude = false
    public var baselinePath: String?
    public var writeBaselinePath: String?
    public var jobs = Parallel.coreCount

    public init() {}

    init(_ parsed: ParsedArguments) throws(CommandError) {
        if !parsed.positionals.isEmpty { paths = parsed.positionals }
        configPath = parsed.values["--config"]
        let formats = ReportFormat.allCases.map(\.rawValue)
        if let name = try parsed.choice("--format", among: formats, in: .lint), let chosen = ReportFormat(rawValue: name) {
            format = chosen
        }
        outputPath = parsed.values["--output"]
        strict = parsed.flags.contains("--strict")
        quiet = parsed.flags.contains("--quiet")
        forceExclude = parsed.flags.contains("--force-exclude")
        baselinePath = parsed.values["--baseline"]
        writeBaselinePath = parsed.values["--write-baseline"]
        jobs = try parsed.positiveInteger("--jobs", in: .lint) ?? jobs
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
        let scanner = ProjectSetup.scanner(configuration, jobs: options.jobs, forceExclude: options.forceExclude)
        let project = scanner.scan(options.paths)
        let violations = Linter(rules: configuration.enabledRules, jobs: options.jobs).lint(project)
        var report = LintReport(
            files: project.files.count, controllers: project.controllers.count, violations: violations,
            fileErrors: project.failures.map { LintReport.FileError(path: $0.path, message: $0.problem.message) },
            partiallyReadFiles: LintReport.partiallyReadFiles(of: project.files))
        report.hierarchyNotes = project.hierarchyNotes
        try applyBaseline(to: &report, options)

        var result = CommandResult()
        let rendered = options.format.render(report)
        if let outputPath = options.outputPath {
            do {
                try FileSystem.writeFile(outputPath, rendered)
            } catch {
                // The summary below still counts the findings; the status says the report is missing.
                result.standardError += CommandError.unwritableFile(path: outputPath, error).message
                result.exitCode = .toolFailure
            }
        } else {
            result.standardOutput = rendered
        }
        for fileError in report.fileErrors {
            result.standardError += CommandError.unreadableFile(path: fileError.path, message: fileError.message).message
        }
        if !options.quiet { result.standardError += TextReporter.summary(report) }
        if result.exitCode != .toolFailure { result.exitCode = ExitCode.of(report, strict: options.strict) }
        return result
    }

    /// The one place a baseline is applied: read `baselinePath` and hide the findings it lists
    /// (setting `report.baselined` and `report.fixedBaselineEntries`), and write every current
    /// finding to `writeBaselinePath`. It runs after linting and before rendering, so every
    /// format and the exit status see the filtered report.
    /// `--write-baseline` records every current finding; `--baseline` then hides the recorded ones.
    /// Both may be given: the file written is the full set, the report the filtered one.
    static func applyBaseline(to report: inout LintReport, _ options: LintOptions) throws(CommandError) {
        if let path = options.writeBaselinePath {
            do {
                try FileSystem.writeFile(path, Baseline(violations: report.violations).render())
            } catch {
                throw .unwritableFile(path: path, error)
            }
        }
        guard let path = options.baselinePath else { return }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            throw .baseline(BaselineError(path: path, problem: .unreadableFile(reason: error.message)))
        }
        do {
            report = try Baseline.parse(bytes, path: path).apply(to: report)
        } catch {
            throw .baseline(error)
        }
    }
}
