import Foundation
import Testing
@testable import ObjCLexer

func tokenize(_ text: String) -> ObjCTokenizedSource { ObjCLexer.tokenize(Array(text.utf8)) }

/// The non-trivia tokens of `text` as (kind, text) pairs.
func significant(_ text: String) -> [(ObjCTokenKind, String)] {
    let bytes = Array(text.utf8)
    return ObjCLexer.tokenize(bytes).tokens.filter { !$0.kind.isTrivia }.map {
        ($0.kind, String(decoding: bytes[$0.offset..<$0.end], as: UTF8.self))
    }
}

/// Compact rendering for expectations: `kind:text` joined by spaces.
func rendered(_ text: String) -> String {
    significant(text).map { "\($0.0.name):\($0.1)" }.joined(separator: " ")
}

/// Every token of `text`, trivia included, as `kind:text`.
func renderedAll(_ text: String) -> String {
    let bytes = Array(text.utf8)
    return ObjCLexer.tokenize(bytes).tokens.map {
        "\($0.kind.name):\(String(decoding: bytes[$0.offset..<$0.end], as: UTF8.self))"
    }.joined(separator: " ")
}

/// The lossless property: tokens are non-empty, in order, without gaps, and cover every byte;
/// the line table lists exactly the input's line starts (LF, CR LF, lone CR).
func tilingProblem(_ bytes: [UInt8], _ source: ObjCTokenizedSource) -> String? {
    var expected = 0
    for (index, token) in source.tokens.enumerated() {
        if token.offset != expected { return "token \(index) starts at \(token.offset), expected \(expected)" }
        if token.length == 0 { return "token \(index) is empty" }
        expected = token.end
    }
    if expected != bytes.count { return "tokens end at \(expected) of \(bytes.count)" }
    var starts: [UInt32] = [0]
    var offset = 0
    while offset < bytes.count {
        let byte = bytes[offset]
        offset += 1
        guard byte == 0x0A || byte == 0x0D else { continue }
        if byte == 0x0D && offset < bytes.count && bytes[offset] == 0x0A { offset += 1 }
        starts.append(UInt32(offset))
    }
    if starts != source.lineStarts { return "line starts \(source.lineStarts.prefix(20)) expected \(starts.prefix(20))" }
    for diagnostic in source.diagnostics where diagnostic.offset < 0 || diagnostic.offset > bytes.count {
        return "diagnostic outside the input at \(diagnostic.offset)"
    }
    return nil
}

func expectTiles(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    let source = ObjCLexer.tokenize(bytes)
    #expect(tilingProblem(bytes, source) == nil, sourceLocation: sourceLocation)
}

enum ObjCFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ObjCLexer")

    static var all: [(name: String, bytes: [UInt8])] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { name in
            (name, Array((try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data()))
        }
    }
}
