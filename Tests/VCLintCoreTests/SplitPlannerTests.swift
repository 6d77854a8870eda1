import Foundation
import Testing
@testable import VCLintCore

/// A controller with four known jobs interleaved across its class and extensions: a table's data
/// source, a service, a store, a view builder, and state a view model could hold. The planner must
/// recover each, whatever order the members are written in and whichever extension holds them.
@Suite struct SplitPlannerTests {
    static let classBody = """
        class FeedViewController: UIViewController {
            private let tableView = UITableView()
            private let headerLabel = UILabel()
            private var rows: [String] = []
            private var drafts: [String] = []
            private var filter = "all"
            private var counts: [String: Int] = [:]

            override func viewDidLoad() {
                super.viewDidLoad()
                buildViews()
                load()
                restoreDrafts()
                refreshHeader()
            }
        }
        """

    /// Each job's members, one block apiece, so a test can deal them out to extensions at will.
    static let jobs: [String: String] = [
        "dataSource": """
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                let count = rows.count
                return count
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                configure(cell, row: indexPath.row)
                return cell
            }
            private func configure(_ cell: UITableViewCell, row: Int) {
                let text = rows[row]
                cell.textLabel?.text = text
                cell.accessoryType = .none
            }
            """,
        "service": """
            func load() {
                let url = URL(string: "https://example.com/feed")!
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    self.decode(data)
                }.resume()
            }
            private func decode(_ data: Data?) {
                guard let data else { return }
                let text = String(decoding: data, as: UTF8.self)
                rows = text.split(separator: "\\n").map(String.init)
            }
            """,
        "store": """
            func restoreDrafts() {
                drafts = UserDefaults.standard.stringArray(forKey: "drafts") ?? []
                trimDrafts()
            }
            func saveDrafts() {
                trimDrafts()
                UserDefaults.standard.set(drafts, forKey: "drafts")
            }
            private func trimDrafts() {
                let limit = 20
                drafts = Array(drafts.prefix(limit))
            }
            """,
        "view": """
            func buildViews() {
                view.addSubview(headerLabel)
                view.addSubview(tableView)
                headerLabel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    headerLabel.topAnchor.constraint(equalTo: view.topAnchor),
                ])
                styleHeader()
            }
            private func styleHeader() {
                let size: CGFloat = 17
                headerLabel.font = .systemFont(ofSize: size)
                headerLabel.textColor = .label
            }
            """,
        "state": """
            func summaryText() -> String {
                let shown = filteredNames()
                let total = counts.values.reduce(0, +)
                return "\\(shown.count) of \\(total)"
            }
            private func filteredNames() -> [String] {
                let names = counts.keys.sorted()
                guard filter != "all" else { return names }
                return names.filter { $0.hasPrefix(filter) }
            }
            func refreshHeader() {
                headerLabel.text = summaryText()
            }
            """,
    ]

    static let expected: [String: Set<String>] = [
        "FeedDataSource": ["tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)", "configure(_:row:)"],
        "FeedService": ["load()", "decode(_:)"],
        "FeedStore": ["restoreDrafts()", "saveDrafts()", "trimDrafts()", "drafts"],
        "FeedView": ["buildViews()", "styleHeader()", "headerLabel", "tableView"],
    ]

    /// The state the other jobs leave: listed under "Not suggested", since reviewers found such
    /// clusters grab bags more often than view models (`Labels/split/`).
    static let leftoverState: Set<String> = ["summaryText()", "filteredNames()", "filter", "counts"]

    /// The controller with `layout[i]` the jobs of extension `i` (`""` conformances on the first).
    static func sources(_ layout: [[String]], reversedMembers: Bool = false) -> [(path: String, text: String)] {
        var files = [(path: "App/FeedViewController.swift", text: classBody)]
        for (index, names) in layout.enumerated() {
            var blocks = names.map { padded(jobs[$0]!) }
            if reversedMembers { blocks.reverse() }
            let conformance = names.contains("dataSource") ? ": UITableViewDataSource" : ""
            files.append((path: "App/FeedViewController+\(index).swift",
                          text: "extension FeedViewController\(conformance) {\n\(blocks.joined(separator: "\n"))\n}\n"))
        }
        return files
    }

