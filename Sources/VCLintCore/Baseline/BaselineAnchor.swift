/// Where baseline paths start: the repository root (the first folder up from the current one
/// holding `.git`), else the current folder. A baseline written from a subfolder, or by an Xcode
/// phase that lints `"$SRCROOT"`, names the same files as one written at the root.
public struct BaselineAnchor: Sendable {
    /// Absolute, without a trailing `/`.
    public let root: String
    /// The folder the run's paths are relative to.
    let currentDirectory: String

    public init(currentDirectory: String = FileSystem.currentDirectory()) {
        self.currentDirectory = currentDirectory
        var folder = PathNames.components(currentDirectory)
        while !folder.isEmpty, !FileSystem.exists("/" + folder.joined(separator: "/") + "/.git") { folder.removeLast() }
        root = folder.isEmpty ? currentDirectory : "/" + folder.joined(separator: "/")
    }

    /// A path as the run printed it (relative to the current folder, or absolute), with `.` and
    /// `..` applied.
    func absolute(_ path: String) -> String {
        PathNames.normalized(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    }

    /// The path relative to the root; absolute when it lies outside.
    func anchored(_ path: String) -> String {
        let full = absolute(path)
        return full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : full
    }

    /// An entry's path made absolute: relative to the root, or in a version 1 baseline to the
    /// current folder.
    func absolute(ofEntryPath path: String, version: Int) -> String {
        version == 1 ? absolute(path) : absolute(path.hasPrefix("/") ? path : root + "/" + path)
    }
}

/// Which baseline entries a run could see. Only those may count as fixed or be dropped when the
/// baseline is refreshed: a run over changed files, `--report-only` or a subfolder knows nothing
/// of the findings elsewhere, and keeps their entries as they are. Nor does a run know about a
/// rule it did not run (turned off, or opt-in since the baseline was written): its entries are
/// kept, not called fixed.
struct BaselineVisibility {
    let anchor: BaselineAnchor
    /// Absolute paths of the files read.
    let read: Set<String>
    /// Absolute paths given to the run: a missing file below one of them was deleted or moved.
    let scanned: [String]
    let scope: ReportScope?
    /// The ids of the rules that ran; nil for every rule.
    let rules: Set<String>?

    init(anchor: BaselineAnchor, project: Project, paths: [String], scope: ReportScope?, rules: Set<String>? = nil) {
        self.anchor = anchor
        read = Set(project.files.map { anchor.absolute($0.path) })
        scanned = paths.map { anchor.absolute($0) }
        self.scope = scope
        self.rules = rules
    }

    func sees(_ entry: Baseline.Entry, version: Int) -> Bool {
        if let rules, !rules.contains(entry.rule) { return false }
        let path = anchor.absolute(ofEntryPath: entry.path, version: version)
        if let scope, !scope.contains(path) { return false }
        if read.contains(path) { return true }
        return !FileSystem.exists(path) && scanned.contains { path == $0 || path.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }
}
