import Foundation
import Testing
@testable import VCLintCore

/// The README's Objective-C example finds what its comments say it finds.
@Suite struct ReadmeObjCExampleTests {
    /// The `objc` block of the README's "Objective-C" section, split into its files at the
    /// `// Name.h` / `// Name.m` comment lines.
    static func exampleFiles() throws -> [(path: String, text: String)] {
        let readme = try String(contentsOfFile: ReadmeExampleTests.root + "/README.md", encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "### Objective-C\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```objc\n").dropFirst().first?.components(separatedBy: "```")[0])
        var files: [(path: String, text: String)] = []
        for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// "), line.hasSuffix(".h") || line.hasSuffix(".m") {
                files.append((String(line.dropFirst(3)), ""))
            } else if !files.isEmpty {
                files[files.count - 1].text += line + "\n"
            }
        }
        return files
    }

    @Test func theObjectiveCExampleFindsWhatItsCommentsSay() throws {
        let files = try Self.exampleFiles()
        #expect(files.map(\.path) == ["RecipeViewController.h", "RecipeViewController.m"])
        let setter = "@implementation RecipeListViewController\n- (void)open:(Recipe *)recipe {\n"
            + "    RecipeViewController *controller = [[RecipeViewController alloc] init];\n    controller.recipe = recipe;\n}\n@end\n"
        let project = Project.build(sources: files + [("RecipeListViewController.m", setter)])
        // The default rules, and the two opt-in rules its comments name (one with its size limits at 0).
        let anyList = try configure(InlineDataSourceRule.self, "minimum_controller_lines: 0\nminimum_method_lines: 0")
        let found = Linter(rules: RuleRegistry.defaultRules.map { $0.init() } + [PublicMutableParamRule(), anyList],
                           jobs: 1).lint(project)
        #expect(found.map(\.rule) == ["public_mutable_param", "inline_data_source"])
        #expect(found.map(\.location.path) == ["RecipeViewController.h", "RecipeViewController.m"])
        #expect(found.first?.message.contains("initWithRecipe:") == true)
        // With the limits at one line, the controller-wide findings land on the @implementation.
        let strict = try configure(ControllerLengthRule.self, "warning: 1\nerror: 5")
        let length = Linter(rules: [strict], jobs: 1).lint(project)
        #expect(length.map(\.location) == [Location(path: "RecipeViewController.m", SourcePosition(line: 4, column: 1))])
    }

    private func configure<R: Rule>(_ type: R.Type, _ options: String) throws -> any Rule {
        try R.configured(from: try YAMLReader.read(options), reader: ConfigurationReader(path: "test"))
    }
}
