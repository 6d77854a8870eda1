import Foundation
import Testing
@testable import VCLintCore

/// The rules for SwiftUI screens and view models: what a body's shape is, where the evidence is
/// read from, and that previews, helpers and the order of members change nothing.
@Suite struct SwiftUIRulesTests {
    static func lint(_ files: [(path: String, text: String)], _ rules: [any Rule]) -> [String] {
        Linter(rules: rules, jobs: 1).lint(Project.build(sources: files)).map { "\($0.rule) \($0.controller ?? "") \($0.location.line)" }
    }

    static func shape(_ text: String) -> ViewBodyShape? {
        outline(text).types.compactMap(\.viewBody).first
    }

    static let screen = """
        struct InboxView: View {
            @State private var shown = false
            let items: [String]

            var body: some View {
                NavigationStack {
                    List {
                        Section {
                            ForEach(items, id: \\.self) { item in
                                Button {
                                    if item.isEmpty { if shown { shown = false } }
                                } label: {
                                    HStack { Text(item) }
                                }
                            }
                        } header: {
                            Text("Inbox")
                        }
                        switch items.count {
                        case 0: Text("Empty")
                        default: EmptyView()
                        }
                    }
                    .toolbar { ToolbarItem { Button("Edit") { shown.toggle() } } }
                    .sheet(isPresented: $shown) { Text("Sheet") }
                    .onAppear { Task { withAnimation { if items.isEmpty { shown = true } } } }
                    .task { for item in items { if item.isEmpty { print(item) } } }
                }
            }
        }

        """

    @Test func depthCountsBuildersAndBlocksButNotActions() throws {
        let body = try #require(Self.shape(Self.screen))
        // NavigationStack 1, List 2, Section 3, ForEach 4, `label:` 5, HStack 6; the button's
        // action, `.onAppear` and `.task` are not counted.
        #expect(body.depth == 6)
        #expect(body.position.line == 5)
        #expect(body.endLine == 29)
        #expect(body.codeLines == 25)
    }

    @Test func aBodyWrittenInOneLineOrWithAnUnclosedBraceStaysInItsFile() throws {
        #expect(Self.shape("struct A: View { var body: some View { Text(\"a\") } }\n")?.depth == 0)
        let unclosed = try #require(Self.shape("struct A: View {\n    var body: some View {\n        VStack {\n            Text(\"a\")\n"))
        #expect(unclosed.depth == 1)
        #expect(unclosed.endLine == 4)
    }

    /// Helpers, previews, and moving `body` into an extension change neither the shape nor the findings.
    @Test func helpersPreviewsAndExtensionsAreMetamorphic() {
        let rules: [any Rule] = [{ var rule = ViewBodyComplexityRule(); rule.maxDepth = 5; return rule }()]
        let plain = Self.lint([("Inbox.swift", Self.screen)], rules)
        #expect(plain == ["view_body_complexity InboxView 5"])
        let helpers = """
            extension InboxView {
                @ViewBuilder
                func row(_ item: String) -> some View {
                    if item.isEmpty { VStack { HStack { ZStack { Group { Text(item) } } } } }
                }
                @ViewBuilder var footer: some View { VStack { HStack { ZStack { Text("") } } } }
            }

            #Preview {
                InboxView(items: ["a"])
            }

            struct InboxView_Previews: PreviewProvider {
                static var previews: some View { VStack { VStack { VStack { VStack { VStack { VStack { InboxView(items: []) } } } } } } }
            }

            """
        #expect(Self.lint([("Inbox.swift", Self.screen), ("Inbox+Helpers.swift", helpers)], rules) == plain)
        // The conformance and `body` in an extension: the same screen, the same body.
        let split = Self.screen.replacingOccurrences(of: "struct InboxView: View {", with: "struct InboxView {\n}\n\nextension InboxView: View {")
        #expect(Self.shape(split)?.depth == 6)
        #expect(Self.lint([("Inbox.swift", split)], rules) == ["view_body_complexity InboxView 8"])
    }

    @Test func networkingAnywhereInTheScreenCountsOnceForIt() {
        let files: [(path: String, text: String)] = [
            ("Feed.swift", """
                struct FeedView: View {
                    init() {
                        URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume()
                    }
                    var body: some View { Row() }

                    struct Row: View {
                        var body: some View {
                            Text("row").task { _ = try? await URLSession.shared.data(from: URL(string: "https://a")!) }
                        }
                    }
                }

                """),
            ("Feed+Load.swift", """
                extension FeedView {
                    func reload() { AF.request("https://example.com") }
                }

                """),
        ]
        let found = Linter(rules: [NetworkingInViewRule()], jobs: 1).lint(Project.build(sources: files))
        #expect(found.map(\.controller) == ["FeedView"])
        #expect(found.first?.related.map(\.message) == ["URLSession.shared.dataTask", "URLSession.shared.data", "AF.request"])
    }

    @Test func storageWrappersAndCoreDataCountInViewsOnly() {
        let files: [(path: String, text: String)] = [
            ("Lists.swift", """
                struct ListsView: View {
                    @Query(sort: \\Item.name) private var items: [Item]
                    @Environment(\\.modelContext) private var modelContext
                    var body: some View {
                        List(items) { Text($0.name) }
                            .onDelete { offsets in modelContext.delete(items[offsets.first!]) }
                    }
                }

                struct RecentView: View {
                    @FetchRequest(sortDescriptors: []) private var notes: FetchedResults<Note>
                    var body: some View { Text("\\(notes.count)") }
                }

                @Observable final class ListsModel {
                    var sort = UserDefaults.standard.string(forKey: "sort")
                }

                """),
        ]
        let found = Linter(rules: [PersistenceInViewRule()], jobs: 1).lint(Project.build(sources: files))
        #expect(found.map(\.controller) == ["ListsView", "RecentView"])
        #expect(found.first?.related.map(\.message) == ["@Query items", "modelContext.delete"])
    }

