/// Where `.vclint.yml` is when `--config` is not given: the nearest one walking up from the
/// current directory, as git, SwiftLint and ESLint users expect, never above the repository root
/// (the first directory holding `.git`, a folder or a worktree's file), so a stray file in a home
/// directory never configures every project below it.
enum ConfigurationDiscovery {
    /// A path relative to `start` (`.vclint.yml`, `../../.vclint.yml`), so messages stay short;
    /// nil when there is none up to the repository root or the file system's root.
    static func find(from start: String = ".") -> String? {
        let depth = PathNames.components(PathNames.absolute(start)).count
        var prefix = start == "." ? "" : start.hasSuffix("/") ? start : start + "/"
        for _ in 0...depth {
            // Anything at all by that name counts: a dangling link or a folder is then an error
            // when it is read, never a silent fallback to the defaults.
            let candidate = prefix + Configuration.defaultFileName
            if FileSystem.exists(candidate) { return candidate }
            if FileSystem.exists(prefix + ".git") { return nil }
            prefix += "../"
        }
        return nil
    }
}
