import Foundation
import Testing

/// The built `vclint` executable, run as a user runs it: arguments in, bytes and a status out.
struct BuiltVCLint {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Next to the test bundle (the test target depends on the executable, so it is built), or
    /// in `.build/debug` as a fallback.
    static let path: String? = {
        var candidates: [String] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent().path)
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().path)
        candidates.append(Bundle.main.bundleURL.path)
        candidates.append(packageRoot + "/.build/debug")
        return candidates.map { $0 + "/vclint" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// `environment`: variables to set or replace in the test's own.
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path, "the vclint executable was not built"))
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read standard error on another thread while this one reads standard output, so a
        // full pipe cannot block the child.
        let errorData = Locked<Data>()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errorData.value = error.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       standardOutput: String(decoding: outputData, as: UTF8.self),
                       standardError: String(decoding: errorData.value ?? Data(), as: UTF8.self))
    }
}

final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Every exit code of the contract, through the real executable.
@Suite struct EndToEndTests {
    func run(_ arguments: [String], in tree: TemporaryDirectory) throws -> BuiltVCLint.Outcome {
        try BuiltVCLint.run(arguments, in: tree.path)
    }

    @Test func cleanTreeExitsZero() throws {
        let tree = TemporaryDirectory()
        tree.write("App/Clean.swift", FixtureSource.cleanController("CleanViewController"))
        tree.write("App/Model.swift", "struct Model { var name: String }\n")
        let outcome = try run([], in: tree)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == "vclint: 0 errors, 0 warnings in 1 controller (2 files)\n")
    }

    @Test func anErrorFindingExitsOne() throws {
        let tree = TemporaryDirectory()
        tree.write("App/Big.swift", FixtureSource.longController("BigViewController", lines: 620))
        let outcome = try run(["App"], in: tree)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.hasPrefix("App/Big.swift:1:7: error: BigViewController is 620 lines of code"))
        #expect(outcome.standardOutput.contains("(controller_length)\n"))
    }

    @Test func warningsExitOneOnlyWithStrict() throws {
        let tree = TemporaryDirectory()
        tree.write("Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        let lenient = try run(["lint", "."], in: tree)
        #expect(lenient.status == 0)
        #expect(lenient.standardOutput.hasPrefix("Small.swift:3:9: warning: `addChild(child)`"))
        let strict = try run(["--strict"], in: tree)
        #expect(strict.status == 1)
        #expect(strict.standardOutput == lenient.standardOutput)
    }

    @Test func badUsageExitsTwo() throws {
        let tree = TemporaryDirectory()
        let outcome = try run(["--frmat", "json"], in: tree)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: unknown option '--frmat'; did you mean '--format'?\nUsage: vclint"))
        #expect(outcome.standardOutput == "")
    }

    @Test func badConfigurationExitsTwo() throws {
        let tree = TemporaryDirectory()
        tree.write("Big.swift", FixtureSource.longController("BigViewController", lines: 620))
        tree.write(".vclint.yml", "rules:\n  controller_length:\n    warnings: 200\n")
        let outcome = try run([], in: tree)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == ".vclint.yml:3: error: unknown key 'warnings' in 'rules: controller_length'; did you mean 'warning'?\n")
    }

    @Test func aMissingPathExitsTwoAndTheRestIsStillReported() throws {
        let tree = TemporaryDirectory()
        tree.write("App/Big.swift", FixtureSource.longController("BigViewController", lines: 620))
        let outcome = try run(["App", "Gone"], in: tree)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.hasPrefix("App/Big.swift:1:7: error:"))
        #expect(outcome.standardError.hasPrefix("error: Gone: no such file or directory\n"))
    }

    @Test func anUnreadableFileExitsTwoAndTheRestIsStillReported() throws {
        let tree = TemporaryDirectory()
        tree.write("Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        // Root reads any file, so a dangling link stands in for an unreadable file there.
        if getuid() == 0 {
            try FileManager.default.createSymbolicLink(atPath: tree.path + "/Locked.swift", withDestinationPath: tree.path + "/nowhere")
        } else {
            tree.write("Locked.swift", FixtureSource.cleanController("LockedViewController"))
            chmod(tree.path + "/Locked.swift", 0)
        }
        let outcome = try run(["."], in: tree)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.hasPrefix("Small.swift:3:9: warning:"))
        let problem = getuid() == 0 ? "is a symbolic link to a missing file" : "permission denied"
        #expect(outcome.standardError.hasPrefix("error: Locked.swift: \(problem)\n"))
        #expect(outcome.standardError.hasSuffix("; 1 file error\n"))
    }

    @Test func outputWritesTheReportToAFile() throws {
        let tree = TemporaryDirectory()
        tree.write("Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        let direct = try run([], in: tree)
        let outcome = try run(["--output", "report.txt"], in: tree)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == "vclint: 0 errors, 1 warning in 1 controller (1 file)\n")
        #expect(try String(contentsOfFile: tree.path + "/report.txt", encoding: .utf8) == direct.standardOutput)
    }

    @Test func serialAndParallelRunsAreByteIdentical() throws {
        let tree = TemporaryDirectory()
        for index in 0..<10 {
            let name = "Feature\(index)ViewController"
            tree.write("App/F\(index)/\(name).swift", index.isMultiple(of: 3)
                ? FixtureSource.longController(name, lines: 310 + 30 * index)
                : FixtureSource.controllerWithContainmentMistake(name))
        }
        tree.write("App/F1/Feature1ViewController+Extra.swift", "extension Feature1ViewController {\n    func extra() {}\n}\n")
        let formats = try run(["help", "lint"], in: tree).standardOutput
        #expect(formats.contains("text"))
        for format in ["text", "json", "sarif", "github", "checkstyle"] where formats.contains(format) {
            let serial = try run(["--format", format, "--jobs", "1"], in: tree)
            let parallel = try run(["--format", format, "--jobs", "2"], in: tree)
            #expect(serial.status == 1)
            #expect(serial.standardOutput == parallel.standardOutput, "\(format)")
            #expect(serial.standardError == parallel.standardError, "\(format)")
        }
    }

    @Test func nastyFileNamesAreNamedExactly() throws {
        let tree = TemporaryDirectory()
        let names = ["Sub Folder/My View Controller.swift", "Quote\"s, and 'commas'.swift", "Colon: here.swift", "Ünïcødé 控制器.swift"]
        for (index, name) in names.enumerated() {
            tree.write(name, FixtureSource.controllerWithContainmentMistake("Nasty\(index)ViewController"))
        }
        let outcome = try run([], in: tree)
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(lines.count == names.count)
        for name in names {
            #expect(lines.contains { $0.hasPrefix("\(name):3:9: warning: `addChild(child)`") }, "\(name)")
        }
        #expect(outcome.standardError == "vclint: 0 errors, 4 warnings in 4 controllers (4 files)\n")
    }
}

