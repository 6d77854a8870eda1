/// The places in a run of references that read or write stored data: what
/// `persistence_in_controller` counts. Works on reference flags alone (called, member of what).
struct PersistenceUses {
    /// Types whose use (a member, or creating one) is persistence: defaults, files, Core Data,
    /// archives, Realm, GRDB, FMDB, Keychain wrappers. Stored properties of them are stores.
    static let storeTypes: Set<String> = [
        "UserDefaults", "NSUserDefaults", "NSUbiquitousKeyValueStore",
        "FileManager", "NSFileManager", "FileHandle", "NSFileHandle",
        "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSPersistentStoreCoordinator",
        "NSManagedObjectContext", "NSFetchRequest", "NSFetchedResultsController", "NSEntityDescription",
        "NSBatchDeleteRequest", "NSBatchUpdateRequest", "NSBatchInsertRequest", "FetchRequest", "SectionedFetchRequest",
        "NSKeyedArchiver", "NSKeyedUnarchiver",
        "Realm", "RLMRealm", "DatabaseQueue", "DatabasePool", "FMDatabase", "FMDatabaseQueue",
        "KeychainWrapper", "Keychain", "KeychainSwift", "SAMKeychain", "SSKeychain", "UICKeyChainStore",
    ]
    /// C functions of the Keychain and the file system.
    static let storeFunctions: Set<String> = [
        "SecItemAdd", "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete", "NSSearchPathForDirectoriesInDomains",
    ]
    /// File writes: `data.write(to:)` (by its label), Objective-C's `writeToFile:`. Reads
    /// (`Data(contentsOf:)`) are not counted: in real controllers they load a file someone handed
    /// over (a picked document, a notification attachment, a bundled script), not the app's data,
    /// whose directory comes from `FileManager`, which counts.
    static let fileMethods: Set<String> = ["write", "writeToFile", "writeToURL"]
    static let writeLabels: Set<String> = ["to", "toFile", "toURL"]
    /// FMDB's query methods, on any receiver: a database queue or handle held under any name
    /// (`[db executeUpdate:…]`, `queue.inDatabase { … }`).
    static let databaseMethods: Set<String> = [
        "executeQuery", "executeUpdate", "executeStatements", "inDatabase", "inTransaction",
        "intForQuery", "longForQuery", "boolForQuery", "doubleForQuery", "stringForQuery", "dataForQuery", "dateForQuery",
    ]
    /// Core Data's persistent container running a block on a background context, on any
    /// receiver: `container.performBackgroundTask { context in … }`, whose closure is often its
    /// only argument (no parentheses).
    static let containerMethods: Set<String> = ["performBackgroundTask"]
    /// The Defaults library's key-value subscript (`Defaults[.showBadge]`): a setting read or
    /// written by its key, as `UserDefaults.standard.bool(forKey:)` is.
    static let keyedDefaultsType = "Defaults"
    /// Core Data context methods, on a receiver named `…context` (`viewContext.save()`).
    static let contextMethods: Set<String> = ["save", "fetch", "execute", "delete", "insert", "performAndWait"]

    struct Use: EvidenceUse {
        var offset: UInt32
        var spelling: String
        /// The reference it ends at, and whether it touches files (not defaults or a database).
        var index: Int
        var isFile: Bool
        /// Names the store and does nothing with it: `UserDefaults.standard`, a type and one
        /// member, no call.
        var namesStoreOnly = false
        /// For such a use that is a stored property's initializer, the property.
        var holder: String? = nil
    }

    /// Types and functions whose use is a file's, not stored data's in a database or defaults.
    static let fileTypes: Set<String> = ["FileManager", "NSFileManager", "FileHandle", "NSFileHandle"]
    /// The scratch directory: a file written or removed beside it is for sharing, an upload or an
    /// external tool, not the app's data. The item replacement directory is a temporary one made
    /// for a file (`url(for: .itemReplacementDirectory, …, create: true)`).
    static let temporaryDirectoryNames: Set<String> = [
        "temporaryDirectory", "NSTemporaryDirectory", "itemReplacementDirectory", "NSItemReplacementDirectory",
    ]
    /// File system queries that store nothing: whether a file is there, may be read or run, and
    /// its size and dates, in both languages.
    static let queryMethods: Set<String> = [
        "fileExists", "isReadableFile", "isExecutableFile", "attributesOfItem",
        "fileExistsAtPath", "isReadableFileAtPath", "isExecutableFileAtPath", "attributesOfItemAtPath",
    ]
    /// Realm's own methods: `realm.add(…)` stores, `authenticationRealm.isEqualToString(…)` does not.
    static let realmMethods: Set<String> = [
        "add", "write", "writeAsync", "beginWrite", "commitWrite", "cancelWrite", "delete", "deleteAll", "create",
        "objects", "object", "refresh", "addObject", "addOrUpdateObject", "addObjects", "deleteObject", "deleteObjects",
        "deleteAllObjects", "transactionWithBlock", "allObjects", "objectsWhere", "objectForPrimaryKey",
    ]

