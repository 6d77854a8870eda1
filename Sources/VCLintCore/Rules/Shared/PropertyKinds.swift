/// What a stored property of a controller is for, as its declaration tells: how the controller
/// talks back, a view made with or after the view, or a subscription holder. None of them is a
/// parameter to pass at init.
extension Property {
    /// What subscription and observation holders are written with.
    private static let stateContainerTypes = ["AnyCancellable", "DisposeBag", "Disposable", "NSKeyValueObservation"]
    private static let stateContainerNames = ["cancellable", "disposebag", "subscriptions", "observation", "observers"]

    private static let outputSuffixes = ["delegate", "datasource", "handler", "block", "completion", "callback", "closure"]

    /// A delegate or a callback: how the controller talks back, not what it is given. A callback's
    /// type is a function (`->`), a block (`^`), or a type named like one (`SPDismissBlock`).
    var isOutput: Bool {
        if ownership == .weak { return true }
        if let type = typeName {
            if ASCIIText.contains(type, "->") || ASCIIText.contains(type, "^") { return true }
            let base = TypeNames.base(type)
            if Self.callbackTypeSuffixes.contains(where: { ASCIIText.lowercasedHasSuffix(base, $0) }) { return true }
        }
        return Self.outputSuffixes.contains { ASCIIText.lowercasedHasSuffix(name, $0) }
    }

    private static let callbackTypeSuffixes = ["handler", "block", "completion", "callback"]

    /// Views, controls, bar items, layers, constraints, layout anchors and gesture recognizers:
    /// made with or after the view, never there to pass at init.
    var isViewObject: Bool {
        guard let type = typeName.map(TypeNames.base) ?? initializerTypeName else { return false }
        let element = TypeNames.withoutBrackets(type)
        return Self.viewTypeSuffixes.contains { element.hasSuffix($0) }
    }

    private static let viewTypeSuffixes = [
        "View", "Constraint", "GestureRecognizer", "Layer", "Window", "Label", "Button", "Anchor", "LayoutGuide",
        "BarButtonItem", "TextField", "Bar", "Control", "Switch", "Slider",
    ]

    /// A subscription or observation holder: always the controller's own state.
    var isStateContainer: Bool {
        let types = [typeName, initializerTypeName].compactMap { $0 }
        if types.contains(where: { type in Self.stateContainerTypes.contains { ASCIIText.contains(type, $0) } }) { return true }
        return Self.stateContainerNames.contains { ASCIIText.lowercasedContains(name, $0) }
    }
}
