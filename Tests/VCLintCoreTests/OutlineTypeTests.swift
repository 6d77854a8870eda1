import Testing
@testable import VCLintCore

@Suite struct OutlineTypeTests {
    @Test func typeDeclarations() throws {
        let file = outline("""
            import UIKit

            @MainActor
            public final class ListViewController<Item: Hashable, Cell>: UIKit.UIViewController, UITableViewDataSource where Cell: UITableViewCell {
                struct Section { let title: String }
                enum Mode { case list, grid }
            }
            private extension Feed.Cell: @unchecked Sendable {}
            protocol Loading: AnyObject { func load() }
            actor Store {}
            """)
        #expect(file.types.map(\.kind) == [.class, .struct, .enum, .extension, .protocol, .actor])
        let list = try #require(type(file, "ListViewController"))
        #expect(list.genericParameters == ["Item", "Cell"])
        #expect(list.inheritance.map(\.name) == ["UIKit.UIViewController", "UITableViewDataSource"])
        #expect(list.inheritance.map(\.baseName) == ["UIViewController", "UITableViewDataSource"])
        #expect(list.attributes == ["MainActor"])
        #expect(list.modifiers == ["public", "final"])
        #expect(list.position == SourcePosition(line: 4, column: 14))
        #expect(list.startLine == 3)
        #expect(list.openBraceLine == 4 && list.closeBraceLine == 7)
        let section = try #require(type(file, "ListViewController.Section"))
        #expect(section.parent == 0)
        let cell = try #require(file.types.first { $0.kind == .extension })
        #expect(cell.name == "Feed.Cell" && cell.simpleName == "Cell")
        #expect(cell.inheritance.map(\.baseName) == ["Sendable"])
        #expect(cell.modifiers == ["private"])
    }

    @Test func genericInheritanceAndConstraints() throws {
        let file = outline("class A<T>: Base<Array<T>>, P where T: Q {}\nclass B: Dictionary<String, Int> {}")
        #expect(file.types[0].inheritance.map(\.baseName) == ["Base", "P"])
        #expect(file.types[1].inheritance.map(\.name) == ["Dictionary<String, Int>"])
    }

    @Test func classAsModifierIsNotADeclaration() {
        let file = outline("""
            class A {
                class func make() -> A { A() }
                class var shared: A { A() }
                class override func other() {}
            }
            protocol P: class {}
            """)
        #expect(file.types.map(\.name) == ["A", "P"])
        #expect(file.types[0].functions.map(\.isStatic) == [true, true])
        #expect(file.types[0].functions[1].isOverride)
        #expect(file.types[0].properties.first?.isStatic == true)
    }

    @Test func localTypesInsideFunctionsAreFound() throws {
        let file = outline("class A {\n  func f() {\n    struct Local { var x = 1 }\n    let y = 2\n  }\n}")
        let local = try #require(type(file, "A.Local"))
        #expect(local.properties.map(\.name) == ["x"])
        // A local variable is not a member.
        #expect(file.types[0].properties.isEmpty)
    }

    @Test func bodiesEndWhereTheirBraceIs() {
        let file = outline("""
            class A {
                func f() {
                    let s = "}"  // }
                    let t = "\\(x.map { $0 })"
                    /* } */
                    if x { y() } else { z() }
                }
            }
            class B {}
            """)
        #expect(file.types.map(\.closeBraceLine) == [8, 9])
        #expect(file.types[0].functions[0].endLine == 7)
    }

    @Test func unterminatedBodyEndsAtEndOfFile() {
        let file = outline("class A {\n  var x = 1\n  var y = 2\n")
        #expect(file.types[0].closeBraceLine == 4)
        #expect(file.types[0].codeLines == 2)
    }

    @Test func strayClosingBracesAreHarmless() {
        let file = outline("}\n}\nclass A {\n  var x = 1\n}\n}")
        #expect(file.types.map(\.name) == ["A"])
        #expect(file.types[0].codeLines == 1)
    }
}
