import SwiftLexer
@testable import VCLintCore

/// The places in a file between declarations: before and between top-level declarations, after a
/// type's `{`, between its members, before its `}`. Found from the file's own outline and tokens,
/// and only where a line holds nothing else, so that inserting whole lines keeps valid Swift valid.
struct InsertionPoints {
    /// Insert before this (1-based) line of the original file; `lineCount + 1` is the end.
    var places: [Int: InsertionPlace] = [:]

    init(text: String) {
        let bytes = Array(text.utf8)
        let file = FileOutline.build(path: "", bytes: bytes)
        let lines = LineCode(bytes)
        if !text.hasPrefix("#!") { places[1] = .file }
        for type in file.types {
            guard let open = type.openBraceLine, let close = type.closeBraceLine else { continue }
            if type.parent == nil && lines.depth[type.startLine] == 0 {  // not a local type of a function
                if lines.startsFree(type.startLine) { places[type.startLine] = .file }
                if lines.last[close] == .rightBrace { places[close + 1] = .file }
            }
            guard close > open else { continue }
            let member = InsertionPlace(type.kind)
            if lines.last[open] == .leftBrace { places[open + 1] = member }
            if lines.first[close] == .rightBrace && lines.startsFree(close) { places[close] = member }
            for function in type.functions where function.endLine > function.position.line && function.endLine < close {
                if lines.last[function.endLine] == .rightBrace { places[function.endLine + 1] = member }
            }
        }
    }
}

/// The kinds of the first and last code tokens of each line (index 0 unused), whether a line
/// begins inside a token (a multi-line string or comment), and the brace depth where it begins.
struct LineCode {
    var first: [TokenKind?]
    var last: [TokenKind?]
    var continuesToken: [Bool]
    var depth: [Int]

    init(_ bytes: [UInt8]) {
        let source = Lexer.tokenize(bytes)
        let count = source.lines.lineCount + 2
        first = Array(repeating: nil, count: count)
        last = Array(repeating: nil, count: count)
        continuesToken = Array(repeating: false, count: count)
        depth = Array(repeating: -1, count: count)
        var braces = 0
        for token in source.tokens where token.length > 0 {
            let startLine = source.lines.line(of: token.offset)
            if depth[startLine] < 0 { depth[startLine] = braces }
            if token.kind == .leftBrace { braces += 1 }
            if token.kind == .rightBrace { braces -= 1 }
            let endLine = source.lines.line(of: token.offset + Int(token.length) - 1)
            if endLine > startLine { for line in (startLine + 1)...endLine { continuesToken[line] = true } }
            guard !token.kind.isTrivia else { continue }
            if first[startLine] == nil { first[startLine] = token.kind }
            last[endLine] = token.kind
        }
    }

    func startsFree(_ line: Int) -> Bool { line < continuesToken.count && !continuesToken[line] }
}

/// One file with constructs inserted: the new text, and how its lines map to the original's.
struct MutatedFile {
    /// (original line the text goes before, what was inserted), in line order.
    var insertions: [(line: Int, construct: InsertedConstruct)]
    var text: String

    init(original: String, insertions: [(line: Int, construct: InsertedConstruct)]) {
        self.insertions = insertions.sorted { $0.line < $1.line }
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each insertion's own names (`insertedCount` becomes `inserted812_40_Count`, after the
        // file's size and the line): Swift allows a member once per type, and the same member in a
        // class and in its extension, in this file or another, is a redeclaration no target builds.
        for insertion in self.insertions.reversed() {
            let tag = "inserted\(original.utf8.count)_\(insertion.line)_"
            let renamed = insertion.construct.lines.map {
                $0.split(separator: "inserted", omittingEmptySubsequences: false).joined(separator: tag)
            }
            lines.insert(contentsOf: renamed, at: insertion.line - 1)
        }
        text = lines.joined(separator: "\n")
    }

    /// Where an original line is now.
    func shifted(_ line: Int) -> Int {
        line + insertions.reduce(0) { $0 + ($1.line <= line ? $1.construct.lines.count : 0) }
    }

    /// The new lines that hold inserted text.
    var insertedLines: Set<Int> {
        var result = Set<Int>()
        for insertion in insertions {
            let first = shifted(insertion.line - 1) + 1
            result.formUnion(first..<(first + insertion.construct.lines.count))
        }
        return result
    }

    /// Code lines inserted strictly between an original type's braces.
    func codeLinesInserted(between open: Int?, and close: Int?) -> Int {
        guard let open, let close else { return 0 }
        return insertions.reduce(0) { $0 + ($1.line > open && $1.line <= close ? $1.construct.codeLines : 0) }
    }
}
