import SwiftLexer

/// What the scanner keeps of each file for the whole run. Arrays grown by appending keep up to
/// half their room unused, and a big tree's outlines are most of vclint's memory.
extension FileOutline {
    /// Copies its arrays to their size when much room is unused, and drops the per-line code
    /// counts, which only the builders read (each type's `codeLines` holds what they found). In
    /// place: where an outline was just built its arrays are referenced once, so each is copied
    /// at most once and its old buffer freed at once, with no second outline holding them.
    mutating func compact() {
        lines = LineTable(lineStarts: lines.lineStarts.compacted())
        codeLinesThrough = []
        settingReferences.compact()
        globals.compact()
        types.compact()
        for index in types.indices {
            types[index].references.compact()
            types[index].functions.compact()
            types[index].properties.compact()
            types[index].containmentCalls.compact()
        }
    }

    /// A compacted copy (`compact()`).
    func compacted() -> FileOutline {
        var outline = self
        outline.compact()
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
