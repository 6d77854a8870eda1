import Foundation
import Testing
@testable import VCLintCore

/// The baseline, the report scope and the linter ask a rule what it is (`Rule.ratchets`,
/// `findingScope`, `asSuppressionAudit`, `concern`) instead of naming it.
@Suite struct RuleMetadataTests {
    /// A rule no module knows by name: it audits suppression comments, and reports each used one.
    struct EchoUsedSuppressions: SuppressionAuditRule {
        static let description = RuleDescription(
            id: "echo_used_suppressions", name: "Echo", summary: "Reports each suppression that hid a finding.",
            rationale: "", fix: "", triggering: [], nonTriggering: [])
        static var options: [RuleOption<Self>] { [] }
        static let ratchets = true
        var severity = Severity.warning
        var asSuppressionAudit: (any SuppressionAuditRule)? { self }
        func check(_ context: RuleContext) -> [Violation] { [] }
        func findings(_ context: RuleContext, used: inout [Set<SuppressionUse>], enabledRules: Set<String>) -> [Violation] {
            used.enumerated().flatMap { file, uses in
                uses.map { use in
                    Violation(rule: Self.id, severity: .warning, location: Location(path: context.project.files[file].path, SourcePosition(line: 1, column: 1)),
                              message: "hid \(use.rule)", subject: use.rule)
                }
            }
        }
    }

    @Test func theLinterRunsAnyAuditRuleAfterTheOthers() throws {
        let tree = TemporaryDirectory()
        tree.write("A.swift", "// vclint:disable:next controller_length\n" + FixtureSource.longController("AViewController", lines: 520))
        let project = ProjectScanner().scan([tree.path])
        let found = Linter(rules: [ControllerLengthRule(), EchoUsedSuppressions()]).lint(project)
        #expect(found.map(\.rule) == ["echo_used_suppressions"])
        #expect(found.first?.message == "hid controller_length")
    }

    @Test func theBaselineRatchetsTheRulesThatSaySo() {
        let declared = Set(RuleRegistry.all.filter { $0.ratchets }.map { $0.id })
        #expect(Baseline.ratchetedRules == declared)
        #expect(declared.contains("controller_length"))
        #expect(EchoUsedSuppressions.ratchets && !ChildContainmentRule.ratchets)
    }

    @Test func theReportScopeKeepsMemberFindingsWithTheMember() {
        for rule in RuleRegistry.all {
            let violation = Violation(rule: rule.id, severity: .warning, location: Location(path: "A.swift", SourcePosition(line: 1, column: 1)),
                                      message: "", controller: "AViewController")
            let member: Bool
            if case .member = rule.findingScope { member = true } else { member = false }
            #expect(ReportScope.isAboutWholeController(violation) == !member, "\(rule.id)")
        }
        #expect(RuleRegistry.all.filter { if case .member = $0.findingScope { true } else { false } }.map { $0.id } == ["public_mutable_param"])
    }

