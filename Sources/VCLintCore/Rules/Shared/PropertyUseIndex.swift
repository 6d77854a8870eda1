/// Where the tree assigns and reads members by name: what `public_mutable_param` needs to tell a
/// parameter (set by other code) from state (set only by the controller). Built once per lint,
/// for the few names the rule asks about.
struct PropertyUseIndex {
    struct Site: Sendable {
        var declaration: DeclarationReference
        /// Index into the declaration's references.
        var reference: Int
        var isAssigned: Bool
        var qualifier: ReferenceQualifier
        /// In a test target or a mock (`isTestCode`), worked out once per file.
        var isInTestCode: Bool
        /// For another receiver's member outside test code: the nearest controller named before
        /// it (see `subject`), as an index into the controller names; -1 when none is.
        var nearestController: Int32 = -1
        /// The function with the smallest body holding it, as an index into its type's functions;
        /// -1 outside every body (a property's initializer).
        var innermostFunction: Int32 = -1
        /// In an initializer of its type (`self.item = item` in `init`), a local function in one included.
        var isInInitializer = false
    }

    private(set) var sites: [String: [Site]] = [:]
    private let controllers: NameLookup
    private static let unknown: Int32 = -2

    /// `assignedOnly`: keep only assignments (and Objective-C setter calls), for a caller that
    /// never asks about reads.
    /// `jobs`: threads that read the files' references, a slice of the files each; the sites
    /// come out in file order whatever the number. Reading every reference of the tree is most of
    /// this rule's time, and the rule runs on one of the linter's threads while others finish.
    init(project: Project, names: Set<String>, controllerNames: Set<String>, assignedOnly: Bool = false, jobs: Int = 1) {
        // `[controller setRecipe:recipe]`: Objective-C's other way to assign `recipe`.
        var setters: [String: String] = [:]
        for name in names where !name.isEmpty { setters["set\(name.prefix(1).uppercased())\(name.dropFirst())"] = name }
        // A name is a property's own name or, when it is none, a setter's; `wanted` lists both.
        let properties = Array(names)
        let setterNames = setters.keys.filter { !names.contains($0) }
        let propertyIndex = Dictionary(uniqueKeysWithValues: properties.enumerated().map { ($1, $0) })
        let wanted = WantedNames(lookup: NameLookup(properties + setterNames), propertyCount: properties.count,
                                 propertyOfSetter: setterNames.map { propertyIndex[setters[$0]!]! },
                                 keys: NameKeyFilter(properties + setterNames))
        let controllers = NameLookup(Array(controllerNames))
        self.controllers = controllers
        let files = project.files
        let slices = jobs > 1 ? min(files.count, jobs * 8) : 1
        // Consecutive files per slice, so the slices' sites joined in order are in file order.
        let found = Parallel.map(slices, jobs: jobs) { slice in
            files.withUnsafeBufferPointer { files in
                Self.sites(in: (files.count * slice / slices)..<(files.count * (slice + 1) / slices), of: files,
                           wanted: wanted, controllers: controllers, assignedOnly: assignedOnly)
            }
        }
        for (index, name) in properties.enumerated() {
            let perSlice = found.map { $0[index] }
            if perSlice.contains(where: { !$0.isEmpty }) { sites[name] = Array(perSlice.joined()) }
        }
    }

    /// What a reference's name must be to make a site: a property (`index < propertyCount`) or,
    /// past them, a setter of one.
    private struct WantedNames: Sendable {
        let lookup: NameLookup
        let propertyCount: Int
        let propertyOfSetter: [Int]
        /// Nil when some name is not ASCII.
        let keys: NameKeyFilter?

        /// False when the setting's name is surely none of these.
        func mayInclude(_ setting: SettingReference) -> Bool { keys?.mayContain(setting.nameKey) ?? true }
    }

