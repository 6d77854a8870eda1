/// What `vclint init` reads in a tree before it writes a configuration, as a senior engineer
/// joining the team would: the app's own networking clients and stores and which controllers
/// call them, folders that hold test or preview code under other names, third-party folders,
/// controller bases declared outside the tree, and how large its controllers are.
///
/// A client or store is an app type (not a controller) whose own code makes requests or touches
/// storage, found by the same evidence the rules use (`RequestCalls`, `PersistenceUses`), or
/// whose code calls such a networking client's requesting methods (one wrapper deep). It is
/// low-level (a `client`) when one of its methods takes what a request or a storage call is made
/// of: a URL, path, endpoint, HTTP method, raw parameters or headers; SQL, a key, an entity or a
/// predicate; or, for networking, when most of its requesting methods take or return the raw
/// payload (`WireFormatSignature`). A controller calling a client does the networking or storage itself; calling a
/// domain-level `service` is the cure the literature recommends, so services are only proposed.
struct TreeSurvey {
    enum Kind: String {
        case networking, storage

        /// The controller rule whose evidence is this kind of work, and whose `identifiers` take
        /// this kind's clients.
        var ruleID: String { Self.ruleIDs[self] ?? rawValue }

        private static let ruleIDs: [Kind: String] = {
            let rules = RuleRegistry.all.compactMap { $0.init().asWorkEvidence }
            let ids = { (work: Work) in rules.first { type(of: $0).work == work }?.id }
            return [.networking: ids(.networking), .storage: ids(.persistence)].compactMapValues { $0 }
        }()
    }
    enum Level: String { case client, service }

    struct Candidate {
        var name: String
        var kind: Kind
        var level: Level
        /// Where its own code makes the request or touches storage, and how.
        var evidence: Location
        var call: String
        /// The method whose parameters make it a client (`get(path:parameters:)`), when one does.
        var lowLevelMethod: String?
        /// Else, a method that makes requests and takes or hands back a raw payload, and its type
        /// (`getListOfTeams:`, `NSDictionary`): most of its requesting methods do.
        var wireFormat: (method: String, type: String)? = nil
        /// Controllers that name it (a call on the type or a shared instance, or a stored property of it).
        var callers: Int
        /// For a type that does much else besides: the methods that make the requests or touch
        /// storage, proposed as `Name.member` identifiers; empty for the whole type.
        var members: [String] = []
        /// For a domain-level service over a low-level core (`doMethod(_:parameters:)` under forty
        /// domain calls): the core's methods, only proposed, since calling the service is the cure.
        var core: [String] = []
    }

    var candidates: [Candidate] = []
    /// Folders of the tree's linted files that hold test, fixture or preview code.
    var testFolders: [String] = []
    var vendoredFolders: [String] = []
    /// Folders that look like a library copied in without its licence.
    var prefixedLibraries: [PrefixedLibrary] = []
    /// Controller bases declared nowhere in the tree, with how many controllers each one adds.
    var outsideBases: [(name: String, controllers: Int)] = []
    /// Total lines of each controller, ascending.
    var controllerSizes: [Int] = []

    /// Words (whole camel-case words) of a method's name or labels that make its type a
    /// low-level client: what a request or a storage call is made of.
    static let requestWords: Set<String> = ["url", "urls", "path", "endpoint", "parameters", "params", "headers", "route", "http"]
    static let storageWords: Set<String> = ["sql", "query", "key", "keys", "path", "entity", "predicate", "table", "file"]
    /// Folder names of test, fixture and preview code that the built-in test suffixes miss.
    static let testFolderNames: Set<String> = [
        "Stubs", "Fixtures", "Snapshots", "__Snapshots__", "SnapshotTests", "Preview Content", "TestSupport", "TestHelpers", "Mock", "Fake",
    ]

