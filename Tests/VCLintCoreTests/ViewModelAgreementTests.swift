import Foundation
import Testing

/// "Which object is this screen's view model" has one answer: `metrics` prints it and
/// `missing_view_model` reports exactly the controllers where it is none, with the same options.
@Suite struct ViewModelAgreementTests {
    @Test func metricsAndTheRuleAgreeUnderConfiguredSuffixes() throws {
        let tree = TemporaryDirectory()
        tree.write(".vclint.yml", "only_rules: [missing_view_model]\nrules:\n  missing_view_model:\n    min_lines: 1\n    type_suffixes: [Brain]\n")
        tree.write("App/Feed.swift", """
            final class FeedViewController: UIViewController {
                private let brain: FeedBrain
                func render() {}
            }
            final class LoginViewController: UIViewController {
                weak var loginModel: LoginModel?
                func render() {}
            }
            final class XYProfileViewController: UIViewController {
                private let settings: XYSettingsModel
                private let child: XYProfileListController
                func render() {}
            }
            final class XYProfileListController: UIViewController {
                func render() {}
            }
            """)
        let metrics = try BuiltVCLint.run(["metrics", "App", "--format", "json"], in: tree.path)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(metrics.standardOutput.utf8)) as? [String: Any])
        let controllers = try #require(rows["controllers"] as? [[String: Any]], "\(metrics.standardOutput)")
        let viewModels = Dictionary(uniqueKeysWithValues: controllers.map { ($0["name"] as! String, $0["view_model"] as? String) })
        #expect(viewModels == ["FeedViewController": "FeedBrain", "LoginViewController": nil,
                               "XYProfileViewController": nil, "XYProfileListController": nil])

        let lint = try BuiltVCLint.run(["App", "--format", "json"], in: tree.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(lint.standardOutput.utf8)) as? [String: Any])
        let flagged = Set((report["violations"] as? [[String: Any]] ?? []).compactMap { $0["controller"] as? String })
        #expect(flagged == Set(viewModels.filter { $0.value == nil }.keys))
    }
}