    /// The sites in `fileIndices`, one list per property. `files` is read in place: a file's
    /// setting references are looked over first, and the whole outline is copied (a retain of
    /// each of its arrays) only for a file where a wanted name may be set.
    private static func sites(in fileIndices: Range<Int>, of files: UnsafeBufferPointer<FileOutline>,
                              wanted: WantedNames, controllers: NameLookup, assignedOnly: Bool) -> [[Site]] {
        var found = [[Site]](repeating: [], count: wanted.propertyCount)
        // Per file: for each of its names, the index in `wanted`, -1 for none, or `unknown` until
        // a reference asks: with `assignedOnly`, few of a file's names are ever asked about.
        var codes: [Int32] = []
        var controllerCodes: [Int32] = []
        for fileIndex in fileIndices {
            if assignedOnly && !files[fileIndex].settingReferences.contains(where: wanted.mayInclude) { continue }
            let file = files[fileIndex]
            let names = file.names
            codes.removeAll(keepingCapacity: true)
            codes.append(contentsOf: repeatElement(Self.unknown, count: file.names.count))
            var isInTestCode: Bool?
            var hasControllerCodes = false
            // Only for the types a site is in: most of a file's types have none.
            var nestings: [Int: FunctionNesting] = [:]
            func consider(_ typeIndex: Int, _ index: Int, in references: [Reference]) {
                let reference = references[index]
                if assignedOnly && !reference.isAssigned {
                    // Only an assignment, or a setter called on a receiver (`[detail setItem:item]`), can be
                    // an assigned site: a call's name that does not begin with `set` needs no lookup.
                    guard reference.isCalled && reference.qualifier != .none else { return }
                    if codes[Int(reference.name)] == Self.unknown && !names.withUTF8(Int(reference.name), SettingReference.beginsWithSet) { return }
                }
                var code = codes[Int(reference.name)]
                if code == Self.unknown {
                    let id = Int(reference.name)
                    code = names.withUTF8(id) { wanted.lookup.index(ofUTF8: $0) { names[id] } }.map { Int32($0) } ?? -1
                    codes[Int(reference.name)] = code
                }
                guard code >= 0 else { return }
                var isAssigned = reference.isAssigned
                var property = Int(code)
                if property >= wanted.propertyCount {
                    guard reference.isCalled && reference.qualifier != .none else { return }
                    property = wanted.propertyOfSetter[property - wanted.propertyCount]
                    isAssigned = true
                }
                if assignedOnly && !isAssigned { return }
                let isTest = isInTestCode ?? Self.isTestCode(file.path)
                isInTestCode = isTest
                var site = Site(
                    declaration: DeclarationReference(file: fileIndex, type: typeIndex), reference: index,
                    isAssigned: isAssigned, qualifier: reference.qualifier, isInTestCode: isTest)
                let functions = file.types[typeIndex].functions
                let nesting = nestings[typeIndex] ?? FunctionNesting(functions)
                nestings[typeIndex] = nesting
                let function = nesting.innermostFunction(holding: index)
                site.innermostFunction = Int32(function ?? -1)
                site.isInInitializer = nesting.isInInitializer(index)
                if reference.qualifier == .otherMember && !isTest {
                    if !hasControllerCodes {
                        controllerCodes.removeAll(keepingCapacity: true)
                        controllerCodes.append(contentsOf: repeatElement(Self.unknown, count: file.names.count))
                        hasControllerCodes = true
                    }
                    // The innermost function's signature begins after the body before it; outside
                    // functions, the whole type is searched.
                    let start = function.map { nesting.lastBodyEnd(atOrBefore: functions[$0].bodyReferences.lowerBound) } ?? 0
                    site.nearestController = nearestController(
                        before: index, from: start, in: references,
                        names: names, controllers: controllers, controllerCodes: &controllerCodes)
                }
                found[property].append(site)
            }
            if assignedOnly {
                // Assignments and `set…` calls are listed as the file is outlined: the rest need no look.
                for setting in file.settingReferences where wanted.mayInclude(setting) {
                    let typeIndex = Int(setting.type)
                    consider(typeIndex, Int(setting.reference), in: file.types[typeIndex].references)
                }
            } else {
                for typeIndex in file.types.indices {
                    let references = file.types[typeIndex].references
                    for index in references.indices { consider(typeIndex, index, in: references) }
                }
            }
        }
        return found
    }

    /// What a site is about, as far as names tell.
    enum Subject { case these, anotherController, unknown }

