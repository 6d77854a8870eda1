/// `included` and `excluded` globs, relative to a base directory (the configuration file's),
/// applied during the directory walk: an excluded directory is never opened, and a directory
/// that no `included` glob can reach is not descended into.
public struct PathFilter: Sendable {
    /// Components of the base directory's absolute, symlink-free path.
    public var baseComponents: [String]
    public var included: [Glob]
    public var excluded: [Glob]

    public init(baseDirectory: String, included: [Glob] = [], excluded: [Glob] = []) {
        self.init(baseComponents: PathNames.components(PathNames.absolute(baseDirectory)), included: included, excluded: excluded)
    }

    /// Lets everything through.
    public static let none = PathFilter(baseComponents: [], included: [], excluded: [])

    init(baseComponents: [String], included: [Glob], excluded: [Glob]) {
        self.baseComponents = baseComponents
        self.included = included
        self.excluded = excluded
        includedStart = Self.startIndex(included)
        excludedStart = Self.startIndex(excluded)
    }

    public var isEmpty: Bool { included.isEmpty && excluded.isEmpty }

    /// Where a path stands relative to the base directory and every glob.
    public enum Position: Sendable {
        /// Not under the base directory. `absolute` is kept only while the path is an ancestor
        /// of the base, the one case where the walk can still enter it.
        case outside(absolute: [String]?)
        case inside(Standing)
    }

    /// The globs still alive below the base, and whether any has matched (a match is sticky:
    /// everything below matches). A directory costs what is alive at its parent, not every glob:
    /// dead globs are dropped, and a glob waiting at a `**` for a literal component
    /// (`**/Generated`, `Sources/**/Mocks`) is filed under that literal once, in the level
    /// where it started waiting, and only looked up by name below it.
    public struct Standing: Sendable {
        var included = Globs()
        var excluded = Globs()
        var includedMatched = false
        var excludedMatched = false
        /// The base directory itself: its children look up the globs that start with their name.
        var isBase = false
    }

    /// One list of globs (included or excluded) at a position.
    struct Globs: Sendable {
        /// (glob, live states other than those waiting).
        var active: [(glob: Int, states: [Int])] = []
        /// Per level, literal → (glob, index of its `**` segment): a child of that name moves
        /// the glob past the literal; the glob stays waiting for the next one too.
        var waiting: [[String: [(glob: Int, star: Int)]]] = []
    }

    /// Per list: the globs whose first component is a literal, by that literal.
    private let includedStart: [String: [Int]]
    private let excludedStart: [String: [Int]]
    /// The base directory's standing: every other glob, already split into active and waiting.
    private var base: Standing {
        var standing = Standing(isBase: true)
        var matched = false
        standing.included = Self.settle(included, starts: included.indices.filter { included[$0].startsWithLiteral == nil }
            .map { ($0, included[$0].start().states) }, level: &matched)
        standing.excluded = Self.settle(excluded, starts: excluded.indices.filter { excluded[$0].startsWithLiteral == nil }
            .map { ($0, excluded[$0].start().states) }, level: &matched)
        return standing
    }

    static func startIndex(_ globs: [Glob]) -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for (position, glob) in globs.enumerated() {
            if let literal = glob.startsWithLiteral { index[literal, default: []].append(position) }
        }
        return index
    }

    /// Files each glob's states: the ones at a `**` before a literal go to a new waiting level
    /// (with that literal's state), the rest stay active. Sets `matched` when one accepts.
    private static func settle(_ globs: [Glob], starts: [(Int, [Int])], level matched: inout Bool,
                               into result: Globs = Globs()) -> Globs {
        var result = result
        var newLevel: [String: [(glob: Int, star: Int)]] = [:]
        for (glob, states) in starts {
            let segments = globs[glob].segments
            if states.last == segments.count { matched = true; continue }
            var rest: [Int] = []
            var skip = -1
            for state in states where state != skip {
                if segments[state] == .anyComponents, state + 1 < segments.count, case .literal(let text) = segments[state + 1] {
                    newLevel[text, default: []].append((glob, state))
                    skip = state + 1
                } else {
                    rest.append(state)
                }
            }
            if !rest.isEmpty { result.active.append((glob, rest)) }
        }
        if !newLevel.isEmpty { result.waiting.append(newLevel) }
        return result
    }

    /// The base directory itself.
    private var start: Position { .inside(base) }

    /// The position of a path given on the command line, from its absolute components.
    public func position(ofAbsolute components: [String]) -> Position {
        var position = baseComponents.isEmpty ? start : Position.outside(absolute: [])
        for component in components { position = descend(position, into: component) }
        return position
    }

    public func descend(_ position: Position, into name: String) -> Position {
        switch position {
        case .inside(let standing):
            // Everything below an excluded directory is excluded.
            if standing.excludedMatched { return position }
            var next = Standing(includedMatched: standing.includedMatched)
            if !standing.includedMatched {
                next.included = Self.advance(included, standing.included, into: name, startIndex: standing.isBase ? includedStart : [:],
                                             matched: &next.includedMatched)
            }
            next.excluded = Self.advance(excluded, standing.excluded, into: name, startIndex: standing.isBase ? excludedStart : [:],
                                         matched: &next.excludedMatched)
            return .inside(next)
        case .outside(let absolute?):
            let path = absolute + [name]
            if path == baseComponents { return start }
            return .outside(absolute: baseComponents.starts(with: path) ? path : nil)
        case .outside(nil):
            return .outside(absolute: nil)
        }
    }

    /// The globs at a child named `name`: each active glob advanced, each glob waiting for
    /// `name` moved past it, and at the base the globs that start with `name`.
    private static func advance(_ globs: [Glob], _ current: Globs, into name: String, startIndex: [String: [Int]],
                                matched: inout Bool) -> Globs {
        let component = Substring(name)
        var moved: [(Int, [Int])] = []
        for (glob, states) in current.active {
            let advanced = globs[glob].advance(Glob.Progress(states: states, matched: false), by: component)
            if advanced.matched { matched = true } else if !advanced.isDead { moved.append((glob, advanced.states)) }
        }
        for level in current.waiting {
            for (glob, star) in level[name] ?? [] {
                // Past the literal after the `**`; the `**` itself stays waiting in its level.
                moved.append((glob, globs[glob].advance(Glob.Progress(states: [star + 1], matched: false), by: component).states))
            }
        }
        for glob in startIndex[name] ?? [] {
            let advanced = globs[glob].advance(globs[glob].start(), by: component)
            if advanced.matched { matched = true } else if !advanced.isDead { moved.append((glob, advanced.states)) }
        }
        if matched { return Globs() }
        return settle(globs, starts: moved.filter { !$0.1.isEmpty }, level: &matched, into: Globs(waiting: current.waiting))
    }

    /// Whether a file at this position is linted.
    public func admitsFile(_ position: Position) -> Bool {
        switch position {
        case .outside: included.isEmpty
        case .inside(let standing): !standing.excludedMatched && (included.isEmpty || standing.includedMatched)
        }
    }

    /// Whether the walk should open a directory at this position.
    public func admitsDirectory(_ position: Position) -> Bool {
        switch position {
        case .outside(let absolute): included.isEmpty || absolute != nil
        case .inside(let standing):
            !standing.excludedMatched && (included.isEmpty || standing.includedMatched || standing.isBase
                || !standing.included.active.isEmpty || !standing.included.waiting.isEmpty)
        }
    }
}
