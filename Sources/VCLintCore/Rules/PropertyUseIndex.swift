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
        /// In a test target or a mock (`isTestCode`), worked out once per file.
        var isInTestCode: Bool
    }

    private(set) var sites: [String: [Site]] = [:]
    /// For each file with sites: which of its names are controllers' simple names.
    private var controllerNameIDs: [Int: [Bool]] = [:]

    init(project: Project, names: Set<String>, controllerNames: Set<String>) {
        // `[controller setRecipe:recipe]`: Objective-C's other way to assign `recipe`.
        var setters: [String: String] = [:]
        for name in names where !name.isEmpty { setters["set\(name.prefix(1).uppercased())\(name.dropFirst())"] = name }
        // Hashing every name of every file costs more than the rest of the rule: a cheap filter
        // turns most of them away first.
        let wantedFilter = NamePrefilter(names.union(setters.keys))
        let controllerFilter = NamePrefilter(controllerNames)
        for (fileIndex, file) in project.files.enumerated() {
            let wanted = file.names.map { wantedFilter.mayContain($0) && (names.contains($0) || setters[$0] != nil) }
            guard wanted.contains(true) else { continue }
            let isInTestCode = Self.isTestCode(file.path)
            controllerNameIDs[fileIndex] = file.names.map { controllerFilter.mayContain($0) && controllerNames.contains($0) }
            for (typeIndex, type) in file.types.enumerated() {
                for (index, reference) in type.references.enumerated() where wanted[Int(reference.name)] {
                    let name = file.name(reference.name)
                    var isAssigned = reference.isAssigned
                    var property = name
                    if let setter = setters[name], !names.contains(name) {
                        guard reference.isCalled && reference.qualifier != .none else { continue }
                        property = setter
                        isAssigned = true
                    }
                    sites[property, default: []].append(Site(
                        declaration: DeclarationReference(file: fileIndex, type: typeIndex), reference: index,
                        isAssigned: isAssigned, qualifier: reference.qualifier, isInTestCode: isInTestCode))
                }
            }
        }
    }

    /// What a site is about, as far as names tell.
    enum Subject { case these, anotherController, unknown }

    /// Whether the site is about one of `types`: the nearest controller type named before it in
    /// its innermost function, signature included (or in its whole type, outside functions):
    /// `let vc = DetailViewController()`, `as? DetailViewController`,
    /// `func show(_ chat: ChatViewController)`. The nearest one, because one coordinator function
    /// often creates and configures many controllers.
    func subject(of site: Site, types: Set<String>, in project: Project) -> Subject {
        let file = project.files[site.declaration.file]
        let isControllerName = controllerNameIDs[site.declaration.file] ?? []
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
        for index in stride(from: site.reference - 1, through: range.lowerBound, by: -1) {
            let name = declaration.references[index].name
            if isControllerName[Int(name)] { return types.contains(file.name(name)) ? .these : .anotherController }
        }
        return .unknown
    }

    /// Whether a site is in an initializer of its type (`self.item = item` in `init`).
    static func isInInitializer(_ site: Site, in project: Project) -> Bool {
        project.files[site.declaration.file].types[site.declaration.type].functions.contains {
            $0.kind == .initializer && $0.bodyReferences.contains(site.reference)
        }
    }

    /// Whether a named receiver stands right before the member: `detail.item`, `detail?.item`.
    static func hasReceiverName(_ site: Site, in project: Project) -> Bool {
        guard site.reference > 0 else { return false }
        let file = project.files[site.declaration.file]
        let references = file.types[site.declaration.type].references
        let previous = references[site.reference - 1]
        if previous.hasMember { return true }
        let end = previous.offset + UInt32(file.name(previous.name).utf8.count)
        return !previous.isCalled && references[site.reference].offset == end + 2
    }

    /// `self.detail.item = x`, `detail.item = x` where `detail` is a stored property: the
    /// receiver lives on, so the assignment updates a controller that was configured before.
    static func isOnStoredReceiver(_ site: Site, in project: Project) -> Bool {
        guard site.reference > 0 else { return false }
        let file = project.files[site.declaration.file]
        let declaration = file.types[site.declaration.type]
        let receiver = declaration.references[site.reference - 1]
        guard receiver.hasMember else { return false }
        if receiver.qualifier == .ownMember { return true }
        let name = file.name(receiver.name)
        return receiver.qualifier == .none && declaration.properties.contains { $0.isStored && $0.name == name }
    }

    /// Test targets and mocks: `AppTests/…`, `…/FeedViewControllerTests.swift`, `…Tests.m`, `MockTabDelegate.swift`.
    /// Compared as bytes: comparing Characters cost thousands of instructions per path.
    static func isTestCode(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
            let component = bytes[start..<end]
            // The name before its first dot: `FeedTests.swift` and `FeedTests.m` alike.
            let stem = component.prefix { $0 != UInt8(ascii: ".") }
            if testSuffixes.contains(where: { stem.ends(with: $0) }) || stem.starts(with: mockPrefix) { return true }
            start = end + 1
        }
        return false
    }

    private static let testSuffixes = ["Tests", "Mocks", "Mock"].map { Array($0.utf8) }
    private static let mockPrefix = Array("Mock".utf8)
}

private extension ArraySlice<UInt8> {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(endIndex - suffix.count)...].elementsEqual(suffix)
    }
}
