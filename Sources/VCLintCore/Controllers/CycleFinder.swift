/// Finds the superclass cycles among classes (`class A: B {}`, `class B: A {}`, `class C: C {}`):
/// the strongly connected components of the graph class → superclass name → classes declaring
/// that name, by Tarjan's algorithm with an explicit stack, so a chain of any length neither
/// recurses nor costs more than linear time. Names are nodes of their own so that a name declared
/// many times adds one edge per declaration, not one per subclass and declaration.
struct CycleFinder {
    /// Per class: the node of its superclass name, when the tree declares a class of that name.
    private var superclassNode: [Int?]
    /// Per name node (numbered after the classes): the classes declaring it.
    private var declarations: [[Int]]

    init(superclassNames: [String?], declarationsByName: [String: [Int]]) {
        let count = superclassNames.count
        var nodeOfName: [String: Int] = [:]
        superclassNode = []
        declarations = []
        superclassNode.reserveCapacity(count)
        // Name nodes are numbered in the order classes name them: no hash order anywhere.
        for name in superclassNames {
            guard let name, let declaring = declarationsByName[name] else {
                superclassNode.append(nil)
                continue
            }
            if let node = nodeOfName[name] {
                superclassNode.append(node)
            } else {
                nodeOfName[name] = count + declarations.count
                superclassNode.append(count + declarations.count)
                declarations.append(declaring)
            }
        }
    }

    /// Each cycle's classes in declaration order, cycles ordered by their first class. Only
    /// classes for which `isCandidate` holds are walked (the ones that are not controllers: a
    /// cycle's classes are all controllers or all not, since each reaches every other).
    func cycles(isCandidate: (Int) -> Bool) -> [[Int]] {
        let classCount = superclassNode.count
        let nodeCount = classCount + declarations.count
        var order = [Int](repeating: -1, count: nodeCount)
        var low = [Int](repeating: 0, count: nodeCount)
        var onStack = [Bool](repeating: false, count: nodeCount)
        var stack: [Int] = []
        var walk: [(node: Int, edge: Int)] = []
        var visited = 0
        var found: [[Int]] = []

        func successors(_ node: Int) -> ArraySlice<Int> {
            if node >= classCount { return declarations[node - classCount][...] }
            guard let name = superclassNode[node] else { return [] }
            return [name][...]
        }

        for start in 0..<classCount where isCandidate(start) && order[start] < 0 {
            order[start] = visited
            low[start] = visited
            visited += 1
            stack.append(start)
            onStack[start] = true
            walk.append((start, 0))
            while let (node, edge) = walk.last {
                let next = successors(node)
                if edge < next.count {
                    walk[walk.count - 1].edge += 1
                    let successor = next[next.startIndex + edge]
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
