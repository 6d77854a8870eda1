import Foundation
import Testing
@testable import VCLintCore

@Suite struct MetricsTests {
    func report() -> MetricsReport {
        let files = [
            ("App/Feed.swift", "class FeedViewController: BaseViewController, UITableViewDataSource {\n  let viewModel: FeedViewModel\n  var a = 1\n  func f() {}\n}"),
            ("App/Feed+More.swift", "extension FeedViewController {\n  func g() {}\n  func h() {}\n}"),
            ("App/Base.swift", "class BaseViewController: UIViewController {\n  var b = 1\n}"),
            ("App/Small, \"odd\".swift", "class Small: UIViewController {}"),
        ]
        let outlines = files.map { outline($0.1, path: $0.0) }
        return MetricsReport(Project(files: outlines, failures: [], controllers: ControllerResolver().resolve(outlines)))
    }

    @Test func rowsAreSortedLargestFirst() {
        #expect(report().controllers.map(\.name) == ["FeedViewController", "BaseViewController", "Small"])
        #expect(report().controllers.map(\.lines.total) == [5, 1, 0])
    }

    @Test func json() throws {
        let json = MetricsFormat.json.render(report())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect((object["tool"] as? [String: Any])?["name"] as? String == "vclint")
        let rows = try #require(object["controllers"] as? [[String: Any]])
        let feed = rows[0]
        #expect(feed["name"] as? String == "FeedViewController")
        #expect(feed["path"] as? String == "App/Feed.swift")
        #expect(feed["line"] as? Int == 1)
        #expect(feed["superclass"] as? String == "BaseViewController")
        #expect(feed["ancestry"] as? [String] == ["BaseViewController", "UIViewController"])
        #expect(feed["inferred"] as? Bool == false)
        #expect(feed["lines"] as? [String: Int] == ["body": 3, "extensions": 2, "total": 5])
        #expect((feed["extensions"] as? [[String: Any]])?.first?["path"] as? String == "App/Feed+More.swift")
        #expect(feed["methods"] as? Int == 3)
        #expect(feed["stored_properties"] as? Int == 2)
        #expect(feed["conformances"] as? [String] == ["UITableViewDataSource"])
        #expect(feed["view_model"] as? String == "FeedViewModel")
        #expect(feed["containment_mistakes"] as? Int == 0)
        #expect(feed["delegate_roles"] as? Int == 0)  // adopts UITableViewDataSource but implements none of it
        #expect(rows[1]["view_model"] is NSNull)
        #expect(json.contains("\"view_model\" : null"))
        #expect(json == MetricsFormat.json.render(report()))
    }

    @Test func csvQuotesAwkwardFields() {
        let lines = MetricsFormat.csv.render(report()).components(separatedBy: "\r\n")
        #expect(lines[0] == MetricsCSVRenderer.header)
        // The columns that exist keep their places; a rule's new column may follow them.
        func begins(_ line: String, _ known: String) -> Bool { line == known || line.hasPrefix(known + ",") }
        #expect(begins(lines[1], "FeedViewController,App/Feed.swift,1,BaseViewController,3,2,5,1,3,2,UITableViewDataSource,FeedViewModel,swift,0,0,0,0,0,0,3,0.00"))
        #expect(begins(lines[3], "Small,\"App/Small, \"\"odd\"\".swift\",1,UIViewController,0,0,0,0,0,0,,,swift,0,0,0,0,0,0,0,"))
    }

    /// A quote or comma with a combining mark after it is one Character but still a quote or a
    /// comma to a CSV reader: the field is quoted and the quote doubled.
    @Test func csvQuotesByScalarsNotCharacters() {
        #expect(MetricsCSVRenderer.quoted("a\"\u{301}b") == "\"a\"\"\u{301}b\"")
        #expect(MetricsCSVRenderer.quoted("a,\u{301}b") == "\"a,\u{301}b\"")
        #expect(MetricsCSVRenderer.quoted("caf\u{E9}") == "caf\u{E9}")
    }

    @Test func inferredControllersAreMarked() throws {
        let outlines = [outline("class Chat: MessagesViewController {\n  var a = 1\n}", path: "Chat.swift")]
        let report = MetricsReport(Project(files: outlines, failures: [], controllers: ControllerResolver().resolve(outlines)))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(MetricsFormat.json.render(report).utf8)) as? [String: Any])
        #expect((json["controllers"] as? [[String: Any]])?.first?["inferred"] as? Bool == true)
        let text = MetricsFormat.text.render(report)
        #expect(text.contains("  Chat *      Chat.swift:1\n"))
        #expect(text.contains("* inferred: built on a class outside the tree named like a controller (MessagesViewController)\n"))
    }

    @Test func deepAncestriesAreShownBounded() throws {
        var text = "class C0: UIViewController {}\n"
        for index in 1..<100 { text += "class C\(index): C\(index - 1) {}\n" }
        let outlines = [outline(text)]
        let report = MetricsReport(Project(files: outlines, failures: [], controllers: ControllerResolver().resolve(outlines)))
        let deepest = try #require(report.controllers.first { $0.name == "C99" })
        #expect(deepest.ancestry.count == MetricsReport.ancestryLimit + 1)
        #expect(deepest.ancestry.prefix(2) == ["C98", "C97"])
        #expect(deepest.ancestry.suffix(2) == ["…", "UIViewController"])
    }

    @Test func textTable() {
        let text = MetricsFormat.text.render(report())
        let lines = text.split(separator: "\n")
        // The rules' columns stand between the sizes and the view model, each where it says.
        let rules = MetricsTextRenderer.ruleHeader
        #expect(lines[0].split(separator: " ").map(String.init)
            .starts(with: ["Total", "Class", "Ext.", "Files", "Methods", "Stored", "Resp.", "LCOM4"] + rules + ["View", "model", "Language"]))
        let row = lines[1].split(separator: " ").map(String.init)
        #expect(row.starts(with: ["5", "3", "2", "2", "3", "2", "0", "3"]))
        #expect(row.dropFirst(8 + rules.count).starts(with: ["FeedViewModel", "swift", "FeedViewController"]))
        #expect(lines[1].hasSuffix("App/Feed.swift:1"))
        #expect(text.hasSuffix("3 controllers, 6 lines of code in them\n"))
    }

    /// The counts behind `child_containment` and `delegate_sprawl`, which may be off.
    @Test func containmentMistakesAndDelegateRolesAreCounted() throws {
        let text = """
            class Pager: UIViewController, UITableViewDataSource, UITableViewDelegate, UISearchBarDelegate, UITextFieldDelegate {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
                func show(_ page: UIViewController) { addChild(page) }
                func hide(_ page: UIViewController) { page.removeFromParent() }
                // vclint:disable:next child_containment
                func again(_ page: UIViewController) { addChild(page) }
            }
            class Preferences: NSViewController {
                func show(_ pane: NSViewController) { addChild(pane) }
            }
            """
        let outlines = [outline(text)]
        let report = MetricsReport(Project(files: outlines, failures: [], controllers: ControllerResolver().resolve(outlines)))
        let pager = try #require(report.controllers.first { $0.name == "Pager" })
        #expect((pager.count("containment_mistakes"), pager.count("delegate_roles")) == (3, 2))
        let preferences = try #require(report.controllers.first { $0.name == "Preferences" })
        #expect((preferences.count("containment_mistakes"), preferences.count("delegate_roles")) == (0, 0))
    }
}
