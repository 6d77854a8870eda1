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
    /// From the superclass up to the framework or configured base class that makes it a controller.
    public var ancestry: [String]
    /// In-tree classes of the ancestry, nearest first.
    public var ancestorDeclarations: [DeclarationReference]
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
}
