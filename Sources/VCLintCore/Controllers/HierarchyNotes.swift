/// What the lint summary tells about how controllers were found, so a user can confirm a base
/// (`controllers: base_classes`) or see why a class is not a controller.
public struct HierarchyNotes: Sendable, Equatable {
    /// Superclasses declared nowhere in the tree, taken for controller bases from their names.
    public var inferredBases: [String] = []
    /// Superclasses declared nowhere in the tree, named like controllers, not taken for bases.
    public var unresolvedBases: [String] = []
    /// Classes whose superclass chains loop (not controllers), each cycle's names in declaration order.
    public var cycles: [[String]] = []

    public init(inferredBases: [String] = [], unresolvedBases: [String] = [], cycles: [[String]] = []) {
        self.inferredBases = inferredBases
        self.unresolvedBases = unresolvedBases
        self.cycles = cycles
    }

    init(_ hierarchy: ClassHierarchy, files: [FileOutline]) {
        inferredBases = hierarchy.inferredBases
        unresolvedBases = hierarchy.unresolvedBases
        cycles = hierarchy.cycles.map { members in
            var seen: Set<String> = []
            return members.compactMap { member in
                let reference = hierarchy.classes[member]
                let name = files[reference.file].types[reference.type].qualifiedName
                return seen.insert(name).inserted ? name : nil
            }
        }
    }

    public var isEmpty: Bool { inferredBases.isEmpty && unresolvedBases.isEmpty && cycles.isEmpty }

    /// The summary's extra lines, each names at most `limit` classes so a huge cycle stays one short line.
    public func summaryLines(limit: Int = 12) -> [String] {
        var lines: [String] = []
        if !inferredBases.isEmpty {
            lines.append("controllers inferred from bases outside the tree, by name: \(Self.list(inferredBases, limit))"
                + " (list them in controllers: base_classes to confirm)")
        }
        if !unresolvedBases.isEmpty {
            lines.append("not taken for controllers, bases outside the tree named like one: \(Self.list(unresolvedBases, limit))"
                + " (add them to controllers: base_classes if they are)")
        }
        for cycle in cycles.prefix(limit) {
            lines.append("superclass cycle, not controllers: \(Self.list(cycle, limit))")
        }
        if cycles.count > limit { lines.append("\(cycles.count - limit) more superclass cycles") }
        return lines
    }

    static func list(_ names: [String], _ limit: Int) -> String {
        let shown = names.prefix(limit).joined(separator: ", ")
        return names.count > limit ? shown + " and \(names.count - limit) more" : shown
    }
}
