#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

/// An unlinked file in `$TMPDIR` (or `/tmp`) that a child process writes and vclint reads back:
/// gone from the folder as soon as it is made, gone from the disk when closed.
enum TemporaryFile {
    /// Its descriptor, or -1.
    static func open() -> Int32 {
        let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((folder + "/vclint-history-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if descriptor >= 0 { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } }
        return descriptor
    }

    static func close(_ descriptor: Int32) {
        #if canImport(Darwin)
        _ = Darwin.close(descriptor)
        #elseif canImport(Musl)
        _ = Musl.close(descriptor)
        #else
        _ = Glibc.close(descriptor)
        #endif
    }

    /// Everything written to it, from the start.
    static func readAll(_ descriptor: Int32) -> [UInt8]? {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return nil }
            if got == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<got])
        }
    }
}
