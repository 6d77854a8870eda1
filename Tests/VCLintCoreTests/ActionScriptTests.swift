import Foundation
import Testing

/// `Scripts/github-action.sh`, the GitHub Action's shell core, run as the runner runs it:
/// inputs in the environment, outputs appended to `$GITHUB_OUTPUT`.
@Suite struct ActionScriptTests {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var outputs: [String: String]
    }

    static func run(_ step: String, in tree: TemporaryDirectory, environment: [String: String]) throws -> Outcome {
        let outputFile = tree.path + "/github-output"
        FileManager.default.createFile(atPath: outputFile, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot + "/Scripts/github-action.sh", step]
        process.currentDirectoryURL = URL(fileURLWithPath: tree.path)
        process.environment = ProcessInfo.processInfo.environment.merging(environment.merging(["GITHUB_OUTPUT": outputFile]) { $1 }) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var outputs: [String: String] = [:]
        for line in try String(contentsOfFile: outputFile, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { outputs[parts[0]] = parts[1] }
        }
        return Outcome(status: process.terminationStatus, standardOutput: String(decoding: data, as: UTF8.self), outputs: outputs)
    }

    @Test func runAnnotatesWritesSARIFAndLeavesFailingToTheLastStep() throws {
        let tree = TemporaryDirectory()
        tree.write("App/Long.swift", FixtureSource.longController("LongViewController", lines: 520))
        tree.write("Other/Small.swift", FixtureSource.controllerWithContainmentMistake("SmallViewController"))
        let vclint = try #require(BuiltVCLint.path)
        let outcome = try Self.run("run", in: tree, environment: [
            "VCLINT": vclint, "INPUT_PATHS": "App", "INPUT_ARGS": "--strict", "INPUT_SARIF": "out.sarif",
        ])
        #expect(outcome.status == 0)
        #expect(outcome.outputs["exit-code"] == "1")
        #expect(outcome.outputs["sarif"] == "out.sarif")
        #expect(outcome.standardOutput.contains("::error file=App/Long.swift,line=1,col=7,title=controller_length::"))
        #expect(!outcome.standardOutput.contains("Small"), "only INPUT_PATHS is linted")
        let sarif = try String(contentsOfFile: tree.path + "/out.sarif", encoding: .utf8)
        #expect(sarif.contains("\"ruleId\" : \"controller_length\""))

        let clean = TemporaryDirectory()
        clean.write("Clean.swift", FixtureSource.cleanController("CleanViewController"))
        let passing = try Self.run("run", in: clean, environment: ["VCLINT": vclint, "INPUT_PATHS": "", "INPUT_ARGS": ""])
        #expect(passing.outputs["exit-code"] == "0")
        #expect(FileManager.default.fileExists(atPath: clean.path + "/vclint.sarif"))
    }

    @Test func installChecksTheDownloadedTarball() throws {
        let tree = TemporaryDirectory()
        tree.write("pack/vclint-9.9.9-linux-x86_64/vclint", "#!/bin/sh\necho 9.9.9\n")
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/bin/sh")
        tar.arguments = ["-c", "chmod +x pack/*/vclint && tar -C pack -czf vclint.tar.gz vclint-9.9.9-linux-x86_64 && sha256sum vclint.tar.gz | cut -d' ' -f1 > sum"]
        tar.currentDirectoryURL = URL(fileURLWithPath: tree.path)
        try tar.run()
        tar.waitUntilExit()
        let sum = try String(contentsOfFile: tree.path + "/sum", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let url = "file://" + tree.path + "/vclint.tar.gz"

        let good = try Self.run("install", in: tree, environment: ["INPUT_BINARY_URL": url, "INPUT_BINARY_SHA256": sum, "RUNNER_TEMP": tree.path])
        #expect(good.status == 0)
        let installed = try #require(good.outputs["vclint"])
        #expect(installed.hasSuffix("/vclint-9.9.9-linux-x86_64/vclint"))
        #expect(FileManager.default.isExecutableFile(atPath: installed))

        let tampered = try Self.run("install", in: tree, environment: [
            "INPUT_BINARY_URL": url, "INPUT_BINARY_SHA256": String(repeating: "0", count: 64), "RUNNER_TEMP": tree.path,
        ])
        #expect(tampered.status != 0)
        #expect(tampered.outputs["vclint"] == nil)
        #expect(tampered.standardOutput.contains("::error title=vclint::\(url) has SHA-256 \(sum), expected"))

        let unchecked = try Self.run("install", in: tree, environment: ["INPUT_BINARY_URL": url, "INPUT_BINARY_SHA256": ""])
        #expect(unchecked.status != 0)
        #expect(unchecked.standardOutput.contains("binary-url needs binary-sha256"))
    }
}
