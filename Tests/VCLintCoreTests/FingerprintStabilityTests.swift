import Foundation
import Testing
@testable import VCLintCore

/// The same findings keep the same identity in every format that carries one (`FindingIdentity`)
/// when lines are inserted above them and when a controller's extension moves to another file.
@Suite struct FingerprintStabilityTests {
    static let controller = """
        final class FeedViewController: UIViewController {
            var item = 0
            func load() {
                URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume()
            }
        }
        final class FeedOpener {
            func open() {
                let feed = FeedViewController()
                feed.item = 1
            }
        }

        """
    static let notesExtension = """
        extension FeedViewController {
            func showNotes(_ notes: UIViewController) {
                addChild(notes)
                view.addSubview(notes.view)
            }
            func showMore(_ notes: UIViewController) {
                addChild(notes)
                view.addSubview(notes.view)
            }
        }

        """

    static func report(_ files: [String: String]) -> LintReport {
        let tree = TemporaryDirectory()
        for (path, text) in files { tree.write(path, text) }
        let project = ProjectScanner().scan([tree.path])
        return LintReport(files: project.files.count, controllers: project.controllers.count, violations: Linter(rules: RuleRegistry.all.map { $0.init() }).lint(project))
    }

    /// Each format's identities, sorted, by format.
    static func identities(_ report: LintReport) throws -> [String: [String]] {
        func objects(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
        let json = try #require(try objects(JSONReporter.render(report)) as? [String: Any])
        let sarif = try #require(try objects(SARIFReporter.render(report)) as? [String: Any])
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let gitlab = try #require(try objects(GitLabReporter.render(report)) as? [[String: Any]])
        let bitbucket = try #require(try objects(BitbucketReporter.render(report)) as? [String: Any])
        let baseline = try Baseline.parse(Baseline(violations: report.violations).render(), path: "baseline.json")
        return [
            "json": ((json["violations"] as? [[String: Any]]) ?? []).compactMap { $0["fingerprint"] as? String }.sorted(),
            "sarif": results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }.sorted(),
            "gitlab": gitlab.compactMap { $0["fingerprint"] as? String }.sorted(),
            "bitbucket": ((bitbucket["annotations"] as? [[String: Any]]) ?? []).compactMap { $0["external_id"] as? String }.sorted(),
            "baseline": baseline.entries.map(\.fingerprint).sorted(),
        ]
    }

    @Test func insertedLinesAndAMovedExtensionKeepEveryIdentity() throws {
        let before = Self.report(["App/Feed.swift": Self.controller, "App/Feed+Notes.swift": Self.notesExtension])
        let rules = Set(before.violations.map(\.rule))
        #expect(rules.isSuperset(of: ["networking_in_controller", "public_mutable_param", "child_containment"]), "\(rules)")
        #expect(before.violations.filter { $0.rule == "child_containment" }.count == 2)

        let padding = String(repeating: "// a comment that moves every line down\n", count: 7)
        let shifted = Self.report(["App/Feed.swift": padding + Self.controller, "App/Feed+Notes.swift": padding + padding + Self.notesExtension])
        let moved = Self.report(["App/Feed.swift": Self.controller, "Features/Notes/FeedNotes.swift": padding + Self.notesExtension])
        #expect(shifted.violations.map(\.location.line) != before.violations.map(\.location.line))
        #expect(moved.violations.map(\.location.path) != before.violations.map(\.location.path))

        let expected = try Self.identities(before)
        #expect(expected.values.allSatisfy { $0.count == before.violations.count })
        #expect(expected["json"] == expected["baseline"])
        #expect(expected["json"] == expected["sarif"])
        #expect(try Self.identities(shifted) == expected)
        #expect(try Self.identities(moved) == expected)
    }
}
