/// A SwiftUI view's own code reads or writes stored data.
public struct PersistenceInViewRule: Rule {
    public static let isOptIn = true
    public var severity = Severity.warning
    /// Your own stores: `Name` (a type or a shared instance), or `Name.member`.
    public var identifiers: [String] = [] {
        didSet { stores = ClientNames(identifiers) }
    }
    /// Drops the built-in persistence APIs and property wrappers, so only `identifiers` count.
    public var replaceDefaults = false
    /// Counts the app's typed settings on `UserDefaults` (`TypedSettings`) as storage.
    public var countTypedSettings = true
    private var stores = ClientNames([])

    public init() {}

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .names("identifiers", \.identifiers, """
                Your own storage types, in addition to the built-in APIs, as \
                `persistence_in_controller` reads them: `Name` or `Name.member`.
                """),
            .boolean("count_typed_settings", \.countTypedSettings, """
                Count a setting read or written through a property the app declares on `UserDefaults` \
                as storage, as `persistence_in_controller` reads it.
                """),
            .boolean("replace_defaults", \.replaceDefaults, "Count only `identifiers`, not the built-in storage APIs and property wrappers."),
        ]
    }

    public func check(_ context: RuleContext) -> [Violation] {
        context.swiftUISubjects.compactMap { screen in
            guard screen.kind == .screen else { return nil }
            let uses = SubjectWork.storage(in: screen, context: context, rule: id, stores: stores, useDefaults: !replaceDefaults,
                                           countsTypedSettings: countTypedSettings)
            guard let first = uses.first else { return nil }
            let listed = uses.map { UseListing.text($0, firstPath: first.location.path) }
            return Violation(
                rule: id, severity: severity, location: first.location,
                message: "View \(screen.name) reads or writes stored data itself: \(listed.joined(separator: ", ")). "
                    + "Move storage into a store or view model that the view calls.",
                controller: screen.name, measured: uses.count, related: uses)
        }
    }

    public static let inspects = SubjectKind.screen

    public static let description = RuleDescription(
        id: "persistence_in_view",
        name: "Persistence in view",
        summary: "A SwiftUI view reads or writes stored data itself: defaults, `@AppStorage`, files, Core Data, SwiftData, the Keychain.",
        rationale: """
            A view that reads and writes storage itself ties what the screen shows to where the \
            data lives: its keys, file paths and fetch requests are repeated in every view that \
            needs them, and the view cannot be previewed or tested with other data. A store or \
            view model that owns the storage gives each screen one place to ask.

            The evidence is `persistence_in_controller`'s, read over the view's declaration, its \
            extensions and the subviews nested in it: `UserDefaults`, `FileManager`, file writes, \
            Core Data contexts and fetch requests, archivers, the Keychain, Realm, GRDB, FMDB and \
            SQLite, and the Defaults library's `Defaults[.key]`. A view also touches storage \
            through a property wrapper that reads and writes \
            it: `@AppStorage`, `@FetchRequest`, `@SectionedFetchRequest`, SwiftData's `@Query`, \
            and the Defaults library's `@Default`.

            Opt-in: SwiftUI invites `@AppStorage` and `@Query` in views, and many teams accept \
            them for settings screens.

            **Measured.** On 12 apps nobody had read while writing it (`Labels/swiftui/heldout-2`): \
            precision 100% (20 of 20) and recall 83% (20 of 24) on the random sample; on the \
            enrichment rows, views a reviewer picked because they touch storage, 100% (30 of 30) \
            and 59% (30 of 51). Those misses go through an app's own key-value wrapper (a generic \
            `Preferences.Option<T>`): name such types in `identifiers`. On 10 more apps \
            (`Labels/swiftui/heldout-3`), labelled after it was written: precision 100% (4 of 4 \
            sampled, 38 of 38 enrichment rows), recall 67% (4 of 6) and 90% (38 of 42). Since \
            then an existence check (`fileExists`) and a file in the temporary directory are no \
            storage, for controllers and views alike: they store nothing, and the controllers' \
            held-out reviewers called them false findings. That round's protocol counts them, so \
            on it today: precision 100% (4 of 4, 32 of 32), recall 67% (4 of 6) and 76% (32 of 42). \
            On 23 more apps (`Labels/swiftui/heldout-4`), before anyone read them: 98% (52 of 53) \
            and 100% (94 of 94), recall 83% (52 of 63) and 80% (94 of 117). Ten of them were then \
            read, and the Defaults library's `Defaults[.key]` and SwiftUI's `FetchRequest` made in \
            code became storage; on the 13 kept unread, recall went from 84% (43 of 51) and 87% (65 \
            of 75) to 94% (48 of 51) and 97% (73 of 75), precision 98% and 100%. Over all 23 apps \
            held out (this round's 13 and the round before), 99% precision (157 of 158) and 90% \
            recall (157 of 174). It stays opt-in, as `persistence_in_controller` is: whether \
            `@AppStorage` in a view is a finding is a team's choice.
            """,
        fix: """
            Move the keys and queries into a store, and let the view read it through a view model \
            or the environment.

            ```swift
            // Before
            struct SettingsView: View {
                @AppStorage("sortOrder") private var sortOrder = "date"
                var body: some View { Picker("Sort", selection: $sortOrder) { … } }
            }

            // After
            struct SettingsView: View {
                @Bindable var settings: SettingsStore
                var body: some View { Picker("Sort", selection: $settings.sortOrder) { … } }
            }
            ```
            """,
        triggering: [
            Example("""
                struct SettingsView: View {
                    @AppStorage("sortOrder") private ↓var sortOrder = "date"
                    var body: some View { Text(sortOrder) }
                }
                """, messages: ["View SettingsView reads or writes stored data itself: @AppStorage sortOrder (line 2). Move storage into a store or view model that the view calls."]),
            Example("""
                struct ResetButton: View {
                    var body: some View {
                        Button("Reset") {
                            UserDefaults.standard.↓removeObject(forKey: "onboarded")
                        }
                    }
                }
                """, messages: ["View ResetButton reads or writes stored data itself: UserDefaults.standard.removeObject (line 4). Move storage into a store or view model that the view calls."]),
        ],
        nonTriggering: [
            Example("""
                struct SettingsView: View {
                    @Bindable var settings: SettingsStore
                    var body: some View { Toggle("Sounds", isOn: $settings.sounds) }
                }
                """),
            Example("""
                // A store may touch storage; this rule is about views.
                @Observable final class SettingsStore {
                    var sounds = UserDefaults.standard.bool(forKey: "sounds")
                }
                """),
        ])
}
