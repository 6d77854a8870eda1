/// The places in a run of references where a controller leads to another screen: what
/// `navigation_in_controller` counts. Works on reference flags alone (called, member of what).
struct NavigationSites {
    enum Kind: Equatable {
        /// Creates a controller of this type: `DetailViewController(item:)`, `[[DetailViewController alloc] init…]`.
        case creates(String)
        /// Creates one of Apple's controllers that is no destination of its own: an alert, a
        /// picker, a mail sheet. A `present` beside it shows that, not another screen.
        case createsSystemController
        /// `storyboard.instantiateViewController(withIdentifier:)` and kin.
        case instantiates
        /// `performSegue(withIdentifier:sender:)`.
        case segue
        /// `present`, `pushViewController`, `show`, `showDetailViewController`.
        case transition(String)
        /// A container setting its own children: `viewControllers = […]`, `setViewControllers(…)`
        /// on itself. What it makes there are its children, no destination.
        case embeds
        /// The same on another controller, `receiver`: children when that is a tab or page
        /// container the controller holds, a new stack when it is a navigation controller.
        case setsChildren(of: String)
    }

    struct Site {
        var kind: Kind
        /// The reference's index in the reader.
        var index: Int
        var offset: UInt32
        /// The name called: `pushViewController`, `performSegue`, `DetailViewController`.
        var name: String
        /// Called on `self` or `super`.
        var isOwnMember = false
        /// For a present or push, the first name of its argument: `detail` in `present(detail, animated: true)`.
        var shown: String? = nil
        /// For a Swift present or push, the index of the `animated:`, `sender:` or `animator:`
        /// label after it (nil when none follows): UIKit's and AppKit's transitions take one.
        var transitionLabel: Int? = nil
        /// A Swift call, whose transition must have its label in its own function to be UIKit's.
        var needsTransitionLabel = false
    }

