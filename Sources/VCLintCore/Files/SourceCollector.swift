/// Turns the paths a user gave into the Swift files to read, in a stable order.
public struct SourceCollector: Sendable {
    /// Directory names never descended into: dependencies and build products. They stay
    /// skipped when a configuration lists its own `excluded` globs.
    public static let defaultExcludedDirectories: Set<String> = ["Pods", "Carthage", ".build", "DerivedData"]
    /// Test targets' folders (`AppTests`, `AppUITests`): their mocks and doubles are not the app's
    /// controllers. A folder named on the command line is still linted.
    public static let defaultExcludedDirectorySuffixes = ["Tests"]

    public struct Result: Sendable {
        public var files: [String] = []
        /// Paths that do not exist or could not be listed.
        public var problems: [(path: String, problem: FileProblem)] = []
    }

    public var excludedDirectories: Set<String>
    public var excludedDirectorySuffixes: [String]
    /// The configuration's `included`/`excluded` globs.
    public var filter: PathFilter
    /// Apply `filter` to files named on the command line too (`--force-exclude`); otherwise a
    /// file the user names is linted even when it is excluded.
    public var filtersExplicitFiles: Bool

    public init(excludedDirectories: Set<String> = SourceCollector.defaultExcludedDirectories,
                excludedDirectorySuffixes: [String] = SourceCollector.defaultExcludedDirectorySuffixes,
                filter: PathFilter = .none, filtersExplicitFiles: Bool = false) {
        self.excludedDirectories = excludedDirectories
        self.excludedDirectorySuffixes = excludedDirectorySuffixes
        self.filter = filter
        self.filtersExplicitFiles = filtersExplicitFiles
    }

    /// A file named on the command line is taken whatever its extension; directories are
    /// searched for `.swift` files, skipping hidden, default-excluded and filtered-out ones.
    public func collect(_ paths: [String]) -> Result {
        var result = Result()
        for path in paths {
            switch FileSystem.kind(of: path) {
            case .file:
                if filtersExplicitFiles && !filter.admitsFile(position(of: path)) { continue }
                result.files.append(path)
            case .directory:
                let position = position(of: path)
                if filter.admitsDirectory(position) { walk(path, position, into: &result) }
            case .missing: result.problems.append((path, .notFound))
            case .other: result.problems.append((path, .notARegularFile))
            }
        }
        return result
    }

    private func position(of path: String) -> PathFilter.Position? {
        filter.isEmpty ? nil : filter.position(ofAbsolute: PathNames.components(PathNames.absolute(path)))
    }

    /// `position` is nil when there is nothing to filter, which keeps the common walk free of
    /// per-directory bookkeeping.
    private func walk(_ directory: String, _ position: PathFilter.Position?, into result: inout Result) {
        guard let entries = FileSystem.directoryEntries(directory) else {
            result.problems.append((directory, .permissionDenied))
            return
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for entry in entries {
            if entry.isDirectory {
                if entry.name.hasPrefix(".") || excludedDirectories.contains(entry.name)
                    || excludedDirectorySuffixes.contains(where: entry.name.hasSuffix) { continue }
                let child = position.map { filter.descend($0, into: entry.name) }
                if let child, !filter.admitsDirectory(child) { continue }
                walk(prefix + entry.name, child, into: &result)
            } else if entry.name.hasSuffix(".swift") {
                if let position, !filter.admitsFile(filter.descend(position, into: entry.name)) { continue }
                result.files.append(prefix + entry.name)
            }
        }
    }
}

extension PathFilter {
    func admitsFile(_ position: Position?) -> Bool { position.map { admitsFile($0) } ?? true }
    func admitsDirectory(_ position: Position?) -> Bool { position.map { admitsDirectory($0) } ?? true }
}
