/// Where a type declaration lives: its file and its index in that file's outline.
public struct DeclarationReference: Sendable, Hashable, Comparable {
    public var file: Int
    public var type: Int

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.file, lhs.type) < (rhs.file, rhs.type) }
}

/// A view controller class with every extension of it, wherever they are.
public struct Controller: Sendable {
    /// With enclosing types: `Settings.ProfileViewController`.
    public var name: String
    public var declaration: DeclarationReference
    public var path: String
    public var position: SourcePosition
    public var superclass: String
    /// The class outside the tree its chain ends at: a `ControllerFamily` class, a configured
    /// base, or (when `isInferred`) a class taken for a controller from its name.
    public var base: String
    public var isInferred: Bool
    /// The tree's classes, shared by every controller: the chain is walked, never copied.
    public var hierarchy: ClassHierarchy
    /// This controller's index in `hierarchy.classes`.
    public var node: Int
    /// Protocols named by its in-tree ancestors' declarations, sorted.
    public var inheritedConformances: [String]
    public var extensions: [DeclarationReference]
    public var bodyLines: Int
    public var extensionLines: Int
    public var methodCount: Int
    public var storedPropertyCount: Int
    /// Protocols named by the class declaration and its extensions, sorted.
    public var conformances: [String]
    /// The type of the view model it holds or inherits, if any.
    public var viewModel: String?

    public var totalLines: Int { bodyLines + extensionLines }

    /// From the superclass up to `base`. Costs the chain's length: for display, not per-controller loops.
    public var ancestry: [String] { hierarchy.ancestry(of: node).names }

    /// In-tree classes of the ancestry, nearest first, walked lazily.
    public var ancestorDeclarations: ClassHierarchy.AncestorSequence { hierarchy.ancestors(of: node) }
}
