/// The keywords the lexer recognises. A reserved word makes a `.keyword` token; a contextual one
/// stays an `.identifier` with this set, because Swift lets it be used as a name. The four
/// conditional-compilation directives are set on their `.poundKeyword` tokens.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none = 0
    // Reserved.
    case `associatedtype`
    case `class`
    case `deinit`
    case `enum`
    case `extension`
    case `fileprivate`
    case `func`
    case `import`
    case `init`
    case `inout`
    case `internal`
    case `let`
    case `operator`
    case `private`
    case `precedencegroup`
    case `protocol`
    case `public`
    case `rethrows`
    case `static`
    case `struct`
    case `subscript`
    case `typealias`
    case `var`
    case `break`
    case `case`
    case `catch`
    case `continue`
    case `default`
    case `defer`
    case `do`
    case `else`
    case `fallthrough`
    case `for`
    case `guard`
    case `if`
    case `in`
    case `repeat`
    case `return`
    case `throw`
    case `switch`
    case `where`
    case `while`
    case capitalAny
    case `as`
    case await
    case `false`
    case `is`
    case `nil`
    case `self`
    case capitalSelf
    case `super`
    case `throws`
    case `true`
    case `try`
    case wildcard
    // Contextual.
    case actor
    case any
    case associativity
    case async
    case borrowing
    case consuming
    case convenience
    case didSet
    case distributed
    case dynamic
    case each
    case final
    case get
    case indirect
    case infix
    case isolated
    case lazy
    case left
    case macro
    case mutating
    case nonisolated
    case nonmutating
    case open
    case optional
    case override
    case package
    case postfix
    case precedence
    case prefix
    case capitalProtocol
    case required
    case right
    case sending
    case set
    case some
    case capitalType
    case unowned
    case weak
    case willSet
    // Conditional compilation.
    case poundIf
    case poundElseif
    case poundElse
    case poundEndif

    /// The source text of the keyword.
    public var spelling: String {
        switch self {
        case .none: ""
        case .`associatedtype`: "associatedtype"
        case .`class`: "class"
        case .`deinit`: "deinit"
        case .`enum`: "enum"
        case .`extension`: "extension"
        case .`fileprivate`: "fileprivate"
        case .`func`: "func"
        case .`import`: "import"
        case .`init`: "init"
        case .`inout`: "inout"
        case .`internal`: "internal"
        case .`let`: "let"
        case .`operator`: "operator"
        case .`private`: "private"
        case .`precedencegroup`: "precedencegroup"
        case .`protocol`: "protocol"
        case .`public`: "public"
        case .`rethrows`: "rethrows"
        case .`static`: "static"
        case .`struct`: "struct"
        case .`subscript`: "subscript"
        case .`typealias`: "typealias"
        case .`var`: "var"
        case .`break`: "break"
        case .`case`: "case"
        case .`catch`: "catch"
        case .`continue`: "continue"
        case .`default`: "default"
        case .`defer`: "defer"
        case .`do`: "do"
        case .`else`: "else"
        case .`fallthrough`: "fallthrough"
        case .`for`: "for"
        case .`guard`: "guard"
        case .`if`: "if"
        case .`in`: "in"
        case .`repeat`: "repeat"
        case .`return`: "return"
        case .`throw`: "throw"
        case .`switch`: "switch"
        case .`where`: "where"
        case .`while`: "while"
        case .capitalAny: "Any"
        case .`as`: "as"
        case .await: "await"
        case .`false`: "false"
        case .`is`: "is"
        case .`nil`: "nil"
        case .`self`: "self"
        case .capitalSelf: "Self"
        case .`super`: "super"
        case .`throws`: "throws"
        case .`true`: "true"
        case .`try`: "try"
        case .wildcard: "_"
        case .actor: "actor"
        case .any: "any"
        case .associativity: "associativity"
        case .async: "async"
        case .borrowing: "borrowing"
        case .consuming: "consuming"
        case .convenience: "convenience"
        case .didSet: "didSet"
        case .distributed: "distributed"
        case .dynamic: "dynamic"
        case .each: "each"
        case .final: "final"
        case .get: "get"
        case .indirect: "indirect"
        case .infix: "infix"
        case .isolated: "isolated"
        case .lazy: "lazy"
        case .left: "left"
        case .macro: "macro"
        case .mutating: "mutating"
        case .nonisolated: "nonisolated"
        case .nonmutating: "nonmutating"
        case .open: "open"
        case .optional: "optional"
        case .override: "override"
        case .package: "package"
        case .postfix: "postfix"
        case .precedence: "precedence"
        case .prefix: "prefix"
        case .capitalProtocol: "Protocol"
        case .required: "required"
        case .right: "right"
        case .sending: "sending"
        case .set: "set"
        case .some: "some"
        case .capitalType: "Type"
        case .unowned: "unowned"
        case .weak: "weak"
        case .willSet: "willSet"
        case .poundIf: "#if"
        case .poundElseif: "#elseif"
        case .poundElse: "#else"
        case .poundEndif: "#endif"
        }
    }

    /// Whether the word is reserved, so that it lexes as `.keyword` rather than `.identifier`.
    public var isReserved: Bool { rawValue >= Keyword.associatedtype.rawValue && rawValue <= Keyword.wildcard.rawValue }
}
