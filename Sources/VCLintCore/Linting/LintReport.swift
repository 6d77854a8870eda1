/// Everything a lint run found, as reporters render it.
public struct LintReport: Sendable {
    /// A file vclint could not read, or a path that does not exist.
    public struct FileError: Sendable, Equatable {
        public var path: String
        public var message: String

        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }
    }

    /// A file the outline could only partly read (see `PartialRead`): what it says about that
    /// file may be incomplete, so the summary names it.
    public struct PartiallyReadFile: Sendable, Equatable {
        public var path: String
        /// Where the first problem is.
        public var line: Int
        public var reason: String

        public init(path: String, line: Int, reason: String) {
            self.path = path
            self.line = line
            self.reason = reason
        }
    }

    /// Files linted.
    public var files: Int
    public var controllers: Int
    /// SwiftUI screens and view models: what the SwiftUI rules inspect, counted beside the controllers.
    public var screens = 0
    public var viewModels = 0
    /// Shown findings, in report order (baselined ones removed).
    public var violations: [Violation]
    public var fileErrors: [FileError]
    /// In file order.
    public var partiallyReadFiles: [PartiallyReadFile] = []
    /// Files not linted because they are larger than `max_file_size`.
    public var skippedFiles: [String] = []
    /// Third-party folders skipped (`skip_vendored`).
    public var vendoredFolders: [String] = []
    /// Folders that look vendored by their names alone (`PrefixedLibraries`): linted all the same.
    public var prefixedLibraries: [PrefixedLibrary] = []
    /// Findings hidden because the baseline lists them.
    public var baselined: Int = 0
    /// Baseline entries that no longer occur: fixed since the baseline was written.
    public var fixedBaselineEntries: Int = 0
    /// Entries about files this run did not see (`--changed-since`, `--report-only`, a
    /// subfolder): neither fixed nor dropped.
    public var keptBaselineEntries: Int = 0
    /// Bases inferred or left unresolved, superclass cycles: how the controllers were found.
    public var hierarchyNotes = HierarchyNotes()

    public init(files: Int, controllers: Int, violations: [Violation], fileErrors: [FileError] = [],
                partiallyReadFiles: [PartiallyReadFile] = []) {
        self.files = files
        self.controllers = controllers
        self.violations = violations
        self.fileErrors = fileErrors
        self.partiallyReadFiles = partiallyReadFiles
    }

    /// One entry per file with a partial read, for its first one.
    public static func partiallyReadFiles(of files: [FileOutline]) -> [PartiallyReadFile] {
        files.compactMap { file in
            file.partialReads.first.map { PartiallyReadFile(path: file.path, line: $0.line, reason: $0.description) }
        }
    }

    public var errorCount: Int { violations.count { $0.severity == .error } }
    public var warningCount: Int { violations.count { $0.severity == .warning } }
}
