/// Where the tree assigns and reads members by name: what `public_mutable_param` needs to tell a
/// parameter (set by other code) from state (set only by the controller). Built once per lint,
/// for the few names the rule asks about.
struct PropertyUseIndex {
    struct Site {
        var declaration: DeclarationReference
        /// Index into the declaration's references.
        var reference: Int
        var isAssigned: Bool
        var qualifier: ReferenceQualifier
    }

    private(set) var sites: [String: [Site]] = [:]

    init(project: Project, names: Set<String>) {
        for (fileIndex, file) in project.files.enumerated() {
            let wanted = file.names.map(names.contains)
            guard wanted.contains(true) else { continue }
            for (typeIndex, type) in file.types.enumerated() {
                for (index, reference) in type.references.enumerated() where wanted[Int(reference.name)] {
                    sites[file.name(reference.name), default: []].append(Site(
                        declaration: DeclarationReference(file: fileIndex, type: typeIndex), reference: index,
                        isAssigned: reference.isAssigned, qualifier: reference.qualifier))
                }
            }
        }
    }

    /// Whether the innermost function around a site, signature included (or its whole type,
    /// outside functions), names one of `types`: `let vc = DetailViewController()`,
    /// `as? DetailViewController`, `func show(_ chat: ChatViewController)`.
    static func context(of site: Site, in project: Project, names types: Set<String>) -> Bool {
        let file = project.files[site.declaration.file]
        let declaration = file.types[site.declaration.type]
        var range = declaration.references.indices
        for function in declaration.functions where function.bodyReferences.contains(site.reference) {
            if function.bodyReferences.count < range.count { range = function.bodyReferences }
        }
        if range.count < declaration.references.count {
            // The signature's names come after the previous function's body.
            let start = declaration.functions.map(\.bodyReferences.upperBound).filter { $0 <= range.lowerBound }.max() ?? 0
            range = start..<range.upperBound
        }
        return range.contains { types.contains(file.name(declaration.references[$0].name)) }
    }
}
