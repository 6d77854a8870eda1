#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif
#if canImport(Darwin)
import Foundation  // `Process`, part of macOS and loaded at no cost there
#endif

/// `--changed-since REF`: the files of the current directory's repository that differ from `REF`
/// (committed, staged or not), plus untracked files that are not ignored: a new controller is a
/// change even before `git add`. Paths come back absolute, from the repository's root; a changed
/// submodule contributes the files changed inside it, not its whole folder.
enum GitChangedFiles {
    static func since(_ reference: String) throws(CommandError) -> [String] {
        // Every value given to git must be unable to act as an option (`--output=FILE`).
        guard !reference.hasPrefix("-") else {
            throw .changedFiles("'\(reference)' is not a git revision: a value starting with '-' would be read as an option")
        }
        let root = try topLevel(of: ".")
        // Before a repository's first commit there is no HEAD: every file is new (a pre-commit
        // hook runs `--changed-since HEAD` on the first commit too).
        if reference == "HEAD", (try? git(["rev-parse", "--verify", "--quiet", "HEAD"], in: root)) == nil {
            return try untracked(in: root) + paths(try git(["ls-files", "--full-name", "-z"], in: root), under: root)
        }
        let commit = try git(["rev-parse", "--verify", "--quiet", reference + "^{commit}"], in: root,
                             failure: "'\(reference)' is not a commit in this repository")
        return try changes(in: root, since: String(decoding: commit.prefix { $0 != 0x0A }, as: UTF8.self), depth: 0)
    }

    /// The files changed since `commit` in the repository at `root`, and inside its submodules.
    private static func changes(in root: String, since commit: String, depth: Int) throws(CommandError) -> [String] {
        // Run at the root with `diff.relative` off, so a subfolder or that setting hides nothing.
        let raw = try git(["-c", "diff.relative=false", "diff", "--raw", "-z", "--no-renames", "--no-abbrev", commit, "--"], in: root)
        var files = try untracked(in: root)
        var fields = raw.split(separator: 0, omittingEmptySubsequences: true).makeIterator()
        // Each change is `:old-mode new-mode old-id new-id status` then its path.
        while let header = fields.next(), let path = fields.next() {
            let columns = header.split(separator: 0x20)
            let absolute = root + "/" + PathBytes.string(from: path)
            guard columns.count >= 4, columns[0] == Array(":160000".utf8)[...] || columns[1] == Array("160000".utf8)[...] else {
                files.append(absolute)
                continue
            }
            // A submodule: what changed inside it since the commit its parent recorded.
            guard depth < 8, FileSystem.exists(absolute + "/.git") else { continue }
            let recorded = String(decoding: columns[2], as: UTF8.self)
            files += recorded.allSatisfy({ $0 == "0" }) || columns[0] != Array(":160000".utf8)[...]
                ? try paths(try git(["ls-files", "--full-name", "-z"], in: absolute), under: absolute) + untracked(in: absolute)
                : try changes(in: absolute, since: recorded, depth: depth + 1)
        }
        return files
    }

    private static func untracked(in root: String) throws(CommandError) -> [String] {
        paths(try git(["ls-files", "--others", "--exclude-standard", "--full-name", "-z"], in: root), under: root)
    }

    /// NUL-separated names from git, as absolute paths that keep bytes that are not UTF-8.
    private static func paths(_ output: [UInt8], under root: String) -> [String] {
        output.split(separator: 0).map { root + "/" + PathBytes.string(from: $0) }
    }

    /// The repository's root folder, as git names it.
    private static func topLevel(of directory: String) throws(CommandError) -> String {
        var root = try git(["rev-parse", "--show-toplevel"], in: directory)
        while let last = root.last, last == 0x0A || last == 0x0D { root.removeLast() }
        return PathBytes.string(from: root)
    }

    /// Runs `git -C directory …`; a failure is a usage error that quotes git, or says `failure`.
    private static func git(_ arguments: [String], in directory: String, failure: String? = nil) throws(CommandError) -> [UInt8] {
        let (status, output, errors) = try run(["git", "-C", directory] + arguments)
        guard status == 0 else {
            let errorText = String(decoding: errors, as: UTF8.self)
            if let range = errorText.firstRange(of: "detected dubious ownership in repository at '") {
                let place = errorText[range.upperBound...].prefix { $0 != "'" }
                throw .changedFiles("git refuses the repository at '\(place)': it belongs to another user (common in CI "
                    + "containers). If you trust it, run: git config --global --add safe.directory '\(place)'")
            }
            if let failure { throw .changedFiles(failure) }
            let reason = errorText.split(separator: "\n").first.map(String.init) ?? "exit status \(status)"
            throw .changedFiles("'git \(arguments.joined(separator: " "))' failed: \(reason)")
        }
        return output
    }

    #if canImport(Darwin)
    /// Foundation is part of macOS, loaded at no cost: its `Process` runs the command there.
    private static func run(_ command: [String]) throws(CommandError) -> (status: Int32, output: [UInt8], errors: [UInt8]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .changedFiles("cannot run \(command[0]): \(error.localizedDescription)")
        }
        let (data, errorData) = ChildProcess.drain(output.fileHandleForReading.fileDescriptor, errors.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        return (process.terminationStatus, data, errorData)
    }
    #else
    /// `posix_spawnp`, found on the `PATH`, with the environment (a hook's `GIT_INDEX_FILE` too):
    /// Foundation's `Process` would load Foundation, which took half of vclint's start on Linux.
    private static func run(_ command: [String]) throws(CommandError) -> (status: Int32, output: [UInt8], errors: [UInt8]) {
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { throw failure(command, errno) }
        guard pipe(&errors) == 0 else {
            let code = errno
            close(output[0])
            close(output[1])
            throw failure(command, code)
        }
        // Only the ends dup'ed into the child's standard output and error stay open there.
        for descriptor in output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = ChildProcess.spawnFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        var process = pid_t()
        let arguments = command.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        // git starts with no signal blocked and default handlers, whatever vclint inherited, so
        // that a hook or CI can always stop it.
        var attributes = ChildProcess.spawnAttributes()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        ChildProcess.resetSignals(&attributes)
        let spawned = posix_spawnp(&process, command[0], &actions, &attributes, arguments, environ)
        close(output[1])
        close(errors[1])
        defer {
            close(output[0])
            close(errors[0])
        }
        guard spawned == 0 else { throw failure(command, spawned) }
        let (outputBytes, errorBytes) = ChildProcess.drain(output[0], errors[0])
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 && errno == EINTR {}
        // Exited: the status's low seven bits are zero and its exit code is the next byte;
        // killed by a signal: 128 plus the signal, as a shell says.
        let exitCode = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitCode, outputBytes, errorBytes)
    }

    private static func failure(_ command: [String], _ code: Int32) -> CommandError {
        .changedFiles("cannot run \(command[0]): \(FileSystem.describe(errno: code))")
    }
    #endif

}
