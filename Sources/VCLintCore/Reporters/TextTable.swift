/// A table for a terminal: columns two spaces apart, each as wide as its widest cell; numeric
/// columns right-aligned, the last column not padded.
enum TextTable {
    static func render(_ rows: [[String]], numeric: (Int) -> Bool) -> String {
        guard let header = rows.first else { return "" }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var output = ""
        for row in rows {
            var cells: [String] = []
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                cells.append(numeric(column) ? padding + cell : column == row.count - 1 ? cell : cell + padding)
            }
            output += cells.joined(separator: "  ") + "\n"
        }
        return output
    }
}