/// On Linux, loading Foundation took half of vclint's start (3 of 6 ms for `vclint --version`):
/// a hook on a few files pays it on every commit. vclint links none of it there.
@Suite struct StartupTests {
    #if os(Linux)
    @Test func vclintLoadsNoFoundation() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ldd", try #require(BuiltVCLint.path, "the vclint executable was not built")]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let libraries = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0 && libraries.contains("libswiftCore"), "ldd could not list vclint's libraries")
        #expect(!libraries.contains("Foundation"), "\(libraries)")
    }
    #endif
}

/// A run that checks nothing must not pass for a clean one.
@Suite struct NothingCheckedTests {
    @Test(arguments: [["--strict"], ["metrics"], ["report", "--output", "page.html"]])
    func aTreeWithNoSourceFileIsAnError(arguments: [String]) throws {
        let tree = TemporaryDirectory()
        tree.write("README.md", "no code here\n")
        let outcome = try BuiltVCLint.run(arguments, in: tree.path)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: no Swift or Objective-C source file (.swift, .h, .m, .mm) to read under '.'"),
                "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/page.html"))
    }

    @Test func anIncludedListThatMatchesNothingIsAnErrorThatNamesTheConfiguration() throws {
        let tree = TemporaryDirectory()
        tree.write(".vclint.yml", "included: [Sorces/**]\n")
        tree.write("Sources/Clean.swift", FixtureSource.cleanController("CleanViewController"))
        let outcome = try BuiltVCLint.run([], in: tree.path)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "error: no Swift or Objective-C source file (.swift, .h, .m, .mm) to read under '.'; "
            + "check 'included' and 'excluded' in .vclint.yml\n", "\(outcome.standardError)")
    }

    @Test func aMistypedReportOnlyPathIsAnErrorAsALintPathIs() throws {
        let tree = TemporaryDirectory()
        tree.write("Clean.swift", FixtureSource.controllerWithContainmentMistake("CleanViewController"))
        let outcome = try BuiltVCLint.run(["--report-only", "Claen.swift"], in: tree.path)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: '--report-only Claen.swift': no such file or directory\n"), "\(outcome.standardError)")
        #expect(outcome.standardOutput == "")
    }
}
