/// Finds the superclass cycles among classes (`class A: B {}`, `class B: A {}`, `class C: C {}`):
/// the strongly connected components of the graph class → superclass name → classes declaring
/// that name, by Tarjan's algorithm with an explicit stack, so a chain of any length neither
/// recurses nor costs more than linear time. Names are nodes of their own so that a name declared
/// many times adds one edge per declaration, not one per subclass and declaration.
struct CycleFinder {
    /// Per class: the id of the superclass name it links to in the tree, if any.
    private let superclassIDs: [Int?]
    /// Per name id: the classes declaring it. Name nodes are numbered after the classes.
    private let declarations: IndexLists

    init(superclassIDs: [Int?], declarations: IndexLists) {
        self.superclassIDs = superclassIDs
        self.declarations = declarations
    }

    /// Each cycle's classes in declaration order, cycles ordered by their first class. Only
    /// classes for which `isCandidate` holds are walked (the ones that are not controllers: a
    /// cycle's classes are all controllers or all not, since each reaches every other).
    func cycles(isCandidate: (Int) -> Bool) -> [[Int]] {
        let classCount = superclassIDs.count
        let nodeCount = classCount + (superclassIDs.compactMap { $0 }.max() ?? -1) + 1
        var order = [Int](repeating: -1, count: nodeCount)
        var low = [Int](repeating: 0, count: nodeCount)
        var onStack = [Bool](repeating: false, count: nodeCount)
        var stack: [Int] = []
        var walk: [(node: Int, edge: Int)] = []
        var visited = 0
        var found: [[Int]] = []

        /// A class's one successor is its superclass name, when the tree declares a class of that name.
        func successorCount(_ node: Int) -> Int {
            if node >= classCount { return declarations[node - classCount].count }
            guard let id = superclassIDs[node] else { return 0 }
            return declarations[id].isEmpty ? 0 : 1
        }
        func successor(_ node: Int, _ edge: Int) -> Int {
            if node >= classCount { return declarations[node - classCount].dropFirst(edge).first! }
            return classCount + superclassIDs[node]!
        }

        for start in 0..<classCount where isCandidate(start) && order[start] < 0 {
            order[start] = visited
            low[start] = visited
            visited += 1
            stack.append(start)
            onStack[start] = true
            walk.append((start, 0))
            while let (node, edge) = walk.last {
                if edge < successorCount(node) {
                    walk[walk.count - 1].edge += 1
                    let successor = successor(node, edge)
                    if successor < classCount && !isCandidate(successor) { continue }
                    if order[successor] < 0 {
                        order[successor] = visited
                        low[successor] = visited
                        visited += 1
                        stack.append(successor)
                        onStack[successor] = true
                        walk.append((successor, 0))
                    } else if onStack[successor] {
                        low[node] = min(low[node], order[successor])
                    }
                    continue
                }
                walk.removeLast()
                if let caller = walk.last { low[caller.node] = min(low[caller.node], low[node]) }
                guard low[node] == order[node] else { continue }
                // A node alone is no cycle (the commonest case, answered without a component array).
                if stack.last == node {
                    stack.removeLast()
                    onStack[node] = false
                    continue
                }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                // A class and the name it inherits from are two nodes: a lone node is no cycle.
                if component.count > 1 { found.append(component.filter { $0 < classCount }.sorted()) }
            }
        }
        return found.sorted { $0[0] < $1[0] }
    }
}
