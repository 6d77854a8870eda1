/// Where a type declaration lives: its file and its index in that file's outline.
public struct DeclarationReference: Sendable, Hashable, Comparable {
    public var file: Int
    public var type: Int

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.file, lhs.type) < (rhs.file, rhs.type) }
}

/// The languages a controller is written in: `mixed` when a Swift extension attaches to an
/// Objective-C class, or an Objective-C category or implementation to a Swift class.
public enum ControllerLanguage: String, Sendable, Codable {
    case swift, objc, mixed
}

/// A view controller class with every extension of it, wherever they are.
public struct Controller: Sendable {
    /// With enclosing types: `Settings.ProfileViewController`.
    public var name: String
    /// The class declaration: a Swift class, or an Objective-C `@interface` (the `@implementation`
    /// when there is no `@interface`).
    public var declaration: DeclarationReference
    /// For an Objective-C class, its `@implementation` (also one of `extensions`, or `declaration`
    /// itself when it has no `@interface`): where its code is.
    public var implementation: DeclarationReference?
    /// Where findings about the whole controller go: the `@implementation` of an Objective-C class
    /// when there is one (that is where `// vclint:disable:next …` is written), else the declaration.
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
    /// Every part that attaches to the class by name: Swift extensions, and Objective-C class
    /// extensions, categories, category implementations and the `@implementation`.
    public var extensions: [DeclarationReference]
    /// The class body's code lines: a Swift class's body, or an Objective-C `@implementation`'s
    /// (an `@interface` only declares, and counts none).
    public var bodyLines: Int
    /// The code lines of every other part: Swift extensions, Objective-C category implementations,
    /// but not `alternatives`.
    public var extensionLines: Int
    /// Swift extensions that repeat members of the others (an iOS file beside a tvOS one): no
    /// target compiles them together with those, so their lines are not counted.
    public var alternatives: [DeclarationReference] = []
    public var alternativeLines = 0
    public var language: ControllerLanguage = .swift
    public var methodCount: Int
    public var storedPropertyCount: Int
    /// Protocols named by the class declaration and its extensions, sorted.
    public var conformances: [String]
    /// The type of the view model it holds or inherits, if any: the one answer `metrics`, the
    /// report and `missing_view_model` give.
    public var viewModel: String?
    /// In-tree controllers that name it as their superclass: a base class when there are any.
    public var subclassCount = 0

    public var totalLines: Int { bodyLines + extensionLines }

    /// From the superclass up to `base`. Costs the chain's length: for display, not per-controller loops.
    public var ancestry: [String] { hierarchy.ancestry(of: node).names }

    /// In-tree classes of the ancestry, nearest first, walked lazily.
    public var ancestorDeclarations: ClassHierarchy.AncestorSequence { hierarchy.ancestors(of: node) }
}
