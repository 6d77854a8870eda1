/// The global pass: after every file is outlined, decides which classes are controllers and
/// gathers each one's extensions from the whole tree. Cheap: it reads only declarations.
public struct ControllerResolver: Sendable {
    /// Class names (beyond `ControllerFamily`) whose subclasses are controllers: third-party bases.
    public var baseClasses: Set<String>
    /// Type-name suffixes that make a property a view model.
    public var viewModelSuffixes: [String]

    public static let defaultViewModelSuffixes = ["ViewModel", "ViewModelType", "Presenter", "Interactor", "Reactor", "Store"]

    public init(baseClasses: Set<String> = [], viewModelSuffixes: [String] = ControllerResolver.defaultViewModelSuffixes) {
        self.baseClasses = Set(baseClasses.map(TypeNames.base))
        self.viewModelSuffixes = viewModelSuffixes
    }

    public func resolve(_ files: [FileOutline]) -> [Controller] {
        var classes: [String: [DeclarationReference]] = [:]
        var extensions: [String: [DeclarationReference]] = [:]
        for (file, outline) in files.enumerated() {
            for (type, declaration) in outline.types.enumerated() {
                let reference = DeclarationReference(file: file, type: type)
                if declaration.kind == .class { classes[declaration.simpleName, default: []].append(reference) }
                if declaration.kind == .extension { extensions[declaration.simpleName, default: []].append(reference) }
            }
        }
        var chains = AncestryResolver(files: files, classes: classes, frameworkBases: ControllerFamily.classes.union(baseClasses))
        var controllers: [Controller] = []
        for references in classes.values {
            for reference in references {
                guard let chain = chains.ancestry(of: reference) else { continue }
                controllers.append(controller(reference, chain: chain, files: files))
            }
        }
        attach(extensions, to: &controllers, files: files)
        for index in controllers.indices { summarize(&controllers[index], files: files) }
        return controllers.sorted { ($0.path, $0.position) < ($1.path, $1.position) }
    }

    private func controller(_ reference: DeclarationReference, chain: Ancestry, files: [FileOutline]) -> Controller {
        let outline = files[reference.file]
        let declaration = outline.types[reference.type]
        return Controller(
            name: declaration.qualifiedName, declaration: reference, path: outline.path,
            position: declaration.position, superclass: chain.names[0], ancestry: chain.names,
            ancestorDeclarations: chain.declarations, extensions: [], bodyLines: declaration.codeLines,
            extensionLines: 0, methodCount: 0, storedPropertyCount: 0, conformances: [], viewModel: nil)
    }

    /// Each extension goes to the controller it names. When several controllers share the
    /// name (apps with several targets), the one in the same file wins, else the one sharing the most leading folders.
    private func attach(_ extensions: [String: [DeclarationReference]], to controllers: inout [Controller], files: [FileOutline]) {
        var byName: [String: [Int]] = [:]
        for (index, controller) in controllers.enumerated() {
            byName[files[controller.declaration.file].types[controller.declaration.type].simpleName, default: []].append(index)
        }
        for (name, references) in extensions {
            guard let candidates = byName[name] else { continue }
            for reference in references.sorted() {
                let extended = files[reference.file].types[reference.type].name
                let matching = candidates.filter {
                    extended == name || controllers[$0].name.hasSuffix(extended) || extended.hasSuffix("." + controllers[$0].name)
                }
                guard let owner = matching.max(by: {
                    closeness(controllers[$0].declaration, reference, files) < closeness(controllers[$1].declaration, reference, files)
                }) else { continue }
                controllers[owner].extensions.append(reference)
            }
        }
    }

    private func closeness(_ controller: DeclarationReference, _ reference: DeclarationReference, _ files: [FileOutline]) -> Int {
        if controller.file == reference.file { return Int.max }
        let first = files[controller.file].path.split(separator: "/")
        let second = files[reference.file].path.split(separator: "/")
        return zip(first, second).prefix { $0 == $1 }.count
    }

    private func summarize(_ controller: inout Controller, files: [FileOutline]) {
        let declaration = files[controller.declaration.file].types[controller.declaration.type]
        let extensionDeclarations = controller.extensions.map { files[$0.file].types[$0.type] }
        controller.extensionLines = extensionDeclarations.reduce(0) { $0 + $1.codeLines }
        let all = [declaration] + extensionDeclarations
        controller.methodCount = all.reduce(0) { $0 + $1.functions.count { $0.kind == .function } }
        controller.storedPropertyCount = declaration.properties.count { $0.isStored && !$0.isStatic }
        var conformances = Set(declaration.inheritance.dropFirst().map(\.baseName))
        for extensionDeclaration in extensionDeclarations { conformances.formUnion(extensionDeclaration.inheritance.map(\.baseName)) }
        controller.conformances = conformances.sorted()
        let holders = [controller.declaration] + controller.ancestorDeclarations
        controller.viewModel = holders.lazy.compactMap { viewModel(in: files[$0.file].types[$0.type]) }.first
    }

    /// The view model type a class holds: a stored property's type, or an initializer's parameter.
    public func viewModel(in declaration: TypeDeclaration) -> String? {
        for property in declaration.properties where property.isStored && !property.isStatic {
            for written in [property.typeName, property.initializerTypeName].compactMap({ $0 }) {
                let name = TypeNames.base(written)
                if isViewModel(name) { return name }
            }
        }
        for function in declaration.functions where function.kind == .initializer {
            for written in function.parameterTypes where isViewModel(TypeNames.base(written)) {
                return TypeNames.base(written)
            }
        }
        return nil
    }

    public func isViewModel(_ typeName: String) -> Bool {
        viewModelSuffixes.contains { typeName.hasSuffix($0) }
    }
}

/// A controller's superclass chain, as names and as the in-tree declarations along it.
struct Ancestry {
    var names: [String]
    var declarations: [DeclarationReference]
}

/// Walks superclass chains through classes declared anywhere in the tree, memoized, tolerating
/// cycles and duplicate names.
struct AncestryResolver {
    let files: [FileOutline]
    let classes: [String: [DeclarationReference]]
    let frameworkBases: Set<String>
    private var memo: [DeclarationReference: Ancestry?] = [:]
    private var visiting: Set<DeclarationReference> = []

    init(files: [FileOutline], classes: [String: [DeclarationReference]], frameworkBases: Set<String>) {
        self.files = files
        self.classes = classes
        self.frameworkBases = frameworkBases
    }

    mutating func ancestry(of reference: DeclarationReference) -> Ancestry? {
        if let known = memo[reference] { return known }
        if visiting.contains(reference) { return nil }  // a cycle
        visiting.insert(reference)
        defer { visiting.remove(reference) }
        var result: Ancestry?
        if let superclass = files[reference.file].types[reference.type].inheritance.first?.baseName {
            if frameworkBases.contains(superclass) {
                result = Ancestry(names: [superclass], declarations: [])
            } else {
                for candidate in classes[superclass] ?? [] where candidate != reference {
                    if let chain = ancestry(of: candidate) {
                        result = Ancestry(names: [superclass] + chain.names, declarations: [candidate] + chain.declarations)
                        break
                    }
                }
            }
        }
        memo[reference] = .some(result)
        return result
    }
}
