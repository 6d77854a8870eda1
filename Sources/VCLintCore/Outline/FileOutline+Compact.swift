import SwiftLexer

/// What the scanner keeps of each file for the whole run. Arrays grown by appending keep up to
/// half their room unused, and a big tree's outlines are most of vclint's memory.
extension FileOutline {
    /// The outline with its arrays copied to their size when much room is unused, and without
    /// the per-line code counts, which only the builders read (each type's `codeLines` holds
    /// what they found).
    func compacted() -> FileOutline {
        var outline = self
        outline.names.compact()
        outline.lines = LineTable(lineStarts: lines.lineStarts.compacted())
        outline.codeLinesThrough = []
        outline.types.compact()
        for index in outline.types.indices {
            outline.types[index].references.compact()
            outline.types[index].functions.compact()
            outline.types[index].properties.compact()
            outline.types[index].containmentCalls.compact()
        }
        return outline
    }
}

extension Array {
    /// A copy sized to the elements when any room is unused: the copy is cheap beside the
    /// bytes a whole tree's outlines would keep idle. Less than 16 bytes of room is what the
    /// allocator's rounding leaves in any buffer, the copy's too: no copy then. Built by
    /// reserving, because `Array(self[...])` of a whole array shares its buffer, spare room and all.
    func compacted() -> [Element] {
        guard (capacity - count) * MemoryLayout<Element>.stride >= 16 else { return self }
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }

    mutating func compact() { self = compacted() }
}
