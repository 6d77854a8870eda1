/// The declarations of one file, as rules need them: plain values, no tokens.

public enum DeclarationKind: String, Sendable, Codable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

/// The language a file is written in. Rules never ask: both languages fill the same model.
public enum SourceLanguage: String, Sendable, Codable {
    case swift, objc
}

/// Which part of an Objective-C class a declaration is. An `@interface Name : Super` is the
/// class itself (`DeclarationKind.class`); every other part is read as an extension of it.
public enum ObjCPart: Sendable, Equatable {
    /// `@interface Name : Super <Protocols>`.
    case interface
    /// `@interface Name ()`: private declarations, usually in the `.m`.
    case classExtension
    /// `@interface Name (Category)`.
    case category(String)
    /// `@implementation Name`: where the class's code is.
    case implementation
    /// `@implementation Name (Category)`.
    case categoryImplementation(String)

    /// Implementations hold code; interfaces only declare it.
    public var isImplementation: Bool {
        switch self {
        case .implementation, .categoryImplementation: true
        case .interface, .classExtension, .category: false
        }
    }
}

public enum AccessLevel: Int, Sendable, Comparable, Codable {
    case `private`, `fileprivate`, `internal`, package, `public`, open

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    public var name: String {
        switch self {
        case .private: "private"
        case .fileprivate: "fileprivate"
        case .internal: "internal"
        case .package: "package"
        case .public: "public"
        case .open: "open"
        }
    }
}

/// A place in a file: 1-based line and column (UTF-8 bytes).
public struct SourcePosition: Sendable, Equatable, Hashable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// One entry of an inheritance clause: `UIKit.UIViewController`, `ListController<Item>`.
public struct InheritedType: Sendable, Equatable {
    /// As written, without trivia or attributes.
    public var name: String
    /// The last component without generic arguments: what the name resolves by.
    public var baseName: String
    public var position: SourcePosition
}

public enum Ownership: String, Sendable { case strong, weak, unowned }

public struct Property: Sendable {
    public var name: String
    public var position: SourcePosition
    public var isConstant: Bool
    /// `static` or `class`.
    public var isStatic: Bool
    public var isLazy: Bool
    public var isOverride: Bool
    public var ownership: Ownership
    /// Explicit access, or nil for the default.
    public var access: AccessLevel?
    /// From `private(set)` and its kin.
    public var setterAccess: AccessLevel?
    /// Names without `@`: `IBOutlet`, `Published`.
    public var attributes: [String]
    /// The declared type as written (`FeedViewModel!`), if any.
    public var typeName: String?
    /// For `= FeedViewModel(…)`: the type an initializer call names.
    public var initializerTypeName: String?
    /// Has a getter rather than storage (observers do not make a property computed).
    public var isComputed: Bool
    /// `dynamic`: dispatched through the Objective-C runtime, usually for key-value observing.
    public var isDynamic: Bool = false

    public var isStored: Bool { !isComputed }
}

public enum FunctionKind: String, Sendable { case function, initializer, deinitializer, `subscript` }

/// The one-byte fields stand together (after `parameterTypes`): apart, their padding cost 16 of 120 bytes a function.
public struct Function: Sendable {
    /// `viewDidLoad`, `tableView`, `init`, `==`.
    public var name: String
    /// One per parameter; `_` for unlabeled ones.
    public var argumentLabels: [String]
    /// For initializers, one per parameter, as written (`FeedViewModel`, `() -> Void`); empty for
    /// other functions, which no rule reads types of.
    public var parameterTypes: [String]
    public var kind: FunctionKind
    public var isOverride: Bool
    public var isStatic: Bool
    public var access: AccessLevel?
    public var attributes: [String]
    public var position: SourcePosition
    /// The line of the closing brace, or of the declaration when it has no body.
    public var endLine: Int
    /// The lines strictly between the declaration's first line and the closing brace that hold
    /// code: 0 for a one-line body or none.
    public var bodyCodeLines = 0
    /// The body's references: indices into the type's `references`.
    public var bodyReferences: Range<Int> = 0..<0
    /// For an Objective-C method, the selector as written (`tableView:cellForRowAtIndexPath:`).
    /// `name` and `argumentLabels` then read as Swift imports it: `tableView`, `[_, cellForRowAtIndexPath]`.
    public var selector: String? = nil

    /// How its language names it: the Objective-C selector, else the Swift signature.
    public var displayName: String { selector ?? signature }

    /// Its base name, or an Objective-C selector's first piece: what both languages share
    /// (`tableView` for `tableView(_:cellForRowAt:)` and `tableView:cellForRowAtIndexPath:`).
    public var key: String { selector.map { String($0.prefix { $0 != ":" }) } ?? name }

    /// `tableView(_:numberOfRowsInSection:)`.
    public var signature: String {
        // Appended in place: an interpolated String per label was most of the cost.
        var text = name
        text.append("(")
        for label in argumentLabels {
            text.append(label)
            text.append(":")
        }
        text.append(")")
        return text
    }
}

