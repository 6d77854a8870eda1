/// The global pass: after every file is outlined, decides which classes are controllers and
/// gathers each one's extensions from the whole tree. Cheap: it reads only declarations.
public struct ControllerResolver: Sendable {
    /// Class names (beyond `ControllerFamily`) whose subclasses are controllers: third-party bases.
    public var baseClasses: Set<String>
    /// A superclass declared nowhere in the tree whose name ends in one of these is taken for a
    /// controller base (a third-party pager, chat screen, web view). Empty: no inference.
    public var inferredSuffixes: [String]
    /// What makes a property the screen's view model (metrics show it).
    public var viewModels: ViewModelMatcher

    public static let defaultInferredSuffixes = ["ViewController"]

    public init(baseClasses: Set<String> = [], inferredSuffixes: [String] = ControllerResolver.defaultInferredSuffixes,
                viewModels: ViewModelMatcher = ViewModelMatcher()) {
        self.baseClasses = Set(baseClasses.map(TypeNames.base))
        self.inferredSuffixes = inferredSuffixes
        self.viewModels = viewModels
    }

    public func resolve(_ files: [FileOutline]) -> [Controller] {
        resolution(files).controllers
    }

    /// The controllers, and what the summary says about how they were found. `jobs`: threads
    /// that count and read each controller's own members at once.
    public func resolution(_ files: [FileOutline], jobs: Int = 1) -> (controllers: [Controller], notes: HierarchyNotes) {
        let parts = ClassParts(files: files)
        let settings = ClassHierarchy.Settings(
            knownBases: ControllerFamily.classes.union(baseClasses), inferredSuffixes: inferredSuffixes,
            lookAlikeSuffixes: inferredSuffixes + Self.defaultInferredSuffixes)
        // Two passes over every declaration of the tree, which the scan left out of cache: on two
        // threads they wait for memory at once.
        let (hierarchy, extensions) = Parallel.pair(jobs: jobs, {
            ClassHierarchy(files: files, parts: parts, settings: settings)
        }, {
            ExtensionParts(files: files, parts: parts)
        })
        // Breadth-first order: a parent is summarized before its subclasses inherit from it.
        var attached = hierarchy.order.map { controller($0, in: hierarchy, files: files) }
        attach(extensions, to: &attached, files: files)
        for index in attached.indices { placeAtImplementation(&attached[index], files: files) }
        // What a controller's own declarations say needs no other controller: all at once.
        let parted = attached
        // A controller is never another screen's view model.
        let controllerNames = Set(parted.map { TypeNames.simple(files[$0.declaration.file].types[$0.declaration.type].name) })
        var controllers = Parallel.map(parted.count, jobs: jobs) { index in
            var controller = parted[index]
            summarizeOwn(&controller, files: files, controllers: controllerNames)
            return controller
        }
        // Then, breadth-first, what each inherits from its parent, summarized before it.
        var position = [Int](repeating: -1, count: hierarchy.classes.count)
        for index in controllers.indices {
            position[controllers[index].node] = index
            guard let parentNode = hierarchy.parents[controllers[index].node] else { continue }
            controllers[position[parentNode]].subclassCount += 1
            inherit(&controllers[index], from: controllers[position[parentNode]], files: files)
        }
        controllers.sort { ($0.path, $0.position) < ($1.path, $1.position) }
        return (controllers, HierarchyNotes(hierarchy, files: files))
    }

    private func controller(_ node: Int, in hierarchy: ClassHierarchy, files: [FileOutline]) -> Controller {
        let reference = hierarchy.classes[node]
        let outline = files[reference.file]
        let declaration = outline.types[reference.type]
        return Controller(
            name: declaration.qualifiedName, declaration: reference, path: outline.path,
            position: declaration.position, superclass: hierarchy.superclassNames[node] ?? "",
            base: hierarchy.base(of: node) ?? "", isInferred: hierarchy.isInferred(node), hierarchy: hierarchy, node: node,
            inheritedConformances: [], extensions: [], bodyLines: declaration.codeLines,
            extensionLines: 0, methodCount: 0, storedPropertyCount: 0, conformances: [], viewModel: nil)
    }

