import Foundation
import Testing

/// `--report-only` and `--changed-since`: the whole tree is read, only some files are reported.
@Suite struct ReportScopeTests {
    /// Feed's base class lives in Base.swift; Other.swift holds an unrelated finding.
    static func tree() -> TemporaryDirectory {
        let tree = TemporaryDirectory()
        tree.write("Base.swift", "class BaseViewController: UIViewController {}\n")
        tree.write("Feed.swift", FixtureSource.longController("FeedViewController", lines: 520)
            .replacingOccurrences(of: ": UIViewController", with: ": BaseViewController"))
        tree.write("Feed+Actions.swift", "extension FeedViewController {\n    func refresh() {}\n}\n")
        tree.write("Other.swift", FixtureSource.controllerWithContainmentMistake("OtherViewController"))
        return tree
    }

    static func reported(_ outcome: BuiltVCLint.Outcome) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let violations = try #require(json["violations"] as? [[String: Any]])
        return violations.map { "\($0["path"] as? String ?? "?") \($0["rule"] as? String ?? "?")" }
    }

    @Test func aControllerWhoseBaseIsElsewhereIsReportedAndUnchangedFilesAreNot() throws {
        let tree = Self.tree()
        let all = try BuiltVCLint.run(["--format", "json"], in: tree.path)
        #expect(try Self.reported(all).contains("Other.swift child_containment"))

        let outcome = try BuiltVCLint.run(["--report-only", "Feed.swift", "--format", "json"], in: tree.path)
        #expect(outcome.status == 1, "\(outcome.standardError)")  // controller_length is an error
        #expect(try Self.reported(outcome) == ["Feed.swift controller_length"])
    }

    /// The finding lands on the class in Feed.swift, and is reported for a change to its extension.
    @Test func aWholeControllerFindingIsLocatedInEveryFileOfTheController() throws {
        let tree = Self.tree()
        let outcome = try BuiltVCLint.run(["--report-only", "./Feed+Actions.swift", "--format", "json"], in: tree.path)
        #expect(try Self.reported(outcome) == ["Feed.swift controller_length"])
        let base = try BuiltVCLint.run(["--report-only", tree.path + "/Base.swift", "--format", "json"], in: tree.path)
        #expect(base.status == 0)
        #expect(try Self.reported(base).isEmpty)
        let twice = try BuiltVCLint.run(["--report-only", "Base.swift", "--report-only", "Other.swift", "--format", "json"], in: tree.path)
        #expect(try Self.reported(twice) == ["Other.swift child_containment"])
    }

    @Test(.timeLimit(.minutes(10))) func changedSinceAsksGitIncludingUntrackedFiles() throws {
        let tree = Self.tree()
        try Self.git("init -q . && git add -A && git -c user.name=t -c user.email=t@t commit -q -m base", in: tree.path)
        let clean = try BuiltVCLint.run(["--changed-since", "HEAD", "--format", "json"], in: tree.path)
        #expect(clean.status == 0, "\(clean.standardError)")
        #expect(try Self.reported(clean).isEmpty)

        tree.write("Feed+Actions.swift", "extension FeedViewController {\n    func refresh() {}\n    func reload() {}\n}\n")
        tree.write("New.swift", FixtureSource.controllerWithContainmentMistake("NewViewController"))
        let changed = try BuiltVCLint.run(["--changed-since", "HEAD", "--format", "json"], in: tree.path + "/")
        #expect(try Self.reported(changed)
            == ["Feed.swift controller_length", "New.swift child_containment"])

        let bad = try BuiltVCLint.run(["--changed-since", "no-such-ref"], in: tree.path)
        #expect(bad.status == 2)
        #expect(bad.standardError == "error: --changed-since: 'no-such-ref' is not a commit in this repository\n", "\(bad.standardError)")
    }

    /// git is started by its name on the `PATH`: where there is none, the message says so.
    @Test(.timeLimit(.minutes(10))) func changedSinceWithoutGitSaysGitCannotRun() throws {
        let tree = Self.tree()
        let outcome = try BuiltVCLint.run(["--changed-since", "HEAD"], in: tree.path, environment: ["PATH": tree.path + "/no-such-dir"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "error: --changed-since: cannot run git: no such file or directory\n", "\(outcome.standardError)")
    }

    /// A repository's first commit has no HEAD to compare with: every file is new.
    @Test(.timeLimit(.minutes(10))) func changedSinceHeadBeforeTheFirstCommitReportsEverything() throws {
        let tree = Self.tree()
        try Self.git("init -q . && git add -A", in: tree.path)
        tree.write("New.swift", FixtureSource.controllerWithContainmentMistake("NewViewController"))
        let outcome = try BuiltVCLint.run(["--changed-since", "HEAD", "--format", "json"], in: tree.path)
        #expect(outcome.status == 1, "\(outcome.standardError)")  // Feed.swift's length is an error
        #expect(try Self.reported(outcome).contains("New.swift child_containment"))
        #expect(try Self.reported(outcome).contains("Feed.swift controller_length"))
    }

    static func git(_ script: String, in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "git " + script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

/// `--hook`: the files pre-commit names scope the report; the whole tree is read.
@Suite struct HookModeTests {
    @Test func theNamedFilesScopeTheReportAndTheWholeTreeIsRead() throws {
        let tree = ReportScopeTests.tree()
        let one = try BuiltVCLint.run(["--hook", "Feed+Actions.swift", "--format", "json"], in: tree.path)
        #expect(try ReportScopeTests.reported(one) == ["Feed.swift controller_length"])
        let other = try BuiltVCLint.run(["--hook", "Other.swift", "--format", "json"], in: tree.path)
        #expect(try ReportScopeTests.reported(other) == ["Other.swift child_containment"])
    }

    @Test func aStagedConfigurationReportsEverything() throws {
        let tree = ReportScopeTests.tree()
        tree.write(".vclint.yml", "max_file_size: 100000\n")
        let outcome = try BuiltVCLint.run(["--hook", ".vclint.yml", "--format", "json"], in: tree.path)
        #expect(try ReportScopeTests.reported(outcome)
            == ["Feed.swift controller_length", "Other.swift child_containment"])
    }
}
