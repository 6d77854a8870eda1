import ObjCLexer

/// An open `[`: a message send (`[receiver selector:argument …]`) or a subscript/array literal.
/// It is a send once a name directly follows a complete operand at its own level: two operands
/// side by side are never a subscript.
struct BracketFrame {
    /// How many references the type had at the `[`.
    var referencesAtOpen: Int
    /// The index of the `[` in the code tokens.
    var openIndex: Int
    /// Parentheses and braces open inside it: tokens deeper than its own level.
    var depth = 0
    /// The index of a `(` that opened right after the `[`: a cast (`[(UIView *)view …]`) or not.
    var leadingParen: Int?
    var isEmpty = true
    /// The tokens so far at its level end an operand (a name, `]`, `)`, a literal).
    var endsOperand = false
    /// That operand is `self` or `super`.
    var operandIsOwn = false
    /// The reference that names the operand's last member, if the operand ends in one.
    var operandReference: Int?
    /// The first selector piece's reference, once found.
    var selector: Int?
    /// The first selector piece's index in the code tokens.
    var selectorIndex: Int?
    var isSend: Bool { selector != nil }
}

/// References in an implementation's code, as the Swift outline records them:
/// - a name: `isCalled` before `(` (C calls, blocks), `isAssigned` before `=` or `+=` (not in a
///   declaration such as `NSString *name = …`), `hasMember` before `.` or `->` and a name;
///   qualified `.ownMember` after `self.`/`super.`/`self->`, `.otherMember` after another receiver;
/// - a message send `[receiver first:a second:b]`: the receiver's last name gets `hasMember`
///   (when it is the reference just before), then `first` is recorded as a called member,
///   `.ownMember` when the receiver is `self`/`super`, else `.otherMember`. Later selector pieces
///   (`second`) are not references: they name no value. The arguments are read as code.
/// - `self`, `super`, `nil`, `YES`, `NO` are not references (Swift's `self` and `nil` are not either).
extension ObjCOutlineBuilder {
    mutating func reference(_ token: ObjCToken) {
        switch token.kind {
        case .leftBracket:
            noteOperandStart()
            brackets.append(BracketFrame(referencesAtOpen: types[container].references.count, openIndex: index))
            index += 1
        case .rightBracket:
            index += 1
            guard let frame = brackets.popLast() else { return }
            if let selector = frame.selectorIndex, frame.depth == 0 {
                recordContainmentSend(open: frame.openIndex, selector: selector, close: index - 1)
            }
            let last = types[container].references.count - 1
            noteOperand(endsPrimary: true, reference: frame.selector == last ? last : nil)
        case .leftParen:
            if var frame = brackets.popLast() {
                if frame.depth == 0 && frame.isEmpty { frame.leadingParen = index }
                frame.endsOperand = false
                frame.operandIsOwn = false
                frame.operandReference = nil
                frame.isEmpty = false
                frame.depth += 1
                brackets.append(frame)
            }
            index += 1
        case .rightParen:
            if var frame = brackets.popLast() {
                frame.depth = max(0, frame.depth - 1)
                brackets.append(frame)
                if frame.depth == 0 {
                    let isCast = frame.leadingParen.map { self.isCast(from: $0, to: index) } ?? false
                    brackets[brackets.count - 1].leadingParen = nil
                    index += 1
                    if isCast { noteOperandStart() } else { noteOperand(endsPrimary: true) }
                    return
                }
            }
            index += 1
        case .identifier:
            name(token)
        case .stringLiteral, .characterLiteral, .integerLiteral, .floatLiteral:
            index += 1
            noteOperand(endsPrimary: true)
        case .at:
            index += 1  // the literal after it ends the operand
        default:
            index += 1
            noteOperandStart()
        }
    }

