/// Every class declared in the tree, linked to its superclass: which ones reach a controller base
/// (a `ControllerFamily` class, a configured base, or a base outside the tree inferred from its
/// name), through which in-tree parent, and which superclass chains loop.
///
/// Built in time linear in the number of classes, with no recursion and no dependence on hash
/// order: classes are numbered in declaration order (files in collected order), and every walk
/// goes breadth-first from the bases, so the same tree always gives the same answers.
/// A name declared by several classes (apps with several targets) stands for any of them: a
/// class is a controller when at least one of its possible chains reaches a base, and its parent
/// is the controller of that name nearest its own file.
public final class ClassHierarchy: Sendable {
    /// One per class declaration, in declaration order.
    public let classes: [DeclarationReference]
    /// For each class: the name of its first inherited type, taken as its superclass; an in-tree
    /// class named by its other-language name (`@objc(Name)`) is named by its own.
    let superclassNames: [String?]
    /// For each controller: the in-tree class it inherits from, nil when its superclass is the base.
    let parents: [Int?]
    /// For each controller: how many in-tree classes lie between it and the base; nil: not a controller.
    let depths: [Int?]
    /// For each controller: the class at the top of its in-tree chain, whose superclass is the base.
    let roots: [Int?]
    /// Roots whose base is inferred from its name, not known.
    let inferredRoots: Set<Int>
    /// Controllers in breadth-first order: every one comes after its parent.
    let order: [Int]
    /// The classes of each superclass cycle, in declaration order; cycles ordered by first class.
    let cycles: [[Int]]
    /// Out-of-tree superclass names that look like controllers, split by whether they were taken as bases.
    public let inferredBases: [String]
    public let unresolvedBases: [String]

    struct Settings {
        var knownBases: Set<String>
        var inferredSuffixes: [String]
        var lookAlikeSuffixes: [String]
    }

    init(files: [FileOutline], parts: ClassParts, settings: Settings) {
        // Names are interned once; everything after works on integer ids, not string hashes.
        var names = NameInterner()
        var classes: [DeclarationReference] = []
        var nameIDs: [Int] = []
        var superclassIDs: [Int?] = []
        /// `class Provider: Logging.Provider`: a qualified superclass of the class's own name is another module's class.
        var namesItsOwnNameElsewhere: [Bool] = []
        // Each file's classes, from the short list its outline keeps (`FileClassNames`); the
        // other parts attach to a class.
        for file in files.indices {
            // Field by field, by index: iterating or passing whole declarations copied each one.
            let types = files[file].types
            for part in files[file].classNames.parts where !part.isExtension && parts.isClass(types, part.type) {
                classes.append(DeclarationReference(file: file, type: part.type))
                nameIDs.append(names.id(of: part.simpleName))
                let superclass = types[part.type].inheritance.first
                superclassIDs.append(superclass.map { names.id(of: parts.resolved($0.baseName)) })
                namesItsOwnNameElsewhere.append(superclass.map {
                    $0.baseName == part.simpleName && $0.name.contains(".")
                } ?? false)
            }
        }
        let declarations = IndexLists(count: names.count, keys: nameIDs.map { $0 })
        // The superclass name each class links to in the tree: none when the only class of that
        // name is the class itself (another module's class of the same name).
        let links = classes.indices.map { index in
            superclassIDs[index].flatMap { id in
                namesItsOwnNameElsewhere[index] && declarations[id].elementsEqual([index]) ? nil : id
            }
        }
        let subclasses = IndexLists(count: names.count, keys: links)

        // Roots: classes whose superclass is a base. Then breadth-first down to subclasses; the
        // first class of a name to be reached is the parent of every subclass naming it.
        var depths = [Int?](repeating: nil, count: classes.count)
        var parents = [Int?](repeating: nil, count: classes.count)
        var inferredRoots: Set<Int> = []
        var inferred: Set<String> = []
        var unresolved: Set<String> = []
        var order: [Int] = []
        var baseKinds = [BaseKind?](repeating: nil, count: names.count)
        // Whether an in-tree type of another kind (a struct, a protocol) has the name `id`, which
        // is then no class outside the tree. Only a name that looks like a controller's asks, so
        // the other types' names are interned (after the classes', whose ids stand) the first
        // time one does.
        var otherTypeMarks: [Bool]?
        func isOtherType(_ id: Int) -> Bool {
            if otherTypeMarks == nil {
                var otherIDs: [Int] = []
                for file in files.indices {
                    let types = files[file].types
                    for type in types.indices where types[type].kind != .class && types[type].kind != .extension {
                        otherIDs.append(names.id(of: TypeNames.simple(types[type].name)))
                    }
                }
                var marks = [Bool](repeating: false, count: names.count)
                for other in otherIDs { marks[other] = true }
                otherTypeMarks = marks
            }
            return otherTypeMarks![id]
        }
        func baseKind(_ id: Int, inTree: Bool) -> BaseKind {
            let name = names.names[id]
            return settings.knownBases.contains(name) ? .known
                : inTree || !settings.lookAlikeSuffixes.contains(where: name.hasSuffix) || isOtherType(id) ? .none
                : settings.inferredSuffixes.contains(where: name.hasSuffix) ? .inferred : .unresolved
        }
        for index in classes.indices {
            guard let id = superclassIDs[index] else { continue }
            let kind: BaseKind
            if links[index] == nil {
                kind = baseKind(id, inTree: false)
            } else {
                kind = baseKinds[id] ?? baseKind(id, inTree: !declarations[id].isEmpty)
                baseKinds[id] = kind
            }
            switch kind {
            case .known:
                depths[index] = 0
                order.append(index)
            case .inferred:
                depths[index] = 0
                order.append(index)
                inferredRoots.insert(index)
                inferred.insert(names.names[id])
            case .unresolved: unresolved.insert(names.names[id])
            default: break
            }
        }
        var roots = [Int?](repeating: nil, count: classes.count)
        for root in order { roots[root] = root }
        var isReached = [Bool](repeating: false, count: names.count)
        var next = 0
        while next < order.count {
            let reached = order[next]
            next += 1
            let id = nameIDs[reached]
            guard !isReached[id] else { continue }
            isReached[id] = true
            for subclass in subclasses[id] where depths[subclass] == nil {
                depths[subclass] = depths[reached]! + 1
                parents[subclass] = reached
                roots[subclass] = roots[reached]
                order.append(subclass)
            }
        }
        Self.takeNearestParents(&parents, depths: &depths, roots: &roots, order: order, classes: classes,
                                nameIDs: nameIDs, declarations: declarations, files: files)
        self.classes = classes
        superclassNames = superclassIDs.map { $0.map { names.names[$0] } }
        self.parents = parents
        self.depths = depths
        self.roots = roots
        self.inferredRoots = inferredRoots
        self.order = order
        inferredBases = inferred.sorted()
        unresolvedBases = unresolved.sorted()
        cycles = CycleFinder(superclassIDs: links, declarations: declarations).cycles { depths[$0] == nil }
    }

