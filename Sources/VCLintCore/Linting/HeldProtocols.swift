import Synchronization

/// The tree's own protocols that some property in the tree is typed with (`weak var delegate:
/// FeedDelegate?`, `id<FeedDelegate> delegate`) or a generic type's parameter is constrained to
/// (`Player<D: PlayerDelegate>`): a protocol nothing holds is no delegate's, but
/// a role the conforming type plays for its own callers (`Refreshable`, a state-restoration
/// protocol). Worked out on first use, once per run: only `split` asks, and a lint that plans
/// nothing pays nothing.
final class HeldProtocols: Sendable {
    private let names = Mutex<Set<String>?>(nil)

    func isHeld(_ protocolName: String, in project: Project, declared: [String: [DeclarationReference]]) -> Bool {
        names.withLock { names in
            if names == nil { names = Self.held(in: project, declared: declared) }
            return names!.contains(TypeNames.simple(protocolName))
        }
    }

    private static func held(in project: Project, declared: [String: [DeclarationReference]]) -> Set<String> {
        var held = Set<String>()
        // Most words of a type are not the tree's protocols (`String`, `UILabel`): their shape
        // rules them out before a String is made of them.
        let shapes = Set(declared.keys.map { shape($0.utf8) })
        for file in project.files.indices {
            // By index: iterating the types would copy each whole declaration.
            let types = project.files[file].types
            for type in types.indices {
                // `final class Player<D: PlayerDelegate>` holds its `D`.
                for name in types[type].genericConstraints where declared[name] != nil { held.insert(name) }
                for property in types[type].properties.indices {
                    guard let typeName = types[type].properties[property].typeName else { continue }
                    forEachWord(in: typeName, shapes: shapes) { word in
                        if declared[word] != nil { held.insert(word) }
                    }
                }
            }
        }
        return held
    }

    /// The identifiers of a type as written (`id<FeedDelegate>`, `(AnyObject & FeedDelegate)?`)
    /// that start with a capital, read as bytes: a tree has hundreds of thousands of properties.
    private static func forEachWord(in typeName: String, shapes: Set<Int>, _ body: (String) -> Void) {
        var typeName = typeName
        typeName.withUTF8 { bytes in
            var start: Int?
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : 0
                let isWord = byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte >= 0x80
                if isWord {
                    if start == nil { start = index }
                } else if let first = start {
                    start = nil
                    let word = UnsafeBufferPointer(rebasing: bytes[first..<index])
                    if bytes[first] >= UInt8(ascii: "A") && bytes[first] <= UInt8(ascii: "Z") && shapes.contains(shape(word)) {
                        body(String(decoding: word, as: UTF8.self))
                    }
                }
            }
        }
    }

    /// A name's length and its first and last bytes, as one number: equal names, equal shapes.
    private static func shape(_ word: some BidirectionalCollection<UInt8>) -> Int {
        guard let first = word.first, let last = word.last else { return 0 }
        return word.count << 16 | Int(first) << 8 | Int(last)
    }
}
