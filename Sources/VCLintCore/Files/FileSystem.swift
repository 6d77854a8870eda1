#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a path could not be read. Each case names what went wrong; the path travels beside it.
public enum FileProblem: Error, Equatable, Sendable {
    case notFound
    case permissionDenied
    case isDirectory
    case notARegularFile
    case tooLarge(bytes: Int)
    case readFailed(errno: Int32)

    public var message: String {
        switch self {
        case .notFound: "no such file or directory"
        case .permissionDenied: "permission denied"
        case .isDirectory: "is a directory"
        case .notARegularFile: "is not a regular file or directory"
        case .tooLarge(let bytes): "file is too large to be source code (\(bytes) bytes)"
        case .readFailed(let code): "could not be read (\(String(cString: strerror(code))))"
        }
    }

    init(errno code: Int32) {
        switch code {
        case ENOENT, ENOTDIR: self = .notFound
        case EACCES, EPERM: self = .permissionDenied
        case EISDIR: self = .isDirectory
        default: self = .readFailed(errno: code)
        }
    }
}

/// The one place that touches the disk: POSIX calls, which cost a tenth of Foundation's
/// enumerators on big trees.
public enum FileSystem {
    /// Larger files are not source code; the lexer's offsets are 32-bit besides.
    public static let maximumFileSize = 1 << 30

    public static func readFile(_ path: String) throws(FileProblem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileProblem(errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileProblem(errno: errno) }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw .isDirectory }
        let expected = Int(status.st_size)
        guard expected <= maximumFileSize else { throw .tooLarge(bytes: expected) }
        // st_size is a hint: files can change while read, and some report 0.
        // One byte more than expected, so the read that finds the end needs no growth.
        var bytes = [UInt8](repeating: 0, count: max(expected + 1, 4096))
        var filled = 0
        while true {
            if filled == bytes.count {
                guard bytes.count < maximumFileSize else { throw .tooLarge(bytes: bytes.count) }
                bytes.append(contentsOf: [UInt8](repeating: 0, count: bytes.count))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw FileProblem(errno: errno)
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    public enum EntryKind: Sendable { case file, directory, missing, other }

    public static func kind(of path: String) -> EntryKind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// The names in a directory, sorted, without `.` and `..`; nil when it cannot be opened.
    public static func directoryEntries(_ path: String) -> [(name: String, isDirectory: Bool)]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, isDirectory: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            // Symbolic links to directories are not followed: they can make cycles.
            var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                isDirectory = kind(of: path + "/" + name) == .directory
            }
            entries.append((name, isDirectory))
        }
        entries.sort { $0.name < $1.name }
        return entries
    }

    public static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
