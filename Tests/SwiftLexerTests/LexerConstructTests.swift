import Testing
@testable import SwiftLexer

@Suite struct LexerConstructTests {
    @Test(arguments: [
        ("foo _bar x1 café", "identifier:foo identifier:_bar identifier:x1 identifier:café"),
        ("`class` `default`", "identifier:`class` identifier:`default`"),
        ("$0 $1 $name $", "dollarIdentifier:$0 dollarIdentifier:$1 dollarIdentifier:$name dollarIdentifier:$"),
        ("class struct func self Self _ Any", "keyword:class keyword:struct keyword:func keyword:self keyword:Self keyword:_ keyword:Any"),
        ("override weak lazy get set", "identifier:override identifier:weak identifier:lazy identifier:get identifier:set"),
        ("@objc(Name) @MainActor @IBOutlet", "attribute:@objc leftParen:( identifier:Name rightParen:) attribute:@MainActor attribute:@IBOutlet"),
        ("#if DEBUG\n#elseif os(iOS)\n#else\n#endif", "poundKeyword:#if identifier:DEBUG poundKeyword:#elseif identifier:os leftParen:( identifier:iOS rightParen:) poundKeyword:#else poundKeyword:#endif"),
        ("#selector(tap) #available #Preview #warning", "poundKeyword:#selector leftParen:( identifier:tap rightParen:) poundKeyword:#available poundKeyword:#Preview poundKeyword:#warning"),
        ("<#name#> <#T##Int#>", "editorPlaceholder:<#name#> editorPlaceholder:<#T##Int#>"),
        ("a->b ..< ... ?? != === &+ <*> √", "identifier:a operator:-> identifier:b operator:..< operator:... operator:?? operator:!= operator:=== operator:&+ operator:<*> identifier:√"),
        ("a?.b!.c", "identifier:a operator:? period:. identifier:b operator:! period:. identifier:c"),
        ("\\.name \\Foo.bar", "backslash:\\ period:. identifier:name backslash:\\ identifier:Foo period:. identifier:bar"),
        ("( ) { } [ ] , : ;", "leftParen:( rightParen:) leftBrace:{ rightBrace:} leftBracket:[ rightBracket:] comma:, colon:: semicolon:;"),
        ("Array<Array<Int>>", "identifier:Array operator:< identifier:Array operator:< identifier:Int operator:>>"),
    ])
    func tokenKinds(source: String, expected: String) {
        #expect(rendered(source) == expected)
    }

    @Test(arguments: [
        ("42", TokenKind.integerLiteral), ("1_000_000", .integerLiteral), ("0x1F_FF", .integerLiteral),
        ("0b1010_0101", .integerLiteral), ("0o777", .integerLiteral), ("1.5", .floatLiteral),
        ("2e10", .floatLiteral), ("3.25E-3", .floatLiteral), ("1e+9", .floatLiteral),
        ("0x1.8p3", .floatLiteral), ("0xFFp-2", .floatLiteral), ("1_000.000_1", .floatLiteral),
    ])
    func numbers(source: String, kind: TokenKind) {
        #expect(rendered(source) == "\(kind.name):\(source)")
    }

    @Test func numbersAndMembers() {
        #expect(rendered("tuple.0.1") == "identifier:tuple period:. integerLiteral:0 period:. integerLiteral:1")
        #expect(rendered("5.description") == "integerLiteral:5 period:. identifier:description")
        #expect(rendered("1..<2") == "integerLiteral:1 operator:..< integerLiteral:2")
        #expect(rendered("-1") == "operator:- integerLiteral:1")
    }

