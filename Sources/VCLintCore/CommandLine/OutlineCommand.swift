/// `vclint outline <file>`: what the outline saw in one file (types, their inheritance, members
/// and the calls each member makes), for bug reports and for rule authors. The rules read only this.
enum OutlineCommand {
    static func run(_ parsed: ParsedArguments) throws(CommandError) -> CommandResult {
        let (path, bytes) = try OneFileArgument.read(parsed, for: .outline)
        return CommandResult(standardOutput: OutlineDump.render(FileOutline.build(path: path, bytes: bytes)))
    }
}

/// The outline of one file as indented text, one fact per line, in file order.
enum OutlineDump {
    static func render(_ outline: FileOutline) -> String {
        var text = "\(outline.path): \(outline.language.rawValue), \(Plural.count(outline.lines.lineCount, "line")), "
            + "\(Plural.count(outline.types.count, "type"))\n"
        for index in outline.types.indices { text += render(type: index, in: outline) }
        return text
    }

    static func render(type index: Int, in outline: FileOutline) -> String {
        let type = outline.types[index]
        let depth = generation(of: index, in: outline)
        let indent = String(repeating: "  ", count: depth)
        let span = type.closeBraceLine.map { "lines \(type.startLine)–\($0)" } ?? "line \(type.startLine)"
        var text = "\(indent)\(type.kind.rawValue) \(type.qualifiedName) (\(span), \(Plural.count(type.codeLines, "code line")))\n"
        let inner = indent + "  "
        if let part = type.objcPart { text += "\(inner)objc: \(part)\n" }
        if let bridged = type.bridgedName { text += "\(inner)known as: \(bridged)\n" }
        if !type.inheritance.isEmpty { text += "\(inner)inherits: \(type.inheritance.map(\.name).joined(separator: ", "))\n" }
        if !type.attributes.isEmpty { text += "\(inner)attributes: \(type.attributes.map { "@" + $0 }.joined(separator: " "))\n" }
        for property in type.properties { text += "\(inner)\(describe(property))\n" }
        let references = type.references
        let reader = ReferenceReader(file: outline, references: references)
        for function in type.functions {
            let kind = function.kind == .function ? "func" : function.kind.rawValue
            var facts = [function.position.line == function.endLine ? "line \(function.endLine)" : "lines \(function.position.line)–\(function.endLine)"]
            if function.isOverride { facts.append("override") }
            if function.isStatic { facts.append("static") }
            if let access = function.access { facts.append(access.name) }
            facts += function.attributes.map { "@" + $0 }
            text += "\(inner)\(kind) \(function.displayName) (\(facts.joined(separator: ", ")))\n"
            let calls = calledChains(reader, in: function.bodyReferences.clamped(to: references.indices))
            if !calls.isEmpty { text += "\(inner)  calls: \(calls.joined(separator: ", "))\n" }
        }
        for call in type.containmentCalls {
            text += "\(inner)containment: \(call.kind) of \(call.child) on \(call.parent) (line \(outline.position(of: call.offset).line))\n"
        }
        if let body = type.viewBody {
            text += "\(inner)view body: lines \(body.position.line)–\(body.endLine), \(Plural.count(body.codeLines, "code line")), depth \(body.depth)\n"
        }
        let called = references.count { $0.isCalled }
        let assigned = references.count { $0.isAssigned }
        text += "\(inner)references: \(references.count) (\(called) called, \(assigned) assigned)\n"
        return text
    }

    /// How many types enclose the type: its indent.
    private static func generation(of index: Int, in outline: FileOutline) -> Int {
        var depth = 0
        var parent = outline.types[index].parent
        while let enclosing = parent, depth < outline.types.count {
            depth += 1
            parent = outline.types[enclosing].parent
        }
        return depth
    }

    private static func describe(_ property: Property) -> String {
        var words: [String] = property.attributes.map { "@" + $0 }
        if let access = property.access { words.append(access.name) }
        if let setter = property.setterAccess { words.append(setter.name + "(set)") }
        if property.ownership != .strong { words.append(property.ownership.rawValue) }
        if property.isStatic { words.append("static") }
        if property.isLazy { words.append("lazy") }
        words.append(property.isConstant ? "let" : "var")
        var text = words.joined(separator: " ") + " " + property.name
        if let type = property.typeName { text += ": " + type }
        if let created = property.initializerTypeName { text += " = \(created)(…)" }
        return "\(text) (line \(property.position.line), \(property.isStored ? "stored" : "computed"))"
    }

    /// The calls among `range`'s references, each spelled with the members it is reached through
    /// (`tableView.reloadData`, `delegate?.feedDidLoad()` as `delegate.feedDidLoad`), in order
    /// and without repeats.
    static func calledChains(_ reader: ReferenceReader, in range: Range<Int>) -> [String] {
        var chains: [String] = []
        var seen: Set<String> = []
        for index in range where reader[index].isCalled {
            let spelled = reader.spelled(max(reader.chainHead(of: index), range.lowerBound), through: index)
            if seen.insert(spelled).inserted { chains.append(spelled) }
        }
        return chains
    }
}
