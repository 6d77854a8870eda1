#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VCLintCore

/// Writes all of `text` to a file descriptor, retrying short writes.
func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}

let result = VCLintCommand.run(Array(CommandLine.arguments.dropFirst()))
writeAll(result.standardOutput, to: 1)
writeAll(result.standardError, to: 2)
exit(result.exitCode.rawValue)
