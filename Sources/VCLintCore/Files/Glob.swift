/// A path pattern from `included`/`excluded`: `*` and `?` within one path component, `**` for
/// any number of components. It matches a path when it matches the path or one of its
/// ancestor directories, so `Generated` excludes everything under `Generated/`.
///
/// A pattern is compiled once into segments and run as a small NFA over path components, and
/// each component pattern as an NFA over its characters: matching costs at most
/// (components × segments) + (characters × pattern characters), never the exponential time of
/// naive backtracking on patterns like `**/a/**/a/**/b` or `*a*a*a*b`.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    enum Segment: Sendable, Equatable {
        /// `**`: zero or more whole components.
        case anyComponents
        /// A component without wildcards, compared as is.
        case literal(String)
        /// A component with `*` or `?`.
        case wildcard([WildcardUnit])
    }

    enum WildcardUnit: Sendable, Equatable {
        case character(Character)
        case anyCharacter
        case anyRun
    }

    /// Why a pattern cannot be used; the caller names the file and line.
    public enum Problem: Error, Equatable, Sendable {
        case empty
        case absolute
        case parentDirectory
        case starStarInsideComponent
        case unsupportedCharacter(Character)

        public var message: String {
            switch self {
            case .empty: "a glob cannot be empty"
            case .absolute: "a glob cannot be absolute; globs are relative to the configuration file's directory"
            case .parentDirectory: "'..' is not supported in a glob; globs are relative to the configuration file's directory"
            case .starStarInsideComponent: "'**' must be a whole path component, as in 'a/**/b'"
            case .unsupportedCharacter(let character):
                "'\(character)' is not supported in a glob; use '*', '?' and '**'"
            }
        }
    }

    public let pattern: String
    let segments: [Segment]

    public var description: String { pattern }

    public init(_ pattern: String) throws(Problem) {
        self.pattern = pattern
        if pattern.hasPrefix("/") { throw .absolute }
        var segments: [Segment] = []
        for component in pattern.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == ".." { throw .parentDirectory }
            if component == "**" {
                // `a/**/**/b` is `a/**/b`; one state is enough.
                if segments.last != .anyComponents { segments.append(.anyComponents) }
                continue
            }
            if component.contains("**") { throw .starStarInsideComponent }
            if let bad = component.first(where: { "[]{}!\\".contains($0) }) { throw .unsupportedCharacter(bad) }
            if component.contains(where: { $0 == "*" || $0 == "?" }) {
                segments.append(.wildcard(component.map { $0 == "*" ? .anyRun : $0 == "?" ? .anyCharacter : .character($0) }))
            } else {
                segments.append(.literal(String(component)))
            }
        }
        if segments.isEmpty { throw .empty }
        self.segments = segments
    }

    /// Whether `relativePath` (components separated by `/`) or one of its ancestors matches.
    public func matches(_ relativePath: String) -> Bool {
        var progress = start()
        for component in relativePath.split(separator: "/") where component != "." {
            progress = advance(progress, by: component)
            if progress.matched { return true }
            if progress.isDead { return false }
        }
        return progress.matched
    }

    // MARK: Incremental matching, one component at a time, for a directory walk.

    /// Where the NFA stands after some components: the live segment indices, and whether the
    /// path so far (or an ancestor) matched. A match is sticky: everything under it matches.
    public struct Progress: Sendable, Equatable {
        /// Sorted indices into `segments`; `segments.count` is the accepting state.
        var states: [Int]
        public internal(set) var matched: Bool

        /// No longer path can match: the walk need not go deeper for this glob.
        public var isDead: Bool { !matched && states.isEmpty }
    }

    /// The first component when it is a literal: the glob can only match below that name.
    var startsWithLiteral: String? {
        if case .literal(let text)? = segments.first { return text }
        return nil
    }

    public func start() -> Progress {
        // The empty path never matches: a glob has at least one segment to consume.
        Progress(states: closure([0]), matched: false)
    }

    public func advance(_ progress: Progress, by component: Substring) -> Progress {
        if progress.matched { return progress }
        var next: [Int] = []
        for state in progress.states where state < segments.count {
            switch segments[state] {
            case .anyComponents: next.append(state)
            case .literal(let text): if component == text { next.append(state + 1) }
            case .wildcard(let units): if Self.component(component, matches: units) { next.append(state + 1) }
            }
        }
        let states = closure(next)
        return Progress(states: states, matched: states.last == segments.count)
    }

    /// Adds the state after each `**`, which may match no component; sorted, without duplicates.
    private func closure(_ states: [Int]) -> [Int] {
        var included = [Bool](repeating: false, count: segments.count + 1)
        for state in states {
            var current = state
            while !included[current] {
                included[current] = true
                guard current < segments.count, segments[current] == .anyComponents else { break }
                current += 1
            }
        }
        return included.indices.filter { included[$0] }
    }

    /// One component against `*`/`?` units, as a set of positions in the pattern: linear in
    /// the component's length for each pattern position.
    static func component(_ component: Substring, matches units: [WildcardUnit]) -> Bool {
        var current = [Bool](repeating: false, count: units.count + 1)
        current[0] = true
        skipRuns(&current, units)
        for character in component {
            var next = [Bool](repeating: false, count: units.count + 1)
            var any = false
            for position in units.indices where current[position] {
                switch units[position] {
                case .anyRun: next[position] = true; any = true
                case .anyCharacter: next[position + 1] = true; any = true
                case .character(let expected):
                    if expected == character { next[position + 1] = true; any = true }
                }
            }
            if !any { return false }
            skipRuns(&next, units)
            current = next
        }
        return current[units.count]
    }

    /// A `*` may match nothing: a live position before it makes the position after it live.
    private static func skipRuns(_ positions: inout [Bool], _ units: [WildcardUnit]) {
        for position in units.indices where positions[position] && units[position] == .anyRun {
            positions[position + 1] = true
        }
    }
}
