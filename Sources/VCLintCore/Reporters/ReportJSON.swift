/// The one JSON writer every JSON-shaped output shares (reports, SARIF, baselines): keys sorted
/// by their bytes and pretty-printed exactly as Foundation's `JSONEncoder` prints with
/// `[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]`, so the same value always gives the
/// same bytes, at a fraction of the cost (a report of thousands of findings is on the clock).
enum ReportJSON {
    static func render(_ value: some Encodable) -> String {
        let encoder = TreeEncoder()
        // Our values are plain structs of strings, integers and arrays: encoding cannot fail.
        try? value.encode(to: encoder)
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        JSONNode.write(encoder.root.node, indent: 0, into: &output)
        output.append(0x0A)
        return String(decoding: output, as: UTF8.self)
    }
}

/// A JSON value under construction; containers are boxes so nested containers can fill them.
enum JSONNode {
    case null, bool(Bool), number(String), string(String)
    case array(ArrayBox), object(ObjectBox)
    /// Already written, at the depth where it stands.
    case raw([UInt8])

    /// An object of these entries, given in the order of their keys' bytes (checked in debug
    /// builds): written as they are, where an encoder's entries are sorted each time.
    static func object(sorted entries: [(String, JSONNode)]) -> JSONNode {
        assert(entries.map(\.0) == entries.map(\.0).sorted(), "keys out of order")
        let box = ObjectBox()
        box.entries = entries.map { (key: $0.0, value: Slot($0.1)) }
        box.isSorted = true
        return .object(box)
    }

    /// An array of these items.

    static func array(_ items: [JSONNode]) -> JSONNode {
        let box = ArrayBox()
        box.items = items.map { Slot($0) }
        return .array(box)
    }

    final class ArrayBox { var items: [JSONNode.Slot] = [] }
    final class ObjectBox {
        var entries: [(key: String, value: JSONNode.Slot)] = []
        /// Whether `entries` are in key order already (`object(sorted:)`).
        var isSorted = false
    }
    /// Where an encoder puts the one value it encodes.
    final class Slot {
        var node: JSONNode

        init(_ node: JSONNode = .null) { self.node = node }
    }

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let spaces = [UInt8](repeating: 0x20, count: 256)

    static func write(_ node: JSONNode, indent: Int, into output: inout [UInt8]) {
        switch node {
        case .null: output.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C] as [UInt8])
        case .bool(let value): output.append(contentsOf: value ? Self.trueBytes : Self.falseBytes)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .raw(let bytes): output.append(contentsOf: bytes)
        case .string(let text): writeString(text, into: &output)
        case .array(let box):
            output.append(0x5B)  // [
            writeItems(box.items.count, indent: indent, into: &output) { index, output in
                write(box.items[index].node, indent: indent + 2, into: &output)
            }
            output.append(0x5D)  // ]
        case .object(let box):
            // Keys are ASCII coding keys, for which String order is byte order, as Foundation's.
            let entries = box.isSorted ? box.entries : box.entries.sorted { $0.key < $1.key }
            output.append(0x7B)  // {
            writeItems(entries.count, indent: indent, into: &output) { index, output in
                writeString(entries[index].key, into: &output)
                output.append(contentsOf: " : ".utf8)
                write(entries[index].value.node, indent: indent + 2, into: &output)
            }
            output.append(0x7D)  // }
        }
    }

    /// Items one per line, indented; an empty container still gets its blank line, as Foundation's.
    private static func writeItems(_ count: Int, indent: Int, into output: inout [UInt8], _ item: (Int, inout [UInt8]) -> Void) {
        output.append(0x0A)
        for index in 0..<count {
            appendSpaces(indent + 2, into: &output)
            item(index, &output)
            if index + 1 < count { output.append(0x2C) }
            output.append(0x0A)
        }
        if count == 0 { output.append(0x0A) }
        appendSpaces(indent, into: &output)
    }

    private static func appendSpaces(_ count: Int, into output: inout [UInt8]) {
        var left = count
        while left > 0 {
            output.append(contentsOf: spaces[..<min(left, spaces.count)])
            left -= spaces.count
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Foundation's escapes, and three more that decode to the same string: DEL and the C1
    /// controls (`\u007f`, `\u009b`), which a terminal would act on, and a `[` after `##`
    /// (`\u005b`), which GitHub's runner would take for a `##[command]` in a log.
    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(0x22)
        var text = text
        text.withUTF8 { bytes in
            var clean = 0  // start of the bytes not yet written, which need no escape
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var escaped: UInt32?
                var width = 1
                switch byte {
                case 0..<0x20, 0x22, 0x5C, 0x7F: escaped = UInt32(byte)
                case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                    escaped = UInt32(bytes[index + 1])
                    width = 2
                case 0x5B where index >= 2 && bytes[index - 1] == 0x23 && bytes[index - 2] == 0x23: escaped = 0x5B
                default: break
                }
                guard let code = escaped else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clean..<index]))
                index += width
                clean = index
                output.append(0x5C)
                switch code {
                case 0x22, 0x5C: output.append(UInt8(code))
                case 0x0A: output.append(0x6E)  // \n
                case 0x0D: output.append(0x72)  // \r
                case 0x09: output.append(0x74)  // \t
                case 0x08: output.append(0x62)  // \b
                case 0x0C: output.append(0x66)  // \f
                default:
                    output.append(0x75)  // \u00XX
                    output.append(0x30)
                    output.append(0x30)
                    output.append(hexDigits[Int(code >> 4)])
                    output.append(hexDigits[Int(code & 0xF)])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clean...]))
        }
        output.append(0x22)
    }
}

