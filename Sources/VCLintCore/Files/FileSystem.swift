#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

/// What a path is, as `stat` says.
public enum FileKind: Sendable, Equatable {
    case regular, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, unknown

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .unknown
        }
    }

    /// "a FIFO (named pipe)": what messages call it.
    public var description: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .fifo: "a FIFO (named pipe)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .unknown: "not a regular file"
        }
    }
}

/// Why a path could not be read. Each case names what went wrong; the path travels beside it.
public enum FileProblem: Error, Equatable, Sendable {
    case notFound
    /// A symbolic link whose target does not exist.
    case danglingLink
    case permissionDenied
    case isDirectory
    /// A FIFO, a device or a socket: never opened for reading, as reading one can block forever
    /// or never end.
    case notARegularFile(FileKind)
    /// Larger than the limit; `bytes` is nil when the file grew past it while being read.
    case tooLarge(bytes: Int?, limit: Int)
    /// Any other failure of `stat`, `open`, `opendir`, `readdir` or `read`, by its `errno`.
    case system(errno: Int32)

    public var message: String {
        switch self {
        case .notFound: "no such file or directory"
        case .danglingLink: "is a symbolic link to a missing file"
        case .permissionDenied: "permission denied"
        case .isDirectory: "is a directory"
        case .notARegularFile(let kind): "is \(kind.description), not a regular file; not read"
        case .tooLarge(let bytes?, let limit): "is \(bytes) bytes, over the limit of \(limit) bytes; skipped"
        case .tooLarge(nil, let limit): "is over the limit of \(limit) bytes; skipped"
        case .system(let code): FileSystem.describe(errno: code)
        }
    }

    init(errno code: Int32) {
        switch code {
        case ENOENT: self = .notFound
        case EACCES, EPERM: self = .permissionDenied
        case EISDIR: self = .isDirectory
        default: self = .system(errno: code)
        }
    }
}

/// The one place that touches the disk: POSIX calls, which cost a tenth of Foundation's
/// enumerators on big trees. Paths go to the system as bytes (`PathBytes`).
public enum FileSystem {
    /// The most any file is read: the lexer's offsets are 32-bit. Sources have `max_file_size`.
    public static let maximumFileSize = 1 << 30

    /// What `path` is, following links; a link to nothing is `.danglingLink`.
    public static func inspect(_ path: String) -> Result<FileKind, FileProblem> {
        var status = stat()
        if PathBytes.withSystemPath(path, { stat($0, &status) }) == 0 { return .success(FileKind(mode: status.st_mode)) }
        let code = errno
        if code == ENOENT, PathBytes.withSystemPath(path, { lstat($0, &status) }) == 0 { return .failure(.danglingLink) }
        return .failure(FileProblem(errno: code))
    }