    /// Whether the site is about one of `types`: the nearest controller type named before it in
    /// its innermost function, signature included (or in its whole type, outside functions):
    /// `let vc = DetailViewController()`, `as? DetailViewController`,
    /// `func show(_ chat: ChatViewController)`. The nearest one, because one coordinator function
    /// often creates and configures many controllers. Asked only of other receivers' members
    /// outside test code.
    func subject(of site: Site, types: Set<String>) -> Subject {
        guard site.nearestController >= 0 else { return .unknown }
        return types.contains(controllers.names[Int(site.nearestController)]) ? .these : .anotherController
    }

    /// The index in the controller names of the nearest one named before `reference`, back to
    /// `start` (see `subject`).
    /// `controllerCodes`: per name of the file, the index in the controller names, -1, or `unknown` until asked.
    private static func nearestController(before reference: Int, from start: Int, in references: [Reference],
                                          names: NameList, controllers: NameLookup,
                                          controllerCodes: inout [Int32]) -> Int32 {
        for index in stride(from: reference - 1, through: start, by: -1) {
            let name = Int(references[index].name)
            if controllerCodes[name] == Self.unknown {
                controllerCodes[name] = names.withUTF8(name) { controllers.index(ofUTF8: $0) { names[name] } }.map { Int32($0) } ?? -1
            }
            if controllerCodes[name] >= 0 { return controllerCodes[name] }
        }
        return -1
    }

    /// Where a site stands in the source.
    static func location(of site: Site, in project: Project) -> Location {
        let file = project.files[site.declaration.file]
        return Location(path: file.path, file.position(of: file.types[site.declaration.type].references[site.reference].offset))
    }

    /// Whether a named receiver stands right before the member: `detail.item`, `detail?.item`.
    static func hasReceiverName(_ site: Site, in project: Project) -> Bool {
        guard site.reference > 0 else { return false }
        let references = project.files[site.declaration.file].types[site.declaration.type].references
        let previous = references[site.reference - 1]
        if previous.hasMember { return true }
        let end = previous.offset + UInt32(project.files[site.declaration.file].names.utf8Count(Int(previous.name)))
        return !previous.isCalled && references[site.reference].offset == end + 2
    }

    /// One receiver in one function: `alert` in `createRepost`. Sets with the same key set the
    /// same controller.
    struct ReceiverKey: Hashable {
        var declaration: DeclarationReference
        var function: Int32
        var receiver: UInt32
    }

    /// The key of a named receiver's member set (`alert.isDismissable = x`); nil without one.
    static func receiverKey(_ site: Site, in project: Project) -> ReceiverKey? {
        guard site.reference > 0 else { return nil }
        let references = project.files[site.declaration.file].types[site.declaration.type].references
        return ReceiverKey(declaration: site.declaration, function: site.innermostFunction,
                           receiver: references[site.reference - 1].name)
    }

    /// Whether `later`, a set on the same receiver in the same function (see `receiverKey`), sets
    /// the controller `earlier` set again after showing it: a screen is shown in between
    /// (`present`, `pushViewController`, `show…` called) and none of `types` is named there, so the
    /// name still holds the same controller, not one made in another branch.
    /// Sets further apart than `showingSpan` references are not read as one (bounds the scan, so a
    /// function of thousands of such sets stays linear).
    static func isSetAgainAfterShowing(_ earlier: Site, _ later: Site, in project: Project, types: Set<String>) -> Bool {
        guard later.reference - earlier.reference <= showingSpan else { return false }
        let file = project.files[earlier.declaration.file]
        let references = file.types[earlier.declaration.type].references
        var isShown = false
        for index in earlier.reference + 1..<max(earlier.reference + 1, later.reference - 1) {
            let name = file.name(references[index].name)
            if types.contains(name) { return false }
            if references[index].isCalled && NavigationSites.transitions.contains(name) { isShown = true }
        }
        return isShown
    }

    static let showingSpan = 2_000

    /// `self.detail.item = x`, `detail.item = x` where `detail` is a stored property: the
    /// receiver lives on, so the assignment updates a controller that was configured before.
    static func isOnStoredReceiver(_ site: Site, in project: Project) -> Bool {
        guard site.reference > 0 else { return false }
        let file = project.files[site.declaration.file]
        let receiver = file.types[site.declaration.type].references[site.reference - 1]
        guard receiver.hasMember else { return false }
        if receiver.qualifier == .ownMember { return true }
        let name = file.name(receiver.name)
        let properties = file.types[site.declaration.type].properties
        return receiver.qualifier == .none && properties.indices.contains { properties[$0].isStored && properties[$0].name == name }
    }

