import Foundation
import Testing
@testable import VCLintCore

/// The nearest `.vclint.yml` from the current directory up to the repository root.
@Suite struct ConfigurationDiscoveryTests {
    @Test func theNearestFileWinsWalkingUp() {
        let tree = TemporaryDirectory()
        tree.write(".git/HEAD", "ref: refs/heads/main\n")
        tree.write(".vclint.yml", "disabled_rules: [controller_length]\n")
        tree.write("App/Feature/Deep/x.swift", "")
        #expect(ConfigurationDiscovery.find(from: tree.path + "/App/Feature/Deep") == tree.path + "/App/Feature/Deep/../../../.vclint.yml")
        tree.write("App/.vclint.yml", "")
        #expect(ConfigurationDiscovery.find(from: tree.path + "/App/Feature/Deep") == tree.path + "/App/Feature/Deep/../../.vclint.yml")
        #expect(ConfigurationDiscovery.find(from: tree.path) == tree.path + "/.vclint.yml")
    }

    @Test func theSearchStopsAtTheRepositoryRoot() {
        let outer = TemporaryDirectory()
        outer.write(".vclint.yml", "disabled_rules: [controller_length]\n")
        // A worktree or submodule marks its root with a `.git` file, not a folder.
        outer.write("Repo/.git", "gitdir: /elsewhere\n")
        outer.write("Repo/Sources/x.swift", "")
        #expect(ConfigurationDiscovery.find(from: outer.path + "/Repo/Sources") == nil)
        #expect(ConfigurationDiscovery.find(from: outer.path + "/Repo") == nil)
        // Outside any repository the walk goes on up.
        outer.write("Loose/Sources/x.swift", "")
        #expect(ConfigurationDiscovery.find(from: outer.path + "/Loose/Sources") == outer.path + "/Loose/Sources/../../.vclint.yml")
    }

    @Test func relativeToTheCurrentDirectoryByDefault() {
        // From ".", candidates are written relative, so messages name `../.vclint.yml`.
        let found = ConfigurationDiscovery.find()
        #expect(found == nil || found == ".vclint.yml" || found!.hasPrefix("../"))
    }
}

/// Discovery through the built executable, run from a subfolder of a repository.
@Suite struct ConfigurationDiscoveryEndToEndTests {
    func repository() -> TemporaryDirectory {
        let tree = TemporaryDirectory()
        tree.write(".git/HEAD", "ref: refs/heads/main\n")
        tree.write("App/Screens/Big.swift", FixtureSource.longController("BigViewController", lines: 620))
        tree.write("App/Generated/Huge.swift", FixtureSource.longController("HugeViewController", lines: 620))
        return tree
    }

    @Test func aSubfolderUsesTheRepositorysConfigurationWithItsGlobs() throws {
        let tree = repository()
        // Globs stay relative to the configuration's folder, not to where vclint runs.
        tree.write(".vclint.yml", "excluded: [App/Generated]\nrules:\n  controller_length:\n    error: 1000\n")
        let outcome = try BuiltVCLint.run(["."], in: tree.path + "/App")
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("Screens/Big.swift:1:7: warning: BigViewController is 620 lines of code"))
        #expect(!outcome.standardOutput.contains("Huge"))
    }

    @Test func aBadAncestorConfigurationIsNamedByItsPath() throws {
        let tree = repository()
        tree.write(".vclint.yml", "rulez: []\n")
        let outcome = try BuiltVCLint.run([], in: tree.path + "/App/Screens")
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "../../.vclint.yml:1: error: unknown key 'rulez'; did you mean 'rules'?\n")
    }

    @Test func nothingAboveTheRepositoryRootIsRead() throws {
        let outer = TemporaryDirectory()
        outer.write(".vclint.yml", "rulez: []\n")
        outer.write("Repo/.git/HEAD", "ref: refs/heads/main\n")
        outer.write("Repo/Big.swift", FixtureSource.longController("BigViewController", lines: 620))
        let outcome = try BuiltVCLint.run([], in: outer.path + "/Repo")
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.hasPrefix("Big.swift:1:7: error:"))
    }

    @Test func configWins() throws {
        let tree = repository()
        tree.write(".vclint.yml", "rulez: []\n")
        tree.write("App/other.yml", "disabled_rules: [controller_length, missing_view_model]\n")
        let outcome = try BuiltVCLint.run(["--config", "other.yml", "Screens"], in: tree.path + "/App")
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "")
    }
}
