/// Cohesion measures of a controller's member graph. Lifecycle hooks are left out: `viewDidLoad`
/// calls into every part of a controller and would join them all.
enum Cohesion {
    /// Above this many methods TCC is not measured: its pairs grow with the square of the methods.
    static let tccLimit = 2048

    /// LCOM4: the connected parts of the graph whose nodes are the methods and the properties they
    /// use, joined by uses and calls; parts without a method do not count.
    static func lcom4(_ graph: MemberGraph) -> Int {
        var connected = ConnectedParts(count: graph.members.count)
        for member in graph.members.indices where graph.members[member].isMethod && !graph.members[member].isEntryPoint {
            for used in graph.uses[member] where !graph.members[used].isEntryPoint { connected.join(member, used) }
        }
        var parts = Set<Int>()
        for member in graph.members.indices where graph.members[member].isMethod && !graph.members[member].isEntryPoint {
            parts.insert(connected.part(of: member))
        }
        return parts.count
    }

    /// TCC: of all pairs of methods, the share that use a common stored property; nil for fewer
    /// than two methods or more than `tccLimit`.
    static func tcc(_ graph: MemberGraph) -> Double? {
        let methods = graph.members.indices.filter { graph.members[$0].isMethod && !graph.members[$0].isEntryPoint }
        guard methods.count >= 2, methods.count <= tccLimit else { return nil }
        let words = (methods.count + 63) / 64
        // For each stored property, the methods that use it, as bits.
        var usersOf: [Int: [UInt64]] = [:]
        for (bit, method) in methods.enumerated() {
            for used in graph.uses[method] where graph.members[used].kind == .storedProperty {
                usersOf[used, default: Array(repeating: 0, count: words)][bit / 64] |= 1 << UInt64(bit % 64)
            }
        }
        var connectedPairs = 0
        var row = [UInt64](repeating: 0, count: words)
        for (bit, method) in methods.enumerated() {
            for word in row.indices { row[word] = 0 }
            for used in graph.uses[method] {
                guard let bits = usersOf[used] else { continue }
                for word in row.indices { row[word] |= bits[word] }
            }
            row[bit / 64] &= ~(1 << UInt64(bit % 64))
            connectedPairs += row.reduce(0) { $0 + $1.nonzeroBitCount }
        }
        let pairs = methods.count * (methods.count - 1)
        return Double(connectedPairs) / Double(pairs)
    }
}