    /// Whether a member set acts on a controller the same function made just before it: the
    /// receiver was declared or assigned there from a creation (`let detail = DetailViewController()`,
    /// `[[Detail alloc] init]`, `storyboard.instantiateViewController(…) as! Detail`,
    /// `segue.destination as? Detail`, `self.detail = Detail()`). A shared instance, a controller
    /// already on screen, a parameter or a local of another type is not one it has just made.
    static func isOnFreshReceiver(_ site: Site, in project: Project, types: Set<String>) -> Bool {
        guard site.reference > 0 else { return false }
        let file = project.files[site.declaration.file]
        let type = file.types[site.declaration.type]
        let references = type.references
        let receiver = references[site.reference - 1]
        // Outside functions: a property's initializer (`lazy var pages = { … }()`).
        let body = site.innermostFunction >= 0 ? type.functions[Int(site.innermostFunction)].bodyReferences : 0..<site.reference
        // `detail?.item` and `detail!.item`: the outline marks a member only right after a `.`.
        let isNamed = receiver.hasMember || (!receiver.isCalled && references[site.reference].offset
            == receiver.offset + UInt32(file.names.utf8Count(Int(receiver.name))) + 2)
        if !isNamed {
            // `(segue.destination as? Detail)?.item = x`: the cast of a fresh controller, in place.
            return site.reference >= 2 && body.contains(site.reference - 2) && types.contains(file.name(receiver.name))
                && creationNames.contains(file.name(references[site.reference - 2].name))
        }
        guard !receiver.isCalled else { return false }
        if isFresh(receiver.name, before: site.reference - 1, in: body, of: references, file: file, types: types, depth: 0) { return true }
        // `private let transcript = TranscriptViewController()` configured in the owner's `init`.
        guard receiver.qualifier != .otherMember, site.isInInitializer else { return false }
        let name = file.name(receiver.name)
        return type.properties.contains { $0.isStored && $0.name == name && $0.initializerTypeName.map(types.contains) == true }
    }

    /// Whether the name was declared (`let detail =`, `Detail *detail =`) or last assigned
    /// (`detail = …`, `self.detail = …`) from a creation, before `end` in `body`. Its uses as a
    /// receiver (`detail.title`) or an argument (`setUp(detail)`) are passed over; an assignment
    /// from anything else ends the search.
    private static func isFresh(_ name: UInt32, before end: Int, in body: Range<Int>, of references: [Reference],
                                file: FileOutline, types: Set<String>, depth: Int) -> Bool {
        // A controller made hundreds of names earlier is not one just made; the bound also keeps
        // a huge function with many setters linear.
        for index in stride(from: end - 1, through: max(body.lowerBound, end - Self.freshnessReach), by: -1) {
            let candidate = references[index]
            guard candidate.name == name, !candidate.isCalled else { continue }
            // A use as a receiver (`detail.title`), or another object's member of the same name
            // (`segue.destination` for a local named `destination`): never where it is declared.
            if (candidate.hasMember || candidate.qualifier == .otherMember) && !candidate.isAssigned { continue }
            if isCreation(after: index, upTo: end, in: body, of: references, file: file, types: types, depth: depth) { return true }
            if candidate.isAssigned { return false }
        }
        return false
    }

    static let freshnessReach = 400

    /// What makes or hands over a new controller right after a name is declared or assigned.
    static let creationNames: Set<String> = [
        "alloc", "new", "init", "instantiate", "instantiateViewController", "instantiateViewControllerWithIdentifier",
        "instantiateInitialViewController", "instantiateController", "instantiateControllerWithIdentifier",
        "instantiateInitialController", "destination", "destinationViewController", "destinationController",
        "loadNibNamed",
    ]
    /// Static members that hand out an instance that lives on: not a new controller.
    static let sharedPrefixes = ["shared", "default", "current", "main", "instance"]

    /// A container's top controller: fresh when the container is (`nav.topViewController` of
    /// the navigation controller a segue hands over).
    private static let containedNames: Set<String> = [
        "topViewController", "visibleViewController", "rootViewController", "contentViewController", "viewControllers",
    ]

