import Testing
@testable import SwiftLexer

/// The hashed keyword table answers what a plain dictionary of spellings answers.
@Suite struct KeywordTableTests {
    static let bySpelling = Dictionary(uniqueKeysWithValues: Keyword.allCases.filter { $0 != .none }.map { ($0.spelling, $0) })

    static func lookup(_ text: String) -> Keyword {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { KeywordTable.shared.lookup($0, start: 0, length: bytes.count) }
    }

    @Test func keywordsAndTheirNearMissesMatchADictionary() {
        var words: Set<String> = []
        for spelling in Self.bySpelling.keys {
            words.insert(spelling)
            words.insert(String(spelling.dropLast()))
            words.insert(String(spelling.dropFirst()))
            words.insert(spelling + "s")
            words.insert(spelling.uppercased())
            for letter in ["a", "e", "t", "_", "1"] {
                words.insert(String(spelling.dropLast()) + letter)
                words.insert(letter + String(spelling.dropFirst()))
            }
        }
        words.remove("")
        #expect(words.count > 1000)
        for word in words {
            #expect(Self.lookup(word) == Self.bySpelling[word] ?? .none, "\(word)")
        }
    }

    @Test func longAndNonASCIINamesAreNotKeywords() {
        #expect(Self.lookup("translatesAutoresizingMaskIntoConstraints") == .none)
        #expect(Self.lookup("précédence") == .none)
        #expect(Self.lookup("_") == .wildcard)
        #expect(Self.lookup("x") == .none)
    }
}
