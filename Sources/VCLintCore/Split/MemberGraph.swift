/// A controller's (or a view model's) members across its class and extensions, in both languages,
/// and which member's body uses which: the graph the split planner cuts.
struct MemberGraph {
    enum Kind: String, Sendable, Encodable {
        case method, storedProperty = "stored_property", computedProperty = "computed_property"
    }

    struct Member: Sendable {
        /// How its language names it: `tableView(_:cellForRowAt:)`, `loadFeed:`, `items`.
        var name: String
        /// The name a reference to it uses: a function's base name or selector's first piece, a property's name.
        var key: String
        var kind: Kind
        var path: String
        var line: Int
        var endLine: Int
        /// Called by the framework on the controller itself: a lifecycle hook, an override, an
        /// initializer, or a target-action handler (`@IBAction`, a method named by `#selector`).
        /// It stays with the controller, and calls whatever would move.
        var isEntryPoint: Bool
        /// A hook a subclass fills in: an `open` method, or one an in-tree subclass overrides. It
        /// stays even when it serves a protocol.
        var isHook = false
        /// An outlet or a view: belongs to whoever builds the views, or stays.
        var isView: Bool
        /// A method that uses a view, or the screen through what the controller inherits
        /// (`view`, `navigationController`, `present`): it binds to the screen, and stays.
        var touchesUI = false
        /// A method that uses what the controller inherits of the screen (`navigationController`, `present`).
        var drivesScreen = false
        /// A method that leaves the screen for another: it presents, pushes, dismisses or performs a segue.
        var navigates = false
        /// A method that embeds a child controller (`addChild`): containment, which only a controller does.
        var embedsChild = false
        /// A method whose body names nothing: empty, or returning a literal (a protocol's stub).
        var isStub = false

        var lines: Int { endLine - line + 1 }
        var isMethod: Bool { kind == .method }
    }

    private(set) var members: [Member] = []
    /// For each member, the members its body uses, each once.
    private(set) var uses: [[Int]] = []
    /// For each member, the members whose bodies use it, each once.
    private(set) var users: [[Int]] = []

    /// More functions than this under one name (`tableView` for a table's delegate methods) and a
    /// call by that name connects to none of them: it cannot say which it means.
    static let overloadLimit = 8

    init(_ controller: Controller, in context: RuleContext) {
        self.init(parts: [controller.declaration] + controller.extensions,
                  overriddenBelow: Self.keysOverridden(below: controller, in: context), in: context)
    }