    /// The references of the declaration or assignment at `start`, up to the next statement's
    /// (the next line but one) or `end`: does one of them make a controller of `types`?
    private static func isCreation(after start: Int, upTo end: Int, in body: Range<Int>, of references: [Reference],
                                   file: FileOutline, types: Set<String>, depth: Int) -> Bool {
        let line = file.position(of: references[start].offset).line
        if isCastCase(at: start, upTo: end, in: body, of: references, file: file, types: types) { return true }
        var index = start + 1
        while index < min(end, start + 9) {
            let reference = references[index]
            if file.position(of: reference.offset).line > line + 1 { return false }
            let name = file.name(reference.name)
            // Before the same name again: `let destination = segue.destination as? Detail`.
            if creationNames.contains(name) { return true }
            if reference.name == references[start].name { return false }
            // `detail = destination` where `destination` was itself just made, or an element of
            // what was (`[views firstObject]` of a freshly loaded nib).
            if index == start + 1 && !reference.isCalled && reference.qualifier == .none
                && !types.contains(name) && depth < 2
                && isFresh(reference.name, before: index, in: body, of: references, file: file, types: types, depth: depth + 1) {
                return true
            }
            if containedNames.contains(name) && index > start + 1 && depth < 2 {
                let container = references[index - 1]
                return container.hasMember && !container.isCalled && container.qualifier == .none
                    && isFresh(container.name, before: index - 1, in: body, of: references, file: file, types: types, depth: depth + 1)
            }
            if types.contains(name) {
                // `Detail(…)`, or a factory on the type (`Detail.make()`, `Detail.fromStoryboard`,
                // `[Detail controllerWithItem:]`) that is not a shared instance's accessor.
                if reference.isCalled { return true }
                if reference.hasMember && index + 1 < end {
                    let member = file.name(references[index + 1].name).lowercased()
                    return !sharedPrefixes.contains { member.hasPrefix($0) }
                }
            }
            index += 1
        }
        return false
    }

    /// `case let detail as DetailViewController:` under `switch segue.destination`: the name is
    /// followed by the type alone (nothing else on its line), and the function switched over a
    /// segue's destination before it.
    private static func isCastCase(at start: Int, upTo end: Int, in body: Range<Int>, of references: [Reference],
                                   file: FileOutline, types: Set<String>) -> Bool {
        let type = start + 1
        guard type < end, references[type].qualifier == .none, !references[type].isCalled, !references[type].hasMember,
              types.contains(file.name(references[type].name)) else { return false }
        let line = file.position(of: references[type].offset).line
        if type + 1 < end && file.position(of: references[type + 1].offset).line == line
            && references[type + 1].name != references[start].name { return false }
        for index in stride(from: start - 1, through: max(body.lowerBound, start - Self.freshnessReach), by: -1) {
            let reference = references[index]
            if reference.qualifier == .otherMember && !reference.isAssigned && destinationNames.contains(file.name(reference.name)) {
                return true
            }
        }
        return false
    }

    /// What a segue hands over: `segue.destination`, `segue.destinationViewController`.
    private static let destinationNames: Set<String> = ["destination", "destinationViewController", "destinationController"]

    /// Test targets and mocks: `AppTests/…`, `…/FeedViewControllerTests.swift`, `…Tests.m`, `MockTabDelegate.swift`.
    /// Compared as bytes, in place: comparing Characters cost thousands of instructions per path.
    static func isTestCode(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "/") { end += 1 }
                // The name before its first dot: `FeedTests.swift` and `FeedTests.m` alike.
                var stemEnd = start
                while stemEnd < end && bytes[stemEnd] != UInt8(ascii: ".") { stemEnd += 1 }
                let stem = UnsafeBufferPointer(rebasing: bytes[start..<stemEnd])
                if testSuffixes.contains(where: { stem.count >= $0.count && stem.suffix($0.count).elementsEqual($0) })
                    || stem.starts(with: mockPrefix) { return true }
                start = end + 1
            }
            return false
        }
    }

    private static let testSuffixes = ["Tests", "Mocks", "Mock"].map { Array($0.utf8) }
    private static let mockPrefix = Array("Mock".utf8)
}