/// An `Encoder` that builds a `JSONNode` tree: the `Encodable` structs stay the single
/// description of every document's shape.
final class TreeEncoder: Encoder {
    let root: JSONNode.Slot
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(into slot: JSONNode.Slot = JSONNode.Slot()) { root = slot }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let box) = root.node { return KeyedEncodingContainer(KeyedContainer<Key>(box: box)) }
        let box = JSONNode.ObjectBox()
        root.node = .object(box)
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array(let box) = root.node { return UnkeyedContainer(box: box) }
        let box = JSONNode.ArrayBox()
        root.node = .array(box)
        return UnkeyedContainer(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueContainer(slot: root) }

    static func node(_ value: some Encodable) throws -> JSONNode.Slot {
        let slot = JSONNode.Slot()
        switch value {
        case let text as String: slot.node = .string(text)
        case let number as Int: slot.node = .number(String(number))
        case let flag as Bool: slot.node = .bool(flag)
        // Other scalars encode themselves through the single-value container's concrete methods.
        // No cast to `any BinaryInteger` here: failing it cost every struct, array and optional a
        // conformance lookup.
        default: try value.encode(to: TreeEncoder(into: slot))
        }
        return slot
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: JSONNode.ObjectBox
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { box.entries.append((key.stringValue, JSONNode.Slot())) }
        // The common scalars straight into their slot, without `node`'s casts.
        mutating func encode(_ value: String, forKey key: Key) throws { box.entries.append((key.stringValue, JSONNode.Slot(.string(value)))) }
        mutating func encode(_ value: Int, forKey key: Key) throws { box.entries.append((key.stringValue, JSONNode.Slot(.number(String(value))))) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { box.entries.append((key.stringValue, JSONNode.Slot(.bool(value)))) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            box.entries.append((key.stringValue, try TreeEncoder.node(value)))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let slot = JSONNode.Slot()
            box.entries.append((key.stringValue, slot))
            return TreeEncoder(into: slot).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let slot = JSONNode.Slot()
            box.entries.append((key.stringValue, slot))
            return TreeEncoder(into: slot).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let slot = JSONNode.Slot()
            box.entries.append((key.stringValue, slot))
            return TreeEncoder(into: slot)
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let box: JSONNode.ArrayBox
        var codingPath: [any CodingKey] { [] }
        var count: Int { box.items.count }

        mutating func encodeNil() throws { box.items.append(JSONNode.Slot()) }
        mutating func encode(_ value: String) throws { box.items.append(JSONNode.Slot(.string(value))) }
        mutating func encode(_ value: Int) throws { box.items.append(JSONNode.Slot(.number(String(value)))) }
        mutating func encode(_ value: some Encodable) throws { box.items.append(try TreeEncoder.node(value)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let slot = JSONNode.Slot()
            box.items.append(slot)
            return TreeEncoder(into: slot).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let slot = JSONNode.Slot()
            box.items.append(slot)
            return TreeEncoder(into: slot).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder {
            let slot = JSONNode.Slot()
            box.items.append(slot)
            return TreeEncoder(into: slot)
        }
    }

    struct SingleValueContainer: SingleValueEncodingContainer {
        let slot: JSONNode.Slot
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { slot.node = .null }
        mutating func encode(_ value: some Encodable) throws { slot.node = try TreeEncoder.node(value).node }
        // Every scalar the standard library encodes through this container, written as `node` did.
        mutating func encode(_ value: String) throws { slot.node = .string(value) }
        mutating func encode(_ value: Bool) throws { slot.node = .bool(value) }
        mutating func encode(_ value: Int) throws { slot.node = .number(String(value)) }
        mutating func encode(_ value: Int8) throws { slot.node = .number(String(value)) }
        mutating func encode(_ value: Int16) throws { slot.node = .number(String(value)) }
        mutating func encode(_ value: Int32) throws { slot.node = .number(String(value)) }
        mutating func encode(_ value: Int64) throws { slot.node = .number(String(value)) }
        mutating func encode(_ value: UInt) throws { slot.node = .number(String(value)) }
        mutating func encode(_ value: UInt8) throws { slot.node = .number(String(value)) }
        mutating func encode(_ value: UInt16) throws { slot.node = .number(String(value)) }
        mutating func encode(_ value: UInt32) throws { slot.node = .number(String(value)) }
        mutating func encode(_ value: UInt64) throws { slot.node = .number(String(value)) }
        mutating func encode(_ value: Double) throws { slot.node = .number(String(describing: value)) }
        mutating func encode(_ value: Float) throws { slot.node = .number(String(describing: value)) }
    }
}
