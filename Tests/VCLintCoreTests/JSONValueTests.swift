import Foundation
import Testing
@testable import VCLintCore

/// vclint's JSON reader (baseline files) reads what Foundation's does, and refuses what it refuses.
@Suite struct JSONValueTests {
    static func parsed(_ text: String) -> JSONValue? { JSONValue.parse(Array(text.utf8)) }

    /// A comma after the last item, as a hand-edited file may have, is let pass (as Foundation does).
    @Test func aTrailingCommaIsLetPass() {
        #expect(Self.parsed("[1, 2, ]") == .array([.number("1"), .number("2")]))
        #expect(Self.parsed(#"{"a": 1,}"#) == .object(["a": .number("1")]))
    }

    @Test func valuesAndEscapesRead() {
        #expect(Self.parsed(" null ") == .null)
        #expect(Self.parsed("[true, false, -0, 12, 3.5e-2, 1E+2]")
            == .array([.bool(true), .bool(false), .number("-0"), .number("12"), .number("3.5e-2"), .number("1E+2")]))
        #expect(Self.parsed(#""a\"b\\c\/d\b\f\n\r\t\u00e9\uD83D\uDE00\u0000""#)
            == .string("a\"b\\c/d\u{8}\u{C}\n\r\t\u{E9}\u{1F600}\u{0}"))
        #expect(Self.parsed("\"caf\u{E9} \u{1F600}\"") == .string("caf\u{E9} \u{1F600}"))
        #expect(Self.parsed(#"{"a": {"b": [{}, []]}, "a": 2, "": ""}"#) == .object(["a": .number("2"), "": .string("")]))
        #expect(Self.parsed("\n\t\r {} ") == .object([:]))
        #expect(Self.parsed("7")?.int == 7 && Self.parsed("-7")?.int == -7)
        // A whole number however JSON spells it; a fraction, a string or an overflow is none.
        #expect(Self.parsed("7.0")?.int == 7 && Self.parsed("1e3")?.int == 1000 && Self.parsed("7E-0")?.int == 7)
        #expect(Self.parsed("7.5")?.int == nil && Self.parsed("99999999999999999999")?.int == nil && Self.parsed("\"7\"")?.int == nil)
    }

    static let refused = [
        "", " ", "nul", "tru", "True", "NaN", "Infinity", "01", "-", "1.", ".5", "1e", "1e+", "+1", "0x10",
        "[,1]", "[1,,]", "[,]", "{,}", "{\"a\":1,,}", "[1 2]", "{\"a\" 1}", "{'a': 1}", "{a: 1}", "{\"a\":}", "[", "]", "{", "}",
        "[1]]", "[1] x", "\"abc", "\"a\u{1}b\"", "\"\\x\"", "\"\\u12\"", "\"\\u12g4\"", "\"\\uD800\"", "\"\\uDC00\"",
        "\"\\uD800\\u0041\"", "// c\n1", "/* c */ 1",
    ]

    @Test(arguments: refused) func malformedDocumentsAreRefused(text: String) {
        #expect(Self.parsed(text) == nil)
    }

    /// The same answer as Foundation's reader, for every document above and more that it reads.
    @Test func validityAgreesWithFoundation() {
        let read = ["null", "[true,false]", "[1,]", "{\"a\":1 , }", "-0", "12", "3.5e-2", "{\"a\":[{},[]]}", "\"\\uD83D\\uDE00\"", "\"\\u0000\"", " {} "]
        for text in Self.refused + read {
            let foundation = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
            #expect((Self.parsed(text) != nil) == foundation, "\(text)")
        }
    }

    @Test func invalidUTF8IsRefused() {
        #expect(JSONValue.parse([0x22, 0xFF, 0x22]) == nil)
        #expect(JSONValue.parse([0x22, 0xC3, 0x22]) == nil)  // a sequence cut short
        #expect(JSONValue.parse([0x22, 0xC3, 0xA9, 0x22]) == .string("\u{E9}"))
    }

    /// Nesting past the limit is refused, not a stack overflow; up to it, read.
    @Test func deepNestingIsRefusedWithoutCrashing() {
        let deepest = JSONValue.maximumDepth
        #expect(Self.parsed(String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest)) != nil)
        #expect(Self.parsed(String(repeating: "[", count: deepest + 1) + String(repeating: "]", count: deepest + 1)) == nil)
        #expect(Self.parsed(String(repeating: "[", count: 100_000)) == nil)
    }
}
