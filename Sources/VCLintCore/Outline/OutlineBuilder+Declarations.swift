import SwiftLexer

/// The shapes of declarations: type headers, properties, functions and their parameters.
extension OutlineBuilder {
    /// Moves past the current token without recording it (names in declaration headers).
    mutating func skip() { index += 1 }

    // MARK: Types

    mutating func typeDeclaration(_ kind: DeclarationKind) {
        let keyword = code[index]
        let modifiers = pending
        pending.clear()
        skip()
        var name = ""
        while let part = token(index), part.kind == .identifier {
            name += text(part)
            skip()
            guard let dot = token(index), dot.kind == .period, token(index + 1)?.kind == .identifier else { break }
            name += "."
            skip()
        }
        let generics = genericParameters()
        var inheritance: [InheritedType] = []
        if token(index)?.kind == .colon {
            skip()
            inheritance = inheritanceClause()
        }
        let parent = currentType >= 0 ? currentType : nil
        let qualifiedName = parent.map { types[$0].qualifiedName + "." + name } ?? name
        let declaration = types.count
        types.append(TypeDeclaration(
            kind: kind, name: name, qualifiedName: qualifiedName, genericParameters: generics,
            inheritance: inheritance, attributes: modifiers.attributes, modifiers: modifiers.modifiers,
            parent: parent, position: position(keyword), startLine: modifiers.firstLine ?? line(keyword),
            openBraceLine: nil, closeBraceLine: nil, codeLines: 0))
        // A `where` clause may stand between the header and the body.
        while let next = token(index), next.kind != .leftBrace {
            if next.kind == .rightBrace || next.kind == .semicolon { return }
            skip()
        }
        guard let brace = token(index) else { return }
        types[declaration].openBraceLine = line(brace)
        skip()
        openScope(.type, type: declaration)
    }

    /// `<T: Hashable, U>` at the current token: the parameter names.
    mutating func genericParameters() -> [String] {
        guard let open = token(index), open.kind == .operator, firstByte(open) == 0x3C else { return [] }
        var result: [String] = []
        var depth = 0
        var expectsName = true
        while let next = token(index) {
            if next.kind == .operator {
                depth += angleChange(next)
                skip()
                expectsName = true
                if depth <= 0 { break }
                continue
            }
            if next.kind == .leftBrace || next.kind == .rightBrace { break }
            if depth == 1 && expectsName && next.kind == .identifier { result.append(text(next)) }
            expectsName = depth == 1 && next.kind == .comma
            skip()
        }
        return result
    }

    /// How much an operator token opens (`<`) or closes (`>`) angle brackets; `->` is neither.
    func angleChange(_ token: Token) -> Int {
        var change = 0
        var previous: UInt8 = 0
        for offset in token.offset..<token.end {
            let byte = bytes[offset]
            if byte == 0x3C { change += 1 }
            if byte == 0x3E && previous != 0x2D { change -= 1 }
            previous = byte
        }
        return change
    }

