import Foundation
import Testing
@testable import VCLintCore

/// A repository scripted commit by commit, with fixed dates and two authors, as `history` reads it.
final class ScriptedRepository {
    let tree = HostileTree()
    var path: String { tree.path }
    private var day = 0

    init() throws {
        try git(["init", "-q", "-b", "main", "."])
    }

    static let authors = ["Ada": "ada@example.com", "Bob": "bob@example.com", "Cy": "cy@example.com"]

    /// `git <arguments>` in the repository, dated `day` days after 2023-11-14, by `author`.
    @discardableResult
    func git(_ arguments: [String], author: String = "Ada", in directory: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory ?? path, "-c", "user.name=\(author)", "-c", "user.email=\(Self.authors[author]!)",
                             "-c", "commit.gpgsign=false", "-c", "protocol.file.allow=always"] + arguments
        let date = "@\(1_700_000_000 + day * 86_400) +0000"
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date, "GIT_CONFIG_NOSYSTEM": "1", "HOME": path], uniquingKeysWith: { $1 })
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Stages everything and commits a day later than the last commit; the new commit's id.
    @discardableResult
    func commit(_ message: String, author: String = "Ada") throws -> String {
        day += 1
        try git(["add", "-A"])
        try git(["commit", "-q", "--allow-empty", "-m", message], author: author)
        return try git(["rev-parse", "HEAD"])
    }

    func write(_ relativePath: String, _ text: String) { tree.write(relativePath, text) }

    func remove(_ relativePath: String) throws { try FileManager.default.removeItem(atPath: path + "/" + relativePath) }

    /// A controller whose body is `methods.count` three-line methods: 3 code lines each.
    static func controller(_ name: String, methods: [Int]) -> String {
        "import UIKit\n\n// \(name) shows a screen.\nclass \(name): UIViewController {\n" + body(methods) + "}\n"
    }

    static func extensionOf(_ name: String, methods: [Int]) -> String {
        "import UIKit\n\nextension \(name) {\n" + body(methods) + "}\n"
    }

    private static func body(_ methods: [Int]) -> String {
        methods.map { "    func m\($0)() {\n        print(\($0))\n    }\n\n" }.joined()
    }
}