    /// `parts`: the class's declaration, then every part that attaches to it. `overriddenBelow`:
    /// the keys of methods its in-tree subclasses override, which cannot move.
    init(parts: [DeclarationReference], overriddenBelow: Set<String>, in context: RuleContext) {
        var byKey: [String: Named] = [:]
        // Each method's body, by member, and which members each part holds (they are consecutive).
        var bodies: [Range<Int>?] = []
        var partMembers: [(part: DeclarationReference, members: Range<Int>)] = []
        var seen = Set<DeclarationReference>()
        for part in parts where seen.insert(part).inserted {
            let first = members.count
            defer { partMembers.append((part, first..<members.count)) }
            let declaration = context.declaration(part)
            let path = context.file(part).path
            for property in declaration.properties where byKey[property.name]?.properties.isEmpty ?? true {
                byKey[property.name, default: Named()].properties.append(members.count)
                members.append(Member(
                    name: property.name, key: property.name, kind: property.isComputed ? .computedProperty : .storedProperty,
                    path: path, line: property.position.line, endLine: property.position.line, isEntryPoint: property.isOverride,
                    isView: property.attributes.contains("IBOutlet") || Self.isViewType(property.typeName ?? property.initializerTypeName)))
                bodies.append(nil)
            }
            // An `@interface` only declares methods; the `@implementation` holds them.
            if let objcPart = declaration.objcPart, !objcPart.isImplementation { continue }
            for function in declaration.functions {
                let key = function.key
                byKey[key, default: Named()].methods.append(members.count)
                members.append(Member(
                    name: function.displayName, key: key, kind: .method, path: path, line: function.position.line,
                    endLine: max(function.endLine, function.position.line),
                    isEntryPoint: Self.isEntryPoint(function) || overriddenBelow.contains(key),
                    isHook: function.access == .open || overriddenBelow.contains(key), isView: false,
                    isStub: function.bodyReferences.isEmpty))
                bodies.append(function.bodyReferences)
            }
        }
        uses = Array(repeating: [], count: members.count)
        users = Array(repeating: [], count: members.count)
        var lastUser = [Int](repeating: -1, count: members.count)
        // What each name of a file means here, worked out once per name: a body names the same
        // few dozen names over and over, and a String made and hashed per reference was most of the build.
        var meanings: [Int: [UInt32: Meaning]] = [:]
        // Most names a body uses are neither members nor the screen: their shape rules them out
        // before any String is made.
        let mayMean = NameBloom(Array(byKey.keys) + byKey.keys.map { "_" + $0 } + Array(Self.inheritedScreenMembers))
        // A part's file and references are fetched once for all its bodies: a fetch copies in
        // (and out) the references of every array the outline holds.
        for (part, partRange) in partMembers {
            let file = context.file(part)
            let references = context.declaration(part).references
            var fileMeanings = meanings.removeValue(forKey: part.file) ?? [:]
            defer { meanings[part.file] = fileMeanings }
            for member in partRange {
                guard let body = bodies[member] else { continue }
                for index in body where index < references.count {
                    let reference = references[index]
                    if reference.qualifier == .otherMember { continue }
                    let meaning: Meaning
                    if let known = fileMeanings[reference.name] {
                        meaning = known
                    } else {
                        let shape = file.names.withUTF8(Int(reference.name), NameShape.init)
                        meaning = mayMean.mayContain(shape) ? Meaning(file.name(reference.name), byKey: byKey) : .nothing
                        fileMeanings[reference.name] = meaning
                    }
                    // In `tableView(_ tableView: …)` the name is the first parameter, as Apple names them.
                    if reference.qualifier == .none && meaning.name == members[member].key { continue }
                    if meaning.isScreen {
                        members[member].touchesUI = true
                        members[member].drivesScreen = true
                        if meaning.navigates { members[member].navigates = true }
                        if meaning.embedsChild { members[member].embedsChild = true }
                    }
                    guard let candidates = meaning.named else { continue }
                    for target in candidates.targets(called: reference.isCalled) where target != member && lastUser[target] != member {
                        // A method named and not called is handed to someone who will call it: an action.
                        if !reference.isCalled && members[target].isMethod { members[target].isEntryPoint = true }
                        if members[target].isView { members[member].touchesUI = true }
                        lastUser[target] = member
                        uses[member].append(target)
                        users[target].append(member)
                    }
                }
            }
        }
    }

    /// What a name in a body means for the graph: members of the controller, or what it inherits of the screen.
    private struct Meaning {
        let name: String
        let named: Named?
        /// Something the controller inherits of the screen (`view`, `present`), not one of its own members.
        let isScreen: Bool
        let navigates: Bool
        let embedsChild: Bool

        /// A name that is neither a member nor the screen (its own name does not matter then).
        static let nothing = Meaning()

        private init() {
            name = ""
            named = nil
            isScreen = false
            navigates = false
            embedsChild = false
        }

        init(_ name: String, byKey: [String: Named]) {
            self.name = name
            let own = byKey[name]
            isScreen = own == nil && MemberGraph.inheritedScreenMembers.contains(name)
            navigates = isScreen && MemberGraph.navigationMembers.contains(name)
            embedsChild = isScreen && MemberGraph.containmentMembers.contains(name)
            // An Objective-C instance variable `_items` is the storage of property `items`.
            if own == nil, name.utf8.first == UInt8(ascii: "_") { named = byKey[String(name.dropFirst())] } else { named = own }
        }
    }

    /// The members that go by one name.
    private struct Named {
        var methods: [Int] = []
        var properties: [Int] = []

        /// A call means a method, a plain name a property; either kind when the name has only the
        /// other (`#selector(refresh)`, a method passed as a closure).
        func targets(called: Bool) -> ArraySlice<Int> {
            let chosen = called ? (methods.isEmpty ? properties : methods) : (properties.isEmpty ? methods : properties)
            return chosen.count > MemberGraph.overloadLimit ? [] : chosen[...]
        }
    }

    /// UIKit's and AppKit's hooks for a controller's own life, by the name both languages give them.
    static let lifecycleNames: Set<String> = [
        "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillLayout", "viewDidLayout", "updateViewConstraints",
        "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange", "traitCollectionDidChange", "viewWillTransition",
        "willTransition", "awakeFromNib", "didReceiveMemoryWarning", "dealloc", "prepare", "prepareForSegue",
        "shouldPerformSegue", "shouldPerformSegueWithIdentifier", "willMove", "didMove", "willMoveToParentViewController",
        "didMoveToParentViewController", "windowDidLoad", "windowWillLoad", "encodeRestorableState", "decodeRestorableState",
        "encodeRestorableStateWithCoder", "decodeRestorableStateWithCoder", "setEditing", "viewWillTransitionToSize",
        "initWithCoder", "initWithNibName", "initWithStyle",
    ]

