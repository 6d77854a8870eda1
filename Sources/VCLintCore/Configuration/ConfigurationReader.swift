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
            var message = "unknown key '\(ShownText.echoed(key))'\(place)"
            if let suggestion = Suggestion.closest(to: key, among: keys) { message += "; did you mean '\(suggestion)'?" }
            throw ConfigurationError(path: path, line: child.line, message: message)
        }
        return entries.map { ($0.key, $0.node) }
    }

    func strings(_ node: YAMLNode, key: String) throws(ConfigurationError) -> [String] {
        try items(node, key: key, expected: "a list of names, like [A, B]").map(\.value)
    }

    /// The scalars of a list, each with its line; `expected` finishes "'key' takes …".
    func items(_ node: YAMLNode, key: String, expected: String) throws(ConfigurationError) -> [(value: String, line: Int)] {
        switch node.value {
        case .empty: return []
        case .sequence(let items):
            var result: [(String, Int)] = []
            for item in items {
                guard case .scalar(let value) = item.value, !value.isEmpty else {
                    throw ConfigurationError(path: path, line: item.line, message: "'\(key)' takes \(expected)")
                }
                result.append((value, item.line))
            }
            return result
        default:
            throw ConfigurationError(path: path, line: node.line, message: "'\(key)' takes \(expected)")
        }
    }

    func globs(_ node: YAMLNode, key: String) throws(ConfigurationError) -> [Glob] {
        var globs: [Glob] = []
        for (pattern, line) in try items(node, key: key, expected: "a list of paths or globs, like [Pods, \"**/Generated\"]") {
            do {
                globs.append(try Glob(pattern))
            } catch {
                throw ConfigurationError(path: path, line: line, message: "bad glob '\(ShownText.echoed(pattern))' in '\(key)': \(error.message)")
            }
        }
        return globs
    }

    /// `true` or `false`, as YAML writes them; nil for anything else.
    static func boolean(_ node: YAMLNode) -> Bool? {
        guard case .scalar(let text) = node.value else { return nil }
        return Bool(text)
    }

    /// A size in bytes: `8388608`, `512KB` or `8MB` (units of 1024), from 1 to `maximum`.
    func byteSize(_ node: YAMLNode, key: String, maximum: Int) throws(ConfigurationError) -> Int {
        let expected = "'\(key)' takes a size in bytes, like 8MB, 512KB or 1048576 (at most \(maximum >> 20)MB)"
        guard case .scalar(let text) = node.value else {
            throw ConfigurationError(path: path, line: node.line, message: expected)
        }
        let units: [(suffix: String, factor: Int)] = [("MB", 1 << 20), ("KB", 1 << 10), ("", 1)]
        let upper = text.uppercased()
        for unit in units where upper.hasSuffix(unit.suffix) {
            let number = upper.dropLast(unit.suffix.count).trimmingPrefix(while: { $0 == " " })
            guard number.count <= 10, number.allSatisfy(\.isASCII), let value = Int(number.filter { $0 != " " }),
                  value > 0, value <= maximum / unit.factor else { break }
            return value * unit.factor
        }
        throw ConfigurationError(path: path, line: node.line, message: expected + ", not '\(ShownText.echoed(text))'")
    }

    /// A rule that runs by default has no place in `opt_in_rules`: listing it there suggests the
    /// list limits what runs, which is `only_rules`' job, so it is an error that says so.
    func checkOptIn(_ id: String, line: Int) throws(ConfigurationError) {
        guard let type = RuleRegistry.rule(id: id), !type.isOptIn else { return }
        var message = "'\(id)' runs by default: 'opt_in_rules' turns on only opt-in rules"
        let optIn = RuleRegistry.optInIDs
        message += optIn.isEmpty ? "" : " (\(optIn.joined(separator: ", ")))"
        message += "; to run only some rules, list them in 'only_rules'"
        throw ConfigurationError(path: path, line: line, message: message)
    }

    func checkRuleID(_ id: String, line: Int, context: String) throws(ConfigurationError) {
        guard RuleRegistry.rule(id: id) == nil else { return }
        var message = "unknown rule '\(ShownText.echoed(id))' in '\(context)'"
        if let close = Suggestion.closest(to: id, among: RuleRegistry.ids) { message += "; did you mean '\(close)'?" }
        throw ConfigurationError(path: path, line: line, message: message)
    }
}

/// "Did you mean …?": the closest name within a few edits.
enum Suggestion {
    /// Bounded by the candidates' length: a word far longer than every candidate (a 10 MB key)
    /// is close to none, and is not compared at all.
    static func closest(to word: String, among candidates: [String]) -> String? {
        guard let longest = candidates.map(\.count).max(), word.utf8.count <= 2 * longest + 8 else { return nil }
        let letters = Array(word.lowercased())
        let limit = max(2, letters.count / 3)
        return candidates
            .filter { abs($0.count - letters.count) <= limit }
            .map { ($0, distance(letters, Array($0.lowercased()))) }
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
