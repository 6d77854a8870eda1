import SwiftLexer

/// The shapes of declarations: type headers, properties, functions and their parameters.
extension OutlineBuilder {
    /// Moves past the current token without recording it (names in declaration headers).
    mutating func skip() { index += 1 }

    // MARK: Imports

    /// `import UIKit`, `@testable import App`, `import class UIKit.UIView`: skipped whole, so the
    /// `class` of a scoped import never begins a declaration that swallows the next one's header.
    mutating func importDeclaration() {
        pending.clear()
        skip()
        if let kind = token(index), Self.isImportKind(kind.keyword), !breakBefore[index] { skip() }
        // The path: `Module`, `Module.Submodule`, `Module.name`, `Swift.+`.
        guard let first = token(index), first.kind == .identifier || first.kind == .keyword || first.kind == .operator else {
            return
        }
        skip()
        while let dot = token(index), dot.kind == .period, let part = token(index + 1),
              part.kind == .identifier || part.kind == .keyword || part.kind == .operator {
            index += 2
        }
    }

    static func isImportKind(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .class, .struct, .enum, .protocol, .typealias, .func, .var, .let: true
        default: false
        }
    }

    // MARK: Types

    mutating func typeDeclaration(_ kind: DeclarationKind) {
        let keyword = code[index]
        let modifiers = pending.take()
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
        let keywordPosition = position(keyword)
        var references = PlainList<Reference>()
        // Most types name a few hundred things: fewer copies as the list grows.
        references.reserve(128)
        typeReferences.append(references)
        typeFunctions.append(MoveList())
        typeProperties.append(MoveList())
        types.append(TypeDeclaration(
            kind: kind, name: name, qualifiedName: qualifiedName, genericParameters: generics.names, genericConstraints: generics.constraints,
            inheritance: inheritance, attributes: modifiers.attributes, modifiers: modifiers.modifiers,
            parent: parent, position: keywordPosition, startLine: modifiers.firstLine ?? keywordPosition.line,
            openBraceLine: nil, closeBraceLine: nil, codeLines: 0, bridgedName: modifiers.objcName))
        // A `where` clause may stand between the header and the body. A header that reaches the
        // next declaration, a `}` or the end of the file has no body: the next declaration is
        // read as usual, and the file is named as only partly read.
        while let next = token(index), next.kind != .leftBrace {
            if next.kind == .rightBrace || next.kind == .semicolon || view.beginsDeclarationLine(at: index) { break }
            skip()
        }
        guard let brace = token(index), brace.kind == .leftBrace else {
            partialReads.append(PartialRead(.headerWithoutBody(qualifiedName), line: line(keyword)))
            return
        }
        types[declaration].openBraceLine = line(brace)
        skip()
        openScope(.type, type: declaration)
    }

    /// `<T: Hashable, U>` at the current token: the parameter names, and the names their
    /// constraints use (`Hashable`).
    mutating func genericParameters() -> (names: [String], constraints: [String]) {
        guard let open = token(index), open.kind == .operator, firstByte(open) == 0x3C else { return ([], []) }
        var result: [String] = []
        var constraints: [String] = []
        var depth = 0
        var expectsName = true
        var inConstraint = false
        while let next = token(index) {
            if view.beginsDeclarationLine(at: index) { break }
            if next.kind == .operator {
                depth += angleChange(next)
                skip()
                expectsName = true
                if depth <= 0 { break }
                continue
            }
            if next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .semicolon { break }
            if depth == 1 && expectsName && next.kind == .identifier {
                if next.keyword == .each {  // `<each T>`: the pack's name follows
                    skip()
                    continue
                }
                result.append(text(next))
            } else if inConstraint && next.kind == .identifier {
                constraints.append(text(next))
            }
            if depth == 1 && next.kind == .colon { inConstraint = true }
            if depth == 1 && next.kind == .comma { inConstraint = false }
            expectsName = depth == 1 && next.kind == .comma
            skip()
        }
        return (result, constraints)
    }

    /// How much an operator token opens (`<`) or closes (`>`) angle brackets; `->` is neither.
    func angleChange(_ token: Token) -> Int { Self.angleChange(token, bytes) }

    static func angleChange(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
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
        var entryStart = index
        var depth = 0
        while let next = token(index) {
            if view.beginsDeclarationLine(at: index) { break }
            if depth == 0 && (next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .semicolon || next.keyword == .where) {
                break
            }
            switch next.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .operator: depth += angleChange(next)
            default: break
            }
            let endsEntry = depth == 0 && next.kind == .comma
            if endsEntry, let inherited = inheritedType(entryStart..<index) { result.append(inherited) }
            skip()
            if endsEntry { entryStart = index }
        }
        if let inherited = inheritedType(entryStart..<index) { result.append(inherited) }
        return result
    }

    /// One entry of an inheritance clause, from its code tokens (attributes are not part of its name).
    mutating func inheritedType(_ entry: Range<Int>) -> InheritedType? {
        guard !entry.isEmpty else { return nil }
        // The base name is the last word outside angle brackets: only its text is made.
        var base: Token?
        var angle = 0
        for at in entry where code[at].kind != .attribute {
            let token = code[at]
            if token.kind == .operator { angle += Self.angleChange(token, bytes) }
            if angle == 0 && token.kind == .identifier && token.keyword != .any && token.keyword != .some { base = token }
        }
        let baseName = base.map { Self.text($0, bytes, strings) } ?? ""
        return InheritedType(name: joined(entry), baseName: baseName, position: position(code[entry.lowerBound]))
    }

    /// The code tokens in `range` run together as a type is usually written: `any Sendable`,
    /// `[String: Int]`, `() -> Void`, `A & B` (`TypeTextWriter`), less attributes (and `inout`
    /// when asked). Written into the builder's reused buffer: called for most properties, no
    /// array is made.
    mutating func joined(_ range: Range<Int>, skippingInout: Bool = false) -> String {
        // Most types are written as the writer would write them (`String?`, `[Int: Item]`): their
        // text is then the source's bytes, taken at once.
        if let written = TypeTextWriter.writtenAsJoined(range, code: code, bytes, skippingInout: skippingInout) {
            return strings.string(bytes, start: written.lowerBound, length: written.count)
        }
        var writer = TypeTextWriter()
        swap(&writer.text, &typeTextBuffer)
        writer.text.removeAll(keepingCapacity: true)
        for at in range {
            let token = code[at]
            if token.kind == .attribute || (skippingInout && token.keyword == .inout) { continue }
            writer.append(token, bytes)
        }
        let result = writer.string(strings)
        swap(&writer.text, &typeTextBuffer)
        return result
    }

    // MARK: Properties

    mutating func property() {
        let keyword = code[index]
        let modifiers = pending.take()
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
        if view.isOperator(token(index), 0x3D) {  // `=`
            if let value = token(index + 1), value.kind == .identifier, (0x41...0x5A).contains(bytes[value.offset]) {
                initializerTypeName = text(value)
            }
        } else if token(index)?.kind == .leftBrace {
            let first = token(index + 1)
            isComputed = !(first?.keyword == .willSet || first?.keyword == .didSet)
        }
        guard currentType >= 0 else {
            globals.append(Property(
                name: text(nameToken), position: position(keyword), isConstant: keyword.keyword == .let,
                isStatic: false, isLazy: false, isOverride: false, ownership: modifiers.ownership, access: modifiers.access,
                setterAccess: modifiers.setterAccess, attributes: modifiers.attributes, typeName: typeName,
                initializerTypeName: initializerTypeName, isComputed: isComputed, isDynamic: false))
            return
        }
        if isComputed && types[currentType].viewBody == nil && nameToken.length == 4 && text(nameToken) == "body" {
            measureViewBody(from: position(keyword))
        }
        typeProperties[currentType].append(Property(
            name: text(nameToken), position: position(keyword), isConstant: keyword.keyword == .let,
            isStatic: modifiers.isStatic, isLazy: modifiers.isLazy, isOverride: modifiers.isOverride,
            ownership: modifiers.ownership, access: modifiers.access, setterAccess: modifiers.setterAccess,
            attributes: modifiers.attributes, typeName: typeName, initializerTypeName: initializerTypeName,
            isComputed: isComputed, isDynamic: modifiers.hasModifier(.dynamic)))
    }

    /// The `body` whose `{` is the current token: its lines and builder depth, read ahead
    /// without moving (the main loop then reads its references as for any other property).
    mutating func measureViewBody(from start: SourcePosition) {
        let line = start.line
        let (close, depth) = ViewBodyScanner(code: code, bytes: bytes, open: index).scan()
        // Read from the table, not the cursor, which must stay at the current token.
        let endLine = source.lines.line(of: code[close].offset)
        let through = codeLinesThrough
        let codeLines = through.count > endLine && line > 0 ? Int(through[endLine]) - Int(through[line - 1]) : 0
        types[currentType].viewBody = ViewBodyShape(position: start, endLine: endLine, codeLines: codeLines, depth: depth)
    }

    /// A type after `:`, up to `=`, a body, or the end of the line.
    mutating func typeAnnotation() -> String? {
        let first = index
        var kept = 0  // tokens that are not attributes
        var depth = 0
        while let next = token(index) {
            if view.beginsDeclarationLine(at: index) { break }
            if depth == 0 {
                if kept > 0 && breakBefore[index] { break }
                if next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .semicolon { break }
                if view.isOperator(next, 0x3D) { break }
            }
            switch next.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .operator: depth += angleChange(next)
            case .leftBrace, .rightBrace: return kept == 0 ? nil : joined(first..<index)
            default: break
            }
            if next.kind != .attribute { kept += 1 }
            advance()
        }
        return kept == 0 ? nil : joined(first..<index)
    }

    // MARK: Functions

    mutating func function(_ kind: FunctionKind) {
        let keyword = code[index]
        let modifiers = pending.take()
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
        let function = typeFunctions[type].count
        let position = position(keyword)
        typeFunctions[type].append(Function(
            name: name, argumentLabels: labels, parameterTypes: parameterTypes, kind: kind,
            isOverride: modifiers.isOverride, isStatic: modifiers.isStatic, access: modifiers.access,
            attributes: modifiers.attributes, position: position, endLine: position.line))
        // Effects, a result type and a `where` clause; a requirement has no body.
        while let next = token(index) {
            if next.kind == .leftBrace {
                advance()
                let start = typeReferences[type].count
                typeFunctions[type][function].bodyReferences = start..<start
                openScope(.function, type: type, function: function)
                return
            }
            if next.kind == .rightBrace || next.kind == .semicolon || view.beginsDeclarationLine(at: index) { return }
            advance()
        }
    }

    /// `(label name: Type = default, …)`: the labels, and the types when `withTypes` (only
    /// initializers need them: building every function's type text would cost a tenth of a scan).
    /// The labels' tokens are gathered in a reused buffer first, so the labels array is made
    /// once at its size instead of growing from one element.
    mutating func parameters(withTypes: Bool) -> (labels: [String], types: [String]) {
        guard token(index)?.kind == .leftParen else { return ([], []) }
        skip()
        labelTokens.removeAll()
        var types: [String] = []
        var segmentStart = index
        var depth = 0
        scan: while let next = token(index) {
            switch next.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1  // braces: closures as default values
            case .rightParen, .rightBracket:
                if depth == 0 {
                    parameter(segmentStart..<index, withType: withTypes, types: &types)
                    skip()
                    break scan
                }
                depth -= 1
            case .rightBrace:
                if depth == 0 { break scan }  // malformed: leave it to the main loop
                depth -= 1
            case .operator: depth += angleChange(next)
            default: break
            }
            if depth == 0 && next.kind == .comma {
                parameter(segmentStart..<index, withType: withTypes, types: &types)
                advance()
                segmentStart = index
            } else {
                advance()
            }
        }
        // `map` allocates through a specialized path; `[String](unsafeUninitializedCapacity:)` took twice as long.
        return (labelTokens.buffer.map { Self.text(code[$0], bytes, strings) }, types)
    }

    /// One `label name: Type = default` segment of code tokens: its label's token, and its type when `withType`.
    private mutating func parameter(_ segment: Range<Int>, withType: Bool, types: inout [String]) {
        guard let (label, type) = Self.parameterParts(segment, code: code, bytes: bytes) else { return }
        labelTokens.append(label)
        if withType { types.append(joined(type, skippingInout: true)) }
    }

    /// Where a segment's label is, and its type's tokens (up to a default value). Static over the
    /// buffers it reads: an instance method called from `parameter` copied the whole builder.
    private static func parameterParts(_ segment: Range<Int>, code: UnsafeBufferPointer<Token>,
                                       bytes: UnsafeBufferPointer<UInt8>) -> (label: Int, type: Range<Int>)? {
        var colon = segment.lowerBound
        while colon < segment.upperBound && code[colon].kind != .colon { colon += 1 }
        guard colon < segment.upperBound else { return nil }
        var label = segment.lowerBound
        while label < colon && code[label].kind != .identifier && code[label].kind != .keyword { label += 1 }
        guard label < colon else { return nil }
        var typeEnd = colon + 1
        while typeEnd < segment.upperBound && !isEqualsSign(code[typeEnd], bytes) { typeEnd += 1 }
        return (label, (colon + 1)..<typeEnd)
    }

    /// `=` alone (a default value follows).
    private static func isEqualsSign(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        token.kind == .operator && token.length == 1 && bytes[token.offset] == 0x3D
    }
}

// MARK: Where headers end

extension OutlineBuilder {
    /// Reserved words that only begin a declaration or a statement, never continue a header.
    static func beginsDeclarationOrStatement(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .associatedtype, .class, .deinit, .enum, .extension, .fileprivate, .func, .import, .`init`, .internal,
             .let, .operator, .private, .precedencegroup, .protocol, .public, .static, .struct, .subscript,
             .typealias, .var, .case, .break, .continue, .defer, .do, .fallthrough, .for, .guard, .if, .return,
             .throw, .switch, .while:
            true
        default:
            false
        }
    }

    /// Contextual words that may begin a declaration: modifiers, `actor`, `macro`.
    static func isDeclarationWord(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .actor, .macro, .consuming, .borrowing: true
        default: PendingModifiers.isModifier(keyword)
        }
    }
}
