/// What `.vclint.yml` says. Unknown keys and wrong types are errors, never ignored.
public struct Configuration: Sendable, Equatable {
    public static let defaultFileName = ".vclint.yml"

    /// `controllers: base_classes:` — classes whose subclasses are controllers.
    public var baseClasses: [String] = []

    public init(baseClasses: [String] = []) {
        self.baseClasses = baseClasses
    }

    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            throw ConfigurationError(path: path, line: nil, message: error.message)
        }
        return try parse(String(decoding: bytes, as: UTF8.self), path: path)
    }

    public static func parse(_ text: String, path: String) throws(ConfigurationError) -> Configuration {
        let root: YAMLNode
        do {
            root = try YAMLReader.read(text)
        } catch {
            throw ConfigurationError(path: path, line: error.line, message: error.message)
        }
        let reader = ConfigurationReader(path: path)
        var configuration = Configuration()
        for (key, node) in try reader.mapping(root, keys: ["controllers"], context: nil) {
            switch key {
            case "controllers":
                for (key, node) in try reader.mapping(node, keys: ["base_classes"], context: "controllers") {
                    if key == "base_classes" { configuration.baseClasses = try reader.strings(node, key: key) }
                }
            default: break
            }
        }
        return configuration
    }
}

public struct ConfigurationError: Error, Equatable, Sendable {
    public var path: String
    public var line: Int?
    public var message: String

    /// `path:line: error: message`, the compiler's shape.
    public var description: String {
        "\(path):\(line.map { "\($0):" } ?? "") error: \(message)"
    }
}

/// Typed access to YAML nodes, with errors that name the file, the line and the key.
struct ConfigurationReader {
    let path: String

    func mapping(_ node: YAMLNode, keys: [String], context: String?) throws(ConfigurationError) -> [(String, YAMLNode)] {
        let place = context.map { " in '\($0)'" } ?? ""
        guard case .mapping(let entries) = node.value else {
            if case .empty = node.value { return [] }
            throw ConfigurationError(path: path, line: node.line, message: "expected a mapping\(place)")
        }
        for (key, child) in entries where !keys.contains(key) {
            var message = "unknown key '\(key)'\(place)"
            if let suggestion = Suggestion.closest(to: key, among: keys) { message += "; did you mean '\(suggestion)'?" }
            throw ConfigurationError(path: path, line: child.line, message: message)
        }
        return entries.map { ($0.key, $0.node) }
    }

    func strings(_ node: YAMLNode, key: String) throws(ConfigurationError) -> [String] {
        switch node.value {
        case .empty: return []
        case .sequence(let items):
            var result: [String] = []
            for item in items {
                guard case .scalar(let value) = item.value, !value.isEmpty else {
                    throw ConfigurationError(path: path, line: item.line, message: "'\(key)' takes a list of names")
                }
                result.append(value)
            }
            return result
        default:
            throw ConfigurationError(path: path, line: node.line, message: "'\(key)' takes a list of names, like [A, B]")
        }
    }
}

/// "Did you mean …?": the closest name within a few edits.
enum Suggestion {
    static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        return candidates
            .map { ($0, distance(Array(word.lowercased()), Array($0.lowercased()))) }
            .filter { $0.1 <= limit }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    /// Levenshtein distance.
    static func distance(_ first: [Character], _ second: [Character]) -> Int {
        var previous = Array(0...second.count)
        for (row, a) in first.enumerated() {
            var current = [row + 1]
            for (column, b) in second.enumerated() {
                current.append(min(previous[column + 1] + 1, current[column] + 1, previous[column] + (a == b ? 0 : 1)))
            }
            previous = current
        }
        return previous[second.count]
    }
}
