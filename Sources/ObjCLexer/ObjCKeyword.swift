/// Words the lexer recognises in names. Those up to `lastReserved` are reserved in C (and so in
/// Objective-C and C++) and make `.keyword` tokens; the rest can also be names in some dialect
/// (`[self class]`, `[Foo new]`, a variable called `copy`) and stay `.identifier`s with this set.
public enum ObjCKeyword: UInt8, Sendable, CaseIterable {
    case none = 0
    // Reserved in C (C11 and GNU), with clang's Objective-C ownership and nullability qualifiers.
    case auto, `break`, `case`, char, const, `continue`, `default`, `do`, double, `else`, `enum`
    case extern, float, `for`, goto, `if`, inline, int, long, register, restrict, `return`, short
    case signed, sizeof, `static`, `struct`, `switch`, typedef, union, unsigned, void, volatile
    case `while`, _Alignas, _Alignof, _Atomic, _Bool, _Complex, _Generic, _Imaginary, _Noreturn
    case _Static_assert, _Thread_local, __attribute__, typeof, __typeof__, __typeof, __inline
    case __inline__, __restrict, __restrict__, asm, __asm, __asm__, __extension__, __declspec
    case __block, __weak, __strong, __unsafe_unretained, __autoreleasing, __kindof, __bridge
    case __bridge_transfer, __bridge_retained, _Nullable, _Nonnull, _Null_unspecified
    case _Nullable_result, __covariant, __contravariant
    // Objective-C names with a meaning.
    case `self`, `super`, id, instancetype, `Class`, SEL, BOOL, IMP, `nil`, Nil, NULL, YES, NO
    // Method parameter qualifiers (`in` also in `for (x in items)`).
    case `in`, out, `inout`, bycopy, byref, oneway
    // `@property` attributes (`class` is below, with C++).
    case nonatomic, atomic, strong, weak, copy, assign, retain, readonly, readwrite, getter, setter
    case unsafe_unretained, nullable, nonnull, null_unspecified, null_resettable, direct
    // Interface Builder markers.
    case IBOutlet, IBOutletCollection, IBAction, IBInspectable, IB_DESIGNABLE
    // C++ (`.mm`).
    case `class`, new, delete, this, template, typename, namespace, using, virtual, `public`
    case `private`, `protected`, `operator`, friend, explicit, mutable, nullptr, `true`, `false`
    case bool, `try`, `catch`, `throw`, constexpr, decltype, noexcept, static_cast, dynamic_cast
    case const_cast, reinterpret_cast, static_assert, thread_local, alignas, alignof, wchar_t
    case char8_t, char16_t, char32_t, export, concept, requires, consteval, constinit, co_await
    case co_return, co_yield, typeid, and, or, not, xor, bitand, bitor, compl, and_eq, or_eq
    case not_eq, xor_eq

    /// The last word that is reserved in C.
    public static let lastReserved = ObjCKeyword.__contravariant

    /// True for words reserved in C, which make `.keyword` tokens.
    @inlinable public var isReserved: Bool { self != .none && rawValue <= ObjCKeyword.lastReserved.rawValue }

    /// The source text of the word.
    public var spelling: String { Self.spellings[Int(rawValue)] }

