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

    @Test func apostrophesInsideTextOpenNoString() throws {
        let root = try YAMLReader.read("# this file's comment\nname: Bob's # it's a comment\nlist: ['a b', \"c\"]\n")
        guard case .mapping(let entries) = root.value, case .scalar(let name) = entries[0].node.value else {
            Issue.record("not a mapping"); return
        }
        #expect(name == "Bob's")
        #expect(scalars(entries[1].node) == ["a b", "c"])
    }

    @Test func crlfAndByteOrderMark() throws {
        let configuration = try Configuration.parse("\u{FEFF}controllers:\r\n  base_classes: [A]\r\n", path: "c.yml")
        #expect(configuration.baseClasses == ["A"])
    }
}

@Suite struct ConfigurationTests {
    /// `---` starts the document, also after a comment or a blank line; later, it is an error.
    @Test func aDocumentStartMarkerMayFollowComments() throws {
        let configuration = try Configuration.parse("# vclint settings\n\n---\ncontrollers:\n  base_classes: [A]\n", path: "c.yml")
        #expect(configuration.baseClasses == ["A"])
        #expect(throws: ConfigurationError.self) { try Configuration.parse("controllers:\n  base_classes: [A]\n---\n", path: "c.yml") }
    }

    /// Every problem at once, in line order, each with its line; the other keys are still read.
    @Test func everyProblemIsToldAtOnce() throws {
        let text = "max_file_size: lots\nexclded: [A]\nrules:\n  controller_length:\n    warning: many\n  no_such_rule:\n    limit: 3\n"
            + "controllers:\n  base_classes: [Base]\n"
        var caught: ConfigurationError?
        do { _ = try Configuration.parse(text, path: "c.yml") } catch { caught = error }
        let error = try #require(caught)
        #expect(([error] + error.others).map(\.line) == [1, 2, 5, 6], "\(error)")
        #expect(error.others[0].message.hasPrefix("unknown key 'exclded'; did you mean 'excluded'?"))
        #expect(error.description.split(separator: "\n").count == 4)
        #expect(error.description.split(separator: "\n").allSatisfy { $0.hasPrefix("c.yml:") && $0.contains(": error: ") })
    }

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

@Suite struct ConfigurationFileTests {
    @Test func everyKey() throws {
        let configuration = try Configuration.parse("""
            included: [App, "Modules/**/Sources"]
            excluded:
              - App/Generated
              - "**/*.generated.swift"
            controllers:
              base_classes: [MXKViewController]
            disabled_rules: [missing_view_model]
            opt_in_rules: [public_mutable_param]
            rules:
              controller_length:
                severity: error
                warning: 200
                error: 400
              public_mutable_param:
                ignore_weak: false
            """, path: ".vclint.yml")
        #expect(configuration.included.map(\.pattern) == ["App", "Modules/**/Sources"])
        #expect(configuration.excluded.map(\.pattern) == ["App/Generated", "**/*.generated.swift"])
        #expect(configuration.baseClasses == ["MXKViewController"])
        #expect(configuration.disabledRules == ["missing_view_model"])
        let enabled = configuration.enabledRules
        let defaults = Set(RuleRegistry.defaultRules.map { $0.id })
        #expect(enabled.map { $0.id } == RuleRegistry.all.map { $0.id }.filter { defaults.contains($0) || $0 == "public_mutable_param" })
        let length = try #require(enabled.first { $0.id == "controller_length" } as? ControllerLengthRule)
        #expect((length.severity, length.warning, length.error, length.includeExtensions) == (.error, 200, 400, true))
        let params = try #require(enabled.first { $0.id == "public_mutable_param" } as? PublicMutableParamRule)
        #expect(params.ignoreWeak == false)
    }

    @Test func theDirectoryOfTheFileAnchorsTheGlobs() throws {
        let tree = TemporaryDirectory()
        tree.write("sub/config.yml", "excluded: [Generated]\n")
        let configuration = try Configuration.load(path: tree.path + "/sub/config.yml")
        #expect(configuration.directory == tree.path + "/sub")
    }

