import Testing
@testable import VCLintCore

/// Findings come out by path, line, column, rule and message, and the linter sorts their
/// indices rather than the findings: both must give what sorting by the tuple of those fields gives.
@Suite struct ReportOrderTests {
    /// Findings that tie on every field but one, for each field, in a scrambled order.
    static let findings: [Violation] = {
        var found: [Violation] = []
        for path in ["B.swift", "A.swift", "A b.swift", "É.swift"] {
            for (line, column) in [(3, 1), (2, 9), (2, 1)] {
                for rule in ["zeta_rule", "alpha_rule"] {
                    for message in ["second", "first"] {
                        found.append(Violation(rule: rule, severity: .warning,
                                               location: Location(path: path, SourcePosition(line: line, column: column)),
                                               message: message))
                    }
                }
            }
        }
        // Deterministically scrambled.
        return found.indices.map { found[($0 * 37) % found.count] }
    }()

    static func tupleOrder(_ lhs: Violation, _ rhs: Violation) -> Bool {
        (lhs.location.path, lhs.location.line, lhs.location.column, lhs.rule, lhs.message)
            < (rhs.location.path, rhs.location.line, rhs.location.column, rhs.rule, rhs.message)
    }

    static func key(_ violation: Violation) -> String {
        "\(violation.location.path):\(violation.location.line):\(violation.location.column):\(violation.rule):\(violation.message)"
    }

    @Test func reportOrderIsTheOrderOfTheFieldsTuple() {
        #expect(Set(Self.findings.map(Self.key)).count == 48)  // a permutation: 37 and 48 are coprime
        for lhs in Self.findings {
            for rhs in Self.findings { #expect(Violation.reportOrder(lhs, rhs) == Self.tupleOrder(lhs, rhs)) }
        }
    }

    /// The linter's own sort, on findings a project's files give: the same order as the tuple's.
    @Test func linterOutputIsInReportOrder() {
        var sources: [(path: String, text: String)] = []
        for path in ["Z/Feed.swift", "A/Feed.swift", "M/Feed.swift"] {
            sources.append((path, """
                final class FeedViewController\(path.prefix(1)): UIViewController {
                    func load() { URLSession.shared.dataTask(with: url).resume() }
                    var items: [Int] = []
                }
                final class OtherViewController\(path.prefix(1)): UIViewController {
                    func load() { AF.request("x") }
                }
                """))
        }
        let project = Project.build(sources: sources)
        let violations = Linter(jobs: 2).lint(project)
        #expect(violations.count >= 6)
        #expect(violations.map(Self.key) == violations.sorted(by: Self.tupleOrder).map(Self.key))
    }
}
