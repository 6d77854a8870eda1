/// The objects a controller serves as a delegate or data source, and which of its methods serve
/// each: what `split` moves into a data source or delegate object. `delegate_sprawl` knows the
/// roles, `inline_data_source` the data-source protocols' methods.
enum ServedRoles {
    struct Role {
        var object: String
        var protocols: [String]
        let methods: ServedMethods

        /// The object served takes a data source too (`UITableView`): it shows data, not just events.
        let takesDataSource: Bool

        var isDataSource: Bool { protocols.contains { ASCIIText.contains($0, "DataSource") } }
    }

    static func roles(of controller: Controller, in context: RuleContext) -> [Role] {
        rolesJoinedByInheritance(DelegateSprawlRule.rolesWithOwnView(of: controller, in: context), in: context).map { role in
            let dataSource = role.object + "DataSource"
            return Role(object: role.object, protocols: role.protocols, methods: ServedMethods(role, in: context),
                        takesDataSource: InlineDataSourceRule.knownProtocols[dataSource] != nil
                            || InlineDataSourceRule.knownSelectors[dataSource] != nil
                            || context.protocolDeclarations[TypeNames.simple(dataSource)] != nil)
        }
    }

    /// Roles whose protocols inherit one another are one object: a `FolderViewDelegate` that
    /// refines `NSOutlineViewDelegate` is set as the outline view's one delegate.
    static func rolesJoinedByInheritance(_ roles: [DelegateSprawlRule.Role], in context: RuleContext) -> [DelegateSprawlRule.Role] {
        // By protocol and by served object: `FolderViewDelegate <NSOutlineViewDelegate>` joins the
        // outline view's data source though the controller names only the refined protocol.
        var roleOf: [String: Int] = [:]
        for (index, role) in roles.enumerated() {
            for name in role.protocols { roleOf[name] = index }
            roleOf[role.object] = roleOf[role.object] ?? index
        }
        var joinedTo = Array(roles.indices)
        for (index, role) in roles.enumerated() {
            for name in role.protocols {
                for reference in context.protocolDeclarations[TypeNames.simple(name)] ?? [] {
                    for inherited in context.declaration(reference).inheritance {
                        let served = DelegateSprawlRule.roleSuffixes.first { inherited.baseName.hasSuffix($0) }
                            .map { String(inherited.baseName.dropLast($0.count)) }
                        if let other = roleOf[inherited.baseName] ?? served.flatMap({ roleOf[$0] }), joinedTo[other] == other, other != index {
                            joinedTo[index] = other
                        }
                    }
                }
            }
        }
        var joined: [Int: DelegateSprawlRule.Role] = [:]
        for (index, role) in roles.enumerated() {
            var target = index
            while joinedTo[target] != target { target = joinedTo[target] }
            if var into = joined[target] {
                into.protocols = (into.protocols + role.protocols).sorted()
                joined[target] = into
            } else {
                joined[target] = target == index ? role : DelegateSprawlRule.Role(object: roles[target].object, protocols: role.protocols)
            }
        }
        return joined.keys.sorted().map { joined[$0]! }
    }
}

/// The method names of the protocols a controller adopts for one served object, in both languages:
/// the known UIKit and AppKit tables, the requirements of protocols declared in the tree, and
/// Apple's naming convention, where a delegate method's name starts with the object it serves
/// (`tableView…`, `scrollViewDidScroll`, `searchBar…`).
struct ServedMethods {
    private(set) var signatures = Set<String>()
    /// The base names of in-tree requirements: a Swift protocol's method implemented in
    /// Objective-C (`ssoPresenterDidCancel(_:)` as `ssoPresenterDidCancel:`) shares only that.
    private(set) var baseNames = Set<String>()
    private(set) var prefixes: [String] = []

