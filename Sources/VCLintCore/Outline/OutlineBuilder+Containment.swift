import SwiftLexer

/// Records child-controller containment calls (`ContainmentCall`) as the main loop passes their
/// names: `advance()` asks `isContainmentName` for every name, which costs a length check for
/// almost all of them.
extension OutlineBuilder {
    /// `addChild`, `didMove`, `willMove`, `removeFromParent` and their pre-Swift 4.2 spellings,
    /// back to Swift 2's `didMoveToParentViewController(self)`; and the calls that put a view in
    /// a hierarchy, for a child's view added without `addChild`.
    static let containmentNames: [(name: [UInt8], kind: ContainmentCall.Kind)] = [
        (Array("didMove".utf8), .didMove), (Array("addChild".utf8), .addChild), (Array("willMove".utf8), .willMove),
        (Array("removeFromParent".utf8), .removeFromParent), (Array("addChildViewController".utf8), .addChild),
        (Array("removeFromParentViewController".utf8), .removeFromParent),
        (Array("didMoveToParentViewController".utf8), .didMove), (Array("willMoveToParentViewController".utf8), .willMove),
        (Array("addSubview".utf8), .addsView), (Array("insertSubview".utf8), .addsView),
        (Array("addArrangedSubview".utf8), .addsView), (Array("insertArrangedSubview".utf8), .addsView),
        (Array("UIStackView".utf8), .addsView), (Array("NSStackView".utf8), .addsView),
    ]

    /// Whether a name has the length of a containment name: inlined into `recordReference`, as
    /// almost every name fails here.
    @inline(__always)
    static func mayBeContainmentName(_ token: Token) -> Bool {
        switch token.length {
        case 7, 8, 10, 11, 13, 16, 18, 21, 22, 29, 30: true
        default: false
        }
    }

    /// The kind a name token spells, if any: most names fail on their length, and most of the
    /// rest on their first byte (`a`, `d`, `i`, `r`, `w`, `N`, `U`), before the table is read.
    static func containmentKind(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> ContainmentCall.Kind? {
        guard mayBeContainmentName(token) else { return nil }
        switch bytes[token.offset] {
        case UInt8(ascii: "a"), UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "r"), UInt8(ascii: "w"),
             UInt8(ascii: "N"), UInt8(ascii: "U"): break
        default: return nil
        }
        for entry in containmentNames where entry.name.count == Int(token.length) {
            if entry.name.withUnsafeBufferPointer({ name in
                (0..<name.count).allSatisfy { bytes[token.offset + $0] == name[$0] }
            }) { return entry.kind }
        }
        return nil
    }

    /// The call whose name is at `at`, in type `type`, when its arguments have the containment
    /// shape: one unlabeled argument for `addChild` (not `Progress.addChild(_:withPendingUnitCount:)`
    /// or an XML `addChild(name:)`), `toParent:` for the moves (not SpriteKit's `didMove(to:)`),
    /// none for `removeFromParent`.
    mutating func recordContainmentCall(_ kind: ContainmentCall.Kind, at: Int, type: Int) {
        guard at + 1 < code.count, code[at + 1].kind == .leftParen, !breakBefore[at + 1],
              at == 0 || code[at - 1].keyword != .func,
              let arguments = containmentArguments(from: at + 1) else { return }
        let receiver = containmentReceiver(before: at)
        var child = receiver
        var parent = ""
        switch kind {
        case .addsView:
            // A stack view made with its subviews: `UIStackView(arrangedSubviews: [a.view, b])`.
            if code[at].length == 11 {
                guard arguments.count >= 4, ["arrangedSubviews", "views"].contains(text(arguments[0])), arguments[1].kind == .colon,
                      arguments[2].kind == .leftBracket, arguments.last?.kind == .rightBracket else { return }
                for element in topLevelElements(Array(arguments[3..<(arguments.count - 1)])) {
                    recordAddedView(element, receiver: receiver, at: at, type: type)
                }
                return
            }
            // The first argument, unlabeled: `stack.addArrangedSubview(hosting.view)`.
            recordAddedView(topLevelElements(arguments).first ?? [], receiver: receiver, at: at, type: type)
            return
        case .addChild:
            guard !arguments.isEmpty, !arguments.contains(where: { $0.kind == .comma || $0.kind == .colon }) else { return }
            child = joinedText(arguments)
            parent = receiver
        case .didMove, .willMove:
            if code[at].length >= 29 {
                // Swift 2: `didMoveToParentViewController(self)`, one unlabeled argument.
                guard !arguments.isEmpty, !arguments.contains(where: { $0.kind == .comma || $0.kind == .colon }) else { return }
                parent = joinedText(arguments)
            } else {
                guard arguments.count >= 3, arguments[1].kind == .colon,
                      ["toParent", "toParentViewController"].contains(text(arguments[0])) else { return }
                parent = joinedText(Array(arguments[2...]))
            }
        case .removeFromParent:
            guard arguments.isEmpty else { return }
        }
        types[type].containmentCalls.append(ContainmentCall(
            kind: kind, child: ContainmentCall.normalized(child), parent: kind == .removeFromParent ? "" : ContainmentCall.normalized(parent),
            offset: code[at].start, function: currentFunction, body: UInt32(memberBodyOffset(of: type))))
    }

