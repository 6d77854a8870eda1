import Foundation
import Testing
@testable import VCLintCore

/// A library copied in without its licence is told by its names: its Objective-C classes share a
/// prefix no other code uses, and its code names none of the app's types. An app's own prefixed
/// module, a sub-prefix of the app's and a folder the user named are not listed; listed folders
/// are still linted, named in the summary and excluded by `vclint init` with the evidence.
@Suite struct PrefixedLibrariesTests {
    /// An Objective-C class declared in a header and defined in its implementation.
    static func objcClass(_ name: String, uses: [String] = [], base: String = "NSObject") -> (header: String, implementation: String) {
        let body = uses.map { "    \($0) *item = [\($0) new];\n" }.joined()
        return ("@interface \(name) : \(base)\n@end\n", "@implementation \(name)\n- (void)run {\n\(body)}\n@end\n")
    }

    static func write(_ tree: TemporaryDirectory, folder: String, classes: [String], uses: [String] = []) {
        for name in classes {
            let code = objcClass(name, uses: uses)
            tree.write("\(folder)/\(name).h", code.header)
            tree.write("\(folder)/\(name).m", code.implementation)
        }
    }

    static func tree() -> TemporaryDirectory {
        let tree = TemporaryDirectory()
        // The app: 24 types of its own, under no shared prefix.
        let appTypes = (1...20).map { "Feature\($0)Model" } + ["OrderStore", "AccountService", "CartStore", "Session"]
        write(tree, folder: "App/Models", classes: appTypes)
        write(tree, folder: "App/Utilities", classes: ["Formatting"])
        tree.write("App/Screens/OrdersViewController.m", """
            @interface OrdersViewController : UIViewController
            @end
            @implementation OrdersViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addChildViewController:[XYZInspectorViewController new]];
            }
            @end

            """)
        // Someone else's library, no licence beside it: 11 classes under XYZ, naming nothing of the app.
        write(tree, folder: "App/Utilities/XYZInspector", classes: (1...10).map { "XYZInspector\($0)Row" })
        tree.write("App/Utilities/XYZInspector/XYZInspectorViewController.m", """
            @interface XYZInspectorViewController : UIViewController
            @end
            @implementation XYZInspectorViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addChildViewController:[UIViewController new]];
            }
            @end

            """)
        // The app's own module under a prefix of its own: it uses the app's store and service.
        write(tree, folder: "App/Checkout", classes: (1...12).map { "CHKStep\($0)Controller" }, uses: ["OrderStore", "AccountService", "CartStore", "Session"])
        return tree
    }

    static func outlines(_ tree: TemporaryDirectory, _ paths: [String] = ["App"]) -> Project {
        var scanner = ProjectScanner()
        scanner.workingDirectory = tree.path
        return scanner.scan(paths.map { tree.path + "/" + $0 })
    }

    @Test func stemsAreTheLeadingCapitalsBeforeTheFirstWord() {
        #expect(PrefixedLibraries.stems(of: "FLEXTableViewController") == ["FL", "FLE", "FLEX"])
        #expect(PrefixedLibraries.stems(of: "AFHTTPClient") == ["AF", "AFH", "AFHT", "AFHTT"])
        #expect(PrefixedLibraries.stems(of: "GCDWebServer") == ["GC", "GCD"])
        #expect(PrefixedLibraries.stems(of: "TableViewController") == [])
        #expect(PrefixedLibraries.stems(of: "UIView") == ["UI"])
        #expect(PrefixedLibraries.stems(of: "Feature1Model") == [])
    }

    @Test func aPrefixedLibraryIsListedAndTheAppsOwnModuleIsNot() {
        let project = Self.outlines(Self.tree())
        #expect(project.prefixedLibraries.map(\.path) == ["App/Utilities/XYZInspector"])
        let library = project.prefixedLibraries[0]
        #expect(library.prefix == "XYZ")
        #expect(library.types == 11)
        #expect(library.evidence == "11 Objective-C types named XYZ…, a prefix no other code uses; its code names none of the app's types")
        // Linted all the same: both controllers are there.
        #expect(Set(project.controllers.map(\.name)) == ["OrdersViewController", "XYZInspectorViewController"])
    }

    @Test func aSubPrefixOfTheAppsOwnIsTheAppsCode() {
        let tree = TemporaryDirectory()
        Self.write(tree, folder: "App/Models", classes: (1...30).map { "RCDModel\($0)Item" })
        Self.write(tree, folder: "App/CustomerService", classes: (1...12).map { "RCDCSPage\($0)Cell" })
        #expect(Self.outlines(tree).prefixedLibraries.isEmpty)
    }

