/// How the resolver reads a tree's class declarations across both languages: which names are
/// other names of an in-tree class, and which Objective-C `@implementation Name : Super` parts
/// are the class itself or only its code.
struct ClassParts {
    /// Other-language names (`@objc(Name)`, `NS_SWIFT_NAME(Name)`) → the class's own simple name.
    private var classByBridgedName: [String: String] = [:]
    /// Simple names declared by an `@interface`, interned: a byte hash, not a `Set`'s SipHash.
    private var interfaceNames = NameInterner()

    /// Types are read by index, field by field: iterating them copied each whole declaration.
    init(files: [FileOutline]) {
        var bridged: [(alias: String, name: String)] = []
        for file in files.indices {
            let types = files[file].types
            for type in types.indices where types[type].kind == .class && (types[type].objcPart == .interface || types[type].bridgedName != nil) {
                let simpleName = TypeNames.simple(types[type].name)
                if types[type].objcPart == .interface { _ = interfaceNames.id(of: simpleName) }
                if let alias = types[type].bridgedName, alias != simpleName { bridged.append((alias, simpleName)) }
            }
        }
        guard !bridged.isEmpty else { return }
        // A class's own name wins over another class's other name; the first renaming of a name wins.
        var classNames = NameInterner()
        for file in files.indices {
            let types = files[file].types
            for type in types.indices where types[type].kind == .class { _ = classNames.id(of: TypeNames.simple(types[type].name)) }
        }
        for (alias, name) in bridged where classNames.existingID(of: alias) == nil && classByBridgedName[alias] == nil {
            classByBridgedName[alias] = name
        }
    }

    /// The simple name of the in-tree class a superclass or an extension names.
    func resolved(_ name: String) -> String { classByBridgedName.isEmpty ? name : classByBridgedName[name] ?? name }

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