    /// Each method made five lines longer, so that every job is over `SplitPlanner.minimumLines`.
    static func padded(_ block: String) -> String {
        block.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let isMethodHead = (line.hasPrefix("func ") || line.hasPrefix("private func ") || line.hasPrefix("- (")) && line.hasSuffix("{")
            let step = line.hasPrefix("- (") ? "\n    (void)0;" : "\n    _ = 0"
            return isMethodHead ? line + String(repeating: step, count: 5) : String(line)
        }.joined(separator: "\n")
    }

    static func plan(_ sources: [(path: String, text: String)], of name: String = "FeedViewController") throws -> SplitPlan {
        let project = Project.build(sources: sources)
        let controller = try #require(project.controllers.first { $0.name == name })
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        return SplitPlanner(rules: Configuration().allRules).plan(controller, in: context)
    }

    /// Extraction name → member names: what the plan says, without places.
    static func shape(_ plan: SplitPlan) -> [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: plan.extractions.map { ($0.name, Set($0.members.map(\.name))) })
    }

    @Test func recoversEachJobAsItsOwnObject() throws {
        let plan = try Self.plan(Self.sources([["dataSource", "service"], ["store", "view"], ["state"]]))
        #expect(Self.shape(plan) == Self.expected)
        #expect(plan.extractions.first { $0.name == "FeedDataSource" }?.protocols == ["UITableViewDataSource"])
        #expect(plan.extractions.first { $0.name == "FeedService" }?.inputs.map(\.name) == ["rows"])
        // The binding method touches a view: it stays.
        #expect(plan.remains.contains("refreshHeader()") && plan.remains.contains("viewDidLoad()"))
        let state = try #require(plan.considered.first { $0.name == "FeedViewModel" })
        #expect(state.kind == "view model" && state.reason.contains("the state the other jobs leave"))
        #expect(Set(plan.remains).isSuperset(of: Self.leftoverState.filter { $0.hasSuffix(")") }))
        #expect(plan.responsibilities == 5)
    }

    /// Metamorphic: reordering members, and moving them between extensions or into one, changes no extraction.
    @Test(arguments: [
        [["state"], ["view", "store"], ["service", "dataSource"]],
        [["dataSource", "service", "store", "view", "state"]],
        [["view"], ["state"], ["dataSource"], ["store"], ["service"]],
    ])
    func thePlanDoesNotDependOnWhereMembersAreWritten(_ layout: [[String]]) throws {
        let reference = Self.shape(try Self.plan(Self.sources([["dataSource", "service"], ["store", "view"], ["state"]])))
        #expect(Self.shape(try Self.plan(Self.sources(layout))) == reference)
        #expect(Self.shape(try Self.plan(Self.sources(layout, reversedMembers: true))) == reference)
    }

    @Test func extractionsAreRankedByGainAndCapped() throws {
        let plan = try Self.plan(Self.sources([["dataSource", "service"], ["store", "view"], ["state"]]))
        let gains = plan.extractions.map { Double($0.lines) * $0.cohesion }
        #expect(gains == gains.sorted(by: >))
        #expect(plan.extractions.count <= SplitPlanner.maxExtractions)
        #expect(plan.remainingLines == plan.lines - plan.extractions.reduce(0) { $0 + $1.lines })
    }

    @Test func aTargetActionHandlerStaysWithTheController() throws {
        var sources = Self.sources([["dataSource", "service", "store", "view", "state"]])
        sources.append((path: "App/Actions.swift", text: """
            extension FeedViewController {
                func addButton() {
                    let button = UIButton()
                    button.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
                    view.addSubview(button)
                }
                @objc func saveTapped() {
                    saveDrafts()
                }
            }
            """))
        let plan = try Self.plan(sources)
        #expect(plan.remains.contains("saveTapped()"))
        #expect(Self.shape(plan)["FeedStore"] == Self.expected["FeedStore"])
    }

    @Test func objectiveCDataSourceAndStoreAreFound() throws {
        let header = "@interface ListViewController : UIViewController <UITableViewDataSource>\n@end\n"
        let implementation = """
            @interface ListViewController ()
            @property (nonatomic, strong) NSArray *items;
            @property (nonatomic, strong) NSArray *bookmarks;
            @end

            @implementation ListViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self loadBookmarks];
            }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                NSInteger count = self.items.count;
                return count;
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                UITableViewCell *cell = [[UITableViewCell alloc] init];
                [self configureCell:cell atRow:indexPath.row];
                return cell;
            }
            - (void)configureCell:(UITableViewCell *)cell atRow:(NSInteger)row {
                cell.textLabel.text = self.items[row];
                cell.accessoryType = UITableViewCellAccessoryNone;
            }
            - (void)loadBookmarks {
                NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
                _bookmarks = [defaults arrayForKey:@"bookmarks"];
                [self trimBookmarks];
            }
            - (void)saveBookmarks {
                [self trimBookmarks];
                [[NSUserDefaults standardUserDefaults] setObject:self.bookmarks forKey:@"bookmarks"];
            }
            - (void)trimBookmarks {
                if (self.bookmarks.count > 20) {
                    self.bookmarks = [self.bookmarks subarrayWithRange:NSMakeRange(0, 20)];
                }
            }
            @end
            """
        let plan = try Self.plan([(path: "App/ListViewController.h", text: header), (path: "App/ListViewController.m", text: Self.padded(implementation))],
                                 of: "ListViewController")
        #expect(Self.shape(plan) == [
            "ListDataSource": ["tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:", "configureCell:atRow:", "items"],
            "ListStore": ["loadBookmarks", "saveBookmarks", "trimBookmarks", "bookmarks"],
        ])
    }
}
