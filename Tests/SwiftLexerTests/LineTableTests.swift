import Testing
@testable import SwiftLexer

@Suite struct LineTableTests {
    @Test func locations() {
        let source = tokenize("ab\ncd\r\n\nfé g")
        #expect(source.lines.lineStarts == [0, 3, 7, 8])
        #expect(source.lines.location(of: 0) == (1, 1))
        #expect(source.lines.location(of: 2) == (1, 3))
        #expect(source.lines.location(of: 3) == (2, 1))
        #expect(source.lines.location(of: 7) == (3, 1))
        // Columns count UTF-8 bytes: `é` is two.
        #expect(source.lines.location(of: 12) == (4, 5))
    }

    @Test func newlinesInsideTokensStartLines() {
        #expect(tokenize("/*\n\n*/x").lines.lineCount == 3)
        #expect(tokenize("\"\"\"\na\r\nb\n\"\"\"").lines.lineCount == 4)
        #expect(tokenize("").lines.lineStarts == [0])
    }
}
