/// A kind of work a controller's code does that could be an object of its own: the
/// lighter-view-controller literature's cut lines.
public enum Work: String, Sendable, Codable, CaseIterable, Comparable {
    case dataSource, delegate, networking, persistence, viewBuilding, navigation, state

    public static func < (lhs: Work, rhs: Work) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A rule whose evidence marks the lines of a controller that do one kind of work. The split
/// planner groups a controller's members by it, so the knowledge of what networking or view
/// building looks like stays in the rule that owns it.
public protocol WorkEvidenceRule: ControllerRule {
    static var work: Work { get }
    /// Where the controller's code does that work, as the rule's finding would list it: a place
    /// where the rule is suppressed is a team's word that it is fine there, and is not evidence.
    func evidence(of controller: Controller, in context: RuleContext) -> [Location]
}

extension WorkEvidenceRule {
    public var asWorkEvidence: (any WorkEvidenceRule)? { self }
}

/// A rule that finds a view model's work, its requests and its storage, as its findings list
/// them: what `split` plans a view model from.
public protocol ViewModelWorkEvidenceRule: Rule {
    func workEvidence(of model: SwiftUISubject, in context: RuleContext) -> [(work: Work, locations: [Location])]
}

/// The rule whose options decide which object is a controller's view model: the one owner of
/// that answer, which the controller resolver, `metrics`, `report` and the rule itself share.
public protocol ViewModelDefiningRule: Rule {
    var matcher: ViewModelMatcher { get }
}
