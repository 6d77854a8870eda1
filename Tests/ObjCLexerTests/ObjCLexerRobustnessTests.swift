import Foundation
import Testing
@testable import ObjCLexer

/// Whatever the input, the lexer finishes, and its tokens tile the input.
@Suite struct ObjCLexerRobustnessTests {
    @Test func fixturesTileAndHaveNoErrors() {
        let fixtures = ObjCFixtures.all
        #expect(fixtures.count >= 3)
        for (name, bytes) in fixtures {
            let source = ObjCLexer.tokenize(bytes)
            #expect(tilingProblem(bytes, source) == nil, "\(name)")
            #expect(source.diagnostics.isEmpty, "\(name): \(source.diagnostics.map(\.message))")
            #expect(!source.tokens.contains { $0.kind == .unknown }, "\(name)")
        }
    }

    @Test func fixturesWithCRLFAndLoneCRLineEndingsGiveTheSameTokens() {
        for (name, bytes) in ObjCFixtures.all {
            let plain = significantTexts(bytes)
            for lineBreak in [[UInt8(0x0D), 0x0A], [0x0D]] {
                let converted = bytes.flatMap { $0 == 0x0A ? lineBreak : [$0] }
                let source = ObjCLexer.tokenize(converted)
                #expect(tilingProblem(converted, source) == nil, "\(name)")
                #expect(source.diagnostics.isEmpty, "\(name)")
                #expect(source.lines.lineCount == ObjCLexer.tokenize(bytes).lines.lineCount, "\(name)")
                // Tokens that hold line breaks (comments, continued directives) hold the new ones.
                let texts = significantTexts(converted).map {
                    lineBreak.count == 2 ? $0.replacingOccurrences(of: "\r\n", with: "\n") : $0.replacingOccurrences(of: "\r", with: "\n")
                }
                #expect(texts == plain, "\(name)")
            }
        }
    }

    @Test func everyPrefixOfEveryFixtureTiles() {
        // Cutting a valid file anywhere leaves every construct unterminated somewhere.
        for (name, bytes) in ObjCFixtures.all {
            for cut in stride(from: 0, through: bytes.count, by: 5) {
                let prefix = Array(bytes[..<cut])
                #expect(tilingProblem(prefix, ObjCLexer.tokenize(prefix)) == nil, "\(name) cut at \(cut)")
            }
        }
    }

    @Test(arguments: [
        "\"unterminated", "'u", "'", "\"", "\"\\", "'\\", "/* open", "/*", "/", "//", "*/", "R\"(", "R\"d(x)e\"", "R\"", "LR\"",
        "u8", "u8'", "#", "##", "#define", "#define X \\", "#define X \"open", "#if '", "\\", "\\ ", "@", "@\"", "@@", "x # y",
        "0x", "1e", "1e+", "1'", ".", "..", "...", "->*", "<=>", "\r", "\r\r\n\n", "\u{0}", "`", "#define A /* x\n", "a\\\r\nb",
        "#include <a.h", "// \\", "// \\\n", "\"\\\r\n\"", "@interface", "R\"12345678901234567(x)12345678901234567\"",
    ])
    func malformedInputTiles(text: String) {
        expectTiles(Array(text.utf8))
    }

    @Test func unterminatedConstructsAreDiagnosedWhereTheyStart() {
        #expect(tokenize("x = \"open\ny").diagnostics == [ObjCLexerDiagnostic(offset: 4, problem: .unterminatedString)])
        #expect(tokenize("c = 'o").diagnostics.map(\.problem) == [.unterminatedCharacter])
        #expect(tokenize("a /* open").diagnostics == [ObjCLexerDiagnostic(offset: 2, problem: .unterminatedBlockComment)])
        #expect(tokenize("R\"x(open").diagnostics.map(\.problem) == [.unterminatedRawString])
        #expect(tokenize("x\u{0}").diagnostics.map(\.problem) == [.unexpectedByte(0)])
        #expect(tokenize("a ` b").diagnostics.map(\.problem) == [.unexpectedByte(0x60)])
        #expect(tokenize("a \\ b").diagnostics.map(\.problem) == [.strayBackslash])
        let located = tokenize("int a = 1;\r\nNSString *b = @\"open\r\nint c = 2;")
        #expect(located.diagnostics.count == 1)
        #expect(located.lines.location(of: located.diagnostics[0].offset) == (2, 16))
    }

