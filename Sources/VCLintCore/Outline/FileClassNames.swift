/// A file's classes and extensions by name, gathered when the file is outlined: the resolver's
/// passes over the whole tree read these short lists instead of every declaration of every file
/// again, out of cache by then (`ClassParts`, `ClassHierarchy`, `ExtensionParts`).
public struct FileClassNames: Sendable {
    /// One class declaration (Swift `class`, `@interface`, `@implementation`) or extension
    /// (Swift `extension`, a category or class extension).
    struct Part: Sendable {
        /// Its index in the file's `types`.
        var type: Int
        var simpleName: String
        var isExtension: Bool
    }

    /// The file's classes and extensions, in declaration order.
    var parts: [Part] = []
    /// The simple name of each `@interface`.
    var interfaces: [String] = []
    /// Each class's other-language name (`@objc(Name)`, `NS_SWIFT_NAME(Name)`) that differs from
    /// its own simple name, with that name.
    var renamings: [(alias: String, name: String)] = []

    init() {}

    init(_ types: [TypeDeclaration]) {
        for type in types.indices where types[type].kind == .class || types[type].kind == .extension {
            let simpleName = TypeNames.simple(types[type].name)
            let isExtension = types[type].kind == .extension
            parts.append(Part(type: type, simpleName: simpleName, isExtension: isExtension))
            if isExtension { continue }
            if types[type].objcPart == .interface { interfaces.append(simpleName) }
            if let alias = types[type].bridgedName, alias != simpleName { renamings.append((alias, simpleName)) }
        }
    }
}
