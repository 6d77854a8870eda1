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

    /// Read from each file's class names (`FileClassNames`), gathered as it was outlined: short
    /// lists, where a pass over every declaration of the tree (out of cache after the scan) took
    /// two threads most of a millisecond.
    init(files: [FileOutline]) {
        var bridged: [(alias: String, name: String)] = []
        for file in files.indices {
            for name in files[file].classNames.interfaces { _ = interfaceNames.id(of: name) }
            bridged += files[file].classNames.renamings
        }
        guard !bridged.isEmpty else { return }
        // A class's own name wins over another class's other name; the first renaming of a name wins.
        let aliases = NameLookup(Array(Set(bridged.map(\.alias))))
        var named = [Bool](repeating: false, count: aliases.names.count)
        for file in files.indices {
            for part in files[file].classNames.parts where !part.isExtension {
                if let index = aliases.index(of: part.simpleName) { named[index] = true }
            }
        }
        var classByAlias: [String: String] = [:]
        for (alias, name) in bridged where classByAlias[alias] == nil {
            let index = aliases.index(of: alias)!  // every alias is in the lookup
            if !named[index] { classByAlias[alias] = name }
        }
        bridgedNames = NameLookup(Array(classByAlias.keys))
        classByBridgedName = bridgedNames.names.map { classByAlias[$0]! }
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
