import ObjCLexer

/// `@interface`, `@implementation` and `@protocol` headers, their instance variables, and `@end`.
extension ObjCOutlineBuilder {
    /// `@interface Name<T> : Super<Args> <P1, P2>`, `@interface Name (Category) <P>`,
    /// `@implementation Name`, `@implementation Name (Category)`, `@protocol P <Q>`.
    mutating func containerHeader(_ keyword: ObjCToken) {
        if !state.scopes.isEmpty {
            // An unclosed brace before a container: it cannot be inside one.
            partialReads.append(PartialRead(.bracesOpenAtEnd, line: source.lines.line(of: state.scopes[0].openOffset)))
            closeScopes(above: 0, atLine: line(keyword))
        }
        if container >= 0 {
            partialReads.append(PartialRead(.missingObjCEnd(types[container].name), line: types[container].position.line))
            closeContainer(atLine: line(keyword))
        }
        let firstLine = pendingFirstLine ?? line(keyword)
        let swiftName = pendingSwiftName
        clearPending()
        index += 1
        guard let nameToken = token(index), isWord(nameToken), !breaksHeader(at: index) else {
            partialReads.append(PartialRead(.headerWithoutBody(text(keyword)), line: line(keyword)))
            return
        }
        let name = text(nameToken)
        index += 1
        let generics = keyword.atKeyword == .interface && isKind(index, .less) && !breakBefore[index] ? genericParameters() : []
        var category: String?
        if keyword.atKeyword != .protocol, isKind(index, .leftParen) {
            index += 1
            category = ""
            if let word = token(index), word.kind == .identifier {
                category = text(word)
                index += 1
            }
            if isKind(index, .rightParen) { index += 1 }
        }
        var inheritance: [InheritedType] = []
        if category == nil, isKind(index, .colon) {
            index += 1
            if let superclass = token(index), superclass.kind == .identifier {
                index += 1
                var written = text(superclass)
                if isKind(index, .less), angleListHasPointer(at: index) { written += angleList() }
                inheritance.append(InheritedType(name: written, baseName: text(superclass), position: position(superclass)))
            }
        }
        if isKind(index, .less) { inheritance += protocolList() }

        let (kind, part) = Self.kindAndPart(keyword.atKeyword, category: category, hasSuperclass: !inheritance.isEmpty && category == nil)
        if let part, let first = containerOfFirstBranch(named: name, part: part) {
            state.container = first  // the same header in another `#if` branch
        } else {
            state.container = types.count
            types.append(TypeDeclaration(
                kind: kind, name: name, qualifiedName: name, genericParameters: generics, inheritance: inheritance,
                attributes: [], modifiers: [], parent: nil, position: position(keyword), startLine: firstLine,
                openBraceLine: line(keyword), closeBraceLine: nil, codeLines: 0, objcPart: part,
                bridgedName: part == .interface ? swiftName : nil))
        }
        atMemberStart = true
        if isKind(index, .leftBrace) && keyword.atKeyword != .protocol { instanceVariables() }
    }

    static func kindAndPart(_ keyword: ObjCAtKeyword, category: String?, hasSuperclass: Bool) -> (DeclarationKind, ObjCPart?) {
        switch (keyword, category) {
        case (.protocol, _): (.protocol, nil)
        case (.interface, nil): (.class, .interface)
        case (.interface, ""?): (.extension, .classExtension)
        case (.interface, let name?): (.extension, .category(name))
        // `@implementation Name : Super` may be the only declaration of the class (old style).
        case (_, nil): (hasSuperclass ? .class : .extension, .implementation)
        case (_, let name?): (.extension, .categoryImplementation(name))
        }
    }

    /// Whether the token at `at` begins something that no header continues into.
    func breaksHeader(at: Int) -> Bool {
        guard let token = token(at) else { return true }
        switch token.kind {
        case .atKeyword, .preprocessorDirective, .semicolon, .leftBrace, .rightBrace: return true
        case .minus, .plus: return breakBefore[at]
        default: return false
        }
    }

    /// `<T, __covariant U : id<P>>` at the current token: the parameter names.
    mutating func genericParameters() -> [String] {
        var result: [String] = []
        var depth = 0
        var expectsName = true
        while let next = token(index), !breaksHeader(at: index) || next.kind == .less {
            let change = angleChange(next)
            depth += change
            if depth == 1 && expectsName && next.kind == .identifier {
                result.append(text(next))
                expectsName = false
            }
            if next.kind == .comma && depth == 1 { expectsName = true }
            index += 1
            if depth <= 0 { break }
        }
        return result
    }

