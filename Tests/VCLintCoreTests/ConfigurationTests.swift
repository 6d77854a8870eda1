import Testing
@testable import VCLintCore

@Suite struct YAMLReaderTests {
    func scalars(_ node: YAMLNode) -> [String] {
        guard case .sequence(let items) = node.value else { return [] }
        return items.compactMap { if case .scalar(let value) = $0.value { value } else { nil } }
    }

    @Test func mappingsSequencesAndScalars() throws {
        let root = try YAMLReader.read("""
            # a comment
            controllers:
              base_classes: [MXKViewController, "Quoted # not a comment", 'single']
            excluded:
              - Pods   # trailing comment
              - "Generated/**"
            list_under_key:
            - a
            """)
        guard case .mapping(let entries) = root.value else { Issue.record("not a mapping"); return }
        #expect(entries.map(\.key) == ["controllers", "excluded", "list_under_key"])
        guard case .mapping(let controllers) = entries[0].node.value else { Issue.record("not a mapping"); return }
        #expect(scalars(controllers[0].node) == ["MXKViewController", "Quoted # not a comment", "single"])
        #expect(controllers[0].node.line == 3)
        #expect(scalars(entries[1].node) == ["Pods", "Generated/**"])
        #expect(scalars(entries[2].node) == ["a"])
    }

    @Test(arguments: [
        ("a: 1\n\tb: 2", 2, "tabs are not allowed for indentation"),
        ("a: 1\na: 2", 2, "duplicate key 'a'"),
        ("a: \"open", 1, "unterminated quoted string"),
        ("a: [1, 2", 1, "unterminated '['"),
        ("a: &anchor 1", 1, "'&' is not supported in a vclint configuration"),
        ("a: |\n  text", 1, "'|' is not supported in a vclint configuration"),
        ("a: 1\n   b: 2", 2, "unexpected indentation"),
        ("just text", 1, "expected 'key: value'"),
        ("a: [x, [y]]", 1, "nested collections are not supported"),
        ("a: [x, , y]", 1, "empty item in '[…]'"),
    ])
    func errorsNameTheLine(text: String, line: Int, message: String) {
        #expect(throws: YAMLError(line: line, message: message)) { try YAMLReader.read(text) }
    }

    @Test func crlfAndByteOrderMark() throws {
        let configuration = try Configuration.parse("\u{FEFF}controllers:\r\n  base_classes: [A]\r\n", path: "c.yml")
        #expect(configuration.baseClasses == ["A"])
    }
}

@Suite struct ConfigurationTests {
    @Test func baseClasses() throws {
        let configuration = try Configuration.parse("controllers:\n  base_classes:\n    - MXKViewController\n    - FormViewController\n", path: ".vclint.yml")
        #expect(configuration.baseClasses == ["MXKViewController", "FormViewController"])
        #expect(try Configuration.parse("", path: "x").baseClasses == [])
    }

    @Test func unknownKeysAreErrorsWithSuggestions() {
        #expect(throws: ConfigurationError(path: ".vclint.yml", line: 2, message: "unknown key 'base_class' in 'controllers'; did you mean 'base_classes'?")) {
            try Configuration.parse("controllers:\n  base_class: [A]", path: ".vclint.yml")
        }
        #expect(throws: ConfigurationError(path: "c.yml", line: 1, message: "unknown key 'controlers'; did you mean 'controllers'?")) {
            try Configuration.parse("controlers: 1", path: "c.yml")
        }
        #expect(throws: ConfigurationError(path: "c.yml", line: 1, message: "unknown key 'zzz'")) {
            try Configuration.parse("zzz: 1", path: "c.yml")
        }
    }

    @Test func wrongTypes() {
        #expect(throws: ConfigurationError(path: "c.yml", line: 2, message: "'base_classes' takes a list of names, like [A, B]")) {
            try Configuration.parse("controllers:\n  base_classes: MXKViewController", path: "c.yml")
        }
        #expect(throws: ConfigurationError(path: "c.yml", line: 1, message: "expected a mapping in 'controllers'")) {
            try Configuration.parse("controllers: 3", path: "c.yml")
        }
    }

    @Test func errorDescriptionHasTheCompilerShape() {
        #expect(ConfigurationError(path: "a.yml", line: 3, message: "bad").description == "a.yml:3: error: bad")
        #expect(ConfigurationError(path: "a.yml", line: nil, message: "no such file or directory").description == "a.yml: error: no such file or directory")
    }
}

@Suite struct CommandLineTests {
    @Test func metricsUsesTheConfiguredBaseClasses() {
        let tree = TemporaryDirectory()
        tree.write("Room.swift", "class RoomViewController: MXKViewController {\n  var a = 1\n}")
        tree.write("vclint.yml", "controllers:\n  base_classes: [MXKViewController]\n")
        let without = VCLintCommand.run(["metrics", "--format", "csv", tree.path])
        #expect(without.exitCode == .success)
        #expect(!without.standardOutput.contains("RoomViewController"))
        let with = VCLintCommand.run(["metrics", "--format", "csv", "--config", tree.path + "/vclint.yml", tree.path])
        #expect(with.exitCode == .success)
        #expect(with.standardOutput.contains("RoomViewController,"))
    }

    @Test func badConfigurationExitsWithTwo() {
        let tree = TemporaryDirectory()
        tree.write("bad.yml", "controllers:\n  base_clases: [A]\n")
        let result = VCLintCommand.run(["metrics", "--config", tree.path + "/bad.yml", tree.path])
        #expect(result.exitCode == .toolFailure)
        #expect(result.standardError == tree.path + "/bad.yml:2: error: unknown key 'base_clases' in 'controllers'; did you mean 'base_classes'?\n")
    }

    @Test func missingPathsAreReportedAfterEverythingElse() {
        let tree = TemporaryDirectory()
        tree.write("A.swift", "class A: UIViewController {}")
        let result = VCLintCommand.run(["metrics", "--format", "csv", tree.path, tree.path + "/nope"])
        #expect(result.exitCode == .toolFailure)
        #expect(result.standardOutput.contains("\nA,"))
        #expect(result.standardError.contains("nope: no such file or directory"))
    }

    @Test func usageErrors() {
        #expect(VCLintCommand.run([]).exitCode == .toolFailure)
        #expect(VCLintCommand.run(["frobnicate"]).standardError.contains("unknown subcommand 'frobnicate'"))
        #expect(VCLintCommand.run(["metrics", "--format", "xml"]).exitCode == .toolFailure)
        #expect(VCLintCommand.run(["tokens"]).exitCode == .toolFailure)
        #expect(VCLintCommand.run(["--version"]).standardOutput == VCLintCommand.version + "\n")
    }

    @Test func tokensPrintsOneObjectPerToken() {
        let tree = TemporaryDirectory()
        tree.write("a.swift", "let x = \"open\n")
        let result = VCLintCommand.run(["tokens", tree.path + "/a.swift"])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput.split(separator: "\n").first == "{\"kind\": \"keyword\", \"offset\": 0, \"length\": 3, \"line\": 1, \"column\": 1}")
        #expect(result.standardOutput.split(separator: "\n").count == 9)
        #expect(result.standardError == tree.path + "/a.swift:1:9: error: unterminated string literal\n")
        #expect(VCLintCommand.run(["tokens", tree.path + "/missing.swift"]).exitCode == .toolFailure)
    }
}