    @Test func aPersistentContainersBackgroundTaskIsStorage() {
        // The context is handed on to the app's own store: the block itself is Core Data work.
        let files: [(path: String, text: String)] = [
            ("Shelf.swift", """
                struct ShelfView: View {
                    @State private var books: [Book] = []
                    var body: some View {
                        List(books) { Text($0.title) }
                            .task {
                                books = await Library.shared.container.performBackgroundTask { context in
                                    Library.shared.books(in: context)
                                }
                            }
                    }
                }

                """),
        ]
        let found = Linter(rules: [PersistenceInViewRule()], jobs: 1).lint(Project.build(sources: files))
        #expect(found.first?.related.map(\.message) == ["container.performBackgroundTask"])
    }

    @Test func theDefaultsLibrarysKeySubscriptIsStorage() {
        let files: [(path: String, text: String)] = [
            ("Badge.swift", """
                struct BadgeView: View {
                    let count: Int
                    var body: some View {
                        if Defaults[.showBadge] { Text("\\(count)") }
                    }
                }

                struct ListView: View {
                    let rows: [Int]
                    var body: some View { Text("\\(rows[0])").font(Fonts[.body]) }
                }

                """),
        ]
        let found = Linter(rules: [PersistenceInViewRule()], jobs: 1).lint(Project.build(sources: files))
        #expect(found.map(\.controller) == ["BadgeView"])
        #expect(found.first?.related.map(\.message) == ["Defaults[.showBadge]"])
    }

    @Test func aViewThatMakesAFetchRequestFetchesItself() {
        let source = """
            struct FeedView: View {
                var request: NSFetchRequest<Event> { Event.feed() }
                var body: some View { NotesList(fetchRequest: FetchRequest(fetchRequest: request)) }
            }

            """
        let found = Linter(rules: [PersistenceInViewRule()], jobs: 1).lint(Project.build(sources: [("Feed.swift", source)]))
        #expect(found.first?.related.map(\.message) == ["FetchRequest"])
    }

    @Test func aViewModelsStorageWrapperIsItsStorage() {
        var rule = MassiveViewModelRule()
        rule.minimumLines = 10
        let wrapper = "    @AppStorage(\"sort\") var sort = \"date\"\n"
        let model = "final class SettingsModel: ObservableObject {\n" + (1...20).map { "    @Published var value\($0) = \($0)\n" }.joined()
            + wrapper + "}\n"
        let found = Linter(rules: [rule], jobs: 1).lint(Project.build(sources: [("Settings.swift", model)]))
        #expect(found.first?.related.map(\.message) == ["@AppStorage sort"])
        #expect(found.first?.message.contains("storage (@AppStorage sort, line 22)") == true)
    }

    static func longModel(extra: String) -> String {
        "@Observable final class SettingsModel {\n" + (1...20).map { "    var value\($0) = \($0)\n" }.joined() + extra + "}\n"
    }

    @Test func aMassiveViewModelIsLongAndDoesAStoresJob() {
        var rule = MassiveViewModelRule()
        rule.minimumLines = 10
        // Long, but only state: not massive.
        #expect(Self.lint([("Settings.swift", Self.longModel(extra: ""))], [rule]).isEmpty)
        // Storage in an extension in another file counts for the class.
        let storage = "extension SettingsModel {\n    func save() { UserDefaults.standard.set(value1, forKey: \"v\") }\n}\n"
        #expect(Self.lint([("Settings.swift", Self.longModel(extra: "")), ("Settings+Store.swift", storage)], [rule])
            == ["massive_view_model SettingsModel 1"])
        // Short: the same work is a reasonable small view model.
        rule.minimumLines = 100
        #expect(Self.lint([("Settings.swift", Self.longModel(extra: "")), ("Settings+Store.swift", storage)], [rule]).isEmpty)
    }

    @Test func aViewModelNestedInAScreenIsMeasuredOnItsOwn() {
        let source = """
            struct ProfileView: View {
                @State private var model = Model()
                var body: some View { Text(model.name) }

                @Observable final class Model {
                    var name = ""
                    var bio = ""
                    var age = 0
                }
            }

            """
        var rule = ViewModelLengthRule()
        (rule.warning, rule.error) = (2, 10)
        #expect(Self.lint([("Profile.swift", source)], [rule]) == ["view_model_length ProfileView.Model 5"])
    }
}

extension SwiftUIRulesTests {
    /// Trailing closures after argument lists nested thousands deep: each look back for a call's
    /// name is bounded, so the body is read in time linear in its length, and still measured.
    @Test func deeplyNestedArgumentListsStayLinear() throws {
        let depth = 20_000
        let calls = String(repeating: "f(x: ", count: depth) + "0" + String(repeating: ") { Text(\"\") }", count: depth)
        let body = try #require(Self.shape("struct A: View {\n    var body: some View {\n        \(calls)\n    }\n}\n"))
        #expect(body.depth == 1)
        #expect(body.endLine == 4)
    }
}