    static let errors: [(text: String, line: Int, message: String)] = [
        ("exclude: [Pods]", 1, "unknown key 'exclude'; did you mean 'excluded'?"),
        ("controlers:\n  base_classes: [A]", 1, "unknown key 'controlers'; did you mean 'controllers'?"),
        ("controllers:\n  base_class: [A]", 2, "unknown key 'base_class' in 'controllers'; did you mean 'base_classes'?"),
        ("rules:\n  controller_length:\n    warnin: 10", 3,
         "unknown key 'warnin' in 'rules: controller_length'; did you mean 'warning'?"),
        ("rules:\n  controler_length:\n    warning: 10", 2, "unknown rule 'controler_length' in 'rules'; did you mean 'controller_length'?"),
        ("rules:\n  no_such_thing:\n    severity: error", 2, "unknown rule 'no_such_thing' in 'rules'"),
        ("disabled_rules:\n  - controller_length\n  - public_mutable_params", 3,
         "unknown rule 'public_mutable_params' in 'disabled_rules'; did you mean 'public_mutable_param'?"),
        ("disabled_rules: controller_length", 1, "'disabled_rules' takes a list of rule ids, like [rule_a, rule_b]"),
        ("rules:\n  controller_length:\n    warning: lots", 3,
         "'warning' in 'rules: controller_length' takes a whole number of at least 1"),
        ("rules:\n  controller_length:\n    include_extensions: yes", 3,
         "'include_extensions' in 'rules: controller_length' takes true or false"),
        ("rules:\n  public_mutable_param:\n    severity: eror", 3,
         "'severity' in 'rules: public_mutable_param' takes 'warning' or 'error'; did you mean 'error'?"),
        ("rules:\n  controller_length:\n    warning: 400\n    error: 300", 2,
         "'error' (300) must not be below 'warning' (400) in 'rules: controller_length'"),
        ("rules:\n  controller_length: 3", 2, "expected a mapping in 'rules: controller_length'"),
        ("rules: [controller_length]", 1, "expected a mapping in 'rules'"),
        ("excluded: Pods", 1, "'excluded' takes a list of paths or globs, like [Pods, \"**/Generated\"]"),
        ("excluded:\n  - Pods\n  - \"App/Gen**\"", 3,
         "bad glob 'App/Gen**' in 'excluded': '**' must be a whole path component, as in 'a/**/b'"),
        ("included: [\"/abs/path\"]", 1,
         "bad glob '/abs/path' in 'included': a glob cannot be absolute; globs are relative to the configuration file's directory"),
        ("included: [../Shared]", 1,
         "bad glob '../Shared' in 'included': '..' is not supported in a glob; globs are relative to the configuration file's directory"),
        ("excluded: [\"App/[ab].swift\"]", 1, "bad glob 'App/[ab].swift' in 'excluded': '[' is not supported in a glob; use '*', '?' and '**'"),
        ("excluded:\n  - *.generated.swift", 2,
         "'*' is not supported in a vclint configuration (quote a glob that starts with '*')"),
        ("excluded: [Pods, Carthage\n", 1, "unterminated '['"),
        ("controllers:\n  base_classes: [A]\n   extra: 1", 3, "unexpected indentation"),
    ]

    @Test(arguments: errors)
    func everyErrorNamesTheFileAndLine(text: String, line: Int, message: String) {
        #expect(throws: ConfigurationError(path: "conf/.vclint.yml", line: line, message: message)) {
            try Configuration.parse(text, path: "conf/.vclint.yml")
        }
    }

    @Test func aMissingFileIsAnError() {
        #expect(throws: ConfigurationError(path: "/nonexistent/.vclint.yml", line: nil, message: "no such file or directory")) {
            try Configuration.load(path: "/nonexistent/.vclint.yml")
        }
    }
}

@Suite struct ConfigurationTemplateTests {
    @Test func theTemplateParsesBackIntoTheDefaults() throws {
        let text = ConfigurationTemplate.text
        let parsed = try Configuration.parse(text, path: ".vclint.yml")
        #expect(parsed == Configuration())
        #expect(parsed.ruleSettings.keys.sorted() == RuleRegistry.ids)
    }

    @Test func theTemplateNamesEveryRuleAndOption() {
        let text = ConfigurationTemplate.text
        for type in RuleRegistry.all {
            #expect(text.contains("\n  \(type.id):\n"))
            for option in type.optionSummaries {
                #expect(text.contains("    \(option.key): \(option.defaultValue)\n"), "\(type.id).\(option.key)")
            }
        }
    }

    @Test func equalityComparesRuleOptions() throws {
        let changed = ConfigurationTemplate.text.replacingOccurrences(of: "    warning: 300\n", with: "    warning: 301\n")
        #expect(changed != ConfigurationTemplate.text)
        #expect(try Configuration.parse(changed, path: "c.yml") != Configuration())
        #expect(try Configuration.parse("disabled_rules: [controller_length]", path: "c.yml") != Configuration())
    }

