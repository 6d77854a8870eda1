extension Baseline {
    /// One recorded finding. It matches a violation by rule and fingerprint (controller and
    /// subject, or the path of a finding outside any controller), never by line or file, so edits
    /// above it and moving the controller to another file do not bring it back. The message is for people reading
    /// the file and reviewing its diff; it takes no part in matching (it may name line numbers).
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        public var rule: String
        public var path: String
        public var controller: String?
        public var fingerprint: String
        public var message: String
        /// What the finding measured when recorded (lines, network calls): a finding that has grown
        /// past it is worse and shown again. Absent in baselines written before it was recorded.
        public var measured: Int?

        public init(rule: String, path: String, controller: String?, fingerprint: String, message: String, measured: Int? = nil) {
            self.rule = rule
            self.path = path
            self.controller = controller
            self.fingerprint = fingerprint
            self.message = message
            self.measured = measured
        }

        /// The entry for `violation`, its path relative to the anchor's root.
        public init(_ violation: Violation, anchor: BaselineAnchor = BaselineAnchor()) {
            let path = anchor.anchored(violation.location.path)
            self.init(rule: violation.rule, path: path, controller: violation.controller,
                      fingerprint: Violation.fingerprint(rule: violation.rule, path: path, controller: violation.controller,
                                                         subject: violation.subject),
                      message: violation.message, measured: violation.measured)
        }

        /// What identifies a finding, without its message.
        var key: Key { Key(rule: rule, fingerprint: fingerprint) }

        /// The fingerprint already holds the controller and subject, or the path.
        struct Key: Hashable {
            var rule: String
            var fingerprint: String
        }

        enum CodingKeys: String, CodingKey {
            case rule, path, controller, fingerprint, message, measured
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            rule = try container.decode(String.self, forKey: .rule)
            path = try container.decode(String.self, forKey: .path)
            // A finding outside any controller has none: null, or left out by hand.
            controller = try container.decodeIfPresent(String.self, forKey: .controller)
            fingerprint = try container.decode(String.self, forKey: .fingerprint)
            // Only for people; a hand-written entry may leave it out.
            message = try container.decodeIfPresent(String.self, forKey: .message) ?? ""
            measured = try container.decodeIfPresent(Int.self, forKey: .measured)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(path, forKey: .path)
            try container.encode(controller, forKey: .controller)  // explicit null: every entry has every key
            try container.encode(fingerprint, forKey: .fingerprint)
            try container.encode(message, forKey: .message)
            try container.encodeIfPresent(measured, forKey: .measured)  // only findings that measure have one
        }

        /// Path, rule, controller, fingerprint, message: the order the file lists entries in.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.controller ?? "", lhs.fingerprint, lhs.message, lhs.measured ?? -1)
                < (rhs.path, rhs.rule, rhs.controller ?? "", rhs.fingerprint, rhs.message, rhs.measured ?? -1)
        }
    }
}