    /// Controllers that show another screen: SwiftUI screens in a hosting controller. Apple's
    /// alerts, share sheets, pickers and the containers (navigation, tab, split) are not
    /// destinations of their own: an alert is no coordinator's work, a container wraps a screen.
    static let hostingControllers: Set<String> = ["UIHostingController", "NSHostingController"]
    /// A method's name, not a nested type's: `Lightbox.Item(…)` makes an item, not a controller.
    static func isMethodName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
    }

    /// Class methods that ask about the class and make nothing: `[DetailViewController class]`.
    static let classQueries: Set<String> = [
        "class", "superclass", "description", "instancesRespondToSelector", "conformsToProtocol", "isSubclassOfClass",
    ]
    static let transitions: Set<String> = [
        "present", "presentViewController", "pushViewController", "show", "showDetailViewController", "showViewController",
    ]

    private enum NameKind { case none, destination, systemController, instantiate, segue, transition, embed }

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
            let shape = reader.shape(index)
            // Most names are ruled out by their shape before any String is made or hashed.
            guard Self.filter.mayContain(shape) || destinationFilter.mayContain(shape)
                || (shape.first == UInt8(ascii: "i") && shape.count >= 25) else { continue }
            let kind = classify(reader.name(index))
            if kind != .none, let site = site(at: index, kind) { result.append(site) }
        }
        return result
    }

    /// The containers: they wrap a screen, and are no destination of their own.
    static let containers: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
        "NSSplitViewController", "NSTabViewController", "NSPageController",
    ]
    /// The containers whose `viewControllers` are children shown side by side or a page at a
    /// time, not a stack one navigates.
    static let childContainers: Set<String> = [
        "UITabBarController", "UISplitViewController", "UIPageViewController", "NSSplitViewController", "NSTabViewController",
        "NSPageController",
    ]
    /// Apple's controllers shown in place (alerts, pickers, mail and share sheets): neither hosts
    /// nor containers, nor the plain bases a screen subclasses.
    static let systemControllers = ControllerFamily.classes.subtracting(hostingControllers).subtracting(containers)
        .subtracting(["UIViewController", "UITableViewController", "UICollectionViewController", "NSViewController"])

    static let filter = NameBloom(Array(transitions) + Array(hostingControllers) + Array(systemControllers)
        + ["performSegue", "performSegueWithIdentifier"] + Array(embeddings))

    static let embeddings: Set<String> = ["viewControllers", "setViewControllers"]

    /// The fixed names by kind, in one table: a name is hashed once for all of them.
    private static let fixedKinds: [String: NameKind] = {
        var kinds: [String: NameKind] = [:]
        for name in transitions { kinds[name] = .transition }
        for name in embeddings { kinds[name] = .embed }
        for name in ["performSegue", "performSegueWithIdentifier"] { kinds[name] = .segue }
        for name in systemControllers { kinds[name] = .systemController }
        for name in hostingControllers { kinds[name] = .destination }
        return kinds
    }()

    private func classify(_ name: String) -> NameKind {
        if destinations.contains(name) { return name == ownName ? .none : .destination }
        if let kind = Self.fixedKinds[name] { return kind == .destination && name == ownName ? .none : kind }
        if name.hasPrefix("instantiate") && (name.hasPrefix("instantiateViewController") || name == "instantiateInitialViewController") {
            return .instantiate
        }
        return .none
    }

    private func site(at index: Int, _ kind: NameKind) -> Site? {
        let reference = reader[index]
        let name = reader.name(index)
        switch kind {
        case .none:
            return nil
        case .destination, .systemController:
            guard reference.qualifier == .none else { return nil }
            // `UISearchController(searchResultsController: ResultsViewController())`: the results
            // are shown inside the search controller, a child of it.
            if index > 0, reader.name(index - 1) == "searchResultsController", reader[index - 1].qualifier == .none { return nil }
            // A class method called on a controller type makes one (`Detail.make(item:)`,
            // `[SettingTextViewController settingTextVCWithTitle:…]`), unless it hands out a shared one.
            if !reference.isCalled {
                guard let member = reader.member(of: index), reader[member].isCalled, Self.isMethodName(reader.name(member)),
                      !Self.classQueries.contains(reader.name(member)),
                      !PropertyUseIndex.sharedPrefixes.contains(where: reader.name(member).hasPrefix) else { return nil }
            }
            return Site(kind: kind == .destination ? .creates(name) : .createsSystemController, index: index, offset: reference.offset, name: name)
        case .embed:
            guard reference.isCalled || reference.isAssigned else { return nil }
            guard reference.qualifier == .otherMember else { return Site(kind: .embeds, index: index, offset: reference.offset, name: name) }
            guard let receiver = reader.receiver(of: index) else { return nil }
            return Site(kind: .setsChildren(of: reader.name(receiver)), index: index, offset: reference.offset, name: name)
        case .instantiate:
            return reference.isCalled ? Site(kind: .instantiates, index: index, offset: reference.offset, name: name) : nil
        case .segue:
            guard reference.isCalled, reader.receiver(of: index) == nil else { return nil }
            return Site(kind: .segue, index: index, offset: reference.offset, name: name, isOwnMember: reference.qualifier == .ownMember)
        case .transition:
            guard reference.isCalled else { return nil }
            // `present(vc, animated:)`, `navigationController?.pushViewController(…)`; not
            // `coordinator.present(…)` or `router.show(…)`, which hand navigation to another object.
            if reference.qualifier == .otherMember {
                // `Alert(…).present()` and `router.show(…)` are someone else's method.
                guard let receiver = reader.receiver(of: index), Self.isControllerName(reader.name(receiver)) else { return nil }
            }
            let shown = reader.firstArgument(ofCallAt: index).map(reader.name)
            if let shown, Self.isSystemSheetName(shown) { return nil }
            let isSwift = reader.file.language == .swift
            return Site(kind: .transition(name), index: index, offset: reference.offset, name: name,
                        isOwnMember: reference.qualifier == .ownMember, shown: shown,
                        transitionLabel: isSwift ? transitionLabel(afterCallAt: index) : nil, needsTransitionLabel: isSwift)
        }
    }

    static let transitionLabels: Set<String> = ["animated", "sender", "animator"]

    /// The first transition label among the few references after the call at `index`, within a
    /// line or two of arguments; the caller checks it is in the call's own function.
    private func transitionLabel(afterCallAt index: Int) -> Int? {
        let limit = reader[index].offset &+ 400
        var next = index + 1
        while next < reader.references.count && next <= index + 16 && reader[next].offset < limit {
            if reader[next].qualifier == .none && Self.transitionLabels.contains(reader.name(next)) { return next }
            next += 1
        }
        return nil
    }

    /// `alert`, `alertController`, `UIAlertController(…)`, `actionSheet`, `activityViewController`,
    /// `shareSheet`, `documentPicker`: Apple's sheets and pickers are shown in place, no coordinator's work.
    static func isSystemSheetName(_ name: String) -> Bool {
        if ["alert", "actionsheet", "picker", "sharesheet"].contains(where: { ASCIIText.lowercasedContains(name, $0) }) { return true }
        // Only a name starting with an `a` or a `u` is lowercased whole.
        guard let first = name.utf8.first, first | 0x20 == UInt8(ascii: "a") || first | 0x20 == UInt8(ascii: "u") else { return false }
        let lowered = name.lowercased()
        return (lowered.hasPrefix("activity") && (lowered.hasSuffix("controller") || lowered.hasSuffix("vc")))
            || lowered.hasPrefix("uiactivity")
    }

    /// `navigationController`, `parent`, `presentingViewController`, `nav`, `detailVC`.
    static func isControllerName(_ name: String) -> Bool {
        name.hasSuffix("Controller") || name.hasSuffix("controller") || name.hasSuffix("VC") || name.hasSuffix("Vc")
            || name == "parent" || name == "nav" || name == "navigation"
    }
}
