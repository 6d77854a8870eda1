/// Why `history` could not read the repository. Each case names the directory, ref or object.
enum HistoryError: Error, Equatable {
    /// git is not installed or could not be started.
    case cannotRunGit(String)
    /// The directory (or `--git-dir`) is not inside a git repository.
    case notARepository(directory: String, reason: String)
    /// `--since`/`--until` named no commit. `option` is the option that gave it.
    case badRef(option: String, ref: String, reason: String)
    /// A git command failed; `command` is what ran, `reason` git's first line.
    case gitFailed(command: String, reason: String)
    /// `git cat-file` could not give an object.
    case objectUnreadable(id: String, reason: String)
    /// The window holds no commit to measure.
    case noCommits(String)

    var message: String {
        switch self {
        case .cannotRunGit(let reason):
            "cannot run git: \(reason); 'vclint history' reads the repository with git"
        case .notARepository(let directory, let reason):
            "'\(directory)' is not in a git repository (\(reason)); run 'vclint history' inside one, or name it with --git-dir"
        case .badRef(let option, let ref, let reason):
            "\(option) '\(ref)': \(reason)"
        case .gitFailed(let command, let reason):
            "'git \(command)' failed: \(reason)"
        case .objectUnreadable(let id, let reason):
            "cannot read object \(id): \(reason)"
        case .noCommits(let reason):
            reason
        }
    }
}