    init(_ project: Project) {
        controllerSizes = project.controllers.map(\.totalLines).sorted()
        vendoredFolders = project.vendoredFolders
        prefixedLibraries = project.prefixedLibraries
        var bases: [String: Int] = [:]
        for controller in project.controllers where controller.isInferred { bases[controller.base, default: 0] += 1 }
        outsideBases = bases.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
        testFolders = Self.testFolders(project.files.map(\.path))
        candidates = Self.candidates(project)
    }

    /// The nearest folder of each path named like test or preview code, once each, sorted.
    static func testFolders(_ paths: [String]) -> [String] {
        var found: Set<String> = []
        for path in paths {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            for index in parts.indices.dropLast() where testFolderNames.contains(String(parts[index])) {
                found.insert(parts[...index].joined(separator: "/"))
                break
            }
        }
        return found.sorted()
    }

    static func candidates(_ project: Project) -> [Candidate] {
        var controllerParts: Set<DeclarationReference> = []
        for controller in project.controllers {
            for part in [controller.declaration] + controller.extensions + (controller.implementation.map { [$0] } ?? []) {
                controllerParts.insert(part)
            }
        }
        // The tree's own types: a class, struct, enum or actor declared here. A category or extension
        // of a platform type (`UIImageView+AFNetworking`) is library code, not the app's client.
        // Views, the app delegate and view models are other roles with their own rules, not clients.
        var declared: Set<String> = []
        var otherRoles: Set<String> = []
        for file in project.files {
            for type in file.types where type.kind != .protocol {
                if type.kind != .extension { declared.insert(type.name) }
                if hasOtherRole(type) { otherRoles.insert(type.name) }
            }
        }
        declared.subtract(otherRoles)
        var found: [String: Candidate] = [:]
        var order: [String] = []
        let settings = TypedSettings.names(in: project.files)
        let sessionMethods = SessionExtensions.requestMethods(in: project.files)
        let storeGlobals = StoreGlobals.names(in: project.files)
        // Per candidate: its API methods, and those whose own body makes a use.
        var usingMethods: [String: Set<String>] = [:]
        // Two passes: types that use the platform's APIs, then types one wrapper deep, whose code
        // calls the requesting methods the first pass found (`RFClient` over `UUHttpSession`).
        var wrapped: [Kind: ClientNames] = [.networking: ClientNames([]), .storage: ClientNames([])]
        var firstPass: Set<String> = []
        var rawCalls: [String: Set<String>] = [:]
        for pass in 0..<2 {
            for (fileIndex, file) in project.files.enumerated() {
                for (typeIndex, type) in file.types.enumerated() where !isInController(file.types, typeIndex, fileIndex, controllerParts) {
                    let name = type.name
                    guard declared.contains(name), !RequestCalls.clientTypes.contains(name), !PersistenceUses.storeTypes.contains(name) else { continue }
                    let functions = type.functions.filter { $0.kind == .function }
                    for kind in [Kind.networking, .storage] {
                        let key = key(name, kind)
                        // The second pass adds wrappers: a type the first found is not its own wrapper.
                        guard !firstPass.contains(key), let clients = wrapped[kind], pass == 0 || !clients.isEmpty else { continue }
                        let uses = Self.uses(kind, of: type, in: file, settings: settings, sessionMethods: sessionMethods,
                                              storeGlobals: storeGlobals, clients: clients)
                        guard let first = uses.first else { continue }
                        if found[key] == nil {
                            found[key] = Candidate(
                                name: name, kind: kind, level: .service, evidence: Location(path: file.path, file.position(of: first.offset)),
                                call: first.spelling, lowLevelMethod: nil, callers: 0)
                            order.append(key)
                        }
                        // Methods whose body makes a use, then those that call one of them on `self` (two
                        // rounds: a public method over a private helper over the session).
                        var using = Set(functions.filter { function in
                            let body = function.bodyReferences
                            guard !body.isEmpty else { return false }
                            let start = type.references[body.lowerBound].offset, end = type.references[body.upperBound - 1].offset
                            return uses.contains { $0.offset >= start && $0.offset <= end }
                        }.map(\.name))
                        for _ in 0..<2 {
                            for function in functions where !using.contains(function.name) {
                                if type.references[function.bodyReferences].contains(where: { $0.isCalled && using.contains(file.name($0.name)) }) {
                                    using.insert(function.name)
                                }
                            }
                        }
                        let api = Set(functions.filter { $0.access.map { $0 > .fileprivate } ?? true }.map(\.name))
                        usingMethods[key, default: []].formUnion(using.intersection(api))
                    }
                }
            }
            classify(Set(found.keys).subtracting(firstPass), found: &found, usingMethods: usingMethods, rawCalls: &rawCalls, in: project)
            guard pass == 0 else { break }
            firstPass = Set(found.keys)
            // What the second pass looks for: calls of a client's methods that make its requests,
            // or of a service's low-level core; a type that calls a domain service only uses it.
            // Networking only: a storage client is read in passing by half the tree (a settings
            // accessor), and its readers' `key`, `table` and `entity` arguments are rarely raw.
            wrapped[.networking] = ClientNames(found.values.filter { $0.kind == .networking }.flatMap { candidate in
                let methods = candidate.level == .client ? (usingMethods[key(candidate.name, .networking)] ?? []).sorted() : candidate.core
                return methods.map { candidate.name + "." + $0 }
            })
        }
        guard !found.isEmpty else { return [] }
        let names = Set(found.values.map(\.name))
        // Callers: controllers whose own code names the type, or holds a stored property of it.
        var callers: [String: Int] = [:]
        // A wrapper's raw input must come from controllers (`[[RFClient alloc] initWithPath:…]`):
        // one they only hold, as a service hands it back (a promise, a task), is no client of theirs.
        let wrappers = Set(found.keys).subtracting(firstPass)
        var supplied: Set<String> = []
        for controller in project.controllers {
            var named: Set<String> = []
            var called: Set<String> = []
            for part in [controller.declaration] + controller.extensions + (controller.implementation.map { [$0] } ?? []) {
                let file = project.files[part.file]
                let type = file.types[part.type]
                for reference in type.references {
                    let name = file.name(reference.name)
                    if names.contains(name) { named.insert(name) }
                    if reference.isCalled && !wrappers.isEmpty { called.insert(name) }
                }
                for property in type.properties {
                    for typeName in [property.typeName, property.initializerTypeName].compactMap({ $0 }) where names.contains(typeName) {
                        named.insert(typeName)
                    }
                }
            }
            for name in named { callers[name, default: 0] += 1 }
            for key in wrappers where named.contains(found[key]!.name) && !(rawCalls[key] ?? []).isDisjoint(with: called) {
                supplied.insert(key)
            }
        }
        for key in wrappers.subtracting(supplied) { found[key] = nil }
        return order.compactMap { found[$0] }.compactMap { candidate in
            var candidate = candidate
            candidate.callers = callers[candidate.name] ?? 0
            return candidate.callers > 0 ? candidate : nil
        }
    }

