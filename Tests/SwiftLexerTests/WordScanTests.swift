import Testing
@testable import SwiftLexer

/// The scanner's eight-bytes-at-a-time paths answer what a byte-by-byte reading answers.
@Suite struct WordScanTests {
    static let bySpelling = Dictionary(uniqueKeysWithValues: Keyword.allCases.filter { $0 != .none }.map { ($0.spelling, $0) })

    static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) }
    }

    @Test func lineBreakLanesMarkTheFirstLineBreakExactly() {
        // Bytes around LF and CR, and the ones a borrow can turn into false marks after a break.
        let fillers: [UInt8] = [0x00, 0x01, 0x09, 0x0B, 0x0C, 0x0E, 0x20, 0x61, 0x80, 0x8A, 0x8D, 0xFF]
        for breakByte in [ASCII.lineFeed, ASCII.carriageReturn] {
            for position in 0..<8 {
                for filler in fillers {
                    for after in fillers + [ASCII.lineFeed, ASCII.carriageReturn] {
                        var bytes = [UInt8](repeating: filler, count: 8)
                        bytes[position] = breakByte
                        for index in (position + 1)..<8 { bytes[index] = after }
                        let lanes = Scanner<AllTokens>.lineBreakLanes(Self.word(bytes))
                        #expect(lanes.trailingZeroBitCount / 8 == position, "\(bytes)")
                    }
                }
            }
        }
        for filler in [UInt8](0...255) where filler != ASCII.lineFeed && filler != ASCII.carriageReturn {
            #expect(Scanner<AllTokens>.lineBreakLanes(Self.word([UInt8](repeating: filler, count: 8))) == 0)
        }
    }

    @Test func nonIdentifierLanesAgreeWithTheByteTable() {
        // Every byte value in every lane, among fillers that are names' bytes and that are not.
        for filler: UInt8 in [0x61, 0x5F, 0x39, 0x80, 0xFF, 0x20, 0x2E, 0x00, 0x7F] {
            for position in 0..<8 {
                for byte in [UInt8](0...255) {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = byte
                    let expected = bytes.enumerated().reduce(UInt64(0)) { lanes, lane in
                        ByteClass.table[Int(lane.element)] & ByteClass.identifierContinue != 0
                            ? lanes : lanes | 0x80 << (8 * UInt64(lane.offset))
                    }
                    #expect(Scanner<AllTokens>.nonIdentifierLanes(Self.word(bytes)) == expected, "\(bytes)")
                }
            }
        }
    }

    /// Keywords and near misses, read with their words, at the end of the input (where a word is
    /// read in part), before a line break and mid-line, in both scanners.
    @Test func namesAtEveryPositionGetTheirKeyword() {
        var names = Set(Self.bySpelling.keys.filter { !$0.hasPrefix("#") })
        for spelling in Array(names) {
            names.insert(spelling + "s")
            names.insert(String(spelling.dropLast()))
            names.insert(spelling + "_" + spelling)
        }
        names.insert("translatesAutoresizingMaskIntoConstraints")
        names.insert("é" + "let")
        names.remove("")
        for name in names {
            let expected = Self.bySpelling[name] ?? .none
            for (prefix, suffix) in [("", ""), ("x = ", ""), ("", "\n"), ("(", ")\r\n"), ("a.", " b")] {
                let text = prefix + name + suffix
                let bytes = Array(text.utf8)
                let start = prefix.utf8.count
                let all = Lexer.tokenize(bytes).tokens
                let code = Lexer.tokenizeCode(bytes, minimumCommentLength: 9).tokens
                for tokens in [all, code] {
                    let token = tokens.first { $0.offset == start }
                    #expect(token?.length == UInt32(name.utf8.count), "\(text)")
                    #expect(token?.keyword == expected, "\(text)")
                }
            }
        }
    }
}
