import Foundation
import Testing
@testable import VCLintCore

/// What a user installing vclint relies on: the version it prints, and install instructions and
/// CI examples that name real files and commands, with no placeholder left for them to guess.
@Suite struct ReleaseTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
    }

    @Test func theVersionIsTheOneInVERSION() throws {
        let file = try Self.read("VERSION").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(VCLintCommand.version == file)
        #expect(VCLintCommand.run(["--version"]).standardOutput == VCLintCommand.versionLine + "\n")
        #expect(VCLintCommand.versionLine.hasPrefix(file))
        let built = try BuiltVCLint.run(["--version"], in: packageRoot)
        #expect(built.status == 0)
        // `swift build` names no commit; `make` adds " (<12 hex digits>[-dirty])".
        #expect(built.standardOutput.range(of: #"^\d+\.\d+\.\d+( \([0-9a-f]{12}(-dirty)?\))?\n$"#, options: .regularExpression) != nil,
                "\(built.standardOutput)")
    }

    @Test func theInstructionsHaveNoPlaceholders() throws {
        for path in ["README.md", "action.yml", "Examples/CI/gitlab-ci.yml"] {
            let text = try Self.read(path)
            #expect(!text.contains("OWNER"), "\(path)")
            #expect(!text.contains("v0.1.0"), "\(path)")
        }
    }

    @Test func theGitLabExampleUploadsWhatItWrites() throws {
        let job = try Self.read("Examples/CI/gitlab-ci.yml")
        for (format, file) in [("gitlab", "gl-code-quality.json"), ("junit", "vclint-junit.xml")] {
            #expect(job.contains("--report \(format):\(file)"))
            #expect(job.contains(": \(file)\n"), "the artifact \(file) is not declared")
            #expect(ReportFormat(rawValue: format) != nil)
        }
    }

    @Test func theActionRunsTheTestedScript() throws {
        let action = try Self.read("action.yml")
        #expect(action.contains("bash \"$GITHUB_ACTION_PATH/Scripts/github-action.sh\" install"))
        #expect(action.contains("bash \"$GITHUB_ACTION_PATH/Scripts/github-action.sh\" run"))
        #expect(FileManager.default.isExecutableFile(atPath: packageRoot + "/Scripts/github-action.sh"))
        // Every output the action declares comes from a step that writes it.
        for output in ["exit-code", "sarif"] { #expect(action.contains("steps.lint.outputs.\(output)")) }
    }
}