    /// Tells the candidates under `keys` a low-level client from a domain service, by their
    /// signatures: raw input, a raw payload, much else besides, or a service over a low-level core.
    /// `rawCalls`: per candidate, the names a caller calls to hand it raw input: its methods and
    /// initializers that take it, and its own name when an initializer does (`RFClient(path:)`).
    private static func classify(_ keys: Set<String>, found: inout [String: Candidate], usingMethods: [String: Set<String>],
                                 rawCalls: inout [String: Set<String>], in project: Project) {
        var apiMethods: [String: Set<String>] = [:]
        // Every part of a candidate type (its extensions, its Objective-C interface) gives its methods.
        let names = Set(keys.compactMap { found[$0]?.name })
        var rawMethods: [String: Set<String>] = [:]
        var initializerTakesRawInput: [String: Bool] = [:]
        // Where the API methods that make requests are declared, to read their signatures.
        var requestingDeclarations: [String: [(file: Int, position: SourcePosition, name: String, displayName: String)]] = [:]
        for (fileIndex, file) in project.files.enumerated() {
            for type in file.types where names.contains(type.name) {
                // Its API: what callers can reach (an Objective-C method's access is not written down).
                for function in type.functions where function.kind != .deinitializer && (function.access.map { $0 > .fileprivate } ?? true) {
                    for kind in [Kind.networking, .storage] where keys.contains(key(type.name, kind)) {
                        if function.kind == .function { apiMethods[key(type.name, kind), default: []].insert(function.name) }
                        if kind == .networking && function.kind == .function && usingMethods[key(type.name, kind)]?.contains(function.name) == true {
                            requestingDeclarations[key(type.name, kind), default: []].append(
                                (fileIndex, function.position, function.name, function.displayName))
                        }
                        guard takesRawInput(function, kind) else { continue }
                        if function.kind == .function { rawMethods[key(type.name, kind), default: []].insert(function.name) }
                        if function.kind == .initializer { initializerTakesRawInput[key(type.name, kind)] = true }
                        // Swift's `init` is called by its type's name; Objective-C's `initWithPath:` by its own.
                        rawCalls[key(type.name, kind), default: []].insert(function.name == "init" ? type.name : function.name)
                        guard found[key(type.name, kind)]?.lowLevelMethod == nil else { continue }
                        found[key(type.name, kind)]?.lowLevelMethod = function.displayName
                        found[key(type.name, kind)]?.level = .client
                    }
                }
            }
        }
        // A networking type whose requesting methods mostly take or hand back the raw payload
        // (`NSDictionary`, `[String: Any]`, `Data`) leaves building or parsing it to its callers.
        var sources: [Int: [UInt8]] = [:]
        for (key, declarations) in requestingDeclarations where found[key]?.level == .service {
            var payloads: [String: (method: String, type: String)] = [:]
            for declaration in declarations where payloads[declaration.name] == nil {
                let file = project.files[declaration.file]
                if sources[declaration.file] == nil { sources[declaration.file] = (try? FileSystem.readFile(file.path)) ?? [] }
                guard let bytes = sources[declaration.file], declaration.position.line - 1 < file.lines.lineCount else { continue }
                let start = Int(file.lines.lineStarts[declaration.position.line - 1]) + declaration.position.column - 1
                guard start < bytes.count, let type = WireFormatSignature.payloadType(in: bytes, declarationAt: start) else { continue }
                payloads[declaration.name] = (declaration.displayName, type)
            }
            let requesting = Set(declarations.map(\.name))
            guard !payloads.isEmpty, payloads.count * 2 >= requesting.count,
                  let first = declarations.lazy.compactMap({ payloads[$0.name] }).first else { continue }
            rawMethods[key, default: []].formUnion(payloads.keys)
            found[key]?.level = .client
            found[key]?.wireFormat = first
        }
        // A type that does much else besides (a `Utilities` with one download among forty helpers)
        // is only proposed, as the members that make the requests: a call of any other would count.
        for (key, methods) in usingMethods where keys.contains(key) && methods.count * 2 < (apiMethods[key]?.count ?? 0) {
            found[key]?.members = methods.sorted()
        }
        // A service over a low-level core (`artistInfo(_:)` and forty more domain calls, all through
        // one `doMethod(_:parameters:)`): calling the domain methods is the cure, so the type is
        // not a client; its core is only proposed.
        // A type made with a session or a URL (`init(urlSession:)`) stays a client: its methods are its requests.
        for (key, raw) in rawMethods where found[key]?.level == .client && found[key]?.members.isEmpty == true
            && !(initializerTakesRawInput[key] ?? false) {
            let using = usingMethods[key] ?? []
            if raw.count * 2 < using.count {
                found[key]?.level = .service
                found[key]?.core = raw.sorted()
            }
        }
    }