/// What stands before a referenced name: nothing, `self.`/`super.`, or another receiver's `.`.
public enum ReferenceQualifier: UInt32, Sendable {
    case none, ownMember, otherMember
}

/// An identifier used in code (never in a comment or string). Eight bytes, because a tree has
/// millions: the name is an index into `FileOutline.names`; flag bits say whether a member access
/// follows (`URLSession.shared`, the member is then the next reference), whether an assignment
/// follows (`item = x`, `vc.item += 1`), whether it is called, and what qualifies the name.
public struct Reference: Sendable {
    private var packed: UInt32
    /// Byte offset in the file.
    public var offset: UInt32

    /// Room for 134 million distinct names in a file (a file is read only up to 1 GiB).
    static let nameMask: UInt32 = 0x07FF_FFFF

    static let hasMemberFlag: UInt32 = 0x8000_0000
    static let isAssignedFlag: UInt32 = 0x4000_0000
    static let isCalledFlag: UInt32 = 0x0800_0000
    static func qualifierFlags(_ qualifier: ReferenceQualifier) -> UInt32 { qualifier.rawValue << 28 }
    static let qualifierMask: UInt32 = 0x3000_0000

    init(name: UInt32, offset: UInt32, hasMember: Bool, isAssigned: Bool = false, isCalled: Bool = false,
         qualifier: ReferenceQualifier = .none) {
        self.init(name: name, offset: offset, flags: (hasMember ? Self.hasMemberFlag : 0)
            | (isAssigned ? Self.isAssignedFlag : 0) | (isCalled ? Self.isCalledFlag : 0) | Self.qualifierFlags(qualifier))
    }

    /// `flags`: the flags above, or'd together (the Swift outline computes them so, for every name).
    @inline(__always)
    init(name: UInt32, offset: UInt32, flags: UInt32) {
        packed = (name & Self.nameMask) | flags
        self.offset = offset
    }

    public var name: UInt32 { packed & Self.nameMask }
    public var hasMember: Bool { packed & Self.hasMemberFlag != 0 }
    /// An assignment operator (`=`, `+=`, …, never `==`) follows the name; not a `let`/`var` declaration.
    public var isAssigned: Bool { packed & Self.isAssignedFlag != 0 }
    /// An argument list follows the name, perhaps after generic arguments: `load(`, `Box<T>(`.
    public var isCalled: Bool { packed & Self.isCalledFlag != 0 }
    public var qualifier: ReferenceQualifier { ReferenceQualifier(rawValue: (packed >> 28) & 0x3) ?? .none }
}

public struct TypeDeclaration: Sendable {
    public var kind: DeclarationKind
    /// As written; for an extension, the extended type (`Feed.Cell`).
    public var name: String
    /// With the names of enclosing types: `Outer.Inner`.
    public var qualifiedName: String
    public var genericParameters: [String]
    /// The names the generic parameters' constraints use: `FeedDelegate` in `<D: FeedDelegate>`.
    public var genericConstraints: [String] = []
    public var inheritance: [InheritedType]
    public var attributes: [String]
    public var modifiers: [String]
    /// The index of the enclosing type declaration, if nested.
    public var parent: Int?
    /// Where the keyword (`class`, `extension`) is.
    public var position: SourcePosition
    /// The first line of the declaration, attributes included.
    public var startLine: Int
    public var openBraceLine: Int?
    public var closeBraceLine: Int?
    /// Lines strictly between the braces holding code, nested declarations included.
    public var codeLines: Int
    public var properties: [Property] = []
    public var functions: [Function] = []
    public var references: [Reference] = []
    /// For Objective-C, which part of the class this is; nil for Swift.
    public var objcPart: ObjCPart? = nil
    /// The name the other language knows this class by, when renamed: `@objc(LegacyFeedController)`
    /// on a Swift class, `NS_SWIFT_NAME(FeedController)` on an Objective-C interface (last component).
    public var bridgedName: String? = nil
    /// Child-controller containment calls in its members' bodies, in file order.
    public var containmentCalls: [ContainmentCall] = []
    /// Its `var body { … }`, measured as a SwiftUI body (`ViewBodyShape`), if it has one.
    public var viewBody: ViewBodyShape? = nil

    /// The name a reference accesses as a member (`shared` in `URLSession.shared`), if any.
    public func member(ofReference index: Int) -> UInt32? {
        references[index].hasMember && index + 1 < references.count ? references[index + 1].name : nil
    }

    /// The last component without module or enclosing types: what extensions and subclasses name.
    /// Found in the UTF-8 bytes: the resolver asks it of every type, and splitting Characters
    /// cost more than the rest of its work.
    public var simpleName: String {
        var name = name
        return name.withUTF8 { bytes in
            let dot = UInt8(ascii: ".")
            var end = bytes.count  // `Outer.Inner.` is `Inner`, as `split` would say
            while end > 0 && bytes[end - 1] == dot { end -= 1 }
            var start = end
            while start > 0 && bytes[start - 1] != dot { start -= 1 }
            if end == 0 || (start == 0 && end == bytes.count) { return self.name }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }
}