    /// Records `child.view` (an unlabeled expression ending in `.view`) as added to `receiver`'s view.
    private mutating func recordAddedView(_ tokens: [Token], receiver: String, at: Int, type: Int) {
        guard tokens.count >= 3, !tokens.contains(where: { $0.kind == .colon }),
              let view = tokens.lastIndex(where: { $0.kind == .identifier && text($0) == "view" }), view >= 2,
              tokens[(view + 1)...].allSatisfy({ $0.kind == .operator }), tokens[view - 1].kind == .period else { return }
        let child = joinedText(Array(tokens[..<(view - 1)]))
        let childType = view == 2 && tokens[0].kind == .identifier ? localType(of: text(tokens[0]), before: at) : ""
        types[type].containmentCalls.append(ContainmentCall(
            kind: .addsView, child: ContainmentCall.normalized(child), parent: ContainmentCall.normalized(receiver),
            offset: tokens[0].start, function: currentFunction, body: UInt32(memberBodyOffset(of: type)), childType: childType))
    }

    /// A list's elements, split at the commas outside brackets and parentheses.
    private func topLevelElements(_ tokens: [Token]) -> [[Token]] {
        var elements: [[Token]] = [[]]
        var depth = 0
        for token in tokens {
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .comma where depth == 0:
                elements.append([])
                continue
            default: break
            }
            elements[elements.count - 1].append(token)
        }
        return elements
    }

    /// The type a local `name` is declared with in the member holding `at`: `let name: T`,
    /// `let name = T(…)`, `var name = T<…>(…)`, `let name = T.make(…)`; "" when none is found.
    /// Looks back at most `localTypeSpan` tokens, so a long member costs no more per call.
    private func localType(of name: String, before at: Int) -> String {
        let bodyStart = memberBodyOffset(of: 0)
        var index = at - 1
        while index >= 1 && at - index < Self.localTypeSpan && Int(code[index].start) > bodyStart {
            defer { index -= 1 }
            guard code[index].kind == .identifier, code[index - 1].keyword == .let || code[index - 1].keyword == .var,
                  text(code[index]) == name, index + 2 < at else { continue }
            let next = code[index + 1]
            let type = code[index + 2]
            guard type.kind == .identifier, next.kind == .colon || (next.kind == .operator && text(next) == "=") else { return "" }
            return text(type)
        }
        return ""
    }

    static let localTypeSpan = 1024

    /// The code tokens between the `(` at `open` and its `)`, or nil when the list is long or
    /// holds a closure (no containment call's does).
    private func containmentArguments(from open: Int) -> [Token]? {
        var depth = 0
        var index = open
        while index < code.count && index < open + 64 {
            switch code[index].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket:
                depth -= 1
                if depth == 0 { return Array(code[(open + 1)..<index]) }
            case .leftBrace, .rightBrace, .semicolon: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The receiver chain before `.name` at `at` as written (`self?.pageController`,
    /// `children.last`, `$0`), or "" when the name is not a member access.
    private func containmentReceiver(before at: Int) -> String {
        guard at > 1, code[at - 1].kind == .period else { return "" }
        var start = at - 1
        var index = at - 2
        while index >= 0 {
            let token = code[index]
            if token.kind == .operator, (token.offset..<token.end).allSatisfy({ bytes[$0] == 0x3F || bytes[$0] == 0x21 }) {
                index -= 1  // `?` or `!` of a chain
                continue
            }
            if token.kind == .rightParen || token.kind == .rightBracket {
                guard let open = matchingOpen(of: index) else { break }
                index = open - 1
                start = open
                // A call or subscript continues with what it applies to: `children[0]`, `first(where:)`.
                if index >= 0, code[index].kind == .identifier || code[index].kind == .keyword { continue }
                break
            }
            guard token.kind == .identifier || token.kind == .dollarIdentifier || token.kind == .keyword else { break }
            start = index
            guard index > 0, code[index - 1].kind == .period else { break }
            index -= 2
        }
        return start < at - 1 ? joinedText(Array(code[start..<(at - 1)])) : ""
    }

    /// The `(` or `[` that the `)` or `]` at `close` closes, looking back a bounded way.
    private func matchingOpen(of close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 && index > close - 64 {
            switch code[index].kind {
            case .rightParen, .rightBracket: depth += 1
            case .leftParen, .leftBracket:
                depth -= 1
                if depth == 0 { return index }
            case .leftBrace, .rightBrace, .semicolon: return nil
            default: break
            }
            index -= 1
        }
        return nil
    }

    /// Tokens' text, run together with a space only between two words (`as? X`, `try x`).
    private func joinedText(_ tokens: [Token]) -> String {
        var result = ""
        var previousIsWord = false
        for token in tokens {
            let isWord = token.kind == .identifier || token.kind == .keyword || token.kind == .dollarIdentifier
            if isWord && previousIsWord { result += " " }
            result += text(token)
            previousIsWord = isWord
        }
        return result
    }

    /// Where the body of the member holding the current position opens: the outermost scope
    /// inside the type's own body.
    private func memberBodyOffset(of type: Int) -> Int {
        var offset = scopes.isEmpty ? 0 : scopes[scopes.count - 1].openOffset
        for scope in scopes.reversed() {
            if scope.kind == .type { break }
            offset = scope.openOffset
        }
        return offset
    }
}
