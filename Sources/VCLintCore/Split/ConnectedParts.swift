/// Union-find over a graph's nodes: which connected part each node is in, in near-linear time.
struct ConnectedParts {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    /// The part's representative node; paths are halved on the way up.
    mutating func part(of node: Int) -> Int {
        var node = node
        while parent[node] != node {
            parent[node] = parent[parent[node]]
            node = parent[node]
        }
        return node
    }

    mutating func join(_ a: Int, _ b: Int) {
        let (rootA, rootB) = (part(of: a), part(of: b))
        if rootA != rootB { parent[rootA] = rootB }
    }
}
