/// Who sets one stored property of a controller across the tree, and on what: the controller's
/// own code, a subclass, an extension in another file, or other code on a controller it has just
/// made. Read from `PropertyUseIndex`'s sites; what `public_mutable_param` decides from.
struct PropertySetters {
    /// What every property of one controller is read against, worked out once per controller.
    struct Scope {
        var controller: Controller
        /// Its class declaration and extensions, nested types included.
        var own: DeclarationSet
        var subclasses: DeclarationSet
        /// Its simple name and its subclasses'.
        var typeNames: Set<String>
    }

    /// Sets by other code on a controller it has just made, in source order.
    private(set) var onFreshControllers: [Location] = []
    /// Code outside the controller reads it.
    private(set) var isReadOutside = false
    /// Set through a receiver whose type no name tells (maybe this controller), or on one that
    /// was not just made: a shared instance, one on screen, one handed in.
    private(set) var isMaybeSetOutside = false
    /// The controller changes it itself after init, or its owner sets it again on a controller
    /// it keeps or has shown: live state.
    private(set) var isChangedAfterCreation = false

    /// Nil when the property must stay settable: an extension in another file or a subclass sets it.
    init?(of name: String, in scope: Scope, index: PropertyUseIndex, project: Project) {
        let controller = scope.controller
        // The last fresh set of each receiver: set again after it is shown, it is live state.
        var freshSets: [PropertyUseIndex.ReceiverKey: PropertyUseIndex.Site] = [:]
        for use in index.sites[name] ?? [] {
            let isSelfAccess = use.qualifier != .otherMember
            if scope.own.contains(use.declaration) {
                // An extension in another file that sets it: `private` would not compile. An
                // Objective-C class's own files are its header and its `@implementation`'s file.
                if use.isAssigned && isSelfAccess && use.declaration.file != controller.declaration.file
                    && use.declaration.file != controller.implementation?.file { return nil }
                // `self?.item = x` in a closure reads as another receiver's member; a real other
                // receiver (`detail.item = x` in a factory) is a name just before it.
                let isOwn = isSelfAccess || !PropertyUseIndex.hasReceiverName(use, in: project)
                if use.isAssigned && isOwn && !use.isInInitializer { isChangedAfterCreation = true }
                continue
            }
            // Tests set what they like; only the app's own code says how a controller is used.
            if use.isInTestCode { continue }
            if scope.subclasses.contains(use.declaration) && use.isAssigned && isSelfAccess { return nil }
            guard use.qualifier == .otherMember else { continue }
            let subject = index.subject(of: use, types: scope.typeNames)
            if subject == .anotherController { continue }
            guard subject == .these, use.isAssigned else {
                if use.isAssigned { isMaybeSetOutside = true } else { isReadOutside = true }
                continue
            }
            let isFresh = PropertyUseIndex.isOnFreshReceiver(use, in: project, types: scope.typeNames)
            if !isFresh && PropertyUseIndex.isOnStoredReceiver(use, in: project) && !use.isInInitializer {
                isChangedAfterCreation = true
                continue
            }
            guard isFresh else {
                isMaybeSetOutside = true
                continue
            }
            if let key = PropertyUseIndex.receiverKey(use, in: project),
               let earlier = freshSets.updateValue(use, forKey: key),
               PropertyUseIndex.isSetAgainAfterShowing(earlier, use, in: project, types: scope.typeNames) {
                isChangedAfterCreation = true
                continue
            }
            onFreshControllers.append(PropertyUseIndex.location(of: use, in: project))
        }
        onFreshControllers.sort()
    }
}
