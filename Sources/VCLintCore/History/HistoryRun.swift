/// `vclint history` without its command line: walks the mainline, measures the samples, reads
/// the window's changes once and ranks the hotspots.
struct HistoryRun {
    struct Options {
        /// Paths as the user typed them, relative to the current directory (default: all of it).
        var paths: [String] = []
        var directory = "."
        var gitDirectory: String?
        /// A date git understands (`2 years ago`, `2024-01-01`) or a ref.
        var since = HistoryRun.defaultSince
        var until = "HEAD"
        var sampling = HistorySampling.monthly
        var configuration = Configuration()
        var forceExclude = false
        var countsFindings = false
        var jobs = Parallel.coreCount
    }

    static let defaultSince = "12 months ago"

    var options: Options
    /// Told what to print on standard error while the run goes on (progress, a shallow clone).
    var progress: (String) -> Void = { _ in }
    /// Progress lines start once the run has taken this long.
    var progressAfter: Duration = .seconds(2)

    /// What the run measured, and what it cost (for the benchmark).
    struct Outcome {
        var report: HistoryReport
        var counts: HistoryMeasurer.Counts
        var phases = Phases()
    }

    /// Where a run's time went, for the benchmark.
    struct Phases: Sendable {
        var measuring: Duration = .zero
        /// Waiting for git's numstat log after the samples were measured.
        var waitingForLog: Duration = .zero
        var hotMethods: Duration = .zero
    }

    func run() throws(HistoryError) -> Outcome {
        let repository = try GitRepository(directory: options.directory, gitDirectory: options.gitDirectory)
        let tip = try repository.commit(options.until, option: "--until")
        var notes: [String] = []
        guard !options.since.hasPrefix("-") else {
            throw .badRef(option: "--since", ref: options.since, reason: "neither a date nor a git revision: a value starting with '-' would be read as an option")
        }
        // `--since` is a ref when it names a commit, else a date.
        let excluding = repository.isCommit(options.since) ? try repository.commit(options.since, option: "--since") : nil
        let sinceDate = excluding == nil ? options.since : nil
        var commits = try repository.mainline(from: tip, since: sinceDate, excluding: excluding)
        if repository.isShallow, let oldest = try repository.oldestCommit(from: tip) {
            let note = "shallow clone: history reaches back only to \(oldest.id) (\(oldest.date)); 'git fetch --unshallow' reads all of it"
            notes.append(note)
            progress("note: \(note)\n")
        }
        if commits.isEmpty {
            // Nothing committed in the window: the tip alone still says where things stand.
            guard let stamp = try repository.mainline(from: tip, since: nil, excluding: nil).first else {
                throw .noCommits("no commit reachable from --until '\(options.until)'")
            }
            notes.append("no commit since \(options.since): measured \(stamp.id) only")
            commits = [stamp]
        }
        let samples = options.sampling.samples(commits)
        let pendingLog = ChangeLog.Pending(repository: repository, tip: tip, since: sinceDate, excluding: excluding)
        let measurer = try HistoryMeasurer(repository: repository, settings: settings(for: repository))
        defer { measurer.finish() }
        var measured: [HistorySample] = []
        let clock = ContinuousClock()
        let started = clock.now
        var reportedTenth = 0
        for (index, commit) in samples.enumerated() {
            measured.append(try measurer.measure(commit))
            let tenth = (index + 1) * 10 / samples.count
            if tenth > reportedTenth, clock.now - started > progressAfter {
                progress("history: \(index + 1)/\(samples.count) samples measured (\(tenth * 10)%)\n")
            }
            reportedTenth = max(reportedTenth, tenth)
        }
        var phases = Phases()
        phases.measuring = clock.now - started
        let logStarted = clock.now
        let log = try pendingLog.finish()
        phases.waitingForLog = clock.now - logStarted
        if let reason = log.linesNotCounted {
            notes.append("lines added and removed not counted: git could not diff the window (\(reason)); commits and authors are")
        }
        notes += measurer.vendoredFolders.sorted().map { "\($0): skipped as vendored code (skip_vendored: false reads it)" }
        let window = HistoryReport.Window(since: options.since, until: tip, sampling: options.sampling.description,
                                          commits: commits.count, changes: log.commits.count)
        var hotspots = Hotspot.rank(measured, log: log)
        let hotStarted = clock.now
        if log.linesNotCounted == nil {
            do {
                hotspots = try HotMethods(repository: repository, jobs: options.jobs).rank(hotspots, tip: tip, since: sinceDate,
                                                                                          excluding: excluding)
            } catch {
                notes.append("hottest methods not ranked: \(error.message)")
            }
        }
        let report = HistoryReport(window: window, samples: measured, hotspots: hotspots,
                                   skipped: measurer.skipped.sorted { ($0.path, $0.blob) < ($1.path, $1.blob) }, notes: notes,
                                   findingsCounted: options.countsFindings)
        phases.hotMethods = clock.now - hotStarted
        return Outcome(report: report, counts: measurer.counts, phases: phases)
    }

    private func settings(for repository: GitRepository) -> HistoryMeasurer.Settings {
        let configuration = options.configuration
        let scanner = ProjectSetup.scanner(configuration, jobs: options.jobs, forceExclude: options.forceExclude)
        // The tree's root stands for the work tree's root; in a bare repository, for the
        // configuration's folder, so its globs read as relative to the repository.
        let root = repository.topLevel.map { PathNames.components(PathNames.absolute($0)) } ?? configuration.pathFilter.baseComponents
        let starts = options.paths.isEmpty ? [Self.treePath(".", prefix: repository.prefix)]
            : options.paths.map { path in
                // An absolute path inside the work tree: from its root.
                if path.hasPrefix("/"), let top = repository.topLevel {
                    let absolute = PathNames.absolute(path)
                    if absolute == top { return "" }
                    if absolute.hasPrefix(top + "/") { return Self.treePath(String(absolute.dropFirst(top.count + 1)), prefix: "") }
                }
                return Self.treePath(path, prefix: repository.prefix)
            }
        var settings = HistoryMeasurer.Settings(collector: scanner.collector, rootComponents: root, starts: starts)
        settings.resolver = scanner.resolver
        settings.maxFileSize = configuration.maxFileSize
        settings.ruleSettings = configuration.ruleSettings
        settings.rules = options.countsFindings ? configuration.enabledRules : nil
        settings.jobs = options.jobs
        return settings
    }

    /// A path typed in `prefix` (the current folder within the work tree) as a path in the
    /// tree: `../Shared/` in `App/` → `Shared`; `.` at the root → `` (everything).
    static func treePath(_ path: String, prefix: String) -> String {
        var components: [Substring] = []
        for component in (path.hasPrefix("/") ? path : prefix + "/" + path).split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return components.joined(separator: "/")
    }
}
