#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

/// One `git cat-file --batch` for a whole run: a tree or a blob costs a line written and its
/// bytes read, not a process.
final class GitObjectReader {
    private let process: GitProcess
    private var buffer: [UInt8] = []
    private var start = 0
    private var closed = false

    /// What the repository holds under a name.
    enum Object {
        /// `id` is the full object id, `type` `blob`, `tree`, `commit` or `tag`.
        case found(id: String, type: String, bytes: [UInt8])
        case missing
    }

    init(gitArguments: [String]) throws(HistoryError) {
        process = try GitProcess.spawn(gitArguments + ["cat-file", "--batch"], pipesInput: true)
        // A reader gone before git ends must not kill vclint with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit { finish() }

    func finish() {
        guard !closed else { return }
        closed = true
        close(process.input)
        close(process.output)
        _ = process.wait()
    }

    /// The object's bytes: `<id> <type> <size>\n<bytes>\n` as cat-file answers, or `<id> missing`.
    /// An object by id, or by any name cat-file takes (`<commit>^{tree}`).
    func object(_ id: String) throws(HistoryError) -> Object {
        guard !closed else { throw .objectUnreadable(id: id, reason: "git cat-file has ended") }
        var request = Array(id.utf8)
        request.append(0x0A)
        var written = 0
        while written < request.count {
            let count = request.withUnsafeBytes { write(process.input, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .objectUnreadable(id: id, reason: "git cat-file stopped reading: \(FileSystem.describe(errno: errno))")
            }
            written += count
        }
        let header = try line(for: id)
        let fields = header.split(separator: 0x20)
        if fields.count == 2, fields[1].elementsEqual("missing".utf8) { return .missing }
        guard fields.count == 3, let size = Int(String(decoding: fields[2], as: UTF8.self)) else {
            throw .objectUnreadable(id: id, reason: "git cat-file answered '\(String(decoding: header, as: UTF8.self))'")
        }
        let bytes = try take(size + 1, for: id)
        return .found(id: String(decoding: fields[0], as: UTF8.self), type: String(decoding: fields[1], as: UTF8.self),
                      bytes: Array(bytes.dropLast()))
    }

    private func line(for id: String) throws(HistoryError) -> [UInt8] {
        // Counted from `start`: filling moves the unread bytes to the front.
        var searched = 0
        while true {
            if let end = buffer[(start + searched)...].firstIndex(of: 0x0A) {
                let line = Array(buffer[start..<end])
                start = end + 1
                return line
            }
            searched = buffer.count - start
            try fill(for: id)
        }
    }

    private func take(_ count: Int, for id: String) throws(HistoryError) -> ArraySlice<UInt8> {
        while buffer.count - start < count { try fill(for: id, wanting: count) }
        let slice = buffer[start..<start + count]
        start += count
        return slice
    }

    /// Reads more of git's answer, first dropping what was consumed.
    private func fill(for id: String, wanting: Int = 0) throws(HistoryError) {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        let room = max(1 << 16, wanting - buffer.count)
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: room))
        while true {
            let got = buffer.withUnsafeMutableBytes { read(process.output, $0.baseAddress! + old, room) }
            if got < 0 && errno == EINTR { continue }
            buffer.removeLast(room - max(got, 0))
            if got <= 0 { throw .objectUnreadable(id: id, reason: "git cat-file ended before answering") }
            return
        }
    }
}