    @Test func aLibraryThatNamesTheAppsTypesIsTheAppsCode() {
        let tree = TemporaryDirectory()
        Self.write(tree, folder: "App/Models", classes: (1...24).map { "Feature\($0)Model" })
        Self.write(tree, folder: "App/Lib", classes: (1...12).map { "QQZPart\($0)View" }, uses: ["Feature1Model", "Feature2Model"])
        let twoNames = Self.outlines(tree).prefixedLibraries
        #expect(twoNames.map(\.appNames) == [["Feature1Model", "Feature2Model"]])
        Self.write(tree, folder: "App/Lib", classes: ["QQZExtraView"], uses: ["Feature3Model", "Feature4Model"])
        #expect(Self.outlines(tree).prefixedLibraries.isEmpty)
    }

    @Test func swiftAndFoldersTheUserNamedAreNotListed() {
        let tree = Self.tree()
        #expect(Self.outlines(tree, ["App/Utilities/XYZInspector", "App/Models"]).prefixedLibraries.isEmpty)
        let swift = TemporaryDirectory()
        for index in 1...24 { swift.write("App/Models/Feature\(index).swift", "struct Feature\(index)Model {}\n") }
        for index in 1...12 { swift.write("App/Kit/QQZ\(index).swift", "final class QQZPart\(index)View {}\n") }
        #expect(Self.outlines(swift).prefixedLibraries.isEmpty)
    }

    @Test func theSummaryAndJSONNameItAndInitExcludesIt() throws {
        let tree = Self.tree()
        let run = try BuiltVCLint.run(["App", "--format", "json"], in: tree.path)
        #expect(run.standardError.contains(
            "vclint: 1 folder looks like vendored code, linted all the same (classes under a prefix no other code uses, naming few of the app's types): "
                + "App/Utilities/XYZInspector; 'vclint init --diff' shows why\n"), "\(run.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        let libraries = try #require(summary["prefixed_libraries"] as? [[String: String]])
        #expect(libraries.map { $0["path"] } == ["App/Utilities/XYZInspector"])
        // The library's own containment slip is still reported.
        let violations = try #require(json["violations"] as? [[String: Any]])
        #expect(violations.contains { ($0["path"] as? String)?.hasPrefix("App/Utilities/XYZInspector/") == true })

        let printed = VCLintCommand.run(["init", "--print", tree.path + "/App"])
        #expect(printed.standardOutput.contains(
            "  # looks like third-party code: 11 Objective-C types named XYZ…, a prefix no other code uses; its code names none of the app's types. "
                + "Remove this entry if it is the app's own.\n  - 'Utilities/XYZInspector'\n"), "\(printed.standardOutput)")
        let configuration = try Configuration.parse(printed.standardOutput, path: tree.path + "/App/.vclint.yml")
        #expect(configuration.excluded.map(\.pattern) == ["Utilities/XYZInspector"])

        tree.write("App/.vclint.yml", "skip_vendored: true\n")
        let diff = VCLintCommand.run(["init", "--diff", tree.path + "/App"])
        #expect(diff.standardOutput.contains("+ excluded: Utilities/XYZInspector   # looks like third-party code: 11 Objective-C types"), "\(diff.standardOutput)")

        // With init's exclusion in place the folder is neither linted nor named again.
        tree.write("App/.vclint.yml", printed.standardOutput)
        let after = try BuiltVCLint.run(["--format", "json"], in: tree.path + "/App")
        #expect(!after.standardError.contains("looks like vendored code"), "\(after.standardError)")
        let afterJSON = try #require(try JSONSerialization.jsonObject(with: Data(after.standardOutput.utf8)) as? [String: Any])
        #expect((afterJSON["summary"] as? [String: Any])?["controllers"] as? Int == 1)
    }

    @Test func metricsAndReportNameItToo() throws {
        let tree = Self.tree()
        let note = "note: App/Utilities/XYZInspector: looks like vendored code, measured all the same (11 Objective-C types named XYZ…, "
            + "a prefix no other code uses; its code names none of the app's types); 'vclint init' excludes it\n"
        let metrics = try BuiltVCLint.run(["metrics", "App"], in: tree.path)
        #expect(metrics.standardError.contains(note), "\(metrics.standardError)")
        let report = try BuiltVCLint.run(["report", "App", "--output", "r.html"], in: tree.path)
        #expect(report.standardError.contains(note), "\(report.standardError)")
    }

    @Test func skipVendoredFalseListsNothing() throws {
        let tree = Self.tree()
        tree.write(".vclint.yml", "skip_vendored: false\n")
        let run = try BuiltVCLint.run(["App"], in: tree.path)
        #expect(!run.standardError.contains("looks like vendored code"), "\(run.standardError)")
    }
}
