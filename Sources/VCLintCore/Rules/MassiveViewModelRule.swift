/// A long view model that also does a service's or a store's job: networking or storage.
public struct MassiveViewModelRule: ViewModelWorkEvidenceRule {
    public static let isOptIn = true
    public var severity = Severity.warning
    public var minimumLines = 150

    public init() {}

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .integer("minimum_lines", \.minimumLines, minimum: 1, "View models of at most this many code lines are never a finding."),
        ]
    }

    /// Types whose creation or use turns values into display text.
    static let formatterTypes: Set<String> = [
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter", "DateComponentsFormatter",
        "DateIntervalFormatter", "MeasurementFormatter", "ByteCountFormatter", "PersonNameComponentsFormatter", "ListFormatter",
        "AttributedString", "NSAttributedString", "NSMutableAttributedString",
    ]

    public func check(_ context: RuleContext) -> [Violation] {
        context.swiftUISubjects.compactMap { model in
            guard model.kind == .viewModel, model.totalLines > minimumLines else { return nil }
            let requests = SubjectWork.requests(in: model, context: context, rule: id, clients: ClientNames([]), useDefaults: true)
            let storage = SubjectWork.storage(in: model, context: context, rule: id, stores: ClientNames([]), useDefaults: true)
            guard !requests.isEmpty || !storage.isEmpty else { return nil }
            var jobs: [String] = []
            if let first = requests.first { jobs.append("networking (\(first.message), line \(first.location.line))") }
            if let first = storage.first { jobs.append("storage (\(first.message), line \(first.location.line))") }
            if let formatting = formatting(in: model, context: context) { jobs.append("formatting (\(formatting))") }
            return Violation(
                rule: id, severity: severity, location: Location(path: model.path, model.position),
                message: "View model \(model.name) is \(model.totalLines) lines of code and does more than hold its screen's state: "
                    + "\(jobs.joined(separator: ", ")). Move requests into a service and storage into a store that it calls.",
                controller: model.name, measured: jobs.count, related: requests + storage)
        }
    }

    /// Its requests and storage, where this rule is not suppressed: a suppressed line is a
    /// team's word that it is fine there.
    public func workEvidence(of model: SwiftUISubject, in context: RuleContext) -> [(work: Work, locations: [Location])] {
        [
            (.networking, SubjectWork.requests(in: model, context: context, rule: id, clients: ClientNames([]), useDefaults: true).map(\.location)),
            (.persistence, SubjectWork.storage(in: model, context: context, rule: id, stores: ClientNames([]), useDefaults: true).map(\.location)),
        ]
    }

    /// The first formatter the view model makes or uses, or a `formatted(…)` call.
    private func formatting(in model: SwiftUISubject, context: RuleContext) -> String? {
        for reference in model.declarations {
            let reader = ReferenceReader(file: context.file(reference), references: context.declaration(reference).references)
            for index in reader.indices {
                let name = reader.name(index)
                if Self.formatterTypes.contains(name) && reader.references[index].qualifier == .none
                    && (reader.references[index].isCalled || reader.member(of: index) != nil) {
                    return name
                }
                if name == "formatted" && reader.references[index].isCalled { return "formatted()" }
            }
        }
        return nil
    }

    public static let inspects = SubjectKind.viewModel

    public static let description = RuleDescription(
        id: "massive_view_model",
        name: "Massive view model",
        summary: "A long view model also does a service's or a store's job: it makes network requests or reads and writes storage itself.",
        rationale: """
            A view model exists to hold a screen's state and turn the model into what the screen \
            shows. One that also runs requests and touches storage has taken back the jobs the \
            lighter-view-controller cure moved out of the controller: it is a massive view \
            controller without the view. Length alone is `view_model_length`; this rule asks \
            what the length is made of.

            The jobs are found as the controller rules and the split planner find them, not by \
            names: networking is `networking_in_controller`'s evidence, storage \
            `persistence_in_controller`'s, read over the view model's declaration and extensions, \
            and the storage property wrappers `persistence_in_view` counts (`@AppStorage` in an \
            `ObservableObject` reads and writes defaults as it does in a view). \
            Formatting (a formatter made or used, `formatted()`, attributed text) is listed as a \
            further job, but alone is a view model's work. A view model of `minimum_lines` or less \
            is never a finding: a small one that loads its own data is a reasonable design.

            **Measured, and why it is opt-in.** On 12 apps nobody had read while writing it \
            (`Labels/swiftui/heldout-2`), against a reviewer's "massive: does several objects' \
            work": precision 67% (2 of 3) on the random sample and 64% (7 of 11) on the enrichment \
            rows, recall 33% (2 of 6) and 44% (7 of 16). Most misses do their networking or storage \
            through the app's own clients, which the built-in evidence cannot see, and a long view \
            model that saves one setting is not always massive. Treat a finding as a question. \
            On 10 more apps (`Labels/swiftui/heldout-3`), labelled after it was written: precision \
            67% (4 of 6) and 59% (10 of 17), recall 80% (4 of 5) and 62% (10 of 16); since an \
            existence check is no storage (see `persistence_in_view`), 60% (3 of 5) and 62% (10 of \
            16), recall 60% (3 of 5) and 62% (10 of 16). The reviewers' \
            "massive" follows size more than jobs: on the tuning labels no rule of lines and jobs \
            (or lines and cohesion) reaches 90% precision with 80% recall. On 23 more apps \
            (`Labels/swiftui/heldout-4`), before anyone read them: precision 67% (2 of 3) and 53% \
            (19 of 36), recall 29% (2 of 7) and 70% (19 of 27); on the 13 of them kept unread \
            after this rule's storage grew the view model's `@AppStorage` and `Defaults[.key]`, \
            83% (5 of 6) and 52% (13 of 25), recall 71% (5 of 7) and 76% (13 of 17).
            """,
        fix: """
            Keep the state and the presentation logic; move requests into a service and storage \
            into a store that the view model calls, both passed in through `init`.

            ```swift
            // Before: 400 lines that fetch, cache, format and hold state.
            @Observable final class FeedModel {
                func load() async { /* URLSession, JSON decoding, FileManager cache… */ }
            }

            // After
            @Observable final class FeedModel {
                init(service: FeedService, cache: FeedCache) { … }
                func load() async { items = try await service.items() }
            }
            ```
            """,
        triggering: [
            Example("""
                @Observable
                final ↓class FeedModel {
                    var items: [String] = []
                    var updated = ""
                    func load() async {
                        _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!)
                        UserDefaults.standard.set(Date(), forKey: "updated")
                        updated = Date().formatted()
                    }
                }
                """, options: "minimum_lines: 4",
                messages: ["View model FeedModel is 7 lines of code and does more than hold its screen's state: networking (URLSession.shared.data, line 6), storage (UserDefaults.standard.set, line 7), formatting (formatted()). Move requests into a service and storage into a store that it calls."]),
        ],
        nonTriggering: [
            Example("""
                @Observable
                final class FeedModel {
                    var items: [String] = []
                    private let service: FeedService
                    init(service: FeedService) { self.service = service }
                    func load() async { items = (try? await service.items()) ?? [] }
                }
                """, options: "minimum_lines: 2"),
            Example("""
                // Short: loading its own data is fine.
                final class FeedModel: ObservableObject {
                    func load() async { _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!) }
                }
                """),
        ])
}
