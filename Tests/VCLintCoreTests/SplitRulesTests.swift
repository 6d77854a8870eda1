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
            final class Uploader { weak var delegate: UploaderDelegate? }
            protocol UploaderDelegate: AnyObject {
                func uploaderDidFinish(_ uploader: Uploader)
                func uploaderDidFail(_ uploader: Uploader)
            }
            class ChatViewController: UIViewController, UploaderDelegate {
                @IBOutlet var sendButton: UIButton!
                @IBOutlet var placeholder: UILabel!
                @IBOutlet var table: UITableView!
                func uploaderDidFinish(_ uploader: Uploader) {
                    sendButton.isEnabled = true
                    placeholder.isHidden = true
                    table.reloadData()
            \(Self.filler(20))    }
                func uploaderDidFail(_ uploader: Uploader) {
                    navigationController?.popViewController(animated: true)
            \(Self.filler(5))    }
            }
            """
        let plan = try Self.plan([(path: "C.swift", text: source)], of: "ChatViewController")
        #expect(plan.extractions.isEmpty)
        #expect(plan.considered.map(\.name) == ["ChatUploaderDelegate"])
        #expect(plan.considered.first?.reason.contains("forwarder") == true)
    }

    /// A search bar's callbacks are the screen's event handling; a table's delegate is not a control's.
    @Test func aControlsDelegateStaysWithTheScreen() throws {
        func plan(_ adopted: String, _ methods: [String]) throws -> SplitPlan {
            let bodies = methods.map { "    func \($0) {\n        query = \"\"\n\(Self.filler(12))    }" }.joined(separator: "\n")
            let source = "class SearchViewController: UIViewController, \(adopted) {\n    var query = \"\"\n\(bodies)\n}\n"
            return try Self.plan([(path: "S.swift", text: source)], of: "SearchViewController")
        }
        let search = try plan("UISearchBarDelegate", ["searchBarSearchButtonClicked(_ searchBar: UISearchBar)",
                                                      "searchBarCancelButtonClicked(_ searchBar: UISearchBar)"])
        #expect(search.extractions.isEmpty)
        #expect(search.considered.first?.reason == "the callbacks of the screen's own SearchBar are its event handling, as actions are")
        let table = try plan("UITableViewDelegate", ["tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)",
                                                     "tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)"])
        #expect(table.extractions.map(\.name) == ["SearchTableViewDelegate"])
        #expect(WorkTags.isControl("UITextField") && WorkTags.isControl("UIGestureRecognizer") && WorkTags.isControl("FeedSortBar")
            && WorkTags.isControl("TextFieldCell") && WorkTags.isControl("PostImageCollectionPartCell"))
        #expect(!WorkTags.isControl("UIImagePickerController") && !WorkTags.isControl("ProfileHeaderViewController")
            && !WorkTags.isControl("UIDocumentPicker") && !WorkTags.isControl("View"))
    }

    /// The tree's own protocol that no property is typed with and no generic type is constrained
    /// to is a role the controller plays for its callers, not an object's delegate.
    @Test func aProtocolNothingHoldsIsTheControllersOwnRole() throws {
        let controller = """
            protocol ArchiveRestoring: AnyObject {
                func restoreArchive(_ archive: Archive)
                func archiveDidChange(_ archive: Archive)
            }
            class ArchiveViewController: UIViewController, ArchiveRestoring {
                var archive: Archive?
                func restoreArchive(_ archive: Archive) {
                    self.archive = archive
            \(Self.filler(14))    }
                func archiveDidChange(_ archive: Archive) {
                    self.archive = archive
            \(Self.filler(14))    }
            }
            """
        let alone = try Self.plan([(path: "A.swift", text: controller)], of: "ArchiveViewController")
        #expect(!alone.extractions.contains { $0.kind.hasPrefix("delegate") }, "\(alone.extractions.map(\.name))")
        #expect(context(of: controller).isUnheldTreeProtocol("ArchiveRestoring"))

        // Held by a property, or by a generic type's constraint: an object's delegate again.
        let property = "final class ArchiveSyncer {\n    weak var delegate: (AnyObject & ArchiveRestoring)?\n}\n"
        let held = try Self.plan([(path: "A.swift", text: controller), (path: "S.swift", text: property)], of: "ArchiveViewController")
        #expect(held.extractions.map(\.name) == ["ArchiveRestoringDelegate"], "\(held.extractions.map(\.name))")
        let generic = "final class ArchivePlayer<Listener: ArchiveRestoring> {\n    weak var listener: Listener?\n}\n"
        #expect(!context(of: controller, generic).isUnheldTreeProtocol("ArchiveRestoring"))
        #expect(!context(of: controller).isUnheldTreeProtocol("UITableViewDelegate"))
    }

    private func context(of sources: String...) -> RuleContext {
        RuleContext(project: Project.build(sources: sources.enumerated().map { (path: "F\($0.offset).swift", text: $0.element) }),
                    knownRules: [])
    }

    /// A table view controller is its table's data source by inheritance, naming no protocol: its
    /// table methods are a data source's, not view building.
    @Test func aTableViewControllersInheritedRoleIsADataSource() throws {
        let source = """
            class LayerListController: UITableViewController {
                var layers: [String] = []
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    layers.count
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "layer")
                    cell.textLabel?.text = layers[indexPath.row]
                    cell.accessoryView = UISwitch(frame: .zero)
            \(Self.filler(20))        return cell
                }
            }
            """
        let plan = try Self.plan([(path: "L.swift", text: source)], of: "LayerListController")
        #expect(plan.extractions.map(\.name) == ["LayerListDataSource"], "\(plan.extractions.map(\.name))")
        #expect(plan.extractions.first?.kind.hasPrefix("data source") == true)
    }

    /// A data source shows the rows; where a selection goes is the controller's to decide.
    @Test func aDataSourceLeavesItsNavigatingCallbackBehind() throws {
        let source = """
            class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                var rows: [String] = []
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    rows.count
            \(Self.filler(10))    }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = rows[indexPath.row]
            \(Self.filler(10))        return cell
                }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    navigationController?.pushViewController(DetailViewController(row: rows[indexPath.row]), animated: true)
                }
            }
            """
        let plan = try Self.plan([(path: "L.swift", text: source)], of: "ListViewController")
        #expect(SplitPlannerTests.shape(plan) == ["ListDataSource": ["tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)"]])
        #expect(plan.extractions.first?.inputs.map(\.name) == ["rows"])
        #expect(plan.remains == ["tableView(_:didSelectRowAt:)"])
    }

    /// A store or service holds no screen: one that would call the screen's methods back is still
    /// the controller's. Each call back is listed, as the callbacks the object would need.
    @Test func aStoreThatCallsTheScreenBackIsNotSuggested() throws {
        func plan(calls: [String]) throws -> SplitPlan {
            let source = """
                class NotesViewController: UIViewController {
                    @IBOutlet var label: UILabel!
                    @IBOutlet var spinner: UIActivityIndicatorView!
                    var notes: [String] = []
                    func showCount() { label.text = "\\(notes.count)" }
                    func stopSpinner() { spinner.stopAnimating() }
                    func loadNotes() {
                        notes = UserDefaults.standard.stringArray(forKey: "notes") ?? []
                \(calls.map { "        \($0)()\n" }.joined())\(Self.filler(12))    }
                    func saveNotes() {
                        UserDefaults.standard.set(notes, forKey: "notes")
                \(Self.filler(12))    }
                }
                """
            return try Self.plan([(path: "N.swift", text: source)], of: "NotesViewController")
        }
        let once = try plan(calls: ["showCount"])
        #expect(once.extractions.map(\.name) == ["NotesStore"])
        #expect(once.extractions.first?.callsBack.map(\.name) == ["showCount()"])
        #expect(SplitPlanText.render(once).contains("     calls back: showCount() (line 5)\n"))
        let twice = try plan(calls: ["showCount", "stopSpinner"])
        #expect(twice.extractions.isEmpty)
        #expect(twice.considered.first?.reason == "it would call back into the screen 2 times: a store holds no screen")
    }

    /// A view holds subviews and lays them out: a child controller is not a view's, and of views
    /// that share nothing the larger is one view and the other stays.
    @Test func aViewIsOneViewWithoutChildren() throws {
        func plan(_ second: String, footerLines: Int = 10) throws -> SplitPlan {
            let source = """
                class PanelViewController: UIViewController {
                    let header = UILabel()
                    let footer = UIButton()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        buildHeader()
                        buildFooter()
                    }
                    func buildHeader() {
                        view.addSubview(header)
                        header.translatesAutoresizingMaskIntoConstraints = false
                        header.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                \(Self.filler(20))    }
                    func buildFooter() {
                        view.addSubview(footer)
                        footer.translatesAutoresizingMaskIntoConstraints = false
                        footer.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
                        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                \(second)
                \(Self.filler(footerLines))    }
                }
                """
            return try Self.plan([(path: "P.swift", text: source)], of: "PanelViewController")
        }
        let shared = try plan("        footer.topAnchor.constraint(equalTo: header.bottomAnchor).isActive = true")
        #expect(SplitPlannerTests.shape(shared) == ["PanelView": ["header", "footer", "buildHeader()", "buildFooter()"]])
        let apart = try plan("")
        #expect(SplitPlannerTests.shape(apart) == ["PanelView": ["header", "buildHeader()"]])
        #expect(apart.remains.contains("buildFooter()"))
        // The part with more of the work wins, whatever its place.
        let longerFooter = try plan("        footer.setTitle(\"Done\", for: .normal)\n        view.addSubview(UILabel())", footerLines: 30)
        #expect(SplitPlannerTests.shape(longerFooter) == ["PanelView": ["footer", "buildFooter()"]])
        let child = try plan("        footer.topAnchor.constraint(equalTo: header.bottomAnchor).isActive = true\n        addChild(UIViewController())")
        #expect(child.extractions.isEmpty)
        #expect(child.considered.first?.reason == "it embeds a child controller: containment stays with a controller")
    }

    /// A coordinator takes a flow of screens: two places to go are two methods for the controller to keep.
    @Test func aCoordinatorTakesThreePlacesToGo() throws {
        func plan(_ destinations: [String]) throws -> SplitPlan {
            let methods = destinations.map { name in
                "    func show\(name)() {\n        let next = \(name)ViewController()\n        next.title = \"\(name)\"\n"
                    + "        navigationController?.pushViewController(next, animated: true)\n\(Self.filler(6))    }"
            }
            let source = "class HubViewController: UIViewController {\n\(methods.joined(separator: "\n"))\n}\n"
            return try Self.plan([(path: "H.swift", text: source)], of: "HubViewController")
        }
        #expect(try plan(["Profile", "Settings", "Help"]).extractions.map(\.name) == ["HubCoordinator"])
        let two = try plan(["Profile", "Settings"])
        #expect(two.extractions.isEmpty)
        #expect(two.considered.first?.reason == "2 methods that navigate: a coordinator takes a flow of screens")
    }

    /// Storyboard hooks are called by the storyboard on the controller: they stay.
    @Test func aSegueActionStays() throws {
        let source = """
            class RootViewController: UIViewController {
                @IBSegueAction func makeDetail(_ coder: NSCoder) -> DetailViewController? {
                    DetailViewController(coder: coder)
                }
            }
            """
        let plan = try Self.plan([(path: "R.swift", text: source)], of: "RootViewController")
        #expect(plan.remains == ["makeDetail(_:)"])
    }

    /// A hook a subclass fills in stays, whichever protocol it serves: an `open` method, or one a
    /// subclass at any depth overrides.
    @Test func hooksASubclassFillsInStay() throws {
        let methods = ["uploaderDidStart(_ uploader: Uploader)", "uploaderDidFinish(_ uploader: Uploader)"].map {
            "    func \($0) {\n        count += 1\n\(Self.filler(12))    }"
        }
        let base = """
            final class Uploader { weak var delegate: UploaderDelegate? }
            protocol UploaderDelegate: AnyObject {
                func uploaderDidStart(_ uploader: Uploader)
                func uploaderDidFinish(_ uploader: Uploader)
            }
            class BaseUploadViewController: UIViewController, UploaderDelegate {
                var count = 0
            \(methods.joined(separator: "\n"))
            }
            """
        let plain = try Self.plan([(path: "B.swift", text: base)], of: "BaseUploadViewController")
        #expect(plain.extractions.map(\.name) == ["BaseUploadUploaderDelegate"])
        let open = base.replacingOccurrences(of: "    func uploaderDidStart", with: "    open func uploaderDidStart")
        let withOpen = try Self.plan([(path: "B.swift", text: open)], of: "BaseUploadViewController")
        #expect(withOpen.extractions.isEmpty && withOpen.remains.contains("uploaderDidStart(_:)"))
        let grandchild = [
            (path: "B.swift", text: base),
            (path: "M.swift", text: "class MiddleUploadViewController: BaseUploadViewController {}\n"),
            (path: "P.swift", text: "class PhotoUploadViewController: MiddleUploadViewController {\n"
                + "    override func uploaderDidFinish(_ uploader: Uploader) {}\n}\n"),
        ]
        let overridden = try Self.plan(grandchild, of: "BaseUploadViewController")
        #expect(overridden.extractions.isEmpty && overridden.remains.contains("uploaderDidFinish(_:)"))
        #expect(SplitPlanText.render(overridden).contains("     would move: count, uploaderDidStart(_:)\n"))
    }

    /// A job whose methods are mostly empty stubs (a protocol's optional callbacks, written out)
    /// has little to move.
    @Test func aJobOfEmptyStubsIsNotSuggested() throws {
        func plan(stubBody: String) throws -> SplitPlan {
            let source = """
                final class Player { weak var delegate: PlayerDelegate? }
                protocol PlayerDelegate: AnyObject {
                    func playerDidStart(_ player: Player)
                    func playerDidPause(_ player: Player)
                    func playerDidStop(_ player: Player)
                    func playerDidFinish(_ player: Player)
                }
                class PlayerViewController: UIViewController, PlayerDelegate {
                    var plays = 0
                    func playerDidStart(_ player: Player) {
                        plays += 1
                \(Self.filler(20))    }
                    func playerDidPause(_ player: Player) {\(stubBody)}
                    func playerDidStop(_ player: Player) {\(stubBody)}
                    func playerDidFinish(_ player: Player) {\(stubBody)}
                }
                """
            return try Self.plan([(path: "P.swift", text: source)], of: "PlayerViewController")
        }
        let stubs = try plan(stubBody: "")
        #expect(stubs.extractions.isEmpty)
        #expect(stubs.considered.first?.reason == "3 of its 4 methods are empty stubs: there is little to move")
        let real = try plan(stubBody: " plays -= 1 ")
        #expect(real.extractions.map(\.name) == ["PlayerPlayerDelegate"])
    }

    @Test func theLeftoverStateIsListedNotSuggested() throws {
        let source = """
            class BigViewController: UIViewController {
                var items: [Int] = []
                var total = 0
                func sum() -> Int {
                    total = items.reduce(0, +)
            \(Self.filler(20))        return total
                }
                func average() -> Int {
                    _ = sum()
            \(Self.filler(20))        return total / max(1, items.count)
                }
            }
            """
        let plan = try Self.plan([(path: "B.swift", text: source)], of: "BigViewController")
        #expect(plan.extractions.isEmpty)
        #expect(plan.considered.first?.kind == "view model")
        #expect(plan.considered.first?.reason.hasSuffix("read it before making a view model of it") == true)
        let held = source.replacingOccurrences(of: "    var total = 0\n", with: "    var total = 0\n    let viewModel = BigViewModel()\n")
        let withModel = try Self.plan([(path: "B.swift", text: held), (path: "M.swift", text: "final class BigViewModel {}\n")],
                                      of: "BigViewController")
        #expect(withModel.considered.first { $0.kind == "view model" }?.reason.hasSuffix("see what belongs in BigViewModel") == true)
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
        // Code lines, as controller_length counts them: not the file's lines.
        #expect(text.contains(" lines of code, ") && text.contains(" members, "))
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
        #expect(messages.count == 4)
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
