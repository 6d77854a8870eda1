/// The files a run writes (`--output`, `--write-baseline`) must be none that it reads: a
/// baseline being applied, the configuration, or a source file it lints. Otherwise one would
/// silently replace the other. Reading and refreshing one baseline is the one pair meant to share
/// a file.
struct WrittenFiles {
    /// Option name and path of each file the run reads, then of each it writes.
    var reads: [(option: String, path: String)]
    var writes: [(option: String, path: String)]

    /// Before anything runs: the files named on the command line and the configuration.
    func checkNamed(configuration: Configuration, in subcommand: Subcommand) throws(CommandError) {
        let read = reads + (configuration.sourcePath.map { [("the configuration", $0)] } ?? [])
        let named = (read + writes).map { ($0.option, $0.path, PathNames.identity($0.path)) }
        for (index, first) in named.enumerated() {
            for second in named[(index + 1)...] where first.2 == second.2 && writes.contains(where: { $0.option == second.0 }) {
                if first.0 == "--baseline" && second.0 == "--write-baseline" { continue }
                let what = second.0 == "--write-baseline" ? "the new baseline" : subcommand == .report ? "the page" : "the report"
                let firstName = first.0.hasPrefix("--") ? "'\(first.0) \(ShownText.echoed(first.1))'" : "\(first.0) '\(ShownText.echoed(first.1))'"
                throw .usage("\(firstName) and '\(second.0) \(ShownText.echoed(second.1))' name the same file; \(what) would replace it", subcommand)
            }
        }
    }

    /// After the scan: no written file is a source file the run read. Only files with the same
    /// name are resolved, so this costs nothing on a large tree.
    func checkNotLinted(_ project: Project, in subcommand: Subcommand) throws(CommandError) {
        for write in writes {
            let name = write.path.split(separator: "/").last.map(String.init) ?? write.path
            let identity = PathNames.identity(write.path)
            for file in project.files where file.path.hasSuffix(name) && PathNames.identity(file.path) == identity {
                throw .usage("'\(write.option) \(ShownText.echoed(write.path))' is a source file being linted; it would be replaced", subcommand)
            }
        }
    }
}