    private enum BaseKind { case known, inferred, unresolved, none }

    /// A name declared more often than this keeps its first class as every subclass's parent:
    /// choosing the nearest costs each subclass one comparison per class of the name.
    static let nearestParentLimit = 32

    /// A name several targets declare (an iOS and a Mac `TimelineViewController`): each subclass
    /// takes the controller of that name whose file shares the most folders with its own, where
    /// the first one reached stood for all. Only a class nearer the base than the subclass may be
    /// chosen, so no chain can loop, and `order` (by that distance) still puts parents first.
    private static func takeNearestParents(_ parents: inout [Int?], depths: inout [Int?], roots: inout [Int?], order: [Int],
                                           classes: [DeclarationReference], nameIDs: [Int], declarations: IndexLists,
                                           files: [FileOutline]) {
        let firstDepths = depths
        var changed = false
        for index in order {
            guard let parent = parents[index], let depth = firstDepths[index] else { continue }
            let namesakes = declarations[nameIDs[parent]]
            guard namesakes.count > 1 && namesakes.count <= nearestParentLimit else { continue }
            let folders = files[classes[index].file].path.split(separator: "/").dropLast()
            func shared(_ other: Int) -> Int {
                zip(folders, files[classes[other].file].path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
            }
            var nearest = (parent, shared(parent))
            for namesake in namesakes where namesake != parent && namesake != index {
                guard let namesakeDepth = firstDepths[namesake], namesakeDepth < depth else { continue }
                let sharedFolders = shared(namesake)
                if sharedFolders > nearest.1 { nearest = (namesake, sharedFolders) }
            }
            if nearest.0 != parent {
                parents[index] = nearest.0
                changed = true
            }
        }
        guard changed else { return }
        for index in order {
            guard let parent = parents[index] else { continue }
            depths[index] = depths[parent]! + 1
            roots[index] = roots[parent]
        }
    }

    public func isController(_ index: Int) -> Bool { depths[index] != nil }

    /// The class outside the tree that makes a controller one: known, configured or inferred.
    public func base(of index: Int) -> String? { roots[index].flatMap { superclassNames[$0] } }

    /// Whether a controller's base was taken for one from its name alone.
    public func isInferred(_ index: Int) -> Bool { roots[index].map(inferredRoots.contains) ?? false }

    /// From the superclass up to the base, at most `limit` names; the base is always last.
    /// Bounded so that a display of every controller's ancestry stays linear in deep chains.
    public func ancestry(of index: Int, limit: Int = .max) -> (names: [String], omitted: Int) {
        var names: [String] = []
        var current = index
        while true {
            if names.count < limit - 1 || parents[current] == nil { names.append(superclassNames[current] ?? "") }
            guard let parent = parents[current] else { break }
            current = parent
        }
        return (names, (depths[index] ?? 0) + 1 - names.count)
    }

    /// The in-tree classes a controller inherits from, nearest first.
    public func ancestors(of index: Int) -> AncestorSequence {
        AncestorSequence(hierarchy: self, start: parents[index])
    }

    public struct AncestorSequence: Sequence, IteratorProtocol {
        let hierarchy: ClassHierarchy
        var start: Int?

        public mutating func next() -> DeclarationReference? {
            guard let current = start else { return nil }
            start = hierarchy.parents[current]
            return hierarchy.classes[current]
        }
    }
}

/// For each key `0..<count`, the indices whose key it is, ascending: one flat array, no array per key.
struct IndexLists {
    private var start: [Int]
    private var items: [Int]

    init(count: Int, keys: [Int?]) {
        start = [Int](repeating: 0, count: count + 1)
        for case let key? in keys { start[key + 1] += 1 }
        for key in 0..<count { start[key + 1] += start[key] }
        var filled = start
        items = [Int](repeating: 0, count: start[count])
        for (index, key) in keys.enumerated() {
            guard let key else { continue }
            items[filled[key]] = index
            filled[key] += 1
        }
    }

    subscript(key: Int) -> ArraySlice<Int> { items[start[key]..<start[key + 1]] }
}
