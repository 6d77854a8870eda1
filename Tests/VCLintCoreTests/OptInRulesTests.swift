import Testing
@testable import VCLintCore

/// A rule that is off unless named, so the machinery is tested whatever the registry holds.
private struct SampleOptInRule: Rule {
    var severity = Severity.warning
    static var isOptIn: Bool { true }
    static var options: [RuleOption<Self>] { [.severity()] }
    static let description = RuleDescription(
        id: "sample_opt_in", name: "Sample", summary: "Nothing.", rationale: "", fix: "", triggering: [], nonTriggering: [])
    func check(_ context: RuleContext) -> [Violation] { [] }
}

@Suite struct OptInRulesTests {
    static let registry: [any Rule.Type] = [ControllerLengthRule.self, ChildContainmentRule.self, SampleOptInRule.self]

    func enabled(_ text: String) throws -> [String] {
        try Configuration.parse(text, path: "c.yml").enabledRules(of: Self.registry).map(\.id)
    }

    func error(_ text: String) -> ConfigurationError? {
        do {
            _ = try Configuration.parse(text, path: ".vclint.yml")
            return nil
        } catch {
            return error
        }
    }

    @Test func anOptInRuleRunsOnlyWhenNamed() throws {
        #expect(try enabled("") == ["controller_length", "child_containment"])
        var configuration = Configuration()
        configuration.optInRules = ["sample_opt_in"]
        #expect(configuration.enabledRules(of: Self.registry).map(\.id) == ["controller_length", "child_containment", "sample_opt_in"])
        configuration.disabledRules = ["sample_opt_in", "controller_length"]
        #expect(configuration.enabledRules(of: Self.registry).map(\.id) == ["child_containment"], "disabled_rules wins")
    }

    @Test func configuringAnOptInRuleDoesNotTurnItOn() {
        var configuration = Configuration()
        configuration.ruleSettings["sample_opt_in"] = SampleOptInRule()
        #expect(!configuration.enabledRules(of: Self.registry).map(\.id).contains("sample_opt_in"))
    }

    /// The README's rule table has a row per rule, saying whether it runs by default.
    @Test func theReadmeTableSaysWhichRulesRunByDefault() throws {
        let readme = try String(contentsOfFile: ReadmeExampleTests.root + "/README.md", encoding: .utf8)
        for type in RuleRegistry.all {
            #expect(readme.contains("| [`\(type.id)`](Rules/\(type.id).md) | \(type.isOptIn ? "opt-in" : "by default") |"), "\(type.id)")
        }
    }

    @Test func onlyRulesRunsAnOptInRuleItNames() throws {
        var configuration = Configuration()
        configuration.onlyRules = ["sample_opt_in"]
        #expect(configuration.enabledRules(of: Self.registry).map(\.id) == ["sample_opt_in"])
        configuration.onlyRules = ["controller_length"]
        #expect(configuration.enabledRules(of: Self.registry).map(\.id) == ["controller_length"])
    }

    @Test func theDefaultLinterLeavesOptInRulesOut() {
        let ids = Linter().rules.map(\.id)
        #expect(ids == RuleRegistry.all.filter { !$0.isOptIn }.map { $0.id })
        #expect(ids == Configuration().enabledRules.map(\.id))
        #expect(Set(RuleRegistry.optInIDs).isDisjoint(with: ids))
    }

