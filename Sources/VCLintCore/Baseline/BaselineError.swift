/// Why a baseline file cannot be used. Shown in the compiler's shape, `path: error: message`, so
/// editors and CI logs point at the file.
public struct BaselineError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Error, Equatable, Sendable {
        /// The file could not be read (for the caller that reads it, so every baseline problem
        /// looks alike).
        case unreadableFile(reason: String)
        /// Not JSON, or not UTF-8.
        case invalidJSON
        /// A `version` this vclint does not know; `nil` when the field is missing or not a number.
        case unsupportedVersion(Int?)
        /// A refresh of part of the tree over a version 1 baseline, whose entries outside the
        /// run cannot be carried into version 2 (their fingerprints hold the old paths).
        case partialRefreshOfVersion1(entriesOutside: Int)
        /// A required field is absent; `field` is a path such as `entries[3].fingerprint`.
        case missingField(String)
        /// A field holds the wrong kind of value; `field` is empty for the file as a whole.
        case wrongType(field: String, expected: String)
    }

    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    public var message: String {
        switch problem {
        case .unreadableFile(let reason):
            "cannot read the baseline: \(reason)"
        case .invalidJSON:
            "the baseline is not valid JSON; write a new one with --write-baseline"
        case .unsupportedVersion(let version?):
            "baseline version \(version) is not supported (this vclint reads versions 1 to \(Baseline.version)); "
                + "write a new one with --write-baseline"
        case .partialRefreshOfVersion1(let count):
            "this version 1 baseline has \(count) entries about files outside this run, which cannot be carried into "
                + "version 2; refresh it once over the whole tree, from the repository root, then refresh parts of it; "
                + "nothing was written"
        case .unsupportedVersion(nil):
            "the baseline has no \"version\" number; write a new one with --write-baseline"
        case .missingField(let field):
            "the baseline is missing \"\(field)\""
        case .wrongType("", let expected):
            "the baseline should be \(expected)"
        case .wrongType(let field, let expected):
            "\"\(field)\" in the baseline should be \(expected)"
        }
    }

    public var description: String { "\(path): error: \(message)" }
}
