import Testing
@testable import VCLintCore

@Suite struct LineCountTests {
    @Test func countsOnlyLinesWithCode() {
        let file = outline("""
            class A {

                // a comment
                /* a block
                   comment */
                /// doc
                var x = 1  // trailing comment

                func f() {
                    print(x)
                }
            }
            """)
        #expect(file.types[0].codeLines == 4)
    }

    @Test func multilineStringsMarkEveryLine() {
        let file = outline("""
            class A {
                let text = \"\"\"
                    one

                    // not a comment
                    \"\"\"
            }
            """)
        #expect(file.types[0].codeLines == 5)
    }

    @Test func braceLinesAreNotCounted() {
        #expect(outline("class A { var x = 1 }").types[0].codeLines == 0)
        #expect(outline("class A { var x = 1\n}").types[0].codeLines == 0)
        #expect(outline("class A {\nvar x = 1 }").types[0].codeLines == 0)
        #expect(outline("class A {\nvar x = 1\n}").types[0].codeLines == 1)
    }

    @Test func nestedTypesCountTowardTheirParent() {
        let file = outline("class A {\n  struct B {\n    var y = 2\n  }\n  var x = 1\n}")
        #expect(file.types.map(\.codeLines) == [4, 1])
    }

    @Test func conditionalCompilationIsReadOnceWithBalancedBraces() throws {
        let file = outline("""
            #if os(iOS)
            class A: UIViewController {
            #else
            class A: NSViewController {
            #endif
                var x = 1
                #if DEBUG
                func debug() {}
                #elseif TESTING
                func testing() {}
                #else
                func release() {}
                #endif
            }
            class B {}
            """)
        #expect(file.types.map(\.name) == ["A", "A", "B"])
        #expect(file.types.map(\.closeBraceLine) == [14, 14, 15])
        // Directive lines hold tokens, so they count, as they do in SwiftLint's `type_body_length`.
        #expect(file.types.map(\.codeLines) == [11, 9, 0])
        #expect(file.types[0].functions.map(\.name) == ["debug", "testing", "release"])
        #expect(file.types[2].parent == nil)
    }

    @Test func conditionalBranchesThatCloseBraces() {
        let file = outline("""
            class A {
                func f() {
            #if X
                }
            #else
                }
            #endif
                var y = 1
            }
            class B {}
            """)
        #expect(file.types.map(\.name) == ["A", "B"])
        #expect(file.types[0].properties.map(\.name) == ["y"])
        #expect(file.types[0].closeBraceLine == 9)
        #expect(file.types[1].parent == nil)
    }
}
