import Testing
@testable import VCLintCore

/// One superclass map and one extension map for both languages.
@Suite struct CrossLanguageProjectTests {
    static let feedHeader = """
        @interface FeedViewController : UIViewController <UITableViewDataSource>
        @property (nonatomic, strong) FeedViewModel *viewModel;
        - (void)reload;
        @end
        """
    static let feedImplementation = """
        #import "FeedViewController.h"

        @interface FeedViewController () <UITableViewDelegate>
        @property (nonatomic, strong) NSArray *items;
        @end

        @implementation FeedViewController {
            NSURLSession *_session;
        }
        - (void)viewDidLoad {
            [super viewDidLoad];
        }
        - (void)reload {
            [self.tableView reloadData];
        }
        @end
        """

    @Test func objectiveCFilesAreCollectedWithTheSameExclusions() {
        let directory = TemporaryDirectory()
        for path in ["App/A.swift", "App/B.h", "App/B.m", "App/C.mm", "App/D.c", "App/E.cpp", "App/F.hpp",
                     "Pods/G/G.m", "AppTests/H.m", "App/.hidden/I.m"] { directory.write(path, "") }
        let files = SourceCollector().collect([directory.path]).files.map { String($0.dropFirst(directory.path.count + 1)) }
        #expect(files.sorted() == ["App/A.swift", "App/B.h", "App/B.m", "App/C.mm"])
    }

    @Test func headersAndImplementationsPairByClassNameNotFileName() throws {
        let found = controllers([("Headers/Screens.h", Self.feedHeader), ("Sources/Feed.m", Self.feedImplementation),
                                 ("Sources/Feed+Sharing.m", "@implementation FeedViewController (Sharing)\n- (void)share {\n    [self reload];\n}\n@end\n"),
                                 ("Sources/Feed+Swift.swift", "extension FeedViewController {\n    func more() {}\n}\n")])
        let feed = try #require(found.first)
        #expect(found.count == 1)
        #expect(feed.name == "FeedViewController" && feed.language == .mixed)
        #expect(feed.declaration == DeclarationReference(file: 0, type: 0))
        #expect(feed.implementation == DeclarationReference(file: 1, type: 1))
        // Findings about the whole controller point at its @implementation.
        #expect(feed.path == "Sources/Feed.m" && feed.position == SourcePosition(line: 7, column: 1))
        #expect(feed.bodyLines == 8)
        #expect(feed.extensionLines == 3 + 1)
        #expect(feed.totalLines == 12)
        #expect(feed.extensions.count == 4)
        #expect(feed.conformances == ["UITableViewDataSource", "UITableViewDelegate"])
        #expect(feed.methodCount == 4)  // viewDidLoad, reload, share, more: a declared method counts where it is defined
        #expect(feed.storedPropertyCount == 3)  // viewModel, items, _session
        #expect(feed.viewModel == "FeedViewModel")
    }

    @Test func objcOnlyControllersAndAControllerWithoutImplementation() throws {
        let found = controllers([("Feed.h", Self.feedHeader), ("Feed.m", Self.feedImplementation),
                                 ("Empty.h", "@interface EmptyViewController : UITableViewController\n@end\n")])
        #expect(found.map(\.name) == ["EmptyViewController", "FeedViewController"])
        #expect(found.map(\.language) == [.objc, .objc])
        #expect(found[0].implementation == nil && found[0].path == "Empty.h" && found[0].totalLines == 0)
        #expect(found[1].path == "Feed.m")
    }

    @Test func viewModelsInClassExtensionsAndBehindProtocols() {
        let found = controllers([("Feed.m", """
            @interface FeedViewController : UIViewController
            @end
            @interface FeedViewController ()
            @property (nonatomic, strong) id<FeedViewModelType> viewModel;
            @end
            @implementation FeedViewController
            @end
            """)])
        #expect(found.map(\.viewModel) == ["FeedViewModelType"])
        #expect(TypeNames.base("NSArray<NSString *> *") == "NSArray" && TypeNames.base("UILabel *") == "UILabel")
    }

    @Test func oldStyleImplementationWithASuperclassIsTheClass() throws {
        let alone = controllers([("Legacy.m", "@implementation LegacyViewController : UIViewController\n- (void)a {}\n@end\n")])
        #expect(alone.map(\.name) == ["LegacyViewController"])
        #expect(alone[0].implementation == alone[0].declaration && alone[0].bodyLines == 1 && alone[0].extensions.isEmpty)
        // With an @interface elsewhere, the repeated superclass does not make a second class.
        let paired = controllers([("Legacy.h", "@interface LegacyViewController : UIViewController\n@end\n"),
                                  ("Legacy.m", "@implementation LegacyViewController : UIViewController\n- (void)a {}\n@end\n")])
        #expect(paired.count == 1)
        #expect(paired[0].path == "Legacy.m" && paired[0].bodyLines == 1 && paired[0].extensions.count == 1)
    }