    /// Initializers, deinitializers, overrides (the superclass calls them), `open` methods (written
    /// to be overridden), the named hooks, actions and storyboard segue actions, and Objective-C
    /// accessors (`setRepresentedObject:` runs when the property is set).
    private static func isEntryPoint(_ function: Function) -> Bool {
        function.kind != .function || function.isOverride || function.access == .open || lifecycleNames.contains(function.name)
            || function.attributes.contains("IBAction")
            || function.attributes.contains("IBSegueAction")
            || (function.selector.map { $0.hasPrefix("init") || isSetter($0) } ?? false)
            // Objective-C overrides without saying so: `performSegueWithIdentifier:sender:` is UIKit's.
            || (function.selector != nil && (navigationMembers.contains(function.key) || containmentMembers.contains(function.key)))
    }

    /// `setTitle:`: one argument, `set` and a capital.
    private static func isSetter(_ selector: String) -> Bool {
        let bytes = Array(selector.utf8)
        return bytes.count > 4 && selector.hasPrefix("set") && (65...90).contains(bytes[3])
            && bytes.last == UInt8(ascii: ":") && bytes.dropLast().allSatisfy { $0 != UInt8(ascii: ":") }
    }

    /// The methods in-tree subclasses override, down to `ControllerRelatives.maximumDepth` levels
    /// (a generated chain of thousands must not make every controller cost the whole chain):
    /// hooks a subclass fills in, which cannot move.
    private static func keysOverridden(below controller: Controller, in context: RuleContext) -> Set<String> {
        var keys = Set<String>()
        var level = context.directSubclasses[controller.declaration] ?? []
        var depth = 0
        while !level.isEmpty && depth < ControllerRelatives.maximumDepth {
            var next: [Int] = []
            for subclass in level {
                let child = context.project.controllers[subclass]
                for part in [child.declaration] + child.extensions {
                    for function in context.declaration(part).functions where function.isOverride || function.selector != nil {
                        keys.insert(function.key)
                    }
                }
                next += context.directSubclasses[child.declaration] ?? []
            }
            level = next
            depth += 1
        }
        return keys
    }

    /// What a controller inherits that is the screen itself: using one binds a method to the screen.
    static let inheritedScreenMembers: Set<String> = [
        "view", "navigationController", "navigationItem", "tabBarController", "splitViewController", "present",
        "presentViewController", "dismiss", "dismissViewControllerAnimated", "show", "showDetailViewController",
        "performSegue", "performSegueWithIdentifier", "presentedViewController", "presentingViewController",
        "addChild", "addChildViewController", "removeFromParent", "removeFromParentViewController",
        "setNeedsStatusBarAppearanceUpdate", "toolbarItems", "setToolbarItems", "tableView", "collectionView",
        "refreshControl", "searchDisplayController", "viewIfLoaded", "window", "presentError",
    ]

    /// Of those, what leaves this screen for another.
    static let navigationMembers: Set<String> = [
        "navigationController", "present", "presentViewController", "dismiss", "dismissViewControllerAnimated", "show",
        "showDetailViewController", "performSegue", "performSegueWithIdentifier",
    ]

    /// Of those, what embeds a child controller.
    static let containmentMembers: Set<String> = ["addChild", "addChildViewController"]

    private static let viewTypes = Set(ViewBuildingStatements.viewTypes)

    /// How UIKit and AppKit name the types of what is on screen; a property of such a type is the
    /// screen's, whoever declared the type.
    static let screenTypeSuffixes = [
        "View", "Button", "Label", "Field", "Bar", "Control", "ViewController", "Recognizer", "Cell", "Indicator",
        "HUD", "Layer", "Picker", "Slider", "Switch", "Window", "Menu", "BarButtonItem", "AlertController",
        "SearchController", "Sheet", "Popover",
    ]

    /// The suffixes by their last byte: a name is compared only with those it could end in.
    private static let screenTypeSuffixesByLastByte = Dictionary(grouping: screenTypeSuffixes) { $0.utf8.last! }

    private static func isViewType(_ written: String?) -> Bool {
        guard let written else { return false }
        let name = TypeNames.simple(written)
        guard let last = name.utf8.last else { return false }
        return viewTypes.contains(name) || (screenTypeSuffixesByLastByte[last]?.contains { name.hasSuffix($0) } ?? false)
    }
}
