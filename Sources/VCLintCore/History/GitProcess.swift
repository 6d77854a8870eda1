#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

/// Runs git for `history`: once to the end (`run`), or kept alive with a pipe to its standard
/// input (`GitBlobReader`). Spawned with `posix_spawnp`, without Foundation, as `--changed-since`
/// does; every argument is given as is, never through a shell.
struct GitProcess {
    let pid: pid_t
    /// Our ends: write to `input`, read `output` and `errors`; -1 when not piped.
    let input: Int32
    let output: Int32
    let errors: Int32

    /// The finished command's exit status and what it wrote.
    struct Outcome {
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
        /// git's first line of complaint, for an error message.
        var firstErrorLine: String {
            String(decoding: errors, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "exit status \(status)"
        }
    }

    /// `git <arguments>`, its standard input closed, read to the end.
    static func run(_ arguments: [String]) throws(HistoryError) -> Outcome {
        let process = try spawn(arguments, pipesInput: false)
        let (output, errors) = ChildProcess.drain(process.output, process.errors)
        close(process.output)
        close(process.errors)
        return Outcome(status: process.wait(), output: output, errors: errors)
    }

    /// Starts `git <arguments>` with pipes to its standard input, output and error.
    /// `outputFile`: an open file its standard output goes to instead of a pipe (its standard
    /// error then goes nowhere): git runs on while vclint does other work, and nothing fills.
    static func spawn(_ arguments: [String], pipesInput: Bool, outputFile: Int32? = nil) throws(HistoryError) -> GitProcess {
        var pipes: [[Int32]] = []
        for _ in 0..<(pipesInput ? 3 : 2) {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                let code = errno
                for opened in pipes { close(opened[0]); close(opened[1]) }
                throw .cannotRunGit(FileSystem.describe(errno: code))
            }
            // Only the ends dup'ed into the child stay open there.
            for descriptor in ends { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            pipes.append(ends)
        }
        var actions = ChildProcess.spawnFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if pipesInput {
            posix_spawn_file_actions_adddup2(&actions, pipes[2][0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, outputFile ?? pipes[0][1], 1)
        // A long-lived process's complaints would fill a pipe nobody reads while it works: its
        // answers say what went wrong (`<id> missing`).
        if pipesInput || outputFile != nil {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 2)
        }
        var attributes = ChildProcess.spawnAttributes()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        ChildProcess.resetSignals(&attributes)
        // No pager, no prompt for credentials, no locks taken in a repository others are using.
        let command = ["git", "--no-pager", "--no-optional-locks", "-c", "core.quotepath=off"] + arguments
        let argv = command.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, "git", &actions, &attributes, argv, environment())
        close(pipes[0][1])
        close(pipes[1][1])
        if pipesInput { close(pipes[2][0]) }
        if pipesInput || outputFile != nil { close(pipes[1][0]) }
        if outputFile != nil { close(pipes[0][0]) }
        guard spawned == 0 else {
            if outputFile == nil { close(pipes[0][0]) }
            if !pipesInput && outputFile == nil { close(pipes[1][0]) }
            if pipesInput { close(pipes[2][1]) }
            throw .cannotRunGit(FileSystem.describe(errno: spawned))
        }
        return GitProcess(pid: pid, input: pipesInput ? pipes[2][1] : -1, output: outputFile == nil ? pipes[0][0] : -1,
                          errors: pipesInput || outputFile != nil ? -1 : pipes[1][0])
    }

    private static func environment() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        return _NSGetEnviron().pointee
        #else
        return environ
        #endif
    }

    /// Waits for the process; its exit code, or 128 plus the signal that killed it.
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

}