    @Test func subclassingAcrossLanguages() throws {
        let found = controllers([
            ("Base.h", "@interface BaseViewController : UIViewController\n@end\n"),
            ("Swift.swift", """
                class SwiftFeedViewController: BaseViewController {
                    func load() {}
                }
                @objc(LegacyListController) class ListController: UIViewController {}
                class SettingsController: PlainObjCBase {}
                extension PlainObjCBase {}
                """),
            ("Details.h", "@interface DetailsViewController : SwiftFeedViewController\n@end\n@interface LegacyChild : LegacyListController\n@end\n"),
            ("Plain.h", "@interface PlainObjCBase : NSObject\n@end\n"),
        ])
        #expect(Set(found.map(\.name)) == ["BaseViewController", "SwiftFeedViewController", "ListController",
                                          "DetailsViewController", "LegacyChild"])
        let details = try #require(found.first { $0.name == "DetailsViewController" })
        #expect(details.ancestry == ["SwiftFeedViewController", "BaseViewController", "UIViewController"])
        #expect(!details.isInferred)
        let child = try #require(found.first { $0.name == "LegacyChild" })
        #expect(child.ancestry == ["ListController", "UIViewController"])
    }

    @Test func renamedClassesGatherTheirParts() throws {
        let found = controllers([
            ("Player.h", "NS_SWIFT_NAME(Player)\n@interface VLCPlayerViewController : UIViewController\n@end\n"),
            ("Player.m", "@implementation VLCPlayerViewController\n- (void)a {}\n@end\n"),
            ("Player+Swift.swift", "extension Player {\n    func b() {}\n    func c() {}\n}\nclass MiniPlayer: Player {}\n"),
            ("List.swift", "@objc(LegacyList) final class ListViewController: UIViewController {\n    var x = 1\n}\n"),
            ("List+ObjC.m", "@implementation LegacyList (Loading)\n- (void)load {}\n@end\n"),
        ])
        let player = try #require(found.first { $0.name == "VLCPlayerViewController" })
        #expect(player.language == .mixed && player.extensionLines == 2 && player.bodyLines == 1)
        #expect(found.contains { $0.name == "MiniPlayer" })
        let list = try #require(found.first { $0.name == "ListViewController" })
        #expect(list.language == .mixed && list.bodyLines == 1 && list.extensionLines == 1 && list.implementation == nil)
        #expect(list.path == "List.swift")
    }

    @Test func sameNamedClassesInTwoTargetsKeepTheirOwnParts() throws {
        let found = controllers([
            ("AppA/Feed.h", "@interface FeedViewController : UIViewController\n@end\n"),
            ("AppA/Feed.m", "@implementation FeedViewController\n- (void)a {}\n@end\n"),
            ("AppB/Feed.h", "@interface FeedViewController : UIViewController\n@end\n"),
            ("AppB/Feed.m", "@implementation FeedViewController\n- (void)a {}\n- (void)b {}\n@end\n"),
        ])
        #expect(found.map(\.path) == ["AppA/Feed.m", "AppB/Feed.m"])
        #expect(found.map(\.bodyLines) == [1, 2])
    }

    @Test func aSuppressionAboveTheImplementationSilencesControllerLength() throws {
        var lengthRule = ControllerLengthRule()
        lengthRule.warning = 1
        lengthRule.error = 100
        let linter = Linter(rules: [lengthRule], jobs: 1)
        let suppressed = Self.feedImplementation.replacingOccurrences(
            of: "@implementation FeedViewController {", with: "// vclint:disable:next controller_length\n@implementation FeedViewController {")
        let findings = linter.lint(Project.build(sources: [("Feed.h", Self.feedHeader), ("Feed.m", Self.feedImplementation)]))
        #expect(findings.map(\.rule) == ["controller_length"])
        #expect(findings.map(\.location.path) == ["Feed.m"] && findings.map(\.location.line) == [7])
        #expect(linter.lint(Project.build(sources: [("Feed.h", Self.feedHeader), ("Feed.m", suppressed)])).isEmpty)
    }

    @Test func metricsNameTheLanguage() throws {
        let project = Project.build(sources: [
            ("Feed.h", Self.feedHeader), ("Feed.m", Self.feedImplementation),
            ("Mixed.h", "@interface MixedViewController : UIViewController\n@end\n"),
            ("Mixed.swift", "extension MixedViewController {}\nclass SwiftViewController: UIViewController {}\n"),
        ])
        let report = MetricsReport(project)
        let languages = Dictionary(uniqueKeysWithValues: report.controllers.map { ($0.name, $0.language) })
        #expect(languages == ["FeedViewController": .objc, "MixedViewController": .mixed, "SwiftViewController": .swift])
        let feed = try #require(report.controllers.first { $0.name == "FeedViewController" })
        // The @implementation is the body, not an extension row; the class extension is.
        #expect(feed.extensions.map(\.line) == [3])
        #expect(MetricsFormat.json.render(report).contains("\"language\" : \"mixed\""))
        // Its table protocols are adopted, not implemented: no delegate role.
        #expect(MetricsFormat.csv.render(report).contains(",FeedViewModel,objc,0,0,0,0,0,0,1,"))
    }
}
