/// The planner's working state: which cluster each member of a controller is in.
struct Clusters {
    /// An extraction the planner found, with the members it moves and whether it is worth making.
    struct Candidate {
        var extraction: SplitPlan.Extraction
        var members: [Int]
        /// Why it is not worth making, or nil when it is.
        var rejection: String?
        /// Lines moved, weighted by cohesion: what the plan ranks by.
        var gain: Double
    }

    let graph: MemberGraph
    /// For each member, how many lines of each kind of work its body holds.
    private let evidence: [[Work: Int]]
    private(set) var jobs: [WorkTags.Job] = []
    private(set) var clusterOf: [Int?]

    init(_ graph: MemberGraph, tags: WorkTags) {
        self.graph = graph
        evidence = tags.evidence
        clusterOf = Array(repeating: nil, count: graph.members.count)
        var index: [WorkTags.Job: Int] = [:]
        for member in graph.members.indices {
            guard let job = tags.jobs[member] else { continue }
            if index[job] == nil {
                index[job] = jobs.count
                jobs.append(job)
            }
            clusterOf[member] = index[job]
        }
    }

    private func isMovable(_ member: Int) -> Bool { !graph.members[member].isEntryPoint }

    /// A method joins a cluster when every method that calls it is in that cluster: it is a helper
    /// of that job alone. Each call is looked at once, as its caller joins.
    mutating func growThroughCalls() {
        let members = graph.members
        var callers = [Int](repeating: 0, count: members.count)
        for member in members.indices where members[member].isMethod {
            callers[member] = graph.users[member].reduce(0) { $0 + (members[$1].isMethod ? 1 : 0) }
        }
        var clusteredCallers = [Int](repeating: 0, count: members.count)
        var callerCluster = [Int?](repeating: nil, count: members.count)
        var mixed = [Bool](repeating: false, count: members.count)
        var pending = members.indices.filter { clusterOf[$0] != nil && members[$0].isMethod }
        while let caller = pending.popLast() {
            let cluster = clusterOf[caller]!
            let screenFree = jobs[cluster].work.isScreenFree
            for callee in graph.uses[caller] where members[callee].isMethod && clusterOf[callee] == nil && isMovable(callee)
                && !(screenFree && members[callee].touchesUI) {
                if callerCluster[callee] == nil { callerCluster[callee] = cluster } else if callerCluster[callee] != cluster { mixed[callee] = true }
                clusteredCallers[callee] += 1
                if !mixed[callee] && clusteredCallers[callee] == callers[callee] {
                    clusterOf[callee] = cluster
                    pending.append(callee)
                }
            }
        }
    }

    /// A property that only one cluster's methods use (lifecycle hooks aside, which only set it
    /// up) is that cluster's state. Views and outlets go only to the cluster that builds views.
    mutating func addOwnedProperties() {
        for member in graph.members.indices where !graph.members[member].isMethod && clusterOf[member] == nil && isMovable(member) {
            if let owner = soleCluster(usingProperty: member),
               !graph.members[member].isView || jobs[owner].work == .viewBuilding {
                clusterOf[member] = owner
            }
        }
    }

    private func soleCluster(usingProperty property: Int) -> Int? {
        var owner: Int?
        for user in graph.users[property] where graph.members[user].isMethod && isMovable(user) {
            guard let cluster = clusterOf[user], owner == nil || owner == cluster else { return nil }
            owner = cluster
        }
        return owner
    }

