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

    /// Files linted.
    public var files: Int
    public var controllers: Int
    /// Shown findings, in report order (baselined ones removed).
    public var violations: [Violation]
    public var fileErrors: [FileError]
    /// Files not linted because they are larger than `max_file_size`.
    public var skippedFiles: [String] = []
    /// Findings hidden because the baseline lists them.
    public var baselined: Int = 0
    /// Baseline entries that no longer occur: fixed since the baseline was written.
    public var fixedBaselineEntries: Int = 0

    public init(files: Int, controllers: Int, violations: [Violation], fileErrors: [FileError] = []) {
        self.files = files
        self.controllers = controllers
        self.violations = violations
        self.fileErrors = fileErrors
    }

    public var errorCount: Int { violations.count { $0.severity == .error } }
    public var warningCount: Int { violations.count { $0.severity == .warning } }
}
