import Synchronization

/// The app's own typed settings: properties the tree declares in an extension of `UserDefaults`
/// (`var launchCount: Int { get { integer(forKey: …) } … }`, an Objective-C category's
/// `@property`). Such an accessor hides the key behind a name: the persistence rules count a
/// controller's `UserDefaults.standard.launchCount` as storage unless a team calls those
/// accessors its settings store (`count_typed_settings: false`). A property typed as a store
/// (`static let shared = UserDefaults(suiteName: …)`) is a suite, not a setting.
/// Worked out on first use, once per run: a lint that counts no storage pays nothing.
final class TypedSettings: Sendable {
    private let names = Mutex<Set<String>?>(nil)

    func names(in project: Project) -> Set<String> {
        names.withLock { names in
            if names == nil { names = Self.names(in: project.files) }
            return names!
        }
    }

    static let defaultsTypes: Set<String> = ["UserDefaults", "NSUserDefaults"]

    static func names(in files: [FileOutline]) -> Set<String> {
        var found = Set<String>()
        for file in files.indices {
            // By index: iterating the types would copy each whole declaration.
            let types = files[file].types
            for type in types.indices where types[type].kind == .extension && defaultsTypes.contains(types[type].name) {
                for property in types[type].properties {
                    let declared = [property.typeName, property.initializerTypeName].compactMap { $0 }.map(TypeNames.base)
                    if !declared.contains(where: PersistenceUses.storeTypes.contains) { found.insert(property.name) }
                }
            }
        }
        return found
    }
}
