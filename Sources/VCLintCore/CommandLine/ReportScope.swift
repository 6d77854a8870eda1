/// The files whose findings a run reports (`--report-only`, `--changed-since`), while the whole
/// tree is still read so that controllers whose bases live elsewhere are found.
///
/// A finding is located in a file when it lands there, when one of its related places is there
/// (a network call), or, for a finding about a whole controller, when any of the controller's
/// declarations (its class or an extension) is there: growing an extension grows the controller.
/// A finding about one member (`Rule.findingScope`) stays with the member and its uses.
public struct ReportScope: Sendable {
    /// Real paths of the files and directories named.
    private let files: Set<String>
    private let directories: [String]

    public init(paths: [String]) {
        var files: Set<String> = []
        var directories: [String] = []
        for path in paths {
            let identity = PathNames.identity(path)
            if case .success(.directory) = FileSystem.inspect(path) {
                directories.append(identity.hasSuffix("/") ? identity : identity + "/")
            } else {
                files.insert(identity)
            }
        }
        self.files = files
        self.directories = directories
    }

    /// Whether the file at `path` is in the scope.
    public func contains(_ path: String) -> Bool {
        let identity = PathNames.identity(path)
        return files.contains(identity) || directories.contains { identity.hasPrefix($0) }
    }

    /// The findings located in the scope, in their order.
    public func filter(_ violations: [Violation], project: Project) -> [Violation] {
        var controllerPaths: [String: [String]] = [:]
        for controller in project.controllers {
            let paths = ([controller.declaration] + controller.extensions).map { project.files[$0.file].path }
            controllerPaths[controller.name, default: []] += paths
        }
        var known: [String: Bool] = [:]
        func contains(_ path: String) -> Bool {
            if let answer = known[path] { return answer }
            let answer = self.contains(path)
            known[path] = answer
            return answer
        }
        return violations.filter { violation in
            if contains(violation.location.path) { return true }
            if violation.related.contains(where: { contains($0.location.path) }) { return true }
            guard let controller = violation.controller, Self.isAboutWholeController(violation) else { return false }
            return controllerPaths[controller, default: []].contains(where: contains)
        }
    }

    static func isAboutWholeController(_ violation: Violation) -> Bool {
        !memberRules.contains(violation.rule)
    }

    private static let memberRules: Set<String> = {
        var ids: Set<String> = []
        for rule in RuleRegistry.all {
            if case .member = rule.findingScope { ids.insert(rule.id) }
        }
        return ids
    }()
}
