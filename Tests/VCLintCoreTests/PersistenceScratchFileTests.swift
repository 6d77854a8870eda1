import Testing
@testable import VCLintCore

/// A file written beside the temporary directory is a scratch file (a share sheet's, an upload's),
/// not the app's data; asking whether a file is there stores nothing. Both hold per function: the
/// controller's other file work still counts.
@Suite struct PersistenceScratchFileTests {
    func uses(_ path: String, _ text: String, header: String? = nil) throws -> [String] {
        let project = Project.build(sources: [(path, text)] + (header.map { [("ExportViewController.h", $0)] } ?? []))
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let controller = try #require(project.controllers.first)
        return PersistenceInControllerRule().uses(of: controller, in: context).map { "\($0.location.line) \($0.message)" }
    }

    @Test func scratchFilesAndExistenceChecksAreNoStorageButTheAppsFilesAre() throws {
        let found = try uses("Photo.swift", """
            final class PhotoViewController: UIViewController {
                func share(_ data: Data) throws {
                    let url = FileManager.default.temporaryDirectory.appendingPathComponent("photo.jpg")
                    try data.write(to: url)
                }
                func hasSound() -> Bool { FileManager.default.fileExists(atPath: soundPath) }
                func keep(_ data: Data) throws {
                    let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                    try data.write(to: folder.appendingPathComponent("photo.jpg"))
                    UserDefaults.standard.set(true, forKey: "kept")
                }
            }
            """)
        #expect(found == ["8 FileManager.default.urls", "9 data.write(to:)", "10 UserDefaults.standard.set"])
    }

    @Test func objectiveCScratchFilesAreNoStorage() throws {
        let found = try uses("ExportViewController.m", """
            @implementation ExportViewController
            - (void)exportText:(NSString *)text {
                NSString *path = [NSTemporaryDirectory() stringByAppendingPathComponent:@"export.txt"];
                [text writeToFile:path atomically:YES encoding:NSUTF8StringEncoding error:nil];
            }
            - (void)saveText:(NSString *)text {
                [text writeToFile:self.documentPath atomically:YES encoding:NSUTF8StringEncoding error:nil];
            }
            @end
            """, header: "@interface ExportViewController : UIViewController\n@end\n")
        #expect(found == ["7 text.writeToFile"])
    }

    @Test func aGlobalHoldingAStoreIsAStore() throws {
        let project = Project.build(sources: [
            ("Globals.swift", """
                let prefs = UserDefaults(suiteName: "group.example")!
                let fileManager: FileManager = .default
                let launchedBefore = UserDefaults.standard.bool(forKey: "launched")
                var formatter = DateFormatter()
                public var defaultRealm: Realm!
                """),
            ("SettingsViewController.swift", """
                final class SettingsViewController: UIViewController {
                    func toggle(_ on: Bool) {
                        prefs.set(on, forKey: "sounds")
                        if fileManager.fileExists(atPath: path) { try? fileManager.removeItem(atPath: path) }
                        label.text = formatter.string(from: Date())
                        defaultRealm.write { defaultRealm.add(item) }
                        if launchedBefore { title = "Welcome back" }
                    }
                }
                """),
        ])
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        // A value read from a store (`launchedBefore`) is named as one, as a stored property's
        // initializer is read: it names no store member where it is used, so it makes no use.
        #expect(context.storeGlobals.isSuperset(of: ["prefs", "fileManager"]) && !context.storeGlobals.contains("formatter"))
        let controller = try #require(project.controllers.first)
        let found = PersistenceInControllerRule().uses(of: controller, in: context).map { "\($0.location.line) \($0.message)" }
        #expect(found == ["3 prefs.set", "4 fileManager.removeItem", "6 defaultRealm.write", "6 defaultRealm.add"])
    }

    @Test func theItemReplacementDirectoryIsAScratchDirectory() throws {
        let found = try uses("Keys.swift", """
            final class KeysViewController: UIViewController {
                func share(_ data: Data) throws {
                    let folder = try FileManager.default.url(for: .itemReplacementDirectory, in: .userDomainMask,
                                                             appropriateFor: exportURL, create: true)
                    try data.write(to: folder.appendingPathComponent("keys.json"))
                }
            }
            """)
        #expect(found.isEmpty)
    }
}
