/// How the resolver reads a tree's class declarations across both languages: which names are
/// other names of an in-tree class, and which Objective-C `@implementation Name : Super` parts
/// are the class itself or only its code.
struct ClassParts {
    /// Other-language names (`@objc(Name)`, `NS_SWIFT_NAME(Name)`) → the class's own simple name.
    private var classByBridgedName: [String: String] = [:]
    /// Simple names declared by an `@interface`.
    private var interfaceNames: Set<String> = []

    /// Types are read by index, field by field: iterating them copied each whole declaration.
    init(files: [FileOutline]) {
        var bridged: [(alias: String, name: String)] = []
        for file in files.indices {
            let types = files[file].types
            for type in types.indices where types[type].kind == .class && (types[type].objcPart == .interface || types[type].bridgedName != nil) {
                if types[type].objcPart == .interface { interfaceNames.insert(types[type].simpleName) }
                if let alias = types[type].bridgedName, alias != types[type].simpleName { bridged.append((alias, types[type].simpleName)) }
            }
        }
        guard !bridged.isEmpty else { return }
        // A class's own name wins over another class's other name; the first renaming of a name wins.
        var classNames: Set<String> = []
        for file in files.indices {
            let types = files[file].types
            for type in types.indices where types[type].kind == .class { classNames.insert(types[type].simpleName) }
        }
        for (alias, name) in bridged where !classNames.contains(alias) && classByBridgedName[alias] == nil {
            classByBridgedName[alias] = name
        }
    }

    /// The simple name of the in-tree class a superclass or an extension names.
    func resolved(_ name: String) -> String { classByBridgedName.isEmpty ? name : classByBridgedName[name] ?? name }

    /// Whether the declaration declares a class: a Swift class, an `@interface`, or an
    /// `@implementation Name : Super` with no `@interface` anywhere (legal, old style).
    /// Asked of `types[index]`, reading only the fields it needs.
    func isClass(_ types: [TypeDeclaration], _ index: Int) -> Bool {
        types[index].kind == .class && (types[index].objcPart != .implementation || !interfaceNames.contains(types[index].simpleName))
    }

    /// Whether the declaration attaches by name to a class declared elsewhere: an extension, a
    /// class extension, a category, an implementation (with or without a repeated superclass).
    func attaches(_ types: [TypeDeclaration], _ index: Int) -> Bool {
        types[index].kind == .extension || (types[index].kind == .class && !isClass(types, index))
    }
}
