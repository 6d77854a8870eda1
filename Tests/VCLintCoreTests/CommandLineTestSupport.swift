import Foundation
@testable import VCLintCore

/// The package's root directory, found from this file's path.
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// Swift text for test trees, written here so every fixture says what it triggers.
enum FixtureSource {
    /// A controller of `lines` code lines: over 500 is an error of `controller_length`.
    static func longController(_ name: String, lines: Int) -> String {
        "final class \(name): UIViewController {\n"
            + String(repeating: "    private let value = 1\n", count: lines)
            + "}\n"
    }

    /// A small controller that adds a child and never tells it the move finished: one
    /// `child_containment` warning at 3:9, nothing else.
    static func controllerWithContainmentMistake(_ name: String) -> String {
        "final class \(name): UIViewController {\n    func embed(_ child: UIViewController) {\n        addChild(child)\n"
            + "        view.addSubview(child.view)\n    }\n}\n"
    }

    /// A small controller no rule complains about.
    static func cleanController(_ name: String) -> String {
        "final class \(name): UIViewController {\n    private let title = \"\(name)\"\n}\n"
    }
}