    /// Each extension goes to the controller it names. When several controllers share the
    /// name (apps with several targets), the one in the same file wins, else the one sharing the most leading folders.
    /// Objective-C parts attach the same way, by the class name they name: headers and
    /// implementations pair by class name, not by file name. A part naming a class by its other
    /// language's name (`@objc(Name)`, `NS_SWIFT_NAME(Name)`) attaches to that class.
    private func attach(_ extensions: ExtensionParts, to controllers: inout [Controller], files: [FileOutline]) {
        let names = extensions.names
        guard !extensions.parts.isEmpty else { return }
        // Only controllers some extension names are indexed: most trees have far fewer extensions.
        var byName = [[Int]](repeating: [], count: names.count)
        for index in controllers.indices {
            let name = TypeNames.simple(files[controllers[index].declaration.file].types[controllers[index].declaration.type].name)
            if let id = names.existingID(of: name) { byName[id].append(index) }
        }
        for (reference, id, isRenamed) in extensions.parts {
            let candidates = byName[id]
            guard !candidates.isEmpty else { continue }
            let name = names.names[id]
            let extended = files[reference.file].types[reference.type].name
            let matching = candidates.filter {
                extended == name || isRenamed || controllers[$0].name.hasSuffix(extended) || extended.hasSuffix("." + controllers[$0].name)
            }
            // Ties go to the first declared: `max(by:)` keeps the first of equals.
            guard let owner = matching.sorted(by: { controllers[$0].node < controllers[$1].node }).max(by: {
                closeness(controllers[$0].declaration, reference, files) < closeness(controllers[$1].declaration, reference, files)
            }) else { continue }
            controllers[owner].extensions.append(reference)
        }
    }

    /// An Objective-C class's code is in its `@implementation`: whole-controller findings point
    /// there, where a suppression comment can sit above it. With several (targets sharing a class
    /// name), the closest to the `@interface` is taken.
    private func placeAtImplementation(_ controller: inout Controller, files: [FileOutline]) {
        let declaration = files[controller.declaration.file].types[controller.declaration.type]
        guard let part = declaration.objcPart else { return }
        if part == .implementation {
            controller.implementation = controller.declaration
            return
        }
        let implementations = controller.extensions.filter { files[$0.file].types[$0.type].objcPart == .implementation }
        guard let implementation = implementations.max(by: {
            closeness(controller.declaration, $0, files) < closeness(controller.declaration, $1, files)
        }) else { return }
        controller.implementation = implementation
        controller.path = files[implementation.file].path
        controller.position = files[implementation.file].types[implementation.type].position
    }

    private func closeness(_ controller: DeclarationReference, _ reference: DeclarationReference, _ files: [FileOutline]) -> Int {
        if controller.file == reference.file { return Int.max }
        return Self.sharedFolders(files[controller.file].path, files[reference.file].path)
    }

    /// How many leading `/`-separated components two paths share, as `split(separator: "/")`
    /// counts them. ASCII paths are compared as bytes, which answers the same: the resolver asks
    /// this of every candidate pair, and splitting Characters cost most of `attach`.
    static func sharedFolders(_ first: String, _ second: String) -> Int {
        var firstText = first
        var secondText = second
        let counted = firstText.withUTF8 { a in
            secondText.withUTF8 { b -> Int? in
                guard ASCIIText.isASCII(a), ASCIIText.isASCII(b) else { return nil }
                let slash = UInt8(ascii: "/")
                var (i, j, shared) = (0, 0, 0)
                while true {
                    while i < a.count && a[i] == slash { i += 1 }
                    while j < b.count && b[j] == slash { j += 1 }
                    guard i < a.count, j < b.count else { return shared }
                    var endA = i
                    while endA < a.count && a[endA] != slash { endA += 1 }
                    var endB = j
                    while endB < b.count && b[endB] != slash { endB += 1 }
                    guard a[i..<endA].elementsEqual(b[j..<endB]) else { return shared }
                    (i, j, shared) = (endA, endB, shared + 1)
                }
            }
        }
        return counted ?? zip(first.split(separator: "/"), second.split(separator: "/")).prefix { $0 == $1 }.count
    }

    /// The extensions no target compiles with the rest, by index. Swift rejects a member declared
    /// twice, so of two Swift extensions that declare the same member (an iOS file and a tvOS
    /// file of one controller) only one is built with the class: the larger is counted, and one
    /// that repeats the class body's members is not. Linear in the members.
    static func alternatives(among extensions: [TypeDeclaration], beside declaration: TypeDeclaration) -> [Int] {
        // Most classes repeat no member name from one part to another: names first, and the
        // signatures only when one repeats.
        guard extensions.contains(where: { $0.objcPart == nil }) else { return [] }
        var names = Set<String>()
        var repeats = false
        for part in [declaration] + extensions where part.objcPart == nil && !repeats {
            let own = Set(part.properties.lazy.map(\.name)).union(part.functions.lazy.filter(isUnoverloadable).map(\.name))
            repeats = !own.isDisjoint(with: names)
            names.formUnion(own)
        }
        guard repeats else { return [] }
        var declared = memberSignatures(of: declaration)
        var leftOut: [Int] = []
        let largestFirst = extensions.indices.sorted { (extensions[$1].codeLines, $0) < (extensions[$0].codeLines, $1) }
        for index in largestFirst {
            let members = memberSignatures(of: extensions[index])
            if members.isDisjoint(with: declared) {
                declared.formUnion(members)
            } else {
                leftOut.append(index)
            }
        }
        return leftOut.sorted()
    }

