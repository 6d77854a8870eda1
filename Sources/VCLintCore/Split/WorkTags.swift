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

        static func < (lhs: Job, rhs: Job) -> Bool { (lhs.work, lhs.object) < (rhs.work, rhs.object) }
    }

    /// For each member, the job it is tagged with, or nil.
    private(set) var jobs: [Job?]
    /// For each member, how many evidence lines of each kind of work its body holds.
    private(set) var evidence: [[Work: Int]]

    init(_ graph: MemberGraph, controller: Controller, rules: [any WorkEvidenceRule], in context: RuleContext) {
        let members = graph.members
        jobs = Array(repeating: nil, count: members.count)
        evidence = Array(repeating: [:], count: members.count)
        let holders = EvidenceHolders(members)
        for rule in rules {
            let work = type(of: rule).work
            for location in rule.evidence(of: controller, in: context) {
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
        // A protocol's method is its object's, whatever else its body does.
        for role in Self.rolesJoinedByInheritance(DelegateSprawlRule.roles(of: controller), in: context) {
            let servedMethods = ServedMethods(role, in: context)
            let work: Work = role.protocols.contains { $0.contains("DataSource") } ? .dataSource : .delegate
            for member in members.indices where members[member].isMethod && servedMethods.contains(members[member]) {
                jobs[member] = Job(work: work, object: role.object, protocols: role.protocols)
            }
        }
    }
}

extension WorkTags {
    /// Roles whose protocols inherit one another are one object: a `FolderViewDelegate` that
    /// refines `NSOutlineViewDelegate` is set as the outline view's one delegate.
    static func rolesJoinedByInheritance(_ roles: [DelegateSprawlRule.Role], in context: RuleContext) -> [DelegateSprawlRule.Role] {
        // By protocol and by served object: `FolderViewDelegate <NSOutlineViewDelegate>` joins the
        // outline view's data source though the controller names only the refined protocol.
        var roleOf: [String: Int] = [:]
        for (index, role) in roles.enumerated() {
            for name in role.protocols { roleOf[name] = index }
            roleOf[role.object] = roleOf[role.object] ?? index
        }
        var joinedTo = Array(roles.indices)
        for (index, role) in roles.enumerated() {
            for name in role.protocols {
                for reference in context.protocolDeclarations[TypeNames.simple(name)] ?? [] {
                    for inherited in context.declaration(reference).inheritance {
                        let served = DelegateSprawlRule.roleSuffixes.first { inherited.baseName.hasSuffix($0) }
                            .map { String(inherited.baseName.dropLast($0.count)) }
                        if let other = roleOf[inherited.baseName] ?? served.flatMap({ roleOf[$0] }), joinedTo[other] == other, other != index {
                            joinedTo[index] = other
                        }
                    }
                }
            }
        }
        var joined: [Int: DelegateSprawlRule.Role] = [:]
        for (index, role) in roles.enumerated() {
            var target = index
            while joinedTo[target] != target { target = joinedTo[target] }
            if var into = joined[target] {
                into.protocols = (into.protocols + role.protocols).sorted()
                joined[target] = into
            } else {
                joined[target] = target == index ? role : DelegateSprawlRule.Role(object: roles[target].object, protocols: role.protocols)
            }
        }
        return joined.keys.sorted().map { joined[$0]! }
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
        for (index, member) in members.enumerated() {
            byPath[member.path, default: []].append((member.line, member.endLine, index, member.isMethod))
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

/// The method names of the protocols a controller adopts for one served object, in both languages:
/// the known UIKit and AppKit tables, the requirements of protocols declared in the tree, and
/// Apple's naming convention, where a delegate method's name starts with the object it serves
/// (`tableView…`, `scrollViewDidScroll`, `searchBar…`).
private struct ServedMethods {
    private var signatures = Set<String>()
    private var prefixes: [String] = []

    init(_ role: DelegateSprawlRule.Role, in context: RuleContext) {
        for name in role.protocols {
            if let known = InlineDataSourceRule.knownProtocols[name] { signatures.formUnion(known.required.union(known.optional)) }
            if let known = InlineDataSourceRule.knownSelectors[name] { signatures.formUnion(known.required.union(known.optional)) }
            for reference in context.protocolDeclarations[TypeNames.simple(name)] ?? [] {
                for requirement in context.declaration(reference).functions {
                    signatures.insert(requirement.signature)
                    if let selector = requirement.selector { signatures.insert(selector) }
                }
            }
            if let prefix = Self.prefix(ofProtocol: name) { prefixes.append(prefix) }
        }
    }

    func contains(_ member: MemberGraph.Member) -> Bool {
        if signatures.contains(member.name) { return true }
        return prefixes.contains { prefix in
            member.key == prefix || (member.key.hasPrefix(prefix) && member.key.dropFirst(prefix.count).first?.isUppercase == true)
        }
    }

    /// `tableView` for `UITableViewDelegate`, `feedCell` for `FeedCellDelegate`, `webView` for
    /// WebKit's, `controller` for `NSFetchedResultsControllerDelegate` (Core Data names it so).
    static func prefix(ofProtocol name: String) -> String? {
        guard let suffix = DelegateSprawlRule.roleSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }) else {
            return nil
        }
        let object = String(name.dropLast(suffix.count))
        if object.hasPrefix("WK") { return "webView" }
        if object == "NSFetchedResultsController" { return "controller" }
        // Drop a framework prefix: the capitals before the one that starts the first word.
        let characters = Array(object)
        var start = 0
        while start + 1 < characters.count && characters[start].isUppercase && characters[start + 1].isUppercase { start += 1 }
        guard start < characters.count else { return nil }
        return characters[start].lowercased() + String(characters[(start + 1)...])
    }
}
