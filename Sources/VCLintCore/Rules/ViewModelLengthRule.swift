/// A view model's code lines, class body and extensions together, above a limit.
public struct ViewModelLengthRule: Rule {
    public var severity = Severity.warning
    public var warning = 250
    public var error = 400

    public init() {}

    public static var options: [RuleOption<Self>] {
        [
            .severity(\.severity, "The level of a finding over `warning` and not over `error`; over `error` is always an error."),
            .integer("warning", \.warning, minimum: 1, "Code lines above this are a finding at `severity`."),
            .integer("error", \.error, minimum: 1, "Code lines above this are an error."),
        ]
    }

    public func validate() -> String? {
        error < warning ? "'error' (\(error)) must not be below 'warning' (\(warning))" : nil
    }

    public func check(_ context: RuleContext) -> [Violation] {
        context.swiftUISubjects.compactMap { model in
            guard model.kind == .viewModel else { return nil }
            let measured = model.totalLines
            let (limit, level) = measured > error ? (error, Severity.error) : (warning, severity)
            guard measured > limit else { return nil }
            let files = Set(model.extensions.map(\.path)).count
            let split = model.extensions.isEmpty
                ? "class \(model.bodyLines), no extensions"
                : "class \(model.bodyLines) + \(Plural.count(model.extensions.count, "extension")) in \(Plural.count(files, "file")) \(model.extensionLines)"
            return Violation(
                rule: id, severity: level, location: Location(path: model.path, model.position),
                message: "View model \(model.name) is \(measured) lines of code (\(split)); limit \(limit). "
                    + "Move networking, storage and formatting into services and stores it calls.",
                controller: model.name, measured: measured, limit: limit)
        }
    }

    /// A longer view model is the same finding, grown: a baseline shows it again.
    public static let ratchets = true

    public static let inspects = SubjectKind.viewModel

    /// The finding carries the view model's split plan: the services and stores to take out.
    public static let suggestsSplit = true

    public static let description = RuleDescription(
        id: "view_model_length",
        name: "View model length",
        summary: "A view model's code, its class body plus every extension of it, is longer than the limit.",
        rationale: """
            Moving a view controller's state and logic into a view model cures the controller, and \
            often moves the disease: the view model grows into the next massive object, holding \
            requests, storage, formatting and navigation beside the screen's state. Khanlou's \
            *just controllers* names it: a view model is a controller too, and bloats like one.

            A view model is a class that conforms to `ObservableObject`, is `@Observable`, or is \
            held by a SwiftUI view as `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, \
            `@Bindable` or `@State`. Lines are code lines, extensions included wherever they are, as \
            `controller_length` counts them. The limits are lower than a controller's: a view model \
            has no view code to carry.

            **Measured.** On 12 apps nobody had read while writing it (`Labels/swiftui/heldout-2`), \
            it flagged exactly the 28 labelled view models over 250 lines (precision and recall \
            100%); its line count equals the reviewer's for 83 of 91 view models and is within 10% \
            for 88. A view model is found as the reviewer found them: 44 of 45, with no false one. \
            On 10 more apps (`Labels/swiftui/heldout-3`), labelled after it was written: precision \
            100% (8 of 8 sampled, 25 of 25 enrichment rows), recall 100% and 93% (25 of 27). On \
            23 more (`Labels/swiftui/heldout-4`), before anyone read them: precision 100% (10 of \
            10, 53 of 53), recall 100% and 95% (53 of 56).
            """,
        fix: """
            Keep the screen's state and its presentation logic; move each other job into an object \
            the view model calls: requests into a service, storage into a store, formatting into \
            formatters or small value types.

            ```swift
            // Before: one object loads, caches, formats and holds the screen's state.
            @Observable final class FeedViewModel {
                var items: [Item] = []
                func load() async { /* URLSession, decoding, caching, date formatting… */ }
            }

            // After: the view model holds state and asks others for the rest.
            @Observable final class FeedViewModel {
                var items: [ItemRow] = []
                private let service: FeedService
                func load() async { items = try await service.items().map(ItemRow.init) }
            }
            ```
            """,
        triggering: [
            Example("""
                @Observable
                final ↓class FeedViewModel {
                    var items: [String] = []
                    var isLoading = false
                    func reload() {}
                }
                """, options: "warning: 2\nerror: 5",
                messages: ["View model FeedViewModel is 3 lines of code (class 3, no extensions); limit 2. Move networking, storage and formatting into services and stores it calls."]),
            Example("""
                final ↓class ProfileModel: ObservableObject {
                    @Published var name = ""
                }
                """, options: "warning: 2\nerror: 3",
                otherFiles: ["ProfileModel+Loading.swift": """
                    extension ProfileModel {
                        func load() {}
                        // Comment lines do not count.
                        func save() {}
                    }
                    """],
                messages: ["View model ProfileModel is 3 lines of code (class 1 + 1 extension in 1 file 2); limit 2. Move networking, storage and formatting into services and stores it calls."]),
            Example("""
                struct SettingsView: View {
                    @StateObject private var settings = SettingsStore()
                    var body: some View { Text("Settings") }
                }

                final ↓class SettingsStore {
                    var a = 1
                    var b = 2
                    var c = 3
                }
                """, options: "warning: 1\nerror: 2",
                messages: ["View model SettingsStore is 3 lines of code (class 3, no extensions); limit 2. Move networking, storage and formatting into services and stores it calls."]),
        ],
        nonTriggering: [
            Example("""
                @Observable
                final class FeedViewModel {
                    var items: [String] = []

                    // Blank and comment lines do not count.
                    func reload() {}
                }
                """, options: "warning: 2\nerror: 5"),
            Example("""
                // Not a view model: no observation, and no view holds it.
                final class FeedParser {
                    func one() {}
                    func two() {}
                    func three() {}
                }
                """, options: "warning: 1\nerror: 2"),
        ])
}
