import ObjCLexer

/// Members of a container: `@property` declarations and methods, and the declarators both read.
extension ObjCOutlineBuilder {
    /// Where a member's declaration is visible: what a header's `@interface` or category declares
    /// is public; a class extension's, or anything in an `.m`, is private.
    var memberAccess: AccessLevel {
        guard isHeader, container >= 0 else { return .private }
        switch types[container].objcPart {
        case .interface, .category, nil: return .public  // nil: a protocol
        default: return .private
        }
    }

    /// Whether the token at `at` begins the next member or container, so a declaration missing
    /// its `;` ends before it.
    func beginsMember(at: Int) -> Bool {
        guard let token = token(at) else { return true }
        switch token.kind {
        case .atKeyword, .preprocessorDirective, .rightBrace: return true
        case .minus, .plus: return breakBefore[at]
        default: return false
        }
    }

    // MARK: Properties

    /// `@property (nonatomic, copy, readonly) NSString *name;`, `@property (class) id shared;`,
    /// `@property (nonatomic, weak) IBOutlet UILabel *label;`, `@property void (^done)(BOOL);`.
    mutating func property() {
        let keyword = code[index]
        atMemberStart = false
        index += 1
        var attributes: [String] = []
        if isKind(index, .leftParen) {
            var depth = 0
            var expectsAttribute = true
            while let next = token(index), !beginsMember(at: index) {
                if next.kind == .leftParen { depth += 1 }
                if next.kind == .rightParen { depth -= 1 }
                if depth == 1 && expectsAttribute && isWord(next) { attributes.append(text(next)) }
                expectsAttribute = depth == 1 && (next.kind == .comma || next.kind == .leftParen)
                index += 1
                if depth == 0 || next.kind == .semicolon { break }
            }
        }
        let start = index
        while token(index) != nil, !isKind(index, .semicolon), !beginsMember(at: index) { index += 1 }
        let range = start..<index
        if isKind(index, .semicolon) { index += 1 }
        atMemberStart = true
        guard container >= 0 else { return }
        for declarator in declarators(in: range) {
            let markers = declarator.markers.filter { $0.hasPrefix("IB") }
            let ownership: Ownership
            if attributes.contains("weak") || declarator.isWeak {
                ownership = .weak
            } else if attributes.contains("unsafe_unretained") || (attributes.contains("assign") && declarator.isObject) {
                ownership = .unowned
            } else {
                ownership = .strong
            }
            types[container].properties.append(Property(
                name: declarator.name, position: position(keyword), isConstant: false, isStatic: attributes.contains("class"),
                isLazy: false, isOverride: false, ownership: ownership, access: memberAccess,
                setterAccess: attributes.contains("readonly") ? .private : nil, attributes: attributes + markers,
                typeName: declarator.typeName, initializerTypeName: nil, isComputed: false))
        }
    }

    // MARK: Methods

    /// `- (T)a:(T)x b:(T)y;` or with a body `{ … }`: `Function(name: "a", argumentLabels: ["_", "b"],
    /// selector: "a:b:")`. Instance methods of the `init` family are initializers; `dealloc` is the
    /// deinitializer.
    mutating func method() {
        let sign = code[index]
        atMemberStart = false
        index += 1
        var attributes: [String] = []
        if isKind(index, .leftParen) {
            let inside = parenthesized()
            if inside.contains(where: { code[$0].keyword == .IBAction }) { attributes.append("IBAction") }
        }
        guard let first = token(index), isWord(first), !beginsMember(at: index) else { return }
        let name = text(first)
        index += 1
        var labels: [String] = []
        var selector = name
        var parameterTypes: [String] = []
        if isKind(index, .colon) {
            selector = ""
            var piece = name
            while isKind(index, .colon) {
                index += 1
                selector += piece + ":"
                labels.append(labels.isEmpty || piece.isEmpty ? "_" : piece)
                if isKind(index, .leftParen) {
                    parameterTypes.append(typeText(parenthesized()))
                }
                // The parameter's name always follows (`- (void)pair:(int)a :(int)b`), after any
                // attribute (`__unused`).
                while let word = token(index), word.kind == .keyword, isKind(index + 1, .identifier) || isKind(index + 1, .keyword) { index += 1 }
                if let parameter = token(index), isWord(parameter), !beginsMember(at: index) { index += 1 }
                // The next piece: `name:` or a bare `:`.
                if let next = token(index), isWord(next), isKind(index + 1, .colon), !beginsMember(at: index) {
                    piece = text(next)
                    index += 1
                } else {
                    piece = ""
                }
            }
        }
        let isInitializer = sign.kind == .minus && Self.isInitFamily(name)
        let kind: FunctionKind = isInitializer ? .initializer : sign.kind == .minus && selector == "dealloc" ? .deinitializer : .function
        guard container >= 0 else { return }
        let type = container
        let function = types[type].functions.count
        types[type].functions.append(Function(
            name: name, argumentLabels: labels, parameterTypes: isInitializer ? parameterTypes : [],
            kind: kind, isOverride: false, isStatic: sign.kind == .plus,
            access: types[type].objcPart?.isImplementation == true ? nil : memberAccess, attributes: attributes, position: position(sign),
            endLine: line(sign), selector: selector))
        // Attributes and macros (`NS_DESIGNATED_INITIALIZER`, `API_AVAILABLE(…)`), then `;` or a body;
        // an implementation may put a `;` before the body.
        while let next = token(index) {
            if next.kind == .leftBrace {
                index += 1
                let start = types[type].references.count
                types[type].functions[function].bodyReferences = start..<start
                state.scopes.append(Scope(kind: .method, openOffset: next.offset, closes: [function]))
                brackets.removeAll()
                return
            }
            if next.kind == .semicolon {
                index += 1
                if isKind(index, .leftBrace) && inImplementation { continue }
                atMemberStart = true
                return
            }
            if beginsMember(at: index) { return }
            index += 1
        }
    }

