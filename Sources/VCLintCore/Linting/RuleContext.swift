/// What a rule may read: the whole project, and whether a finding is suppressed where it lands.
public struct RuleContext: Sendable {
    public let project: Project
    /// One per file of the project.
    let suppressions: [SuppressionIndex]
    /// Every rule id vclint knows, enabled or not: what suppressions may name.
    let knownRules: Set<String>
    /// The simple names of the project's controllers.
    public let controllerNames: Set<String>
    /// Rules out names that are no controller's by their shape, before any hashing.
    let controllerNameFilter: NameBloom
    /// The platform class each of the project's controllers descends from (`Controller.base`),
    /// by simple name: `UINavigationController` for the tree's own navigation controller.
    let controllerBases: [String: String]
    /// One per file holding a controller or one of its extensions (nil elsewhere): the types
    /// nested in each type, so a controller's nested types cost their own number.
    let nestedTypes: [NestedTypeIndex?]
    /// The project's protocols by simple name, in file order: looked up once per name asked,
    /// where a search of every file's types per controller was quadratic in controllers.
    let protocolDeclarations: [String: [DeclarationReference]]
    /// Which of those some property is typed with (`HeldProtocols`).
    let heldProtocols = HeldProtocols()
    /// The app's typed settings on `UserDefaults` (`TypedSettings`).
    let typedSettings = TypedSettings()
    /// The tree's subclasses of built-in networking clients (`ClientSubclasses`).
    let clientSubclasses: Set<String>
    /// URLSession's request methods and those the tree adds to it (`SessionExtensions`).
    let sessionMethods: Set<String>
    /// The tree's variables outside any type that hold a store (`StoreGlobals`).
    let storeGlobals: Set<String>
    /// The controllers directly below each controller declaration, as indices into the
    /// project's controllers: asked per base controller, where a scan of every controller was
    /// quadratic in controllers.
    let directSubclasses: [DeclarationReference: [Int]]
    /// Threads a rule may share its own work among (`--jobs`).
    let jobs: Int
    /// The SwiftUI screens and view models: what the rules for SwiftUI code inspect.
    public let swiftUISubjects: [SwiftUISubject]

    public init(project: Project, knownRules: Set<String>, jobs: Int = 1) {
        self.project = project
        self.jobs = jobs
        self.knownRules = knownRules
        suppressions = project.files.map { SuppressionIndex($0.directives) }
        controllerNames = Set(project.controllers.map { project.declaration($0.declaration).simpleName })
        controllerNameFilter = NameBloom(Array(controllerNames))
        controllerBases = Dictionary(project.controllers.map { (project.declaration($0.declaration).simpleName, $0.base) },
                                     uniquingKeysWith: { first, _ in first })
        // Only the files rules ask about are indexed: most files of a tree hold no controller.
        var nestedTypes = [NestedTypeIndex?](repeating: nil, count: project.files.count)
        for controller in project.controllers {
            for root in [controller.declaration] + controller.extensions where nestedTypes[root.file] == nil {
                nestedTypes[root.file] = NestedTypeIndex(project.files[root.file].types)
            }
        }
        self.nestedTypes = nestedTypes
        var protocolDeclarations: [String: [DeclarationReference]] = [:]
        for file in project.files.indices {
            // By index: iterating the types would copy each whole declaration to read its kind.
            let types = project.files[file].types
            for type in types.indices where types[type].kind == .protocol {
                protocolDeclarations[TypeNames.simple(types[type].name), default: []].append(DeclarationReference(file: file, type: type))
            }
        }
        self.protocolDeclarations = protocolDeclarations
        var directSubclasses: [DeclarationReference: [Int]] = [:]
        for (index, controller) in project.controllers.enumerated() {
            var ancestors = controller.ancestorDeclarations
            if let parent = ancestors.next() { directSubclasses[parent, default: []].append(index) }
        }
        self.directSubclasses = directSubclasses
        swiftUISubjects = SwiftUISubjectFinder.find(in: project.files)
        clientSubclasses = ClientSubclasses.names(in: project.files, clients: RequestCalls.clientTypes)
        sessionMethods = SessionExtensions.requestMethods(in: project.files)
        storeGlobals = StoreGlobals.names(in: project.files)
    }

    /// Whether `name` is a protocol declared in the tree that no property anywhere is typed with.
    func isUnheldTreeProtocol(_ name: String) -> Bool {
        protocolDeclarations[TypeNames.simple(name)] != nil && !heldProtocols.isHeld(name, in: project, declared: protocolDeclarations)
    }

    public func declaration(_ reference: DeclarationReference) -> TypeDeclaration {
        project.declaration(reference)
    }

    public func file(_ reference: DeclarationReference) -> FileOutline {
        project.files[reference.file]
    }

    public func location(_ reference: DeclarationReference, _ position: SourcePosition) -> Location {
        Location(path: project.files[reference.file].path, position)
    }

    /// Whether a `vclint:` comment switches `rule` off at a place in the file `file`.
    public func isSuppressed(_ rule: String, file: Int, at position: SourcePosition) -> Bool {
        suppressions[file].isSuppressed(rule, at: position)
    }

    /// The class declaration and its extensions, with the type declarations nested in any of them.
    public func declarations(of controller: Controller) -> [DeclarationReference] {
        var result: [DeclarationReference] = []
        for root in [controller.declaration] + controller.extensions {
            result.append(root)
            let nested = nestedTypes[root.file] ?? NestedTypeIndex(project.files[root.file].types)
            for index in nested.descendants(of: root.type) {
                result.append(DeclarationReference(file: root.file, type: index))
            }
        }
        return result
    }
}

/// The children of every type of a file, from the `parent` links, built once in linear time.
struct NestedTypeIndex: Sendable {
    /// `children[start[type]..<start[type + 1]]` are the types directly nested in `type`, in order.
    private let start: [Int]
    private let children: [Int]

    init(_ types: [TypeDeclaration]) {
        var counts = [Int](repeating: 0, count: types.count + 1)
        for type in types { if let parent = type.parent { counts[parent + 1] += 1 } }
        for index in types.indices { counts[index + 1] += counts[index] }
        var filled = counts
        var children = [Int](repeating: 0, count: counts[types.count])
        for (index, type) in types.enumerated() {
            guard let parent = type.parent else { continue }
            children[filled[parent]] = index
            filled[parent] += 1
        }
        start = counts
        self.children = children
    }

    /// Every type nested in `type`, at any depth, in file order; walked with a stack, not recursion.
    func descendants(of type: Int) -> [Int] {
        var result: [Int] = []
        var pending = Array(children[start[type]..<start[type + 1]].reversed())
        while let next = pending.popLast() {
            result.append(next)
            pending.append(contentsOf: children[start[next]..<start[next + 1]].reversed())
        }
        return result
    }
}
