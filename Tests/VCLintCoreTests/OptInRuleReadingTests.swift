import Testing
@testable import VCLintCore

/// The three opt-in rules read only the outline's references, so an Objective-C outline (a message
/// send is a receiver with a member, then its first selector piece, called) needs no rule change;
/// and `metrics` shows their counts with the configured options.
@Suite struct OptInRuleReadingTests {
    /// A controller in Objective-C, read by the Objective-C outline, beside a Swift one it pushes.
    static func objectiveCProject() -> Project {
        let legacy = outline("""
            @interface LegacyViewController : UIViewController
            @end

            @implementation LegacyViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *label = [[UILabel alloc] init];
                [self.view addSubview:label];
                [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"seen"];
                DetailViewController *detail = [[DetailViewController alloc] initWithItem:self.item];
                [self.navigationController pushViewController:detail animated:YES];
                [self presentViewController:alert animated:YES completion:nil];
            }
            @end
            """, path: "LegacyViewController.m")
        let detail = outline("final class DetailViewController: UIViewController {}\n", path: "DetailViewController.swift")
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
        #expect(navigation.shown.isEmpty)  // the push shows the controller made beside it
        #expect(navigation.sites.count == 2)  // the creation and the push; the alert is not navigation
        #expect(navigation.count == 1)
    }

    /// View-building statements, persistence uses and navigation destinations.
    static func optInCounts(_ row: MetricsReport.Row) -> [Int?] {
        ["view_building_statements", "persistence_uses", "navigation_steps"].map(row.count)
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
        #expect(Self.optInCounts(defaults) == [1, 1, 1])
        var views = ViewBuildingInControllerRule()
        views.viewTypes = ["PrimaryButton"]
        var storage = PersistenceInControllerRule()
        storage.identifiers = ["store"]
        let configured = MetricsReport(project, ruleSettings: [views.id: views, storage.id: storage])
        let row = try #require(configured.controllers.first { $0.name == "SignUpViewController" })
        #expect(Self.optInCounts(row) == [2, 2, 1])
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