    private enum Kind {
        case none, storeType, storeFunction, fileMethod, databaseMethod, containerMethod, keyedDefaults, fetchRequest
        case contextReceiver, realmReceiver
        case storeProperty, clientType, clientProperty
    }

    let reader: ReferenceReader
    let useDefaults: Bool
    let clients: ClientNames
    /// Stored properties of the controller that hold a store: true for one of the user's
    /// `identifiers`, false for a built-in store type.
    let storeProperties: [String: Bool]
    /// The declaration's functions: file uses in one that works in the temporary directory are
    /// scratch files. Empty: every use counts.
    var functions: [Function] = []
    /// The declaration's stored properties: a store named in one's initializer is the property's
    /// value, used where the property is.
    var storedProperties: [Property] = []
    /// The app's typed settings (`TypedSettings`): a defaults chain through one is a call of the
    /// app's settings store, no use of storage.
    var typedSettings: Set<String> = []

    func uses() -> [Use] {
        var found = allUses()
        let needsHolders = !storedProperties.isEmpty && found.contains(where: \.namesStoreOnly)
        let needsScratch = !functions.isEmpty && found.contains(where: \.isFile)
        guard needsHolders || needsScratch else { return found }
        let nesting = FunctionNesting(functions)
        // `let defaults = UserDefaults.standard`: the store is a stored property's value
        // (`Self.droppingUnusedHolders`).
        if needsHolders {
            let byLine = Dictionary(storedProperties.map { ($0.position.line, $0.name) }, uniquingKeysWith: { first, _ in first })
            for index in found.indices where found[index].namesStoreOnly && nesting.innermostFunction(holding: found[index].index) == nil {
                found[index].holder = byLine[reader.file.position(of: found[index].offset).line]
            }
        }
        guard needsScratch else { return found }
        let scratch = Set(reader.indices.lazy.filter { Self.temporaryDirectoryNames.contains(self.reader.name($0)) }
            .map { nesting.innermostFunction(holding: $0) ?? -1 })
        guard !scratch.isEmpty else { return found }
        return found.filter { !$0.isFile || !scratch.contains(nesting.innermostFunction(holding: $0.index) ?? -1) }
    }

    private func allUses() -> [Use] {
        // Most names are ruled out by length and first byte, or by their last byte, before any hashing.
        let extra = NameBloom(Array(clients.wholeNames) + Array(clients.members.keys) + Array(storeProperties.keys))
        var result: [Use] = []
        var coveredThrough = -1  // a chain already reported from its head
        for index in reader.indices where index > coveredThrough {
            let shape = reader.shape(index)
            let isExtra = extra.mayContain(shape)
            let isKnown = useDefaults && Self.defaultFilter.mayContain(shape)
            guard isExtra || isKnown || (useDefaults && Self.mayMatchByAffix(shape)) else { continue }
            let name = reader.name(index)
            var kind = classify(name, extra: isExtra, known: isKnown)
            var found = kind == .none ? nil : use(at: index, kind)
            // A store held in a property or a global is also what its name says: `realm.write { … }`
            // is called by its trailing closure alone, which a property's use does not take.
            if found == nil && kind == .storeProperty {
                kind = builtInKind(name, known: isKnown)
                found = kind == .none ? nil : use(at: index, kind)
            }
            guard let (end, spelling) = found else { continue }
            let isFile = kind == .fileMethod || (kind == .storeType && Self.fileTypes.contains(name))
            result.append(Use(offset: reader[end].offset, spelling: spelling, index: end, isFile: isFile,
                              namesStoreOnly: kind == .storeType && end == index + 1 && !reader[end].isCalled))
            coveredThrough = end
        }
        return result
    }

    static let defaultFilter = NameBloom(
        Array(storeTypes) + Array(storeFunctions) + Array(fileMethods) + Array(databaseMethods) + Array(containerMethods)
            + ["fetchRequest", "moc", "realm", keyedDefaultsType])

    /// `…context`/`…Context`, `…Realm`, `sqlite3_…`.
    private static func mayMatchByAffix(_ shape: NameShape) -> Bool {
        (shape.last == UInt8(ascii: "t") && shape.count >= 7) || (shape.last == UInt8(ascii: "m") && shape.count >= 5)
            || (shape.first == UInt8(ascii: "s") && shape.count >= 9)
    }

    private func classify(_ name: String, extra: Bool, known: Bool) -> Kind {
        if extra {
            if clients.wholeNames.contains(name) || clients.members[name] != nil { return .clientType }
            if let property = storeProperties[name] { return property ? .clientProperty : .storeProperty }
        }
        return builtInKind(name, known: known)
    }

