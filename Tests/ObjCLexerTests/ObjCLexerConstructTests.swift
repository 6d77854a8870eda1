import Testing
@testable import ObjCLexer

/// One test per construct: what the tokens of a small snippet are.
@Suite struct ObjCLexerConstructTests {
    @Test func keywordsAndContextualWords() {
        #expect(rendered("static const int x;") == "keyword:static keyword:const keyword:int identifier:x semicolon:;")
        let tokens = tokenize("if self class new __weak readonly foo").tokens.filter { !$0.kind.isTrivia }
        #expect(tokens.map(\.kind) == [.keyword, .identifier, .identifier, .identifier, .keyword, .identifier, .identifier])
        #expect(tokens.map(\.keyword) == [.if, .self, .class, .new, .__weak, .readonly, .none])
    }

    @Test func everyKeywordSpellingIsFound() {
        for keyword in ObjCKeyword.allCases where keyword != .none {
            let token = tokenize(keyword.spelling).tokens[0]
            #expect(token.keyword == keyword, "\(keyword.spelling)")
            #expect(token.kind == (keyword.isReserved ? .keyword : .identifier), "\(keyword.spelling)")
        }
        #expect(tokenize("selfish").tokens[0].keyword == .none)
    }

    /// The written-out spellings are the cases' names, but for the few spelled otherwise.
    @Test func spellingsAreTheCasesNames() {
        for keyword in ObjCKeyword.allCases {
            #expect(keyword.spelling == (keyword == .none ? "" : String(describing: keyword)))
        }
        let atSpelledOtherwise: [ObjCAtKeyword: String] = [.none: "", .other: "", .compatibilityAlias: "compatibility_alias", .yes: "YES", .no: "NO"]
        for atKeyword in ObjCAtKeyword.allCases {
            #expect(atKeyword.spelling == atSpelledOtherwise[atKeyword] ?? String(describing: atKeyword))
        }
        let directiveSpelledOtherwise: [ObjCPreprocessorDirective: String] = [.none: "", .other: "", .null: "", .includeNext: "include_next"]
        for directive in ObjCPreprocessorDirective.allCases {
            #expect(directive.spelling == directiveSpelledOtherwise[directive] ?? String(describing: directive))
        }
    }

