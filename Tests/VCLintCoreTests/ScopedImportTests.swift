import Testing
@testable import VCLintCore

/// `import class UIKit.UIApplication` once read as the header of a class named
/// `UIKit.UIApplication` that ran on to the next `{`, taking the next controller's header with it.
@Suite struct ScopedImportTests {
    static let kinds = ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"]

    static func feed(after imports: String) -> String {
        """
        import UIKit
        \(imports)
        final class FeedViewController: UIViewController {
            var items: [String] = []
            func load() {}
        }
        """
    }

    /// The controller after `imports`, which take `importLines` lines.
    static func expectFeedController(after imports: String, importLines: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
        let project = Project.build(sources: [("Feed.swift", feed(after: imports))])
        let names = project.controllers.map(\.name)
        #expect(names == ["FeedViewController"], sourceLocation: sourceLocation)
        #expect(project.files[0].types.map(\.name) == ["FeedViewController"], sourceLocation: sourceLocation)
        #expect(project.controllers.first?.position == SourcePosition(line: 2 + importLines, column: 7), sourceLocation: sourceLocation)
        #expect(project.controllers.first?.bodyLines == 2, sourceLocation: sourceLocation)
        #expect(project.files[0].partialReads.isEmpty, sourceLocation: sourceLocation)
    }

    @Test(arguments: kinds)
    func scopedImport(kind: String) {
        Self.expectFeedController(after: "import \(kind) UIKit.UIApplication")
    }

    @Test(arguments: kinds)
    func scopedImportsOfEveryKindInARow(kind: String) {
        let all = Self.kinds.map { "import \($0) Module.Name" }.joined(separator: "\n")
        Self.expectFeedController(after: all + "\nimport \(kind) Other.Thing", importLines: Self.kinds.count + 1)
    }

    @Test(arguments: ["@_exported", "@preconcurrency", "@testable", "@_implementationOnly", "@_spi(Private)"])
    func attributedImport(attribute: String) {
        Self.expectFeedController(after: "\(attribute) import Module")
        Self.expectFeedController(after: "\(attribute) import class Module.Name")
        Self.expectFeedController(after: "\(attribute)\nimport struct Module.Name", importLines: 2)
    }

    @Test func importAcrossLinesAndBeforeASemicolon() {
        Self.expectFeedController(after: "import class\n    UIKit.UIView", importLines: 2)
        let project = Project.build(sources: [("A.swift", "import class UIKit.UIView; class A: UIViewController {}\n")])
        #expect(project.controllers.map(\.name) == ["A"])
    }

    @Test func importInsideConditionalCompilation() {
        Self.expectFeedController(after: "#if canImport(UIKit)\nimport class UIKit.UIScreen\n#else\nimport enum AppKit.NSEvent\n#endif", importLines: 5)
    }

    @Test func operatorAndSubmoduleImports() {
        Self.expectFeedController(after: "import func Swift.+\nimport Darwin.C.stdlib", importLines: 2)
    }

    /// The shape that lost 31 controllers: a scoped import, then the two largest classes.
    @Test func scopedImportBeforeTwoControllers() {
        let text = """
            import class Module.Name
            final class FirstViewController: UIViewController {
                func a() {}
            }
            final class SecondViewController: UIViewController {
                func b() {}
            }
            """
        let project = Project.build(sources: [("Two.swift", text)])
        #expect(project.controllers.map(\.name).sorted() == ["FirstViewController", "SecondViewController"])
        #expect(project.controllers.map(\.bodyLines) == [1, 1])
    }
}
