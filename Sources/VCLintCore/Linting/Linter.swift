/// Runs configured rules over a project and keeps the findings no suppression switches off.
public struct Linter: Sendable {
    /// The enabled rules, configured.
    public var rules: [any Rule]
    public var jobs: Int
    /// When set, a finding of a rule that `suggestsSplit` carries the controller's split plan.
    public var planner: SplitPlanner?

    /// By default, the rules that run with no configuration: opt-in ones are left out.
    public init(rules: [any Rule] = RuleRegistry.defaultRules.map { $0.init() }, jobs: Int = Parallel.coreCount,
                planner: SplitPlanner? = nil) {
        self.rules = rules
        self.jobs = jobs
        self.planner = planner
    }

    /// What one run found: the findings, and how many SwiftUI screens and view models the
    /// rules had to inspect besides the controllers.
    public struct Outcome: Sendable {
        public var violations: [Violation]
        public var screens: Int
        public var viewModels: Int
    }

    /// Findings in report order, with UTF-16 columns filled in.
    public func lint(_ project: Project) -> [Violation] { run(project).violations }

    /// The findings, in report order, and the SwiftUI subjects counted.
    public func run(_ project: Project) -> Outcome {
        // Each a pass over every file, out of cache after the scan: on two threads at once.
        let (context, fileIndex) = Parallel.pair(jobs: jobs, {
            RuleContext(project: project, knownRules: Set(RuleRegistry.ids), jobs: jobs)
        }, {
            PathIndex(project.files)
        })
        // Freeing the context's per-file indexes took as long as building one of them.
        ExitWithoutFreeing.keep(context)
        // Controller rules run on slices of the controllers, so one costly rule does not keep a
        // core idle; slices are fixed by count, not by timing, so the output never varies.
        let controllerRules = rules.compactMap(\.asControllerRule)
        let projectRules = rules.filter { $0.asControllerRule == nil }
        let controllers = project.controllers
        let slices = controllerRules.isEmpty ? 0 : max(1, min(controllers.count, jobs * 8))
        // Project rules are claimed first, so that one reading the whole tree runs beside the
        // slices rather than after them; the findings are then put back in slice-first order.
        let claimed = Parallel.map(projectRules.count + slices, jobs: jobs) { claim -> [Violation] in
            guard claim >= projectRules.count else { return projectRules[claim].check(context) }
            let index = claim - projectRules.count
            var violations: [Violation] = []
            for controller in stride(from: index, to: controllers.count, by: slices).map({ controllers[$0] }) {
                for rule in controllerRules { violations += rule.check(controller, in: context) }
            }
            return violations
        }
        let found = claimed[projectRules.count...] + claimed[..<projectRules.count]
        var kept: [Violation] = []
        var used = [Set<SuppressionUse>](repeating: [], count: project.files.count)
        for violation in found.joined() {
            if let file = fileIndex[violation.location.path],
               let directive = context.suppressions[file].suppressor(of: violation.rule, at: violation.location.position) {
                used[file].insert(SuppressionUse(directive: directive, rule: violation.rule))
                continue
            }
            kept.append(violation)
        }
        if let audit = rules.lazy.compactMap({ $0.asSuppressionAudit }).first {
            kept += audit.findings(context, used: &used, enabledRules: Set(rules.map { $0.id }))
        }
        if let planner { attachPlans(planner, to: &kept, in: context) }
        var violations: [Violation] = []
        for var violation in kept {
            if let file = fileIndex[violation.location.path] {
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
        // Their indices are sorted, not the findings: each move of a finding in the sort copied
        // it, Strings and all (0.13 ms for apple-browsers' 85 findings; their indices, 0.03 ms).
        let order = violations.indices.sorted { Violation.reportOrder(violations[$0], violations[$1]) }
        let subjects = context.swiftUISubjects
        return Outcome(violations: order.map { violations[$0] }, screens: subjects.count { $0.kind == .screen },
                       viewModels: subjects.count { $0.kind == .viewModel })
    }
}

extension Linter {
    /// Each extraction of the plan becomes a related location at its first member: SARIF viewers
    /// and the JSON report show where each cut is. Planned only for the findings that ask.
    func attachPlans(_ planner: SplitPlanner, to violations: inout [Violation], in context: RuleContext) {
        let asking = Dictionary(rules.filter { type(of: $0).suggestsSplit }.map { ($0.id, type(of: $0).inspects) }, uniquingKeysWith: { first, _ in first })
        guard !asking.isEmpty else { return }
        var controllers: [String: Int] = [:]
        for (index, controller) in context.project.controllers.enumerated() { controllers[controller.name] = controllers[controller.name] ?? index }
        let models = asking.values.contains(.viewModel) ? ViewModelIndex(context.swiftUISubjects) : ViewModelIndex([])
        // Each plan reads a whole class: planned on every core, then attached in order.
        enum Subject { case controller(Controller), viewModel(SwiftUISubject) }
        var planned: [(violation: Int, subject: Subject)] = []
        for index in violations.indices {
            guard let kind = asking[violations[index].rule], let name = violations[index].controller else { continue }
            switch kind {
            case .controller:
                guard let controller = controllers[name] else { continue }
                planned.append((index, .controller(context.project.controllers[controller])))
            case .viewModel:
                guard let model = models[violations[index]] else { continue }
                planned.append((index, .viewModel(model)))
            case .screen:
                continue
            }
        }
        let subjects = planned.map(\.subject)
        let related = Parallel.map(subjects.count, jobs: jobs) { index -> [RelatedLocation] in
            let plan: SplitPlan
            switch subjects[index] {
            case .controller(let controller): plan = planner.plan(controller, in: context)
            case .viewModel(let model): plan = planner.plan(viewModel: model, in: context)
            }
            return plan.extractions.compactMap { extraction in
                guard let first = extraction.members.first else { return nil }
                return RelatedLocation(Location(path: first.path, SourcePosition(line: first.line, column: 1)),
                                       message: SplitPlanText.summary(extraction))
            }
        }
        for (index, locations) in zip(planned.map(\.violation), related) { violations[index].related += locations }
    }
}

/// The first file of each path, found through a byte hash (`NameInterner`): a `Dictionary` of
/// every path cost a SipHash of each, most of them never asked about.
private struct PathIndex {
    private var paths = NameInterner()
    private var firstFile: [Int] = []

    init(_ files: [FileOutline]) {
        for index in files.indices where paths.id(of: files[index].path) == firstFile.count { firstFile.append(index) }
    }

    subscript(path: String) -> Int? { paths.existingID(of: path).map { firstFile[$0] } }
}
