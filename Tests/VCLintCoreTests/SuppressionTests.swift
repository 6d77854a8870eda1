import Testing
@testable import VCLintCore

@Suite struct SuppressionTests {
    func directives(_ text: String) -> [SuppressionDirective] { outline(text).directives }

    func suppressed(_ text: String, _ rule: String, line: Int, column: Int = 1) -> Bool {
        SuppressionIndex(directives(text)).isSuppressed(rule, at: SourcePosition(line: line, column: column))
    }

    @Test func readsActionsRulesAndReasons() throws {
        let found = directives("""
            // vclint:disable controller_length, missing_view_model - legacy, see #12
            /* vclint:disable:next all */
            /// vclint:enable controller_length
            x = 1 // vclint:disable:this public_mutable_param
            """)
        #expect(found.map(\.action) == [.disable, .disableNext, .enable, .disableThis])
        #expect(found[0].rules == ["controller_length", "missing_view_model"])
        #expect(found[0].reason == "legacy, see #12")
        #expect(found[1].rules == ["all"])
        #expect(found[3].position == SourcePosition(line: 4, column: 7))
        #expect(found.allSatisfy { $0.problem == nil })
    }

    @Test func proseAndQuotedDirectivesAreNotDirectives() {
        #expect(directives("""
            // Use vclint:disable to switch a rule off.
            /* // vclint:disable all */
            let text = "// vclint:disable all"
            // vclintdisable all
            """).isEmpty)
    }

    @Test func malformedDirectivesCarryAProblem() {
        let found = directives("// vclint:disabel all\n// vclint:disable\n")
        #expect(found[0].action == nil)
        #expect(found[0].problem == "unknown suppression 'vclint:disabel'; did you mean 'vclint:disable'?")
        #expect(found[1].problem == "'vclint:disable' names no rule; name the rules, or 'all'")
    }

    @Test func regionsRunFromTheCommentToTheMatchingEnable() {
        let text = """
            a
            // vclint:disable controller_length
            b
            // vclint:enable controller_length
            c
            """
        #expect(!suppressed(text, "controller_length", line: 1))
        #expect(suppressed(text, "controller_length", line: 3))
        #expect(!suppressed(text, "missing_view_model", line: 3))
        #expect(!suppressed(text, "controller_length", line: 5))
    }

    @Test func aTrailingDisableStartsAfterTheCommentOnItsLine() {
        let text = "let a = 1 // vclint:disable controller_length\nlet b = 2\n"
        #expect(!suppressed(text, "controller_length", line: 1, column: 1))
        #expect(suppressed(text, "controller_length", line: 2))
    }

    @Test func allCanBeNarrowedByEnable() {
        let text = """
            // vclint:disable all
            a
            // vclint:enable controller_length
            b
            // vclint:enable all
            c
            """
        #expect(suppressed(text, "controller_length", line: 2))
        #expect(suppressed(text, "missing_view_model", line: 4))
        #expect(!suppressed(text, "controller_length", line: 4))
        #expect(!suppressed(text, "missing_view_model", line: 6))
    }

    @Test func nextAndThisCoverOneLine() {
        let text = """
            // vclint:disable:next public_mutable_param
            var a = 1
            var b = 2
            var c = 3 // vclint:disable:this public_mutable_param
            /* vclint:disable:next public_mutable_param
               spans two lines */
            var d = 4
            """
        #expect(suppressed(text, "public_mutable_param", line: 2))
        #expect(!suppressed(text, "public_mutable_param", line: 3))
        #expect(suppressed(text, "public_mutable_param", line: 4, column: 5))
        #expect(!suppressed(text, "public_mutable_param", line: 6))
        #expect(suppressed(text, "public_mutable_param", line: 7))
    }

    @Test func malformedDirectivesSuppressNothing() {
        #expect(!suppressed("// vclint:disabel all\nvar a = 1\n", "public_mutable_param", line: 2))
    }

    @Test func networkingUsesAreSuppressedOneByOne() throws {
        let project = Project.build(sources: [("Feed.swift", """
            final class FeedViewController: UIViewController {
                func load() {
                    // vclint:disable:next networking_in_controller - a health check, not a feature
                    URLSession.shared.dataTask(with: health).resume()
                    URLSession.shared.dataTask(with: feed).resume()
                }
            }
            """)])
        let found = Linter(rules: [NetworkingInControllerRule()], jobs: 1).lint(project)
        #expect(found.map(\.location.line) == [5])
        #expect(found.first?.measured == 1)
    }
}

@Suite struct ColumnTests {
    @Test func utf16ColumnsCountSurrogatePairsAndMultiByteLetters() {
        let file = outline("let a = 1\nlet é = \"🎉\"; var b = 2\n")
        #expect(file.utf16Column(of: SourcePosition(line: 1, column: 5)) == 5)
        // "let é = " is 9 bytes and 8 UTF-16 units; "🎉" is 4 bytes and 2 units.
        #expect(file.utf16Column(of: SourcePosition(line: 2, column: 10)) == 9)
        #expect(file.utf16Column(of: SourcePosition(line: 2, column: 18)) == 15)
    }
}
