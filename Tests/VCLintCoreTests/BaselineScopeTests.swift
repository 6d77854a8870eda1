import Foundation
import Testing

/// A baseline is only changed where a run could see, and its paths start at the repository
/// root: end-to-end, with real git, through the built executable.
@Suite(.timeLimit(.minutes(3))) struct BaselineScopeTests {
    /// A committed repository: `App/A.swift` and `Other/B.swift` each with one finding, and a
    /// baseline recording both, written at the root.
    static func repository() throws -> TemporaryDirectory {
        let tree = TemporaryDirectory()
        tree.write("App/A.swift", FixtureSource.controllerWithContainmentMistake("AViewController"))
        tree.write("Other/B.swift", FixtureSource.controllerWithContainmentMistake("BViewController"))
        try GitChangedFilesTests.sh("git init -q .", in: tree.path)
        let written = try BuiltVCLint.run(["--write-baseline", "baseline.json"], in: tree.path)
        #expect(written.status == 0)
        #expect(written.standardError.contains("vclint: wrote 2 baseline entries to baseline.json\n"), "\(written.standardError)")
        try GitChangedFilesTests.sh("git add -A && git -c user.name=t -c user.email=t@t commit -q -m base", in: tree.path)
        return tree
    }

    static func entries(_ tree: TemporaryDirectory) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: tree.path + "/baseline.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(object["entries"] as? [[String: Any]])
        return entries.map { "\($0["path"] as? String ?? "?") \($0["controller"] as? String ?? "-")" }
    }

    /// Refreshing on a pull request's changed files keeps every entry about the other files.
    @Test(arguments: [["--changed-since", "HEAD"], ["--report-only", "App"], ["App"]])
    func aPartialRefreshKeepsTheEntriesOutsideIt(scope: [String]) throws {
        let tree = try Self.repository()
        tree.write("App/A.swift", FixtureSource.cleanController("AViewController"))
        let outcome = try BuiltVCLint.run(scope + ["--baseline", "baseline.json", "--write-baseline", "baseline.json"], in: tree.path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("0 hidden by the baseline, 1 baseline entry fixed, 1 outside this run"),
                "\(outcome.standardError)")
        #expect(outcome.standardError.contains("wrote 1 baseline entry to baseline.json (1 of them outside this run, kept as they were)"))
        #expect(try Self.entries(tree) == ["Other/B.swift BViewController"])
        // The next full run is as clean as before.
        let full = try BuiltVCLint.run(["--baseline", "baseline.json", "--strict"], in: tree.path)
        #expect(full.status == 0, "\(full.standardOutput)")
    }

    /// A rule the run did not run (turned off, or opt-in since the baseline was written) fixed
    /// nothing: its entries are kept, and come back into use when the rule runs again.
    @Test func entriesOfARuleThatDidNotRunAreKeptNotFixed() throws {
        let tree = try Self.repository()
        tree.write(".vclint.yml", "disabled_rules: [child_containment]\n")
        let off = try BuiltVCLint.run(["--baseline", "baseline.json", "--write-baseline", "baseline.json"], in: tree.path)
        #expect(off.status == 0, "\(off.standardError)")
        #expect(off.standardError.contains("0 hidden by the baseline, 0 baseline entries fixed, 2 outside this run"), "\(off.standardError)")
        #expect(try Self.entries(tree) == ["App/A.swift AViewController", "Other/B.swift BViewController"])
        tree.write(".vclint.yml", "")
        let on = try BuiltVCLint.run(["--baseline", "baseline.json", "--strict"], in: tree.path)
        #expect(on.status == 0, "\(on.standardOutput)")
        #expect(on.standardError.contains("2 hidden by the baseline, 0 baseline entries fixed"), "\(on.standardError)")
    }

    /// A subfolder run, an absolute path (Xcode's "$SRCROOT") and a run from inside a folder all
    /// match the baseline written at the root.
    @Test(arguments: [(cwd: "", path: "<absolute>"), (cwd: "App", path: "."), (cwd: "Other", path: "../App")])
    func pathsAreAnchoredAtTheRepositoryRoot(cwd: String, path: String) throws {
        let tree = try Self.repository()
        let directory = cwd.isEmpty ? tree.path : tree.path + "/" + cwd
        let baseline = cwd.isEmpty ? "baseline.json" : "../baseline.json"
        let outcome = try BuiltVCLint.run([path == "<absolute>" ? tree.path : path, "--baseline", baseline, "--strict"], in: directory)
        #expect(outcome.status == 0, "\(outcome.standardOutput)")
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError.contains(" baseline entries fixed") || outcome.standardError.contains(" baseline entry fixed"))
        #expect(outcome.standardError.contains(", 0 baseline entries fixed"), "\(outcome.standardError)")
    }

    /// Moving a controller to another file keeps its findings hidden; deleting it fixes them.
    @Test func aMovedControllerStaysHiddenAndADeletedOneIsFixed() throws {
        let tree = try Self.repository()
        try GitChangedFilesTests.sh("mkdir -p Moved && git mv App/A.swift Moved/Renamed.swift", in: tree.path)
        let moved = try BuiltVCLint.run(["--baseline", "baseline.json", "--strict"], in: tree.path)
        #expect(moved.status == 0, "\(moved.standardOutput)")
        #expect(moved.standardError.contains("2 hidden by the baseline, 0 baseline entries fixed"), "\(moved.standardError)")
        try FileManager.default.removeItem(atPath: tree.path + "/Moved/Renamed.swift")
        let deleted = try BuiltVCLint.run(["--baseline", "baseline.json", "--write-baseline", "baseline.json"], in: tree.path)
        #expect(deleted.standardError.contains("1 hidden by the baseline, 1 baseline entry fixed"), "\(deleted.standardError)")
        #expect(try Self.entries(tree) == ["Other/B.swift BViewController"])
    }

    /// A version 1 baseline still hides what it lists; refreshing part of it asks for one full
    /// refresh first, and writes nothing.
    @Test func aVersionOneBaselineStillWorksAndIsNotRefreshedInPart() throws {
        let tree = try Self.repository()
        let text = try String(contentsOfFile: tree.path + "/baseline.json", encoding: .utf8)
        // The same findings as version 1 wrote them: paths from where vclint ran, fingerprints over the path.
        let legacy = try BuiltVCLint.run(["--format", "json"], in: tree.path)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(legacy.standardOutput.utf8)) as? [String: Any])
        let violations = try #require(json["violations"] as? [[String: Any]])
        #expect(violations.count == 2 && text.contains("\"version\" : 2"))
        let v1Entries = violations.map { v -> String in
            let path = v["path"] as! String, rule = v["rule"] as! String, controller = v["controller"] as! String
            let subject = v["subject"] as? String ?? ""
            return "{\"rule\": \"\(rule)\", \"path\": \"\(path)\", \"controller\": \"\(controller)\", \"fingerprint\": \""
                + Self.pathFingerprint([rule, path, controller, subject]) + "\", \"message\": \"m\"}"
        }
        let v1 = "{\"version\": 1, \"entries\": [\(v1Entries.joined(separator: ", "))]}\n"
        tree.write("baseline.json", v1)
        let hidden = try BuiltVCLint.run(["--baseline", "baseline.json", "--strict"], in: tree.path)
        #expect(hidden.status == 0, "\(hidden.standardOutput)")
        let partial = try BuiltVCLint.run(["App", "--baseline", "baseline.json", "--write-baseline", "baseline.json"], in: tree.path)
        #expect(partial.status == 2)
        #expect(partial.standardError.contains("baseline.json: error: this version 1 baseline has 1 entries about files outside this run"),
                "\(partial.standardError)")
        #expect(try String(contentsOfFile: tree.path + "/baseline.json", encoding: .utf8) == v1)
    }

    /// Version 1's scheme, as the test's own oracle: FNV-1a over the parts, 0xFF after each.
    static func pathFingerprint(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            hash = (hash ^ 0xFF) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
