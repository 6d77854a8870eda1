/// The tree's variables outside any type that hold a store (`let prefs =
/// UserDefaults(suiteName: group)!`, `let fm = FileManager.default`): a call through one
/// (`prefs.set(…)`) uses storage wherever it is written, as a call through a stored property of
/// a store does. Known by what created them or their declared type, never by their names.
/// Worked out once per run, with the rule context: few files declare any.
enum StoreGlobals {
    static func names(in files: [FileOutline]) -> Set<String> {
        var found = Set<String>()
        for file in files.indices {
            for global in files[file].globals {
                let types = [global.typeName, global.initializerTypeName].compactMap { $0 }.map(TypeNames.base)
                if types.contains(where: PersistenceUses.storeTypes.contains) { found.insert(global.name) }
            }
        }
        return found
    }
}