    /// The entries after `:` up to the body or a `where` clause.
    mutating func inheritanceClause() -> [InheritedType] {
        var result: [InheritedType] = []
        var entry: [Token] = []
        var depth = 0
        func finish(_ builder: OutlineBuilder) -> InheritedType? {
            guard let first = entry.first else { return nil }
            let words = entry.filter { $0.kind != .attribute }
            var baseName = ""
            var angle = 0
            for token in words {
                if token.kind == .operator { angle += builder.angleChange(token) }
                if angle == 0 && token.kind == .identifier && token.keyword != .any && token.keyword != .some {
                    baseName = builder.text(token)
                }
            }
            return InheritedType(name: builder.joined(words), baseName: baseName, position: builder.position(first))
        }
        while let next = token(index) {
            if depth == 0 && (next.kind == .leftBrace || next.kind == .rightBrace || next.keyword == .where) { break }
            switch next.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .operator: depth += angleChange(next)
            default: break
            }
            if depth == 0 && next.kind == .comma {
                if let inherited = finish(self) { result.append(inherited) }
                entry = []
            } else {
                entry.append(next)
            }
            skip()
        }
        if let inherited = finish(self) { result.append(inherited) }
        return result
    }

    /// Token texts run together as a type is usually written: `any Sendable`, `[String: Int]`,
    /// `() -> Void`, `A & B`.
    func joined(_ tokens: [Token]) -> String {
        var result = ""
        var previousIsWord = false
        for token in tokens {
            let isWord = token.kind == .identifier || token.kind == .keyword
            let spelling = text(token)
            let isSpaced = token.kind == .operator && (spelling == "->" || spelling == "&")
            if (isWord && previousIsWord) || isSpaced { result += " " }
            result += spelling
            if token.kind == .colon || token.kind == .comma || isSpaced { result += " " }
            previousIsWord = isWord
        }
        return result
    }

    // MARK: Properties

    mutating func property() {
        let keyword = code[index]
        let modifiers = pending
        pending.clear()
        skip()
        guard let nameToken = token(index), nameToken.kind == .identifier else { return }
        skip()
        var typeName: String?
        if token(index)?.kind == .colon {
            skip()
            typeName = typeAnnotation()
        }
        var initializerTypeName: String?
        var isComputed = false
        if isOperator(token(index), 0x3D) {  // `=`
            if let value = token(index + 1), value.kind == .identifier, isUppercase(value) {
                initializerTypeName = text(value)
            }
        } else if token(index)?.kind == .leftBrace {
            let first = token(index + 1)
            isComputed = !(first?.keyword == .willSet || first?.keyword == .didSet)
        }
        guard currentType >= 0 else { return }
        types[currentType].properties.append(Property(
            name: text(nameToken), position: position(keyword), isConstant: keyword.keyword == .let,
            isStatic: modifiers.isStatic, isLazy: modifiers.isLazy, isOverride: modifiers.isOverride,
            ownership: modifiers.ownership, access: modifiers.access, setterAccess: modifiers.setterAccess,
            attributes: modifiers.attributes, typeName: typeName, initializerTypeName: initializerTypeName,
            isComputed: isComputed, isDynamic: modifiers.modifiers.contains("dynamic")))
    }

    func isUppercase(_ token: Token) -> Bool {
        let byte = firstByte(token)
        return byte >= 0x41 && byte <= 0x5A
    }

    /// A type after `:`, up to `=`, a body, or the end of the line.
    mutating func typeAnnotation() -> String? {
        var tokens: [Token] = []
        var depth = 0
        while let next = token(index) {
            if depth == 0 {
                if tokens.count > 0 && breakBefore[index] { break }
                if next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .semicolon { break }
                if isOperator(next, 0x3D) { break }
            }
            switch next.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .operator: depth += angleChange(next)
            case .leftBrace, .rightBrace: return tokens.isEmpty ? nil : joined(tokens)
            default: break
            }
            if next.kind != .attribute { tokens.append(next) }
            advance()
        }
        return tokens.isEmpty ? nil : joined(tokens)
    }

    // MARK: Functions

    /// `init(`, `init?(`, `init<T>(` — not `Foo.init` or `init` used as a name.
    func isInitializerHeader() -> Bool {
        if index > 0 && code[index - 1].kind == .period { return false }
        var next = index + 1
        if let mark = token(next), mark.kind == .operator, mark.length == 1,
           firstByte(mark) == 0x3F || firstByte(mark) == 0x21 {
            next += 1
        }
        guard let after = token(next) else { return false }
        return after.kind == .leftParen || (after.kind == .operator && firstByte(after) == 0x3C)
    }

    mutating func function(_ kind: FunctionKind) {
        let keyword = code[index]
        let modifiers = pending
        pending.clear()
        skip()
        var name = keyword.keyword == .`init` ? "init" : text(keyword)
        if kind == .function, let nameToken = token(index) {
            name = text(nameToken)
            skip()
        }
        if kind == .initializer, let mark = token(index), mark.kind == .operator, mark.length == 1,
           firstByte(mark) == 0x3F || firstByte(mark) == 0x21 {
            skip()
        }
        _ = genericParameters()
        let (labels, parameterTypes) = parameters(withTypes: kind == .initializer)
        guard currentType >= 0 else { return }
        let type = currentType
        let function = types[type].functions.count
        types[type].functions.append(Function(
            kind: kind, name: name, argumentLabels: labels, parameterTypes: parameterTypes,
            isOverride: modifiers.isOverride, isStatic: modifiers.isStatic, attributes: modifiers.attributes,
            access: modifiers.access, position: position(keyword), endLine: line(keyword)))
        // Effects, a result type and a `where` clause; a requirement has no body.
        while let next = token(index) {
            if next.kind == .leftBrace {
                advance()
                let start = types[type].references.count
                types[type].functions[function].bodyReferences = start..<start
                openScope(.function, type: type, function: function)
                return
            }
            if next.kind == .rightBrace || next.kind == .semicolon { return }
            if breakBefore[index] && startsDeclaration(next) { return }
            advance()
        }
    }

    /// Whether a token at the start of a line begins the next declaration rather than continuing
    /// a function's signature.
    func startsDeclaration(_ token: Token) -> Bool {
        switch token.kind {
        case .attribute, .poundKeyword: return true
        case .keyword: return token.keyword != .where && token.keyword != .throws && token.keyword != .rethrows
        case .identifier: return PendingModifiers.isModifier(token.keyword)
        default: return false
        }
    }

    /// `(label name: Type = default, …)`: the labels, and the types when `withTypes` (only
    /// initializers need them: building every function's type text would cost a tenth of a scan).
    mutating func parameters(withTypes: Bool) -> (labels: [String], types: [String]) {
        guard token(index)?.kind == .leftParen else { return ([], []) }
        skip()
        var labels: [String] = []
        var types: [String] = []
        var segmentStart = index
        var depth = 0
        while let next = token(index) {
            switch next.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1  // braces: closures as default values
            case .rightParen, .rightBracket:
                if depth == 0 {
                    parameter(segmentStart..<index, withType: withTypes, labels: &labels, types: &types)
                    skip()
                    return (labels, types)
                }
                depth -= 1
            case .rightBrace:
                if depth == 0 { return (labels, types) }  // malformed: leave it to the main loop
                depth -= 1
            case .operator: depth += angleChange(next)
            default: break
            }
            if depth == 0 && next.kind == .comma {
                parameter(segmentStart..<index, withType: withTypes, labels: &labels, types: &types)
                advance()
                segmentStart = index
            } else {
                advance()
            }
        }
        return (labels, types)
    }

    /// One `label name: Type = default` segment of code tokens.
    private func parameter(_ segment: Range<Int>, withType: Bool, labels: inout [String], types: inout [String]) {
        guard let colon = segment.first(where: { code[$0].kind == .colon }) else { return }
        guard let label = (segment.lowerBound..<colon).first(where: { code[$0].kind == .identifier || code[$0].kind == .keyword }) else { return }
        labels.append(text(code[label]))
        guard withType else { return }
        var typeEnd = segment.upperBound
        if let defaultValue = ((colon + 1)..<segment.upperBound).first(where: { isOperator(code[$0], 0x3D) }) { typeEnd = defaultValue }
        types.append(joined(code[(colon + 1)..<typeEnd].filter { $0.kind != .attribute && $0.keyword != .inout }))
    }
}
