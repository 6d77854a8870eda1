/// A file that could not be read, and why.
public struct FileFailure: Sendable, Equatable {
    public var path: String
    public var problem: FileProblem
}

/// Everything vclint learned about a tree: the outline of each file and the controllers.
public struct Project: Sendable {
    public var files: [FileOutline]
    public var failures: [FileFailure]
    public var controllers: [Controller]
    /// Inferred and unresolved bases, superclass cycles: for the summary.
    public var hierarchyNotes = HierarchyNotes()
    /// Third-party folders the walk skipped (`SourceCollector.isVendored`): for the summary.
    public var vendoredFolders: [String] = []
    /// Folders that look like a library copied in without its licence (`PrefixedLibraries`):
    /// linted, and named in the summary and by `vclint init`.
    public var prefixedLibraries: [PrefixedLibrary] = []

    public func declaration(_ reference: DeclarationReference) -> TypeDeclaration {
        files[reference.file].types[reference.type]
    }

    public var byteCount: Int { files.reduce(0) { $0 + $1.byteCount } }
}

/// Reads and outlines files in parallel, then resolves controllers in one global pass.
public struct ProjectScanner: Sendable {
    public var collector = SourceCollector()
    public var resolver = ControllerResolver()
    public var jobs = Parallel.coreCount
    /// Larger files are not read (`FileProblem.tooLarge`): `max_file_size`.
    public var maxFileSize = Configuration.defaultMaxFileSize
    /// Paths under it are shown relative to it.
    public var workingDirectory = FileSystem.currentDirectory()
    /// Charged each phase's time when set (`vclint-bench lint`); nil in vclint.
    public var phases: PhaseTimes?

    public init() {}

    public func scan(_ paths: [String]) -> Project {
        // Files are outlined while the walk goes on: the walk is one thread's work, and a core
        // waiting for it to end idled through a sixth of the lint.
        var collected = SourceCollector.Result()
        var outcomes = Parallel.map(fedBy: { feed in
            collected = PhaseTimes.measure(phases, .walk) { collector.collect(paths, found: feed.feed) }
        }, jobs: jobs, workerState: { OutlineSpace(largePagesAfter: 512 << 10) }) { space, file -> Result<FileOutline, FileProblem> in
            Result { () throws(FileProblem) in
                let bytes = try PhaseTimes.measure(phases, .read) { () throws(FileProblem) in
                    try FileSystem.readSource(file, limit: maxFileSize)
                }
                space.outlined(bytes.count)
                var outline = FileOutline.build(path: displayPath(file.path), bytes: bytes, space: space, phases: phases)
                PhaseTimes.measure(phases, .outline) { outline.compact() }
                return outline
            }
        }
        let files = collected.sources
        var outlines: [FileOutline] = []
        outlines.reserveCapacity(outcomes.count)
        var failures = collected.problems.map { FileFailure(path: displayPath($0.path), problem: $0.problem) }
        // Each outline is moved out, its place left holding a failure that owns nothing: iterating
        // copied each one, with a retain of every array it holds, and freeing the outcomes then
        // released them all, on one thread.
        outcomes.withUnsafeMutableBufferPointer { slots in
            for index in slots.indices {
                let place = slots.baseAddress.unsafelyUnwrapped + index
                switch place.move() {
                case .success(let outline): outlines.append(outline)
                case .failure(let problem): failures.append(FileFailure(path: displayPath(files[index].path), problem: problem))
                }
                place.initialize(to: .failure(.notFound))
            }
        }
        let resolution = PhaseTimes.measure(phases, .resolve) { resolver.resolution(outlines, jobs: jobs) }
        let libraries = collector.skipsVendored
            ? PhaseTimes.measure(phases, .resolve) { PrefixedLibraries().libraries(in: outlines, keeping: paths.map(displayPath)) } : []
        return Project(files: outlines, failures: failures, controllers: resolution.controllers, hierarchyNotes: resolution.notes,
                       vendoredFolders: collected.vendoredFolders.map(displayPath), prefixedLibraries: libraries)
    }

    /// `./App/X.swift` → `App/X.swift`; an absolute path inside the working directory → relative.
    /// Compared as UTF-8 bytes: String's `hasPrefix` compares Characters, thousands of
    /// instructions per path.
    public func displayPath(_ path: String) -> String {
        var path = Substring(path).utf8
        let base = workingDirectory.utf8.last == UInt8(ascii: "/") ? workingDirectory : workingDirectory + "/"
        if path.starts(with: base.utf8) { path = path.dropFirst(base.utf8.count) }
        while path.starts(with: "./".utf8) { path = path.dropFirst(2) }
        return String(Substring(path))
    }
}

extension Project {
    /// A project from text in memory: rule examples and tests.
    public static func build(sources: [(path: String, text: String)], resolver: ControllerResolver = ControllerResolver()) -> Project {
        let files = sources.map { FileOutline.build(path: $0.path, bytes: Array($0.text.utf8)) }
        let resolution = resolver.resolution(files)
        return Project(files: files, failures: [], controllers: resolution.controllers, hierarchyNotes: resolution.notes)
    }

    /// A project from outlines already built: `history` keeps each blob's outline from commit to
    /// commit, and only the global pass (controllers, hierarchy) runs again.
    public static func build(outlines: [FileOutline], resolver: ControllerResolver = ControllerResolver(), jobs: Int = 1) -> Project {
        let resolution = resolver.resolution(outlines, jobs: jobs)
        return Project(files: outlines, failures: [], controllers: resolution.controllers, hierarchyNotes: resolution.notes)
    }
}
