/// Where a rule's count stands in `vclint metrics`. The CSV's column order and the text table's
/// are a contract with the scripts and people reading them, so a column says its place instead
/// of taking the registry's order.
public struct MetricsColumn: Sendable, Equatable {
    /// The JSON key and the CSV header: `navigation_steps`.
    public var key: String
    /// The text table's header: `Nav.`.
    public var header: String
    /// Its place among the rules' columns in the CSV, and in the text table. A new column takes
    /// the next free number of each; in the CSV it then stands after every existing column.
    public var csvOrder: Int
    public var textOrder: Int

    /// The CSV's first five rule columns stand before the split planner's three; columns from
    /// this order on stand after them.
    public static let firstAppendedCSVOrder = 5
}

/// A rule whose measure `metrics` shows for every controller, whether or not the rule runs,
/// with the rule's options from `.vclint.yml`: a team sees the count before turning it on.
public protocol MetricsCountRule: ControllerRule {
    static var metricsColumn: MetricsColumn { get }
    /// What the rule measures of the controller, before suppressions.
    func metricsCount(of controller: Controller, in context: RuleContext) -> Int
}

extension MetricsCountRule {
    public var asMetricsCount: (any MetricsCountRule)? { self }
}
