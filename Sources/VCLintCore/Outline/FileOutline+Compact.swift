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
        for index in outline.types.indices {
            outline.types[index].references.compact()
            outline.types[index].functions.compact()
            outline.types[index].properties.compact()
        }
        return outline
    }
}

extension Array {
    /// A copy sized to the elements when more than a quarter of the room is unused.
    func compacted() -> [Element] {
        capacity - count > count / 4 + 2 ? Array(self[...]) : self
    }

    mutating func compact() { self = compacted() }
}
