import Testing
@testable import SwiftLexer

/// The one heuristic of the lexer, told from division by a table of real usages.
@Suite struct RegexHeuristicTests {
    @Test(arguments: [
        ("let r = /abc/", true),
        ("f(/a+/)", true),
        ("[/x/, /y/]", true),
        ("return /\\d+/", true),
        ("case /foo/:", true),
        ("x.firstMatch(of: /[0-9]+/)", true),
        ("if s.contains(/a/) {}", true),
        ("a / b / c", false),
        ("a/b/c", false),
        ("(a) / 2 / 3", false),
        ("x[0] / y / z", false),
        ("self / 2 / 1", false),
        ("reduce(0, /)", false),
        ("foo(a, / b /)", false),
        ("let r = / a/", false),
        ("let r = /a /", false),
        ("x /= 2; y /= 3", false),
        ("let r = /unclosed", false),
        ("1 / 2", false),
        ("\"\\(a / b / c)\"", false),
        ("\"\\(/ab/)\"", true),
    ])
    func bareRegex(source: String, isRegex: Bool) {
        #expect(significant(source).contains { $0.0 == .regexLiteral } == isRegex)
        expectTiles(Array(source.utf8))
    }
}

@Suite struct RegexLineTests {
    @Test func aBareRegexNeverSpansLines() {
        let source = tokenize("let r = /a\\\nb/")
        #expect(!source.tokens.contains { $0.kind == .regexLiteral })
        #expect(source.lines.lineStarts == [0, 12])
    }
}
