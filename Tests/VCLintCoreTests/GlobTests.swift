import Foundation
import Testing
@testable import VCLintCore

@Suite struct GlobTests {
    func glob(_ pattern: String) -> Glob { try! Glob(pattern) }

    @Test(arguments: [
        // A plain path matches itself and everything under it, anchored at the base directory.
        ("Pods", "Pods", true), ("Pods", "Pods/A/B.swift", true), ("Pods", "MyPods/A.swift", false),
        ("Pods", "App/Pods/A.swift", false), ("App/Generated", "App/Generated/X.swift", true),
        ("./App/", "App/X.swift", true),
        // `**` at the start.
        ("**/Generated", "Generated", true), ("**/Generated", "a/b/Generated/X.swift", true),
        ("**/Generated", "a/Generatedx/X.swift", false),
        ("**/*.generated.swift", "Strings.generated.swift", true),
        ("**/*.generated.swift", "a/b/Strings.generated.swift", true),
        ("**/*.generated.swift", "a/b/Strings.swift", false),
        // `**` in the middle: zero or more components.
        ("App/**/Tests", "App/Tests/X.swift", true), ("App/**/Tests", "App/a/b/Tests/X.swift", true),
        ("App/**/Tests", "Tests/X.swift", false), ("App/**/Tests", "Other/a/Tests/X.swift", false),
        ("App/**/**/Tests", "App/Tests", true),
        // `**` at the end.
        ("App/**", "App", true), ("App/**", "App/a/b.swift", true), ("App/**", "Apps/b.swift", false),
        // `*` and `?` stay within one component.
        ("*.swift", "A.swift", true), ("*.swift", "dir/A.swift", false), ("*Tests", "Tests", true),
        ("App/*/View.swift", "App/Feed/View.swift", true), ("App/*/View.swift", "App/a/b/View.swift", false),
        ("File?.swift", "File1.swift", true), ("File?.swift", "FileÜ.swift", true), ("File?.swift", "File12.swift", false),
        ("*a*b", "xaxxb", true), ("*a*b", "xaxxbc", false),
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(glob(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
    }

    @Test(arguments: [
        ("", Glob.Problem.empty), ("/", .absolute), ("/abs", .absolute), ("../x", .parentDirectory),
        ("a**", .starStarInsideComponent), ("**b/c", .starStarInsideComponent), ("[ab]", .unsupportedCharacter("[")),
        ("{a,b}", .unsupportedCharacter("{")),
    ])
    func badPatterns(pattern: String, problem: Glob.Problem) {
        #expect(throws: problem) { try Glob(pattern) }
    }

    /// Naive backtracking tries every way to split the path among the `**`s (and the component
    /// among the `*`s): exponential here. The NFA gives the answer at once.
    @Test func pathologicalPatternsStayCorrect() {
        let manyStars = glob(Array(repeating: "**/a", count: 12).joined(separator: "/") + "/**/b")
        let deep = Array(repeating: "a", count: 400)
        #expect(!manyStars.matches((deep + ["c"]).joined(separator: "/")))
        #expect(manyStars.matches((deep + ["b"]).joined(separator: "/")))
        #expect(!manyStars.matches(Array(repeating: "a", count: 11).joined(separator: "/") + "/b"))

        let starry = glob(String(repeating: "*a", count: 15) + "*b")
        let long = String(repeating: "a", count: 5_000)
        #expect(!starry.matches(long))
        #expect(starry.matches(long + "b"))
        #expect(!starry.matches(String(repeating: "a", count: 14) + "b"))
    }

    @Test func incrementalProgressKnowsWhenToStop() {
        let pattern = glob("App/**/Tests")
        let other = pattern.advance(pattern.start(), by: "Other")
        #expect(other.isDead)
        let app = pattern.advance(pattern.start(), by: "App")
        #expect(!app.isDead && !app.matched)
        let tests = pattern.advance(pattern.advance(app, by: "x"), by: "Tests")
        #expect(tests.matched)
        #expect(pattern.advance(tests, by: "Deeper.swift").matched)
    }
}

@Suite struct PathFilterWalkTests {
    func tree() -> TemporaryDirectory {
        let tree = TemporaryDirectory()
        for path in ["App/A.swift", "App/Generated/G.swift", "App/Feed/Feed.generated.swift", "App/Feed/Feed.swift",
                     "Tests/T.swift", "Pods/P.swift", "Vendor/V.swift"] {
            tree.write(path, "")
        }
        return tree
    }

    func collector(_ tree: TemporaryDirectory, included: [String] = [], excluded: [String], base: String = "",
                   force: Bool = false) -> SourceCollector {
        let filter = PathFilter(baseDirectory: tree.path + base, included: included.map { try! Glob($0) },
                                excluded: excluded.map { try! Glob($0) })
        return SourceCollector(filter: filter, filtersExplicitFiles: force)
    }

    func relative(_ files: [String], _ tree: TemporaryDirectory) -> [String] {
        files.map { String($0.dropFirst(tree.path.count + 1)) }
    }

    @Test func excludedGlobsAndTheDefaultExclusionsBothApply() {
        let tree = tree()
        let found = collector(tree, excluded: ["App/Generated", "Vendor", "**/*.generated.swift"]).collect([tree.path])
        // `Tests` ends in "Tests": a test folder, skipped by default like `Pods`.
        #expect(relative(found.files, tree) == ["App/A.swift", "App/Feed/Feed.swift"])
        #expect(found.problems.isEmpty)
    }

    @Test func includedGlobsKeepOnlyWhatTheyReach() {
        let tree = tree()
        let found = collector(tree, included: ["App/Feed", "Tests"], excluded: []).collect([tree.path])
        #expect(relative(found.files, tree) == ["App/Feed/Feed.generated.swift", "App/Feed/Feed.swift"])
    }

    @Test func globsAreRelativeToTheBaseEvenWhenTheWalkStartsBelowIt() {
        let tree = tree()
        let found = collector(tree, excluded: ["App/Generated"]).collect([tree.path + "/App/"])
        #expect(relative(found.files, tree) == ["App/A.swift", "App/Feed/Feed.generated.swift", "App/Feed/Feed.swift"])
        #expect(collector(tree, excluded: ["App"]).collect([tree.path + "/App/Feed"]).files.isEmpty)
    }

    @Test func filesOutsideTheBaseAreLintedOnlyWithoutIncluded() {
        let tree = tree()
        let excluding = collector(tree, excluded: ["Feed.swift"], base: "/App/Feed").collect([tree.path + "/Tests"])
        #expect(relative(excluding.files, tree) == ["Tests/T.swift"])
        let including = collector(tree, included: ["Feed.swift"], excluded: [], base: "/App/Feed").collect([tree.path])
        #expect(relative(including.files, tree) == ["App/Feed/Feed.swift"])
    }

    @Test func namedFilesAreLintedUnlessForceExclude() {
        let tree = tree()
        let file = tree.path + "/Vendor/V.swift"
        #expect(collector(tree, excluded: ["Vendor"]).collect([file]).files == [file])
        #expect(collector(tree, excluded: ["Vendor"], force: true).collect([file]).files.isEmpty)
        #expect(collector(tree, included: ["App"], excluded: [], force: true).collect([file]).files.isEmpty)
    }

    /// An excluded directory is never opened: an unreadable one is no problem.
    @Test(.enabled(if: getuid() != 0, "root can open any directory"))
    func excludedDirectoriesArePrunedNotFiltered() throws {
        let tree = tree()
        tree.write("Locked/L.swift", "")
        chmod(tree.path + "/Locked", 0)
        defer { chmod(tree.path + "/Locked", 0o755) }
        #expect(collector(tree, excluded: ["Locked"]).collect([tree.path]).problems.isEmpty)
        #expect(collector(tree, excluded: []).collect([tree.path]).problems.count == 1)
    }
}

/// The walk's filter (live globs only, literals looked up by name) against the plain oracle:
/// each glob matched against each whole path.
@Suite struct PathFilterOracleTests {
    @Test func theWalksFilterAgreesWithMatchingEachPathWhole() throws {
        var random = SeededGenerator(state: 0x61_0B)
        let names = ["A", "B", "Gen", "Mocks", "x.swift", "Gen.swift", "Tests"]
        let shapes = ["A", "A/B", "**/Gen", "**/Mocks/**", "A/**/B", "**/*.swift", "*/Gen*", "**/A/**/Gen.swift", "B/**", "?/B",
                      "**/Tests", "A/*", "**/B/**/x.swift", "Gen.swift"]
        for round in 0..<60 {
            func pick(_ count: Int) throws -> [Glob] {
                try (0..<count).map { _ in try Glob(shapes[Int(random.next() % UInt64(shapes.count))]) }
            }
            let included = round % 3 == 0 ? [] : try pick(Int(random.next() % 3) + 1)
            let excluded = try pick(Int(random.next() % 4))
            let filter = PathFilter(baseComponents: ["base"], included: included, excluded: excluded)
            for _ in 0..<40 {
                let depth = Int(random.next() % 4) + 1
                let components = (0..<depth).map { _ in names[Int(random.next() % UInt64(names.count))] }
                let path = components.joined(separator: "/")
                var position = filter.position(ofAbsolute: ["base"])
                var walked = true
                for (index, component) in components.enumerated() {
                    position = filter.descend(position, into: component)
                    if index < components.count - 1 && !filter.admitsDirectory(position) { walked = false }
                }
                let admitted = walked && filter.admitsFile(position)
                let expected = !excluded.contains { $0.matches(path) } && (included.isEmpty || included.contains { $0.matches(path) })
                #expect(admitted == expected, "\(path) included \(included) excluded \(excluded)")
            }
        }
    }
}
