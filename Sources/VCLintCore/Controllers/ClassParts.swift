/// How the resolver reads a tree's class declarations across both languages: which names are
/// other names of an in-tree class, and which Objective-C `@implementation Name : Super` parts
/// are the class itself or only its code.
struct ClassParts {
    /// Other-language names (`@objc(Name)`, `NS_SWIFT_NAME(Name)`), and by index the class's own
    /// simple name for each: asked of every superclass and extension, which a `Dictionary`
    /// would hash with SipHash.
    private var bridgedNames = NameLookup([])
    private var classByBridgedName: [String] = []
    /// Simple names declared by an `@interface`, interned: a byte hash, not a `Set`'s SipHash.
    private var interfaceNames = NameInterner()

    /// Types are read by index, field by field: iterating them copied each whole declaration.
    /// `jobs`: threads that read a run of consecutive files each (every declaration of the tree,
    /// out of cache after the scan); what they find is put together in file order.
    init(files: [FileOutline], jobs: Int = 1) {
        let slices = max(1, min(files.count, jobs))
        let runs = (0..<slices).map { (files.count * $0 / slices)..<(files.count * ($0 + 1) / slices) }
        let found = Parallel.map(slices, jobs: jobs) { slice in Self.interfacesAndRenamings(files, runs[slice]) }
        for (interfaces, _) in found {
            for name in interfaces { _ = interfaceNames.id(of: name) }
        }
        let bridged = found.flatMap(\.renamings)
        guard !bridged.isEmpty else { return }
        // A class's own name wins over another class's other name; the first renaming of a name wins.
        let aliases = NameLookup(Array(Set(bridged.map(\.alias))))
        let named = Parallel.map(slices, jobs: jobs) { slice in Self.aliasesNamingClasses(aliases, files, runs[slice]) }
        var classByAlias: [String: String] = [:]
        for (alias, name) in bridged where classByAlias[alias] == nil {
            let index = aliases.index(of: alias)!  // every alias is in the lookup
            if !named.contains(where: { $0[index] }) { classByAlias[alias] = name }
        }
        bridgedNames = NameLookup(Array(classByAlias.keys))
        classByBridgedName = bridgedNames.names.map { classByAlias[$0]! }
    }

    /// The simple names of the `@interface`s in `run`, and the other-language names of its classes, in order.
    private static func interfacesAndRenamings(_ files: [FileOutline], _ run: Range<Int>)
        -> (interfaces: [String], renamings: [(alias: String, name: String)]) {
        var interfaces: [String] = []
        var renamings: [(alias: String, name: String)] = []
        for file in run {
            let types = files[file].types
            for type in types.indices where types[type].kind == .class && (types[type].objcPart == .interface || types[type].bridgedName != nil) {
                let simpleName = TypeNames.simple(types[type].name)
                if types[type].objcPart == .interface { interfaces.append(simpleName) }
                if let alias = types[type].bridgedName, alias != simpleName { renamings.append((alias, simpleName)) }
            }
        }
        return (interfaces, renamings)
    }

    /// For each of `aliases`, whether a class in `run` has it for its own simple name.
    private static func aliasesNamingClasses(_ aliases: NameLookup, _ files: [FileOutline], _ run: Range<Int>) -> [Bool] {
        var named = [Bool](repeating: false, count: aliases.names.count)
        for file in run {
            let types = files[file].types
            for type in types.indices where types[type].kind == .class {
                if let index = aliases.index(of: TypeNames.simple(types[type].name)) { named[index] = true }
            }
        }
        return named
    }

    /// The simple name of the in-tree class a superclass or an extension names.
    func resolved(_ name: String) -> String {
        guard !classByBridgedName.isEmpty, let index = bridgedNames.index(of: name) else { return name }
        return classByBridgedName[index]
    }

    /// Whether the declaration declares a class: a Swift class, an `@interface`, or an
    /// `@implementation Name : Super` with no `@interface` anywhere (legal, old style).
    /// Asked of `types[index]`, reading only the fields it needs.
    func isClass(_ types: [TypeDeclaration], _ index: Int) -> Bool {
        types[index].kind == .class
            && (types[index].objcPart != .implementation || interfaceNames.existingID(of: TypeNames.simple(types[index].name)) == nil)
    }

    /// Whether the declaration attaches by name to a class declared elsewhere: an extension, a
    /// class extension, a category, an implementation (with or without a repeated superclass).
    func attaches(_ types: [TypeDeclaration], _ index: Int) -> Bool {
        types[index].kind == .extension || (types[index].kind == .class && !isClass(types, index))
    }
}