    @Test func unknownIDsAreErrorsWithTheirLine() {
        #expect(error("included: []\nopt_in_rules:\n  - controler_length\n") == ConfigurationError(
            path: ".vclint.yml", line: 3, message: "unknown rule 'controler_length' in 'opt_in_rules'; did you mean 'controller_length'?"))
        #expect(error("opt_in_rules: controller_length\n")?.message == "'opt_in_rules' takes a list of rule ids, like [rule_a, rule_b]")
    }

    @Test func aRuleThatRunsByDefaultIsAnError() throws {
        let found = try #require(error("opt_in_rules: [controller_length]\n"))
        #expect(found.line == 1)
        #expect(found.message.hasPrefix("'controller_length' runs by default: 'opt_in_rules' turns on only opt-in rules"))
        #expect(found.message.hasSuffix("; to run only some rules, list them in 'only_rules'"))
        for id in RuleRegistry.optInIDs { #expect(found.message.contains(id)) }
    }

    @Test func optInRulesBesideOnlyRulesIsAnError() {
        let text = "only_rules: [controller_length]\nopt_in_rules: []\n"
        #expect(error(text) == ConfigurationError(
            path: ".vclint.yml", line: 2, message: "'opt_in_rules' has no effect with 'only_rules': list every rule to run in 'only_rules'"))
    }

    @Test func theRegistrysOptInRulesTurnOn() throws {
        let configuration = try Configuration.parse("opt_in_rules: [delegate_sprawl]\ndisabled_rules: [child_containment]\n", path: "c.yml")
        let ids = configuration.enabledRules.map(\.id)
        #expect(ids.contains("delegate_sprawl") && !ids.contains("child_containment"))
        #expect(try !Configuration.parse("", path: "c.yml").enabledRules.map(\.id).contains("delegate_sprawl"))
        #expect(try Configuration.parse("only_rules: [delegate_sprawl]\n", path: "c.yml").enabledRules.map(\.id) == ["delegate_sprawl"])
        #expect(try Configuration.parse("opt_in_rules: [delegate_sprawl]\ndisabled_rules: [delegate_sprawl]\n", path: "c.yml")
            .enabledRules.map(\.id) == RuleRegistry.defaultRules.map { $0.id })
        #expect(error("opt_in_rules: [delegate_spraw]\n")?.message == "unknown rule 'delegate_spraw' in 'opt_in_rules'; did you mean 'delegate_sprawl'?")
    }

    /// Through the built executable: the opt-in rule finds nothing until `.vclint.yml` names it.
    @Test func optInThroughTheExecutable() throws {
        let tree = TemporaryDirectory()
        tree.write("Feed.swift", "final class FeedViewController: UIViewController, ADelegate, BDelegate, CDelegate, DDelegate, EDataSource {}\n")
        #expect(try !BuiltVCLint.run([], in: tree.path).standardOutput.contains("(delegate_sprawl)"))
        tree.write(".vclint.yml", "opt_in_rules: [delegate_sprawl]\nrules:\n  delegate_sprawl:\n    minimum_controller_lines: 0\n")
        let on = try BuiltVCLint.run([], in: tree.path)
        #expect(on.standardOutput.contains("is the delegate or data source of 5 objects (limit 4)"))
        #expect(on.standardOutput.hasSuffix("(delegate_sprawl)\n"))
    }

    @Test func anEmptyListIsAccepted() throws {
        #expect(try Configuration.parse("opt_in_rules: []\n", path: "c.yml") == Configuration())
    }

    @Test func documentsListingsAndTheTemplateSayWhichRulesAreOptIn() {
        let listing = VCLintCommand.run(["rules"]).standardOutput
        for type in RuleRegistry.all {
            let runs = type.isOptIn ? "opt-in" : "on by default"
            #expect(listing.contains("\(type.id) (\(runs), \(type.init().severity.rawValue))\n"))
            let document = RuleDocument.markdown(for: type)
            #expect(document.contains(type.isOptIn ? "Opt-in: turn it on with `opt_in_rules: [\(type.id)]`"
                                                    : "On by default: turn it off with `disabled_rules: [\(type.id)]`"))
            #expect(RuleDocument.index().contains("| [`\(type.id)`](\(type.id).md) | \(type.isOptIn ? "opt-in" : "by default") |"))
        }
        let template = ConfigurationTemplate.text
        #expect(template.contains("# opt_in_rules: [\(RuleRegistry.optInIDs.joined(separator: ", "))]\n"))
    }

    /// Uncommenting the template's `opt_in_rules` line turns every opt-in rule on.
    @Test func theTemplatesOptInLineUncommentedTurnsThemOn() throws {
        let text = ConfigurationTemplate.text.replacingOccurrences(of: "# opt_in_rules:", with: "opt_in_rules:")
        let configuration = try Configuration.parse(text, path: "c.yml")
        #expect(configuration.enabledRules.map(\.id) == RuleRegistry.ids)
    }
}
