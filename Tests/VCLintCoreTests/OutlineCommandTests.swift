import Testing
@testable import VCLintCore

/// `vclint outline` prints what the rules read: each type, what it inherits, its members and the
/// calls each member makes.
@Suite struct OutlineCommandTests {
    @Test func aSwiftFileShowsTypesMembersAndCalls() throws {
        let tree = TemporaryDirectory()
        tree.write("Feed.swift", """
            @MainActor
            final class FeedViewController: UIViewController, UITableViewDataSource {
                private weak var delegate: FeedDelegate?
                lazy var client = APIClient()
                var count: Int { items.count }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    client.load(page: 1)
                    tableView.reloadData()
                    tableView.reloadData()
                    delegate?.feedDidLoad(self); addChild(child)
                }
                struct Row: View {
                    var body: some View {
                        VStack {
                            Text("x")
                        }
                    }
                }
            }

            """)
        let result = VCLintCommand.run(["outline", tree.path + "/Feed.swift"])
        #expect(result.exitCode == .success)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == tree.path + "/Feed.swift: swift, 21 lines, 2 types")
        #expect(lines.contains("class FeedViewController (lines 1–20, 17 code lines)"))
        #expect(lines.contains("  inherits: UIViewController, UITableViewDataSource"))
        #expect(lines.contains("  attributes: @MainActor"))
        #expect(lines.contains("  private weak var delegate: FeedDelegate? (line 3, stored)"))
        #expect(lines.contains("  lazy var client = APIClient(…) (line 4, stored)"))
        #expect(lines.contains("  var count: Int (line 5, computed)"))
        #expect(lines.contains("  func viewDidLoad() (lines 6–12, override)"))
        // In order, each once, spelled through the members it is reached by.
        #expect(lines.contains("    calls: viewDidLoad, client.load, tableView.reloadData, delegate.feedDidLoad, addChild"))
        #expect(lines.contains("  containment: addChild of child on self (line 11)"))
        // A nested type is indented under the one that holds it.
        #expect(lines.contains("  struct FeedViewController.Row (lines 13–19, 5 code lines)"))
        #expect(lines.contains("    view body: lines 14–18, 5 code lines, depth 1"))
    }

    @Test func anObjectiveCFileShowsEachPartOfTheClass() {
        let tree = TemporaryDirectory()
        tree.write("Feed.m", """
            @interface FeedViewController () <UITableViewDataSource>
            @property (nonatomic, strong) NSArray *items;
            @end

            @implementation FeedViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView reloadData];
            }
            @end

            """)
        let result = VCLintCommand.run(["outline", tree.path + "/Feed.m"])
        #expect(result.exitCode == .success)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == tree.path + "/Feed.m: objc, 11 lines, 2 types")
        #expect(lines.contains("  objc: classExtension"))
        #expect(lines.contains("  objc: implementation"))
        #expect(lines.contains("  inherits: UITableViewDataSource"))
        #expect(lines.contains("    calls: viewDidLoad, tableView.reloadData"))
    }

    @Test func aMissingFileIsAnErrorThatNamesIt() {
        let tree = TemporaryDirectory()
        let missing = VCLintCommand.run(["outline", tree.path + "/missing.swift"])
        #expect(missing.exitCode == .toolFailure)
        #expect(missing.standardOutput.isEmpty)
        #expect(missing.standardError == "error: \(tree.path)/missing.swift: no such file or directory\n")
    }
}
