#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
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
    /// Writes `text` to `path` so that a failure (a full disk, a crash) leaves the old file as it
    /// was: into a temporary file in the same folder, flushed to disk, then renamed over `path`.
    /// A link is written through to its target. A FIFO or a device (`/dev/stdout`) is written
    /// directly, as renaming over it would replace it; so is a file in a folder vclint may not
    /// create files in.
    ///
    /// With `exclusive`, fails when anything is at `path` (checked by `open` itself, so no other
    /// process can slip in between), and removes what it wrote when the write fails.
    public static func writeFile(_ path: String, _ text: String, exclusive: Bool = false) throws(WriteProblem) {
        if exclusive { return try writeNew(path, text) }
        var target = path
        if case .success(.symbolicLink) = lstatKind(path), case let resolved = PathNames.absolute(path), resolved != path {
            target = resolved
        }
        var existing = stat()
        let exists = PathBytes.withSystemPath(target, { stat($0, &existing) }) == 0
        if exists {
            switch FileKind(mode: existing.st_mode) {
            case .regular: break
            case .directory: throw .failed(errno: EISDIR)
            default: return try writeDirectly(target, text)
            }
        }
        try replace(target, with: text, mode: exists ? existing.st_mode & 0o7777 : defaultMode())
    }

    private static func replace(_ target: String, with text: String, mode: mode_t) throws(WriteProblem) {
        let name = target.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? target
        var template = PathBytes.withSystemPath(PathNames.directory(of: target) + "/." + name + ".vclint-XXXXXX") { pointer in
            Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer) + 1))
        }
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else {
            // A writable file in a folder we may not write to: in place, as the only way left.
            if errno == EACCES || errno == EPERM { return try writeDirectly(target, text, truncating: true) }
            throw .failed(errno: errno)
        }
        let temporary = template.withUnsafeBufferPointer { PathBytes.string(cString: $0.baseAddress!) }
        var failure = writeAll(text, to: descriptor)
        if failure == nil && fchmod(descriptor, mode) != 0 { failure = errno }
        // Some file systems report a full disk only when the data reaches it.
        if failure == nil && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if failure == nil && PathBytes.withSystemPath(temporary, { from in
            PathBytes.withSystemPath(target, { to in rename(from, to) })
        }) != 0 {
            failure = errno
        }
        if let failure {
            _ = PathBytes.withSystemPath(temporary) { unlink($0) }
            throw .failed(errno: failure)
        }
    }

    private static func writeNew(_ path: String, _ text: String) throws(WriteProblem) {
        let descriptor = PathBytes.withSystemPath(path) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw errno == EEXIST ? .alreadyExists : .failed(errno: errno) }
        var failure = writeAll(text, to: descriptor)
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if let failure {
            _ = PathBytes.withSystemPath(path) { unlink($0) }
            throw .failed(errno: failure)
        }
    }

    private static func writeDirectly(_ path: String, _ text: String, truncating: Bool = false) throws(WriteProblem) {
        let flags = O_WRONLY | O_CLOEXEC | (truncating ? O_CREAT | O_TRUNC : 0)
        let descriptor = PathBytes.withSystemPath(path) { open($0, flags, 0o666) }
        guard descriptor >= 0 else { throw .failed(errno: errno) }
        var failure = writeAll(text, to: descriptor)
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if let failure { throw .failed(errno: failure) }
    }

    /// Writes every byte, retrying short and interrupted writes; the `errno` of a failure.
    public static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { buffer -> Int32? in
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
    }

    private static func lstatKind(_ path: String) -> Result<FileKind, FileProblem> {
        var status = stat()
        guard PathBytes.withSystemPath(path, { lstat($0, &status) }) == 0 else { return .failure(FileProblem(errno: errno)) }
        return .success(FileKind(mode: status.st_mode))
    }

    /// What `open(…, 0o666)` would give a new file: the umask applied.
    private static func defaultMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }
}
