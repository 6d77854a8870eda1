import Foundation
import Testing
@testable import VCLintCore

/// The planner's measures and its reasons for not suggesting an extraction, one at a time.
@Suite struct SplitRulesTests {
    static func plan(_ sources: [(path: String, text: String)], of name: String) throws -> SplitPlan {
        try SplitPlannerTests.plan(sources, of: name)
    }

    /// A body of `count` lines that use nothing.
    static func filler(_ count: Int) -> String { String(repeating: "        _ = 0\n", count: count) }

    @Test func aSelectorNamesAMethodWithoutCallingIt() {
        let file = outline("""
            class A {
                func f() {
                    b.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    _ = #selector(self.saved)
                    tapped(nil)
                }
            }
            """)
        let names = file.types[0].references.map { (file.name($0.name), $0.isCalled) }
        #expect(names.filter { $0.0 == "tapped" }.map(\.1) == [false, true])
        #expect(names.first { $0.0 == "saved" }?.1 == false)
        #expect(names.first { $0.0 == "addTarget" }?.1 == true)
    }

    /// Two groups of methods over their own properties, and one method alone: LCOM4 3. Of the six
    /// pairs of the four methods that use properties, two share one: TCC 2/12 ordered pairs over
    /// five methods is 4/20.
    @Test func lcom4AndTCCAreMeasuredOnTheGraph() throws {
        let source = """
            class MeasuredViewController: UIViewController {
                var a = 0
                var b = 0
                func readA() { _ = a }
                func writeA() { a = 1 }
                func readB() { _ = b }
                func writeB() { b = 2 }
                func alone() { _ = 3 }
                override func viewDidLoad() { readA(); readB(); alone() }
            }
            """
        let plan = try Self.plan([(path: "M.swift", text: source)], of: "MeasuredViewController")
        #expect(plan.lcom4 == 3)
        #expect(plan.tcc == 4.0 / 20.0)
    }

    @Test func aDelegateThatDrivesTheScreenIsAForwarder() throws {
        let source = """
            class ChatViewController: UIViewController, UITextViewDelegate {
                @IBOutlet var sendButton: UIButton!
                @IBOutlet var placeholder: UILabel!
                @IBOutlet var table: UITableView!
                func textViewDidChange(_ textView: UITextView) {
                    sendButton.isEnabled = true
                    placeholder.isHidden = true
                    table.reloadData()
            \(Self.filler(20))    }
                func textViewDidEndEditing(_ textView: UITextView) {
                    navigationController?.popViewController(animated: true)
            \(Self.filler(5))    }
            }
            """
        let plan = try Self.plan([(path: "C.swift", text: source)], of: "ChatViewController")
        #expect(plan.extractions.isEmpty)
        #expect(plan.considered.map(\.name) == ["ChatTextViewDelegate"])
        #expect(plan.considered.first?.reason.contains("forwarder") == true)
    }

    @Test func aViewModelAsLargeAsTheControllerIsNotSuggested() throws {
        let source = """
            class BigViewController: UIViewController {
                var items: [Int] = []
                var total = 0
                func sum() -> Int {
                    total = items.reduce(0, +)
            \(Self.filler(200))        return total
                }
                func average() -> Int {
                    _ = sum()
            \(Self.filler(200))        return total / max(1, items.count)
                }
            }
            """
        let plan = try Self.plan([(path: "B.swift", text: source)], of: "BigViewController")
        #expect(plan.extractions.isEmpty)
        #expect(plan.considered.first?.kind == "view model")
        #expect(plan.considered.first?.reason.contains("massive view model") == true)
    }

    @Test func protocolsThatRefineEachOtherAreOneObject() throws {
        let source = """
            protocol FolderViewDelegate: NSOutlineViewDelegate {
                func folderView(_ view: FolderView, handleKey key: Int) -> Bool
            }
            class FoldersViewController: NSViewController, NSOutlineViewDataSource, FolderViewDelegate {
                var nodes: [Int] = []
                func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int {
                    nodes.count
            \(Self.filler(8))    }
                func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any {
                    nodes[index]
            \(Self.filler(8))    }
                func folderView(_ view: FolderView, handleKey key: Int) -> Bool {
                    nodes.isEmpty
            \(Self.filler(8))    }
            }
            """
        let plan = try Self.plan([(path: "F.swift", text: source)], of: "FoldersViewController")
        #expect(plan.extractions.map(\.name) == ["FoldersDataSource"])
        #expect(plan.extractions.first?.protocols == ["FolderViewDelegate", "NSOutlineViewDataSource"])
        #expect(plan.extractions.first?.members.count == 4)
    }

    @Test func aMethodASubclassOverridesStays() throws {
        let sources = SplitPlannerTests.sources([["dataSource", "service", "store", "view", "state"]])
            + [(path: "App/Sub.swift", text: "class SubFeedViewController: FeedViewController {\n    override func saveDrafts() {}\n}\n")]
        let plan = try Self.plan(sources, of: "FeedViewController")
        #expect(plan.remains.contains("saveDrafts()"))
        #expect(!plan.extractions.contains { $0.members.contains { $0.name == "saveDrafts()" } })
    }
}