    /// What a name is by the built-in evidence alone.
    private func builtInKind(_ name: String, known: Bool) -> Kind {
        guard useDefaults, let first = name.utf8.first else { return .none }
        if known {
            if Self.storeTypes.contains(name) { return .storeType }
            if Self.storeFunctions.contains(name) { return .storeFunction }
            if Self.fileMethods.contains(name) { return .fileMethod }
            if Self.databaseMethods.contains(name) { return .databaseMethod }
            if Self.containerMethods.contains(name) { return .containerMethod }
            if name == Self.keyedDefaultsType { return .keyedDefaults }
            if name == "fetchRequest" { return .fetchRequest }
            if name == "moc" { return .contextReceiver }
        }
        if first == UInt8(ascii: "s") && name.hasPrefix("sqlite3_") { return .storeFunction }
        let last = name.utf8.last
        if last == UInt8(ascii: "t") && (name.hasSuffix("context") || name.hasSuffix("Context")) { return .contextReceiver }
        if last == UInt8(ascii: "m") && (name == "realm" || name.hasSuffix("Realm")) { return .realmReceiver }
        return .none
    }

    /// The use the reference at `index` starts or makes: the reference it ends at, and its spelling.
    private func use(at index: Int, _ kind: Kind) -> (Int, String)? {
        let reference = reader[index]
        let name = reader.name(index)
        switch kind {
        case .none:
            return nil
        case .storeType:
            // `UserDefaults.standard.set(…)`, `Realm()`, `[NSUserDefaults standardUserDefaults]`;
            // not a type in a signature, `UserDefaults.didChangeNotification` or `FileManager.SearchPathDirectory`.
            guard reference.qualifier == .none else { return nil }
            if reference.isCalled { return (index, name) }
            guard let member = memberAfter(index), Self.isValueMember(reader.name(member)) else { return nil }
            return chainUse(from: index)
        case .storeFunction:
            return reference.qualifier == .none && reference.isCalled ? (index, name) : nil
        case .fileMethod:
            guard reference.isCalled, let receiver = reader.receiver(of: index) else { return nil }
            if name == "write" {
                guard let label = reader.firstLabel(ofCallAt: index), Self.writeLabels.contains(label) else { return nil }
                return (index, "\(reader.name(receiver)).write(\(label):)")
            }
            return (index, "\(reader.name(receiver)).\(name)")
        case .databaseMethod:
            guard reference.isCalled, let receiver = reader.receiver(of: index) else { return nil }
            return (index, "\(reader.name(receiver)).\(name)")
        case .containerMethod:
            guard let receiver = reader.receiver(of: index) else { return nil }
            return (index, "\(reader.name(receiver)).\(name)")
        case .keyedDefaults:
            // `Defaults[.key]`: the key is the next name, right after `[.`.
            guard reference.qualifier == .none, !reference.isCalled, !reference.hasMember, index + 1 < reader.references.count,
                  reader[index + 1].qualifier == .otherMember, reader[index + 1].offset == end(of: index) + 2 else { return nil }
            return (index + 1, "\(name)[.\(reader.name(index + 1))]")
        case .fetchRequest:
            guard reference.isCalled, let receiver = reader.receiver(of: index) else { return nil }
            return (index, "\(reader.name(receiver)).fetchRequest")
        case .contextReceiver:
            guard let member = memberAfter(index), reader[member].isCalled,
                  Self.contextMethods.contains(reader.name(member)) else { return nil }
            return (member, reader.spelled(index, through: member))
        case .realmReceiver:
            // `realm.add(…)`; `realm.write { … }` is called by its trailing closure alone.
            guard let member = memberAfter(index), reader[member].isCalled || reader.name(member) == "write",
                  Self.realmMethods.contains(reader.name(member)) else { return nil }
            return (member, reader.spelled(index, through: member))
        case .storeProperty, .clientProperty:
            // `defaults.set(…)`; for one of the user's stores, any call through it.
            guard memberAfter(index) != nil else { return nil }
            return chainUse(from: index).flatMap { reader[$0.0].isCalled ? $0 : nil }
        case .clientType:
            guard reference.qualifier == .none else { return nil }
            if reference.isCalled && clients.wholeNames.contains(name) { return (index, name) }
            guard let member = memberAfter(index) else { return nil }
            if !clients.wholeNames.contains(name) && clients.members[name]?.contains(reader.name(member)) != true { return nil }
            return chainUse(from: index).flatMap { reader[$0.0].isCalled ? $0 : nil }
        }
    }