    /// `metrics`' rule columns come from the rules that declare one (`MetricsCountRule`), each at
    /// a place of its own, and the CSV's five columns keep theirs.
    @Test func metricsColumnsAreTheRulesOwn() throws {
        let columns = MetricsReport.countingRules([:]).map { type(of: $0).metricsColumn }
        #expect(Set(columns.map(\.csvOrder)).count == columns.count && Set(columns.map(\.textOrder)).count == columns.count)
        #expect(Set(columns.map(\.key)).count == columns.count)
        let csvKeys = MetricsCSVRenderer.header.split(separator: ",").map(String.init)
        #expect(columns.map(\.key) == csvKeys.filter { key in columns.contains { $0.key == key } })
        #expect(columns.sorted { $0.textOrder < $1.textOrder }.map(\.header) == MetricsTextRenderer.ruleHeader)
        // The CSV's contract: these eight stand here, in this order; a new column comes after them.
        #expect(Array(csvKeys[13..<21]) == ["containment_mistakes", "delegate_roles", "view_building_statements",
                                           "persistence_uses", "navigation_steps", "responsibilities", "lcom4", "tcc"])
        // A rule's key shares the JSON row with the fixed keys: it must not take one of theirs.
        let fixedKeys = Set(csvKeys.prefix(13)).union(["responsibilities", "lcom4", "tcc", "lines", "extensions", "ancestry",
                                                       "conformances", "inferred", "stored_properties"])
        #expect(fixedKeys.isDisjoint(with: columns.map(\.key)))
    }

    /// `Rules/` holds one file per rule and the registry; what rules share lives in
    /// `Rules/Shared/`. A rule file declares its rule and no other type, so no rule reaches into
    /// another rule's file for a helper.
    @Test func eachRuleFileDeclaresItsRuleAlone() throws {
        let root = packageRoot + "/Sources/VCLintCore/Rules/"
        let files = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.sorted()
        let ruleFiles = Set(RuleRegistry.all.map { String(describing: $0) + ".swift" })
        #expect(Set(files) == ruleFiles.union(["RuleRegistry.swift"]), "helpers belong in Rules/Shared/")
        let declaration = try NSRegularExpression(pattern: "^(?:public |private |fileprivate |internal )?(?:final )?(?:struct|enum|class|protocol|actor) (\\w+)",
                                                  options: .anchorsMatchLines)
        for file in ruleFiles {
            let text = try String(contentsOfFile: root + file, encoding: .utf8)
            let declared = declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range(at: 1), in: text)!])
            }
            #expect(declared == [String(file.dropLast(6))], "\(file) declares \(declared)")
        }
    }

    /// Speed work stays behind the shared readers: a rule file reads no byte offsets, raw
    /// pointers or name prefilters, and locates its evidence through `EvidenceLocations`, never
    /// asking the suppressions itself. The rules that still read offsets are listed; the list
    /// only shrinks.
    @Test func ruleFilesLeaveBytesAndSuppressionsToTheSharedLayer() throws {
        let stillReadingOffsets: Set<String> = [
            "ChildContainmentRule.swift", "NavigationInControllerRule.swift", "ViewBuildingInControllerRule.swift",
        ]
        let root = packageRoot + "/Sources/VCLintCore/Rules/"
        var reading: Set<String> = []
        for file in RuleRegistry.all.map({ String(describing: $0) + ".swift" }) {
            let code = try String(contentsOfFile: root + file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            #expect(!code.contains("isSuppressed("), "\(file) asks the suppressions itself")
            if [".offset", "utf8", "Unsafe", "Bloom", "Prefilter", "NameShape"].contains(where: code.contains) { reading.insert(file) }
        }
        #expect(reading.subtracting(stillReadingOffsets).isEmpty, "read bytes: \(reading.subtracting(stillReadingOffsets).sorted())")
        #expect(stillReadingOffsets.subtracting(reading).isEmpty, "no longer read bytes, take them off the list: \(stillReadingOffsets.subtracting(reading).sorted())")
        #expect(!reading.contains("NetworkingInControllerRule.swift") && !reading.contains("PublicMutableParamRule.swift"))
    }

    /// Rule knowledge lives in `Sources/VCLintCore/Rules/`. Outside it, no code names a rule's
    /// type or its id: what other modules need, they ask the rules' metadata.
    @Test func noModuleOutsideRulesNamesARule() throws {
        let root = packageRoot + "/Sources/VCLintCore/"
        let typeNames = RuleRegistry.all.map { String(describing: $0) }
        let ids = RuleRegistry.all.map { "\"\($0.id)\"" }
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Rules/") }
        var naming: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOfFile: root + file, encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            if typeNames.contains(where: { code.range(of: "\\b\($0)\\b", options: .regularExpression) != nil })
                || ids.contains(where: code.contains) {
                naming.append(file)
            }
        }
        #expect(naming.isEmpty, "name a rule outside Rules/: \(naming)")
        #expect(typeNames.contains("ControllerLengthRule") && ids.contains("\"controller_length\""))
    }
}