@Suite struct SplitCommandTests {
    @Test func anUnknownControllerIsAnErrorWithASuggestion() {
        let directory = TemporaryDirectory()
        directory.write("Feed.swift", "class FeedViewController: UIViewController {}\n")
        let result = VCLintCommand.run(["split", "FeedViewControler", directory.path])
        #expect(result.exitCode == .toolFailure)
        #expect(result.standardError.contains("no view controller or view model named 'FeedViewControler'"))
        #expect(result.standardError.contains("did you mean 'FeedViewController'?"))
        #expect(VCLintCommand.run(["split", directory.path]).exitCode == .toolFailure)
        #expect(VCLintCommand.run(["split"]).standardError.contains("name the controller to plan, or pass --all"))
    }

    @Test func allPlansOnlyControllersOverTheWarningLine() throws {
        let directory = TemporaryDirectory()
        let body = String(repeating: "        _ = 0\n", count: 40)
        directory.write("Big.swift", "class BigViewController: UIViewController {\n    func f() {\n\(body)    }\n}\n")
        directory.write("Small.swift", "class SmallViewController: UIViewController {}\n")
        directory.write(".vclint.yml", "rules:\n  controller_length:\n    warning: 20\n    error: 100\n")
        let result = VCLintCommand.run(["split", "--all", "--format", "json", "--config", directory.path + "/.vclint.yml", directory.path])
        #expect(result.exitCode == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let plans = try #require(object["controllers"] as? [[String: Any]])
        #expect(plans.map { $0["controller"] as? String } == ["BigViewController"])
        #expect(plans.first?["lines"] as? Int == 42)
        #expect(plans.first?["remaining_lines"] as? Int == 42)
        // With none over the line, the text says so; the JSON is an empty list.
        let none = VCLintCommand.run(["split", "--all", directory.path + "/Small.swift"])
        #expect(none.exitCode == .success)
        #expect(none.standardOutput == "No view controller is over controller_length's warning line among 1 controller: nothing to split.\n")
        let noneJSON = VCLintCommand.run(["split", "--all", "--format", "json", directory.path + "/Small.swift"])
        let empty = try #require(try JSONSerialization.jsonObject(with: Data(noneJSON.standardOutput.utf8)) as? [String: Any])
        #expect((empty["controllers"] as? [Any])?.isEmpty == true)
    }

    @Test func textNamesTheControllerAndWhatItKeeps() {
        let directory = TemporaryDirectory()
        for (path, text) in SplitPlannerTests.sources([["dataSource", "service"], ["store", "view"], ["state"]]) {
            directory.write(path, text)
        }
        let result = VCLintCommand.run(["split", "FeedViewController", directory.path])
        #expect(result.exitCode == .success)
        let text = result.standardOutput
        #expect(text.hasPrefix("FeedViewController ("))
        #expect(text.contains(". FeedDataSource, a data source: UITableViewDataSource;"))
        #expect(text.contains("configure(_:row:) (FeedViewController+0.swift:"))
        #expect(text.contains("The controller keeps about "))
    }

