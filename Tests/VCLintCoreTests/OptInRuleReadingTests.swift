import Testing
@testable import VCLintCore

/// The three opt-in rules read only the outline's references, so an Objective-C outline (a message
/// send is a receiver with a member, then its first selector piece, called) needs no rule change;
/// and `metrics` shows their counts with the configured options.
@Suite struct OptInRuleReadingTests {
    /// `LegacyViewController.m`, as the Objective-C outline reads it: written here by hand.
    static func objectiveCProject() -> Project {
        let padding = String(repeating: " ", count: 400)
        var legacy = outline("final class LegacyViewController: UIViewController {\n    func viewDidLoad() {\n\(padding)\n    }\n}\n",
                             path: "LegacyViewController.m")
        let detail = outline("final class DetailViewController: UIViewController {}\n", path: "DetailViewController.swift")
        legacy.language = .objc
        var names: [String] = []
        var references: [Reference] = []
        var offset: UInt32 = 80
        /// One reference; `adjacent` puts it right after the previous name and a `:` (a selector's argument).
        func add(_ name: String, member: Bool = false, called: Bool = false, _ qualifier: ReferenceQualifier = .none, adjacent: Bool = false) {
            if adjacent, let last = references.last { offset = last.offset + UInt32(names[Int(last.name)].utf8.count) + 1 }
            let id = names.firstIndex(of: name) ?? names.count
            if id == names.count { names.append(name) }
            references.append(Reference(name: UInt32(id), offset: offset, hasMember: member, isCalled: called, qualifier: qualifier))
            offset += 24
        }
        // UILabel *label = [[UILabel alloc] init];
        add("UILabel", member: true); add("alloc", called: true, .otherMember); add("label")
        // [self.view addSubview:label];
        add("view", member: true, .ownMember); add("addSubview", called: true, .otherMember); add("label", adjacent: true)
        // [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"seen"];
        add("NSUserDefaults", member: true); add("standardUserDefaults", called: true, .otherMember)
        add("setBool", called: true, .otherMember); add("forKey")
        // DetailViewController *detail = [[DetailViewController alloc] initWithItem:item];
        add("DetailViewController", member: true); add("alloc", called: true, .otherMember); add("initWithItem", called: true); add("item")
        // [self.navigationController pushViewController:detail animated:YES];
        add("navigationController", member: true, .ownMember); add("pushViewController", called: true, .otherMember)
        add("detail", adjacent: true); add("animated")
        // [self presentViewController:alert animated:YES completion:nil];
        add("presentViewController", called: true, .ownMember); add("alert", adjacent: true); add("animated"); add("completion")
        legacy.names = names
        legacy.types[0].references = references
        legacy.types[0].functions[0].bodyReferences = 0..<references.count
        let files = [legacy, detail]
        return Project(files: files, failures: [], controllers: ControllerResolver().resolve(files))
    }

    @Test func objectiveCMessageSendsCountLikeSwiftCalls() throws {
        let project = Self.objectiveCProject()
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let legacy = try #require(project.controllers.first { $0.name == "LegacyViewController" })
        let holders = ViewBuildingInControllerRule().holders(of: legacy, in: context)
        #expect(holders.map(\.name) == ["viewDidLoad"])
        #expect(holders.map(\.count) == [2])
        #expect(PersistenceInControllerRule().uses(of: legacy, in: context).map(\.message) == ["NSUserDefaults.standardUserDefaults"])
        let navigation = NavigationInControllerRule().navigation(of: legacy, in: context)
        #expect(navigation.created.map(\.type) == ["DetailViewController"])
        #expect(navigation.transitions.map(\.name) == ["pushViewController"])  // the alert is not counted
        #expect(navigation.count == 2)
    }

    @Test func metricsShowTheCountsWithTheConfiguredOptions() throws {
        let text = """
            final class SignUpViewController: UIViewController {
                func build() {
                    let button = PrimaryButton()
                    view.addSubview(button)
                    UserDefaults.standard.set(true, forKey: "seen")
                    store.save()
                    navigationController?.pushViewController(TermsViewController(), animated: true)
                }
            }
            final class TermsViewController: UIViewController {}
            """
        let files = [outline(text)]
        let project = Project(files: files, failures: [], controllers: ControllerResolver().resolve(files))
        let defaults = try #require(MetricsReport(project).controllers.first { $0.name == "SignUpViewController" })
        #expect(defaults.optInCounts == OptInCounts(viewBuildingStatements: 1, persistenceUses: 1, navigationSteps: 2))
        var views = ViewBuildingInControllerRule()
        views.viewTypes = ["PrimaryButton"]
        var storage = PersistenceInControllerRule()
        storage.identifiers = ["store"]
        let configured = MetricsReport(project, ruleSettings: [views.id: views, storage.id: storage])
        let row = try #require(configured.controllers.first { $0.name == "SignUpViewController" })
        #expect(row.optInCounts == OptInCounts(viewBuildingStatements: 2, persistenceUses: 2, navigationSteps: 2))
    }

    @Test func optInRulesRunOnlyWhenNamed() throws {
        let text = "final class A: UIViewController { func f() { UserDefaults.standard.set(1, forKey: \"k\") } }"
        let project = Project.build(sources: [("A.swift", text)])
        #expect(Linter(jobs: 1).lint(project).filter { $0.rule == PersistenceInControllerRule.id }.isEmpty)
        let configuration = try Configuration.parse("opt_in_rules: [persistence_in_controller]\n", path: ".vclint.yml")
        let found = Linter(rules: configuration.enabledRules, jobs: 1).lint(project)
        #expect(found.map(\.rule).contains(PersistenceInControllerRule.id))
    }
}
