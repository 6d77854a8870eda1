/// A reference that may set a member: an assignment (`detail.item = item`) or a call of a
/// `set…` name on a receiver (`[detail setItem:item]`, `detail.setItem(item)`). Listed per file
/// while it is outlined, so that a rule asking who sets a property reads these, a few percent
/// of the tree's references, rather than every reference of every type.
public struct SettingReference: Sendable, Equatable {
    /// The type declaration, an index into the file's `types`.
    public var type: UInt32
    /// The reference, an index into that type's `references`.
    public var reference: UInt32
    /// Its name's `NameKey`: whether a rule wants the name is asked of this first, without
    /// reading the file's names (each file's, out of cache, cost more than the rest of the asking).
    public var nameKey: NameKey

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
                    found.append(SettingReference(type: UInt32(type), reference: UInt32(index),
                                                  nameKey: names.withUTF8(Int(reference.name), NameKey.init)))
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

/// A name's bytes in 32 bits, for a quick "maybe" before names are compared: equal bytes, equal
/// keys. A name with a byte >= 0x80 has a key of its own (`isASCII` false): as a String it may
/// equal names of other bytes (canonical equivalence), so it is always compared.
public struct NameKey: Sendable, Equatable {
    public let rawValue: UInt32

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.init(bytes, hash: NameTable.hash(bytes, 0, bytes.count))
    }

    /// `hash`: the bytes' `NameTable.hash`, as interning them gave it.
    init(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int) {
        rawValue = Self.isASCII(bytes) ? UInt32(truncatingIfNeeded: hash) & 0x7FFF_FFFF : 1 << 31
    }

    /// Eight bytes at a time, the last word ending at the end; byte by byte under eight.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 8, let base = bytes.baseAddress else { return bytes.allSatisfy { $0 < 0x80 } }
        var any: UInt64 = 0
        var offset = 0
        while offset + 8 < bytes.count {
            any |= UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            offset += 8
        }
        any |= UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self)
        return any & 0x8080_8080_8080_8080 == 0
    }

    public var isASCII: Bool { rawValue & 1 << 31 == 0 }
}

/// The keys of a set of ASCII names, as 65,536 bits: a key whose bit is clear is no name of the
/// set. A few hundred names set under one bit in a hundred; the bits fit a core's first cache.
struct NameKeyFilter: Sendable {
    private var words = [UInt64](repeating: 0, count: 1 << 10)

    /// Nil when a name is not ASCII: an ASCII name may equal it as a String, whatever its key.
    init?(_ names: [String]) {
        for name in names {
            var text = name
            let key = text.withUTF8(NameKey.init)
            guard key.isASCII else { return nil }
            let bit = Int(key.rawValue & 0xFFFF)
            words[bit >> 6] |= 1 << UInt64(bit & 63)
        }
    }

    /// False when `key` is no key of the names; true when it may be.
    func mayContain(_ key: NameKey) -> Bool {
        guard key.isASCII else { return true }
        let bit = Int(key.rawValue & 0xFFFF)
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }
}