    /// Apple's protocols whose methods do not start with the object served.
    static let appleMethodPrefixes: [String: [String]] = [
        "UIAdaptivePresentationControllerDelegate": ["presentationController", "adaptivePresentationStyle"],
        "UIPopoverPresentationControllerDelegate": ["presentationController", "adaptivePresentationStyle", "popoverPresentationController",
                                                    "prepareForPopoverPresentation"],
        "UISheetPresentationControllerDelegate": ["presentationController", "adaptivePresentationStyle", "sheetPresentationController"],
        "UIViewControllerTransitioningDelegate": ["animationController", "interactionController", "presentationController"],
        "UIViewControllerPreviewingDelegate": ["previewingContext"],
        "PHPickerViewControllerDelegate": ["picker"],
        "MFMailComposeViewControllerDelegate": ["mailComposeController"],
        "UISearchControllerDelegate": ["willPresentSearchController", "didPresentSearchController", "willDismissSearchController",
                                       "didDismissSearchController", "presentSearchController"],
        "UIBarPositioningDelegate": ["position"], "UIToolbarDelegate": ["position"],
        "AVCaptureMetadataOutputObjectsDelegate": ["metadataOutput", "captureOutput"],
        "AVCaptureVideoDataOutputSampleBufferDelegate": ["captureOutput"],
        "AVCapturePhotoCaptureDelegate": ["photoOutput", "capture"],
        "QLPreviewControllerDataSource": ["numberOfPreviewItems", "previewController"],
        "UISearchResultsUpdating": ["updateSearchResults"], "NSMenuItemValidation": ["validateMenuItem"],
        "NSToolbarItemValidation": ["validateToolbarItem"],
        "NSDraggingDestination": ["draggingEntered", "draggingUpdated", "draggingExited", "prepareForDragOperation",
                                  "performDragOperation", "concludeDragOperation", "draggingEnded"],
        "NSDraggingSource": ["draggingSession"],
    ]

    init(_ role: DelegateSprawlRule.Role, in context: RuleContext) {
        for name in role.protocols {
            for known in [InlineDataSourceRule.knownProtocols[name], InlineDataSourceRule.knownSelectors[name]].compactMap({ $0 }) {
                signatures.formUnion(known.required)
                signatures.formUnion(known.optional)
            }
            for reference in context.protocolDeclarations[TypeNames.simple(name)] ?? [] {
                for requirement in context.declaration(reference).functions {
                    signatures.insert(requirement.signature)
                    if let selector = requirement.selector { signatures.insert(selector) }
                    baseNames.insert(requirement.key)
                }
            }
            if let prefix = Self.prefix(ofProtocol: name) {
                prefixes.append(prefix)
                // Objective-C spells a session's methods `URLSession:task:…`.
                if prefix == "urlSession" { prefixes.append("URLSession") }
            }
            prefixes += Self.appleMethodPrefixes[name] ?? []
        }
    }

    /// Whether a method serves the role, by definition: `name` is its signature or selector,
    /// `key` its base name or first selector piece. `MethodIndex` answers the same for a whole
    /// type at once (`RuleSpeedPathTests` holds it to this).
    func contains(name: String, key: String) -> Bool {
        signatures.contains(name) || contains(key: key)
    }

    private func contains(key: String) -> Bool {
        if baseNames.contains(key) { return true }
        return prefixes.contains { prefix in
            key == prefix || (key.hasPrefix(prefix) && key.dropFirst(prefix.count).first?.isUppercase == true)
        }
    }

