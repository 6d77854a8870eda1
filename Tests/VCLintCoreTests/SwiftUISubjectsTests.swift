import Foundation
import Testing
@testable import VCLintCore

/// SwiftUI screens and view models: which types are subjects, and their sizes across extensions.
@Suite struct SwiftUISubjectsTests {
    static func subjects(_ files: [(String, String)]) -> [SwiftUISubject] {
        SwiftUISubjectFinder.find(in: files.map { outline($0.1, path: $0.0) })
    }

    static let feed = """
        import SwiftUI

        struct FeedScreen: View {
            @State private var query = ""
            @State private var page = 0
            @StateObject private var model = FeedModel()
            @Environment(\\.dismiss) private var dismiss
            let title: String

            var body: some View {
                VStack {
                    Row()
                    Text(title)
                }
                .task { await model.load() }
            }

            struct Row: View {
                var body: some View { Text("row") }
            }
        }

        #Preview {
            FeedScreen(title: "x")
        }

        struct FeedScreen_Previews: PreviewProvider {
            static var previews: some View { FeedScreen(title: "x") }
        }

        """

    static let helpers = """
        import SwiftUI

        extension FeedScreen {
            @ViewBuilder
            func header() -> some View {
                if true {
                    Text("a")
                } else {
                    Text("b")
                }
            }
        }

        """

    @Test func aViewIsAScreenWithItsExtensionsAndAPreviewIsNot() throws {
        let found = Self.subjects([("App/Feed/FeedScreen.swift", Self.feed), ("App/Feed/FeedScreen+Header.swift", Self.helpers)])
        let screens = found.filter { $0.kind == .screen }
        // The nested Row is part of FeedScreen; the preview provider is no screen.
        #expect(screens.map(\.name) == ["FeedScreen"])
        let screen = try #require(screens.first)
        #expect(screen.path == "App/Feed/FeedScreen.swift" && screen.line == 3)
        #expect(screen.extensions == [SwiftUISubject.Part(path: "App/Feed/FeedScreen+Header.swift", line: 3, lines: 8)])
        #expect(screen.totalLines == screen.bodyLines + 8)
        #expect(screen.methods == 1)
        #expect(screen.storedProperties == 5)
        #expect(screen.observedProperties == 3)  // two @State, one @StateObject
    }

    @Test func aConformanceAddedInAnExtensionMakesAScreen() {
        let found = Self.subjects([("A.swift", "struct Badge {\n    let count: Int\n}\n"),
                                   ("B.swift", "import SwiftUI\n\nextension Badge: View {\n    var body: some View {\n        Text(\"\\(count)\")\n    }\n}\n")])
        #expect(found.map(\.name) == ["Badge"])
        #expect(found.first?.kind == .screen)
        #expect(found.first?.totalLines == 4)
    }

    @Test func aConformanceThroughARefiningProtocolMakesAScreen() {
        let found = Self.subjects([
            ("Bridge.swift", "import SwiftUI\n\nstruct MapBridge: UIViewRepresentable {\n    func makeUIView(context: Context) -> MKMapView { MKMapView() }\n}\n"),
            ("Badge.swift", "import SwiftUI\n\nstruct BadgeShape: Shape {\n    func path(in rect: CGRect) -> Path { Path(rect) }\n}\n"),
            ("Tabs.swift", "import SwiftUI\n\nprotocol PanelTab: Tab {}\nprotocol Tab: View, Identifiable {}\nprotocol Loop: Cycle {}\nprotocol Cycle: Loop {}\n\n"
                + "enum FilesTab: PanelTab {\n    case files\n    var body: some View { Text(\"\") }\n}\n\nstruct Circle: Loop {}\n"),
        ])
        // Two steps down from View; a cycle of protocols that never reaches View is not followed.
        #expect(Set(found.map(\.name)) == ["MapBridge", "BadgeShape", "FilesTab"])
        #expect(found.allSatisfy { $0.kind == .screen })
        #expect(SwiftUISubjectFinder.refinements(of: ["View"], refinedBy: ["View": ["Tab"], "Tab": ["PanelTab", "Tab"]]) == ["View", "Tab", "PanelTab"])
    }