    @Test func atKeywords() {
        for atKeyword in ObjCAtKeyword.allCases where atKeyword != .none && atKeyword != .other {
            let tokens = tokenize("@\(atKeyword.spelling) x").tokens
            #expect(tokens[0].kind == .atKeyword, "\(atKeyword)")
            #expect(tokens[0].atKeyword == atKeyword, "\(atKeyword)")
            #expect(tokens[0].length == UInt32(atKeyword.spelling.utf8.count + 1))
        }
        #expect(tokenize("@interface").tokens[0].atKeyword == .interface)
        #expect(tokenize("@compatibility_alias").tokens[0].atKeyword == .compatibilityAlias)
        #expect(tokenize("@whatever").tokens.map(\.atKeyword) == [.other])
        #expect(rendered("@end\n@interface A : B <C, D>") ==
            "atKeyword:@end atKeyword:@interface identifier:A colon:: identifier:B less:< identifier:C comma:, identifier:D greater:>")
    }

    @Test func objectLiterals() {
        #expect(rendered("@\"a\" @\"b\"") == "at:@ stringLiteral:\"a\" at:@ stringLiteral:\"b\"")
        #expect(rendered("@[@1, @{@\"k\": @(x)}]") ==
            "at:@ leftBracket:[ at:@ integerLiteral:1 comma:, at:@ leftBrace:{ at:@ stringLiteral:\"k\" colon:: at:@ leftParen:( identifier:x rightParen:) rightBrace:} rightBracket:]")
        #expect(rendered("@YES @NO @-1.5") == "atKeyword:@YES atKeyword:@NO at:@ minus:- floatLiteral:1.5")
        #expect(tokenize("@YES").tokens[0].atKeyword == .yes)
        #expect(tokenize("@").tokens.map(\.kind) == [.at])
    }

    @Test func cStringsAndPrefixes() {
        #expect(rendered(#""a\"b" L"w" u"x" U"y" u8"z""#) ==
            #"stringLiteral:"a\"b" stringLiteral:L"w" stringLiteral:u"x" stringLiteral:U"y" stringLiteral:u8"z""#)
        #expect(rendered("Lx u8 R U") == "identifier:Lx identifier:u8 identifier:R identifier:U")
        #expect(rendered("\"line \\\nspliced\" x") == "stringLiteral:\"line \\\nspliced\" identifier:x")
    }

    @Test func characterLiterals() {
        #expect(rendered(#"'a' '\'' '\\' L'w' u8'c' 'abcd' '"'"#) ==
            #"characterLiteral:'a' characterLiteral:'\'' characterLiteral:'\\' characterLiteral:L'w' characterLiteral:u8'c' characterLiteral:'abcd' characterLiteral:'"'"#)
    }

    @Test func numbers() {
        let kinds = significant("0x1F 017 0b1010 10u 10UL 10ll 1'000'000 0xFF'FF 1.5 .5f 1e-3 2.E+4 0x1.8p3 1e10f 0x1e+2 1.")
        #expect(kinds.map(\.1) == ["0x1F", "017", "0b1010", "10u", "10UL", "10ll", "1'000'000", "0xFF'FF", "1.5", ".5f",
                                   "1e-3", "2.E+4", "0x1.8p3", "1e10f", "0x1e+2", "1."])
        #expect(kinds.map(\.0) == [.integerLiteral, .integerLiteral, .integerLiteral, .integerLiteral, .integerLiteral,
                                   .integerLiteral, .integerLiteral, .integerLiteral, .floatLiteral, .floatLiteral,
                                   .floatLiteral, .floatLiteral, .floatLiteral, .floatLiteral, .integerLiteral,
                                   .floatLiteral])
        // A sign after `e` or `p` stays in the number, as in C; other signs do not.
        #expect(significant("0x1p+3 1e+x 10-1 0xe-1").map(\.1) == ["0x1p+3", "1e+x", "10", "-", "1", "0xe-1"])
        #expect(rendered("a[0].b") == "identifier:a leftBracket:[ integerLiteral:0 rightBracket:] period:. identifier:b")
    }

    @Test func comments() {
        #expect(renderedAll("a // b\n/* c\nd */e") ==
            "identifier:a whitespace:  lineComment:// b newline:\n blockComment:/* c\nd */ identifier:e")
        #expect(tokenize("/// doc").tokens[0].kind == .docLineComment)
        #expect(tokenize("//! doc").tokens[0].kind == .docLineComment)
        #expect(tokenize("//// rule").tokens[0].kind == .lineComment)
        #expect(tokenize("/** doc */").tokens[0].kind == .docBlockComment)
        #expect(tokenize("/*! doc */").tokens[0].kind == .docBlockComment)
        #expect(tokenize("/**/").tokens[0].kind == .blockComment)
        // C block comments do not nest; a `\` at the end of a `//` line continues the comment.
        #expect(rendered("/* /* */ x */") == "identifier:x star:* operator:/")
        #expect(renderedAll("// a \\\nb\nc") == "lineComment:// a \\\nb newline:\n identifier:c")
    }

    @Test func preprocessorDirectives() {
        let cases: [(String, ObjCPreprocessorDirective)] = [
            ("#import <UIKit/UIKit.h>", .import), ("#include \"a.h\"", .include), ("#if DEBUG", .if),
            ("#ifdef X", .ifdef), ("#ifndef X", .ifndef), ("#elif X", .elif), ("#else", .else), ("#endif", .endif),
            ("#define X 1", .define), ("#undef X", .undef), ("#pragma mark - Table", .pragma),
            ("#error no", .error), ("#warning careful", .warning), ("#include_next <a.h>", .includeNext),
            ("#line 4", .line), ("#ident \"x\"", .other), ("# 12 \"file.m\"", .other), ("#", .null),
            ("  #  if X", .if), ("/* c */ #endif", .endif), ("#elifdef X", .elifdef), ("#elifndef X", .elifndef),
        ]
        for (text, directive) in cases {
            let directives = tokenize(text).tokens.filter { $0.kind == .preprocessorDirective }
            #expect(directives.map(\.directive) == [directive], "\(text)")
        }
        #expect(rendered("#import <UIKit/UIKit.h>") == "preprocessorDirective:#import preprocessorBody:<UIKit/UIKit.h>")
        #expect(rendered("#  pragma mark - Table View") == "preprocessorDirective:#  pragma preprocessorBody:mark - Table View")
        #expect(rendered("#endif // DEBUG\nx") == "preprocessorDirective:#endif identifier:x")
    }

    @Test func directiveBodiesAreOpaque() {
        // Nothing inside a #define is code: not its braces, not its `@interface`.
        let text = "#define THING @interface T : NSObject { int x; } @end\n@end"
        #expect(rendered(text) ==
            "preprocessorDirective:#define preprocessorBody:THING @interface T : NSObject { int x; } @end atKeyword:@end")
        let continued = "#define F(x) do { \\\n  g(x); /* c */ \\\n} while (0)\ny"
        #expect(renderedAll(continued) ==
            "preprocessorDirective:#define whitespace:  preprocessorBody:F(x) do { whitespace:  lineContinuation:\\\n "
            + "whitespace:   preprocessorBody:g(x); whitespace:  blockComment:/* c */ whitespace:  lineContinuation:\\\n "
            + "preprocessorBody:} while (0) newline:\n identifier:y")
        // A block comment spanning lines keeps the directive going; quotes hide comment starts.
        #expect(rendered("#define A 1 /* x\n y */ + 2\nz") ==
            "preprocessorDirective:#define preprocessorBody:A 1 preprocessorBody:+ 2 identifier:z")
        #expect(rendered("#define URL \"http://x\" // y\nz") ==
            "preprocessorDirective:#define preprocessorBody:URL \"http://x\" identifier:z")
        #expect(tokenize("#warning don't ship\nx").diagnostics.isEmpty)
    }

    @Test func poundOnlyStartsADirectiveAtTheStartOfALine() {
        let source = tokenize("x # y")
        #expect(source.tokens.map(\.kind).contains(.unknown))
        #expect(source.diagnostics.map(\.problem) == [.strayPound])
        #expect(rendered("x;\n#if A\ny") == "identifier:x semicolon:; preprocessorDirective:#if preprocessorBody:A identifier:y")
        // A line continuation keeps the logical line going: the `#` is not at its start.
        #expect(tokenize("x \\\n#if A").diagnostics.map(\.problem) == [.strayPound])
    }

    @Test func blocks() {
        #expect(rendered("^{ x(); }") == "caret:^ leftBrace:{ identifier:x leftParen:( rightParen:) semicolon:; rightBrace:}")
        #expect(rendered("void (^b)(int) = ^(int x) { };") ==
            "keyword:void leftParen:( caret:^ identifier:b rightParen:) leftParen:( keyword:int rightParen:) equal:= "
            + "caret:^ leftParen:( keyword:int identifier:x rightParen:) leftBrace:{ rightBrace:} semicolon:;")
        #expect(rendered("a ^= b") == "identifier:a operator:^= identifier:b")
    }

    @Test func methodsAndPunctuators() {
        #expect(rendered("- (void)a:(int)x b:(id)y;") ==
            "minus:- leftParen:( keyword:void rightParen:) identifier:a colon:: leftParen:( keyword:int rightParen:) "
            + "identifier:x identifier:b colon:: leftParen:( identifier:id rightParen:) identifier:y semicolon:;")
        #expect(rendered("+ (id)new;").hasPrefix("plus:+ "))
        let operators = significant("-> ++ -- += -= *= /= %= <<= >>= << >> <= >= == != && || & | ! ~ % ... ? . * / ^")
        #expect(operators.map(\.1) == ["->", "++", "--", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "<<", ">>", "<=", ">=",
                                        "==", "!=", "&&", "||", "&", "|", "!", "~", "%", "...", "?", ".", "*", "/", "^"])
        #expect(operators.map(\.0).filter { $0 != .operator } == [.question, .period, .star, .caret])
    }

    @Test func cplusplusTokens() {
        #expect(rendered("std::vector<std::pair<int, T>> v;") ==
            "identifier:std operator::: identifier:vector less:< identifier:std operator::: identifier:pair less:< "
            + "keyword:int comma:, identifier:T operator:>> identifier:v semicolon:;")
        #expect(significant("p->*m o.*m a<=>b").map(\.1) == ["p", "->*", "m", "o", ".*", "m", "a", "<=>", "b"])
        let keywords = tokenize("template class namespace nullptr").tokens.filter { !$0.kind.isTrivia }.map(\.keyword)
        #expect(keywords == [.template, .class, .namespace, .nullptr])
    }

    @Test func rawStrings() {
        #expect(rendered(#"R"(a "b" c)" x"#) == #"stringLiteral:R"(a "b" c)" identifier:x"#)
        #expect(rendered("R\"d(\n)\" )d\n)d\" x") == "stringLiteral:R\"d(\n)\" )d\n)d\" identifier:x")
        #expect(rendered(#"LR"(w)" u8R"(u)" uR"(a)" UR"(b)""#) ==
            #"stringLiteral:LR"(w)" stringLiteral:u8R"(u)" stringLiteral:uR"(a)" stringLiteral:UR"(b)""#)
        // A delimiter with a space is not a raw string: `R` is a name and the string is ordinary.
        #expect(rendered(#"R"a b(x)a b""#) == #"identifier:R stringLiteral:"a b(x)a b""#)
        #expect(tokenize("R\"x(never closed\n\n").diagnostics.map(\.problem) == [.unterminatedRawString])
    }

    @Test func unicodeNamesAndInvalidUTF8() {
        #expect(rendered("café = 1") == "identifier:café equal:= integerLiteral:1")
        let source = ObjCLexer.tokenize([0x61, 0xFF, 0x62, 0xC3])
        #expect(source.tokens.map(\.kind) == [.identifier, .unknown, .identifier, .unknown])
        #expect(source.diagnostics.map(\.problem) == [.invalidUTF8, .invalidUTF8])
        // Inside comments and literals any byte is fine.
        #expect(ObjCLexer.tokenize(Array("// \u{0}".utf8) + [0xFF]).diagnostics.isEmpty)
        #expect(ObjCLexer.tokenize([0x22, 0xFF, 0x00, 0x22]).diagnostics.isEmpty)
    }

    @Test func lineEndings() {
        let crlf = tokenize("a\r\nb\rc\n")
        #expect(crlf.lineStarts == [0, 3, 5, 7])
        #expect(crlf.tokens.filter { $0.kind == .newline }.map(\.length) == [2, 1, 1])
        #expect(rendered("#define A 1\r\nx") == "preprocessorDirective:#define preprocessorBody:A 1 identifier:x")
        #expect(rendered("#define A \\\r\n 1\r\nx") == "preprocessorDirective:#define preprocessorBody:A preprocessorBody:1 identifier:x")
        #expect(tokenize("#define A \\\r\n 1").lineStarts == [0, 13])
        let bom = ObjCLexer.tokenize([0xEF, 0xBB, 0xBF] + Array("#import <a.h>".utf8))
        #expect(bom.tokens.map(\.kind) == [.byteOrderMark, .preprocessorDirective, .whitespace, .preprocessorBody])
    }

    @Test func lineTable() {
        let source = tokenize("ab\ncd\r\n\nfé g")
        #expect(source.lineStarts == [0, 3, 7, 8])
        #expect(source.lines.location(of: 0) == (1, 1))
        #expect(source.lines.location(of: 3) == (2, 1))
        #expect(source.lines.location(of: 12) == (4, 5))
        #expect(tokenize("/*\n\n*/x").lines.lineCount == 3)
        #expect(tokenize("").lineStarts == [0])
        #expect(tokenize("").tokens.isEmpty)
    }
}
