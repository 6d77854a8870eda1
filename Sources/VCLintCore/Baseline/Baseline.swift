/// Findings a team has accepted for now: `--write-baseline FILE` records them, `--baseline FILE`
/// hides them on later runs, so a new rule or a stricter limit can be adopted without fixing
/// everything first, while anything new still fails.
///
/// The file: `{"version": 2, "entries": [{"rule", "path", "controller", "fingerprint", "message", "measured"?}]}`,
/// entries sorted, pretty-printed, stable bytes (it is committed and diffed). Entries form a
/// multiset: two identical entries hide two identical findings, not more. Paths are relative to
/// the repository root (`BaselineAnchor`). Version 1 files, whose paths were relative to where
/// they were written and whose fingerprints held the path, are still read.
public struct Baseline: Sendable, Equatable {
    public static let version = 2

    /// Sorted.
    public private(set) var entries: [Entry]
    /// The version of the file it was read from.
    public private(set) var formatVersion: Int

    public init(entries: [Entry], formatVersion: Int = Baseline.version) {
        self.entries = entries.sorted()
        self.formatVersion = formatVersion
    }

    /// The baseline that hides exactly these violations.
    public init(violations: [Violation], anchor: BaselineAnchor = BaselineAnchor()) {
        self.init(entries: violations.map { Entry($0, anchor: anchor) })
    }

    public func render() -> String {
        ReportJSON.render(File(version: Self.version, entries: entries))
    }

    /// Reads a baseline file's bytes; `path` only names the file in errors. The version is read
    /// first, so a file from a future vclint says "unsupported version", not "missing field"; then
    /// each entry, its fields in order, and the first problem is the one told.
    public static func parse(_ bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
        do {
            let (version, entries) = try entries(of: bytes)
            return Baseline(entries: entries, formatVersion: version)
        } catch {
            throw BaselineError(path: path, problem: error)
        }
    }

    public static func parse(_ text: String, path: String) throws(BaselineError) -> Baseline {
        try parse(Array(text.utf8), path: path)
    }

    private static func entries(of bytes: [UInt8]) throws(BaselineError.Problem) -> (version: Int, entries: [Entry]) {
        guard let document = JSONValue.parse(bytes) else { throw .invalidJSON }
        guard case .object(let fields) = document else { throw .wrongType(field: "", expected: "a JSON object") }
        // A version that is not a number is as unknown as a missing one.
        let version = fields["version"]?.int
        guard let version, version == 1 || version == Self.version else { throw .unsupportedVersion(version) }
        guard let list = fields["entries"] else { throw .missingField("entries") }
        guard case .array(let items) = list else { throw .wrongType(field: "entries", expected: "a list") }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        for (index, item) in items.enumerated() { entries.append(try entry(item, at: "entries[\(index)]")) }
        return (version, entries)
    }

    /// `controller` may be null or left out (a finding outside any controller); `message` only
    /// tells people, so a hand-written entry may leave it out; `measured` is absent in baselines
    /// written before it was recorded.
    private static func entry(_ item: JSONValue, at place: String) throws(BaselineError.Problem) -> Entry {
        guard case .object(let fields) = item else { throw .wrongType(field: place, expected: "an object") }
        func string(_ key: String, required: Bool) throws(BaselineError.Problem) -> String? {
            guard let value = fields[key], value != .null || required else {
                if required { throw .missingField("\(place).\(key)") }
                return nil
            }
            guard case .string(let text) = value else { throw .wrongType(field: "\(place).\(key)", expected: "a string") }
            return text
        }
        let rule = try string("rule", required: true)!
        let path = try string("path", required: true)!
        let controller = try string("controller", required: false)
        let fingerprint = try string("fingerprint", required: true)!
        let message = try string("message", required: false) ?? ""
        var measured: Int?
        if let value = fields["measured"], value != .null {
            guard let number = value.int else { throw .wrongType(field: "\(place).measured", expected: "a number") }
            measured = number
        }
        return Entry(rule: rule, path: path, controller: controller, fingerprint: fingerprint, message: message, measured: measured)
    }

    /// Removes the violations the baseline lists and counts what it hid, and the entries that no
    /// longer match anything (fixed since: the baseline can be rewritten smaller). A listed
    /// finding that has grown past its recorded measure is shown (see `ratchetedRules`).
    public func apply(to report: LintReport) -> LintReport {
        applying(to: report, anchor: BaselineAnchor()) { _ in true }.report
    }

    /// As `apply(to:)`, where only entries the run could see (`sees`) count as fixed; the others
    /// are returned as kept.
    public func applying(to report: LintReport, anchor: BaselineAnchor,
                         sees: (Entry) -> Bool) -> (report: LintReport, kept: [Entry]) {
        var matcher = Matcher(self, anchor: anchor)
        var shown: [Violation] = []
        var hidden = 0
        for violation in report.violations {
            switch matcher.match(violation) {
            case .baselined: hidden += 1
            case .new:
                var shownViolation = violation
                shownViolation.baselineState = .new
                shown.append(shownViolation)
            case .worse(let recorded):
                // "FeedViewController is 550 lines…; the baseline recorded 530", in every format.
                var shownViolation = violation
                shownViolation.baselineState = .worse(recorded: recorded)
                if let recorded { shownViolation.message += " (the baseline recorded \(recorded))" }
                shown.append(shownViolation)
            }
        }
        var result = report
        result.violations = shown
        result.baselined = hidden
        let remaining = matcher.remaining
        let kept = remaining.filter { !sees($0) }
        result.fixedBaselineEntries = remaining.count - kept.count
        result.keptBaselineEntries = kept.count
        return (result, kept)
    }

    /// The file as written.
    struct File: Encodable {
        var version: Int
        var entries: [Entry]
    }
}
