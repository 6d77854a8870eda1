/// A tree object's entries, as `git cat-file` gives them: `<mode> SP <name> NUL <raw id>`.
/// Names are bytes in any encoding; they become paths through `PathBytes`.
struct GitTreeObject: Sendable {
    struct Entry: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case tree
            case file
            /// Mode 120000: its blob is the target's name, not source.
            case symbolicLink
            /// Mode 160000, an entry of type `commit`: another repository's commit.
            case submodule
        }
        var name: String
        var id: String
        var kind: Kind
    }

    var entries: [Entry]

    /// `idLength`: 20 bytes for SHA-1 repositories, 32 for SHA-256 ones.
    init(bytes: [UInt8], idLength: Int) {
        entries = []
        var index = 0
        while index < bytes.count {
            guard let space = bytes[index...].firstIndex(of: 0x20), let nul = bytes[space...].firstIndex(of: 0),
                  nul + 1 + idLength <= bytes.count else { break }
            let mode = bytes[index..<space]
            let kind: Entry.Kind
            if mode.elementsEqual("40000".utf8) || mode.elementsEqual("040000".utf8) {
                kind = .tree
            } else if mode.elementsEqual("160000".utf8) {
                kind = .submodule
            } else if mode.elementsEqual("120000".utf8) {
                kind = .symbolicLink
            } else {
                kind = .file
            }
            entries.append(Entry(name: PathBytes.string(from: bytes[(space + 1)..<nul]), id: Self.hex(bytes[(nul + 1)..<(nul + 1 + idLength)]),
                                 kind: kind))
            index = nul + 1 + idLength
        }
    }

    private static let digits = Array("0123456789abcdef".utf8)

    static func hex(_ raw: ArraySlice<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(raw.count * 2)
        for byte in raw {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
