/// Maps byte offsets to 1-based lines and columns, for both lexers. Columns count UTF-8 bytes,
/// as the Swift compiler's and clang's diagnostics do.
public struct LineTable: Sendable {
    /// Offset of the first byte of each line; the first is 0. A line break is LF, CR LF or a
    /// lone CR.
    public let lineStarts: [UInt32]

    public init(lineStarts: [UInt32]) {
        self.lineStarts = lineStarts.isEmpty ? [0] : lineStarts
    }

    public var lineCount: Int { lineStarts.count }

    /// The 1-based line holding `offset`.
    public func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid }
        }
        return low + 1
    }

    public func location(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        return (line, offset - Int(lineStarts[line - 1]) + 1)
    }
}
