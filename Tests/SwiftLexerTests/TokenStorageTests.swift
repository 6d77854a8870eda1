import Testing
@testable import SwiftLexer

/// The lexer stores tokens into room for one per byte: inputs where every byte is its own token
/// fill that room exactly and must still tile.
@Suite struct TokenStorageTests {
    @Test(arguments: ["(){}[],;:", "\n\n\n", "\r\r\r", "a b c", "@", "#", "\\", "x"])
    func oneTokenPerByteFillsTheStorage(_ unit: String) {
        let bytes = Array(String(repeating: unit, count: 200).utf8)
        let source = Lexer.tokenize(bytes)
        #expect(tilingProblem(bytes, source) == nil)
        #expect(source.tokens.count <= bytes.count)
        if unit == "(){}[],;:" || unit == "\n\n\n" { #expect(source.tokens.count == bytes.count) }
    }

    @Test func emptyInputHasNoTokens() {
        #expect(Lexer.tokenize([UInt8]()).tokens.isEmpty)
    }
}
