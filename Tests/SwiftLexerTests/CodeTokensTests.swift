import Foundation
import Testing
@testable import SwiftLexer

/// `Lexer.tokenizeCode` must say what filtering `Lexer.tokenize` says: the same code tokens,
/// line breaks, long comments and code lines, on valid and broken input alike.
@Suite struct CodeTokensTests {
    /// The code view computed the old way, from the full token stream (the outline builder did
    /// this until `tokenizeCode` took it over).
    static func filtered(_ bytes: [UInt8], minimumCommentLength: Int) -> CodeTokens {
        let source = Lexer.tokenize(bytes)
        let starts = source.lines.lineStarts
        var code: [Token] = []
        var breaks: [Bool] = []
        var comments: [Token] = []
        var hasCode = [Bool](repeating: false, count: starts.count + 1)
        var sawBreak = true
        for token in source.tokens {
            if token.kind.isTrivia {
                if token.kind.isComment && token.length >= minimumCommentLength { comments.append(token) }
                let holdsBreak = bytes[token.offset..<token.end].contains { $0 == 0x0A || $0 == 0x0D }
                if token.kind == .newline || (token.kind.isBlockComment && holdsBreak) { sawBreak = true }
                continue
            }
            code.append(token)
            breaks.append(sawBreak)
            sawBreak = false
            for (index, start) in starts.enumerated() {
                let end = index + 1 < starts.count ? Int(starts[index + 1]) : Int.max
                if Int(start) < token.end && end > token.offset { hasCode[index + 1] = true }
            }
        }
        var totals = [UInt32](repeating: 0, count: starts.count + 1)
        for line in 1..<totals.count { totals[line] = totals[line - 1] + (hasCode[line] ? 1 : 0) }
        return CodeTokens(tokens: code, breakBefore: breaks, comments: comments, codeLinesThrough: totals,
                          lines: source.lines, diagnostics: source.diagnostics)
    }

    static func difference(_ bytes: [UInt8], minimumCommentLength: Int = 9) -> String? {
        let fast = Lexer.tokenizeCode(bytes, minimumCommentLength: minimumCommentLength)
        let slow = filtered(bytes, minimumCommentLength: minimumCommentLength)
        if fast.tokens != slow.tokens { return "tokens" }
        if fast.breakBefore != slow.breakBefore { return "breakBefore" }
        if fast.comments != slow.comments { return "comments" }
        if fast.codeLinesThrough != slow.codeLinesThrough { return "codeLinesThrough \(fast.codeLinesThrough) \(slow.codeLinesThrough)" }
        if fast.lines.lineStarts != slow.lines.lineStarts { return "lines" }
        if fast.diagnostics != slow.diagnostics { return "diagnostics" }
        return nil
    }

    @Test func fixturesAndTheirPrefixesAndLineEndings() {
        let fixtures = Fixtures.all
        #expect(fixtures.count >= 3)
        for (name, bytes) in fixtures {
            #expect(Self.difference(bytes) == nil, "\(name)")
            #expect(Self.difference(bytes, minimumCommentLength: 1) == nil, "\(name), every comment")
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(Self.difference(Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)) == nil, "\(name) CRLF")
            #expect(Self.difference(Array(text.replacingOccurrences(of: "\n", with: "\r").utf8)) == nil, "\(name) CR")
            for cut in stride(from: 0, through: bytes.count, by: 13) {
                #expect(Self.difference(Array(bytes[..<cut])) == nil, "\(name) cut at \(cut)")
            }
        }
    }

    @Test(arguments: [
        "\"unterminated", "\"\"\"\nunterminated multi-line", "#\"raw", "\"a\\(b", "\"a\\(b\nc", "\"\\(\"\\(\"\\(",
        "/* open /* nested */", "`unterminated", "@ x", "# x", "#", "##", "\\", "\\\\\\", "'c'", "<#open",
        "#/unterminated", "#/\nnever closed", "\"\\u{12", "\"\\q\"", "x\u{0}y", "\u{1}\u{7F}", "1e", "0x", "0x.p",
        "\"\"\"", "\"\"\"\"", "#\"\"\"#", "\"\\", "\r", "\r\r\n\n", "a\\(b)", ")", "\"\\())\"", "/", "//", "/*", "*/",
        "\"\\(x // comment\n)\"", "",
        // Tokens that span lines, and line breaks inside comments, next to code.
        "let s = \"\"\"\n  a\n  \\(x)\n  b\\\n  \"\"\"; f()", "a /* x\n y */ b /* z */ c\n/** doc\n*/ d",
        "x = #/\n  a\n/# + 1", "\"\"\"\nline\n\"\"\"\n", "#!/usr/bin/swift\nprint(1) // vclint:disable all",
        "a\r\n/*\r\n*/b", "let x = \"\"\"\n\n\n\"\"\"",
        // A string segment that ends with its line break, at the end of the file.
        "let x = \"\"\"\nopen\n", "let x = \"\"\"\nopen\\\n",
    ])
    func brokenAndMultiLineInput(text: String) {
        #expect(Self.difference(Array(text.utf8)) == nil)
        #expect(Self.difference(Array(text.utf8), minimumCommentLength: 1) == nil)
        #expect(Self.difference([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == nil, "BOM")
    }

    @Test func everyByteAfterAQuote() {
        for byte in UInt8.min...UInt8.max {
            #expect(Self.difference([byte, 0x0A, byte]) == nil, "\(byte)")
            #expect(Self.difference([0x22, byte, 0x5C, byte, 0x0A, 0x61]) == nil, "\(byte)")
        }
    }

    /// The view holds what the builder relies on; a check that the comparison above can fail.
    @Test func codeViewOfASmallFile() {
        let view = Lexer.tokenizeCode(Array("let a = 1 // vclint:disable:this all\n/*\n*/ b\n\n\"\"\"\nc\n\"\"\"".utf8),
                                      minimumCommentLength: 9)
        #expect(view.tokens.map(\.kind) == [.keyword, .identifier, .operator, .integerLiteral, .identifier,
                                            .stringOpen, .stringSegment, .stringClose])
        #expect(view.breakBefore == [true, false, false, false, true, true, false, false])
        #expect(view.comments.count == 1)
        #expect(view.codeLinesThrough == [0, 1, 1, 2, 2, 3, 4, 5])
    }
}
