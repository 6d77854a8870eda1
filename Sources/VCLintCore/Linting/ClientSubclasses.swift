import Synchronization

/// The tree's own classes that inherit a built-in networking client (`@interface AFOSCClient :
/// AFHTTPClient`, `final class API: AFHTTPSessionManager`): they make requests through what they
/// inherit (`[[AFOSCClient sharedClient] getPath:…]`), so `networking_in_controller` counts
/// their request methods as it counts the built-in client's. Worked out on first use, once per
/// run: a lint that counts no networking pays nothing.
final class ClientSubclasses: Sendable {
    private let names = Mutex<Set<String>?>(nil)

    func names(in project: Project) -> Set<String> {
        names.withLock { names in
            if names == nil { names = Self.names(in: project.files, clients: RequestCalls.clientTypes) }
            return names!
        }
    }

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
