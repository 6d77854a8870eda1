import Foundation
import Testing

/// `--changed-since` against real git: values that look like options, git that writes more than
/// a pipe holds, repositories read from a subfolder, raw-byte names, submodules and repositories
/// git refuses. Each run has a watchdog, so a hang fails the case.
@Suite(.timeLimit(.minutes(3))) struct GitChangedFilesTests {
    /// A committed repository holding `Normal.swift` and a clean `Sub/Clean.swift`.
    static func repository() throws -> HostileTree {
        let tree = HostileTree()
        tree.write("Sub/Clean.swift", FixtureSource.cleanController("CleanViewController"))
        try sh("git init -q . && git add -A && git -c user.name=t -c user.email=t@t commit -q -m base", in: tree.path)
        return tree
    }

    static func sh(_ script: String, in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(script)")
    }

    @Test(arguments: ["--output=Victim.swift", "-p", "--no-index"])
    func aValueThatLooksLikeAnOptionIsRefusedBeforeGitSeesIt(value: String) throws {
        let tree = try Self.repository()
        let outcome = try tree.run(["--changed-since", value])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("error: --changed-since: '\(value)' is not a git revision"), "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/Victim.swift"))
    }

    @Test func aNameThatIsNoCommitSaysSo() throws {
        let tree = try Self.repository()
        let outcome = try tree.run(["--changed-since", "no-such-ref"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "error: --changed-since: 'no-such-ref' is not a commit in this repository\n")
    }

    /// Under `core.autocrlf` git warns once per changed file: 800 files write 80 KB to standard
    /// error, more than a pipe holds, while standard output is still being written.
    @Test func gitWritingMoreThanAPipeHoldsToBothStreamsDoesNotHang() throws {
        let tree = try Self.repository()
        for index in 0..<800 { tree.write("Many/File\(index).swift", "let value\(index) = 1\n") }
        try Self.sh("git add -A && git -c user.name=t -c user.email=t@t commit -q -m many", in: tree.path)
        for index in 0..<800 { tree.write("Many/File\(index).swift", "let value\(index) = 2\n") }
        tree.write("New.swift", FixtureSource.controllerWithContainmentMistake("NewViewController"))
        try Self.sh("git config core.autocrlf true", in: tree.path)
        let outcome = try tree.run(["--changed-since", "HEAD"], timeout: 60)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("New.swift:3:9: warning: `addChild(child)`"), "\(outcome.standardOutput)")
    }

    @Test func aSubfolderUnderDiffRelativeStillSeesItsChanges() throws {
        let tree = try Self.repository()
        try Self.sh("git config diff.relative true", in: tree.path)
        tree.write("Sub/Clean.swift", FixtureSource.controllerWithContainmentMistake("CleanViewController"))
        let outcome = try tree.run(["--changed-since", "HEAD", "."], cwd: "Sub")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("Clean.swift:3:9: warning: `addChild(child)`"), "\(outcome.standardOutput)")
    }

    @Test func aChangedFileWhoseNameIsNotUTF8IsReported() throws {
        let tree = try Self.repository()
        tree.write(nameBytes: Array("Caf".utf8) + [0xE9] + Array(".swift".utf8), FixtureSource.controllerWithContainmentMistake("CafeViewController"))
        try Self.sh("git add -A && git -c user.name=t -c user.email=t@t commit -q -m cafe", in: tree.path)
        tree.write(nameBytes: Array("Caf".utf8) + [0xE9] + Array(".swift".utf8),
                   FixtureSource.controllerWithContainmentMistake("CafeViewController") + "\n")
        let outcome = try tree.run(["--changed-since", "HEAD"])
        #expect(outcome.standardOutput.hasPrefix("Caf\\xE9.swift:3:9: warning: `addChild(child)`"), "\(outcome.standardOutput)")
        #expect(!outcome.standardOutput.contains("NormalViewController"))
    }

    /// A one-line change inside a submodule scopes the run to that file, not the whole submodule.
    @Test func aChangeInsideASubmoduleScopesToTheChangedFile() throws {
        let library = try Self.repository()
        library.write("Other.swift", FixtureSource.controllerWithContainmentMistake("OtherViewController"))
        try Self.sh("git add -A && git -c user.name=t -c user.email=t@t commit -q -m other", in: library.path)
        let app = try Self.repository()
        try Self.sh("git -c protocol.file.allow=always submodule -q add '\(library.path)' Library"
            + " && git -c user.name=t -c user.email=t@t commit -q -m library", in: app.path)
        app.write("Library/Other.swift", FixtureSource.controllerWithContainmentMistake("OtherViewController") + "\n")
        let outcome = try app.run(["--changed-since", "HEAD"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let findings = outcome.standardOutput.split(separator: "\n")
        #expect(findings.count == 1, "\(outcome.standardOutput)")
        #expect(findings.first?.hasPrefix("Library/Other.swift:3:9: warning: `addChild(child)`") == true)
    }

    @Test func aRepositoryGitRefusesAsDubiousSaysHowToTrustIt() throws {
        guard getuid() == 0 else { return }  // only root can give the tree to another user
        let tree = try Self.repository()
        try Self.sh("chown -R 65534:65534 .", in: tree.path)
        let outcome = try tree.run(["--changed-since", "HEAD"], environment: ["GIT_CONFIG_GLOBAL": "/dev/null"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("git refuses the repository at '"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("git config --global --add safe.directory '"), "\(outcome.standardError)")
    }
}
