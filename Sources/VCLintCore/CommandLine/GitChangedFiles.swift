import Foundation

/// `--changed-since REF`: the files of the current directory's repository that differ from `REF`
/// (committed, staged or not), plus untracked files that are not ignored: a new controller is a
/// change even before `git add`. Paths come back absolute, from the repository's root.
enum GitChangedFiles {
    static func since(_ reference: String) throws(CommandError) -> [String] {
        let root = try git(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .newlines)
        // Before a repository's first commit there is no HEAD: every file is new (a pre-commit
        // hook runs `--changed-since HEAD` on the first commit too).
        let isUnborn = reference == "HEAD" && (try? git(["rev-parse", "--verify", "--quiet", "HEAD"])) == nil
        // `--` keeps a reference that names a file from being read as a path.
        let changed = isUnborn ? try git(["ls-files", "--full-name", "-z"])
            : try git(["diff", "--name-only", "-z", "--no-renames", reference, "--"])
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "--full-name", "-z"])
        return (changed + untracked).split(separator: "\0").map { root + "/" + $0 }
    }

    /// Runs git in the current directory; a failure is a usage error that quotes git.
    private static func git(_ arguments: [String]) throws(CommandError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .changedFiles("cannot run git: \(error.localizedDescription)")
        }
        // git's errors are a line or two, far below a pipe's buffer: standard output is drained first.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = errorText.split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
            throw .changedFiles("'git \(arguments.joined(separator: " "))' failed: \(reason)")
        }
        return String(decoding: data, as: UTF8.self)
    }

}
