/// How the current findings stand against a baseline: which are new, which are still listed
/// (and, where the baseline's data can tell, worse than when listed), and which entries are fixed.
///
/// Matching is the baseline's own (rule and fingerprint; a multiset), so a finding
/// the HTML report calls "new" is exactly one `vclint --baseline` would show.
struct BaselineComparison: Sendable {
    enum Status: String, Sendable, Encodable {
        /// Not in the baseline.
        case new
        /// In the baseline, and its measure (lines, say) has grown since.
        case worse
        /// In the baseline, no worse.
        case baselined
    }

    /// One per violation, in the order given.
    var statuses: [Status]
    /// Entries that match no current finding, sorted as the baseline file lists them.
    var fixed: [Baseline.Entry]

    /// `sees`: whether the run could see an entry's file; only those can be fixed.
    init(_ baseline: Baseline, violations: [Violation], anchor: BaselineAnchor = BaselineAnchor(),
         sees: (Baseline.Entry) -> Bool = { _ in true }) {
        var matcher = Baseline.Matcher(baseline, anchor: anchor)
        statuses = violations.map { violation in
            switch matcher.match(violation) {
            case .new: .new
            case .worse: .worse
            case .baselined: .baselined
            }
        }
        fixed = matcher.remaining.filter(sees)
    }

    /// An older baseline entry keeps no numbers, only the message it was written with. A finding that
    /// measures against a limit says its measure in the message (`X is 612 lines…`): the text
    /// before that number is the same in both messages, so the old measure is the number the old
    /// message has at that place. Nil when the messages do not line up that way.
    static func recordedMeasure(in recordedMessage: String, current message: String, measured: Int) -> Int? {
        let bytes = Array(message.utf8)
        let number = Array(String(measured).utf8)
        guard !number.isEmpty, bytes.count >= number.count else { return nil }
        for start in 1...(bytes.count - number.count) where bytes[start - 1] == UInt8(ascii: " ") {
            let end = start + number.count
            guard Array(bytes[start..<end]) == number, end == bytes.count || !isDigit(bytes[end]) else { continue }
            let prefix = bytes[..<start]
            let recorded = Array(recordedMessage.utf8)
            guard recorded.starts(with: prefix) else { return nil }
            let digits = recorded[start...].prefix(while: isDigit)
            guard !digits.isEmpty, digits.count < 18 else { return nil }
            return Int(String(decoding: digits, as: UTF8.self))
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
