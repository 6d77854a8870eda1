import SwiftLexer

/// How long a SwiftUI `body` is and how deeply it builds: what `view_body_complexity` measures.
///
/// Depth counts the closures that build content: a container's (`VStack { … }`), `ForEach`'s,
/// a builder argument's (`label:`, `header:`, `.toolbar { … }`), and the blocks of `if`, `else`
/// and `switch`. A closure that runs later instead, and everything in it, is not counted: an
/// event handler (`.onAppear`, `.task`, `.onChange`, any `on…` call or label), a button's action,
/// `Task`, `withAnimation`, and collection calls such as `.map`. The body's own braces are depth 0.
public struct ViewBodyShape: Sendable, Equatable {
    /// Where `var` of `var body` is.
    public var position: SourcePosition
    /// The line of its closing brace.
    public var endLine: Int
    /// Code lines from the `var body` line to the closing brace, both included.
    public var codeLines: Int
    /// The deepest builder nesting inside.
    public var depth: Int
}

/// Reads one `body`'s braces, from its `{` to the matching `}`, without building any String
/// but for the names before a brace.
struct ViewBodyScanner {
    /// Calls whose trailing closure runs later rather than building a view.
    static let actionCalls: Set<String> = [
        "task", "Task", "withAnimation", "withTransaction", "refreshable", "async", "asyncAfter", "sync",
        "sink", "map", "flatMap", "compactMap", "filter", "reduce", "sorted", "first", "last", "contains",
        "allSatisfy", "forEach", "min", "max", "Binding", "perform", "receive", "assign",
    ]
    /// Labels of closure arguments that build content; any other label is a callback.
    static let builderLabels: Set<String> = [
        "content", "label", "header", "footer", "icon", "title", "message", "actions", "placeholder",
        "background", "overlay", "leading", "trailing", "detail", "sidebar", "destination", "preview",
        "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "prompt", "subtitle", "description",
    ]

    let code: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    /// The body's `{`: no look back goes before it, so a scan costs the body's length.
    let open: Int

    /// The index of the `}` matching the `{` at `open` (or the last token when it never closes),
    /// and the deepest builder nesting between them.
    func scan() -> (close: Int, depth: Int) {
        // One entry per open brace: whether it counts as a builder level.
        var frames: [Bool] = []
        var counted = 0
        var actions = 0
        var deepest = 0
        var parens = 0
        // A statement keyword (`if`, `else`, `switch`) waiting for its block: at which paren depth and frame.
        var statementAt: (parens: Int, frame: Int)?
        var at = open + 1
        while at < code.count {
            let token = code[at]
            switch token.kind {
            case .leftParen, .leftBracket:
                parens += 1
            case .rightParen, .rightBracket:
                parens -= 1
            case .keyword where token.keyword == .if || token.keyword == .else || token.keyword == .switch
                || token.keyword == .for || token.keyword == .while || token.keyword == .guard:
                statementAt = (parens, frames.count)
            case .leftBrace:
                let isStatement = statementAt.map { $0.parens == parens && $0.frame == frames.count } ?? false
                statementAt = nil
                let isAction = actions > 0 || (!isStatement && opensAction(at))
                frames.append(!isAction)
                if isAction {
                    actions += 1
                } else {
                    counted += 1
                    deepest = max(deepest, counted)
                }
            case .rightBrace:
                guard let isBuilder = frames.popLast() else { return (at, deepest) }
                if isBuilder { counted -= 1 } else { actions -= 1 }
            default:
                break
            }
            at += 1
        }
        return (code.count - 1, deepest)
    }

    /// Whether the `{` at `brace` opens a closure that runs later.
    private func opensAction(_ brace: Int) -> Bool {
        let before = code[brace - 1]
        switch before.kind {
        case .identifier:
            // `VStack {`, `.onAppear {`, `Button {` (whose first closure is its action).
            let name = text(before)
            return isAction(name) || name == "Button"
        case .rightParen:
            // `ForEach(items) {`, `.sheet(isPresented: $shown) {`, `Button("Save") {`.
            guard let (name, labels) = call(endingAt: brace - 1) else { return false }
            return isAction(name) || (name == "Button" && !labels.contains("action"))
        case .colon:
            // `label: {`, `action: {`: a builder only under a builder's label.
            guard brace - 2 > open, code[brace - 2].kind == .identifier || code[brace - 2].kind == .keyword else { return true }
            let label = text(code[brace - 2])
            return !Self.builderLabels.contains(label)
        case .keyword:
            // `in {` cannot happen; `return {`, `= {`-like forms are closures run elsewhere.
            return true
        default:
            return true
        }
    }

    private func isAction(_ name: String) -> Bool {
        if Self.actionCalls.contains(name) { return true }
        // SwiftUI's event modifiers and callbacks: `onAppear`, `onTapGesture`, `onChanged`.
        let utf8 = Array(name.utf8.prefix(3))
        return utf8.count == 3 && utf8[0] == UInt8(ascii: "o") && utf8[1] == UInt8(ascii: "n")
            && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(utf8[2])
    }

    /// How far back a call's name is looked for: argument lists nested inside argument lists
    /// would otherwise be walked once per level, quadratic in their depth.
    static let lookBackLimit = 2_048

    /// The name called by the argument list whose `)` is at `close`, and the labels of its
    /// arguments, or nil when no name precedes the `(` (or it is too far back).
    private func call(endingAt close: Int) -> (String, Set<String>)? {
        var depth = 0
        var labels: Set<String> = []
        var at = close
        while at > max(open, close - Self.lookBackLimit) {
            switch code[at].kind {
            case .rightParen, .rightBracket, .rightBrace: depth += 1
            case .leftParen, .leftBracket, .leftBrace:
                depth -= 1
                if depth == 0 {
                    guard at - 1 > open, code[at - 1].kind == .identifier else { return nil }
                    return (text(code[at - 1]), labels)
                }
            case .colon where depth == 1 && code[at - 1].kind == .identifier:
                labels.insert(text(code[at - 1]))
            default: break
            }
            at -= 1
        }
        return nil
    }

    private func text(_ token: Token) -> String {
        if token.keyword != .none { return token.keyword.spelling }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.offset..<token.offset + Int(token.length)]), as: UTF8.self)
    }
}
