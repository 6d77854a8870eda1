import Testing
@testable import SwiftLexer

/// Whatever the input, the lexer finishes, and its tokens tile the input.
@Suite struct LexerRobustnessTests {
    @Test func fixturesTileAndHaveNoErrors() {
        let fixtures = Fixtures.all
        #expect(fixtures.count >= 3)
        for (name, bytes) in fixtures {
            let source = Lexer.tokenize(bytes)
            #expect(tilingProblem(bytes, source) == nil, "\(name)")
            #expect(source.diagnostics.isEmpty, "\(name): \(source.diagnostics.map(\.message))")
            #expect(!source.tokens.contains { $0.kind == .unknown }, "\(name)")
        }
    }

    @Test func everyPrefixOfEveryFixtureTiles() {
        // Cutting a valid file anywhere leaves every construct unterminated somewhere.
        for (name, bytes) in Fixtures.all {
            for cut in stride(from: 0, through: bytes.count, by: 7) {
                let prefix = Array(bytes[..<cut])
                #expect(tilingProblem(prefix, Lexer.tokenize(prefix)) == nil, "\(name) cut at \(cut)")
            }
        }
    }

    @Test(arguments: [
        "\"unterminated", "\"\"\"\nunterminated multi-line", "#\"raw", "\"a\\(b", "\"a\\(b\nc", "\"\\(\"\\(\"\\(",
        "/* open /* nested */", "`unterminated", "@ x", "# x", "#", "##", "\\", "\\\\\\", "'c'", "<#open",
        "#/unterminated", "#/\nnever closed", "\"\\u{12", "\"\\q\"", "x\u{0}y", "\u{1}\u{7F}", "1e", "0x", "0x.p",
        "\"\"\"", "\"\"\"\"", "#\"\"\"#", "\"\\", "\r", "\r\r\n\n", "a\\(b)", ")", "\"\\())\"", "/", "//", "/*", "*/",
        "\"\\(x // comment\n)\"",
    ])
    func malformedInputTiles(text: String) {
        expectTiles(Array(text.utf8))
    }

    @Test func malformedInputIsDiagnosed() {
        #expect(tokenize("\"open").diagnostics.map(\.problem) == [.unterminatedString])
        #expect(tokenize("/* open").diagnostics.map(\.problem) == [.unterminatedBlockComment])
        #expect(tokenize("`open").diagnostics.map(\.problem) == [.unterminatedBacktick])
        #expect(tokenize("x\u{0}").diagnostics.map(\.problem) == [.unexpectedByte(0)])
        #expect(tokenize("'c'").tokens.first?.kind == .unknown)
        #expect(tokenize("\"\\q\"").diagnostics.map(\.problem) == [.invalidEscape])
        #expect(tokenize("#/\nopen").diagnostics.map(\.problem).contains(.unterminatedRegex))
        let located = tokenize("let a = 1\nlet b = \"open\nlet c = 2")
        #expect(located.diagnostics.count == 1)
        #expect(located.lines.location(of: located.diagnostics[0].offset) == (2, 9))
    }

    @Test func unterminatedSingleLineStringEndsAtItsLine() {
        // The damage stays on one line: the next line lexes as code again.
        let kinds = significant("let a = \"open\nlet b = 1").map(\.0)
        #expect(kinds.suffix(4) == [.keyword, .identifier, .operator, .integerLiteral])
        let interpolated = significant("let a = \"x\\(f(\nlet b = 1").map(\.0)
        #expect(interpolated.suffix(4) == [.keyword, .identifier, .operator, .integerLiteral])
    }

    @Test func invalidUTF8AndNulBytes() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x20, 0xC3, 0x28, 0x00, 0x22, 0xE2, 0x82, 0x0A, 0x80]
        expectTiles(bytes)
        for byte in UInt8.min...UInt8.max { expectTiles([byte]); expectTiles([0x22, byte, 0x5C, byte]) }
    }

    @Test func hugeSingleLine() {
        var bytes = [UInt8]()
        bytes.reserveCapacity(10_000_000)
        let chunk = Array("let x = foo(\"a\\(b)\", /re/) / 2 // c /* ".utf8)
        while bytes.count < 10_000_000 { bytes += chunk }
        expectTiles(bytes)
    }

    /// Openers whose closer is searched for on the rest of the line: a megabyte line of them must
    /// be scanned once, not once per opener (that would take hours and hit the time limit). The
    /// limit also counts the time spent waiting for a thread while the whole suite runs on two
    /// cores, hence minutes for seconds of work.
    @Test(.timeLimit(.minutes(3)), arguments: ["<#", "#/", "##/", "#/ <#", "/ <#", "#<", "`", "\"\\(", "/*", "#\"", "@", "\\/"])
    func longLinesOfOpenersStayLinear(opener: String) {
        var bytes = [UInt8]()
        let unit = Array(opener.utf8)
        while bytes.count < 1_000_000 { bytes += unit }
        expectTiles(bytes)
    }

    @Test func deepNesting() {
        expectTiles(Array(String(repeating: "{", count: 100_000).utf8) + Array(String(repeating: "}", count: 100_000).utf8))
        expectTiles(Array(String(repeating: "(", count: 100_000).utf8))
        expectTiles(Array(String(repeating: "/*", count: 100_000).utf8))
        expectTiles(Array(String(repeating: "\"\\(", count: 50_000).utf8))
        expectTiles(Array(String(repeating: "\"\"\"\n\\(", count: 20_000).utf8))
        expectTiles(Array(String(repeating: "#/\n", count: 50_000).utf8))
    }

    @Test func lineEndingsAndByteOrderMarkKeepKinds() {
        for (name, bytes) in Fixtures.all {
            let kinds = Lexer.tokenize(bytes).tokens.map(\.kind)
            let text = String(decoding: bytes, as: UTF8.self)
            let crlf = Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
            let cr = Array(text.replacingOccurrences(of: "\n", with: "\r").utf8)
            #expect(Lexer.tokenize(crlf).tokens.map(\.kind) == kinds, "\(name) CRLF")
            #expect(Lexer.tokenize(cr).tokens.map(\.kind) == kinds, "\(name) CR")
            #expect(Lexer.tokenize(crlf).lines.lineCount == Lexer.tokenize(bytes).lines.lineCount, "\(name)")
            if bytes.starts(with: Array("#!".utf8)) { continue }
            #expect(Lexer.tokenize([0xEF, 0xBB, 0xBF] + bytes).tokens.map(\.kind) == [.byteOrderMark] + kinds, "\(name) BOM")
        }
    }
}
