import Testing
@testable import VCLintCore

/// A store put in a stored property is used where the property is; a property nothing names
/// stores nothing. Swift 2 asks the shared file manager after a call, as Objective-C does.
@Suite struct PersistenceHolderTests {
    func uses(_ source: String) throws -> [String] {
        let project = Project.build(sources: [("Settings.swift", source)])
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let controller = try #require(project.controllers.first)
        return PersistenceInControllerRule().uses(of: controller, in: context).map { "\($0.location.line) \($0.message)" }
    }

    @Test func aStoreInAPropertyNothingNamesIsNoUse() throws {
        let found = try uses("""
            final class SettingsViewController: UIViewController {
                let userDefaults = UserDefaults.standard
                private let files = FileManager.default
                var title = ""
            }
            """)
        #expect(found.isEmpty)
    }

    @Test func aStoreInAPropertyItsCodeNamesStillCounts() throws {
        // Only a call through the property is a use of its own; a read of a typed setting
        // (`userDefaults.isSignedIn`) is not, so the property's initializer stands for it.
        let found = try uses("""
            final class SettingsViewController: UIViewController {
                let userDefaults = UserDefaults.standard
                let files = FileManager.default
                func signedIn() -> Bool { userDefaults.isSignedIn }
                func clear(_ url: URL) { try? files.removeItem(at: url) }
            }
            """)
        #expect(found == ["2 UserDefaults.standard", "3 FileManager.default", "5 files.removeItem"])
    }

    @Test func theSameChainInAFunctionCounts() throws {
        let found = try uses("""
            final class SettingsViewController: UIViewController {
                func reset() {
                    let defaults = UserDefaults.standard
                    defaults.removePersistentDomain(forName: "app")
                }
            }
            """)
        // A local is no stored property: naming the store is the use.
        #expect(found == ["3 UserDefaults.standard"])
    }

    @Test func swift2FileQueriesAfterACallAreNoStorage() throws {
        let found = try uses("""
            final class SettingsViewController: UIViewController {
                func size(_ path: String) -> UInt64 {
                    let attributes = try? NSFileManager.defaultManager().attributesOfItemAtPath(path)
                    return NSFileManager.defaultManager().fileExistsAtPath(path) ? 1 : 0
                }
                func discard(_ path: String) {
                    try? NSFileManager.defaultManager().removeItemAtPath(path)
                }
            }
            """)
        #expect(found == ["7 NSFileManager.defaultManager"])
    }
}
