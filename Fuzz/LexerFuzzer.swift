// libFuzzer entry point for the SwiftLexer target.
//
// Compiled in ONE module together with Sources/SwiftLexer/*.swift (so there is no
// `import SwiftLexer`), never by SwiftPM:
//
//   swiftc -sanitize=fuzzer,address -parse-as-library -O \
//       Sources/SwiftLexer/*.swift Fuzz/LexerFuzzer.swift -o .build/fuzz/lexer-fuzzer
//
// Fuzz/run-lexer-fuzzer.sh does that, builds a seed corpus and runs it.
//
// The lexer promises to be total (never crash or hang, whatever the bytes) and lossless (the
// tokens tile the input exactly), and its code view (`tokenizeCode`) is the full stream
// filtered. Every property below is checked on every input; a violation
// calls `fatalError` with a message naming the property, so libFuzzer records the input as a
// crash artifact.
//
// Build with `-D LEXER_FUZZ_NO_EXACT_LINES` to check only the shape of the line table (strictly
// increasing, starts at 0, entries <= count) and not that it lists exactly the input's lines.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: size == 0 ? nil : data, count: size)
    let source = Lexer.tokenize(bytes)
    checkTiling(source.tokens, count: size)
    checkLineTable(source.lines.lineStarts, bytes)
    checkDiagnostics(source.diagnostics, count: size)
    checkCodeView(bytes, source)
    return 0
}

/// Stops the fuzzer with a message naming the broken property and the input size.
@inline(never)
private func violation(_ property: String, _ detail: String, count: Int) -> Never {
    fatalError("lexer fuzzer: \(property) violated: \(detail) (input is \(count) bytes)")
}

/// Lossless: the first token starts at 0, each starts where the previous ended, every length is
/// positive, and the last ends at the input's end. Empty input gives no tokens.
@inline(__always)
private func checkTiling(_ tokens: [Token], count: Int) {
    if count == 0 {
        if !tokens.isEmpty {
            violation("tiling (empty input gives no tokens)", "got \(tokens.count) tokens", count: count)
        }
        return
    }
    if tokens.isEmpty {
        violation("tiling (non-empty input gives tokens)", "got no tokens", count: count)
    }
    var expectedStart = 0
    for index in tokens.indices {
        let token = tokens[index]
        let start = Int(token.start)
        let length = Int(token.length)
        if start != expectedStart {
            violation("tiling (each token starts where the previous ended)",
                      "token #\(index) (\(token.kind.name)) starts at \(start), expected \(expectedStart)",
                      count: count)
        }
        if length == 0 {
            violation("tiling (token lengths > 0)",
                      "token #\(index) (\(token.kind.name)) at \(start) has length 0", count: count)
        }
        expectedStart = start + length
        if expectedStart > count {
            violation("tiling (tokens stay inside the input)",
                      "token #\(index) (\(token.kind.name)) at \(start) length \(length) ends at \(expectedStart)",
                      count: count)
        }
    }
    if expectedStart != count {
        violation("tiling (last token ends at the input's end)",
                  "last token ends at \(expectedStart)", count: count)
    }
}

/// The line table starts with 0, is strictly increasing, and every entry is <= count. Unless
/// built with LEXER_FUZZ_NO_EXACT_LINES, it must also be exactly the input's line starts: 0 and
/// the offset after every line break, where a line break is LF, CR LF or a lone CR.
@inline(__always)
private func checkLineTable(_ lineStarts: [UInt32], _ bytes: UnsafeBufferPointer<UInt8>) {
    let count = bytes.count
    if lineStarts.first != 0 {
        violation("line table (starts with 0)",
                  "first entry is \(lineStarts.first.map { String($0) } ?? "missing")", count: count)
    }
    var previous = -1
    for index in lineStarts.indices {
        let lineStart = Int(lineStarts[index])
        if lineStart <= previous {
            violation("line table (strictly increasing)",
                      "entry #\(index) is \(lineStart) after \(previous)", count: count)
        }
        if lineStart > count {
            violation("line table (entries <= count)", "entry #\(index) is \(lineStart)", count: count)
        }
        previous = lineStart
    }
    #if !LEXER_FUZZ_NO_EXACT_LINES
    var index = 1
    var offset = 0
    while offset < count {
        let byte = bytes[offset]
        offset += 1
        guard byte == 0x0A || byte == 0x0D else { continue }
        if byte == 0x0D && offset < count && bytes[offset] == 0x0A { offset += 1 }
        if index >= lineStarts.count || Int(lineStarts[index]) != offset {
            violation("line table (lists every line start)",
                      "line \(index + 1) starts at \(offset) but entry #\(index) is "
                          + (index < lineStarts.count ? String(lineStarts[index]) : "missing"),
                      count: count)
        }
        index += 1
    }
    if index != lineStarts.count {
        violation("line table (lists only line starts)",
                  "\(lineStarts.count) entries for \(index) lines; entry #\(index) is \(lineStarts[index])",
                  count: count)
    }
    #endif
}

/// `Lexer.tokenizeCode` (what vclint runs) says what filtering the full stream says.
@inline(__always)
private func checkCodeView(_ bytes: UnsafeBufferPointer<UInt8>, _ source: TokenizedSource) {
    let minimumCommentLength = bytes.count % 2 == 0 ? 9 : 1  // the outline's, and every comment
    let view = Lexer.tokenizeCode(bytes, minimumCommentLength: minimumCommentLength)
    let filtered = CodeTokens(filtering: source, bytes: bytes, minimumCommentLength: minimumCommentLength)
    if let field = view.difference(from: filtered) {
        violation("code view (tokenizeCode equals tokenize filtered)",
                  "\(field) differ, minimum comment length \(minimumCommentLength)", count: bytes.count)
    }
}

/// Diagnostics point into the input (an offset equal to count is the end of the file).
@inline(__always)
private func checkDiagnostics(_ diagnostics: [LexerDiagnostic], count: Int) {
    for diagnostic in diagnostics where diagnostic.offset < 0 || diagnostic.offset > count {
        violation("diagnostics (offsets inside the input)",
                  "\(diagnostic.message) at \(diagnostic.offset)", count: count)
    }
}
