extension Baseline {
    /// The rules that say they ratchet (`Rule.ratchets`): a baselined finding of theirs that
    /// measures more than recorded is worse, and shown again.
    static let ratchetedRules = Set(RuleRegistry.all.filter { $0.ratchets }.map { $0.id })

    /// The entries left to match, by key, consumed as findings match them (a multiset).
    struct Matcher {
        private var unmatched: [Entry.Key: [Entry]] = [:]
        private let anchor: BaselineAnchor
        private let version: Int

        init(_ baseline: Baseline, anchor: BaselineAnchor) {
            self.anchor = anchor
            version = baseline.formatVersion
            for entry in baseline.entries { unmatched[entry.key, default: []].append(entry) }
        }

        /// A version 1 baseline fingerprinted the path as the run printed it.
        private func key(_ violation: Violation) -> Entry.Key {
            guard version == 1 else { return Entry(violation, anchor: anchor).key }
            return Entry.Key(rule: violation.rule, fingerprint: Violation.pathFingerprint(
                rule: violation.rule, path: violation.location.path, controller: violation.controller, subject: violation.subject))
        }

        enum Outcome: Equatable { case new, worse(recorded: Int?), baselined }

        /// Matches one finding: an entry it is no worse than if there is one, else any entry of its
        /// key (which it is worse than), else none.
        mutating func match(_ violation: Violation) -> Outcome {
            let key = key(violation)
            guard var entries = unmatched[key], !entries.isEmpty else { return .new }
            let index = entries.firstIndex { !$0.isOutgrown(by: violation) }
            let entry = entries.remove(at: index ?? 0)
            unmatched[key] = entries
            return index == nil ? .worse(recorded: entry.recordedMeasure(for: violation)) : .baselined
        }

        /// Entries no finding matched, sorted.
        var remaining: [Entry] { unmatched.values.joined().sorted() }
    }
}

extension Baseline.Entry {
    /// Whether `violation`, a finding with this entry's key, measures more than was recorded. An
    /// entry from an older baseline keeps no number; for a finding measured against a limit the
    /// old measure is then read from the recorded message.
    func isOutgrown(by violation: Violation) -> Bool {
        guard Baseline.ratchetedRules.contains(violation.rule), let now = violation.measured,
              let recorded = recordedMeasure(for: violation) else { return false }
        return now > recorded
    }

    /// What the entry recorded: its number, or for an older entry the one in its message.
    func recordedMeasure(for violation: Violation) -> Int? {
        if let measured { return measured }
        guard violation.limit != nil, let now = violation.measured else { return nil }
        return BaselineComparison.recordedMeasure(in: message, current: violation.message, measured: now)
    }
}
