/// Pairs a controller's containment calls: each `addChild(x)` with a later `x.didMove(toParent: self)`,
/// each `x.removeFromParent()` with an earlier `x.willMove(toParent: nil)`, in the same member body,
/// or through a helper one call away (a method of the controller or an in-tree superclass that
/// the member calls, a member of the controller that calls this one, or a method that caller
/// calls on the right side of it).
struct ContainmentPairing {
    /// One member body's calls, with where they are.
    struct Body {
        var declaration: DeclarationReference
        /// Index into the declaration's `functions`, or -1 (property observers).
        var function: Int
        var calls: [ContainmentCall]
    }

    enum Problem {
        /// `addChild` with no `didMove(toParent:)` of the same child after it.
        case missingDidMove(ContainmentCall)
        /// `removeFromParent` with no `willMove(toParent: nil)` of the same child before it.
        case missingWillMove(ContainmentCall)
        /// The move that follows names another child: `addChild(a)` … `b.didMove(toParent: self)`.
        case mismatchedDidMove(ContainmentCall, found: ContainmentCall)
        case mismatchedWillMove(ContainmentCall, found: ContainmentCall)
        /// A controller's view put in the hierarchy (`stack.addArrangedSubview(hosting.view)`)
        /// with no `addChild` of it anywhere in the controller: a child UIKit never hears of.
        case viewWithoutAddChild(ContainmentCall)
    }

    let project: Project
    /// The controller's class and extensions: the bodies checked.
    let own: [DeclarationReference]
    /// `own` plus the in-tree superclasses: where helpers may live.
    let helperHolders: [DeclarationReference]
    /// Stored and computed property names of `helperHolders`: a child named by one is the same
    /// object in every member; any other name (a parameter, a local) may stand for another.
    let propertyNames: Set<String>
    /// Helpers and callers by name, built on first use.
    private let helpers: HelperIndex
    /// The in-tree controllers' names: a child's type that is one, or a UIKit controller, is a controller.
    let controllerNames: Set<String>
    /// What the views-without-`addChild` check asks, worked out once: nil when no view is added.
    private let adoption: Adoption?

    init(_ controller: Controller, project: Project, controllerNames: Set<String>) {
        self.project = project
        self.controllerNames = controllerNames
        own = [controller.declaration] + controller.extensions
        helperHolders = own + controller.ancestorDeclarations.prefix(ControllerRelatives.maximumDepth)
        propertyNames = Set(helperHolders.flatMap { project.declaration($0).properties.map(\.name) })
        helpers = HelperIndex(project: project, own: own, helperHolders: helperHolders)
        let addsViews = own.contains { project.declaration($0).containmentCalls.contains { $0.kind == .addsView } }
        adoption = addsViews ? Adoption(project: project, own: own, helperHolders: helperHolders, propertyNames: propertyNames) : nil
    }

    /// The controller's member bodies that hold containment calls.
    func bodies() -> [Body] {
        var result: [Body] = []
        for reference in own {
            let declaration = project.declaration(reference)
            // A call outside the declaration's functions (an outline's slip) counts as an observer's.
            let calls = declaration.containmentCalls.map { call in
                var call = call
                if call.function >= declaration.functions.count { call.function = -1 }
                return call
            }
            var start = 0
            while start < calls.count {
                var end = start + 1
                while end < calls.count && calls[end].body == calls[start].body { end += 1 }
                result.append(Body(declaration: reference, function: calls[start].function, calls: Array(calls[start..<end])))
                start = end
            }
        }
        return result
    }

    func problems(in body: Body) -> [Problem] {
        var problems: [Problem] = body.calls.filter(isUnadoptedChildView).map { .viewWithoutAddChild($0) }
        var used = Set<Int>()
        let calls = body.calls
        // Exact pairs first, so that a slip elsewhere in the body cannot steal a good pair's move.
        var unpaired: [Int] = []
        for (index, call) in calls.enumerated() where needsPartner(call) {
            if let partner = partner(of: call, among: calls, used: used, sameChild: true) { used.insert(partner) } else { unpaired.append(index) }
        }
        // Children that this body adds, or removes: a move naming one of them belongs to it.
        let added = Set(calls.filter { $0.kind == .addChild }.map(\.child))
        let removed = Set(calls.filter { $0.kind == .removeFromParent }.map(\.child))
        for index in unpaired {
            let call = calls[index]
            if call.kind == .removeFromParent && isReparented(call, in: calls) { continue }
            if isCoveredByHelper(call, in: body) || isMovedElsewhere(call) { continue }
            let candidates = calls.indices.filter { !used.contains($0) && fits(calls[$0], call) }
            let ordered = call.kind == .addChild ? candidates : candidates.reversed()
            let siblings = call.kind == .addChild ? added : removed
            // `addChild(a)` … `addChild(b)` … `a.didMove` twice: the second was meant for `b`.
            if let slip = ordered.first(where: { siblings.contains(calls[$0].child) }) {
                used.insert(slip)
                problems.append(mismatch(call, calls[slip]))
            } else if let alias = ordered.first(where: { mayBeSameChild(calls[$0].child, call.child) }) {
                used.insert(alias)  // `addChild(vc)` … `self.child = vc` … `child.didMove(toParent: self)`
            } else if let other = ordered.first {
                used.insert(other)
                problems.append(mismatch(call, calls[other]))
            } else {
                problems.append(call.kind == .addChild ? .missingDidMove(call) : .missingWillMove(call))
            }
        }
        return problems
    }

