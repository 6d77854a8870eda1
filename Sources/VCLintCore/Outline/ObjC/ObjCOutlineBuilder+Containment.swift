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
        let child = kind == .addChild ? argument : receiver
        let parent = kind == .addChild ? receiver : argument
        types[container].containmentCalls.append(ContainmentCall(
            kind: kind, child: ContainmentCall.normalized(child), parent: kind == .removeFromParent ? "" : ContainmentCall.normalized(parent),
            offset: code[selector].start, function: function, body: UInt32(method.openOffset)))
    }

    /// The tokens' text; `self->_child` is the ivar behind `self.child`, so it reads `_child`.
    private func joinedText(_ range: Range<Int>) -> String {
        let text = range.map { self.text(code[$0]) }.joined()
        return text.hasPrefix("self->") ? String(text.dropFirst(6)) : text
    }
}
