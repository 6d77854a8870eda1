/// Properties that in-tree protocols require to be settable (`var x: T { get set }`).
struct ProtocolRequirements {
    /// The project's protocols by simple name, in file order. Their requirements are read only for
    /// the names some controller reaches: building sets for every protocol cost more than the asking.
    private let declarations: [String: [DeclarationReference]]

    init(context: RuleContext) { declarations = context.protocolDeclarations }

    /// Every property name a protocol the controller (or an in-tree ancestor) conforms to requires.
    func settableNames(by controller: Controller, in context: RuleContext) -> Set<String> {
        guard !declarations.isEmpty else { return [] }
        var pending = controller.conformances
        for ancestor in controller.ancestorDeclarations.prefix(ControllerRelatives.maximumDepth) {
            pending += context.declaration(ancestor).inheritance.map(\.baseName)
        }
        var seen: Set<String> = []
        var names: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            for reference in declarations[next] ?? [] {
                let declaration = context.project.files[reference.file].types[reference.type]
                names.formUnion(declaration.properties.map(\.name))
                pending += declaration.inheritance.map(\.baseName)
            }
        }
        return names
    }
}