    /// The members of a Swift part that no other member of one target may repeat: properties
    /// (Swift has no overloading by a property's type), overrides (their signature is the
    /// superclass's) and methods without parameters. A method with parameters may be an overload
    /// by parameter type, which the outline does not keep, so it is left out.
    static func memberSignatures(of part: TypeDeclaration) -> Set<String> {
        guard part.objcPart == nil else { return [] }
        var signatures = Set(part.properties.map { ($0.isStatic ? "static " : "") + $0.name })
        for function in part.functions where isUnoverloadable(function) {
            signatures.insert((function.isStatic ? "static " : "") + function.signature)
        }
        return signatures
    }

    private static func isUnoverloadable(_ function: Function) -> Bool {
        function.kind == .function && (function.isOverride || function.argumentLabels.isEmpty)
    }

    /// Counts, view model and conformances from the controller's own declarations.
    private func summarizeOwn(_ controller: inout Controller, files: [FileOutline], controllers: Set<String>) {
        let declaration = files[controller.declaration.file].types[controller.declaration.type]
        let extensionDeclarations = controller.extensions.map { files[$0.file].types[$0.type] }
        if let implementation = controller.implementation, implementation != controller.declaration {
            controller.bodyLines += files[implementation.file].types[implementation.type].codeLines
            controller.extensionLines = zip(controller.extensions, extensionDeclarations).reduce(0) {
                $0 + ($1.0 == implementation ? 0 : $1.1.codeLines)
            }
        } else {
            let alternatives = Self.alternatives(among: extensionDeclarations, beside: declaration)
            controller.alternatives = alternatives.map { controller.extensions[$0] }
            controller.alternativeLines = alternatives.reduce(0) { $0 + extensionDeclarations[$1].codeLines }
            controller.extensionLines = extensionDeclarations.reduce(0) { $0 + $1.codeLines } - controller.alternativeLines
        }
        let all = [declaration] + extensionDeclarations
        // An Objective-C method is declared in an interface and defined in an implementation: count it once, where defined.
        controller.methodCount = all.reduce(0) { total, part in
            let declaresOnly = part.objcPart.map { !$0.isImplementation } ?? false
            return declaresOnly ? total : total + part.functions.count { $0.kind == .function }
        }
        controller.storedPropertyCount = declaration.properties.count { $0.isStored && !$0.isStatic }
        // Every part: Objective-C keeps private properties in a class extension, and a Swift
        // extension may add an initializer that takes the view model.
        for part in [declaration] + extensionDeclarations where controller.viewModel == nil {
            controller.viewModel = viewModels.viewModel(in: part, screen: declaration.simpleName, controllers: controllers)
        }
        if declaration.objcPart != nil {
            // Objective-C storage is also in class extensions (properties) and the implementation (instance variables).
            for part in extensionDeclarations where part.objcPart == .classExtension || part.objcPart == .implementation {
                controller.storedPropertyCount += part.properties.count { $0.isStored && !$0.isStatic }
            }
        }
        let language = files[controller.declaration.file].language
        let isMixed = controller.extensions.contains { files[$0.file].language != language }
        controller.language = isMixed ? .mixed : language == .objc ? .objc : .swift
        var conformances = Set(declaration.inheritance.dropFirst().map(\.baseName))
        for extensionDeclaration in extensionDeclarations { conformances.formUnion(extensionDeclaration.inheritance.map(\.baseName)) }
        controller.conformances = conformances.sorted()
    }

    /// What a controller inherits from `parent`, summarized before it: constant work per
    /// ancestor, never a walk up the chain.
    private func inherit(_ controller: inout Controller, from parent: Controller, files: [FileOutline]) {
        if controller.viewModel == nil { controller.viewModel = parent.viewModel }
        let parentDeclaration = files[parent.declaration.file].types[parent.declaration.type]
        let added = parentDeclaration.inheritance.dropFirst().map(\.baseName)
        // Shared, not copied, when the parent names no protocol of its own: the common case.
        controller.inheritedConformances = added.isEmpty ? parent.inheritedConformances
            : Array(Set(parent.inheritedConformances + added)).sorted()
    }
}

/// The declarations that attach by name to a class declared elsewhere (`ClassParts.attaches`),
/// in declaration order, each with the class name it names, interned: the ids index the
/// controllers by name without hashing Strings again.
struct ExtensionParts: Sendable {
    private(set) var names = NameInterner()
    private(set) var parts: [(reference: DeclarationReference, name: Int, isRenamed: Bool)] = []

    init(files: [FileOutline], parts classParts: ClassParts) {
        for file in files.indices {
            let types = files[file].types
            for part in files[file].classNames.parts where part.isExtension || classParts.attaches(types, part.type) {
                let name = classParts.resolved(part.simpleName)
                parts.append((DeclarationReference(file: file, type: part.type), names.id(of: name), name != part.simpleName))
            }
        }
    }
}
