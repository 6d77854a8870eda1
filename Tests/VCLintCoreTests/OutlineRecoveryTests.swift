import Testing
@testable import VCLintCore

/// Whatever precedes a declaration, the outline picks up the next one at the same depth; where
/// it had to guess, it says so in `partialReads`.
@Suite struct OutlineRecoveryTests {
    @Test func typeHeaderWithoutBodyDoesNotSwallowTheNextType() throws {
        let file = outline("""
            class Broken: UIViewController
            class Next: UIViewController {
                func f() {}
            }
            """)
        #expect(file.types.map(\.name) == ["Broken", "Next"])
        let next = try #require(type(file, "Next"))
        #expect(next.openBraceLine == 2 && next.closeBraceLine == 4 && next.functions.count == 1)
        #expect(file.types[0].openBraceLine == nil)
        #expect(file.partialReads == [PartialRead(.headerWithoutBody("Broken"), line: 1)])
    }

    @Test func typeHeaderStopsAtAClosingBraceAndAtTheNextMember() {
        let file = outline("""
            class Outer {
                struct Broken<T: P>
                var x = 1
                enum AlsoBroken
            }
            class After {}
            """)
        #expect(file.types.map(\.qualifiedName) == ["Outer", "Outer.Broken", "Outer.AlsoBroken", "After"])
        #expect(file.types[0].properties.map(\.name) == ["x"])
        #expect(file.types[0].closeBraceLine == 5)
        #expect(file.partialReads.map(\.line) == [2, 4])
    }

    @Test func unclosedGenericOrInheritanceStopsAtTheNextLine() {
        let file = outline("struct A<T\nclass B: UIViewController {}\nextension C: P,\nclass D {}\n")
        #expect(file.types.map(\.name) == ["A", "B", "C", "D"])
        #expect(file.types[1].openBraceLine == 2 && file.types[3].openBraceLine == 4)
    }

    @Test func headersContinueOverLinesThatDoNotBeginDeclarations() throws {
        let file = outline("""
            final class A<T>: Base<T>,
                @unchecked Sendable,
                P
                where T: Q,
                      T: R
            {
                func f<each U>(_ u: repeat each U)
                    async throws(E)
                    -> (repeat each U)
                    where U: S
                {
                }
            }
            extension A
                : P2 where T == Int {}
            """)
        let a = try #require(type(file, "A"))
        #expect(a.inheritance.map(\.baseName) == ["Base", "Sendable", "P"])
        #expect(a.openBraceLine == 6 && a.closeBraceLine == 13)
        #expect(a.functions.map(\.endLine) == [12])
        #expect(file.types[1].kind == .extension && file.types[1].openBraceLine == 15)
        #expect(file.partialReads.isEmpty)
    }

    @Test func protocolRequirementsEndAtTheNextMember() throws {
        let file = outline("""
            protocol P {
                associatedtype Item: Hashable
                func load() async throws -> [Item]
                @MainActor var title: String { get }
                func make<each T>(_ t: repeat each T) -> (repeat each T)
                nonisolated(unsafe) var counter: Int { get set }
                subscript(index: Int) -> Item { get }
                init?(name: String)
                static func == (lhs: Self, rhs: Self) -> Bool
                consuming func finish()
            }
            class After: UIViewController {}
            """)
        let p = try #require(type(file, "P"))
        #expect(p.functions.map(\.name) == ["load", "make", "subscript", "init", "==", "finish"])
        #expect(p.properties.map(\.name) == ["title", "counter"])
        #expect(p.properties[0].attributes == ["MainActor"])
        #expect(p.closeBraceLine == 11)
        #expect(file.types.map(\.name) == ["P", "After"])
        #expect(file.partialReads.isEmpty)
    }