    /// `init`, `initWithFrame:`: `init` then the end or a capital, as Objective-C's method families.
    static func isInitFamily(_ name: String) -> Bool {
        guard name.hasPrefix("init") else { return false }
        return name.utf8.count == 4 || name.utf8.dropFirst(4).first.map { $0 >= 0x41 && $0 <= 0x5A } ?? false
    }

    /// Skips the `( … )` at the current token; the tokens between the parentheses. A `(` never
    /// closed (a file cut off mid-edit, `- (void)a:(;`) ends at the `;`, `{` or next member.
    mutating func parenthesized() -> Range<Int> {
        let start = index
        var depth = 0
        while let next = token(index) {
            if next.kind == .leftParen { depth += 1 }
            if next.kind == .rightParen { depth -= 1 }
            if next.kind == .semicolon || next.kind == .leftBrace || (index > start && beginsMember(at: index)) { break }
            index += 1
            if depth == 0 { return start + 1..<index - 1 }
        }
        return min(start + 1, index)..<index
    }
}

// MARK: Declarators

/// One name declared by `Type *name` (or `void (^name)(BOOL)`), with its type as rules read it.
struct ObjCDeclarator {
    var name: String
    /// Without the outer `*` and without qualifiers: `NSArray<NSString *>`, `id<FeedDelegate>`,
    /// `void (^)(BOOL)`; nil when only a name was written.
    var typeName: String?
    /// `__weak`.
    var isWeak: Bool
    /// A pointer to an object, `id`, or a block: what `assign` leaves dangling.
    var isObject: Bool
    /// Interface Builder markers written with it: `IBOutlet`, `IBOutletCollection`, `IBInspectable`.
    var markers: [String]
}

extension ObjCOutlineBuilder {
    /// Words that qualify a type without being part of its name.
    static func isQualifier(_ keyword: ObjCKeyword) -> Bool {
        switch keyword {
        case .nullable, .nonnull, .null_unspecified, .null_resettable, ._Nullable, ._Nonnull, ._Null_unspecified,
             ._Nullable_result, .__weak, .__strong, .__unsafe_unretained, .__autoreleasing, .__kindof, .const,
             .volatile, .IBOutlet, .IBOutletCollection, .IBInspectable, .__block, .static, .extern, .register:
            true
        default:
            false
        }
    }

