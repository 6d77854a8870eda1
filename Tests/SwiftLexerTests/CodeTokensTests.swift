import Foundation
import Testing
@testable import SwiftLexer

/// `Lexer.tokenizeCode` must say what filtering `Lexer.tokenize` says: the same code tokens,
/// line breaks, long comments and code lines, on valid and broken input alike.
@Suite struct CodeTokensTests {
    static func difference(_ bytes: [UInt8], minimumCommentLength: Int = 9) -> String? {
        let fast = Lexer.tokenizeCode(bytes, minimumCommentLength: minimumCommentLength)
        let slow = bytes.withUnsafeBufferPointer {
            CodeTokens(filtering: Lexer.tokenize($0), bytes: $0, minimumCommentLength: minimumCommentLength)
        }
        return fast.difference(from: slow)
    }

    /// Opt-in: `VCLINT_SWIFT_CORPORA=/path/one:/path/two swift test --filter CodeTokensTests` checks
    /// the code view of every `.swift` file under those folders (hidden folders skipped).
    static let corpora = (ProcessInfo.processInfo.environment["VCLINT_SWIFT_CORPORA"] ?? "")
        .split(separator: ":").map(String.init)

    @Test(.enabled(if: !corpora.isEmpty, "set VCLINT_SWIFT_CORPORA to run"), .timeLimit(.minutes(10)))
    func everyCorpusFileHasTheFilteredView() throws {
        for corpus in Self.corpora {
            let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: corpus), includingPropertiesForKeys: nil,
                                                        options: [.skipsHiddenFiles])
            var files = 0
            while let file = walker?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let bytes = try Array(Data(contentsOf: file))
                #expect(Self.difference(bytes) == nil, "\(file.path)")
                files += 1
            }
            #expect(files > 0, "no .swift files under \(corpus)")
            print("CodeTokens corpus: \(corpus): \(files) files")
        }
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

    /// A room used for one file after another, larger and smaller (up to a mapped room), holds each one's scan as a
    /// new room would: nothing of the file before leaks into the next (a stale token, break
    /// flag or code line past the new file's end would show here).
    @Test func aReusedRoomScansEachFileAsANewOneWould() {
        let large = Array(String(repeating: "let a = \"x\" /* long comment\n */ + f(b) // vclint:disable:this all\n", count: 40).utf8)
        let small = Array("x\n\ny".utf8)
        let unterminated = Array("/* never closed\n\"\"\"\nq".utf8)
        // Past 50 KB the room's buffers are a mapping of their own rather than the heap's.
        let mapped = Array(repeating: large, count: 25).flatMap { $0 }
        let room = ScanRoom()
        for bytes in [small, large, unterminated, [], mapped, large, small, unterminated] {
            let reused = bytes.withUnsafeBufferPointer { buffer in
                Lexer.withCodeTokens(buffer, minimumCommentLength: 9, in: room) { view in
                    CodeTokens(tokens: Array(view.tokens), breakBefore: Array(view.breakBefore), comments: view.comments,
                               codeLinesThrough: view.codeLinesThrough, lines: view.lines, diagnostics: view.diagnostics)
                }
            }
            let fresh = Lexer.tokenizeCode(bytes, minimumCommentLength: 9)
            #expect(reused.difference(from: fresh) == nil, "\(bytes.count) bytes")
            #expect(reused.tokens.count == fresh.tokens.count)
        }
    }
}
