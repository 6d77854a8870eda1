/// Reads one declaration's references as code: receivers, argument labels, chains. Works on the
/// reference flags alone, so an Objective-C outline (a message send is a receiver with a member,
/// then its first selector piece, called) reads the same way.
struct ReferenceReader {
    let file: FileOutline
    let references: [Reference]

    var indices: Range<Int> { references.indices }

    subscript(index: Int) -> Reference { references[index] }

    func name(_ index: Int) -> String { file.name(references[index].name) }

    /// The name's shape, read from the file's name bytes without making its String: most names
    /// are ruled out by it alone.
    func shape(_ index: Int) -> NameShape { file.names.withUTF8(Int(references[index].name), NameShape.init) }

    /// The reference the one at `index` is a member of: `a` in `a.b`, `a?.b`, `a!.b`; nil for a
    /// name with no receiver, or one after a call or a subscript (`f().b`, `a[0].b`).
    func receiver(of index: Int) -> Int? {
        guard index > 0, references[index].qualifier == .otherMember else { return nil }
        let previous = references[index - 1]
        if previous.hasMember { return index - 1 }
        if previous.isCalled { return nil }
        let end = previous.offset + UInt32(file.names.utf8Count(Int(previous.name)))
        return references[index].offset == end + 2 ? index - 1 : nil  // `?.` or `!.`
    }

    /// The first name of the chain the reference at `index` ends: `a` for `c` in `a.b.c`.
    func chainHead(of index: Int) -> Int {
        var head = index
        while let receiver = receiver(of: head) { head = receiver }
        return head
    }

    /// The member the reference at `index` has, if any: `standard` for `UserDefaults` in `UserDefaults.standard`.
    func member(of index: Int) -> Int? {
        references[index].hasMember && index + 1 < references.count ? index + 1 : nil
    }

    /// The first argument label of a call, when it directly follows the parenthesis: `contentsOf`
    /// in `Data(contentsOf: url)`.
    func firstLabel(ofCallAt index: Int) -> String? {
        guard let first = firstArgument(ofCallAt: index), references[first].qualifier == .none else { return nil }
        return name(first)
    }

    /// The first name in a call's argument list, label or value: `alert` in `present(alert, animated: true)`.
    func firstArgument(ofCallAt index: Int) -> Int? {
        guard references[index].isCalled, index + 1 < references.count else { return nil }
        let end = references[index].offset + UInt32(file.names.utf8Count(Int(references[index].name)))
        return references[index + 1].offset == end + 1 ? index + 1 : nil
    }

    /// `a.b.c`, for the references `first...last` of one chain.
    func spelled(_ first: Int, through last: Int) -> String {
        (first...last).map(name).joined(separator: ".")
    }
}

/// A controller's class declaration and extensions (with nested types or not), each with a reader.
extension RuleContext {
    func readers(of controller: Controller, nestedTypes: Bool) -> [(reference: DeclarationReference, reader: ReferenceReader)] {
        let references = nestedTypes ? declarations(of: controller) : [controller.declaration] + controller.extensions
        return references.map { ($0, ReferenceReader(file: file($0), references: declaration($0).references)) }
    }
}

/// Where a finding's uses are listed in its message: `name (line 12)` in the class's own file,
/// `name (File.swift:12)` elsewhere. The class's own file first, so a finding lands where the
/// controller is declared when it can.
enum UseListing {
    static func sorted(_ uses: [RelatedLocation], controllerPath: String) -> [RelatedLocation] {
        uses.sorted {
            ($0.location.path != controllerPath ? 1 : 0, $0.location) < ($1.location.path != controllerPath ? 1 : 0, $1.location)
        }
    }

    static func text(_ use: RelatedLocation, firstPath: String) -> String {
        use.location.path == firstPath ? "\(use.message) (line \(use.location.line))"
            : "\(use.message) (\(use.location.path.split(separator: "/").last ?? ""):\(use.location.line))"
    }
}

/// A name's first byte, last byte and length: what `NameBloom` hashes, read without generic
/// collection calls (this runs for every reference of every controller an opt-in rule reads).
struct NameShape {
    var first: UInt8
    var last: UInt8
    var count: Int

    init(_ name: String) {
        if let shape = name.utf8.withContiguousStorageIfAvailable({ bytes in
            NameShape(first: bytes.first ?? 0, last: bytes.last ?? 0, count: bytes.count)
        }) {
            self = shape
        } else {
            self.init(first: name.utf8.first ?? 0, last: name.utf8.last ?? 0, count: name.utf8.count)
        }
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.init(first: bytes.first ?? 0, last: bytes.last ?? 0, count: bytes.count)
    }

    init(first: UInt8, last: UInt8, count: Int) {
        self.first = first
        self.last = last
        self.count = count
    }
}

/// A one-hash Bloom filter over names' shapes: rules out almost every name that is not in the
/// set without hashing its bytes.
struct NameBloom: Sendable {
    private var bits = [UInt64](repeating: 0, count: 64)

    init(_ names: [String]) {
        for name in names {
            let slot = Self.slot(NameShape(name))
            bits[slot >> 6] |= 1 << UInt64(slot & 63)
        }
    }

    func mayContain(_ shape: NameShape) -> Bool {
        let slot = Self.slot(shape)
        return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }

    private static func slot(_ shape: NameShape) -> Int {
        (Int(shape.first) &* 131 &+ Int(shape.last) &* 31 &+ min(shape.count, 255)) & 4095
    }
}