    /// The declarators of `range` (a declaration without its `;`): `UILabel *a, *b` gives two.
    func declarators(in range: Range<Int>) -> [ObjCDeclarator] {
        // Parts split at top-level commas.
        var parts: [Range<Int>] = []
        var depth = 0
        var partStart = range.lowerBound
        for at in range {
            let token = code[at]
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: depth += angleChange(token)
            }
            if depth == 0 && token.kind == .comma {
                parts.append(partStart..<at)
                partStart = at + 1
            }
        }
        parts.append(partStart..<range.upperBound)
        var result: [ObjCDeclarator] = []
        var sharedType: (text: String?, isObject: Bool)?
        for part in parts {
            guard var declarator = declarator(in: part) else { continue }
            if let shared = sharedType, declarator.typeName == nil {
                declarator.typeName = shared.text
                declarator.isObject = declarator.isObject || shared.isObject
            }
            if sharedType == nil { sharedType = (declarator.typeName, declarator.isObject) }
            result.append(declarator)
        }
        return result
    }

    /// One `Type *name` or `Ret (^name)(Args)`.
    private func declarator(in part: Range<Int>) -> ObjCDeclarator? {
        guard !part.isEmpty else { return nil }
        var markers: [String] = []
        var isWeak = false
        var skipped = Set<Int>()  // macro calls and qualifiers: not part of the type
        var words: [Int] = []
        var lastStar: Int?
        var blockName: Int?
        var depth = 0
        var at = part.lowerBound
        while at < part.upperBound {
            let token = code[at]
            if depth == 0 && token.kind == .identifier && isKind(at + 1, .leftParen) && !isKind(at + 2, .caret) && !isKind(at + 2, .star) {
                // `IBOutletCollection(UIView)`, `API_AVAILABLE(ios(13))`: skip the call.
                if token.keyword == .IBOutletCollection { markers.append("IBOutletCollection") }
                skipped.insert(at)
                at += 1
                var inner = 0
                repeat {
                    if code[at].kind == .leftParen { inner += 1 }
                    if code[at].kind == .rightParen { inner -= 1 }
                    skipped.insert(at)
                    at += 1
                } while at < part.upperBound && inner > 0
                continue
            }
            switch token.kind {
            case .leftParen:
                // `(^name)` / `(*name)`: a block or function pointer named inside.
                if depth == 0, let caret = self.token(at + 1), caret.kind == .caret || caret.kind == .star {
                    var inner = at + 2
                    while inner < part.upperBound, let word = self.token(inner), word.kind == .keyword && Self.isQualifier(word.keyword) { inner += 1 }
                    if inner < part.upperBound, code[inner].kind == .identifier { blockName = inner }
                }
                depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .leftBracket: depth += 1
            case .star where depth == 0: lastStar = at
            default:
                depth += angleChange(token)
                if depth == 0 && isWord(token) {
                    if Self.isQualifier(token.keyword) {
                        if token.keyword == .__weak { isWeak = true }
                        if token.keyword == .IBOutlet || token.keyword == .IBInspectable { markers.append(text(token)) }
                        skipped.insert(at)
                    } else {
                        words.append(at)
                    }
                }
            }
            at += 1
        }
        let name: Int
        if let blockName {
            name = blockName
        } else if let lastStar, let after = words.first(where: { $0 > lastStar }) {
            name = after
        } else if let last = words.last(where: { !Self.isMacroName(text(code[$0])) }) ?? words.last {
            name = last
        } else {
            return nil
        }
        var typeTokens: [ObjCToken] = []
        let typeEnd = blockName == nil ? name : part.upperBound
        for at in part.lowerBound..<typeEnd where !skipped.contains(at) && at != name { typeTokens.append(code[at]) }
        if blockName == nil, let last = typeTokens.last, last.kind == .star { typeTokens.removeLast() }
        let isObject = blockName.map { code[$0 - 1].kind == .caret || code[$0 - 2].kind == .caret } ?? false || lastStar != nil
            || typeTokens.first.map { $0.keyword == .id || $0.keyword == .instancetype || $0.keyword == .Class } ?? false
        return ObjCDeclarator(name: text(code[name]), typeName: typeTokens.isEmpty ? nil : joined(typeTokens),
                              isWeak: isWeak, isObject: isObject, markers: markers)
    }

    /// `NS_DESIGNATED_INITIALIZER`, `UI_APPEARANCE_SELECTOR`: capitals with an underscore.
    static func isMacroName(_ name: String) -> Bool {
        name.utf8.contains(0x5F) && name.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || $0 == 0x5F || ($0 >= 0x30 && $0 <= 0x39) }
    }

    /// The type in a method's `( … )`, without qualifiers and the outer `*`.
    func typeText(_ range: Range<Int>) -> String {
        var tokens = range.map { code[$0] }.filter { !(isWord($0) && Self.isQualifier($0.keyword)) }
        if let last = tokens.last, last.kind == .star { tokens.removeLast() }
        return joined(tokens)
    }

    /// Token texts as a type is usually written: `NSArray<NSString *>`, `void (^)(BOOL)`, `id<P>`.
    func joined(_ tokens: [ObjCToken]) -> String {
        var result = ""
        var previous: ObjCToken?
        for token in tokens {
            if let previous {
                let words = isWord(previous) && isWord(token)
                let beforeStar = token.kind == .star && previous.kind != .star && previous.kind != .leftParen && previous.kind != .caret
                let afterComma = previous.kind == .comma
                let beforeParen = token.kind == .leftParen && previous.kind != .leftParen && previous.kind != .rightParen
                if words || beforeStar || afterComma || beforeParen { result += " " }
            }
            result += text(token)
            previous = token
        }
        return result
    }
}
