/// `vclint metrics`: one row per controller, largest first — the bloat leaderboard.
public struct MetricsReport: Sendable, Encodable {
    public struct Tool: Sendable, Encodable {
        public var name = "vclint"
        public var version = VCLintCommand.version
    }

    public struct Lines: Sendable, Encodable {
        public var body: Int
        public var extensions: Int
        public var total: Int
    }

    public struct ExtensionRow: Sendable, Encodable {
        public var path: String
        public var line: Int
        public var lines: Int
    }

    public struct Row: Sendable, Encodable {
        public var name: String
        public var path: String
        public var line: Int
        public var superclass: String
        /// From the superclass to the base; a chain deeper than `ancestryLimit` shows its nearest
        /// classes, then `…`, then the base.
        public var ancestry: [String]
        /// Its base is a class outside the tree taken for a controller from its name.
        public var inferred: Bool
        /// `swift`, `objc`, or `mixed` (parts in both languages).
        public var language: ControllerLanguage
        public var lines: Lines
        public var extensions: [ExtensionRow]
        public var methods: Int
        public var storedProperties: Int
        public var conformances: [String]
        public var viewModel: String?
        /// The counts behind the rules that declare a metrics column (`MetricsCountRule`), in the
        /// CSV's order, so a team sees them without turning the rules on.
        public var ruleCounts: [RuleCount] = []

        // MARK: Cohesion, as `vclint split` measures it
        /// The jobs `split` finds besides being a controller.
        public var responsibilities = 0
        /// Connected parts of its methods and the properties they use; 1 is cohesive.
        public var lcom4 = 0
        /// The share of method pairs sharing a stored property; nil when not measured.
        public var tcc: Double?

        enum CodingKeys: String, CodingKey {
            case name, path, line, superclass, ancestry, inferred, language, lines, extensions, methods, conformances
            case storedProperties = "stored_properties"
            case viewModel = "view_model"
            case responsibilities, lcom4, tcc
        }

