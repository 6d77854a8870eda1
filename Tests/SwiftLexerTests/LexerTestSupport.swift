import Foundation
import Testing
@testable import SwiftLexer

func tokenize(_ text: String) -> TokenizedSource { Lexer.tokenize(Array(text.utf8)) }

/// The non-trivia tokens of `text` as (kind, text) pairs.
func significant(_ text: String) -> [(TokenKind, String)] {
    let bytes = Array(text.utf8)
    return Lexer.tokenize(bytes).tokens.filter { !$0.kind.isTrivia }.map {
        ($0.kind, String(decoding: bytes[$0.offset..<$0.end], as: UTF8.self))
    }
}

/// Compact rendering for expectations: `kind:text` joined by spaces.
func rendered(_ text: String) -> String {
    significant(text).map { "\($0.0.name):\($0.1)" }.joined(separator: " ")
}

/// The lossless property: tokens are non-empty, in order, without gaps, and cover every byte.
func tilingProblem(_ bytes: [UInt8], _ source: TokenizedSource) -> String? {
    var expected = 0
    for (index, token) in source.tokens.enumerated() {
        if token.offset != expected { return "token \(index) starts at \(token.offset), expected \(expected)" }
        if token.length == 0 { return "token \(index) is empty" }
        expected = token.end
    }
    if expected != bytes.count { return "tokens end at \(expected) of \(bytes.count)" }
    var previous = -1
    for start in source.lines.lineStarts {
        if Int(start) <= previous || Int(start) > bytes.count { return "bad line start \(start)" }
        previous = Int(start)
    }
    return nil
}

func expectTiles(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    let source = Lexer.tokenize(bytes)
    #expect(tilingProblem(bytes, source) == nil, sourceLocation: sourceLocation)
}

enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Lexer")

    static var all: [(name: String, bytes: [UInt8])] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { name in
            (name, Array((try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data()))
        }
    }
}
