import Foundation
import Testing

/// Baselines and annotations through the real executable.
@Suite struct EndToEndBaselineTests {
    @Test func aBaselineHidesRecordedFindingsAfterLinesAreInsertedAbove() throws {
        let tree = TemporaryDirectory()
        tree.write(".vclint.yml", "opt_in_rules: [missing_view_model]\n")
        tree.write("Feed.swift", FixtureSource.longController("FeedViewController", lines: 520))
        tree.write("Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        let first = try BuiltVCLint.run(["--write-baseline", "baseline.json"], in: tree.path)
        #expect(first.status == 0)  // recording a baseline succeeds, even with an error among the findings
        let baseline = try String(contentsOfFile: tree.path + "/baseline.json", encoding: .utf8)
        #expect(baseline.contains("\"controller_length\"") && baseline.contains("\"child_containment\""))

        // Unrelated edits move every finding down; a new finding appears in another file.
        tree.write("Feed.swift", "import UIKit\n\n// A new header comment.\n" + FixtureSource.longController("FeedViewController", lines: 520))
        tree.write("Small.swift", "import UIKit\n\n" + FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        tree.write("New.swift", FixtureSource.controllerWithContainmentMistake("NewViewController"))
        let second = try BuiltVCLint.run(["--baseline", "baseline.json", "--format", "json"], in: tree.path)
        #expect(second.status == 0, "\(second.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(second.standardOutput.utf8)) as? [String: Any])
        let violations = try #require(json["violations"] as? [[String: Any]])
        #expect(violations.map { $0["path"] as? String } == ["New.swift"])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["baselined"] as? Int == 3)  // controller_length, missing_view_model, child_containment
        #expect(second.standardError.contains("3 hidden by the baseline, 0 baseline entries fixed"))

        // Fixing a finding shows up as a fixed baseline entry.
        tree.write("Feed.swift", FixtureSource.cleanController("FeedViewController"))
        let third = try BuiltVCLint.run(["--baseline", "baseline.json"], in: tree.path)
        #expect(third.status == 0)
        #expect(third.standardError.contains("1 hidden by the baseline, 2 baseline entries fixed"), "\(third.standardError)")
    }

    /// The ratchet: a baselined controller that grows is shown again; one that shrinks stays hidden.
    @Test func aBaselinedControllerThatGrowsIsShownAgainAndOneThatShrinksIsNot() throws {
        let tree = TemporaryDirectory()
        tree.write(".vclint.yml", "opt_in_rules: [missing_view_model]\n")  // two whole-controller findings that ratchet
        tree.write("Feed.swift", FixtureSource.longController("FeedViewController", lines: 520))
        tree.write("Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        #expect(try BuiltVCLint.run(["--write-baseline", "baseline.json"], in: tree.path).status == 0)
        let baseline = try String(contentsOfFile: tree.path + "/baseline.json", encoding: .utf8)
        #expect(baseline.contains("\"measured\" : 520"))

        tree.write("Feed.swift", FixtureSource.longController("FeedViewController", lines: 500))
        let shrunk = try BuiltVCLint.run(["--baseline", "baseline.json"], in: tree.path)
        #expect(shrunk.status == 0 && shrunk.standardOutput.isEmpty, "\(shrunk.standardOutput)")

        tree.write("Feed.swift", FixtureSource.longController("FeedViewController", lines: 521))
        let grown = try BuiltVCLint.run(["--baseline", "baseline.json"], in: tree.path)
        #expect(grown.status == 1)
        let lines = grown.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)  // controller_length and missing_view_model; Small's finding stays hidden
        #expect(lines.allSatisfy { $0.hasPrefix("Feed.swift:1:7: ") && $0.contains("521 lines") })
        #expect(grown.standardError.contains("1 hidden by the baseline, 0 baseline entries fixed"), "\(grown.standardError)")
        // Each format says what the baseline recorded, and that the finding is worse, not new.
        #expect(lines.allSatisfy { $0.contains("(the baseline recorded 520)") }, "\(grown.standardOutput)")
        let json = try BuiltVCLint.run(["--baseline", "baseline.json", "--format", "json"], in: tree.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let violations = try #require(object["violations"] as? [[String: Any]])
        #expect(violations.map { $0["baseline"] as? String } == ["worse", "worse"])
        let sarif = try BuiltVCLint.run(["--baseline", "baseline.json", "--format", "sarif"], in: tree.path)
        #expect(sarif.standardOutput.components(separatedBy: "\"baselineState\" : \"updated\"").count == 3, "\(sarif.standardOutput.prefix(300))")
        tree.write("New.swift", FixtureSource.controllerWithContainmentMistake("NewViewController"))
        let fresh = try BuiltVCLint.run(["--baseline", "baseline.json", "--format", "sarif"], in: tree.path)
        #expect(fresh.standardOutput.contains("\"baselineState\" : \"new\""))
    }

    @Test func aBrokenBaselineIsAToolFailureNamingTheFile() throws {
        let tree = TemporaryDirectory()
        tree.write("Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        tree.write("baseline.json", "{ not json")
        let broken = try BuiltVCLint.run(["--baseline", "baseline.json"], in: tree.path)
        #expect(broken.status == 2)
        #expect(broken.standardError.hasPrefix("baseline.json: error: the baseline is not valid JSON"))
        let missing = try BuiltVCLint.run(["--baseline", "absent.json"], in: tree.path)
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("absent.json: error: cannot read the baseline"))
    }

    /// A file name with a newline, a comma, a colon and a percent sign cannot start a second
    /// workflow command or break out of the `file` property.
    @Test func githubAnnotationsEscapeHostileFileNames() throws {
        let tree = TemporaryDirectory()
        let names = ["Evil\n::error::pwned.swift", "a,b:c%d.swift", "Ünïcødé \"quoted\".swift"]
        for (index, name) in names.enumerated() {
            tree.write(name, FixtureSource.controllerWithContainmentMistake("Evil\(index)ViewController"))
        }
        let outcome = try BuiltVCLint.run(["--format", "github"], in: tree.path)
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == names.count)
        #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") })
        #expect(!outcome.standardOutput.contains("\n::error"))
        #expect(lines.contains { $0.hasPrefix("::warning file=Evil%0A%3A%3Aerror%3A%3Apwned.swift,line=3,col=9,") })
        #expect(lines.contains { $0.hasPrefix("::warning file=a%2Cb%3Ac%25d.swift,line=3,") })
    }
}
