/// Which job each of a controller's members does, from the rules' own evidence: the lines a
/// `WorkEvidenceRule` marks, and the methods of the delegate and data-source protocols the
/// controller adopts.
struct WorkTags {
    /// A job an extracted object could take: a kind of work, and for delegates and data
    /// sources the object served (`UITableView`).
    struct Job: Hashable, Comparable, Sendable {
        var work: Work
        var object: String
        /// The protocols the controller adopts for the object served.
        var protocols: [String]
        /// The object served is one of the screen's own controls (a search bar, a text field, a
        /// gesture recognizer): its callbacks are the screen's event handling, as actions are.
        var servesControl = false
        /// The object served takes a data source too (`UITableView`): its delegate shapes the rows it shows.
        var servesDataView = false

        static func < (lhs: Job, rhs: Job) -> Bool { (lhs.work, lhs.object) < (rhs.work, rhs.object) }
    }

    /// For each member, the job it is tagged with, or nil.
    private(set) var jobs: [Job?]
    /// For each member, how many evidence lines of each kind of work its body holds.
    private(set) var evidence: [[Work: Int]]

    init(_ graph: MemberGraph, controller: Controller, rules: [any WorkEvidenceRule], in context: RuleContext) {
        self.init(graph, evidence: rules.map { (type(of: $0).work, $0.evidence(of: controller, in: context)) })
        // A protocol's method is its object's, whatever else its body does.
        let members = graph.members
        let methods = members.indices.filter { members[$0].isMethod }
        let roles = ServedRoles.roles(of: controller, in: context)
        guard !roles.isEmpty else { return }
        let index = MethodIndex(methods.map { (members[$0].name, members[$0].key) }, serving: roles.map(\.methods))
        for role in roles {
            // The tree's own protocol that nothing holds is a role the controller plays for its
            // callers, who use it as that protocol: it cannot conform through another object.
            if !role.protocols.isEmpty && role.protocols.allSatisfy(context.isUnheldTreeProtocol) { continue }
            let work: Work = role.isDataSource ? .dataSource : .delegate
            let job = Job(work: work, object: role.object, protocols: role.protocols,
                          servesControl: work == .delegate && !role.takesDataSource && Self.isControl(role.object),
                          servesDataView: role.takesDataSource)
            for method in index.methods(servedBy: role.methods) {
                // A data source's selection callback that leaves the screen is the controller's
                // to keep: the data source shows the rows, the controller decides where to go.
                if work == .dataSource && members[methods[method]].navigates { continue }
                // A hook a subclass fills in stays, whichever protocol it serves.
                if members[methods[method]].isHook { continue }
                jobs[methods[method]] = job
            }
        }
    }

    /// `evidence`: per kind of work, the lines that do it.
    init(_ graph: MemberGraph, evidence lines: [(work: Work, locations: [Location])]) {
        let members = graph.members
        jobs = Array(repeating: nil, count: members.count)
        evidence = Array(repeating: [:], count: members.count)
        let holders = EvidenceHolders(members)
        for (work, locations) in lines {
            for location in locations {
                if let member = holders.member(at: location) { evidence[member][work, default: 0] += 1 }
            }
        }
        for member in members.indices where !members[member].isEntryPoint {
            // Most evidence wins; of equal counts, the earlier kind of work.
            guard let best = evidence[member].max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { continue }
            // A method that also drives the screen stays, and calls the service or store.
            if best.key.isScreenFree && members[member].touchesUI { continue }
            jobs[member] = Job(work: best.key, object: "", protocols: [])
        }
    }
}

extension WorkTags {
    /// What a screen's controls are called: views, the cells of its lists, and the bars, fields
    /// and recognizers that send it events. View controllers and pickers are screens of their own.
    static let controlSuffixes = ["View", "Cell", "Bar", "Field", "Button", "Control", "Recognizer", "SearchController", "Switch", "Slider"]

    static func isControl(_ object: String) -> Bool {
        !object.hasSuffix("ViewController") && controlSuffixes.contains { object.hasSuffix($0) && object.count > $0.count }
    }
}

extension Work {
    /// Work whose object holds no views: a service, a store, a view model.
    var isScreenFree: Bool { self == .networking || self == .persistence || self == .state }
}

/// The member whose body holds a line: the method around it, else the property declared last
/// before it in the same file (`lazy var header: UIView = { … }()`, a computed property's getter).
private struct EvidenceHolders {
    /// Per file, members by first line.
    private var byPath: [String: [(line: Int, endLine: Int, member: Int, isMethod: Bool)]] = [:]

    init(_ members: [MemberGraph.Member]) {
        // A part's members are consecutive and share a path: hash it once per run of them.
        var start = 0
        while start < members.count {
            let path = members[start].path
            var end = start
            while end < members.count && members[end].path == path { end += 1 }
            byPath[path, default: []] += (start..<end).map { (members[$0].line, members[$0].endLine, $0, members[$0].isMethod) }
            start = end
        }
        for path in byPath.keys { byPath[path]!.sort { ($0.line, $0.member) < ($1.line, $1.member) } }
    }

    func member(at location: Location) -> Int? {
        guard let entries = byPath[location.path] else { return nil }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].line <= location.line { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let entry = entries[low - 1]
        if entry.isMethod { return entry.endLine >= location.line ? entry.member : nil }
        return entry.member
    }
}