        /// A rule's count in its column, or nil for a key no rule declares.
        public func count(_ key: String) -> Int? { ruleCounts.first { $0.column.key == key }?.count }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(path, forKey: .path)
            try container.encode(line, forKey: .line)
            try container.encode(superclass, forKey: .superclass)
            try container.encode(ancestry, forKey: .ancestry)
            try container.encode(inferred, forKey: .inferred)
            try container.encode(language, forKey: .language)
            try container.encode(lines, forKey: .lines)
            try container.encode(extensions, forKey: .extensions)
            try container.encode(methods, forKey: .methods)
            try container.encode(storedProperties, forKey: .storedProperties)
            try container.encode(conformances, forKey: .conformances)
            try container.encode(viewModel, forKey: .viewModel)  // null, not absent, when none
            try container.encode(responsibilities, forKey: .responsibilities)
            try container.encode(lcom4, forKey: .lcom4)
            try container.encode(tcc.map { ($0 * 100).rounded() / 100 }, forKey: .tcc)
            var counts = encoder.container(keyedBy: ColumnKey.self)
            for count in ruleCounts { try counts.encode(count.count, forKey: ColumnKey(count.column.key)) }
        }
    }

    /// One rule's count for one controller.
    public struct RuleCount: Sendable, Equatable {
        public var column: MetricsColumn
        public var count: Int
    }

    /// A rule's column, as a JSON key.
    struct ColumnKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ key: String) { stringValue = key }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The rules that declare a metrics column, configured as `ruleSettings` says, in the CSV's order.
    static func countingRules(_ ruleSettings: [String: any Rule]) -> [any MetricsCountRule] {
        RuleRegistry.all.compactMap { (ruleSettings[$0.id] ?? $0.init()).asMetricsCount }
            .sorted { type(of: $0).metricsColumn.csvOrder < type(of: $1).metricsColumn.csvOrder }
    }

    /// A SwiftUI screen or view model (`SwiftUISubject`), measured as a controller is.
    public struct SubjectRow: Sendable, Encodable {
        public var name: String
        public var path: String
        public var line: Int
        public var lines: Lines
        public var extensions: [ExtensionRow]
        public var methods: Int
        public var storedProperties: Int
        /// Screens: `@State`/`@StateObject` properties; view models: `@Published` ones (every
        /// stored `var` of an `@Observable` class).
        public var observedProperties: Int
        /// Screens: code lines of `body` and its builder nesting (`ViewBodyShape`); absent for
        /// view models and for screens with no `body`.
        public var bodyLines: Int?
        public var bodyDepth: Int?
        /// View models: cohesion as `split` measures it, as for a controller; absent for screens.
        public var responsibilities: Int?
        public var lcom4: Int?
        public var tcc: Double?

        enum CodingKeys: String, CodingKey {
            case name, path, line, lines, extensions, methods
            case storedProperties = "stored_properties"
            case observedProperties = "observed_properties"
            case bodyLines = "body_lines"
            case bodyDepth = "body_depth"
            case responsibilities, lcom4, tcc
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(path, forKey: .path)
            try container.encode(line, forKey: .line)
            try container.encode(lines, forKey: .lines)
            try container.encode(extensions, forKey: .extensions)
            try container.encode(methods, forKey: .methods)
            try container.encode(storedProperties, forKey: .storedProperties)
            try container.encode(observedProperties, forKey: .observedProperties)
            try container.encodeIfPresent(bodyLines, forKey: .bodyLines)
            try container.encodeIfPresent(bodyDepth, forKey: .bodyDepth)
            if let responsibilities, let lcom4 {
                try container.encode(responsibilities, forKey: .responsibilities)
                try container.encode(lcom4, forKey: .lcom4)
                try container.encode(tcc.map { ($0 * 100).rounded() / 100 }, forKey: .tcc)  // null above the limit
            }
        }

        init(_ subject: SwiftUISubject, in project: Project) {
            name = subject.name
            path = subject.path
            line = subject.line
            lines = Lines(body: subject.bodyLines, extensions: subject.extensionLines, total: subject.totalLines)
            extensions = subject.extensions.map { ExtensionRow(path: $0.path, line: $0.line, lines: $0.lines) }
            methods = subject.methods
            storedProperties = subject.storedProperties
            observedProperties = subject.observedProperties
            if subject.kind == .screen, let body = subject.declarations.lazy.compactMap({ project.declaration($0).viewBody }).first {
                (bodyLines, bodyDepth) = (body.codeLines, body.depth)
            }
        }
    }

    public var version = 1
    public var tool = Tool()
    public var controllers: [Row]
    /// SwiftUI `View` types, largest first.
    public var screens: [SubjectRow] = []
    /// `ObservableObject` and `@Observable` classes, and classes a screen holds as its model.
    public var viewModels: [SubjectRow] = []

    enum CodingKeys: String, CodingKey {
        case version, tool, controllers, screens
        case viewModels = "view_models"
    }

    /// Keeps the report linear in size when chains are thousands of classes deep.
    static let ancestryLimit = 64

    /// `ruleSettings`: the rules configured in `.vclint.yml`, whose options the counts follow.
    /// `sizesOnly`: leave out the counts behind rules (each `MetricsCountRule`'s, the split
    /// planner's measures), zero in every row: `history` takes only sizes, at every sample.
    public init(_ project: Project, ruleSettings: [String: any Rule] = [:], sizesOnly: Bool = false) {
        let context = sizesOnly ? nil : RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let counting = Self.countingRules(ruleSettings)
        let planner = SplitPlanner(rules: RuleRegistry.all.map { ruleSettings[$0.id] ?? $0.init() })
        controllers = project.controllers.map { controller in
            // An Objective-C `@implementation` is the class body, not an extension row.
            let extensions = controller.extensions.filter { $0 != controller.implementation }.map { reference in
                let declaration = project.declaration(reference)
                return ExtensionRow(path: project.files[reference.file].path, line: declaration.position.line,
                                    lines: declaration.codeLines)
            }
            let ancestry = controller.hierarchy.ancestry(of: controller.node, limit: Self.ancestryLimit)
            var names = ancestry.names
            if ancestry.omitted > 0 { names.insert("…", at: names.count - 1) }
            var row = Row(
                name: controller.name, path: controller.path, line: controller.position.line,
                superclass: controller.superclass, ancestry: names, inferred: controller.isInferred, language: controller.language,
                lines: Lines(body: controller.bodyLines, extensions: controller.extensionLines, total: controller.totalLines),
                extensions: extensions.sorted { ($0.path, $0.line) < ($1.path, $1.line) },
                methods: controller.methodCount, storedProperties: controller.storedPropertyCount,
                conformances: controller.conformances, viewModel: controller.viewModel)
            row.ruleCounts = counting.map { rule in
                RuleCount(column: type(of: rule).metricsColumn, count: context.map { rule.metricsCount(of: controller, in: $0) } ?? 0)
            }
            if let context {
                let plan = planner.plan(controller, in: context)
                (row.responsibilities, row.lcom4, row.tcc) = (plan.responsibilities, plan.lcom4, plan.tcc)
            }
            return row
        }
        .sorted { ($1.lines.total, $0.path, $0.line) < ($0.lines.total, $1.path, $1.line) }
        guard !sizesOnly else { return }
        let subjects = context?.swiftUISubjects ?? []
        screens = subjects.filter { $0.kind == .screen }.map { SubjectRow($0, in: project) }
        viewModels = subjects.filter { $0.kind == .viewModel }.map { model in
            var row = SubjectRow(model, in: project)
            if let context {
                let plan = planner.plan(viewModel: model, in: context)
                (row.responsibilities, row.lcom4, row.tcc) = (plan.responsibilities, plan.lcom4, plan.tcc)
            }
            return row
        }
    }
}
