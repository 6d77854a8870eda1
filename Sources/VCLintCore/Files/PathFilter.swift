/// `included` and `excluded` globs, relative to a base directory (the configuration file's),
/// applied during the directory walk: an excluded directory is never opened, and a directory
/// that no `included` glob can reach is not descended into.
public struct PathFilter: Sendable {
    /// Components of the base directory's absolute, symlink-free path.
    public var baseComponents: [String]
    public var included: [Glob]
    public var excluded: [Glob]

    public init(baseDirectory: String, included: [Glob] = [], excluded: [Glob] = []) {
        baseComponents = PathNames.components(PathNames.absolute(baseDirectory))
        self.included = included
        self.excluded = excluded
    }

    /// Lets everything through.
    public static let none = PathFilter(baseComponents: [], included: [], excluded: [])

    init(baseComponents: [String], included: [Glob], excluded: [Glob]) {
        self.baseComponents = baseComponents
        self.included = included
        self.excluded = excluded
    }

    public var isEmpty: Bool { included.isEmpty && excluded.isEmpty }

    /// Where a path stands relative to the base directory and every glob.
    public enum Position: Sendable {
        /// Not under the base directory. `absolute` is kept only while the path is an ancestor
        /// of the base, the one case where the walk can still enter it.
        case outside(absolute: [String]?)
        case inside(included: [Glob.Progress], excluded: [Glob.Progress])
    }

    /// The base directory itself.
    private var start: Position {
        .inside(included: included.map { $0.start() }, excluded: excluded.map { $0.start() })
    }

    /// The position of a path given on the command line, from its absolute components.
    public func position(ofAbsolute components: [String]) -> Position {
        var position = baseComponents.isEmpty ? start : Position.outside(absolute: [])
        for component in components { position = descend(position, into: component) }
        return position
    }

    public func descend(_ position: Position, into name: String) -> Position {
        switch position {
        case .inside(let included, let excluded):
            let component = Substring(name)
            return .inside(included: included.indices.map { self.included[$0].advance(included[$0], by: component) },
                           excluded: excluded.indices.map { self.excluded[$0].advance(excluded[$0], by: component) })
        case .outside(let absolute?):
            let path = absolute + [name]
            if path == baseComponents { return start }
            return .outside(absolute: baseComponents.starts(with: path) ? path : nil)
        case .outside(nil):
            return .outside(absolute: nil)
        }
    }

    /// Whether a file at this position is linted.
    public func admitsFile(_ position: Position) -> Bool {
        switch position {
        case .outside: included.isEmpty
        case .inside(let included, let excluded):
            !excluded.contains { $0.matched } && (included.isEmpty || included.contains { $0.matched })
        }
    }

    /// Whether the walk should open a directory at this position.
    public func admitsDirectory(_ position: Position) -> Bool {
        switch position {
        case .outside(let absolute): included.isEmpty || absolute != nil
        case .inside(let included, let excluded):
            !excluded.contains { $0.matched } && (included.isEmpty || included.contains { !$0.isDead })
        }
    }
}