/// The history of one controller through growth, extensions, a move, a split, a deleted
/// extension and a renamed neighbour, checked sample by sample against `metrics` on the
/// commit's own files, exported with `git archive`.
@Suite(.serialized, .timeLimit(.minutes(5))) struct HistoryScenarioTests {
    /// What the script did, to check `history` against.
    struct Script {
        let repository: ScriptedRepository
        /// Mainline commits, oldest first, with FeedViewController's expected lines there.
        var mainline: [(id: String, feedLines: Int)] = []
        /// The side branch's commit: never a sample.
        var sideCommit = ""
        /// Non-merge commits touching FeedViewController's current files (class, Table extension).
        var feedCommits = 0
        var feedAuthors = Set<String>()
    }

    static let feedPath = "App/Screens/FeedViewController.swift"
    static let tablePath = "App/Feed/FeedViewController+Table.swift"

    static func script() throws -> Script {
        let repository = try ScriptedRepository()
        var script = Script(repository: repository)
        var classMethods = [0, 1]
        var table: [Int] = []
        var actions: [Int] = []
        var classFile = "App/Feed/FeedViewController.swift"
        var settingsName = "SettingsViewController"
        let names = ["Ada", "Bob"]

        func writeFeed() {
            repository.write(classFile, ScriptedRepository.controller("FeedViewController", methods: classMethods))
        }
        func record(_ id: String, touchesFeed: Bool, author: String) {
            script.mainline.append((id, 3 * (classMethods.count + table.count + actions.count)))
            if touchesFeed {
                script.feedCommits += 1
                script.feedAuthors.insert(author)
            }
        }

        writeFeed()
        repository.write("App/Settings/SettingsViewController.swift", ScriptedRepository.controller(settingsName, methods: [0, 1, 2]))
        repository.write("App/Model/Item.swift", "struct Item {\n    let id: Int\n}\n")
        record(try repository.commit("Start"), touchesFeed: true, author: "Ada")
        // Eleven commits of growth, by two authors.
        for step in 2..<13 {
            classMethods.append(step)
            writeFeed()
            let author = names[step % 2]
            record(try repository.commit("Grow \(step)", author: author), touchesFeed: true, author: author)
        }
        table = [100, 101]
        repository.write(tablePath, ScriptedRepository.extensionOf("FeedViewController", methods: table))
        record(try repository.commit("Table extension"), touchesFeed: true, author: "Ada")
        for step in 102..<104 {
            table.append(step)
            repository.write(tablePath, ScriptedRepository.extensionOf("FeedViewController", methods: table))
            record(try repository.commit("Grow table \(step)", author: "Bob"), touchesFeed: true, author: "Bob")
        }
        actions = [200, 201, 202]
        repository.write("App/Feed/FeedViewController+Actions.swift", ScriptedRepository.extensionOf("FeedViewController", methods: actions))
        record(try repository.commit("Actions extension"), touchesFeed: false, author: "Ada")
        // The class's file moves, unchanged: git sees a rename, history keeps the name.
        try FileManager.default.createDirectory(atPath: repository.path + "/App/Screens", withIntermediateDirectories: true)
        try repository.git(["mv", classFile, feedPath])
        classFile = feedPath
        record(try repository.commit("Move to Screens"), touchesFeed: true, author: "Ada")
        for step in 13..<15 {
            classMethods.append(step)
            writeFeed()
            record(try repository.commit("Grow \(step)", author: "Bob"), touchesFeed: true, author: "Bob")
        }
        // Split: five methods leave for a new controller.
        classMethods.removeFirst(5)
        writeFeed()
        repository.write("App/Screens/FeedHeaderViewController.swift", ScriptedRepository.controller("FeedHeaderViewController", methods: [0, 1, 2, 3, 4]))
        record(try repository.commit("Split the header out"), touchesFeed: true, author: "Ada")
        actions = []
        try repository.remove("App/Feed/FeedViewController+Actions.swift")
        record(try repository.commit("Drop the actions extension"), touchesFeed: false, author: "Ada")
        // A class renamed is a new controller: its history starts here.
        repository.write("App/Settings/SettingsViewController.swift", ScriptedRepository.controller("PreferencesViewController", methods: [0, 1, 2]))
        settingsName = "PreferencesViewController"
        record(try repository.commit("Rename settings"), touchesFeed: false, author: "Bob")
        // A side branch touching the Table extension, merged with a merge commit.
        try repository.git(["checkout", "-q", "-b", "side"])
        repository.write(tablePath, ScriptedRepository.extensionOf("FeedViewController", methods: table + [104]))
        script.sideCommit = try repository.commit("Side: grow table", author: "Cy")
        script.feedCommits += 1
        script.feedAuthors.insert("Cy")
        try repository.git(["checkout", "-q", "main"])
        repository.write("App/Model/Item.swift", "struct Item {\n    let id: Int\n    let name: String\n}\n")
        record(try repository.commit("Model change"), touchesFeed: false, author: "Ada")
        // The main line has the side's method from the merge on.
        table.append(104)
        try repository.git(["merge", "-q", "--no-ff", "-m", "Merge side", "side"])
        record(try repository.git(["rev-parse", "HEAD"]), touchesFeed: false, author: "Ada")
        // A binary .swift file, and a controller whose file name is not UTF-8.
        repository.write("App/Blob.swift", "binary\u{0}data\u{0}")
        repository.tree.write(nameBytes: Array("App/Caf".utf8) + [0xE9] + Array("ViewController.swift".utf8),
                              ScriptedRepository.controller("CafeViewController", methods: [0]))
        record(try repository.commit("Binary and Latin-1"), touchesFeed: false, author: "Bob")
        for step in 15..<19 {
            classMethods.append(step)
            writeFeed()
            record(try repository.commit("Grow \(step)", author: "Ada"), touchesFeed: true, author: "Ada")
        }
        // A submodule: a tree entry of type commit.
        let first = script.mainline[0].id
        try repository.git(["update-index", "--add", "--cacheinfo", "160000,\(first),App/Vendor/Library"])
        try repository.git(["commit", "-q", "-m", "Submodule"])
        script.mainline.append((try repository.git(["rev-parse", "HEAD"]), script.mainline.last!.feedLines))
        return script
    }

    static func options(_ script: Script) -> HistoryRun.Options {
        var options = HistoryRun.Options()
        options.directory = script.repository.path
        options.since = "2000-01-01"
        options.sampling = .every(1)
        return options
    }

    /// `vclint metrics` (scanner and `MetricsReport`) on the commit's files exported to a folder.
    static func metricsOfExport(_ commit: String, in repository: ScriptedRepository) throws -> [ControllerSample] {
        let export = TemporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "git -C \"$1\" archive --format=tar \"$2\" | tar -x -C \"$3\"", "sh", repository.path, commit, export.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var scanner = ProjectSetup.scanner(Configuration(), jobs: 1, forceExclude: false)
        scanner.workingDirectory = export.path
        let report = MetricsReport(scanner.scan([export.path]))
        return report.controllers.map { row in
            ControllerSample(name: row.name, className: row.name, lines: row.lines.total, language: row.language,
                             files: Set([row.path] + row.extensions.map(\.path)).sorted())
        }.sorted { $0.name < $1.name }
    }

    @Test func everySampleHasTheLinesMetricsGivesOnThatCommitsFiles() throws {
        let script = try Self.script()
        let report = try HistoryRun(options: Self.options(script)).run().report
        // First parents only: the side branch's commit is walked past, the merge is a sample.
        #expect(report.samples.map(\.commit) == script.mainline.map(\.id))
        #expect(!report.samples.contains { $0.commit == script.sideCommit })
        #expect(script.mainline.count >= 30)
        for (sample, expected) in zip(report.samples, script.mainline) {
            #expect(sample.controllers == (try Self.metricsOfExport(sample.commit, in: script.repository)), "at \(sample.commit)")
            let feed = sample.controllers.first { $0.name == "FeedViewController" }
            #expect(feed?.lines == expected.feedLines, "FeedViewController at \(sample.commit)")
            #expect(sample.totalLines == sample.controllers.reduce(0) { $0 + $1.lines })
        }
    }

    @Test func aControllerIsFollowedByItsNameAcrossExtensionsMovesAndSplits() throws {
        let script = try Self.script()
        let report = try HistoryRun(options: Self.options(script)).run().report
        func feedFiles(_ index: Int) -> [String] {
            report.samples[index].controllers.first { $0.name == "FeedViewController" }?.files ?? []
        }
        func names(_ index: Int) -> Set<String> { Set(report.samples[index].controllers.map(\.name)) }
        // Commits 13 and 16 (indices 12 and 15) add the two extensions; 17 moves the class file; 21 deletes one.
        #expect(feedFiles(11) == ["App/Feed/FeedViewController.swift"])
        #expect(feedFiles(12) == ["App/Feed/FeedViewController+Table.swift", "App/Feed/FeedViewController.swift"])
        #expect(feedFiles(15).count == 3)
        #expect(feedFiles(16) == ["App/Feed/FeedViewController+Actions.swift", Self.tablePath, Self.feedPath])
        #expect(feedFiles(20) == [Self.tablePath, Self.feedPath])
        #expect(report.samples.allSatisfy { sample in sample.controllers.contains { $0.name == "FeedViewController" } })
        // The split makes a new controller; the rename ends one and starts another.
        #expect(!names(18).contains("FeedHeaderViewController") && names(19).contains("FeedHeaderViewController"))
        #expect(names(20).contains("SettingsViewController") && !names(21).contains("SettingsViewController"))
        #expect(!names(20).contains("PreferencesViewController") && names(21).contains("PreferencesViewController"))
        #expect(report.samples.last!.controllers.contains { $0.name == "CafeViewController" && $0.files == ["App/Caf\u{10FFE9}ViewController.swift"] })
    }

    @Test func binaryFilesAndSubmodulesAreSkippedAndNamed() throws {
        let script = try Self.script()
        let report = try HistoryRun(options: Self.options(script)).run().report
        #expect(report.skipped.contains { $0.path == "App/Blob.swift" && $0.reason == "binary" })
        #expect(report.skipped.contains { $0.path == "App/Vendor/Library" && $0.reason == "submodule" })
        #expect(report.skipped.count == 2, "\(report.skipped)")
    }

    @Test func hotspotsCountTheCommitsAndAuthorsTouchingAControllersFiles() throws {
        let script = try Self.script()
        let report = try HistoryRun(options: Self.options(script)).run().report
        let feed = try #require(report.hotspots.first { $0.name == "FeedViewController" })
        // Before the move too (followed as a rename), and the side branch's commit.
        #expect(feed.commits == script.feedCommits)
        #expect(feed.authors == script.feedAuthors.count)
        #expect(feed.lines == script.mainline.last!.feedLines)
        #expect(feed.linesBefore == script.mainline.first!.feedLines)
        #expect(feed.delta == feed.lines - feed.linesBefore)
        #expect(feed.trend == .grew)
        #expect(feed.score == feed.lines * feed.commits)
        // The table is ranked by score, largest first.
        #expect(report.hotspots.map(\.score) == report.hotspots.map(\.score).sorted(by: >))
        #expect(report.hotspots.first?.name == "FeedViewController")
        let preferences = try #require(report.hotspots.first { $0.name == "PreferencesViewController" })
        #expect(preferences.linesBefore == 0 && preferences.trend == .grew)
        #expect(report.window.commits == script.mainline.count)
    }

    @Test func theReportIsTheSameBytesWhateverTheJobsAndTheRepositoryBeingBare() throws {
        let script = try Self.script()
        let bare = TemporaryDirectory()
        try script.repository.git(["clone", "-q", "--bare", script.repository.path, bare.path + "/mirror.git"])
        var outputs: [String] = []
        var reports: [HistoryReport] = []
        for (jobs, gitDirectory) in [(1, nil), (2, nil), (2, bare.path + "/mirror.git")] as [(Int, String?)] {
            var options = Self.options(script)
            options.jobs = jobs
            options.gitDirectory = gitDirectory
            reports.append(try HistoryRun(options: options).run().report)
            outputs.append(HistoryFormat.json.render(reports[reports.count - 1]))
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] == outputs[2])
        // The CSV of the same run (three runs are enough: this suite is slow under ThreadSanitizer).
        let report = reports[0]
        let rows = HistoryFormat.csv.render(report).split(separator: "\r\n")
        #expect(rows.first == "commit,date,controller,lines,language,files")
        #expect(rows.count == 1 + report.samples.reduce(0) { $0 + $1.controllers.count })
    }
}
