import Testing
@testable import VCLintCore

@Suite struct ControllerFamilyTests {
    @Test func groupsAndNamesAreSortedAndUnique() {
        let frameworks = ControllerFamily.byFramework.map(\.framework)
        #expect(frameworks == frameworks.sorted { $0.lowercased() < $1.lowercased() })
        for group in ControllerFamily.byFramework {
            #expect(group.classes == group.classes.sorted(), "\(group.framework) is not sorted")
        }
        let all = ControllerFamily.byFramework.flatMap(\.classes)
        #expect(all.count == Set(all).count)
        #expect(ControllerFamily.classes.count == all.count)
    }

    @Test(arguments: [
        "ASCredentialProviderViewController", "UIDocumentPickerExtensionViewController", "MPMoviePlayerViewController",
        "AUViewController", "CABTMIDILocalPeripheralViewController", "MSMessagesAppViewController", "NCWidgetListViewController",
        "INUIAddVoiceShortcutViewController", "MPMediaPickerController", "TVDigitEntryViewController",
        "FPUIActionExtensionViewController", "UIActivityViewController", "UIHostingController", "NSCollectionViewItem",
        "NSWindowController",
    ])
    func appleViewControllersAreInTheFamily(name: String) {
        #expect(ControllerFamily.classes.contains(name))
    }

    @Test(arguments: [
        "WKInterfaceController", "UIPrinterPickerController", "UIPrintInteractionController", "QLPreviewingController",
        "PHContentEditingController", "UIDocumentInteractionController", "UIPopoverController", "SKStoreReviewController",
        "NSArrayController", "ASWebAuthenticationSessionViewController",
    ])
    func lookAlikesThatAreNoViewControllersAreNot(name: String) {
        #expect(!ControllerFamily.classes.contains(name))
    }

    /// A window controller is where an AppKit app keeps a screen's code: it is measured like a
    /// view controller, and its containment is AppKit's.
    @Test func aWindowControllerIsAnAppKitController() {
        let found = controllers([("Export.h", "@interface SPExportController : NSWindowController\n@end\n"),
                                 ("Main.swift", "final class MainWindowController: NSWindowController {}")])
        #expect(Set(found.map(\.name)) == ["SPExportController", "MainWindowController"])
        #expect(found.allSatisfy { ControllerFamily.isAppKit($0.base) })
    }

    @Test func anExtensionControllerIsDetected() {
        let found = controllers([("Provider.swift", "final class CredentialProvider: ASCredentialProviderViewController {}")])
        #expect(found.map(\.name) == ["CredentialProvider"])
        #expect(found.first?.isInferred == false)
    }
}

@Suite struct NestedDeclarationTests {
    @Test func declarationsOfAControllerIncludeTypesNestedAtAnyDepthInItAndItsExtensions() throws {
        let project = Project.build(sources: [("A.swift", """
            struct Before {}
            final class Feed: UIViewController {
                struct Row { enum Kind {} }
                class Cell {}
            }
            struct Between { struct Inner {} }
            extension Feed { struct Section {} }
            """)])
        let context = RuleContext(project: project, knownRules: [])
        let feed = try #require(project.controllers.first)
        let names = context.declarations(of: feed).map { project.declaration($0).qualifiedName }
        #expect(names == ["Feed", "Feed.Row", "Feed.Row.Kind", "Feed.Cell", "Feed", "Feed.Section"])
    }

    @Test(.timeLimit(.minutes(3))) func eightyThousandControllersInOneFileEachGetOnlyTheirOwnTypes() {
        var text = ""
        for index in 0..<80_000 { text += "final class VC\(index): UIViewController { struct Row {} }\n" }
        let project = Project.build(sources: [("Many.swift", text)])
        let context = RuleContext(project: project, knownRules: [])
        #expect(project.controllers.count == 80_000)
        #expect(project.controllers.allSatisfy { context.declarations(of: $0).count == 2 })
    }
}

@Suite struct HierarchyNotesReportTests {
    static var report: LintReport {
        var report = LintReport(files: 2, controllers: 1, violations: [])
        report.hierarchyNotes = HierarchyNotes(inferredBases: ["MessagesViewController"], unresolvedBases: [], cycles: [["A", "B"]])
        return report
    }

    @Test func theTextSummaryNamesInferredBasesAndCyclesOnLinesOfTheirOwn() {
        #expect(TextReporter.summary(Self.report) == """
            vclint: 0 errors, 0 warnings in 1 controller (2 files)
            vclint: controllers inferred from bases outside the tree, by name: MessagesViewController (list them in controllers: base_classes to confirm)
            vclint: superclass cycle, not controllers: A, B

            """)
    }

    @Test func theJSONSummaryListsThem() throws {
        let json = try ReporterStructureTests.object(JSONReporter.render(Self.report))
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["inferred_bases"] as? [String] == ["MessagesViewController"])
        #expect(summary["unresolved_bases"] as? [String] == [])
        #expect(summary["superclass_cycles"] as? [[String]] == [["A", "B"]])
    }
}