    /// The chain from `head` to its first call (or its last name): `UserDefaults.standard.set`.
    private func chainUse(from head: Int) -> (Int, String)? {
        var end = head
        // Only a defaults chain reads a setting: `UserDefaults.standard.launchCount`, `defaults.launchCount`.
        let readsDefaults = TypedSettings.defaultsTypes.contains(reader.name(head)) || storeProperties[reader.name(head)] == false
        let settings = readsDefaults ? typedSettings : []
        while !reader[end].isCalled, let member = memberAfter(end) {
            end = member
            if settings.contains(reader.name(member)) { return nil }
        }
        // Setting up the store is not storing the screen's data: registered defaults, a flush;
        // nor is asking whether a file is there.
        if reader[end].isCalled && (Self.setupMethods.contains(reader.name(end)) || Self.queryMethods.contains(reader.name(end))) {
            return nil
        }
        // Objective-C asks the shared instance first: `[[NSFileManager defaultManager] fileExistsAtPath:…]`,
        // `[[NSUserDefaults standardUserDefaults] launchCount]`; so does Swift 2, after a call:
        // `NSFileManager.defaultManager().attributesOfItemAtPath(…)`.
        if reader[end].isCalled, let asked = (memberAfter(end) ?? memberAfterEmptyCall(end)).map(reader.name),
           Self.queryMethods.contains(asked) || settings.contains(asked) {
            return nil
        }
        return (end, reader.spelled(head, through: end))
    }

    /// The uses in every part of one type (a controller's class and extensions, a view model's
    /// declarations), where they are, in the type's own file first. Shared by the controller and
    /// SwiftUI rules, which read the same evidence.
    static func located(in parts: [(reference: DeclarationReference, reader: ReferenceReader)], path: String, context: RuleContext,
                        rule: String, useDefaults: Bool, clients: ClientNames, storeProperties: [String: Bool],
                        typedSettings: Set<String>) -> [RelatedLocation] {
        let storeProperties = useDefaults ? adding(globals: context.storeGlobals, to: storeProperties) : storeProperties
        let found = parts.map { reference, reader in
            let declaration = context.declaration(reference)
            return PersistenceUses(reader: reader, useDefaults: useDefaults, clients: clients, storeProperties: storeProperties,
                                   functions: declaration.functions, storedProperties: declaration.properties.filter(\.isStored),
                                   typedSettings: typedSettings).uses()
        }
        let kept = droppingUnusedHolders(found, readers: parts.map(\.reader))
        return UseListing.sorted(zip(parts, kept).flatMap { part, uses in context.located(uses, in: part.reference, unlessSuppressing: rule) },
                                 controllerPath: path)
    }

    /// A type's store properties with the tree's store globals (`StoreGlobals`) beside them, as
    /// built-in stores; a property of the type's own keeps its name.
    static func adding(globals: Set<String>, to properties: [String: Bool]) -> [String: Bool] {
        var result = properties
        for name in globals where result[name] == nil { result[name] = false }
        return result
    }

    /// Drops the uses that only put a store in a stored property (`let defaults =
    /// UserDefaults.standard`) that no code of the type names: dead code stores nothing.
    /// `found`: per part of the type, its uses; `readers`: every part's references.
    static func droppingUnusedHolders(_ found: [[Use]], readers: [ReferenceReader]) -> [[Use]] {
        let holders = Set(found.joined().compactMap(\.holder))
        guard !holders.isEmpty else { return found }
        var named = Set<String>()
        for reader in readers {
            for index in reader.indices {
                let name = reader.name(index)
                if holders.contains(name) { named.insert(name) }
            }
        }
        return found.map { uses in uses.filter { $0.holder.map(named.contains) ?? true } }
    }

    /// `register(defaults:)`, `[defaults registerDefaults:…]`, `synchronize()`.
    static let setupMethods: Set<String> = ["register", "registerDefaults", "synchronize"]

    /// The member of the reference at `index`: `b` in `a.b`, `a?.b`, `a!.b`.
    private func memberAfter(_ index: Int) -> Int? {
        index + 1 < reader.references.count && reader.receiver(of: index + 1) == index ? index + 1 : nil
    }

    /// The member right after an empty call's parentheses: `b` in `a().b`, which has no receiver
    /// in the outline (a call's result is no name).
    private func memberAfterEmptyCall(_ index: Int) -> Int? {
        guard index + 1 < reader.references.count, reader[index + 1].qualifier == .otherMember else { return nil }
        return reader[index + 1].offset == end(of: index) + 3 ? index + 1 : nil  // `().`
    }

    /// The byte just past the name of the reference at `index`.
    private func end(of index: Int) -> UInt32 {
        reader[index].offset + UInt32(reader.file.names.utf8Count(Int(reader[index].name)))
    }

    /// A member that is a value or a method, not a nested type or a notification name.
    private static func isValueMember(_ name: String) -> Bool {
        guard let first = name.utf8.first,
              (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_") else { return false }
        return !name.hasSuffix("Notification") && !name.hasSuffix("Key")
    }
}