    /// What is left, entry points and code touching views aside, falls into parts joined by uses;
    /// the largest part with two methods and a stored property is the state the plan lists for a
    /// reader to weigh as a view model: it is never suggested (`extractions`).
    mutating func addStateClusters() {
        let members = graph.members
        // A method that touches the screen binds state to it: it stays, and calls the view model.
        let free = members.indices.filter { member in
            clusterOf[member] == nil && isMovable(member) && !members[member].isView && !members[member].touchesUI
        }
        var connected = ConnectedParts(count: members.count)
        var isFree = [Bool](repeating: false, count: members.count)
        for member in free { isFree[member] = true }
        for member in free {
            for used in graph.uses[member] where isFree[used] { connected.join(member, used) }
        }
        var parts: [Int: [Int]] = [:]
        for member in free { parts[connected.part(of: member), default: []].append(member) }
        let candidates = parts.values.filter { part in
            part.count { members[$0].isMethod } >= 2 && part.contains { members[$0].kind == .storedProperty }
        }
        // Of equal sizes, the part with the first name: the same whatever order members are written in.
        let first = { (part: [Int]) in part.map { members[$0].name }.min()! }
        guard let largest = candidates.max(by: { (lines($0), first($1)) < (lines($1), first($0)) }) else { return }
        let cluster = jobs.count
        jobs.append(WorkTags.Job(work: .state, object: "", protocols: []))
        for member in largest { clusterOf[member] = cluster }
    }

    private func lines(_ members: [Int]) -> Int { members.reduce(0) { $0 + graph.members[$1].lines } }

    func extractions(named names: ExtractionNames) -> [Candidate] {
        var byCluster = [[Int]](repeating: [], count: jobs.count)
        for member in graph.members.indices { if let cluster = clusterOf[member] { byCluster[cluster].append(member) } }
        let dataSources = jobs.count { $0.work == .dataSource }
        return jobs.indices.compactMap { cluster in
            let members = byCluster[cluster]
            let methods = members.count { graph.members[$0].isMethod }
            guard methods > 0 else { return nil }
            var inputs: [Int] = []
            var callers: [Int] = []
            var seen = Set<Int>()
            var inside = 0
            var across = 0
            var exposed = 0
            var callsBack = Set<Int>()
            for member in members {
                for used in graph.uses[member] {
                    if clusterOf[used] == cluster { inside += 1; continue }
                    across += 1
                    if !graph.members[used].isMethod, seen.insert(used).inserted { inputs.append(used) }
                    // What must stay with the screen: its views, and methods that drive them.
                    let target = graph.members[used]
                    if target.isView || (target.isMethod && (target.touchesUI || target.isEntryPoint)) { callsBack.insert(used) }
                }
                var isExposed = false
                for user in graph.users[member] where clusterOf[user] != cluster {
                    if isMovable(user) {
                        across += 1
                        isExposed = true
                    }
                    if seen.insert(user).inserted { callers.append(user) }
                }
                if isExposed { exposed += 1 }
            }
            let lines = lines(members)
            let cohesion = inside + across == 0 ? 1 : Double(inside) / Double(inside + across)
            let job = jobs[cluster]
            let (name, kind) = names.name(job, distinguish: dataSources > 1)
            let extraction = SplitPlan.Extraction(
                name: name, kind: kind, work: job.work, protocols: job.protocols,
                members: planned(members), inputs: planned(inputs), calledFrom: planned(callers),
                callsBack: planned(callsBack.sorted()), lines: lines,
                cohesion: (cohesion * 100).rounded() / 100)
            var rejection: String?
            if members.count < 2 {
                rejection = "one member is a method to move, not an object to make"
            } else if lines < SplitPlanner.minimumLines {
                rejection = "moves only \(Plural.count(lines, "line"))"
            } else if case let stubs = members.count(where: { graph.members[$0].isMethod && graph.members[$0].isStub }), 2 * stubs > methods {
                rejection = "\(stubs) of its \(Plural.count(methods, "method")) are empty stubs: there is little to move"
            } else if inputs.count > SplitPlanner.maxInputs {
                rejection = "needs \(inputs.count) of the \(names.owner)'s properties (limit \(SplitPlanner.maxInputs))"
            } else if job.work == .state {
                rejection = "this is the state the other jobs leave, not a screen's presentation logic: "
                    + (names.viewModel.map { "see what belongs in \(TypeNames.simple($0))" } ?? "read it before making a view model of it")
            } else if job.servesControl {
                rejection = "the callbacks of the screen's own \(ServedObject.shortName(job.object)) are its event handling, as actions are"
            } else if [.dataSource, .delegate].contains(job.work),
                      case let driving = callsBack.count + members.count(where: { graph.members[$0].drivesScreen }),
                      driving > max(2, methods / 2) {
                rejection = "it would reach back into the controller's screen \(driving) times: a forwarder, not an object"
            } else if job.work == .delegate && !job.servesDataView,
                      case let views = inputs.count(where: { graph.members[$0].isView }), views > 0 {
                rejection = "it would be handed \(Plural.count(views, "view")) of the screen's: callbacks that update the screen are the screen's"
            } else if job.work.isScreenFree && callsBack.count > 1 {
                rejection = "it would call back into the screen \(callsBack.count) times: a \(kind) holds no screen"
            } else if job.work == .viewBuilding, members.contains(where: { graph.members[$0].embedsChild }) {
                rejection = "it embeds a child controller: containment stays with a controller"
            } else if job.work == .navigation && methods < SplitPlanner.minimumDestinations {
                rejection = "\(Plural.count(methods, "method")) that navigate: a coordinator takes a flow of screens"
            } else if exposed > max(3, members.count / 2) {
                rejection = "the \(names.owner) would use \(exposed) of its \(members.count) members: most of it would be the \(names.owner)'s still"
            }
            return Candidate(extraction: extraction, members: members, rejection: rejection, gain: Double(lines) * cohesion)
        }
    }

