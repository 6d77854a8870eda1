/// The places in a run of references where a controller leads to another screen: what
/// `navigation_in_controller` counts. Works on reference flags alone (called, member of what).
struct NavigationSites {
    enum Kind: Equatable {
        /// Creates a controller of this type: `DetailViewController(item:)`, `[[DetailViewController alloc] init…]`.
        case creates(String)
        /// `storyboard.instantiateViewController(withIdentifier:)` and kin.
        case instantiates
        /// `performSegue(withIdentifier:sender:)`.
        case segue
        /// `present`, `pushViewController`, `show`, `showDetailViewController`.
        case transition(String)
    }

    struct Site {
        var kind: Kind
        var offset: UInt32
    }

    /// Controllers that show another screen: SwiftUI screens in a hosting controller. Apple's
    /// alerts, share sheets, pickers and the containers (navigation, tab, split) are not
    /// destinations of their own: an alert is no coordinator's work, a container wraps a screen.
    static let hostingControllers: Set<String> = ["UIHostingController", "NSHostingController"]
    /// Class methods that make a controller: `alloc`, `new`, and factories (`DetailViewController.make(…)`,
    /// `.instantiate()`, `.fromStoryboard()`).
    static let factoryPrefixes = ["alloc", "new", "make", "create", "instantiate", "from", "load", "build", "controller", "viewController", "storyboard"]
    static let transitions: Set<String> = [
        "present", "presentViewController", "pushViewController", "show", "showDetailViewController", "showViewController",
    ]

    private enum NameKind { case none, destination, instantiate, segue, transition }

    let reader: ReferenceReader
    /// The simple names of the project's controllers; the hosting controllers count too.
    let destinations: Set<String>
    /// The controller's own name: a factory of its own type is not navigation.
    let ownName: String
    /// Rules out names that are no destination by length and first byte.
    let destinationFilter: NameBloom

    func sites() -> [Site] {
        var result: [Site] = []
        for index in reader.indices {
            let name = reader.name(index)
            let shape = NameShape(name)
            // Most names are ruled out by their shape before any hashing.
            guard Self.filter.mayContain(shape) || destinationFilter.mayContain(shape)
                || (shape.first == UInt8(ascii: "i") && shape.count >= 25) else { continue }
            let kind = classify(name)
            if kind != .none, let site = site(at: index, kind) { result.append(site) }
        }
        return result
    }

    static let filter = NameBloom(Array(transitions) + Array(hostingControllers) + ["performSegue", "performSegueWithIdentifier"])

    private func classify(_ name: String) -> NameKind {
        if destinations.contains(name) || Self.hostingControllers.contains(name) { return name == ownName ? .none : .destination }
        if name.hasPrefix("instantiate") && (name.hasPrefix("instantiateViewController") || name == "instantiateInitialViewController") {
            return .instantiate
        }
        if name == "performSegue" || name == "performSegueWithIdentifier" { return .segue }
        return Self.transitions.contains(name) ? .transition : .none
    }

    private func site(at index: Int, _ kind: NameKind) -> Site? {
        let reference = reader[index]
        let name = reader.name(index)
        switch kind {
        case .none:
            return nil
        case .destination:
            guard reference.qualifier == .none else { return nil }
            if reference.isCalled { return Site(kind: .creates(name), offset: reference.offset) }
            guard let member = reader.member(of: index), reader[member].isCalled,
                  Self.factoryPrefixes.contains(where: reader.name(member).hasPrefix) else { return nil }
            return Site(kind: .creates(name), offset: reference.offset)
        case .instantiate:
            return reference.isCalled ? Site(kind: .instantiates, offset: reference.offset) : nil
        case .segue:
            return reference.isCalled && reader.receiver(of: index) == nil ? Site(kind: .segue, offset: reference.offset) : nil
        case .transition:
            guard reference.isCalled else { return nil }
            // `present(vc, animated:)`, `navigationController?.pushViewController(…)`; not
            // `coordinator.present(…)` or `router.show(…)`, which hand navigation to another object.
            if reference.qualifier == .otherMember {
                // `Alert(…).present()` and `router.show(…)` are someone else's method.
                guard let receiver = reader.receiver(of: index), Self.isControllerName(reader.name(receiver)) else { return nil }
            }
            if let shown = reader.firstArgument(ofCallAt: index), Self.isSystemSheetName(reader.name(shown)) { return nil }
            return Site(kind: .transition(name), offset: reference.offset)
        }
    }

    /// `alert`, `alertController`, `UIAlertController(…)`, `actionSheet`, `activityViewController`,
    /// `shareSheet`, `documentPicker`: Apple's sheets and pickers are shown in place, no coordinator's work.
    static func isSystemSheetName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("alert") || lowered.contains("actionsheet") || lowered.contains("picker") || lowered.contains("sharesheet")
            || (lowered.hasPrefix("activity") && (lowered.hasSuffix("controller") || lowered.hasSuffix("vc")))
            || lowered.hasPrefix("uiactivity")
    }

    /// `navigationController`, `parent`, `presentingViewController`, `nav`, `detailVC`.
    static func isControllerName(_ name: String) -> Bool {
        name.hasSuffix("Controller") || name.hasSuffix("controller") || name.hasSuffix("VC") || name.hasSuffix("Vc")
            || name == "parent" || name == "nav" || name == "navigation"
    }
}
