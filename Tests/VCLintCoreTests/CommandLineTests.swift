import Foundation
import Testing
@testable import VCLintCore

@Suite struct CommandLineTests {
    @Test func helpAndVersion() {
        #expect(VCLintCommand.run(["--version"]).standardOutput == VCLintCommand.version + "\n")
        let main = VCLintCommand.run(["--help"])
        #expect(main.exitCode == .success)
        for subcommand in Subcommand.allCases { #expect(main.standardOutput.contains("\n  \(subcommand.rawValue)")) }
        #expect(VCLintCommand.run(["help"]).standardOutput == main.standardOutput)
        for subcommand in Subcommand.allCases {
            let viaHelp = VCLintCommand.run(["help", subcommand.rawValue])
            #expect(viaHelp.exitCode == .success)
            #expect(viaHelp.standardOutput.contains("USAGE: \(subcommand.usage)"))
            #expect(VCLintCommand.run([subcommand.rawValue, "--help"]).standardOutput == viaHelp.standardOutput)
        }
        let lintHelp = VCLintCommand.run(["help", "lint"]).standardOutput
        for format in ReportFormat.allCases { #expect(lintHelp.contains(format.rawValue)) }
        for option in ["--config", "--format", "--output", "--strict", "--quiet", "--baseline", "--write-baseline", "--jobs"] {
            #expect(lintHelp.contains("  \(option)"))
        }
        let unknown = VCLintCommand.run(["help", "metric"])
        #expect(unknown.exitCode == .toolFailure)
        #expect(unknown.standardError.hasPrefix("error: unknown subcommand 'metric'; did you mean 'metrics'?\nUsage: "))
    }

    @Test func usageErrorsLookLikeSwiftsOwnTools() {
        let result = VCLintCommand.run(["--frmat", "json"])
        #expect(result.exitCode == .toolFailure)
        #expect(result.standardOutput == "")
        #expect(result.standardError == """
            error: unknown option '--frmat'; did you mean '--format'?
            Usage: vclint [lint] [<paths> …] [<options>]
              See 'vclint help lint' for more information.

            """)
        let cases: [([String], String)] = [
            (["lint", "--format", "txt"], "error: invalid value 'txt' for '--format'; did you mean 'text'?"),
            (["--format"], "error: missing value for '--format <format>'"),
            (["--jobs", "0"], "error: invalid value '0' for '--jobs'; expected a positive integer"),
            (["--jobs=many"], "error: invalid value 'many' for '--jobs'; expected a positive integer"),
            (["--strict=yes"], "error: '--strict' takes no value"),
            (["metrics", "--format", "xml"], "error: invalid value 'xml' for '--format'; expected one of: text, json, csv"),
            (["metrics", "--strict"], "error: unknown option '--strict'"),
            (["metics"], "error: unknown subcommand 'metics'; did you mean 'metrics'?"),
            (["tokens"], "error: 'tokens' takes exactly one file"),
            (["outline", "a.swift", "b.swift"], "error: 'outline' takes exactly one file"),
            (["rules", "a", "b"], "error: 'rules' takes at most one rule id"),
            (["init", "a", "b"], "error: 'init' takes at most one directory"),
            (["--help=1"], "error: '--help' takes no value"),
            (["--reporter", "json"], "error: unknown option '--reporter'; vclint's name for it is '--format'"),
            (["init", ""], "error: 'init' needs a directory name, not an empty one"),
            (["init", "/no/such/folder"], "error: '/no/such/folder' is not a directory"),
        ]
        for (arguments, message) in cases {
            let result = VCLintCommand.run(arguments)
            #expect(result.exitCode == .toolFailure, "\(arguments)")
            #expect(result.standardError.hasPrefix(message + "\n"), "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains("\nUsage: vclint"), "\(arguments)")
        }
    }

    @Test func lintOptionsParseIntoTheirFields() throws {
        let parsed = try ArgumentParser.parse([
            "--config", "c.yml", "--format=text", "--output", "out.txt", "--strict", "--quiet", "--force-exclude",
            "--baseline", "base.json", "--write-baseline", "new.json", "--jobs", "3", "App", "--", "-odd-name.swift",
        ], for: .lint)
        let options = try LintOptions(parsed)
        var expected = LintOptions()
        expected.paths = ["App", "-odd-name.swift"]
        expected.configPath = "c.yml"
        expected.format = .text
        expected.outputPath = "out.txt"
        (expected.strict, expected.quiet, expected.forceExclude) = (true, true, true)
        (expected.baselinePath, expected.writeBaselinePath) = ("base.json", "new.json")
        expected.jobs = 3
        #expect(options == expected)
        #expect(try LintOptions(ArgumentParser.parse([], for: .lint)).paths == ["."])
    }

    @Test func everyFormatIsAccepted() {
        let tree = TemporaryDirectory()
        tree.write("A.swift", FixtureSource.controllerWithContainmentMistake("AViewController"))
        for format in ReportFormat.allCases {
            let result = VCLintCommand.run(["--format", format.rawValue, tree.path])
            #expect(result.exitCode == .success, "\(format)")
            #expect(result.standardOutput == format.render(lintReport(tree)), "\(format)")
        }
    }

    func lintReport(_ tree: TemporaryDirectory) -> LintReport {
        var scanner = ProjectScanner()
        scanner.jobs = 1
        let project = scanner.scan([tree.path])
        return LintReport(files: project.files.count, controllers: project.controllers.count,
                          violations: Linter(jobs: 1).lint(project))
    }
}

@Suite struct LintCommandTests {
    @Test func cleanTreeExitsZeroWithASummary() {
        let tree = TemporaryDirectory()
        tree.write("App/Clean.swift", FixtureSource.cleanController("CleanViewController"))
        let result = VCLintCommand.run([tree.path])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "vclint: 0 errors, 0 warnings in 1 controller (1 file)\n")
        #expect(VCLintCommand.run(["lint", "--quiet", tree.path]).standardError == "")
    }

    @Test func theSummaryCountsSwiftUIScreensAndViewModelsBesideControllers() throws {
        let tree = TemporaryDirectory()
        tree.write("App/Clean.swift", FixtureSource.cleanController("CleanViewController"))
        tree.write("App/Feed.swift", """
            import SwiftUI
            final class FeedViewModel: ObservableObject { @Published var items: [String] = [] }
            struct FeedView: View {
                @StateObject var model = FeedViewModel()
                var body: some View { List(model.items, id: \\.self) { Text($0) } }
            }
            """)
        let result = VCLintCommand.run([tree.path])
        #expect(result.standardError == "vclint: 0 errors, 0 warnings in 1 controller, 1 SwiftUI screen and 1 view model (2 files)\n")
        let json = VCLintCommand.run(["--format", "json", tree.path]).standardOutput
        #expect(json.contains("\"screens\" : 1,") && json.contains("\"view_models\" : 1,"))
    }

    @Test func errorsFailWarningsOnlyWithStrict() {
        let tree = TemporaryDirectory()
        tree.write("Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        let warnings = VCLintCommand.run([tree.path])
        #expect(warnings.exitCode == .success)
        #expect(warnings.standardOutput == "\(tree.path)/Small.swift:3:9: warning: `addChild(child)` is not followed by `child.didMove(toParent: self)` in `embed(_:)`: the child is never told the move has finished. (child_containment)\n")
        #expect(VCLintCommand.run(["--strict", tree.path]).exitCode == .violations)

        tree.write("Big.swift", FixtureSource.longController("BigViewController", lines: 600))
        let errors = VCLintCommand.run(["--quiet", tree.path])
        #expect(errors.exitCode == .violations)
        #expect(errors.standardOutput.contains("Big.swift:1:7: error: BigViewController is 600 lines of code"))
        #expect(errors.standardError == "")
    }

    @Test func theConfigurationShapesTheRun() {
        let tree = TemporaryDirectory()
        tree.write("App/Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        tree.write("App/Generated/Big.swift", FixtureSource.longController("BigViewController", lines: 600))
        tree.write("App/Medium.swift", FixtureSource.longController("MediumViewController", lines: 50))
        tree.write("config/.vclint.yml", """
            excluded: [App/Generated]
            disabled_rules: [child_containment]
            rules:
              controller_length:
                warning: 20
                error: 40
            """)
        // The globs are relative to the configuration's directory: `config/`, not the tree.
        let misplaced = VCLintCommand.run(["--config", tree.path + "/config/.vclint.yml", tree.path])
        #expect(misplaced.standardOutput.contains("BigViewController"))

        tree.write(".vclint.yml", "excluded: [App/Generated]\ndisabled_rules: [child_containment, missing_view_model]\nrules:\n  controller_length:\n    warning: 20\n    error: 40\n")
        let result = VCLintCommand.run(["--config", tree.path + "/.vclint.yml", tree.path])
        #expect(result.exitCode == .violations)
        #expect(result.standardOutput.split(separator: "\n").map { $0.split(separator: " ")[1] } == ["error:"])
        #expect(result.standardOutput.contains("App/Medium.swift:1:7: error: MediumViewController is 50 lines of code"))
        #expect(result.standardError == "vclint: 1 error, 0 warnings in 2 controllers (2 files)\n")
    }

    @Test func configurationProblemsExitTwo() {
        let tree = TemporaryDirectory()
        tree.write("A.swift", FixtureSource.cleanController("AViewController"))
        tree.write("bad.yml", "rules:\n  controller_length:\n    warning: 400\n    error: 300\n")
        let bad = VCLintCommand.run(["--config", tree.path + "/bad.yml", tree.path])
        #expect(bad.exitCode == .toolFailure)
        #expect(bad.standardOutput == "")
        #expect(bad.standardError == "\(tree.path)/bad.yml:2: error: 'error' (300) must not be below 'warning' (400) in 'rules: controller_length'\n")
        let missing = VCLintCommand.run(["--config", tree.path + "/none.yml", tree.path])
        #expect(missing.exitCode == .toolFailure)
        #expect(missing.standardError == "\(tree.path)/none.yml: error: no such file or directory\n")
    }

    @Test func missingPathsExitTwoAfterLintingTheRest() {
        let tree = TemporaryDirectory()
        tree.write("Big.swift", FixtureSource.longController("BigViewController", lines: 600))
        let result = VCLintCommand.run([tree.path, tree.path + "/nope"])
        #expect(result.exitCode == .toolFailure)
        #expect(result.standardOutput.contains("Big.swift:1:7: error:"))
        #expect(result.standardError.hasPrefix("error: \(tree.path)/nope: no such file or directory\nvclint: 1 error, 0 warnings"))
        #expect(result.standardError.hasSuffix("; 1 file error\n"))
    }

    @Test func outputGoesToTheFileAndTheSummaryToStandardError() throws {
        let tree = TemporaryDirectory()
        tree.write("Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        let report = tree.path + "/report.txt"
        let result = VCLintCommand.run(["--output", report, tree.path + "/Small.swift"])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "vclint: 0 errors, 1 warning in 1 controller (1 file)\n")
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("Small.swift:3:9: warning:"))
        let unwritable = VCLintCommand.run(["--output", tree.path + "/no/such/dir/r.txt", tree.path + "/Small.swift"])
        #expect(unwritable.exitCode == .toolFailure)
        #expect(unwritable.standardError.hasPrefix("error: cannot write '\(tree.path)/no/such/dir/r.txt': No such file or directory\n"))
    }

    @Test func parallelAndSerialRunsGiveTheSameBytes() {
        let tree = TemporaryDirectory()
        for index in 0..<12 {
            tree.write("App/Feature\(index)/VC\(index).swift", index % 3 == 0
                ? FixtureSource.longController("VC\(index)", lines: 320 + index * 20)
                : FixtureSource.controllerWithContainmentMistake("VC\(index)"))
        }
        for format in ReportFormat.allCases {
            let serial = VCLintCommand.run(["--format", format.rawValue, "--jobs", "1", tree.path])
            let parallel = VCLintCommand.run(["--format", format.rawValue, "--jobs", "2", tree.path])
            #expect(serial.standardOutput == parallel.standardOutput)
            #expect(serial.standardError == parallel.standardError)
        }
    }

    @Test func baselineHookIsTheOnePlaceBaselinesAreApplied() {
        var report = LintReport(files: 0, controllers: 0, violations: [])
        let visibility = BaselineVisibility(anchor: BaselineAnchor(), project: Project.build(sources: []), paths: ["."], scope: nil)
        #expect(throws: Never.self) { _ = try LintCommand.applyBaseline(to: &report, LintOptions(), visibility: visibility) }
    }
}

@Suite struct RulesAndInitCommandTests {
    @Test func rulesListsEveryRuleWithItsOptions() {
        let result = VCLintCommand.run(["rules"])
        #expect(result.exitCode == .success)
        for type in RuleRegistry.all {
            let runs = type.isOptIn ? "opt-in" : "on by default"
            #expect(result.standardOutput.contains("\(type.id) (\(runs), \(type.init().severity.rawValue))\n  \(type.description.summary)\n"))
            for option in type.optionSummaries { #expect(result.standardOutput.contains("    \(option.key): \(option.defaultValue)  (")) }
        }
    }

    @Test func rulesPrintsOneDocument() {
        for type in RuleRegistry.all {
            let result = VCLintCommand.run(["rules", type.id])
            #expect(result.exitCode == .success)
            #expect(result.standardOutput == RuleDocument.markdown(for: type) || result.standardOutput == RuleDocument.markdown(for: type) + "\n")
        }
        let unknown = VCLintCommand.run(["rules", "controler_length"])
        #expect(unknown.exitCode == .toolFailure)
        #expect(unknown.standardError == "error: unknown rule 'controler_length'; did you mean 'controller_length'?\n  Run 'vclint rules' to list every rule.\n")
    }

    /// `vclint version` is the version, not a path to lint, unless a file of that name is there.
    @Test func versionAsAWordPrintsTheVersion() throws {
        let tree = TemporaryDirectory()
        let outcome = try BuiltVCLint.run(["version"], in: tree.path)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == VCLintCommand.version + "\n")
        tree.write("version/Clean.swift", FixtureSource.controllerWithContainmentMistake("CleanViewController"))
        let linted = try BuiltVCLint.run(["version"], in: tree.path)
        #expect(linted.standardOutput.hasPrefix("version/Clean.swift:3:9: warning:"), "\(linted.standardOutput)")
    }

    @Test func initWritesTheTemplateOnceAndItLintsLikeTheDefaults() throws {
        let tree = TemporaryDirectory()
        let first = VCLintCommand.run(["init", tree.path])
        #expect(first.exitCode == .success)
        let path = tree.path + "/.vclint.yml"
        // An empty tree gives no evidence: the fitted file is the template, every setting at its default.
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("# vclint configuration, fitted to this tree"))
        #expect(try Configuration.load(path: path) == { var c = Configuration(); c.directory = tree.path; return c }())

        try "# mine\n".write(toFile: path, atomically: true, encoding: .utf8)
        let second = VCLintCommand.run(["init", tree.path])
        #expect(second.exitCode == .toolFailure)
        #expect(second.standardError.contains("already exists; 'vclint init --diff' compares it with what the tree suggests"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# mine\n")
    }
}

@Suite struct MetricsAndTokensCommandTests {
    @Test func metricsUsesTheConfiguredBaseClassesAndGlobs() {
        let tree = TemporaryDirectory()
        tree.write("Room.swift", "class RoomViewController: MXKScreen {\n  var a = 1\n}")
        tree.write("Skipped/Other.swift", "class OtherViewController: MXKScreen {}")
        tree.write("vclint.yml", "controllers:\n  base_classes: [MXKScreen]\nexcluded: [Skipped]\n")
        let without = VCLintCommand.run(["metrics", "--format", "csv", tree.path])
        #expect(without.exitCode == .success)
        #expect(!without.standardOutput.contains("RoomViewController"))
        let with = VCLintCommand.run(["metrics", "--format", "csv", "--config", tree.path + "/vclint.yml", tree.path])
        #expect(with.exitCode == .success)
        #expect(with.standardOutput.contains("RoomViewController,"))
        #expect(!with.standardOutput.contains("OtherViewController"))
    }

    @Test func metricsBadConfigurationAndMissingPathsExitTwo() {
        let tree = TemporaryDirectory()
        tree.write("bad.yml", "controllers:\n  base_clases: [A]\n")
        let bad = VCLintCommand.run(["metrics", "--config", tree.path + "/bad.yml", tree.path])
        #expect(bad.exitCode == .toolFailure)
        #expect(bad.standardError == tree.path + "/bad.yml:2: error: unknown key 'base_clases' in 'controllers'; did you mean 'base_classes'?\n")
        tree.write("A.swift", "class A: UIViewController {}")
        let missing = VCLintCommand.run(["metrics", "--format", "csv", tree.path, tree.path + "/nope"])
        #expect(missing.exitCode == .toolFailure)
        #expect(missing.standardOutput.contains("\nA,"))
        #expect(missing.standardError.contains("nope: no such file or directory"))
    }

    @Test func tokensPrintsOneObjectPerToken() {
        let tree = TemporaryDirectory()
        tree.write("a.swift", "let x = \"open\n")
        let result = VCLintCommand.run(["tokens", tree.path + "/a.swift"])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput.split(separator: "\n").first == "{\"kind\": \"keyword\", \"offset\": 0, \"length\": 3, \"line\": 1, \"column\": 1}")
        #expect(result.standardOutput.split(separator: "\n").count == 9)
        #expect(result.standardError == tree.path + "/a.swift:1:9: error: unterminated string literal\n")
        let missing = VCLintCommand.run(["tokens", tree.path + "/missing.swift"])
        #expect(missing.exitCode == .toolFailure)
        #expect(missing.standardError == "error: \(tree.path)/missing.swift: no such file or directory\n")
    }
}
