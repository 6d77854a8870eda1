/// The tree's own classes that inherit a built-in networking client (`@interface AFOSCClient :
/// AFHTTPClient`, `final class API: AFHTTPSessionManager`): they make requests through what they
/// inherit (`[[AFOSCClient sharedClient] getPath:…]`), so `networking_in_controller` counts
/// their request methods as it counts the built-in client's. Worked out once per run, with the
/// rule context: the rule is on by default, and a lazy value would need a lock that every
/// controller's check passes through.
enum ClientSubclasses {
    /// A chain longer than this is a loop or generated code: not followed further.
    static let maximumDepth = 16

    static func names(in files: [FileOutline], clients: Set<String>) -> Set<String> {
        var superclass: [String: String] = [:]
        for file in files.indices {
            // By index: iterating the types would copy each whole declaration.
            let types = files[file].types
            for type in types.indices where types[type].kind == .class {
                guard let first = types[type].inheritance.first?.baseName else { continue }
                superclass[types[type].simpleName] = superclass[types[type].simpleName] ?? first
            }
        }
        // Each class is walked up at most `maximumDepth` steps: linear in the classes.
        var found = Set<String>()
        for name in superclass.keys {
            var current = name
            for _ in 0..<maximumDepth {
                guard let parent = superclass[current] else { break }
                if clients.contains(parent) || found.contains(parent) {
                    found.insert(name)
                    break
                }
                current = parent
            }
        }
        return found.subtracting(clients)
    }
}
