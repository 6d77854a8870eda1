import Foundation
import Testing
@testable import VCLintCore

/// The hottest methods of a hotspot: counted from the hunks each commit made, on the lines the
/// methods had before and after, across a file move and an extension file.
@Suite(.timeLimit(.minutes(3))) struct HotMethodsTests {
    /// `ProfileViewController` with methods `a`, `b`, `c`, each `func x() {`, one `print` line
    /// per entry of its list, and `}`.
    static func profile(_ methods: [(String, [String])]) -> String {
        "import UIKit\n\nclass ProfileViewController: UIViewController {\n"
            + methods.map { name, lines in "    func \(name)() {\n" + lines.map { "        print(\"\($0)\")\n" }.joined() + "    }\n\n" }.joined()
            + "}\n"
    }

    @Test func eachMethodCountsTheCommitsWhoseHunksTouchedIt() throws {
        let repository = try ScriptedRepository()
        var a = ["a0"], b = ["b0"]
        let c = ["c0", "c1"]
        var path = "App/ProfileViewController.swift"
        func write(withC: Bool = true) {
            repository.write(path, Self.profile([("a", a), ("b", b)] + (withC ? [("c", c)] : [])))
        }
        write()
        try repository.commit("Start")  // every method's lines are new: one commit each
        b = ["b1"]; write(); try repository.commit("Edit b", author: "Bob")
        b = ["b2"]; write(); try repository.commit("Edit b again", author: "Bob")
        // The file moves, then b changes under the new name: still the same method.
        try FileManager.default.createDirectory(atPath: repository.path + "/App/Screens", withIntermediateDirectories: true)
        try repository.git(["mv", path, "App/Screens/ProfileViewController.swift"])
        path = "App/Screens/ProfileViewController.swift"
        try repository.commit("Move")
        b = ["b3"]; write(); try repository.commit("Edit b a third time", author: "Cy")
        a = ["a1"]; write(); try repository.commit("Edit a")
        write(withC: false); try repository.commit("Delete c")  // c's lines exist only on the old side
        // An extension's methods are the controller's too.
        repository.write("App/ProfileViewController+Share.swift", "import UIKit\n\nextension ProfileViewController {\n    func share() {\n        print(1)\n    }\n}\n")
        try repository.commit("Share")

        var options = HistoryRun.Options()
        options.directory = repository.path
        options.since = "2000-01-01"
        let report = try HistoryRun(options: options).run().report
        let profile = try #require(report.hotspots.first { $0.name == "ProfileViewController" })
        let methods = Dictionary(uniqueKeysWithValues: profile.methods.map { ($0.name, $0) })
        // b: created, then three one-line edits (a line removed and a line added each).
        #expect(methods["b()"] == HotMethod(name: "b()", commits: 4, changed: 3 + 3 * 2))
        #expect(methods["a()"] == HotMethod(name: "a()", commits: 2, changed: 3 + 2))
        // c: created with 4 lines, deleted with them.
        #expect(methods["c()"] == HotMethod(name: "c()", commits: 2, changed: 4 + 4))
        #expect(methods["share()"] == HotMethod(name: "share()", commits: 1, changed: 3))
        #expect(profile.methods.map(\.name) == ["b()", "c()", "a()", "share()"])
        // Seven commits by three people; Ada made five.
        #expect(profile.mainAuthors == [Hotspot.Author(name: "Ada", commits: 5), Hotspot.Author(name: "Bob", commits: 2),
                                        Hotspot.Author(name: "Cy", commits: 1)])
        #expect(profile.commits == 8)

        let text = HistoryFormat.text.render(report)
        #expect(text.contains("Hottest methods"), "\(text)")
        #expect(text.contains("  ProfileViewController, mostly by Ada (5), Bob (2), Cy (1)\n    b(): 4 commits, 9 lines changed\n"), "\(text)")
        let json = HistoryFormat.json.render(report)
        #expect(json.contains("\"main_authors\"") && json.contains("\"methods\""))
    }

    @Test func theDiffLogReadsBlobsRangesAndQuotedPaths() {
        let zero = String(repeating: "0", count: 40), one = String(repeating: "1", count: 40), two = String(repeating: "2", count: 40)
        let output = """
            \u{1}c1

            diff --git a/App/A.swift b/App/A.swift
            index \(one)..\(two) 100644
            --- a/App/A.swift
            +++ b/App/A.swift
            @@ -3 +3 @@ class A {
            -old
            +new
            @@ -10,2 +9,0 @@
            -gone
            -gone
            @@ -20,0 +19,3 @@
            +@@ -1 +1 @@
            +diff --git a/x b/x
            +index \(zero)..\(zero)
            diff --git "a/App/Caf\\303\\251.m" "b/App/Caf\\303\\251.m"
            new file mode 100644
            index \(zero)..\(one)
            @@ -0,0 +1,5 @@
            +x
            \u{1}c2
            diff --git a/B.h b/B.h
            deleted file mode 100644
            index \(two)..\(zero)

            """
        let log = DiffLog(output: Array(output.utf8))
        #expect(log.commits.map(\.id) == ["c1", "c2"])
        let files = log.commits[0].files
        #expect(files.count == 2)
        #expect(files[0].oldBlob == one && files[0].newBlob == two && files[0].fileExtension == "swift")
        #expect(files[0].hunks == [DiffLog.Hunk(old: 3...3, new: 3...3), DiffLog.Hunk(old: 10...11, new: nil),
                                   DiffLog.Hunk(old: nil, new: 19...21)])
        #expect(files[1].oldBlob == nil && files[1].newBlob == one && files[1].fileExtension == "m")
        #expect(files[1].hunks == [DiffLog.Hunk(old: nil, new: 1...5)])
        #expect(log.commits[1].files.map(\.oldBlob) == [two] && log.commits[1].files.map(\.newBlob) == [nil])
        #expect(log.commits[1].files[0].fileExtension == "h")
    }

    @Test func aHunkFindsTheMethodsItOverlapsByBinarySearch() {
        func method(_ name: String, _ lines: ClosedRange<Int>) -> MethodSpans.Method { .init(owner: "C", name: name, lines: lines) }
        // `outer` spans the others (a nested type's method inside a long one), given out of order.
        let sorted = MethodSpans.Sorted([method("c", 30...39), method("a", 10...19), method("outer", 5...60), method("b", 20...29)])
        func names(_ range: ClosedRange<Int>) -> [String] { sorted.overlapping(range).map(\.name).sorted() }
        #expect(names(1...4) == [])
        #expect(names(12...12) == ["a", "outer"])
        #expect(names(19...20) == ["a", "b", "outer"])
        #expect(names(45...70) == ["outer"])
        #expect(names(61...70) == [])
        #expect(MethodSpans.Sorted([]).overlapping(1...100).isEmpty)
    }

    @Test func pathsArePassedLiterallyAfterTheRefs() {
        let arguments = HotMethods.arguments(tip: "abc", since: "2 years ago", excluding: nil, paths: ["App/*.swift", "-p"])
        #expect(arguments.suffix(5) == ["--end-of-options", "abc", "--", ":(literal)App/*.swift", ":(literal)-p"])
        #expect(arguments.contains("--since=2 years ago"))
    }
}
