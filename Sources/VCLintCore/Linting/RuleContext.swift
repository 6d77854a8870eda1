/// What a rule may read: the whole project, and whether a finding is suppressed where it lands.
public struct RuleContext: Sendable {
    public let project: Project
    /// One per file of the project.
    let suppressions: [SuppressionIndex]
    /// Every rule id vclint knows, enabled or not: what suppressions may name.
    let knownRules: Set<String>
    /// The simple names of the project's controllers.
    public let controllerNames: Set<String>

    public init(project: Project, knownRules: Set<String>) {
        self.project = project
        self.knownRules = knownRules
        suppressions = project.files.map { SuppressionIndex($0.directives) }
        controllerNames = Set(project.controllers.map { project.declaration($0.declaration).simpleName })
    }

    public func declaration(_ reference: DeclarationReference) -> TypeDeclaration {
        project.declaration(reference)
    }

    public func file(_ reference: DeclarationReference) -> FileOutline {
        project.files[reference.file]
    }

    public func location(_ reference: DeclarationReference, _ position: SourcePosition) -> Location {
        Location(path: project.files[reference.file].path, position)
    }

    /// Whether a `vclint:` comment switches `rule` off at a place in the file `file`.
    public func isSuppressed(_ rule: String, file: Int, at position: SourcePosition) -> Bool {
        suppressions[file].isSuppressed(rule, at: position)
    }

    /// The class declaration and its extensions, with the type declarations nested in any of them.
    public func declarations(of controller: Controller) -> [DeclarationReference] {
        let roots = [controller.declaration] + controller.extensions
        var result: [DeclarationReference] = []
        for root in roots {
            result.append(root)
            let types = project.files[root.file].types
            for index in types.indices where index > root.type && isNested(types, index, in: root.type) {
                result.append(DeclarationReference(file: root.file, type: index))
            }
        }
        return result
    }

    private func isNested(_ types: [TypeDeclaration], _ index: Int, in ancestor: Int) -> Bool {
        var parent = types[index].parent
        while let current = parent {
            if current == ancestor { return true }
            parent = types[current].parent
        }
        return false
    }
}
