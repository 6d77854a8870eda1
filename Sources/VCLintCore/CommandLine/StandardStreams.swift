#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

/// Writing a command's result out, where no byte may be lost without saying so: a report that
/// cannot be written (`> /dev/full`, a closed standard output, a full disk) is exit 2 and a
/// message, never a quiet exit 0.
public enum StandardStreams {
    /// Descriptors 0, 1 and 2 that were closed when vclint started. Each is opened on
    /// `/dev/null`, so that no file vclint opens takes its number and receives the report;
    /// writing to it is still reported as a failure.
    public static func reserveClosedDescriptors() -> Set<Int32> {
        var closed: Set<Int32> = []
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 {
            closed.insert(descriptor)
        }
        for descriptor in closed.sorted() {
            // `open` takes the lowest free number: this one, as the lower ones are open now.
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor { close(opened) }
        }
        return closed
    }

    /// Writes standard output, then standard error, and returns the exit status: the result's,
    /// or 2 when a write failed.
    public static func emit(_ result: CommandResult, closed: Set<Int32> = []) -> Int32 {
        var status = result.exitCode.rawValue
        var errorText = result.standardError
        if !result.standardOutput.isEmpty {
            let failure = closed.contains(1) ? "it is closed" : FileSystem.writeAll(result.standardOutput, to: 1).map { String(cString: strerror($0)) }
            if let failure {
                errorText += "error: cannot write to standard output: \(failure)\n"
                status = ExitCode.toolFailure.rawValue
            }
        }
        if !errorText.isEmpty && (closed.contains(2) || FileSystem.writeAll(errorText, to: 2) != nil) {
            // Nowhere left to say it: the status alone tells.
            status = ExitCode.toolFailure.rawValue
        }
        return status
    }

    /// The arguments as the system gave them, bytes that are not UTF-8 included (`PathBytes`).
    public static func arguments() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { PathBytes.string(cString: $0) }
        }
    }
}