    /// Each case's text, by raw value. Written out: made by reflecting on the cases' names, the
    /// lexer's tables cost 6 million instructions at the first Objective-C file (a test checks
    /// every spelling against its case's name).
    private static let spellings: [String] = [
        "", "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
        "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
        "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
        "volatile", "while", "_Alignas", "_Alignof", "_Atomic", "_Bool", "_Complex", "_Generic",
        "_Imaginary", "_Noreturn", "_Static_assert", "_Thread_local", "__attribute__", "typeof",
        "__typeof__", "__typeof", "__inline", "__inline__", "__restrict", "__restrict__", "asm", "__asm",
        "__asm__", "__extension__", "__declspec", "__block", "__weak", "__strong", "__unsafe_unretained",
        "__autoreleasing", "__kindof", "__bridge", "__bridge_transfer", "__bridge_retained", "_Nullable",
        "_Nonnull", "_Null_unspecified", "_Nullable_result", "__covariant", "__contravariant", "self",
        "super", "id", "instancetype", "Class", "SEL", "BOOL", "IMP", "nil", "Nil", "NULL", "YES", "NO",
        "in", "out", "inout", "bycopy", "byref", "oneway", "nonatomic", "atomic", "strong", "weak", "copy",
        "assign", "retain", "readonly", "readwrite", "getter", "setter", "unsafe_unretained", "nullable",
        "nonnull", "null_unspecified", "null_resettable", "direct", "IBOutlet", "IBOutletCollection",
        "IBAction", "IBInspectable", "IB_DESIGNABLE", "class", "new", "delete", "this", "template",
        "typename", "namespace", "using", "virtual", "public", "private", "protected", "operator", "friend",
        "explicit", "mutable", "nullptr", "true", "false", "bool", "try", "catch", "throw", "constexpr",
        "decltype", "noexcept", "static_cast", "dynamic_cast", "const_cast", "reinterpret_cast",
        "static_assert", "thread_local", "alignas", "alignof", "wchar_t", "char8_t", "char16_t", "char32_t",
        "export", "concept", "requires", "consteval", "constinit", "co_await", "co_return", "co_yield",
        "typeid", "and", "or", "not", "xor", "bitand", "bitor", "compl", "and_eq", "or_eq", "not_eq",
        "xor_eq",
    ]
}

/// What follows an `@` in an `.atKeyword` token.
public enum ObjCAtKeyword: UInt8, Sendable, CaseIterable {
    case none = 0
    case interface, implementation, end, property, `protocol`, `class`, synthesize, dynamic
    case selector, available, `import`, optional, required, `public`, `private`, protected
    case package, `try`, `catch`, finally, `throw`, synchronized, autoreleasepool, encode
    case compatibilityAlias, defs
    /// The boxed literals `@YES`, `@NO`, `@true`, `@false`.
    case yes, no, `true`, `false`
    /// A name not listed here.
    case other

    /// The name after the `@`; empty for `.none` and `.other`.
    public var spelling: String { Self.spellings[Int(rawValue)] }

    /// Each case's text, by raw value (see `ObjCKeyword.spellings`).
    private static let spellings: [String] = [
        "", "interface", "implementation", "end", "property", "protocol", "class", "synthesize", "dynamic",
        "selector", "available", "import", "optional", "required", "public", "private", "protected",
        "package", "try", "catch", "finally", "throw", "synchronized", "autoreleasepool", "encode",
        "compatibility_alias", "defs", "YES", "NO", "true", "false", "",
    ]
}

/// Which preprocessor directive a `.preprocessorDirective` token starts.
public enum ObjCPreprocessorDirective: UInt8, Sendable, CaseIterable {
    case none = 0
    case `if`, ifdef, ifndef, elif, elifdef, elifndef, `else`, endif
    case `import`, include, includeNext, define, undef, pragma, error, warning, line
    /// A name not listed here (`#assert`, `#ident`), or a line marker `# 12 "file.m"`.
    case other
    /// A `#` alone on its line (the null directive).
    case null

    /// `#if`, `#ifdef`, `#ifndef`: open a conditional.
    @inlinable public var opensConditional: Bool { self == .if || self == .ifdef || self == .ifndef }

    /// `#elif`, `#elifdef`, `#elifndef`, `#else`: start another branch of the open conditional.
    @inlinable public var continuesConditional: Bool {
        self == .elif || self == .elifdef || self == .elifndef || self == .else
    }

    /// The name after the `#`; empty for `.none`, `.other` and `.null`.
    public var spelling: String { Self.spellings[Int(rawValue)] }

    /// Each case's text, by raw value (see `ObjCKeyword.spellings`).
    private static let spellings: [String] = [
        "", "if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "endif", "import", "include",
        "include_next", "define", "undef", "pragma", "error", "warning", "line", "", "",
    ]
}
