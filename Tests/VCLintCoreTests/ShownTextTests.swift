import Testing
@testable import VCLintCore

/// What reaches a terminal or a CI log from outside text: never a control character, a line
/// break or a workflow command.
@Suite struct ShownTextTests {
    @Test func plainTextIsUnchanged() {
        for text in ["App/Feed View.swift", "Café 控制器.swift", "a#b[c]", "# [x]", "100%"] {
            #expect(ShownText.escaped(text) == text)
        }
    }

    @Test func controlCharactersAreWrittenOut() {
        #expect(ShownText.escaped("a\u{1B}[31mred\u{7}\u{8}\u{0}") == "a\\u{1B}[31mred\\u{7}\\u{8}\\u{0}")
        #expect(ShownText.escaped("line\nbreak\r\ttab") == "line\\nbreak\\r\\ttab")
        #expect(ShownText.escaped("del\u{7F} csi\u{9B} nel\u{85}") == "del\\u{7F} csi\\u{9B} nel\\u{85}")
        #expect(ShownText.escaped("abc\u{202E}fed\u{2028}") == "abc\\u{202E}fed\\u{2028}")
        #expect(ShownText.escaped("\r\n", keepingLineBreaks: true) == "\r\n")
    }

    @Test func theOtherWorkflowCommandSyntaxIsBroken() {
        #expect(ShownText.escaped("x ##[error]pwned") == "x ##\\u{5B}error]pwned")
        #expect(!ShownText.escaped("###[a] ##[b]").contains("##["))
    }

    @Test func escapingTwiceChangesNothing() {
        let once = ShownText.escaped("a\u{1B}b\n##[c]\u{10FFFF}")
        #expect(ShownText.escaped(once) == once)
    }

    @Test func aPathNeverStartsALineWithTwoColons() {
        #expect(ShownText.linePath("::error file=x::pwned.swift") == "./::error file=x::pwned.swift")
        #expect(ShownText.linePath(" ::x.swift") == "./ ::x.swift")
        #expect(ShownText.linePath("\u{A0}::x.swift") == "./\u{A0}::x.swift")
        #expect(ShownText.linePath("App/::x.swift") == "App/::x.swift")
        #expect(ShownText.linePath("/abs/x.swift") == "/abs/x.swift")
    }

    @Test func echoedInputIsCut() {
        let key = String(repeating: "k", count: 10_000_000)
        let shown = ShownText.echoed(key)
        #expect(shown == String(repeating: "k", count: 64) + "… (10000000 bytes)")
        #expect(ShownText.echoed("short\u{1B}") == "short\\u{1B}")
    }

    @Test func bytesThatAreNotUTF8SurviveARoundTrip() {
        let bytes: [UInt8] = [0x62, 0x61, 0x64, 0xFF, 0xC3, 0x28, 0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80, 0x2E, 0x73]
        let path = PathBytes.string(from: bytes)
        #expect(ShownText.escaped(path) == "bad\\xFF\\xC3(é😀.s")
        let back = PathBytes.withSystemPath(path) { pointer in
            Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: bytes.count + 1))
        }
        #expect(back == bytes + [0])
        #expect(PathBytes.string(from: Array("plain/é.swift".utf8)) == "plain/é.swift")
    }

    @Test func didYouMeanIgnoresWordsFarLongerThanEveryName() {
        #expect(Suggestion.closest(to: "exclued", among: Configuration.keys) == "excluded")
        #expect(Suggestion.closest(to: String(repeating: "a", count: 1_000_000), among: Configuration.keys) == nil)
        #expect(Suggestion.closest(to: "max_file_sizes", among: Configuration.keys) == "max_file_size")
    }
}