    private static func key(_ name: String, _ kind: Kind) -> String { kind.rawValue + ":" + name }

    /// Names that end like a view, a cell, a view model or an application delegate, on the type
    /// or anything it inherits or conforms to (`UIResponder, UIApplicationDelegate`).
    static let otherRoleSuffixes = ["View", "Cell", "Button", "Control", "ViewModel", "Responder", "ApplicationDelegate", "AppDelegate", "Window"]

    static func hasOtherRole(_ type: TypeDeclaration) -> Bool {
        ([type.name] + type.inheritance.map(\.baseName)).contains { name in otherRoleSuffixes.contains { name.hasSuffix($0) } }
    }

    /// A type nested in a controller is the controller's code, not a client of it.
    private static func isInController(_ types: [TypeDeclaration], _ index: Int, _ file: Int, _ parts: Set<DeclarationReference>) -> Bool {
        var current: Int? = index
        while let at = current {
            if parts.contains(DeclarationReference(file: file, type: at)) { return true }
            current = types[at].parent
        }
        return false
    }

    /// The type's request or storage uses, by the rules' own evidence. Stored properties of a
    /// built-in client or store type count as the rules count a controller's.
    private static func uses(_ kind: Kind, of type: TypeDeclaration, in file: FileOutline,
                             settings: Set<String>, sessionMethods: Set<String>, storeGlobals: Set<String>,
                             clients: ClientNames)
        -> [(offset: UInt32, spelling: String)] {
        let propertyTypes = { (names: Set<String>) in
            Dictionary(type.properties.filter { property in
                [property.typeName, property.initializerTypeName].contains { $0.map(names.contains) ?? false }
            }.map { ($0.name, false) }, uniquingKeysWith: { first, _ in first })
        }
        switch kind {
        case .networking:
            let calls = RequestCalls(names: file.names, references: type.references, useDefaults: true, clients: clients,
                                     clientProperties: propertyTypes(RequestCalls.clientTypes), sessionMethods: sessionMethods)
            return calls.uses().map { ($0.offset, $0.spelling) }
        case .storage:
            let stores = PersistenceUses.adding(globals: storeGlobals, to: propertyTypes(PersistenceUses.storeTypes))
            let uses = PersistenceUses(reader: ReferenceReader(file: file, references: type.references), useDefaults: true,
                                       clients: clients, storeProperties: stores,
                                       functions: type.functions, typedSettings: settings)
            return uses.uses().map { ($0.offset, $0.spelling) }
        }
    }