    private mutating func name(_ token: ObjCToken) {
        switch token.keyword {
        case .self, .super:
            index += 1
            noteOperand(endsPrimary: true, isOwn: true)
            return
        case .nil, .Nil, .NULL, .YES, .NO:
            index += 1
            noteOperand(endsPrimary: true)
            return
        default:
            break
        }
        if var frame = brackets.last, frame.depth == 0 {
            if frame.endsOperand && !frame.isSend {
                // The first selector piece: a called member of the receiver before it.
                let references = types[container].references.count
                if let receiver = frame.operandReference, receiver == references - 1 {
                    let old = types[container].references[receiver]
                    types[container].references[receiver] = Reference(
                        name: old.name, offset: old.offset, hasMember: true, isAssigned: old.isAssigned,
                        isCalled: old.isCalled, qualifier: old.qualifier)
                }
                types[container].references.append(Reference(
                    name: names.intern(bytes, start: token.offset, length: Int(token.length)), offset: token.start,
                    hasMember: false, isCalled: true, qualifier: frame.operandIsOwn ? .ownMember : .otherMember))
                frame.selector = references
                frame.selectorIndex = index
                frame.endsOperand = false
                frame.operandIsOwn = false
                frame.operandReference = nil
                frame.isEmpty = false
                brackets[brackets.count - 1] = frame
                index += 1
                return
            }
            if frame.isSend && isKind(index + 1, .colon) {
                index += 1  // a later selector piece
                noteOperandStart()
                return
            }
        }
        let references = types[container].references.count
        types[container].references.append(Reference(
            name: names.intern(bytes, start: token.offset, length: Int(token.length)), offset: token.start,
            hasMember: hasMember(after: index), isAssigned: isAssigned(at: index), isCalled: isKind(index + 1, .leftParen),
            qualifier: qualifier(at: index)))
        index += 1
        noteOperand(endsPrimary: true, reference: references)
    }

    /// `.` or `->` then a name.
    private func hasMember(after at: Int) -> Bool {
        isMemberAccess(at + 1) && token(at + 2).map(isWord) == true
    }

    func isMemberAccess(_ at: Int) -> Bool {
        guard let token = token(at) else { return false }
        if token.kind == .period { return true }
        return token.kind == .operator && token.length == 2 && bytes[token.offset] == 0x2D && bytes[token.offset + 1] == 0x3E
    }

    private func qualifier(at: Int) -> ReferenceQualifier {
        guard at > 0, isMemberAccess(at - 1) else { return .none }
        guard at > 1 else { return .otherMember }
        let receiver = code[at - 2].keyword
        return receiver == .self || receiver == .super ? .ownMember : .otherMember
    }

    /// `=` or a compound assignment follows, and the name is not being declared (`Type *name =`).
    private func isAssigned(at: Int) -> Bool {
        guard let next = token(at + 1) else { return false }
        let assigns: Bool
        if next.kind == .equal {
            assigns = true
        } else if next.kind == .operator, bytes[next.end - 1] == 0x3D, next.length >= 2 {
            let first = bytes[next.offset]
            assigns = !(next.length == 2 && (first == 0x3D || first == 0x21 || first == 0x3C || first == 0x3E))
                && !(next.length == 3 && bytes[next.offset + 1] == 0x3D)  // `<=>` is not `=`-ended; `!==` is not C
        } else {
            assigns = false
        }
        guard assigns, at > 0 else { return assigns }
        let previous = code[at - 1]
        let declares = previous.kind == .star || (previous.kind == .identifier && !isMemberAccess(at - 1))
            || (previous.kind == .keyword && previous.keyword != .return)
        return !declares
    }

    /// Whether `( … )` from `open` to `close` holds only a type: `(UIView *)`, `(id<P>)`.
    private func isCast(from open: Int, to close: Int) -> Bool {
        guard close > open + 1 else { return false }
        for at in (open + 1)..<close {
            switch code[at].kind {
            case .identifier, .keyword, .star, .less, .greater, .comma, .caret: continue
            default: return false
            }
        }
        return true
    }

    // MARK: The operand the innermost `[` has so far

    /// A token that ends an operand at the innermost bracket's level.
    mutating func noteOperand(endsPrimary: Bool, isOwn: Bool = false, reference: Int? = nil) {
        guard var frame = brackets.popLast() else { return }
        if frame.depth == 0 {
            frame.endsOperand = endsPrimary
            frame.operandIsOwn = isOwn
            frame.operandReference = reference
            frame.isEmpty = false
        }
        brackets.append(frame)
    }

    /// Any other token: whatever comes next starts a new operand.
    mutating func noteOperandStart() {
        guard var frame = brackets.popLast() else { return }
        if frame.depth == 0 {
            frame.endsOperand = false
            frame.operandIsOwn = false
            frame.operandReference = nil
            frame.isEmpty = false
        }
        brackets.append(frame)
    }

    /// A brace inside a send (a block argument) is deeper than the send's level; the block
    /// itself is an operand once closed.
    mutating func noteBrace(opens: Bool) {
        guard var frame = brackets.popLast() else { return }
        frame.depth = max(0, frame.depth + (opens ? 1 : -1))
        frame.isEmpty = false
        if frame.depth == 0 { frame.endsOperand = true }
        brackets.append(frame)
    }

    /// A `;` at a bracket's own level: brackets left open there were never closed.
    mutating func endBracketsAtStatementEnd() {
        while let frame = brackets.last, frame.depth == 0 { brackets.removeLast() }
    }
}
