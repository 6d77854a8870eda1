import Testing
@testable import VCLintCore

/// Two Swift extensions that declare the same member cannot be built into one target: an iOS
/// file and a tvOS file of one controller. Only the larger counts toward its length.
@Suite struct AlternativeExtensionTests {
    static let body = ("Player.swift", """
        final class PlayerViewController: UIViewController {
            var item: Item?
            func play() { start() }
        }
        """)
    static func platform(_ name: String, lines: Int) -> (String, String) {
        let statements = (0..<lines).map { "        step\($0)()" }.joined(separator: "\n")
        return ("Player+\(name).swift", """
            extension PlayerViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
            \(statements)
                }
                var controlsHidden: Bool { true }
            }
            """)
    }

    func lint(_ sources: [(String, String)], warning: Int) -> (Controller?, [String]) {
        let project = Project.build(sources: sources)
        var rule = ControllerLengthRule()
        rule.warning = warning
        return (project.controllers.first, Linter(rules: [rule]).lint(project).map(\.message))
    }

    @Test func ofTwoPlatformsOnlyTheLargerExtensionCounts() throws {
        let (controller, messages) = lint([Self.body, Self.platform("iOS", lines: 6), Self.platform("tvOS", lines: 3)], warning: 5)
        let found = try #require(controller)
        #expect(found.bodyLines == 2)
        #expect(found.extensionLines == 10)
        #expect(found.alternativeLines == 7)
        #expect(found.alternatives.count == 1)
        #expect(messages == ["PlayerViewController is 12 lines of code (class 2 + 1 extension in 1 file 10; not counted: 1 extension of 7 "
            + "repeating their members, which no target builds with them); limit 5. Move data sources, networking and view building out of it."])
    }

    @Test func overloadsAndDistinctMembersAllCount() throws {
        let (controller, _) = lint([Self.body,
            ("Player+Items.swift", "extension PlayerViewController {\n    func show(_ item: Item) { play() }\n}\n"),
            ("Player+Users.swift", "extension PlayerViewController {\n    func show(_ user: User) { play() }\n}\n"),
            Self.platform("iOS", lines: 2)], warning: 300)
        let found = try #require(controller)
        #expect(found.alternatives.isEmpty)
        #expect(found.extensionLines == 1 + 1 + 6)
    }

    @Test func anExtensionRepeatingTheClassBodyIsNotCounted() throws {
        let (controller, _) = lint([Self.body, ("Stale.swift", "extension PlayerViewController {\n    func play() { start() }\n    func stop() {}\n}\n")],
                                   warning: 300)
        let found = try #require(controller)
        #expect(found.extensionLines == 0)
        #expect(found.alternativeLines == 2)
    }
}
