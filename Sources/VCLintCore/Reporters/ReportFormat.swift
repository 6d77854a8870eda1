/// The output formats of `vclint lint --format`.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text

    /// What goes to standard output (or `--output`): the same report gives the same bytes.
    public func render(_ report: LintReport) -> String {
        switch self {
        case .text: TextReporter.render(report)
        }
    }
}
