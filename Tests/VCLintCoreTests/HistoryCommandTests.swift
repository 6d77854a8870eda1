import Foundation
import Testing
@testable import VCLintCore

/// `vclint history` as a user meets it: its errors, a shallow clone, and the pieces its
/// numbers come from (sampling, trend, the numstat log, tree objects).
@Suite(.timeLimit(.minutes(3))) struct HistoryCommandTests {
    /// A small repository: one controller grown over three commits.
    static func repository() throws -> ScriptedRepository {
        let repository = try ScriptedRepository()
        for count in 1...3 {
            repository.write("App/ListViewController.swift", ScriptedRepository.controller("ListViewController", methods: Array(0..<count)))
            try repository.commit("Step \(count)")
        }
        return repository
    }

    @Test func outsideARepositoryTheErrorNamesTheFolder() throws {
        let tree = HostileTree()
        let outcome = try tree.run(["history"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: '\(PathNames.absolute(tree.path))' is not in a git repository"), "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func aRefThatNamesNoCommitIsNamed() throws {
        let repository = try Self.repository()
        let outcome = try repository.tree.run(["history", "--until", "no-such-branch"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: --until 'no-such-branch': not a commit in "), "\(outcome.standardError)")
    }

    /// A value git would read as an option never reaches git: nothing is written.
    @Test(arguments: ["--until=--output=Victim.swift", "--since=--output=Victim.swift", "--until=-p"])
    func aRefThatLooksLikeAnOptionIsRefused(argument: String) throws {
        let repository = try Self.repository()
        let outcome = try repository.tree.run(["history", argument])
        let option = String(argument.prefix { $0 != "=" })
        let value = String(argument.dropFirst(option.count + 1))
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: \(option) '\(value)': "), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("would be read as an option"))
        #expect(!FileManager.default.fileExists(atPath: repository.path + "/Victim.swift"))
    }

    @Test func everyAndMonthlyTogetherAreAUsageError() throws {
        let repository = try Self.repository()
        let outcome = try repository.tree.run(["history", "--every", "2", "--monthly"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("--every and --monthly"))
    }

    @Test func aShallowCloneSaysHowFarBackItReaches() throws {
        let repository = try Self.repository()
        let clones = TemporaryDirectory()
        try repository.git(["clone", "-q", "--depth", "2", "file://" + repository.path, clones.path + "/shallow"])
        // git's own record of where the clone was cut.
        let boundary = try String(contentsOfFile: clones.path + "/shallow/.git/shallow", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let outcome = try HostileTree.run(vclintIn: clones.path + "/shallow", ["history", "--since", "2000-01-01", "--every", "1"], timeout: 60)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let note = try #require(outcome.standardError.split(separator: "\n").first { $0.hasPrefix("note: shallow clone") })
        #expect(boundary.count == 1)
        #expect(note.contains("reaches back only to \(boundary[0])"), "\(note)")
        // Two commits reached, two samples.
        #expect(outcome.standardOutput.hasPrefix("2 samples (every commit) of 2 mainline commits"), "\(outcome.standardOutput)")
        let quiet = try HostileTree.run(vclintIn: clones.path + "/shallow", ["history", "--since", "2000-01-01", "--quiet"], timeout: 60)
        #expect(quiet.standardError.isEmpty)
    }

    @Test func theTextTableRanksByScoreAndExplainsIt() throws {
        let repository = try Self.repository()
        let outcome = try repository.tree.run(["history", "--since", "2000-01-01", "--every", "1"], timeout: 60)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("Score") && $0.contains("Controller") })
        // ListViewController: 3 methods of 3 code lines now, 3 commits touched it: score 27.
        #expect(lines.contains { $0.split(separator: " ") == ["27", "9", "+6", "grew", "3", "1", "ListViewController"] }, "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("score = lines now × commits touching its files"))
    }

    @Test func outputGoesToTheNamedFile() throws {
        let repository = try Self.repository()
        let outcome = try repository.tree.run(["history", "--since", "2000-01-01", "--format", "csv", "--output", "history.csv"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
        #expect(repository.tree.contents("history.csv")?.hasPrefix("commit,date,controller,lines,language,files\r\n") == true)
    }

    @Test func outputNeverReplacesASourceOrTheConfiguration() throws {
        let repository = try Self.repository()
        repository.tree.write(".vclint.yml", "excluded: []\n")
        let before = repository.tree.contents("App/ListViewController.swift")
        let source = try repository.tree.run(["history", "--output", "App/ListViewController.swift"])
        #expect(source.status == 2 && source.standardError.contains("is a Swift or Objective-C source file"), "\(source.standardError)")
        let configuration = try repository.tree.run(["history", "--config", ".vclint.yml", "--output", ".vclint.yml"])
        #expect(configuration.status == 2 && configuration.standardError.contains("name the same file"), "\(configuration.standardError)")
        #expect(repository.tree.contents(".vclint.yml") == "excluded: []\n")
        #expect(before != nil && repository.tree.contents("App/ListViewController.swift") == before)
    }

    /// Two targets, each with its own `SettingsViewController`: two controllers, told apart by
    /// their class's file, as `metrics` lists two rows.
    @Test func twoClassesOfOneNameInTwoTargetsStayTwoControllers() throws {
        let repository = try ScriptedRepository()
        repository.write("Mac/SettingsViewController.swift", ScriptedRepository.controller("SettingsViewController", methods: [0]))
        repository.write("iOS/SettingsViewController.swift", ScriptedRepository.controller("SettingsViewController", methods: [0, 1]))
        try repository.commit("Two targets")
        var options = HistoryRun.Options()
        options.directory = repository.path
        options.since = "2000-01-01"
        let sample = try #require(try HistoryRun(options: options).run().report.samples.last)
        let settings = sample.controllers.filter { $0.name.hasPrefix("SettingsViewController") }
        #expect(settings.map(\.name) == ["SettingsViewController (Mac/SettingsViewController.swift)",
                                         "SettingsViewController (iOS/SettingsViewController.swift)"])
        #expect(settings.map(\.lines) == [3, 6])
    }

    @Test func monthlySamplingTakesEachMonthsLastCommit() {
        // 2024-01-31 23:00, 2024-02-01 01:00, 2024-02-29 12:00, 2024-03-01 00:00 (UTC).
        let times = [1_706_742_000, 1_706_749_200, 1_709_208_000, 1_709_251_200]
        let commits = times.reversed().enumerated().map { CommitStamp(id: "c\($0.offset)", time: $0.element, date: "") }
        let samples = HistorySampling.monthly.samples(commits)
        #expect(samples.map(\.time) == [1_706_742_000, 1_709_208_000, 1_709_251_200])
        #expect(HistorySampling.month(of: 0) == 0)
        #expect(HistorySampling.month(of: 1_709_208_000) == (2024 - 1970) * 12 + 1)
        #expect(HistorySampling.every(2).samples(commits).map(\.time) == [1_706_749_200, 1_709_251_200])
    }

    @Test func trendIsFlatWithinFivePercent() {
        #expect(Hotspot.trend(from: 100, to: 105) == .flat)
        #expect(Hotspot.trend(from: 100, to: 95) == .flat)
        #expect(Hotspot.trend(from: 100, to: 106) == .grew)
        #expect(Hotspot.trend(from: 100, to: 94) == .shrank)
        #expect(Hotspot.trend(from: 0, to: 10) == .grew)
        #expect(Hotspot.trend(from: 0, to: 0) == .flat)
    }

    @Test func theNumstatLogReadsRenamesBinaryFilesAndRawNames() {
        var output: [UInt8] = Array("\u{1}aaa\tAda Lovelace\tAda@Example.com".utf8) + [0, 0x0A]
        output += Array("3\t1\tApp/A.swift".utf8) + [0]
        output += Array("0\t0\t".utf8) + [0] + Array("Old/B.swift".utf8) + [0] + Array("New/B.swift".utf8) + [0]
        output += Array("-\t-\tImage.png".utf8) + [0]
        output += Array("\u{1}bbb\t\tBob@example.com".utf8) + [0, 0x0A] + Array("1\t0\tCaf".utf8) + [0xE9] + Array(".swift".utf8) + [0]
        let log = ChangeLog(output: output)
        #expect(log.commits.map(\.id) == ["aaa", "bbb"])
        // Authors by name, as .mailmap gives it; by email when the name is empty.
        #expect(log.commits.map(\.author) == ["Ada Lovelace", "bob@example.com"])
        #expect(log.commits[0].changes == [
            ChangeLog.Change(path: "App/A.swift", added: 3, removed: 1),
            ChangeLog.Change(path: "New/B.swift", oldPath: "Old/B.swift", added: 0, removed: 0),
            ChangeLog.Change(path: "Image.png", added: nil, removed: nil),
        ])
        #expect(log.commits[1].changes.map(\.path) == ["Caf\u{10FFE9}.swift"])
    }

    /// The fallback when git cannot diff: `--raw` names the files, with no line counts.
    @Test func theRawLogNamesFilesWithoutLineCounts() {
        var output: [UInt8] = Array("\u{1}aaa\tada@example.com".utf8) + [0, 0x0A]
        output += Array(":100644 100644 1111 2222 M".utf8) + [0] + Array("App/A.swift".utf8) + [0]
        output += Array(":000000 100644 0000 3333 A".utf8) + [0] + Array("App/B.swift".utf8) + [0]
        let log = ChangeLog(output: output)
        #expect(log.commits.map(\.id) == ["aaa"])
        #expect(log.commits[0].changes == [ChangeLog.Change(path: "App/A.swift", added: nil, removed: nil),
                                           ChangeLog.Change(path: "App/B.swift", added: nil, removed: nil)])
    }

    @Test func aTreeObjectsEntriesKeepTheirKindsAndRawNames() {
        let id = [UInt8](repeating: 0xAB, count: 20)
        var bytes: [UInt8] = Array("100644 A.swift".utf8) + [0] + id
        bytes += Array("40000 Sub".utf8) + [0] + id
        bytes += Array("160000 Lib".utf8) + [0] + id
        bytes += Array("120000 Link.swift".utf8) + [0] + id
        bytes += Array("100755 Caf".utf8) + [0xE9] + Array(".m".utf8) + [0] + id
        let entries = GitTreeObject(bytes: bytes, idLength: 20).entries
        #expect(entries.map(\.kind) == [.file, .tree, .submodule, .symbolicLink, .file])
        #expect(entries.map(\.name) == ["A.swift", "Sub", "Lib", "Link.swift", "Caf\u{10FFE9}.m"])
        #expect(entries.allSatisfy { $0.id == String(repeating: "ab", count: 20) })
    }

    @Test func pathsTypedInASubfolderBecomeTreePaths() {
        #expect(HistoryRun.treePath(".", prefix: "") == "")
        #expect(HistoryRun.treePath(".", prefix: "App/") == "App")
        #expect(HistoryRun.treePath("../Shared/", prefix: "App/") == "Shared")
        #expect(HistoryRun.treePath("Screens/./Feed.swift", prefix: "") == "Screens/Feed.swift")
    }
}