    /// `<` and `>` open and close; `>>` closes two.
    func angleChange(_ token: ObjCToken) -> Int {
        switch token.kind {
        case .less: 1
        case .greater: -1
        case .operator: token.length == 2 && bytes[token.offset] == 0x3E && bytes[token.offset + 1] == 0x3E ? -2 : 0
        default: 0
        }
    }

    /// Whether the `<…>` at `at` holds a `*`: type arguments of a superclass (`Base<Item *>`),
    /// not a protocol list.
    func angleListHasPointer(at: Int) -> Bool {
        var depth = 0
        var at = at
        while let next = token(at), !breaksHeader(at: at) || next.kind == .less {
            depth += angleChange(next)
            if next.kind == .star { return true }
            at += 1
            if depth <= 0 { return false }
        }
        return false
    }

    /// The `<…>` at the current token, as written.
    mutating func angleList() -> String {
        var tokens: [ObjCToken] = []
        var depth = 0
        while let next = token(index), !breaksHeader(at: index) || next.kind == .less {
            depth += angleChange(next)
            tokens.append(next)
            index += 1
            if depth <= 0 { break }
        }
        return joined(tokens)
    }

    /// `<P1, P2>`: one entry per protocol.
    mutating func protocolList() -> [InheritedType] {
        var result: [InheritedType] = []
        var depth = 0
        while let next = token(index), !breaksHeader(at: index) || next.kind == .less {
            depth += angleChange(next)
            if depth == 1 && next.kind == .identifier {
                result.append(InheritedType(name: text(next), baseName: text(next), position: position(next)))
            }
            index += 1
            if depth <= 0 { break }
        }
        return result
    }

    /// `{ … }` after a header: instance variables, stored and private. Visibility keywords
    /// (`@public`) are skipped; every declaration is read as `Type *name;`.
    mutating func instanceVariables() {
        let open = code[index]
        index += 1
        var start = index
        var depth = 0
        while let next = token(index) {
            switch next.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .rightBrace:
                if depth == 0 {
                    addInstanceVariables(start..<index)
                    index += 1
                    atMemberStart = true
                    return
                }
                depth -= 1
            case .semicolon where depth == 0:
                addInstanceVariables(start..<index)
                start = index + 1
            case .atKeyword:
                if next.atKeyword == .end || next.atKeyword == .interface || next.atKeyword == .implementation {
                    partialReads.append(PartialRead(.bracesOpenAtEnd, line: line(open)))
                    return
                }
                if depth == 0 && start == index { start = index + 1 }  // `@private`
            default: break
            }
            index += 1
        }
        partialReads.append(PartialRead(.bracesOpenAtEnd, line: line(open)))
    }

    private mutating func addInstanceVariables(_ range: Range<Int>) {
        guard container >= 0, !range.isEmpty else { return }
        for declarator in declarators(in: range) {
            let outlet = declarator.markers.filter { $0.hasPrefix("IBOutlet") }
            types[container].properties.append(Property(
                name: declarator.name, position: position(code[range.lowerBound]), isConstant: false, isStatic: false,
                isLazy: false, isOverride: false, ownership: declarator.isWeak ? .weak : .strong, access: .private,
                setterAccess: nil, attributes: outlet, typeName: declarator.typeName, initializerTypeName: nil,
                isComputed: false))
        }
    }

    // MARK: @end

    mutating func endDirective(_ token: ObjCToken) {
        index += 1
        clearPending()
        guard container >= 0 else {
            partialReads.append(PartialRead(.strayObjCEnd, line: line(token)))
            return
        }
        if let outermost = state.scopes.first {
            partialReads.append(PartialRead(.bracesOpenAtObjCEnd, line: source.lines.line(of: outermost.openOffset)))
            closeScopes(above: 0, atLine: line(token))
        }
        closeContainer(atLine: line(token))
    }

    /// Ends the open container (and any an `#if` branch opened beside it) at `closeLine`: an
    /// implementation's code lines are those strictly between its `@implementation` and here.
    /// At the end of the file, there is no `@end` line to leave out.
    mutating func closeContainer(atLine closeLine: Int, atEndOfFile: Bool = false) {
        for type in [state.container] + state.alsoCloses where type >= 0 && types[type].closeBraceLine == nil {
            types[type].closeBraceLine = closeLine
            if types[type].objcPart?.isImplementation == true, let open = types[type].openBraceLine {
                types[type].codeLines = FileOutline.codeLines(in: codeLinesThrough, between: open, and: atEndOfFile ? closeLine + 1 : closeLine)
            }
        }
        state.container = -1
        state.alsoCloses = []
        atMemberStart = false
        brackets.removeAll()
    }
}