    @Test func viewModelsByConformanceByMacroAndByHowAScreenHoldsThem() {
        let found = Self.subjects([
            ("Models.swift", """
                final class FeedModel: ObservableObject {
                    @Published var items: [Int] = []
                    @Published private(set) var loading = false
                    let api = 1
                    func load() async {}
                }

                @Observable
                final class ProfileModel {
                    var name = ""
                    var age = 0
                    @ObservationIgnored var cache = 0
                    let id = 1
                }

                final class SettingsModel: BaseModel {
                    var dark = false
                }

                final class Theme {
                    var color = 0
                }

                struct Draft {
                    var text = ""
                }

                final class Unrelated {
                    var x = 0
                }

                """),
            ("Screen.swift", """
                import SwiftUI

                struct SettingsScreen: View {
                    @StateObject var settings = SettingsModel()
                    @State private var theme = Theme()
                    @State private var draft = Draft()
                    var body: some View { Text("") }
                }

                """),
        ])
        let models = Dictionary(uniqueKeysWithValues: found.filter { $0.kind == .viewModel }.map { ($0.name, $0) })
        // A class held by @StateObject (its base is out of the tree) or in @State; a struct in @State is state.
        #expect(Set(models.keys) == ["FeedModel", "ProfileModel", "SettingsModel", "Theme"])
        #expect(models["FeedModel"]?.observedProperties == 2)
        #expect(models["FeedModel"]?.methods == 1)
        #expect(models["ProfileModel"]?.observedProperties == 2)  // every stored var but the ignored one
        #expect(models["ProfileModel"]?.storedProperties == 4)
    }

    @Test func anExtensionNamingItsOwnerWholeGoesToThatOwner() {
        let found = Self.subjects([
            ("Feed/FeedView.swift", "final class FeedView {\n    final class ViewModel: ObservableObject {\n        var a = 0\n    }\n}\n"),
            ("Feed/ProfileView.swift", "final class ProfileView {\n    final class ViewModel: ObservableObject {\n        var b = 0\n    }\n}\n"),
            ("Feed/FeedView+ViewModel.swift", "extension FeedView.ViewModel {\n    func one() {}\n    func two() {}\n}\n"),
        ])
        let feed = found.first { $0.name == "FeedView.ViewModel" }
        let profile = found.first { $0.name == "ProfileView.ViewModel" }
        #expect(feed?.extensions.map(\.path) == ["Feed/FeedView+ViewModel.swift"])
        #expect(feed?.methods == 2)
        #expect(profile?.extensions.isEmpty == true)
    }

    /// A representable's `Coordinator` is the screen's own code, so rules read it; a view model
    /// nested in a screen stays a subject of its own.
    @Test func typesNestedInAScreenAreItsOwnButANestedViewModelIsNot() throws {
        let source = """
            struct Picker: UIViewControllerRepresentable {
                func makeCoordinator() -> Coordinator { Coordinator() }
                final class Coordinator: NSObject {
                    func save() { UserDefaults.standard.set(1, forKey: "k") }
                    struct Helper {}
                }
                final class Model: ObservableObject {
                    @Published var a = 0
                }
            }

            """
        let files = [outline(source, path: "Picker.swift")]
        let found = SwiftUISubjectFinder.find(in: files)
        let screen = try #require(found.first { $0.kind == .screen })
        let names = screen.declarations.map { files[$0.file].types[$0.type].name }
        #expect(names == ["Picker", "Coordinator", "Helper"])
        #expect(found.filter { $0.kind == .viewModel }.map(\.name) == ["Picker.Model"])
        let project = Project.build(sources: [("Picker.swift", source)])
        let findings = PersistenceInViewRule().check(RuleContext(project: project, knownRules: Set(RuleRegistry.ids)))
        #expect(findings.map(\.controller) == ["Picker"])
    }

