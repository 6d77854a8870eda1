/// One child-controller containment call, as `child_containment` reads it. Plain values, so each
/// language's outline fills the same list: Swift's `addChild(x)`, `x.didMove(toParent: self)`,
/// and Objective-C's `[self addChildViewController:x]`, `[x didMoveToParentViewController:self]`.
public struct ContainmentCall: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// `addChild(_:)`, `addChildViewController(_:)`, `addChildViewController:`.
        case addChild
        /// `didMove(toParent:)`, `didMove(toParentViewController:)`, `didMoveToParentViewController:`.
        case didMove
        /// `willMove(toParent:)`, `willMove(toParentViewController:)`, `willMoveToParentViewController:`.
        case willMove
        /// `removeFromParent()`, `removeFromParentViewController()`, `removeFromParentViewController`.
        case removeFromParent
        /// `addSubview(x.view)`, `addArrangedSubview(x.view)`, `insertSubview(x.view, …)`,
        /// `insertArrangedSubview(x.view, at:)`, `[v addSubview:x.view]`: `x`'s view put in a
        /// hierarchy, which makes `x` a child only after `addChild(x)`.
        case addsView
    }

    public var kind: Kind
    /// The child, normalized (see `ContainmentCall.normalized`): for `addChild` its argument, for
    /// `addsView` what stands before `.view`, for the others the receiver; `self` when there is none.
    public var child: String
    /// The parent, normalized: for `addChild` the receiver (`self` when there is none, `super` for
    /// `super.addChild`); for `didMove`/`willMove` the argument (`self`, `nil`, …); empty for
    /// `removeFromParent`.
    public var parent: String
    /// Byte offset of the method name in the file.
    public var offset: UInt32
    /// The enclosing member function of the type (an index into `functions`), or -1 in a property
    /// observer or a closure that initializes a property.
    public var function: Int
    /// The byte offset of the `{` that opens the member's body (function, property observers):
    /// calls with the same `body` belong to one member and are checked together.
    public var body: UInt32
    /// For `addsView`, when the child is a local of the member declared with its type
    /// (`let x = UIHostingController(…)`, `let x: Detail`, `Detail *x = …`): that type. Else empty.
    public var childType = ""

    public init(kind: Kind, child: String, parent: String, offset: UInt32, function: Int, body: UInt32, childType: String = "") {
        self.childType = childType
        self.kind = kind
        self.child = child
        self.parent = parent
        self.offset = offset
        self.function = function
        self.body = body
    }

    /// An expression as the rule compares it: no spaces, no optional-chaining or forcing marks,
    /// no leading `self.`, and `self` for nothing. `self?.child!.view` → `child.view`.
    public static func normalized(_ expression: String) -> String {
        var text = String(expression.filter { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "\r" && $0 != "?" && $0 != "!" })
        while text.hasPrefix("self.") { text.removeFirst(5) }
        return text.isEmpty ? "self" : text
    }
}