    @Test func unterminatedStringEndsAtItsLine() {
        // The damage stays on one line: the next line lexes as code again.
        #expect(rendered("a = \"open\n@end") == "identifier:a equal:= stringLiteral:\"open atKeyword:@end")
        #expect(rendered("a = 'open\n@end") == "identifier:a equal:= characterLiteral:'open atKeyword:@end")
        #expect(rendered("#define S \"open\n@end") == "preprocessorDirective:#define preprocessorBody:S \"open atKeyword:@end")
    }

    @Test func invalidUTF8AndNulBytes() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x20, 0xC3, 0x28, 0x00, 0x22, 0xE2, 0x82, 0x0A, 0x80, 0xED, 0xA0, 0x80, 0xF4, 0x90]
        expectTiles(bytes)
        for byte in UInt8.min...UInt8.max {
            expectTiles([byte])
            expectTiles([0x22, byte, 0x5C, byte])
            expectTiles([0x23, byte, 0x5C, byte, 0x0A, byte])
            expectTiles([0x40, byte, 0x27, byte])
        }
    }

    @Test func pseudoRandomBytesTile() {
        var generator = SplitMix(seed: 42)
        let alphabet = Array("@#\"'\\/*\n\r {}()[]<>^:;,.-+=xR8uLU0e'`".utf8)
        for round in 0..<2000 {
            let length = Int(generator.next() % 200)
            let bytes = (0..<length).map { _ -> UInt8 in
                let value = generator.next()
                return value % 3 == 0 ? UInt8(truncatingIfNeeded: value >> 8) : alphabet[Int(value >> 8) % alphabet.count]
            }
            #expect(tilingProblem(bytes, ObjCLexer.tokenize(bytes)) == nil, "round \(round): \(bytes)")
        }
    }

    @Test(.timeLimit(.minutes(3)))
    func deepNesting() {
        let depth = 50_000
        for (open, close) in [("{", "}"), ("(", ")"), ("[", "]"), ("@[", "]"), ("@{", "}"), ("^{", "}"), ("<", ">")] {
            let text = String(repeating: open, count: depth) + String(repeating: close, count: depth)
            expectTiles(Array(text.utf8))
        }
        expectTiles(Array(String(repeating: "/* ", count: depth).utf8))
        expectTiles(Array(String(repeating: "#if A\n", count: depth).utf8))
    }

    @Test(.timeLimit(.minutes(3)))
    func hugeSingleLine() {
        var bytes = [UInt8]()
        bytes.reserveCapacity(4_000_000)
        let chunk = Array("[self foo:@\"a\" bar:@[@1, @{@\"k\": @(x)}]] ^{ 'c'; /* c */ } 0x1p3 ".utf8)
        while bytes.count < 4_000_000 { bytes += chunk }
        expectTiles(bytes)
    }

    /// Openers that look ahead (raw strings, continuations, directives): a megabyte line of them
    /// must be scanned in linear time.
    @Test(.timeLimit(.minutes(3)), arguments: ["R\"", "R\"abc", "R\"(", "\\ ", "\"", "'", "/*", "@", "# ", "u8R\"x", "1'", "\\\n"])
    func longLinesOfOpenersStayLinear(opener: String) {
        var bytes = [UInt8]()
        let unit = Array(opener.utf8)
        while bytes.count < 1_000_000 { bytes += unit }
        expectTiles(bytes)
        expectTiles(Array("#define X ".utf8) + bytes)
    }

    @Test(.timeLimit(.minutes(3)))
    func longDirectiveWithManyContinuations() {
        var text = "#define BIG \\\n"
        for index in 0..<100_000 { text += "  x\(index) \"s\" /* c */ \\\n" }
        text += "  end\nafter"
        let source = tokenize(text)
        #expect(tilingProblem(Array(text.utf8), source) == nil)
        #expect(source.tokens.filter { $0.kind == .identifier }.count == 1)  // `after`
    }

    private func significantTexts(_ bytes: [UInt8]) -> [String] {
        ObjCLexer.tokenize(bytes).tokens.filter { !$0.kind.isTrivia }.map {
            String(decoding: bytes[$0.offset..<$0.end], as: UTF8.self)
        }
    }
}

/// A small deterministic generator, so a failure names a reproducible round.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
