/// Subclasses of each controller, found once: who may set an inherited property.
struct ControllerRelatives {
    /// Deeper than this, subclasses are not followed: real hierarchies are a few levels deep, and
    /// a generated chain of thousands must not make every controller cost the whole chain.
    static let maximumDepth = 64

    private var children: [DeclarationReference: [Int]] = [:]
    private let controllers: [Controller]
    /// Every controller's simple name.
    let allNames: Set<String>

    init(project: Project) {
        controllers = project.controllers
        allNames = Set(controllers.map { project.declaration($0.declaration).simpleName })
        for (index, controller) in controllers.enumerated() {
            var ancestors = controller.ancestorDeclarations
            if let parent = ancestors.next() { children[parent, default: []].append(index) }
        }
    }

    /// Controllers below this one, nearest first, down to `maximumDepth` levels.
    private func subclasses(of controller: Controller) -> [Int] {
        var result: [Int] = []
        var level = children[controller.declaration] ?? []
        var depth = 0
        while !level.isEmpty && depth < Self.maximumDepth {
            result += level
            level = level.flatMap { children[controllers[$0].declaration] ?? [] }
            depth += 1
        }
        return result
    }

    func subclassDeclarations(of controller: Controller, in context: RuleContext) -> DeclarationSet {
        DeclarationSet(subclasses(of: controller).flatMap { context.declarations(of: controllers[$0]) })
    }

    /// The controller's simple name and its subclasses': what code that creates one names.
    func names(of controller: Controller, in context: RuleContext) -> Set<String> {
        Set(([controller] + subclasses(of: controller).map { controllers[$0] }).map {
            context.declaration($0.declaration).simpleName
        })
    }
}
