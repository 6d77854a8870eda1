/// Every class declared in the tree, linked to its superclass: which ones reach a controller base
/// (a `ControllerFamily` class, a configured base, or a base outside the tree inferred from its
/// name), through which in-tree parent, and which superclass chains loop.
///
/// Built in time linear in the number of classes, with no recursion and no dependence on hash
/// order: classes are numbered in declaration order (files in collected order), and every walk
/// goes breadth-first from the bases, so the same tree always gives the same answers.
/// A name declared by several classes (apps with several targets) stands for any of them: a
/// class is a controller when at least one of its possible chains reaches a base.
public final class ClassHierarchy: Sendable {
    /// One per class declaration, in declaration order.
    public let classes: [DeclarationReference]
    /// For each class: the name of its first inherited type, taken as its superclass.
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

    init(files: [FileOutline], settings: Settings) {
        var classes: [DeclarationReference] = []
        var superclassNames: [String?] = []
        var simpleNames: [String] = []
        /// In-tree names of anything but a class: a superclass name that is one of these is not a class outside the tree.
        var otherTypeNames: Set<String> = []
        for (file, outline) in files.enumerated() {
            for (type, declaration) in outline.types.enumerated() {
                switch declaration.kind {
                case .class:
                    classes.append(DeclarationReference(file: file, type: type))
                    superclassNames.append(declaration.inheritance.first?.baseName)
                    simpleNames.append(declaration.simpleName)
                case .extension: break
                default: otherTypeNames.insert(declaration.simpleName)
                }
            }
        }
        var declarationsByName: [String: [Int]] = [:]
        var subclassesByName: [String: [Int]] = [:]
        for index in classes.indices {
            declarationsByName[simpleNames[index], default: []].append(index)
            if let name = superclassNames[index] { subclassesByName[name, default: []].append(index) }
        }

        // Roots: classes whose superclass is a base. Then breadth-first down to subclasses; the
        // first class of a name to be reached is the parent of every subclass naming it.
        var depths = [Int?](repeating: nil, count: classes.count)
        var parents = [Int?](repeating: nil, count: classes.count)
        var inferredRoots: Set<Int> = []
        var inferred: Set<String> = []
        var unresolved: Set<String> = []
        var order: [Int] = []
        for index in classes.indices {
            guard let name = superclassNames[index] else { continue }
            if settings.knownBases.contains(name) {
                depths[index] = 0
                order.append(index)
            } else if declarationsByName[name] == nil, !otherTypeNames.contains(name), settings.lookAlikeSuffixes.contains(where: name.hasSuffix) {
                if settings.inferredSuffixes.contains(where: name.hasSuffix) {
                    depths[index] = 0
                    order.append(index)
                    inferredRoots.insert(index)
                    inferred.insert(name)
                } else {
                    unresolved.insert(name)
                }
            }
        }
        var roots = [Int?](repeating: nil, count: classes.count)
        for root in order { roots[root] = root }
        var reachedNames: Set<String> = []
        var next = 0
        while next < order.count {
            let reached = order[next]
            next += 1
            guard reachedNames.insert(simpleNames[reached]).inserted else { continue }
            for subclass in subclassesByName[simpleNames[reached]] ?? [] where depths[subclass] == nil {
                depths[subclass] = depths[reached]! + 1
                parents[subclass] = reached
                roots[subclass] = roots[reached]
                order.append(subclass)
            }
        }
        self.classes = classes
        self.superclassNames = superclassNames
        self.parents = parents
        self.depths = depths
        self.roots = roots
        self.inferredRoots = inferredRoots
        self.order = order
        inferredBases = inferred.sorted()
        unresolvedBases = unresolved.sorted()
        cycles = CycleFinder(superclassNames: superclassNames, declarationsByName: declarationsByName)
            .cycles { depths[$0] == nil }
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
