#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

/// What `--changed-since` and `history` share in running git without Foundation.
enum ChildProcess {
    #if canImport(Darwin)
    /// Darwin's spawn attributes and file actions are opaque pointers that their `init` calls set.
    typealias SpawnAttributes = posix_spawnattr_t?
    typealias SpawnFileActions = posix_spawn_file_actions_t?
    static func spawnAttributes() -> SpawnAttributes { nil }
    static func spawnFileActions() -> SpawnFileActions { nil }
    #else
    typealias SpawnAttributes = posix_spawnattr_t
    typealias SpawnFileActions = posix_spawn_file_actions_t
    static func spawnAttributes() -> SpawnAttributes { posix_spawnattr_t() }
    static func spawnFileActions() -> SpawnFileActions { posix_spawn_file_actions_t() }
    #endif

    /// The child starts with no signal blocked and every handler at its default, whatever
    /// vclint inherited, so that a hook or CI can always stop it.
    static func resetSignals(_ attributes: inout SpawnAttributes) {
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    /// Both pipes read as they fill: git can write more than a pipe holds to either (a warning
    /// per file under `core.autocrlf`), and reading one to its end first would wait forever.
    static func drain(_ output: Int32, _ errors: Int32) -> (output: [UInt8], errors: [UInt8]) {
        var received: [[UInt8]] = [[], []]
        var pipes = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 65536)
        while pipes.contains(where: { $0.fd >= 0 }) {
            if poll(&pipes, nfds_t(pipes.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in pipes.indices where pipes[index].fd >= 0 && pipes[index].revents != 0 {
                let got = chunk.withUnsafeMutableBytes { read(pipes[index].fd, $0.baseAddress, $0.count) }
                if got > 0 {
                    received[index].append(contentsOf: chunk[..<got])
                } else if got == 0 || errno != EINTR {
                    pipes[index].fd = -1  // closed: poll passes over a negative descriptor
                }
            }
        }
        return (received[0], received[1])
    }
}
