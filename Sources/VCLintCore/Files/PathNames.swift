#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

/// Absolute paths for comparing a walked path with the configuration's directory. Links are
/// resolved (`realpath`) so `/tmp` and `/private/tmp` on macOS are the same place.
public enum PathNames {
    public static func absolute(_ path: String) -> String {
        if let resolved = PathBytes.withSystemPath(path, { realpath($0, nil) }) {
            defer { free(resolved) }
            return PathBytes.string(cString: resolved)
        }
        return path.hasPrefix("/") ? path : FileSystem.currentDirectory() + "/" + path
    }

    /// One name per file, to tell whether two paths name the same one: the real path when
    /// something is there, else the real path of its folder and its name.
    public static func identity(_ path: String) -> String {
        if FileSystem.exists(path) { return absolute(path) }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return absolute(directory(of: path)) + "/" + name
    }

    /// The components of an absolute path, with `.` and `..` applied.
    public static func components(_ absolutePath: String) -> [String] {
        var result: [String] = []
        for component in absolutePath.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(String(component))
            }
        }
        return result
    }

    /// An absolute path with `.`, `..`, doubled and trailing `/` removed: `components` joined,
    /// without splitting the paths (nearly all) that have none of them.
    public static func normalized(_ absolutePath: String) -> String {
        if isNormalized(absolutePath) { return absolutePath }
        return "/" + components(absolutePath).joined(separator: "/")
    }

    /// Whether the path starts with `/` and no component is empty, `.` or `..` (`/` alone is).
    static func isNormalized(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            if bytes.count == 1 { return true }
            // The length of the component read so far, and whether it is all dots.
            var length = 0
            var dots = true
            for byte in bytes.dropFirst() {
                if byte == UInt8(ascii: "/") {
                    if length == 0 || (dots && length <= 2) { return false }
                    length = 0
                    dots = true
                } else {
                    length += 1
                    dots = dots && byte == UInt8(ascii: ".")
                }
            }
            return length > 0 && !(dots && length <= 2)
        }
    }

    /// The directory part of a path: `a/b.yml` → `a`, `b.yml` → `.`.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
