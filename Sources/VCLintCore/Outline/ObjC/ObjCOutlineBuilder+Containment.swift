import ObjCLexer

/// Records child-controller containment sends as `ContainmentCall`s, the same list the Swift
/// outline fills, so `child_containment` reads both languages alike:
/// `[self addChildViewController:child]`, `[child didMoveToParentViewController:self]`,
/// `[child willMoveToParentViewController:nil]`, `[child removeFromParentViewController]`.
extension ObjCOutlineBuilder {
    /// The send `[ … ]` from `open` to `close` whose first selector piece is at `selector`.
    mutating func recordContainmentSend(open: Int, selector: Int, close: Int) {
        // Most selectors fail on their length.
        let kind: ContainmentCall.Kind
        switch (code[selector].length, text(code[selector])) {
        case (22, "addChildViewController"): kind = .addChild
        case (29, "didMoveToParentViewController"): kind = .didMove
        case (30, "willMoveToParentViewController"): kind = .willMove
        case (30, "removeFromParentViewController"): kind = .removeFromParent
        case (10, "addSubview"), (18, "addArrangedSubview"): kind = .addsView
        default: return
        }
        guard container >= 0, open + 1 < selector,
              let method = state.scopes.last(where: { $0.kind == .method }), let function = method.closes.first else { return }
        let receiver = joinedText(open + 1..<selector)
        var argument = ""
        if kind == .removeFromParent {
            guard selector + 1 == close else { return }
        } else {
            // One argument, up to the `]`: a second selector piece is another method.
            guard isKind(selector + 1, .colon), selector + 2 < close,
                  !(selector + 2..<close).contains(where: { code[$0].kind == .colon }) else { return }
            argument = joinedText(selector + 2..<close)
        }
        var child = kind == .addChild ? argument : receiver
        var parent = kind == .addChild ? receiver : argument
        var childType = ""
        if kind == .addsView {
            // `[self.view addSubview:detail.view]`: the child is what stands before `.view`.
            guard argument.hasSuffix(".view"), argument.count > 5 else { return }
            child = String(argument.dropLast(5))
            parent = receiver
            if selector + 4 < close, code[selector + 2].kind == .identifier { childType = localType(of: text(code[selector + 2]), before: open, after: method.openOffset) }
        }
        // A view added is found at the view, as Swift's is: `[self.view addSubview:detail.view]`.
        let offset = kind == .addsView ? code[selector + 2].start : code[selector].start
        types[container].containmentCalls.append(ContainmentCall(
            kind: kind, child: ContainmentCall.normalized(child), parent: kind == .removeFromParent ? "" : ContainmentCall.normalized(parent),
            offset: offset, function: function, body: UInt32(method.openOffset), childType: childType))
    }

    /// The class a local `name` is declared with in the method (whose body opens at byte
    /// `bodyStart`), looking back at most `localTypeSpan` tokens: `Detail *name = …`; "" when none is.
    private func localType(of name: String, before at: Int, after bodyStart: Int) -> String {
        var index = at - 1
        while index >= 2 && at - index < OutlineBuilder.localTypeSpan && Int(code[index].start) > bodyStart {
            defer { index -= 1 }
            guard code[index].kind == .identifier, text(code[index]) == name, text(code[index - 1]) == "*",
                  code[index - 2].kind == .identifier else { continue }
            return text(code[index - 2])
        }
        return ""
    }

    /// The tokens' text; `self->_child` is the ivar behind `self.child`, so it reads `_child`.
    private func joinedText(_ range: Range<Int>) -> String {
        let text = range.map { self.text(code[$0]) }.joined()
        return text.hasPrefix("self->") ? String(text.dropFirst(6)) : text
    }
}