    /// A screen's model of a name declared in two places is the nearer one (or the one its type
    /// names whole): a UIKit cell's nested `ViewModel` elsewhere is not a view model for it.
    @Test func aHeldModelIsTheDeclarationOfItsNameNearestTheScreen() {
        let found = Self.subjects([
            ("Settings/SettingsScreen.swift", """
                struct SettingsScreen: View {
                    @StateObject var model = Model()
                    @ObservedObject var row: RowCell.Model
                    var body: some View { Text("") }
                }

                """),
            ("Settings/Model.swift", "final class Model {\n    var a = 0\n}\n"),
            ("Feed/Model.swift", "final class Model {\n    var b = 0\n}\n"),
            ("Feed/Cells.swift", "final class RowCell {\n    final class Model {\n        var c = 0\n    }\n}\n"
                + "final class OtherCell {\n    final class Model {\n        var d = 0\n    }\n}\n"),
        ])
        let models = found.filter { $0.kind == .viewModel }.map { "\($0.path) \($0.name)" }.sorted()
        #expect(models == ["Feed/Cells.swift RowCell.Model", "Settings/Model.swift Model"])
    }

    /// Past `nearestSearchLimit` declarations of one name, an extension goes to the one in its
    /// own file: the pass stays linear.
    @Test func manyTypesOfOneNameKeepTheirOwnExtensions() {
        let count = SwiftUISubjectFinder.nearestSearchLimit + 8
        let files = (0..<count).map { index in
            ("Module\(index)/Row.swift", "struct Row: View {\n    var body: some View { Text(\"\(index)\") }\n}\n\n"
                + "extension Row {\n" + String(repeating: "    func f() {}\n", count: index) + "}\n")
        }
        let screens = Self.subjects(files)
        #expect(screens.count == count)
        #expect(screens.allSatisfy { $0.extensions.count == 1 && $0.extensions[0].path == $0.path })
        #expect(screens.allSatisfy { "\($0.methods)" == $0.path.dropFirst("Module".count).prefix { $0 != "/" } })
    }

    @Test func metricsListsScreensAndViewModelsBesideControllers() throws {
        let directory = TemporaryDirectory()
        directory.write("Feed.swift", Self.feed)
        directory.write("Model.swift", "final class FeedModel: ObservableObject {\n    @Published var items: [Int] = []\n"
            + "    func add(_ item: Int) { items.append(item) }\n}\n")
        directory.write("List.swift", "class ListViewController: UIViewController {\n    var rows = 0\n}\n")
        let json = VCLintCommand.run(["metrics", directory.path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((object["controllers"] as? [[String: Any]])?.map { $0["name"] as? String } == ["ListViewController"])
        #expect((object["screens"] as? [[String: Any]])?.map { $0["name"] as? String } == ["FeedScreen"])
        let models = try #require(object["view_models"] as? [[String: Any]])
        #expect(models.map { $0["name"] as? String } == ["FeedModel"])
        #expect(models.first?["observed_properties"] as? Int == 1)
        // A view model's cohesion, as `split` measures it; a screen has none.
        #expect(models.first?["responsibilities"] as? Int == 0 && models.first?["lcom4"] as? Int == 1)
        #expect((object["screens"] as? [[String: Any]])?.first?["lcom4"] == nil)
        let text = VCLintCommand.run(["metrics", directory.path]).standardOutput
        #expect(text.contains("1 SwiftUI screen, ") && text.contains("1 view model, "), "\(text)")
        #expect(text.contains("Published  Resp.  LCOM4  View model"), "\(text)")
        // A UIKit-only tree prints the controllers' table alone.
        let uikit = VCLintCommand.run(["metrics", directory.path + "/List.swift"]).standardOutput
        #expect(!uikit.contains("SwiftUI") && !uikit.contains("view model,"))
    }
}
