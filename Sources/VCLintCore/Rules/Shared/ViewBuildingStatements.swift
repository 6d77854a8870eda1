/// The view-construction and layout statements in a run of references: what
/// `view_building_in_controller` counts. One statement per view created, subview added,
/// constraint made or autoresizing mask switched off.
struct ViewBuildingStatements {
    /// UIKit and AppKit views a controller creates in code (`UILabel()`, `[[UILabel alloc] init…]`).
    static let viewTypes = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UITextField", "UITextView", "UIScrollView",
        "UITableView", "UICollectionView", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl",
        "UIProgressView", "UIActivityIndicatorView", "UIDatePicker", "UIPickerView", "UIVisualEffectView",
        "UISearchBar", "UIToolbar", "UINavigationBar", "UITabBar",
        "NSView", "NSTextField", "NSButton", "NSImageView", "NSStackView", "NSScrollView", "NSTableView",
        "NSOutlineView", "NSCollectionView", "NSTextView", "NSPopUpButton", "NSSegmentedControl", "NSSwitch",
        "NSSlider", "NSProgressIndicator", "NSVisualEffectView", "NSBox", "NSSearchField",
    ]
    /// Methods that add a view or a constraint to the hierarchy, on any receiver.
    static let hierarchyMethods: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addLayoutGuide",
        "addConstraint", "addConstraints", "setContentHuggingPriority", "setContentCompressionResistancePriority",
        "setTranslatesAutoresizingMaskIntoConstraints",
    ]
    /// Class methods that create a view: Objective-C's `alloc`/`new`, `UIButton`'s factories.
    static let factoryMembers: Set<String> = ["alloc", "new", "buttonWithType", "systemButton"]
    /// SnapKit's relations inside `snp.makeConstraints { … }`: one per constraint line.
    static let snapKitRelations: Set<String> = [
        "equalTo", "equalToSuperview", "lessThanOrEqualTo", "lessThanOrEqualToSuperview",
        "greaterThanOrEqualTo", "greaterThanOrEqualToSuperview",
    ]
    /// PureLayout's constraint makers (`autoPinEdge(toSuperviewEdge:)`).
    static let pureLayoutPrefixes = ["autoPin", "autoSetDimension", "autoCenterInSuperview", "autoAlignAxis", "autoMatchDimension"]
    /// Not statements of their own: the constraints they take are counted where they are made.
    static let layoutConstraintBatchMembers: Set<String> = ["activate", "deactivate", "activateConstraints", "deactivateConstraints"]

    private enum NameKind { case none, viewType, hierarchy, layoutConstraint, anchorConstraint, autoresizing, relation, pureLayout }

    let reader: ReferenceReader
    let viewTypes: Set<String>
    /// Rules out most names by their shape before any hashing: the exact names above
    /// with `viewTypes`; `constraint…` and `auto…` are checked by prefix.
    let filter: NameBloom

    static func filter(viewTypes: Set<String>) -> NameBloom {
        NameBloom(Array(viewTypes) + Array(hierarchyMethods) + Array(snapKitRelations)
            + ["NSLayoutConstraint", "translatesAutoresizingMaskIntoConstraints"])
    }

    /// The indices of the references that begin a statement, in order.
    func statements() -> [Int] {
        var result: [Int] = []
        for index in reader.indices {
            let shape = reader.shape(index)
            let kind: NameKind
            if filter.mayContain(shape) {
                kind = classify(reader.name(index))
            } else if shape.first == UInt8(ascii: "c") && shape.count >= 10 && reader.name(index).hasPrefix("constraint") {
                kind = .anchorConstraint
            } else if shape.first == UInt8(ascii: "a") && shape.count >= 11, case let name = reader.name(index), name.hasPrefix("auto") {
                kind = classify(name)
            } else {
                continue
            }
            if kind != .none && isStatement(index, kind) { result.append(index) }
        }
        return result
    }

    private func classify(_ name: String) -> NameKind {
        guard let first = name.utf8.first else { return .none }
        if first == UInt8(ascii: "U") || first == UInt8(ascii: "N") {
            if name == "NSLayoutConstraint" { return .layoutConstraint }
        }
        if viewTypes.contains(name) { return .viewType }
        switch first {
        case UInt8(ascii: "a"), UInt8(ascii: "i"), UInt8(ascii: "s"):
            if Self.hierarchyMethods.contains(name) { return .hierarchy }
            if first == UInt8(ascii: "a") && name.hasPrefix("auto") && Self.pureLayoutPrefixes.contains(where: name.hasPrefix) {
                return .pureLayout
            }
        case UInt8(ascii: "c"):
            if name.hasPrefix("constraint") { return .anchorConstraint }
        case UInt8(ascii: "t"):
            if name == "translatesAutoresizingMaskIntoConstraints" { return .autoresizing }
        case UInt8(ascii: "e"), UInt8(ascii: "l"), UInt8(ascii: "g"):
            if Self.snapKitRelations.contains(name) { return .relation }
        default: break
        }
        return .none
    }

    private func isStatement(_ index: Int, _ kind: NameKind) -> Bool {
        let reference = reader[index]
        switch kind {
        case .none:
            return false
        case .viewType:
            guard reference.qualifier == .none else { return false }
            if reference.isCalled { return true }
            guard let member = reader.member(of: index) else { return false }
            return reader[member].isCalled && Self.factoryMembers.contains(reader.name(member))
        case .hierarchy, .pureLayout:
            return reference.isCalled
        case .layoutConstraint:
            // `NSLayoutConstraint(item:…)`, `.constraints(withVisualFormat:…)`; not `.activate([…])`.
            guard reference.qualifier == .none else { return false }
            if reference.isCalled { return true }
            guard let member = reader.member(of: index) else { return false }
            return reader[member].isCalled && !Self.layoutConstraintBatchMembers.contains(reader.name(member))
        case .anchorConstraint:
            // `view.topAnchor.constraint(equalTo: …)`, `[view.topAnchor constraintEqualToAnchor:…]`.
            guard reference.isCalled, let receiver = reader.receiver(of: index) else { return false }
            return reader.name(receiver).hasSuffix("Anchor")
        case .autoresizing:
            return reference.isAssigned
        case .relation:
            return reference.isCalled && reader.receiver(of: index) != nil
        }
    }
}
