/// Runs configured rules over a project and keeps the findings no suppression switches off.
public struct Linter: Sendable {
    /// The enabled rules, configured.
    public var rules: [any Rule]
    public var jobs: Int

    public init(rules: [any Rule] = RuleRegistry.all.map { $0.init() }, jobs: Int = Parallel.coreCount) {
        self.rules = rules
        self.jobs = jobs
    }

    /// Findings in report order, with UTF-16 columns filled in.
    public func lint(_ project: Project) -> [Violation] {
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let fileIndex = Dictionary(project.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        let rules = self.rules
        let found = Parallel.map(rules.count, jobs: jobs) { index in rules[index].check(context) }
        var violations: [Violation] = []
        for var violation in found.joined() {
            if let file = fileIndex[violation.location.path] {
                if context.isSuppressed(violation.rule, file: file, at: violation.location.position) { continue }
                violation.location.utf16Column = project.files[file].utf16Column(of: violation.location.position)
            }
            for index in violation.related.indices {
                let related = violation.related[index].location
                if let relatedFile = fileIndex[related.path] {
                    violation.related[index].location.utf16Column = project.files[relatedFile].utf16Column(of: related.position)
                }
            }
            violations.append(violation)
        }
        return violations.sorted(by: Violation.reportOrder)
    }
}
