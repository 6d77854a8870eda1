/// The window's commits with the files each touched, from ONE `git log --numstat -z`: what
/// hotspots count. Merges are left out (their changes are their branches' commits, counted
/// once each); renames are detected, so a file's history reaches back past a move.
struct ChangeLog: Sendable {
    struct Change: Sendable, Equatable {
        var path: String
        /// The path before a rename, when this change is one.
        var oldPath: String?
        /// nil for a binary file (`-` in numstat).
        var added: Int?
        var removed: Int?
    }

    struct Commit: Sendable, Equatable {
        var id: String
        /// Who wrote it: the author's name after `.mailmap`, as code-maat counts authors (one
        /// person committing from two addresses is one author); the email when the name is empty.
        var author: String
        var changes: [Change]
    }

    /// Newest first, as git lists them.
    var commits: [Commit]
    /// Set when git could not diff the window (a mirror missing its largest blobs): the commits
    /// and authors then come from `--raw`, which needs no blob, and lines are not counted.
    var linesNotCounted: String?

    static func arguments(tip: String, since: String?, excluding: String?) -> [String] {
        var arguments = ["log", "--no-merges", "--numstat", "-z", "-M", "--format=%x01%H%x09%aN%x09%aE"]
        if let since { arguments.append("--since=" + since) }
        arguments += ["--end-of-options", tip]
        if let excluding { arguments.append("^" + excluding) }
        return arguments
    }

    /// The log, read by git into an unlinked temporary file while the samples are measured:
    /// diffing every commit of the window is git's longest job, and runs on a core of its own.
    struct Pending {
        let repository: GitRepository
        let arguments: [String]
        let process: GitProcess?
        let file: Int32

        init(repository: GitRepository, tip: String, since: String?, excluding: String?) {
            self.repository = repository
            arguments = ChangeLog.arguments(tip: tip, since: since, excluding: excluding)
            file = TemporaryFile.open()
            process = file < 0 ? nil : try? GitProcess.spawn(repository.gitArguments + arguments, pipesInput: false, outputFile: file)
        }

        /// Waits for git; on any failure the log is read again in the open, for git's message,
        /// and when git cannot diff, read without line counts.
        func finish() throws(HistoryError) -> ChangeLog {
            defer { if file >= 0 { TemporaryFile.close(file) } }
            if let process, process.wait() == 0, let bytes = TemporaryFile.readAll(file) { return ChangeLog(output: bytes) }
            do {
                return ChangeLog(output: try repository.run(arguments))
            } catch {
                guard case .gitFailed(_, let reason) = error else { throw error }
                var raw = arguments
                raw.replaceSubrange(0..<5, with: ["log", "--no-merges", "--raw", "--no-renames", "--no-abbrev", "-z"])
                var log = ChangeLog(output: try repository.run(raw))
                log.linesNotCounted = reason
                return log
            }
        }
    }

    /// Records separated by NUL: `\x01<id>\t<name>\t<email>`, then per file `\n`? `<added>\t<removed>\t<path>`,
    /// or for a rename `<added>\t<removed>\t` followed by the old and the new path as two records.
    init(output: [UInt8]) {
        commits = []
        var records = output.split(separator: 0, omittingEmptySubsequences: false)[...]
        while let record = records.popFirst() {
            var record = record
            while let first = record.first, first == 0x0A { record = record.dropFirst() }
            if record.first == 0x01 {
                let fields = record.dropFirst().split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
                let name = fields.count > 1 ? String(decoding: fields[1], as: UTF8.self) : ""
                let email = fields.count > 2 ? String(decoding: fields[2], as: UTF8.self).lowercased() : ""
                commits.append(Commit(id: String(decoding: fields[0], as: UTF8.self), author: name.isEmpty ? email : name, changes: []))
                continue
            }
            guard !commits.isEmpty else { continue }
            // `--raw`: `:<modes> <ids> <status>`, then the path as the next record.
            if record.first == UInt8(ascii: ":") {
                guard let path = records.popFirst() else { break }
                commits[commits.count - 1].changes.append(Change(path: PathBytes.string(from: path), added: nil, removed: nil))
                continue
            }
            let fields = record.split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let added = Int(String(decoding: fields[0], as: UTF8.self))
            let removed = Int(String(decoding: fields[1], as: UTF8.self))
            if fields[2].isEmpty {
                guard let old = records.popFirst(), let new = records.popFirst() else { break }
                commits[commits.count - 1].changes.append(
                    Change(path: PathBytes.string(from: new), oldPath: PathBytes.string(from: old), added: added, removed: removed))
            } else {
                commits[commits.count - 1].changes.append(Change(path: PathBytes.string(from: fields[2]), added: added, removed: removed))
            }
        }
    }
}