    /// Whether a method's name or labels say it takes a request's or a storage call's raw parts.
    /// `indexPath` is a table's row and `keyPath` a property's name, not paths or keys.
    static func takesRawInput(_ function: Function, _ kind: Kind) -> Bool {
        let vocabulary = kind == .networking ? requestWords : storageWords
        let spellings = [function.name] + function.argumentLabels + (function.selector.map { $0.split(separator: ":").map(String.init) } ?? [])
        for spelling in spellings where spelling != "_" {
            // `method` and `request` alone are HTTP's (`request(_:method:)`, `perform(request:)`);
            // inside a longer name they are anything (`paymentMethod`, `requestPermission`).
            if kind == .networking && (spelling == "method" || spelling == "request") { return true }
            let words = camelCaseWords(spelling)
            for (index, word) in words.enumerated() where vocabulary.contains(word) {
                if word == "path" && index > 0 && ["index", "key"].contains(words[index - 1]) { continue }
                if word == "key" && index + 1 < words.count && words[index + 1] == "path" { continue }
                return true
            }
        }
        return false
    }

    /// `getObjectsAtPath` → get, objects, at, path; `URLRequest` → url, request; `api_key` → api, key.
    static func camelCaseWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character == "_" || !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            // A new word at a capital after a lower-case letter, or at the last capital of a run
            // followed by a lower-case one (`URLRequest`: url, request).
            if character.isUppercase, !current.isEmpty,
               previous?.isLowercase == true || (next?.isLowercase == true && previous?.isUppercase == true) {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
