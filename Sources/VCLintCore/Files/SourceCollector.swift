/// Turns the paths a user gave into the Swift files to read, in a stable order.
public struct SourceCollector: Sendable {
    /// Directory names never descended into: dependencies and build products.
    public static let defaultExcludedDirectories: Set<String> = ["Pods", "Carthage", ".build", "DerivedData"]

    public struct Result: Sendable {
        public var files: [String] = []
        /// Paths that do not exist or could not be listed.
        public var problems: [(path: String, problem: FileProblem)] = []
    }

    public var excludedDirectories: Set<String>

    public init(excludedDirectories: Set<String> = SourceCollector.defaultExcludedDirectories) {
        self.excludedDirectories = excludedDirectories
    }

    /// A file named on the command line is taken whatever its extension; directories are
    /// searched for `.swift` files, skipping hidden and excluded directories.
    public func collect(_ paths: [String]) -> Result {
        var result = Result()
        for path in paths {
            switch FileSystem.kind(of: path) {
            case .file: result.files.append(path)
            case .directory: walk(path, into: &result)
            case .missing: result.problems.append((path, .notFound))
            case .other: result.problems.append((path, .notARegularFile))
            }
        }
        return result
    }

    private func walk(_ directory: String, into result: inout Result) {
        guard let entries = FileSystem.directoryEntries(directory) else {
            result.problems.append((directory, .permissionDenied))
            return
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for entry in entries {
            if entry.isDirectory {
                if entry.name.hasPrefix(".") || excludedDirectories.contains(entry.name) { continue }
                walk(prefix + entry.name, into: &result)
            } else if entry.name.hasSuffix(".swift") {
                result.files.append(prefix + entry.name)
            }
        }
    }
}
