import Foundation
import Testing

/// Absolute paths in, absolute paths out (Xcode's `"$SRCROOT"`), or with `--absolute-paths`.
@Suite struct AbsolutePathTests {
    @Test func absolutePathsGivenOrAskedForArePrintedAbsolute() throws {
        let tree = TemporaryDirectory()
        tree.write("App/Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        let root = tree.path
        let relative = try BuiltVCLint.run(["."], in: tree.path)
        #expect(relative.standardOutput.hasPrefix("App/Small.swift:3:9: warning: "), "\(relative.standardOutput)")

        let given = try BuiltVCLint.run([root + "/App"], in: tree.path)
        #expect(given.standardOutput.hasPrefix(root + "/App/Small.swift:3:9: warning: "), "\(given.standardOutput)")
        let asked = try BuiltVCLint.run(["--absolute-paths", "--format", "json"], in: tree.path)
        #expect(asked.standardOutput.contains("\"path\" : \"\(root)/App/Small.swift\""), "\(asked.standardOutput)")
        // One relative path among absolute ones keeps the relative default.
        let mixed = try BuiltVCLint.run([root + "/App", "App"], in: tree.path)
        #expect(mixed.standardOutput.hasPrefix("App/Small.swift:3:9: "), "\(mixed.standardOutput)")
    }

    /// Baseline entries keep relative paths, so a baseline recorded one way hides findings printed the other.
    @Test func aBaselineMatchesWhateverPathsArePrinted() throws {
        let tree = TemporaryDirectory()
        tree.write("App/Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        #expect(try BuiltVCLint.run(["--write-baseline", "b.json", tree.path], in: tree.path).status == 0)
        let baseline = try String(contentsOfFile: tree.path + "/b.json", encoding: .utf8)
        #expect(baseline.contains("\"path\" : \"App/Small.swift\""))
        let hidden = try BuiltVCLint.run(["--baseline", "b.json", "--absolute-paths"], in: tree.path)
        #expect(hidden.standardOutput.isEmpty)
        #expect(hidden.standardError.contains("1 hidden by the baseline"), "\(hidden.standardError)")
    }
}
