import Testing
@testable import VCLintCore

/// `disable:previous`, and `superfluous_disable` judged with every rule running.
@Suite struct SuperfluousDisableTests {
    static func lint(_ text: String, rules: [any Rule] = RuleRegistry.all.map { $0.init() }) -> [String] {
        Linter(rules: rules, jobs: 1).lint(Project.build(sources: [("A.swift", text)]))
            .map { "\($0.location.line) \($0.rule)" }
    }

    static let setter = "final class Opener {\n    func open() {\n        let controller = AViewController()\n        controller.x = 1\n    }\n}\n"

    @Test func disablePreviousCoversTheLineBefore() {
        let plain = "final class AViewController: UIViewController {\n    var x = 0\n}\n" + Self.setter
        #expect(Self.lint(plain) == ["2 public_mutable_param"])
        let covered = "final class AViewController: UIViewController {\n    var x = 0\n    // vclint:disable:previous public_mutable_param\n}\n"
            + Self.setter
        #expect(Self.lint(covered) == [])
        let tooFar = "final class AViewController: UIViewController {\n    var x = 0\n\n    // vclint:disable:previous public_mutable_param\n}\n"
            + Self.setter
        #expect(Self.lint(tooFar) == ["2 public_mutable_param", "4 superfluous_disable"])
    }

    @Test func aDisableThatHidesNothingIsReportedPerRuleItNames() {
        let text = """
            // vclint:disable:next public_mutable_param, controller_length - one of two is stale
            final class AViewController: UIViewController {
                // vclint:disable:next public_mutable_param
                var x = 0
            }
            """ + "\n" + Self.setter
        let found = Linter(rules: RuleRegistry.all.map { $0.init() }, jobs: 1).lint(Project.build(sources: [("A.swift", text)]))
        #expect(found.map(\.message) == [
            "'vclint:disable:next controller_length' suppresses no finding: remove it.",
            "'vclint:disable:next public_mutable_param' suppresses no finding: remove it.",
        ])
        #expect(found.map(\.location.line) == [1, 1])
    }

    /// A region hides the finding; the one-line comment inside it is the stale one.
    @Test func aRegionWinsOverAOneLineDisableAndRulesThatDidNotRunAreNotJudged() {
        let text = "// vclint:disable public_mutable_param\nfinal class AViewController: UIViewController {\n"
            + "    // vclint:disable:next public_mutable_param\n    var x = 0\n}\n" + Self.setter
        #expect(Self.lint(text) == ["3 superfluous_disable"])
        #expect(Self.lint(text, rules: [SuperfluousDisableRule(), ControllerLengthRule()]) == [])
        var off = SuperfluousDisableRule()
        off.severity = .error
        #expect(Self.lint("// vclint:disable:next all\nlet x = 1\n", rules: [off]) == ["1 superfluous_disable"])
    }

    /// A stale suppression can itself be suppressed, which uses the suppressing comment.
    @Test func aSuperfluousFindingCanBeSuppressed() {
        let text = "// vclint:disable:next superfluous_disable - kept for the migration\n// vclint:disable:next controller_length\nlet x = 1\n"
        #expect(Self.lint(text) == [])
        #expect(Self.lint("// vclint:disable:next superfluous_disable\nlet x = 1\n") == ["1 superfluous_disable"])
    }
}

/// Thousands of suppression comments in one file are all judged. Each finding and each comment
/// is one look-up (20,000 took 91 s with a scan per question); `Tools/scale-check.sh` measures
/// that, and the limit here only catches a hang.
@Suite struct SuppressionScaleTests {
    @Test(.timeLimit(.minutes(10))) func tenThousandCommentsAreAllJudged() {
        var text = "final class BigViewController: UIViewController {\n"
        for index in 0..<5_000 {
            text += "    // vclint:disable:next public_mutable_param\n    var a\(index) = \(index)\n"
            text += "    // vclint:disable all\n    var b\(index) = \(index)\n    // vclint:enable all\n"
        }
        text += "}\n"
        let project = Project.build(sources: [("Big.swift", text)])
        let found = Linter(rules: [PublicMutableParamRule(), SuperfluousDisableRule()], jobs: 1).lint(project)
        // Nothing sets those vars from outside, so every comment is superfluous.
        #expect(found.count == 10_000)
        #expect(found.allSatisfy { $0.rule == "superfluous_disable" })
    }
}
