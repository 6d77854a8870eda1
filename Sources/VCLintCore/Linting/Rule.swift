/// How a finding fails a build: errors always do; warnings only with `--strict`.
/// What a finding is about: the whole controller, or one member of it. `--report-only` and
/// `--changed-since` place a whole-controller finding in every file of the controller (growing an
/// extension grows the controller); a member's finding stays with the member and its uses.
public enum FindingScope: Sendable {
    case controller
    case member
}

/// What a rule inspects, and so what its findings are about (the type their `controller` names):
/// the report files each finding under a type of that kind.
public enum SubjectKind: String, Sendable, CaseIterable, Encodable {
    /// A UIKit or AppKit view controller (`Controller`).
    case controller
    /// A SwiftUI `View` type (`SwiftUISubject`).
    case screen
    /// An observable class behind screens (`SwiftUISubject`).
    case viewModel = "view_model"
}

/// What kind of problem a rule's findings are, for formats that file findings by kind
/// (GitLab's categories, SonarQube's qualities, Bitbucket's annotation types; `ConcernTable`).
public enum Concern: String, Sendable, CaseIterable {
    /// A controller doing more than one object's job: debt, not a defect.
    case design
    /// Code that behaves wrongly (a child never told it moved).
    case correctness
    /// A broken or needless suppression comment.
    case convention
}

public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// What a rule is, for people: the text of its document and `vclint rules <id>`.
public struct RuleDescription: Sendable {
    /// Stable `snake_case`: the key in `.vclint.yml`, the `ruleId` in SARIF.
    public var id: String
    /// A title: "Controller length".
    public var name: String
    /// One sentence: what it finds.
    public var summary: String
    /// Markdown: why it matters and which technique it comes from.
    public var rationale: String
    /// Markdown: the refactoring, with a before and after.
    public var fix: String
    public var triggering: [Example]
    public var nonTriggering: [Example]

    public init(id: String, name: String, summary: String, rationale: String, fix: String,
                triggering: [Example], nonTriggering: [Example]) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// A check. The value holds the rule's options, typed; `init()` gives the defaults.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Every option `.vclint.yml` may set, `severity` included.
    static var options: [RuleOption<Self>] { get }
    /// Off unless `.vclint.yml` turns it on (`opt_in_rules`): a rule whose threshold is a team's choice.
    static var isOptIn: Bool { get }
    /// What kind of problem a finding is; `.design` unless the rule says otherwise.
    static var concern: Concern { get }
    /// A finding that measures more than its baseline entry recorded is worse, and shown again:
    /// true for a rule whose findings grow without changing what they are about (a longer
    /// controller, one more network call).
    static var ratchets: Bool { get }
    static var findingScope: FindingScope { get }
    /// The kind of type its findings are about; `.controller` unless the rule says otherwise.
    static var inspects: SubjectKind { get }
    /// A finding says the controller (or view model) is too big: `split`'s plan for it goes with
    /// the finding, as related locations, when the linter is given a planner.
    static var suggestsSplit: Bool { get }
    init()
    var severity: Severity { get set }
    /// A problem with a combination of options (an error threshold below the warning one), or nil.
    func validate() -> String?
    func check(_ context: RuleContext) -> [Violation]
    /// This rule as a `ControllerRule`, or nil: what the linter asks instead of a dynamic cast to
    /// the protocol, which costs the runtime a conformance search (tens of thousands of instructions).
    var asControllerRule: (any ControllerRule)? { get }
    /// This rule as a `SuppressionAuditRule`, or nil, for the same reason.
    var asSuppressionAudit: (any SuppressionAuditRule)? { get }
    /// This rule as a `WorkEvidenceRule`, or nil, for the same reason.
    var asWorkEvidence: (any WorkEvidenceRule)? { get }
    /// This rule as a `MetricsCountRule`, or nil, for the same reason.
    var asMetricsCount: (any MetricsCountRule)? { get }
}

/// A rule that runs after every other rule's findings were matched against the suppression
/// comments, and judges the comments themselves.
public protocol SuppressionAuditRule: Rule {
    /// `used`: per file, the directives that hid a finding. `enabledRules`: the ids that ran.
    func findings(_ context: RuleContext, used: inout [Set<SuppressionUse>], enabledRules: Set<String>) -> [Violation]
}

/// A rule that looks at one controller at a time.
public protocol ControllerRule: Rule {
    func check(_ controller: Controller, in context: RuleContext) -> [Violation]
}

extension Rule {
    public static var id: String { description.id }
    public var id: String { Self.description.id }
    public static var isOptIn: Bool { false }
    public static var concern: Concern { .design }
    public static var ratchets: Bool { false }
    public static var findingScope: FindingScope { .controller }
    public static var inspects: SubjectKind { .controller }
    public static var suggestsSplit: Bool { false }
    public var asSuppressionAudit: (any SuppressionAuditRule)? { nil }
    public func validate() -> String? { nil }
    public var asControllerRule: (any ControllerRule)? { nil }
    public var asWorkEvidence: (any WorkEvidenceRule)? { nil }
    public var asMetricsCount: (any MetricsCountRule)? { nil }
}

extension ControllerRule {
    public var asControllerRule: (any ControllerRule)? { self }

    public func check(_ context: RuleContext) -> [Violation] {
        context.project.controllers.flatMap { check($0, in: context) }
    }
}
