/// Measures sampled commits one after another, oldest first. Outlines are kept by blob id from
/// one sample to the next, so a file unchanged since the last sample is neither read nor
/// outlined again; only the global pass (controllers and their hierarchy) and `MetricsReport`
/// run per sample. A sample whose selected files are all unchanged reuses the last one's numbers.
final class HistoryMeasurer {
    struct Settings {
        /// What `TreeSelection` needs besides the repository.
        var collector = SourceCollector()
        var rootComponents: [String] = []
        var starts: [String] = [""]
        var resolver = ControllerResolver()
        var maxFileSize = Configuration.defaultMaxFileSize
        var ruleSettings: [String: any Rule] = [:]
        /// Set when findings are counted (`--findings`): the enabled rules.
        var rules: [any Rule]?
        var jobs = Parallel.coreCount
    }

    /// The cost of the run so far, for `--verbose`-style notes and the benchmark.
    struct Counts: Sendable {
        var blobsRead = 0
        var bytesRead = 0
        var outlinesReused = 0
        var samplesReused = 0
    }

    private struct BlobKey: Hashable {
        var id: String
        /// The outline depends on the extension too: the same blob as `.h` and as `.swift`.
        var language: SourceLanguage
    }

    private enum Cached {
        case outline(FileOutline)
        case skipped(String)
    }

    let repository: GitRepository
    let settings: Settings
    private let reader: GitObjectReader
    private let selection: TreeSelection
    private var cache: [BlobKey: Cached] = [:]
    private var lastFiles: [TreeSelection.File]?
    private var lastControllers: [ControllerSample] = []
    private var skippedSeen = Set<String>()
    private(set) var skipped: [SkippedBlob] = []
    private(set) var vendoredFolders = Set<String>()
    private(set) var counts = Counts()

    init(repository: GitRepository, settings: Settings) throws(HistoryError) {
        self.repository = repository
        self.settings = settings
        reader = try GitObjectReader(gitArguments: repository.gitArguments)
        selection = TreeSelection(collector: settings.collector, rootComponents: settings.rootComponents, starts: settings.starts,
                                  reader: reader)
    }

    func finish() { reader.finish() }

    func measure(_ commit: CommitStamp) throws(HistoryError) -> HistorySample {
        let choice = try selection.choose(commit: commit.id)
        vendoredFolders.formUnion(choice.vendoredFolders)
        let chosen = choice.files
        // Identical paths and blobs: identical numbers.
        if chosen == lastFiles {
            counts.samplesReused += 1
            return sample(commit, lastControllers)
        }
        var kept: [BlobKey: Cached] = [:]
        var outlines: [FileOutline?] = Array(repeating: nil, count: chosen.count)
        var toBuild: [(slot: Int, path: String, bytes: [UInt8])] = []
        for (slot, entry) in chosen.enumerated() {
            guard entry.kind == .file else {
                note(entry, commit, reason: entry.kind == .submodule ? "submodule" : "symbolic link")
                continue
            }
            let key = BlobKey(id: entry.id, language: FileOutline.language(ofPath: entry.path))
            if let cached = kept[key] ?? cache[key] {
                kept[key] = cached
                switch cached {
                case .outline(var outline):
                    counts.outlinesReused += 1
                    if outline.path != entry.path { outline.path = entry.path }
                    outlines[slot] = outline
                case .skipped(let reason):
                    note(entry, commit, reason: reason)
                }
                continue
            }
            switch try reader.object(entry.id) {
            case .missing:
                // A blob a partial clone never fetched, or a corrupt repository: named, not fatal.
                note(entry, commit, reason: "missing from the repository")
                kept[key] = .skipped("missing from the repository")
            case .found(_, _, let raw):
                counts.blobsRead += 1
                counts.bytesRead += raw.count
                if raw.count > settings.maxFileSize {
                    let reason = "\(raw.count) bytes is over max_file_size (\(settings.maxFileSize) bytes)"
                    note(entry, commit, reason: reason)
                    kept[key] = .skipped(reason)
                    continue
                }
                let bytes = SourceEncoding.utf8(raw)
                if bytes.prefix(8000).contains(0) {
                    note(entry, commit, reason: "binary")
                    kept[key] = .skipped("binary")
                    continue
                }
                toBuild.append((slot, entry.path, bytes))
            }
        }
        let work = toBuild
        let built = Parallel.map(work.count, jobs: settings.jobs, workerState: { OutlineSpace(largePagesAfter: 512 << 10) }) { space, index in
            let item = work[index]
            space.outlined(item.bytes.count)
            var outline = FileOutline.build(path: item.path, bytes: item.bytes, space: space)
            outline.compact()
            return outline
        }
        for (index, outline) in built.enumerated() {
            let slot = work[index].slot
            outlines[slot] = outline
            kept[BlobKey(id: chosen[slot].id, language: outline.language)] = .outline(outline)
        }
        // Only what this sample used is kept: memory stays one tree's outlines, whatever the history.
        cache = kept
        let project = Project.build(outlines: outlines.compactMap { $0 }, resolver: settings.resolver, jobs: settings.jobs)
        lastControllers = controllers(of: project)
        lastFiles = chosen
        return sample(commit, lastControllers)
    }

    /// `MetricsReport`'s rows, so the numbers are `metrics`' own, sorted by name. A controller is
    /// known by its name; when two targets each have a class of that name, each is told apart by
    /// its class's file, `Name (path)` (a move of that file then starts a new history).
    private func controllers(of project: Project) -> [ControllerSample] {
        let report = MetricsReport(project, ruleSettings: settings.ruleSettings, sizesOnly: true)
        var findings: [String: Int]?
        if let rules = settings.rules {
            var counted: [String: Int] = [:]
            for violation in Linter(rules: rules, jobs: settings.jobs).lint(project) {
                if let controller = violation.controller { counted[controller, default: 0] += 1 }
            }
            findings = counted
        }
        var uses: [String: Int] = [:]
        for row in report.controllers { uses[row.name, default: 0] += 1 }
        return report.controllers.map { row in
            let files = Set([row.path] + row.extensions.map(\.path)).sorted()
            let name = uses[row.name, default: 0] > 1 ? "\(row.name) (\(row.path))" : row.name
            return ControllerSample(name: name, className: row.name, lines: row.lines.total, language: row.language, files: files,
                                    findings: findings.map { $0[row.name] ?? 0 })
        }
        .sorted { $0.name != $1.name ? $0.name < $1.name : $0.files.lexicographicallyPrecedes($1.files) }
    }

    private func sample(_ commit: CommitStamp, _ controllers: [ControllerSample]) -> HistorySample {
        HistorySample(commit: commit.id, date: commit.date, time: commit.time, controllers: controllers,
                      totalLines: controllers.reduce(0) { $0 + $1.lines })
    }

    private func note(_ entry: TreeSelection.File, _ commit: CommitStamp, reason: String) {
        // A submodule is named once: its recorded commit changes with every update.
        guard skippedSeen.insert(entry.kind == .submodule ? entry.path : entry.path + "\u{0}" + entry.id).inserted else { return }
        skipped.append(SkippedBlob(path: entry.path, blob: entry.id, commit: commit.id, reason: reason))
    }
}
