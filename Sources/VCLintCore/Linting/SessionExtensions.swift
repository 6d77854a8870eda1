/// The request methods the tree adds to URLSession in an extension (objc.io's
/// `load(_ resource:)`, a `getData(for:)` that checks the status code): called on a session,
/// they run a request as `data(for:)` does, so the networking rules count them with URLSession's
/// own. A method counts when its body calls one of URLSession's request methods, or another
/// such method; `invalidateAll()` in the same extension does not. Worked out once per run, with
/// the rule context, from the few extensions of URLSession a tree has.
enum SessionExtensions {
    static let sessionTypes: Set<String> = ["URLSession", "NSURLSession"]
    /// Rounds of "calls one that does": a helper over a helper over `data(for:)`.
    static let wrapperRounds = 3

    /// URLSession's request methods and the tree's.
    static func requestMethods(in files: [FileOutline]) -> Set<String> {
        let builtIn = RequestCalls.sessionMethods.union(RequestCalls.taskMethods)
        var candidates: [(name: String, calls: Set<String>)] = []
        for file in files.indices {
            // By index: iterating the types would copy each whole declaration.
            let types = files[file].types
            for type in types.indices where types[type].kind == .extension && sessionTypes.contains(types[type].name) {
                for function in types[type].functions where function.kind == .function {
                    let calls = Set(types[type].references[function.bodyReferences].lazy.filter(\.isCalled)
                        .map { files[file].names[Int($0.name)] })
                    candidates.append((function.name, calls))
                }
            }
        }
        var found = Set<String>()
        for _ in 0..<wrapperRounds {
            for candidate in candidates where !found.contains(candidate.name)
                && !(candidate.calls.isDisjoint(with: builtIn) && candidate.calls.isDisjoint(with: found)) {
                found.insert(candidate.name)
            }
        }
        return found.union(RequestCalls.sessionMethods)
    }
}
