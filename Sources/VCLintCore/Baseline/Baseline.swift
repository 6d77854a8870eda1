import Foundation

/// Findings a team has accepted for now: `--write-baseline FILE` records them, `--baseline FILE`
/// hides them on later runs, so a new rule or a stricter limit can be adopted without fixing
/// everything first, while anything new still fails.
///
/// The file: `{"version": 1, "entries": [{"rule", "path", "controller", "fingerprint", "message", "measured"?}]}`,
/// entries sorted, pretty-printed, stable bytes (it is committed and diffed). Entries form a
/// multiset: two identical entries hide two identical findings, not more.
public struct Baseline: Sendable, Equatable {
    public static let version = 1

    /// Sorted.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The baseline that hides exactly these violations.
    public init(violations: [Violation]) {
        self.init(entries: violations.map(Entry.init))
    }

    public func render() -> String {
        ReportJSON.render(File(version: Self.version, entries: entries))
    }

    /// Reads a baseline file's bytes; `path` only names the file in errors.
    public static func parse(_ data: Data, path: String) throws(BaselineError) -> Baseline {
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw BaselineError(path: path, problem: problem(error))
        }
        guard header.version == Self.version else {
            throw BaselineError(path: path, problem: .unsupportedVersion(header.version))
        }
        do {
            return Baseline(entries: try decoder.decode(File.self, from: data).entries)
        } catch {
            throw BaselineError(path: path, problem: problem(error))
        }
    }

    public static func parse(_ text: String, path: String) throws(BaselineError) -> Baseline {
        try parse(Data(text.utf8), path: path)
    }

    /// For bytes as `FileSystem.readFile` returns them.
    public static func parse(_ bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
        try parse(Data(bytes), path: path)
    }

    /// Removes the violations the baseline lists and counts what it hid, and the entries that no
    /// longer match anything (fixed since: the baseline can be rewritten smaller). A listed
    /// finding that has grown past its recorded measure is shown (see `ratchetedRules`).
    public func apply(to report: LintReport) -> LintReport {
        var matcher = Matcher(self)
        var shown: [Violation] = []
        var hidden = 0
        for violation in report.violations {
            if matcher.match(violation) == .baselined {
                hidden += 1
            } else {
                shown.append(violation)
            }
        }
        var result = report
        result.violations = shown
        result.baselined = hidden
        result.fixedBaselineEntries = matcher.remaining.count
        return result
    }

    /// The file as written.
    struct File: Codable {
        var version: Int
        var entries: [Entry]
    }

    /// Read first, so a file from a future vclint says "unsupported version", not "missing field".
    struct Header: Decodable {
        var version: Int?

        enum CodingKeys: String, CodingKey { case version }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // A version that is not a number is as unknown as a missing one.
            version = try? container.decodeIfPresent(Int.self, forKey: .version)
        }
    }

    private static func problem(_ error: any Error) -> BaselineError.Problem {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            .missingField(fieldPath(context.codingPath + [key]))
        case .valueNotFound(let type, let context)?, .typeMismatch(let type, let context)?:
            .wrongType(field: fieldPath(context.codingPath), expected: context.codingPath.isEmpty ? "a JSON object" : kind(type))
        default:
            .invalidJSON
        }
    }

    /// `entries[3].fingerprint`: where in the file the problem is.
    private static func fieldPath(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a number"
        // The decoder names the array type it wanted loosely (`Array<Any>`), so go by its name.
        case _ where String(describing: type).hasPrefix("Array<"): "a list"
        default: "an object"
        }
    }
}
