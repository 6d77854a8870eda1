/// Answers "is this rule switched off here, and by which comment?" for one file, from its
/// directives in order. A `disable` holds from the comment to the matching `enable` (or the end of
/// the file); `disable:this` covers the comment's lines, `disable:next` the line after it,
/// `disable:previous` the line before it.
///
/// Built once, so a question costs a binary search and a look-up: a file of thousands of
/// comments asked once per finding and once per comment stays linear.
public struct SuppressionIndex: Sendable {
    /// The well-formed directives; `suppressor` answers with an index into them.
    let directives: [SuppressionDirective]
    /// One-line directives by the line they cover, in file order.
    private var lineDirectives: [Int: [Int]] = [:]
    /// Per rule named in some region directive: the regions' state after each event that concerns
    /// it (its own name or `all`). `allOnly` serves every rule no directive names.
    private var timelines: [String: Timeline] = [:]
    private var allOnly = Timeline()

    struct RegionState: Sendable {
        var byRule: Int?
        var byAll: Int?
        /// `enable rule` inside a `disable all`.
        var isExcepted = false
    }

    struct Timeline: Sendable {
        var events: [Int] = []
        var states: [RegionState] = []

        mutating func apply(_ index: Int, _ directive: SuppressionDirective, rule: String?) {
            var state = states.last ?? RegionState()
            let names = directive.rules.contains("all") ? nil : directive.rules
            let disables = directive.action == .disable
            if let names {
                guard let rule, names.contains(rule) else { return }
                state.byRule = disables ? index : nil
                state.isExcepted = !disables
            } else if disables {
                state.byAll = index
                state.isExcepted = false
            } else {
                state = RegionState()
            }
            events.append(index)
            states.append(state)
        }
    }

    public init(_ directives: [SuppressionDirective]) {
        self.directives = directives.filter { $0.problem == nil }
        var named: Set<String> = []
        for (index, directive) in self.directives.enumerated() {
            switch directive.action {
            case .disableThis:
                for line in directive.position.line...max(directive.position.line, directive.endLine) {
                    lineDirectives[line, default: []].append(index)
                }
            case .disableNext: lineDirectives[directive.endLine + 1, default: []].append(index)
            case .disablePrevious: lineDirectives[directive.position.line - 1, default: []].append(index)
            case .disable, .enable: named.formUnion(directive.rules.filter { $0 != "all" })
            case nil: break
            }
        }
        for (index, directive) in self.directives.enumerated() where directive.action == .disable || directive.action == .enable {
            allOnly.apply(index, directive, rule: nil)
            for rule in named { timelines[rule, default: Timeline()].apply(index, directive, rule: rule) }
        }
    }

    public func isSuppressed(_ rule: String, at position: SourcePosition) -> Bool {
        suppressor(of: rule, at: position) != nil
    }

    /// The directive that switches `rule` off at `position`, ignoring `excluded`. A region wins
    /// over a one-line directive, so a `disable:next` inside a `disable` region is the superfluous one.
    func suppressor(of rule: String, at position: SourcePosition, excluding excluded: Int? = nil) -> Int? {
        let state = regionState(of: rule, at: position, excluding: excluded)
        if let index = state.byRule { return index }
        if let index = state.byAll, !state.isExcepted { return index }
        return lineDirectives[position.line]?.first { index in
            index != excluded && directives[index].rules.contains { $0 == rule || $0 == "all" }
        }
    }

    private func regionState(of rule: String, at position: SourcePosition, excluding excluded: Int?) -> RegionState {
        let timeline = timelines[rule] ?? allOnly
        // The last event at or before the position (directives are in file order).
        var low = 0
        var high = timeline.events.count
        while low < high {
            let middle = (low + high) / 2
            if directives[timeline.events[middle]].position <= position { low = middle + 1 } else { high = middle }
        }
        var last = low - 1
        if let excluded, last >= 0, timeline.events[last] == excluded {
            last -= 1  // the state just before the excluded comment, at the comment itself
        } else if let excluded, timeline.events[0..<max(0, last)].contains(excluded) {
            return linearState(of: rule, at: position, excluding: excluded)
        }
        return last >= 0 ? timeline.states[last] : RegionState()
    }

    /// The regions' state by replaying every directive: only for excluding an earlier one.
    private func linearState(of rule: String, at position: SourcePosition, excluding excluded: Int) -> RegionState {
        var timeline = Timeline()
        for (index, directive) in directives.enumerated()
        where index != excluded && directive.position <= position && (directive.action == .disable || directive.action == .enable) {
            timeline.apply(index, directive, rule: rule)
        }
        return timeline.states.last ?? RegionState()
    }
}
