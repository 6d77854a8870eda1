#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written.
public enum WriteProblem: Error, Equatable, Sendable {
    /// `exclusive` was asked and the file is there: `vclint init` never overwrites.
    case alreadyExists
    case failed(errno: Int32)

    public var message: String {
        switch self {
        case .alreadyExists: "file already exists"
        case .failed(let code): String(cString: strerror(code))
        }
    }
}

extension FileSystem {
    /// Writes `text` to `path`, replacing what is there, or failing when `exclusive` and the file
    /// exists (checked by `open` itself, so no other process can slip in between).
    public static func writeFile(_ path: String, _ text: String, exclusive: Bool = false) throws(WriteProblem) {
        let flags = O_WRONLY | O_CREAT | (exclusive ? O_EXCL : O_TRUNC)
        let descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else { throw errno == EEXIST ? .alreadyExists : .failed(errno: errno) }
        defer { close(descriptor) }
        var text = text
        let failure: Int32? = text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw .failed(errno: failure) }
    }
}
