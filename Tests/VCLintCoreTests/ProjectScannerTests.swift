import Foundation
import Testing
@testable import VCLintCore

@Suite struct ProjectScannerTests {
    @Test func collectsSwiftFilesSkippingDependenciesAndHiddenDirectories() {
        let tree = TemporaryDirectory()
        tree.write("App/A.swift", "")
        tree.write("App/Sub/B.swift", "")
        tree.write("App/notes.txt", "")
        tree.write("Pods/Alamofire/C.swift", "")
        tree.write("Carthage/D.swift", "")
        tree.write(".build/E.swift", "")
        tree.write("DerivedData/F.swift", "")
        tree.write(".git/G.swift", "")
        let result = SourceCollector().collect([tree.path, tree.path + "/missing"])
        #expect(result.files == [tree.path + "/App/A.swift", tree.path + "/App/Sub/B.swift"])
        #expect(result.problems.map(\.path) == [tree.path + "/missing"])
        #expect(result.problems.map(\.problem) == [.notFound])
    }

    @Test func scansInParallelWithTheSameResultAsSerially() throws {
        let tree = TemporaryDirectory()
        for index in 0..<40 {
            tree.write("App/VC\(index).swift", "class VC\(index): \(index == 0 ? "UIViewController" : "VC\(index - 1)") {\n  var x = 1\n}\nextension VC\((index + 1) % 40) {\n  func f() {}\n}")
        }
        var scanner = ProjectScanner()
        scanner.workingDirectory = tree.path
        scanner.jobs = 1
        let serial = MetricsFormat.json.render(MetricsReport(scanner.scan([tree.path])))
        scanner.jobs = 4
        let parallel = MetricsFormat.json.render(MetricsReport(scanner.scan([tree.path])))
        #expect(serial == parallel)
        #expect(scanner.scan([tree.path]).controllers.count == 40)
        #expect(serial.contains("\"path\" : \"App/VC0.swift\""))
    }

    @Test func unreadableFilesAreReportedAndTheRestStillScanned() throws {
        let tree = TemporaryDirectory()
        tree.write("Good.swift", "class Good: UIViewController {}")
        // A dangling link cannot be read, even by root, and is named as one.
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/Dangling.swift", withDestinationPath: tree.path + "/nowhere")
        var scanner = ProjectScanner()
        scanner.workingDirectory = tree.path
        let project = scanner.scan([tree.path])
        #expect(project.controllers.map(\.name) == ["Good"])
        #expect(project.failures == [FileFailure(path: "Dangling.swift", problem: .danglingLink)])
    }

    @Test func displayPaths() {
        var scanner = ProjectScanner()
        scanner.workingDirectory = "/work/repo"
        #expect(scanner.displayPath("/work/repo/App/A.swift") == "App/A.swift")
        #expect(scanner.displayPath("./App/A.swift") == "App/A.swift")
        #expect(scanner.displayPath("/elsewhere/A.swift") == "/elsewhere/A.swift")
        #expect(scanner.displayPath("/work/repository/A.swift") == "/work/repository/A.swift")
    }
}
