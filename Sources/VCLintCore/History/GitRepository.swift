/// The repository `history` reads, and the plumbing commands it asks: every ref is checked by
/// `rev-parse --verify` after `--end-of-options` and passed on as a full commit id, so no value
/// a user types can reach git as an option.
struct GitRepository {
    /// Put before every git command: `-C <directory>` or `--git-dir <dir>`.
    let gitArguments: [String]
    /// What the user named, for messages.
    let place: String
    /// The work tree's root (absolute), nil for a bare repository or one named by `--git-dir`.
    let topLevel: String?
    /// The current directory relative to `topLevel` (`App/`), empty at the root or when bare.
    let prefix: String

    /// The repository holding `directory`, or the one at `gitDirectory` (a bare mirror too).
    init(directory: String, gitDirectory: String?) throws(HistoryError) {
        if let gitDirectory {
            gitArguments = ["--git-dir", gitDirectory]
            place = gitDirectory
        } else {
            gitArguments = ["-C", directory]
            place = PathNames.absolute(directory)
        }
        let probe = try GitProcess.run(gitArguments + ["rev-parse", "--is-bare-repository"])
        guard probe.status == 0 else { throw .notARepository(directory: place, reason: probe.firstErrorLine) }
        // With --git-dir git takes the current directory for the work tree: the tree's root is
        // then the repository's, as in a bare one.
        if Self.text(probe.output) == "true" || gitDirectory != nil {
            topLevel = nil
            prefix = ""
        } else {
            let top = try GitProcess.run(gitArguments + ["rev-parse", "--show-toplevel", "--show-prefix"])
            let lines = top.output.split(separator: 0x0A, omittingEmptySubsequences: false)
            topLevel = top.status == 0 && !lines.isEmpty ? PathBytes.string(from: lines[0]) : nil
            prefix = top.status == 0 && lines.count > 1 ? PathBytes.string(from: lines[1]) : ""
        }
    }

    /// `git <arguments>`'s output; a failure names the command.
    func run(_ arguments: [String]) throws(HistoryError) -> [UInt8] {
        let outcome = try GitProcess.run(gitArguments + arguments)
        guard outcome.status == 0 else {
            throw .gitFailed(command: arguments.joined(separator: " "), reason: outcome.firstErrorLine)
        }
        return outcome.output
    }

    /// The full id of the commit `ref` names. `option` names where it came from, for the message.
    func commit(_ ref: String, option: String) throws(HistoryError) -> String {
        guard !ref.hasPrefix("-") else {
            throw .badRef(option: option, ref: ref, reason: "not a git revision: a value starting with '-' would be read as an option")
        }
        let outcome = try GitProcess.run(gitArguments + ["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"])
        guard outcome.status == 0 else { throw .badRef(option: option, ref: ref, reason: "not a commit in \(place)") }
        return Self.text(outcome.output)
    }

    /// Whether `ref` names a commit, without an error: `--since` takes a ref or a date.
    func isCommit(_ ref: String) -> Bool {
        guard !ref.hasPrefix("-") else { return false }
        let outcome = try? GitProcess.run(gitArguments + ["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"])
        return outcome?.status == 0
    }

    var isShallow: Bool {
        (try? run(["rev-parse", "--is-shallow-repository"])).map(Self.text) == "true"
    }

    /// The commits along the first-parent line from `tip`, newest first, with committer dates.
    /// `since`: a date git understands, or `excluding`: a commit whose history is left out.
    func mainline(from tip: String, since: String?, excluding: String?) throws(HistoryError) -> [CommitStamp] {
        var arguments = ["log", "--first-parent", "--format=%H %ct %cI"]
        if let since { arguments.append("--since=" + since) }
        arguments += ["--end-of-options", tip]
        if let excluding { arguments.append("^" + excluding) }
        return try run(arguments).split(separator: 0x0A).compactMap(CommitStamp.init(line:))
    }

    /// The oldest commit the first-parent line from `tip` reaches: where a shallow clone ends.
    func oldestCommit(from tip: String) throws(HistoryError) -> CommitStamp? {
        let output = try run(["log", "--first-parent", "--format=%H %ct %cI", "--end-of-options", tip])
        return output.split(separator: 0x0A).last.flatMap(CommitStamp.init(line:))
    }

    static func text(_ bytes: [UInt8]) -> String {
        var bytes = bytes[...]
        while let last = bytes.last, last == 0x0A || last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A commit and when it was committed.
struct CommitStamp: Sendable, Equatable {
    var id: String
    /// Seconds since 1970, UTC.
    var time: Int
    /// ISO 8601 with the committer's offset, as git prints it.
    var date: String

    init(id: String, time: Int, date: String) {
        self.id = id
        self.time = time
        self.date = date
    }

    /// `<id> <seconds> <iso date>`.
    init?(line: ArraySlice<UInt8>) {
        let fields = line.split(separator: 0x20)
        guard fields.count == 3, let time = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        self.init(id: String(decoding: fields[0], as: UTF8.self), time: time, date: String(decoding: fields[2], as: UTF8.self))
    }
}
