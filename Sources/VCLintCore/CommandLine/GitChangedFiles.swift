#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Foundation
#endif

/// `--changed-since REF`: the files of the current directory's repository that differ from `REF`
/// (committed, staged or not), plus untracked files that are not ignored: a new controller is a
/// change even before `git add`. Paths come back absolute, from the repository's root.
enum GitChangedFiles {
    static func since(_ reference: String) throws(CommandError) -> [String] {
        var root = try git(["rev-parse", "--show-toplevel"])
        while let last = root.last, last == "\n" || last == "\r" { root.removeLast() }
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
        let (status, output, errors) = try run(["git"] + arguments)
        guard status == 0 else {
            let errorText = String(decoding: errors, as: UTF8.self)
            let reason = errorText.split(separator: "\n").first.map(String.init) ?? "exit status \(status)"
            throw .changedFiles("'git \(arguments.joined(separator: " "))' failed: \(reason)")
        }
        return String(decoding: output, as: UTF8.self)
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
        // git's errors are a line or two, far below a pipe's buffer: standard output is drained first.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(data), Array(errorData))
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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        var process = pid_t()
        let arguments = command.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        let spawned = posix_spawnp(&process, command[0], &actions, nil, arguments, environ)
        close(output[1])
        close(errors[1])
        defer {
            close(output[0])
            close(errors[0])
        }
        guard spawned == 0 else { throw failure(command, spawned) }
        // git's errors are a line or two, far below a pipe's buffer: standard output is drained first.
        let outputBytes = readToEnd(output[0])
        let errorBytes = readToEnd(errors[0])
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

    private static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return bytes }
            bytes.append(contentsOf: chunk[..<got])
        }
    }
    #endif
}