    @Test func aLengthFindingCarriesThePlanAsRelatedLocations() throws {
        let directory = TemporaryDirectory()
        for (path, text) in SplitPlannerTests.sources([["dataSource", "service"], ["store", "view"], ["state"]]) {
            directory.write(path, text)
        }
        directory.write(".vclint.yml", "rules:\n  controller_length:\n    warning: 20\n    error: 500\n")
        let result = VCLintCommand.run(["lint", "--format", "json", "--config", directory.path + "/.vclint.yml", directory.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["violations"] as? [[String: Any]])
        let length = try #require(findings.first { $0["rule"] as? String == "controller_length" })
        let related = try #require(length["related"] as? [[String: Any]])
        let messages = related.compactMap { $0["message"] as? String }
        #expect(messages.count == 5)
        #expect(messages.contains { $0.hasPrefix("split: extract FeedDataSource, a data source of ") })
        // Each points at the extraction's first member.
        #expect(related.allSatisfy { ($0["path"] as? String)?.hasSuffix(".swift") == true && ($0["line"] as? Int ?? 0) > 0 })
    }

    /// Plans are made only when something reads them, and then they are the same: a report file in
    /// a format that shows them, or a scope, which keeps a finding whose plan cuts into its files.
    @Test func plansReachEveryReaderOfThem() throws {
        let directory = TemporaryDirectory()
        for (path, text) in SplitPlannerTests.sources([["dataSource", "service"], ["store", "view"], ["state"]]) {
            directory.write(path, text)
        }
        directory.write(".vclint.yml", "rules:\n  controller_length:\n    warning: 20\n    error: 500\n")
        let config = directory.path + "/.vclint.yml"
        func lengthFinding(_ json: String) throws -> [String: Any] {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let findings = try #require(object["violations"] as? [[String: Any]])
            return try #require(findings.first { $0["rule"] as? String == "controller_length" })
        }
        let alone = try lengthFinding(VCLintCommand.run(["lint", "--format", "json", "--config", config, directory.path]).standardOutput)
        let related = try #require(alone["related"] as? [[String: Any]])
        #expect(!related.isEmpty)

        // Text on standard output, JSON beside it: the file holds the same plan.
        let file = directory.path + "/report.json"
        let text = VCLintCommand.run(["lint", "--config", config, "--report", "json:" + file, directory.path])
        #expect(text.standardOutput.contains("(controller_length)"))
        let written = try lengthFinding(String(decoding: try #require(FileManager.default.contents(atPath: file)), as: UTF8.self))
        #expect((written["related"] as? [[String: Any]])?.count == related.count)

        // A text run over one file the plan cuts into, not the controller's own: still reported
        // (a scope reads related locations, so a scoped run plans whatever its format).
        let own = try #require(alone["path"] as? String)
        let cut = try #require(related.compactMap { $0["path"] as? String }.first { $0 != own })
        let scoped = VCLintCommand.run(["lint", "--config", config, "--report-only", cut, directory.path])
        #expect(scoped.standardOutput.contains("(controller_length)"))
    }
}

/// A view model is planned as a controller is: the services and stores to take out of it, from
/// the evidence `massive_view_model` lists; its state stays, since holding state is its job.
@Suite struct ViewModelSplitTests {
    static let padding = (1...20).map { "        _ = \($0)" }.joined(separator: "\n")
    static let model = """
        final class FeedViewModel: ObservableObject {
            @Published var items: [String] = []
            @Published var query = ""
            private var page = 0

            func search() {
                let url = URL(string: "https://example.com/search")!
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    self.decodeResults(data)
                }.resume()
            }
            private func decodeResults(_ data: Data?) {
        \(padding)
            }
            func saveQuery() {
                UserDefaults.standard.set(query, forKey: "query")
                trimHistory()
            }
            private func trimHistory() {
        \(padding)
            }
            func nextPage() {
                page += 1
                items.append(query)
            }
        }

        """

    @Test func aViewModelSplitsIntoItsServiceAndStore() throws {
        let project = Project.build(sources: [("Feed/FeedViewModel.swift", Self.model)])
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let model = try #require(context.swiftUISubjects.first { $0.kind == .viewModel })
        let plan = SplitPlanner(rules: RuleRegistry.all.map { $0.init() }).plan(viewModel: model, in: context)
        #expect(plan.kind == .viewModel && plan.controller == "FeedViewModel")
        let moved = Dictionary(uniqueKeysWithValues: plan.extractions.map { ($0.name, Set($0.members.map(\.name))) })
        #expect(moved == ["FeedService": ["search()", "decodeResults(_:)"], "FeedStore": ["saveQuery()", "trimHistory()"]])
        #expect(plan.remains == ["nextPage()"])
        #expect(SplitPlanText.render(plan).contains("The view model keeps about"))
    }

    @Test func splitFindsAViewModelByNameAndAllTakesThoseOverTheLine() throws {
        let directory = TemporaryDirectory()
        directory.write("Feed/FeedViewModel.swift", Self.model)
        directory.write("Feed/Small.swift", "final class SmallModel: ObservableObject {\n    @Published var a = 0\n}\n")
        directory.write(".vclint.yml", "rules:\n  view_model_length:\n    warning: 20\n    error: 500\n")
        let one = VCLintCommand.run(["split", "FeedViewModel", directory.path])
        #expect(one.exitCode == .success)
        #expect(one.standardOutput.hasPrefix("FeedViewModel ("))
        let all = VCLintCommand.run(["split", "--all", "--format", "json", "--config", directory.path + "/.vclint.yml", directory.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(all.standardOutput.utf8)) as? [String: Any])
        let plans = try #require(object["controllers"] as? [[String: Any]])
        #expect(plans.map { $0["controller"] as? String } == ["FeedViewModel"])
        #expect(plans.first?["kind"] as? String == "view_model")
        let none = VCLintCommand.run(["split", "--all", directory.path + "/Feed/Small.swift"])
        #expect(none.standardOutput == "No view controller is over controller_length's warning line among 0 controllers, "
            + "nor a view model over view_model_length's among 1 view model: nothing to split.\n")
    }
}

extension ViewModelSplitTests {
    /// As a controller_length finding does, a view_model_length finding carries the plan's cuts.
    @Test func aLongViewModelsFindingCarriesItsPlan() throws {
        let project = Project.build(sources: [("Feed/FeedViewModel.swift", Self.model)])
        var length = ViewModelLengthRule()
        (length.warning, length.error) = (20, 500)
        // The planner reads a view model's work from the rule that finds it, enabled or not.
        let linter = Linter(rules: [length], planner: SplitPlanner(rules: [length, MassiveViewModelRule()]))
        let finding = try #require(linter.lint(project).first { $0.rule == "view_model_length" })
        #expect(finding.related.map(\.message).sorted() == [
            "split: extract FeedService, a service of 28 lines: search(), decodeResults(_:)",
            "split: extract FeedStore, a store of 26 lines: saveQuery(), trimHistory()",
        ])
    }
}