    @Test func comments() {
        let kinds = tokenize("// line\n/// doc\n//// not doc\n/* block */ /** doc */ /**/").tokens.map(\.kind)
        #expect(kinds.filter { $0 != .whitespace && $0 != .newline } == [
            .lineComment, .docLineComment, .lineComment, .blockComment, .docBlockComment, .blockComment,
        ])
        let source = tokenize("/* outer /* inner */ still */x")
        #expect(source.tokens.map(\.kind) == [.blockComment, .identifier])
        #expect(source.tokens[0].length == 29)
        #expect(tokenize("/// doc").tokens.map(\.kind) == [.docLineComment])
        #expect(tokenize("/** doc */").tokens.map(\.kind) == [.docBlockComment])
        #expect(tokenize("/**/").tokens.map(\.kind) == [.blockComment])
    }

    @Test func simpleStrings() {
        #expect(rendered(#""hello""#) == #"stringOpen:" stringSegment:hello stringClose:""#)
        #expect(rendered(#""""#) == #"stringOpen:" stringClose:""#)
        #expect(rendered(#""a \"b\" \\ \n \u{1F600}""#)
            == #"stringOpen:" stringSegment:a \"b\" \\ \n \u{1F600} stringClose:""#)
    }

    @Test func interpolationIsCode() {
        #expect(rendered(#""a\(b + 1)c""#)
            == #"stringOpen:" stringSegment:a interpolationOpen:\( identifier:b operator:+ integerLiteral:1 interpolationClose:) stringSegment:c stringClose:""#)
        // Parentheses, closures and strings nested inside an interpolation.
        #expect(rendered(#""\(f(g(1)))""#)
            == #"stringOpen:" interpolationOpen:\( identifier:f leftParen:( identifier:g leftParen:( integerLiteral:1 rightParen:) rightParen:) interpolationClose:) stringClose:""#)
        #expect(rendered(#""\(xs.map { "<\($0)>" })""#)
            == #"stringOpen:" interpolationOpen:\( identifier:xs period:. identifier:map leftBrace:{ stringOpen:" stringSegment:< interpolationOpen:\( dollarIdentifier:$0 interpolationClose:) stringSegment:> stringClose:" rightBrace:} interpolationClose:) stringClose:""#)
    }

    @Test func rawStrings() {
        #expect(rendered(##"#"a "b" \(c) \#(d)"#"##)
            == ##"stringOpen:#" stringSegment:a "b" \(c)  interpolationOpen:\#( identifier:d interpolationClose:) stringClose:"#"##)
        #expect(rendered(###"##"a "# b"##"###) == ###"stringOpen:##" stringSegment:a "# b stringClose:"##"###)
    }

    @Test func multilineStrings() {
        let text = "let s = \"\"\"\n  one \"quoted\" \"\" two\n  \\(x) \\\n  three\n  \"\"\"\nlet t = 1"
        #expect(significant(text).map(\.0) == [
            .keyword, .identifier, .operator, .stringOpen, .stringSegment, .interpolationOpen, .identifier,
            .interpolationClose, .stringSegment, .stringClose, .keyword, .identifier, .operator, .integerLiteral,
        ])
        #expect(significant(text)[4].1 == "\n  one \"quoted\" \"\" two\n  ")
        #expect(tokenize(text).lines.lineCount == 6)
        let raw = "#\"\"\"\n\"\"\" still \\(in)\n\"\"\"#"
        #expect(significant(raw).map(\.0) == [.stringOpen, .stringSegment, .stringClose])
    }

    @Test func regexLiterals() {
        #expect(rendered("let r = /[a-z]+/") == "keyword:let identifier:r operator:= regexLiteral:/[a-z]+/")
        #expect(rendered("f(/a\\/b/)") == "identifier:f leftParen:( regexLiteral:/a\\/b/ rightParen:)")
        #expect(rendered("#/a/b/#") == "regexLiteral:#/a/b/#")
        #expect(rendered("##/a/#b/##") == "regexLiteral:##/a/#b/##")
        #expect(significant("let r = #/\n  a+ # comment\n  /#\nx").map(\.0) == [.keyword, .identifier, .operator, .regexLiteral, .identifier])
        #expect(tokenize("#/\na\n/#\n").lines.lineCount == 4)
    }

    @Test func shebangAndByteOrderMark() {
        #expect(tokenize("#!/usr/bin/swift\nx").tokens.map(\.kind) == [.shebang, .newline, .identifier])
        #expect(Lexer.tokenize([0xEF, 0xBB, 0xBF] + Array("x".utf8)).tokens.map(\.kind) == [.byteOrderMark, .identifier])
        #expect(Lexer.tokenize([0xEF, 0xBB, 0xBF] + Array("#!s\n".utf8)).tokens.map(\.kind) == [.byteOrderMark, .shebang, .newline])
    }

    @Test func keywordsAreRecorded() {
        let tokens = tokenize("class override weak #if foo").tokens.filter { !$0.kind.isTrivia }
        #expect(tokens.map(\.keyword) == [.class, .override, .weak, .poundIf, Keyword.none])
    }

    @Test func everyKeywordRoundTrips() {
        for keyword in Keyword.allCases where keyword != .none {
            let tokens = tokenize(keyword.spelling).tokens
            #expect(tokens.count == 1 && tokens[0].keyword == keyword, "\(keyword.spelling)")
            let expectedKind: TokenKind = keyword.spelling.hasPrefix("#") ? .poundKeyword : keyword.isReserved ? .keyword : .identifier
            #expect(tokens.first?.kind == expectedKind, "\(keyword.spelling)")
        }
        #expect(tokenize("classy").tokens[0].keyword == .none)
        #expect(tokenize("Class").tokens[0].keyword == .none)
    }

    @Test func newlines() {
        #expect(tokenize("a\r\nb\rc\nd").tokens.map(\.kind) == [.identifier, .newline, .identifier, .newline, .identifier, .newline, .identifier])
        #expect(tokenize("a\r\nb\rc\nd").lines.lineStarts == [0, 3, 5, 7])
    }
}
