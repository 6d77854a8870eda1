import Testing
@testable import VCLintCore

/// What stores nothing, in both languages: asking about a file, and a string named like a Realm;
/// and a setting reached through the app's own typed accessor on `UserDefaults` when a team calls
/// those its store. The storage beside them still counts.
@Suite struct PersistenceQueryAndSettingsTests {
    func uses(_ sources: [(String, String)], rule: PersistenceInControllerRule = PersistenceInControllerRule()) throws -> [String] {
        let project = Project.build(sources: sources)
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let controller = try #require(project.controllers.first { $0.name.hasSuffix("Controller") })
        return rule.uses(of: controller, in: context).map { "\($0.location.line) \($0.message)" }
    }

    static let objectiveCHeader = ("DownloadViewController.h", "@interface DownloadViewController : UIViewController\n@end\n")

    @Test func objectiveCFileQueriesAreNoStorageButFileWorkIs() throws {
        let found = try uses([Self.objectiveCHeader, ("DownloadViewController.m", """
            @implementation DownloadViewController
            - (BOOL)isDownloaded:(NSString *)path {
                return [[NSFileManager defaultManager] fileExistsAtPath:path];
            }
            - (unsigned long long)sizeOf:(NSString *)path {
                return [[[NSFileManager defaultManager] attributesOfItemAtPath:path error:nil] fileSize];
            }
            - (void)discard:(NSString *)path {
                [[NSFileManager defaultManager] removeItemAtPath:path error:nil];
            }
            @end
            """)])
        #expect(found == ["9 NSFileManager.defaultManager"])
    }

    @Test func onlyRealmsOwnMethodsCountOnANameEndingInRealm() throws {
        let found = try uses([("Login.swift", """
            final class LoginViewController: UIViewController {
                var authenticationRealm = ""
                let realm = try! Realm()
                func matches(_ other: String) -> Bool { authenticationRealm.isEqual(other) }
                func keep(_ item: Item) { try! realm.write { realm.add(item) } }
            }
            """)])
        #expect(found == ["3 Realm", "5 realm.write", "5 realm.add"])
    }

    static let settings = ("Settings.swift", """
        extension UserDefaults {
            static let group = UserDefaults(suiteName: "group.app")!
            var launchCount: Int {
                get { integer(forKey: "launchCount") }
                set { set(newValue, forKey: "launchCount") }
            }
        }
        """)
    static let home = ("Home.swift", """
        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                UserDefaults.standard.launchCount += 1
                UserDefaults.group.set(true, forKey: "opened")
            }
        }
        """)

    @Test func aTypedSettingCountsUnlessTheTeamCallsItsStoreButASuiteAlwaysDoes() throws {
        #expect(try uses([Self.settings, Self.home]) == ["4 UserDefaults.standard.launchCount", "5 UserDefaults.group.set"])
        var store = PersistenceInControllerRule()
        store.countTypedSettings = false
        #expect(try uses([Self.settings, Self.home], rule: store) == ["5 UserDefaults.group.set"])
    }

    @Test func anObjectiveCCategoryPropertyIsATypedSetting() throws {
        var store = PersistenceInControllerRule()
        store.countTypedSettings = false
        let found = try uses([
            ("NSUserDefaults+App.h", "@interface NSUserDefaults (App)\n@property (nonatomic) BOOL hasSeenIntro;\n@end\n"),
            ("IntroViewController.h", "@interface IntroViewController : UIViewController\n@end\n"),
            ("IntroViewController.m", """
            @implementation IntroViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                if ([[NSUserDefaults standardUserDefaults] hasSeenIntro]) { return; }
                [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"introShown"];
            }
            @end
            """),
        ], rule: store)
        #expect(found == ["5 NSUserDefaults.standardUserDefaults"])
    }
}
