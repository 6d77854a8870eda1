/// How the resolver reads a tree's class declarations across both languages: which names are
/// other names of an in-tree class, and which Objective-C `@implementation Name : Super` parts
/// are the class itself or only its code.
struct ClassParts {
    /// Other-language names (`@objc(Name)`, `NS_SWIFT_NAME(Name)`) → the class's own simple name.
    private var classByBridgedName: [String: String] = [:]
    /// Simple names declared by an `@interface`.
    private var interfaceNames: Set<String> = []

    init(files: [FileOutline]) {
        var bridged: [(alias: String, name: String)] = []
        for outline in files {
            for type in outline.types where type.kind == .class && (type.objcPart == .interface || type.bridgedName != nil) {
                if type.objcPart == .interface { interfaceNames.insert(type.simpleName) }
                if let alias = type.bridgedName, alias != type.simpleName { bridged.append((alias, type.simpleName)) }
            }
        }
        guard !bridged.isEmpty else { return }
        // A class's own name wins over another class's other name; the first renaming of a name wins.
        var classNames: Set<String> = []
        for outline in files {
            for type in outline.types where type.kind == .class { classNames.insert(type.simpleName) }
        }
        for (alias, name) in bridged where !classNames.contains(alias) && classByBridgedName[alias] == nil {
            classByBridgedName[alias] = name
        }
    }

    /// The simple name of the in-tree class a superclass or an extension names.
    func resolved(_ name: String) -> String { classByBridgedName.isEmpty ? name : classByBridgedName[name] ?? name }

    /// Whether the declaration declares a class: a Swift class, an `@interface`, or an
    /// `@implementation Name : Super` with no `@interface` anywhere (legal, old style).
    func isClass(_ type: TypeDeclaration) -> Bool {
        type.kind == .class && (type.objcPart != .implementation || !interfaceNames.contains(type.simpleName))
    }

    /// Whether the declaration attaches by name to a class declared elsewhere: an extension, a
    /// class extension, a category, an implementation (with or without a repeated superclass).
    func attaches(_ type: TypeDeclaration) -> Bool {
        type.kind == .extension || (type.kind == .class && !isClass(type))
    }
}