    private func mismatch(_ call: ContainmentCall, _ found: ContainmentCall) -> Problem {
        call.kind == .addChild ? .mismatchedDidMove(call, found: found) : .mismatchedWillMove(call, found: found)
    }

    /// `x.removeFromParent()` then `addChild(x)`: moving a child from another parent, which
    /// `addChild` tells it about (`willMove(toParent: self)`).
    private func isReparented(_ call: ContainmentCall, in calls: [ContainmentCall]) -> Bool {
        calls.contains { $0.kind == .addChild && $0.child == call.child && $0.offset > call.offset }
    }

    /// A child held in a property may be added in one member and moved in another (`addChild`
    /// in `init`, `didMove` once the view has loaded): a fitting move of it anywhere counts.
    private func isMovedElsewhere(_ call: ContainmentCall) -> Bool {
        guard call.child != "self", propertyNames.contains(Self.rootName(call.child)) else { return false }
        return own.contains { reference in
            project.declaration(reference).containmentCalls.contains { $0.child == call.child && fitsIgnoringOrder($0, call) }
        }
    }

    /// `addChild` and `removeFromParent` need a move; `super.addChild(x)` in an override and
    /// `super.removeFromParent()` are the container's own plumbing.
    private func needsPartner(_ call: ContainmentCall) -> Bool {
        switch call.kind {
        case .addChild: call.parent != "super" && !isSpriteKitName(call.parent) && !isSpriteKitName(call.child)
        case .removeFromParent: call.child != "super" && !isSpriteKitName(call.child)
        case .didMove, .willMove, .addsView: false
        }
    }

    /// A view added that belongs to a controller (its type, as the property or the member's local
    /// declares it, is an in-tree or UIKit controller) that the controller never adds as a child:
    /// no `addChild` of that name, and none of a parameter or local (a helper's `embed(_:)` may
    /// take it under another name).
    private func isUnadoptedChildView(_ call: ContainmentCall) -> Bool {
        guard call.kind == .addsView, call.child != "self", call.child != "super",
              !call.child.contains(where: { "([.".contains($0) }) else { return false }
        guard let adoption else { return false }
        let type = call.childType.isEmpty ? adoption.propertyTypes[call.child] : call.childType
        guard let type, isControllerType(type) else { return false }
        return !adoption.mayAdd(call.child)
    }

    private func isControllerType(_ type: String) -> Bool {
        let base = String(TypeNames.base(type).prefix { $0 != "<" })
        return ControllerFamily.classes.contains(base) || controllerNames.contains(base)
    }

    /// SpriteKit's `SKNode` has `addChild(_:)` and `removeFromParent()` too, with no moves:
    /// `scene.addChild(node)`, `sprite.removeFromParent()` are not containment.
    private func isSpriteKitName(_ expression: String) -> Bool {
        let last = expression.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return ["node", "scene", "sprite", "emitter"].contains { last.hasSuffix($0) }
    }

    /// Whether `move` is the kind of move `call` needs, placed on the right side of it.
    private func fits(_ move: ContainmentCall, _ call: ContainmentCall) -> Bool {
        switch call.kind {
        case .addChild: move.kind == .didMove && move.parent == call.parent && move.offset > call.offset
        case .removeFromParent: move.kind == .willMove && move.parent == "nil" && move.offset < call.offset
        case .didMove, .willMove, .addsView: false
        }
    }