    /// The README's full example must stay a valid configuration.
    @Test func theReadmeExampleParses() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let marker = "<!-- full-configuration -->\n```yaml\n"
        let start = try #require(readme.range(of: marker))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let configuration = try Configuration.parse(String(readme[start.upperBound..<end.lowerBound]), path: "README.md")
        #expect(!configuration.excluded.isEmpty)
        #expect(!configuration.ruleSettings.isEmpty)
        #expect(configuration.enabledRules.contains { $0.id == "delegate_sprawl" })
    }
}

/// A SwiftLint user's keys: accepted where they make sense, an answer that helps for the rest.
@Suite struct SwiftLintHabitTests {
    func error(_ text: String) -> ConfigurationError? {
        do {
            _ = try Configuration.parse(text, path: ".vclint.yml")
            return nil
        } catch {
            return error
        }
    }

    @Test func onlyRulesRunsOnlyThoseRules() throws {
        let configuration = try Configuration.parse("only_rules: [controller_length, missing_view_model]\n", path: "c.yml")
        #expect(configuration.enabledRules.map(\.id) == ["controller_length", "missing_view_model"])
        let lessDisabled = try Configuration.parse("only_rules: [controller_length, missing_view_model]\ndisabled_rules: [missing_view_model]\n", path: "c.yml")
        #expect(lessDisabled.enabledRules.map(\.id) == ["controller_length"])
        #expect(try Configuration.parse("", path: "c.yml").enabledRules.count == RuleRegistry.defaultRules.count)
    }

    @Test func onlyRulesKeepsTheRulesOptions() throws {
        let configuration = try Configuration.parse("only_rules: [controller_length]\nrules:\n  controller_length:\n    warning: 123\n", path: "c.yml")
        #expect(configuration.ruleSettingsText.count == 1)
        #expect(configuration.ruleSettingsText.first?.hasPrefix("controller_length: ") == true)
        #expect(configuration.ruleSettingsText.first?.contains("warning=123") == true)
    }

    @Test func onlyRulesThroughTheExecutable() throws {
        let tree = TemporaryDirectory()
        tree.write("Big.swift", FixtureSource.longController("BigViewController", lines: 620))
        tree.write(".vclint.yml", "opt_in_rules: [missing_view_model]\n")
        let all = try BuiltVCLint.run([], in: tree.path)
        #expect(all.standardOutput.contains("(missing_view_model)"))
        tree.write(".vclint.yml", "only_rules: [controller_length]\n")
        let only = try BuiltVCLint.run([], in: tree.path)
        #expect(only.status == 1)
        #expect(only.standardOutput.contains("(controller_length)\n"))
        #expect(!only.standardOutput.contains("(missing_view_model)"))
    }

    @Test func onlyRulesIsChecked() {
        #expect(error("only_rules: [controler_length]\n")?.message == "unknown rule 'controler_length' in 'only_rules'; did you mean 'controller_length'?")
        #expect(error("only_rules: []\n") == ConfigurationError(path: ".vclint.yml", line: 1, message: "'only_rules' needs at least one rule id; without it every rule runs"))
        #expect(error("only_rules: controller_length\n")?.message == "'only_rules' takes a list of rule ids, like [rule_a, rule_b]")
    }

    @Test func aRuleAtTheTopLevelPointsUnderRules() {
        #expect(error("included: [App]\ncontroller_length:\n  warning: 300\n") == ConfigurationError(
            path: ".vclint.yml", line: 2,
            message: "'controller_length' is a rule: its options go under 'rules:', indented: 'rules:', then '  controller_length:', then '    severity: warning'"))
    }

    @Test func reporterAndStrictPointToTheirOptions() {
        let reporter = error("reporter: json\n")
        #expect(reporter?.line == 1)
        #expect(reporter?.message.hasPrefix("'reporter' is chosen on the command line: --format text|json|sarif") == true)
        #expect(error("strict: true\n")?.message == "'strict' is chosen on the command line: --strict fails (exit 1) on warnings too")
    }

    @Test func otherUnknownKeysStillSuggestTheClosest() {
        #expect(error("only_rule: [controller_length]\n")?.message == "unknown key 'only_rule'; did you mean 'only_rules'?")
    }
}
