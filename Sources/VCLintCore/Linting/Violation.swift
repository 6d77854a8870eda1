/// A place in a file as reporters show it: the compiler's byte column, plus the UTF-16 column
/// that SARIF and editors count in.
public struct Location: Sendable, Equatable, Hashable, Comparable {
    public var path: String
    public var line: Int
    /// 1-based, in UTF-8 bytes, as the Swift compiler reports columns.
    public var column: Int
    /// 1-based, in UTF-16 code units.
    public var utf16Column: Int

    public init(path: String, _ position: SourcePosition) {
        self.path = path
        line = position.line
        column = position.column
        utf16Column = position.column
    }

    public var position: SourcePosition { SourcePosition(line: line, column: column) }

    public static func < (lhs: Location, rhs: Location) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// A second place that explains a finding: each network call of a controller.
public struct RelatedLocation: Sendable, Equatable {
    public var location: Location
    public var message: String

    public init(_ location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

/// A finding, as data. Reporters render it; the message is derived from the same values.
/// A shown finding against the applied baseline: not in it, or in it but grown since.
public enum BaselineState: Sendable, Equatable {
    case new
    /// `recorded`: what the baseline recorded, when it kept a number.
    case worse(recorded: Int?)

    /// SARIF's `baselineState` word.
    var sarif: String { self == .new ? "new" : "updated" }
    var word: String { self == .new ? "new" : "worse" }
}

public struct Violation: Sendable, Equatable {
    public var rule: String
    public var severity: Severity
    public var location: Location
    public var message: String
    /// The controller the finding is about, with enclosing types.
    public var controller: String?
    /// What was measured, and the limit it passed, for rules that measure.
    public var measured: Int?
    public var limit: Int?
    /// What the finding is about within its controller (a property, a protocol); with the rule,
    /// path and controller it identifies the finding across edits that move lines.
    public var subject: String
    public var related: [RelatedLocation]
    /// How the finding stands against the baseline a run applied; nil without one.
    public var baselineState: BaselineState?

    public init(rule: String, severity: Severity, location: Location, message: String, controller: String? = nil,
                measured: Int? = nil, limit: Int? = nil, subject: String = "", related: [RelatedLocation] = []) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
        self.controller = controller
        self.measured = measured
        self.limit = limit
        self.subject = subject
        self.related = related
    }

    /// Stable across line shifts and file moves: 16 hex digits of FNV-1a over rule, controller
    /// and subject; a finding outside any controller is placed by its path instead.
    public var fingerprint: String { Self.fingerprint(rule: rule, path: location.path, controller: controller, subject: subject) }

    static func fingerprint(rule: String, path: String, controller: String?, subject: String) -> String {
        fnv([rule, controller ?? path, controller == nil ? "" : "\u{0}", subject])
    }

    /// The scheme of version 1 baselines: rule, path, controller and subject.
    static func pathFingerprint(rule: String, path: String, controller: String?, subject: String) -> String {
        fnv([rule, path, controller ?? "", subject])
    }

    private static func fnv(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            hash = (hash ^ 0xFF) &* 0x100_0000_01b3  // a separator no UTF-8 text contains
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Path, line, column, rule, message: the order every reporter prints in. Field by field, as
    /// a tuple of them compares: building the tuples copied three Strings a side.
    public static func reportOrder(_ lhs: Violation, _ rhs: Violation) -> Bool {
        if lhs.location.path != rhs.location.path { return lhs.location.path < rhs.location.path }
        if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
        if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