    @Test func bracesOpenAtEndOfFileKeepTheController() throws {
        let project = Project.build(sources: [("Open.swift", """
            import UIKit
            final class OpenViewController: UIViewController {
                func viewDidLoad() {
                    if ready {
                        start()
                    }
            """)])
        #expect(project.controllers.map(\.name) == ["OpenViewController"])
        // The body runs to the end of the file: every line after the `{` counts.
        #expect(project.controllers.first?.bodyLines == 4)
        #expect(project.files[0].partialReads == [PartialRead(.bracesOpenAtEnd, line: 2)])
    }

    @Test func unmatchedClosingBraceIsNamedAndReadingGoesOn() {
        let project = Project.build(sources: [("Extra.swift", """
            func f() {
            }
            }
            final class AfterViewController: UIViewController {
                let x = 1
            }
            """)])
        #expect(project.controllers.map(\.name) == ["AfterViewController"])
        #expect(project.controllers.first?.bodyLines == 1)
        #expect(project.files[0].partialReads == [PartialRead(.unmatchedClosingBrace, line: 3)])
    }

    @Test func partialReadsAreInLineOrder() {
        let file = outline("}\nclass A {\nclass B: C\n")
        #expect(file.partialReads == [
            PartialRead(.unmatchedClosingBrace, line: 1), PartialRead(.bracesOpenAtEnd, line: 2),
            PartialRead(.headerWithoutBody("A.B"), line: 3),
        ])
        #expect(file.partialReads.map(\.description) == [
            "a } with nothing open", "braces still open at end of file", "no body found for the declaration of A.B",
        ])
    }

    @Test func keywordsAsMemberNamesAreNotDeclarations() {
        let file = outline("""
            struct ImportView {
                var title: String = L10n.import
                let source: Source
                var kind = Kind.class
                let next: Int
            }
            class A {
                func f() {
                    let kind = object.class
                    Foo.actor
                    actor
                        .run()
                }
            }
            """)
        #expect(file.types.map(\.name) == ["ImportView", "A"])
        #expect(file.types[0].properties.map(\.name) == ["title", "source", "kind", "next"])
        #expect(file.partialReads.isEmpty)
    }

    @Test func attributeArgumentsWithClosuresKeepTheirProperty() throws {
        let file = outline("""
            struct Command {
                @Option(name: .long, transform: { value in
                    URL(fileURLWithPath: value)
                }) var file: URL
                @Wrapper(a: 1) var count: Int
            }
            """)
        let command = try #require(type(file, "Command"))
        #expect(command.properties.map(\.name) == ["file", "count"])
        #expect(command.properties.map(\.attributes) == [["Option"], ["Wrapper"]])
    }

    @Test func genericParameterPacksAreNamedWithoutEach() {
        let file = outline("struct Tuple<each T, U: P> {}")
        #expect(file.types[0].genericParameters == ["T", "U"])
    }
}

/// Recovery stays one linear pass: hostile input finishes, with one note where one is due.
/// The limits catch a hang; linearity is measured by `Tools/scale-check.sh`, not by a timed test.
@Suite struct OutlineRecoveryScaleTests {
    @Test(.timeLimit(.minutes(10)))
    func hundredThousandUnclosedBraces() {
        let file = outline("class A: UIViewController " + String(repeating: "{", count: 100_000))
        #expect(file.types.count == 1)
        #expect(file.partialReads == [PartialRead(.bracesOpenAtEnd, line: 1)])
    }

    @Test(.timeLimit(.minutes(10)))
    func hundredThousandUnmatchedClosingBraces() {
        let file = outline(String(repeating: "}\n", count: 100_000) + "class A {}")
        #expect(file.types.map(\.name) == ["A"])
        #expect(file.partialReads.count == 100_000)
    }

    @Test(.timeLimit(.minutes(10)), arguments: ["import class M.N; ", "struct A<T ", "class B: C, ", "@Attr(x: { ", "func f() -> "])
    func megabyteLine(piece: String) {
        let line = String(repeating: piece, count: 1_000_000 / piece.utf8.count)
        let file = outline(line + "\nclass Last: UIViewController {}\n")
        #expect(file.types.last?.name == "Last" || piece.hasPrefix("@Attr"))
    }
}