    /// The nearest unused fitting move: after an `addChild`, before a `removeFromParent`.
    private func partner(of call: ContainmentCall, among calls: [ContainmentCall], used: Set<Int>, sameChild: Bool) -> Int? {
        let candidates = calls.indices.filter { !used.contains($0) && fits(calls[$0], call) && (calls[$0].child == call.child) == sameChild }
        return call.kind == .addChild ? candidates.first : candidates.last
    }

    /// A child named by a property is that property everywhere; a parameter or local may be any.
    private func mayBeSameChild(_ first: String, _ second: String) -> Bool {
        first == second || !propertyNames.contains(Self.rootName(first)) || !propertyNames.contains(Self.rootName(second))
    }

    /// `child` of `child.view`, `children[0]`, `make()`: the name an expression starts with.
    static func rootName(_ expression: String) -> String {
        String(expression.prefix { $0 != "." && $0 != "[" && $0 != "(" })
    }

    // MARK: Helpers one call away

    /// The move is in a method the body calls (after an `addChild`, before a `removeFromParent`),
    /// or in a member that calls this body's function (after or before the call).
    private func isCoveredByHelper(_ call: ContainmentCall, in body: Body) -> Bool {
        let declaration = project.declaration(body.declaration)
        let file = project.files[body.declaration.file]
        // Callees: methods named by calls in this body, on the right side of `call`.
        let references = body.function >= 0
            ? declaration.references[declaration.functions[body.function].bodyReferences] : []
        for reference in references where reference.isCalled && reference.qualifier != .otherMember {
            // `>=`: a call to the controller's own `addChild` override is its own helper.
            guard call.kind == .addChild ? reference.offset >= call.offset : reference.offset <= call.offset else { continue }
            let name = file.name(reference.name)
            if helperMoves(named: name).contains(where: { fitsIgnoringOrder($0, call) }) { return true }
        }
        // Callers: members of the controller that call this body's function and move the child there.
        guard body.function >= 0 else { return false }
        let calledName = declaration.functions[body.function].name
        for caller in helpers.callers(of: calledName)
            where !(caller.holder == body.declaration && caller.function == body.function) {
            let fitting = helpers.moves(in: caller.holder, function: caller.function).contains { move in
                fitsIgnoringOrder(move, call)
                    && (call.kind == .addChild ? move.offset > caller.offset : move.offset < caller.offset)
            }
            if fitting { return true }
            // A sibling step: the caller calls this body's function, then a method that moves
            // the child (`configure()` adds, the transition's completion calls `finish()`).
            let sibling = helpers.calls(in: caller.holder, function: caller.function).contains { step in
                step.name != calledName
                    && (call.kind == .addChild ? step.offset > caller.offset : step.offset < caller.offset)
                    && helperMoves(named: step.name).contains { fitsIgnoringOrder($0, call) }
            }
            if sibling { return true }
        }
        return false
    }

    private func fitsIgnoringOrder(_ move: ContainmentCall, _ call: ContainmentCall) -> Bool {
        guard mayBeSameChild(move.child, call.child) else { return false }
        switch call.kind {
        case .addChild: return move.kind == .didMove && move.parent == call.parent
        case .removeFromParent: return move.kind == .willMove && move.parent == "nil"
        case .didMove, .willMove, .addsView: return false
        }
    }

    /// The containment calls of every method called `name` in the controller or its superclasses.
    private func helperMoves(named name: String) -> [ContainmentCall] { helpers.moves(named: name) }
}

/// Which children a controller may add, for the views-without-`addChild` check, read once per
/// controller: every name it adds with `addChild` (in it or its in-tree superclasses), whether it
/// adds a parameter or local (a helper's, which may stand for any child), and every name it
/// passes whole as the first argument of a call (`add(controller: name)`, `embed(name)`): a
/// helper, perhaps in an extension of `UIViewController` elsewhere, may add it.
private struct Adoption {
    /// The declared or initializing type of each property of the controller or its bases (the
    /// nearest declaration of a name).
    private(set) var propertyTypes: [String: String] = [:]
    private var added: Set<String> = []
    private var addsAnyLocal = false
    private var handed: Set<String> = []

