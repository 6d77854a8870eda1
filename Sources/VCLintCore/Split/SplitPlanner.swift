/// Plans how to split a controller. Members are seeded into jobs by the rules' evidence and the
/// protocols the controller adopts; a method every caller of which is in one job joins it; a
/// property only one job's methods use becomes that job's state; a store, service or view keeps
/// the part of its members that does most of its work. What is left forms a state cluster, listed
/// for the reader, not suggested. A job is kept when it is self-contained: few members outside it
/// reach into it, it needs few of the controller's properties, and its kind's own test holds
/// (`Clusters.extractions`).
public struct SplitPlanner: Sendable {
    /// At most this many extractions per controller, largest gain first.
    public static let maxExtractions = 5
    /// An extraction moves at least this many lines; a smaller one is not worth a type.
    public static let minimumLines = 20
    /// An extraction takes at most this many of the controller's properties as inputs.
    public static let maxInputs = 5
    /// A coordinator has at least this many methods that navigate: fewer is a method or two to keep.
    public static let minimumDestinations = 3

    let rules: [any WorkEvidenceRule]
    let viewModelRules: [any ViewModelWorkEvidenceRule]

    /// `rules`: the configured rules; those that give evidence of work are used, enabled or not.
    public init(rules: [any Rule]) {
        self.rules = rules.compactMap { $0.asWorkEvidence }
        viewModelRules = rules.compactMap { $0 as? any ViewModelWorkEvidenceRule }
    }

    public func plan(_ controller: Controller, in context: RuleContext) -> SplitPlan {
        let graph = MemberGraph(controller, in: context)
        let tags = WorkTags(graph, controller: controller, rules: rules, in: context)
        return plan(graph, tags: tags, names: ExtractionNames(controller), withStateClusters: true,
                    subject: (controller.name, controller.path, controller.position.line, controller.language, controller.totalLines))
    }

    /// A view model (`SwiftUISubject`) is planned as a controller is, from the evidence its rules
    /// use (`SubjectWork`): the services and stores to take out of it. Its state is what it is
    /// for, so no state cluster is suggested.
    public func plan(viewModel model: SwiftUISubject, in context: RuleContext) -> SplitPlan {
        let graph = MemberGraph(parts: model.declarations, overriddenBelow: [], in: context)
        let evidence = viewModelRules.flatMap { $0.workEvidence(of: model, in: context) }
        return plan(graph, tags: WorkTags(graph, evidence: evidence), names: ExtractionNames(viewModel: model.name),
                    withStateClusters: false, subject: (model.name, model.path, model.line, .swift, model.totalLines))
    }

    private func plan(_ graph: MemberGraph, tags: WorkTags, names: ExtractionNames, withStateClusters: Bool,
                      subject: (name: String, path: String, line: Int, language: ControllerLanguage, lines: Int)) -> SplitPlan {
        var clusters = Clusters(graph, tags: tags)
        clusters.growThroughCalls()
        clusters.addOwnedProperties()
        clusters.keepLargestParts()
        if withStateClusters { clusters.addStateClusters() }
        let extractions = clusters.extractions(named: names)
        let chosen = extractions.filter { $0.rejection == nil }.sorted { ($0.gain, $1.extraction.name) > ($1.gain, $0.extraction.name) }
            .prefix(Self.maxExtractions)
        let kept = chosen.map(\.extraction)
        var moved = [Bool](repeating: false, count: graph.members.count)
        for candidate in chosen { for member in candidate.members { moved[member] = true } }
        let remains = graph.members.indices.filter { graph.members[$0].isMethod && !moved[$0] }.map { graph.members[$0].name }
        return SplitPlan(
            controller: subject.name, kind: names.owner == "controller" ? .controller : .viewModel,
            path: subject.path, line: subject.line, language: subject.language,
            lines: subject.lines, members: graph.members.count, responsibilities: extractions.count,
            lcom4: Cohesion.lcom4(graph), tcc: Cohesion.tcc(graph), extractions: kept,
            remainingLines: max(0, subject.lines - kept.reduce(0) { $0 + $1.lines }), remains: remains,
            considered: extractions.compactMap { candidate in
                candidate.rejection.map { SplitPlan.Considered(name: candidate.extraction.name, kind: candidate.extraction.kind,
                                                               lines: candidate.extraction.lines, reason: $0,
                                                               members: candidate.extraction.members) }
            }.sorted { ($0.lines, $1.name) > ($1.lines, $0.name) })
    }
}

/// The suggested type names: the controller's name without `ViewController` and its kin (a view
/// model's without `ViewModel` and its kin), and the literature's word for the kind of object.
struct ExtractionNames {
    let base: String
    let viewModel: String?
    /// What the type being split is, in the plan's words: `controller`, `view model`.
    let owner: String

    init(_ controller: Controller) {
        base = Self.stem(controller.name, suffixes: ["ViewController", "Controller", "VC"])
        viewModel = controller.viewModel
        owner = "controller"
    }

    init(viewModel name: String) {
        base = Self.stem(name, suffixes: ["ViewModel", "Model", "Store", "Manager", "VM"])
        viewModel = nil
        owner = "view model"
    }

    private static func stem(_ written: String, suffixes: [String]) -> String {
        let name = TypeNames.simple(written)
        guard let suffix = suffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }) else { return name }
        return String(name.dropLast(suffix.count))
    }

    func name(_ job: WorkTags.Job, distinguish: Bool) -> (name: String, kind: String) {
        let object = ServedObject.shortName(job.object)
        switch job.work {
        case .dataSource: return (base + (distinguish ? object : "") + "DataSource", "data source")
        case .delegate:
            // `FeedSearchBarDelegate`; for the tree's own `FeedHeaderViewDelegate`, `FeedHeaderViewHandler`:
            // the protocol's own name is taken.
            let served = object.hasPrefix(base) && object.count > base.count ? String(object.dropFirst(base.count)) : object
            let name = base + served + "Delegate"
            return (job.protocols.contains(name) ? base + served + "Handler" : name, "delegate")
        case .networking: return (base + "Service", "service")
        case .persistence: return (base + "Store", "store")
        case .viewBuilding: return (base + "View", "view")
        case .navigation: return (base + "Coordinator", "coordinator")
        case .state: return (viewModel.map(TypeNames.simple) ?? base + "ViewModel", "view model")
        }
    }
}

enum ServedObject {
    /// `TableView` for `UITableView`: the object's name without its framework prefix.
    static func shortName(_ object: String) -> String {
        let characters = Array(object)
        var start = 0
        while start + 1 < characters.count && characters[start].isUppercase && characters[start + 1].isUppercase { start += 1 }
        return String(characters[start...])
    }
}