    /// A store, a service or a view is one object only by what its members share. Where a job's
    /// members fall into parts that share nothing (joined as LCOM4 joins methods: by a use of one
    /// another, or of a property, moved or not), the part that does most of the work is the object,
    /// and the rest stays. A delegate's or a data source's members are one object by their protocol.
    mutating func keepLargestParts() {
        var byCluster = [[Int]](repeating: [], count: jobs.count)
        for member in graph.members.indices { if let cluster = clusterOf[member] { byCluster[cluster].append(member) } }
        for (cluster, clustered) in byCluster.enumerated() where [.networking, .persistence, .viewBuilding].contains(jobs[cluster].work) {
            let parts = parts(of: clustered)
            guard parts.count > 1 else { continue }
            // Most evidence of the work, then most lines, then the first name: the same whatever
            // order members are written in.
            let (members, work, evidence) = (graph.members, jobs[cluster].work, evidence)
            let rank = { (part: [Int]) in (part.reduce(0) { $0 + evidence[$1][work, default: 0] }, part.reduce(0) { $0 + members[$1].lines }) }
            let first = { (part: [Int]) in part.map { members[$0].name }.min()! }
            let largest = parts.max { (rank($0).0, rank($0).1, first($1)) < (rank($1).0, rank($1).1, first($0)) }!
            let kept = Set(largest)
            for member in clustered where !kept.contains(member) { clusterOf[member] = nil }
        }
    }

    private func parts(of members: [Int]) -> [[Int]] {
        var local: [Int: Int] = [:]
        for (index, member) in members.enumerated() { local[member] = index }
        var connected = ConnectedParts(count: members.count)
        var firstUser: [Int: Int] = [:]
        for (index, member) in members.enumerated() {
            for used in graph.uses[member] {
                if let other = local[used] {
                    connected.join(index, other)
                } else if !graph.members[used].isMethod {
                    if let other = firstUser[used] { connected.join(index, other) } else { firstUser[used] = index }
                }
            }
        }
        var parts: [Int: [Int]] = [:]
        for (index, member) in members.enumerated() { parts[connected.part(of: index), default: []].append(member) }
        return Array(parts.values)
    }

    private func planned(_ members: [Int]) -> [SplitPlan.PlannedMember] {
        members.map { graph.members[$0] }
            .map { SplitPlan.PlannedMember(name: $0.name, kind: $0.kind.rawValue, path: $0.path, line: $0.line, lines: $0.lines) }
            .sorted { ($0.path, $0.line, $0.name) < ($1.path, $1.line, $1.name) }
    }
}