    /// Whether anything at all is at `path`, even a dangling link.
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return PathBytes.withSystemPath(path, { lstat($0, &status) }) == 0
    }

    /// The bytes of a regular file of at most `limit` bytes. What the path is gets checked before
    /// it is opened, and it is opened non-blocking, so a FIFO or a device is never waited on; no
    /// more than `limit + 1` bytes are ever read, whatever the file claims.
    /// `listedAsRegular`: a directory listing said a regular file is there (`SourceFile`), so the
    /// check before opening is left out (a `stat` cost a path lookup a file, 4% of a lint's CPU);
    /// what was opened is still checked before anything is read.
    public static func readFile(_ path: String, limit: Int = maximumFileSize,
                                listedAsRegular: Bool = false) throws(FileProblem) -> [UInt8] {
        if !listedAsRegular {
            let kind = try inspect(path).get()
            guard kind == .regular else { throw kind == .directory ? .isDirectory : .notARegularFile(kind) }
        }
        let descriptor = PathBytes.withSystemPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw FileProblem(errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileProblem(errno: errno) }
        // The path may have been swapped between `stat` and `open`.
        let opened = FileKind(mode: status.st_mode)
        guard opened == .regular else { throw opened == .directory ? .isDirectory : .notARegularFile(opened) }
        let expected = Int(status.st_size)
        guard expected <= limit else { throw .tooLarge(bytes: expected, limit: limit) }
        // st_size is a hint: files can change while read, and some report 0. One byte more than
        // expected, so the read that finds the end needs no growth. Read into memory left
        // uninitialized: zeroing every file's bytes first cost a pass over the whole tree.
        var failure: FileProblem?
        var atEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: min(max(expected + 1, 4096), limit + 1)) { buffer, filled in
            (filled, atEnd) = readAll(descriptor, into: buffer, expected: expected, failure: &failure)
        }
        if let failure { throw failure }
        while !atEnd {
            guard bytes.count <= limit else { throw .tooLarge(bytes: nil, limit: limit) }
            // Grown past what it said: read on, into more room.
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - bytes.count)))
            let filled = bytes.withUnsafeMutableBufferPointer { buffer in
                let (filled, end) = readAll(descriptor, into: UnsafeMutableBufferPointer(rebasing: buffer[start...]),
                                            expected: -1, failure: &failure)
                atEnd = end
                return filled
            }
            if let failure { throw failure }
            bytes.removeSubrange((start + filled)...)
        }
        return bytes
    }

    /// Reads into `buffer` until it is full or the file ends: how many bytes it read, and whether
    /// the end was seen. A regular file that has given the `expected` bytes `fstat` reported is
    /// at its end as far as this read goes, without one more call to hear so.
    private static func readAll(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, expected: Int,
                                failure: inout FileProblem?) -> (filled: Int, atEnd: Bool) {
        var filled = 0
        while filled < buffer.count {
            let got = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if got < 0 {
                if errno == EINTR { continue }
                failure = FileProblem(errno: errno)
                return (filled, true)
            }
            if got == 0 { return (filled, true) }
            filled += got
            if filled == expected && expected > 0 && filled < buffer.count { return (filled, true) }
        }
        return (filled, false)
    }

    /// A Swift source: `readFile`, with UTF-16 and UTF-32 (marked by a byte order mark) turned
    /// into UTF-8, so their controllers are seen.
    public static func readSource(_ path: String, limit: Int, listedAsRegular: Bool = false) throws(FileProblem) -> [UInt8] {
        SourceEncoding.utf8(try readFile(path, limit: limit, listedAsRegular: listedAsRegular))
    }

    /// `readSource` of a file as the walk found it.
    public static func readSource(_ file: SourceFile, limit: Int) throws(FileProblem) -> [UInt8] {
        try readSource(file.path, limit: limit, listedAsRegular: file.isRegular)
    }

    public enum EntryKind: Sendable, Equatable { case file, directory, missing, other }

    public static func kind(of path: String) -> EntryKind {
        switch inspect(path) {
        case .success(.regular): .file
        case .success(.directory): .directory
        case .success: .other
        case .failure: .missing
        }
    }

    /// The names in a directory, sorted, without `.` and `..`.
    public struct DirectoryEntry: Sendable, Equatable {
        public var name: String
        public var isDirectory: Bool
        /// A regular file, not a link to one.
        public var isRegular: Bool
    }

    public static func directoryEntries(_ path: String) -> Result<[DirectoryEntry], FileProblem> {
        guard let directory = PathBytes.withSystemPath(path, { opendir($0) }) else { return .failure(FileProblem(errno: errno)) }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { return .failure(FileProblem(errno: errno)) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                PathBytes.string(from: raw.prefix(while: { $0 != 0 }))
            }
            if name == "." || name == ".." { continue }
            // Symbolic links to directories are not followed: they can make cycles.
            var kind: FileKind? = Int32(entry.pointee.d_type) == Int32(DT_DIR) ? .directory
                : Int32(entry.pointee.d_type) == Int32(DT_REG) ? .regular : nil
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var status = stat()
                if PathBytes.withSystemPath(path + "/" + name, { lstat($0, &status) }) == 0 { kind = FileKind(mode: status.st_mode) }
            }
            entries.append(DirectoryEntry(name: name, isDirectory: kind == .directory, isRegular: kind == .regular))
        }
        entries.sort { $0.name < $1.name }
        return .success(entries)
    }

    public static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return PathBytes.string(cString: pointer)
    }

    /// `strerror`, starting lower-case like vclint's own messages: "not a directory".
    static func describe(errno code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
