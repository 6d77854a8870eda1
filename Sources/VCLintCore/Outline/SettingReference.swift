/// A reference that may set a member: an assignment (`detail.item = item`) or a call of a
/// `set…` name on a receiver (`[detail setItem:item]`, `detail.setItem(item)`). Listed per file
/// while it is outlined, so that a rule asking who sets a property reads these, a few percent
/// of the tree's references, rather than every reference of every type.
public struct SettingReference: Sendable, Equatable {
    /// The type declaration, an index into the file's `types`.
    public var type: UInt32
    /// The reference, an index into that type's `references`.
    public var reference: UInt32

    /// Those of `types`, in type order, then reference order; `names` is the file's. For
    /// Objective-C outlines; the Swift builder notes them as it records references.
    static func all(in types: [TypeDeclaration], names: NameList) -> [SettingReference] {
        var found: [SettingReference] = []
        for type in types.indices {
            types[type].references.withUnsafeBufferPointer { references in
                for index in references.indices {
                    let reference = references[index]
                    guard reference.isAssigned
                        || (reference.isCalled && reference.qualifier != .none && names.withUTF8(Int(reference.name), beginsWithSet))
                    else { continue }
                    found.append(SettingReference(type: UInt32(type), reference: UInt32(index)))
                }
            }
        }
        return found
    }

    /// `found`, as read (a nested type's references come between its parent's), put in type
    /// order, then reference order, the order `all` gives, at its size.
    static func inTypeOrder(_ found: UnsafeBufferPointer<SettingReference>) -> [SettingReference] {
        guard !found.isEmpty else { return [] }
        var ordered = [SettingReference].reserved(found.count)
        ordered.append(contentsOf: found)
        if !ordered.indices.dropFirst().allSatisfy({ ordered[$0 - 1].type <= ordered[$0].type }) {
            // Stable: the references of one type are already in order.
            ordered = ordered.enumerated().sorted { ($0.element.type, $0.offset) < ($1.element.type, $1.offset) }.map(\.element)
        }
        return ordered
    }

    /// Whether a name is `set` and more, as every setter's name is.
    static func beginsWithSet(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count > 3 && name[0] == UInt8(ascii: "s") && name[1] == UInt8(ascii: "e") && name[2] == UInt8(ascii: "t")
    }
}