    /// `tableView` for `UITableViewDelegate`, `feedCell` for `FeedCellDelegate`, `webView` for
    /// WebKit's, `controller` for `NSFetchedResultsControllerDelegate` (Core Data names it so).
    static func prefix(ofProtocol name: String) -> String? {
        guard let suffix = DelegateSprawlRule.roleSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }) else {
            return nil
        }
        let object = String(name.dropLast(suffix.count))
        if object.hasPrefix("WK") { return "webView" }
        if object.hasPrefix("URLSession") || object.hasPrefix("NSURLSession") { return "urlSession" }
        if object == "NSFetchedResultsController" { return "controller" }
        // Drop a framework prefix: the capitals before the one that starts the first word. Read
        // as bytes for an ASCII name (nearly all), as Characters for any other.
        let bytes = Array(object.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
            var start = 0
            while start + 1 < bytes.count && isUpper(bytes[start]) && isUpper(bytes[start + 1]) { start += 1 }
            guard start < bytes.count else { return nil }
            let first = isUpper(bytes[start]) ? bytes[start] | 0x20 : bytes[start]
            return String(decoding: [first] + bytes[(start + 1)...], as: UTF8.self)
        }
        let characters = Array(object)
        var start = 0
        while start + 1 < characters.count && characters[start].isUppercase && characters[start + 1].isUppercase { start += 1 }
        guard start < characters.count else { return nil }
        return characters[start].lowercased() + String(characters[(start + 1)...])
    }
}

/// A type's methods by what a role's methods are matched on: signature, base name, and each
/// camel-case prefix of the base name (`tableView` of `tableViewDidScroll`). Finding a role's
/// methods then costs the role's names, not a scan of every method for every role.
struct MethodIndex {
    private var bySignature: [String: [Int]] = [:]
    private var byKey: [String: [Int]] = [:]
    private var byKeyPrefix: [String: [Int]] = [:]

    /// `methods`: each method's signature or selector, and its base name. `roles`: what the roles
    /// to be asked about accept; only the methods some role may take are indexed.
    init(_ methods: [(name: String, key: String)], serving roles: [ServedMethods]) {
        var signatures = Set<String>(), baseNames = Set<String>(), prefixes = Set<String>()
        for role in roles {
            signatures.formUnion(role.signatures)
            baseNames.formUnion(role.baseNames)
            prefixes.formUnion(role.prefixes)
        }
        // A name is cut only where a wanted prefix could end: most cuts make no String at all.
        let lengths = Set(prefixes.map(\.utf8.count))
        for (index, method) in methods.enumerated() {
            if signatures.contains(method.name) { bySignature[method.name, default: []].append(index) }
            if baseNames.contains(method.key) { byKey[method.key, default: []].append(index) }
            guard !prefixes.isEmpty else { continue }
            for prefix in Self.camelPrefixes(of: method.key, lengths: lengths) where prefixes.contains(prefix) {
                byKeyPrefix[prefix, default: []].append(index)
            }
        }
    }

    /// The name itself and every prefix of it that an uppercase letter follows: what
    /// `ServedMethods` accepts a method prefix as. With `lengths`, only prefixes of those UTF-8 lengths.
    static func camelPrefixes(of key: String, lengths: Set<Int>? = nil) -> [String] {
        let wanted = { (length: Int) in lengths?.contains(length) ?? true }
        var prefixes = wanted(key.utf8.count) ? [key] : []
        let bytes = key.utf8
        // Method names are ASCII nearly always: cut at the capitals' bytes, and ask Characters
        // (a Unicode property lookup each) only of a name that is not.
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            var current = ""
            for character in key {
                if character.isUppercase && !current.isEmpty && wanted(current.utf8.count) { prefixes.append(current) }
                current.append(character)
            }
            return prefixes
        }
        for (length, byte) in bytes.enumerated() where length > 0 && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && wanted(length) {
            prefixes.append(String(decoding: bytes.prefix(length), as: UTF8.self))
        }
        return prefixes
    }

    /// The indices of the methods that serve a role, in order.
    func methods(servedBy served: ServedMethods) -> [Int] {
        var found = Set<Int>()
        for signature in served.signatures { found.formUnion(bySignature[signature] ?? []) }
        for name in served.baseNames { found.formUnion(byKey[name] ?? []) }
        for prefix in served.prefixes { found.formUnion(byKeyPrefix[prefix] ?? []) }
        return found.sorted()
    }
}