    init(project: Project, own: [DeclarationReference], helperHolders: [DeclarationReference], propertyNames: Set<String>) {
        for holder in helperHolders.reversed() {
            for property in project.declaration(holder).properties {
                if let type = property.typeName.map(TypeNames.base) ?? property.initializerTypeName { propertyTypes[property.name] = type }
            }
        }
        for holder in helperHolders {
            for call in project.declaration(holder).containmentCalls where call.kind == .addChild {
                added.insert(call.child)
                if !propertyNames.contains(ContainmentPairing.rootName(call.child)) { addsAnyLocal = true }
            }
        }
        for holder in own {
            let references = project.declaration(holder).references
            let file = project.files[holder.file]
            // Right inside the parentheses, after the label if there is one (labels read as
            // references too). `f(x, name)` is not read so.
            for index in references.indices where references[index].isCalled && index + 1 < references.count {
                var argument = index + 1
                let open = references[index].offset + UInt32(file.names.utf8Count(Int(references[index].name)))
                guard references[argument].offset == open + 1 else { continue }
                if !references[argument].hasMember { handed.insert(file.name(references[argument].name)) }
                let label = references[argument].offset + UInt32(file.names.utf8Count(Int(references[argument].name)))
                argument += 1
                if argument < references.count, (label + 1...label + 2).contains(references[argument].offset), !references[argument].hasMember {
                    handed.insert(file.name(references[argument].name))
                }
            }
        }
    }

    func mayAdd(_ child: String) -> Bool { addsAnyLocal || added.contains(child) || handed.contains(child) }
}

/// A controller's methods by name, for the helper checks: the containment calls of each method
/// name, and where each member calls each name. Built once, on the first unpaired call; asking
/// every method for every unpaired call made a 15,000-method controller take a minute.
private final class HelperIndex {
    let project: Project
    let own: [DeclarationReference]
    let helperHolders: [DeclarationReference]

    init(project: Project, own: [DeclarationReference], helperHolders: [DeclarationReference]) {
        self.project = project
        self.own = own
        self.helperHolders = helperHolders
    }

    func moves(named name: String) -> [ContainmentCall] { movesByName[name] ?? [] }

    func moves(in holder: DeclarationReference, function: Int) -> [ContainmentCall] { movesByFunction[holder]?[function] ?? [] }

    func callers(of name: String) -> [(holder: DeclarationReference, function: Int, offset: UInt32)] { callsByName[name] ?? [] }

    /// The calls one member makes to methods of the controller or its bases, in order.
    func calls(in holder: DeclarationReference, function: Int) -> [(name: String, offset: UInt32)] {
        callsByFunction[holder]?[function] ?? []
    }

    private lazy var movesByFunction: [DeclarationReference: [Int: [ContainmentCall]]] = {
        var result: [DeclarationReference: [Int: [ContainmentCall]]] = [:]
        for holder in Set(helperHolders) {
            result[holder] = Dictionary(grouping: project.declaration(holder).containmentCalls, by: \.function)
        }
        return result
    }()

    private lazy var movesByName: [String: [ContainmentCall]] = {
        var result: [String: [ContainmentCall]] = [:]
        for holder in helperHolders {
            let declaration = project.declaration(holder)
            for (function, moves) in movesByFunction[holder] ?? [:] where function >= 0 && function < declaration.functions.count {
                result[declaration.functions[function].name, default: []] += moves
            }
        }
        return result
    }()

    private lazy var callsByFunction: [DeclarationReference: [Int: [(name: String, offset: UInt32)]]] = {
        var result: [DeclarationReference: [Int: [(name: String, offset: UInt32)]]] = [:]
        for (name, callers) in callsByName where movesByName[name] != nil {
            for caller in callers { result[caller.holder, default: [:]][caller.function, default: []].append((name, caller.offset)) }
        }
        return result
    }()

    /// Every call a member of the controller makes on itself (not on another object), by name.
    private lazy var callsByName: [String: [(holder: DeclarationReference, function: Int, offset: UInt32)]] = {
        var result: [String: [(holder: DeclarationReference, function: Int, offset: UInt32)]] = [:]
        for holder in own {
            let caller = project.declaration(holder)
            let file = project.files[holder.file]
            for (index, function) in caller.functions.enumerated() {
                for reference in caller.references[function.bodyReferences] where reference.isCalled && reference.qualifier != .otherMember {
                    result[file.name(reference.name), default: []].append((holder, index, reference.offset))
                }
            }
        }
        return result
    }()
}

extension ContainmentPairing {
    /// The containment mistakes of a controller, as `child_containment` finds them before
    /// suppressions: what `vclint metrics` counts. AppKit controllers have none.
    static func mistakes(of controller: Controller, in context: RuleContext) -> Int {
        guard !ControllerFamily.isAppKit(controller.base) else { return 0 }
        let pairing = ContainmentPairing(controller, project: context.project, controllerNames: context.controllerNames)
        return pairing.bodies().reduce(0) { $0 + pairing.problems(in: $1).count }
    }
}
