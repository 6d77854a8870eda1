/// The distinct identifiers of one file, by id (`Reference.name`): their bytes back to back, a
/// name's String made when it is asked for. A big tree has a hundred thousand such names; made
/// up front they cost a String each, and an allocation for each longer than 15 bytes, while the
/// rules read few of them, most through `withUTF8` without any String.
public struct NameList: RandomAccessCollection, Equatable, Sendable {
    /// The names' UTF-8 bytes, in id order.
    private let bytes: [UInt8]
    /// Where each name ends in `bytes`; it starts where the one before ends.
    private let ends: [UInt32]

    init(bytes: [UInt8], ends: [UInt32]) {
        self.bytes = bytes
        self.ends = ends
    }

    public init(_ names: [String]) {
        var bytes: [UInt8] = []
        var ends: [UInt32] = []
        for name in names {
            bytes.append(contentsOf: name.utf8)
            ends.append(UInt32(bytes.count))
        }
        self.init(bytes: bytes, ends: ends)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.count }

    /// The name's text, made as the outline made names before: short ASCII ones from their bits.
    public subscript(id: Int) -> String {
        withUTF8(id) { name in
            if name.count <= 15 && SourceStrings.smallStringLayoutHolds,
               let small = SourceStrings.smallASCII(name, 0, name.count, head: NameTable.word(name, 0, Swift.min(name.count, 8))) {
                return small
            }
            return SourceStrings.make(name, 0, name.count)
        }
    }

    /// The name's UTF-8 bytes, valid only inside `body`.
    public func withUTF8<Result>(_ id: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let start = id == 0 ? 0 : Int(ends[id - 1])
        let end = Int(ends[id])
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// How many UTF-8 bytes the name has.
    public func utf8Count(_ id: Int) -> Int { Int(ends[id]) - (id == 0 ? 0 : Int(ends[id - 1])) }
}
