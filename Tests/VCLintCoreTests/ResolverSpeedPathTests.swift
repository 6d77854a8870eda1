import Testing
@testable import VCLintCore

/// The resolver's fast paths (byte-hashed names, byte-compared paths and words) must answer
/// exactly as the String code they replace, canonical equivalence included.
@Suite struct ResolverSpeedPathTests {
    static let names = [
        "", "K", "\u{212A}", "café", "cafe\u{301}", "FeedViewController", "Feed.ViewController", "A.B.", ".",
        "x" + String(repeating: "y", count: 40), "Outer.Inner", "Ünïcode.Nåme", "line\r\nbreak",
    ]

    @Test func internerGivesADictionarysIDs() {
        // Many ASCII names first (the table grows), then non-ASCII ones, then all of them again.
        let ascii = (0..<300).map { "Name\($0)ViewController" }
        for sequence in [ascii + Self.names + ascii + Self.names, Self.names + ascii, ascii] {
            var interner = NameInterner()
            var expected: [String: Int] = [:]
            for name in sequence {
                let id = expected[name] ?? expected.count
                expected[name] = id
                #expect(interner.id(of: name) == id, "\(name)")
            }
            #expect(interner.count == expected.count)
            for name in sequence + ["Missing", "e\u{301}"] { #expect(interner.existingID(of: name) == expected[name], "\(name)") }
        }
        // The Kelvin sign is canonically `K`: one name, whichever comes first.
        var interner = NameInterner()
        #expect(interner.id(of: "K") == 0 && interner.id(of: "\u{212A}") == 0 && interner.existingID(of: "K") == 0)
    }

    /// Controllers' own facts are summarized on several threads, what they inherit after, in
    /// breadth-first order: any number of jobs gives what one gives, down a three-deep chain.
    @Test func summariesDoNotDependOnJobs() {
        let files = [
            ("Base.swift", "class BaseViewController: UIViewController, Themed { var presenter: BasePresenter? }"),
            ("List.swift", "class ListViewController: BaseViewController, UITableViewDataSource { var rows = 0; func load() {} }"),
            ("Detail.swift", """
                class DetailViewController: ListViewController {
                    let viewModel: DetailViewModel
                    init(viewModel: DetailViewModel) { self.viewModel = viewModel }
                }
                extension DetailViewController: UITableViewDelegate { func reload() {} }
                """),
            ("Other.swift", "final class OtherController: UIViewController { var store: OtherStore?; var a = 1 }"),
        ].map { FileOutline.build(path: $0.0, bytes: Array($0.1.utf8)) }
        func summary(_ jobs: Int) -> [String] {
            ControllerResolver().resolution(files, jobs: jobs).controllers.map {
                "\($0.name) vm=\($0.viewModel ?? "-") own=\($0.conformances) inherited=\($0.inheritedConformances) "
                    + "methods=\($0.methodCount) stored=\($0.storedPropertyCount) lines=\($0.totalLines)"
            }
        }
        let one = summary(1)
        #expect(one.count == 4)
        #expect(one.contains { $0.hasPrefix("DetailViewController vm=DetailViewModel own=[\"UITableViewDelegate\"] inherited=[\"Themed\", \"UITableViewDataSource\"]") })
        #expect(one.contains { $0.hasPrefix("ListViewController vm=BasePresenter own=[\"UITableViewDataSource\"] inherited=[\"Themed\"]") })
        for jobs in [2, 3, 8] { #expect(summary(jobs) == one) }
    }

    /// Interfaces, implementations and other-language names are gathered a run of files per
    /// thread: with the pieces of each class in different runs, every number of jobs gives the
    /// controllers one thread gives. A renaming to another class's own name is not taken.
    @Test func classPartsDoNotDependOnJobs() throws {
        let files = [
            ("Late.m", "@implementation LateViewController : UIViewController\n- (void)a {}\n@end\n"),
            ("Player.h", "NS_SWIFT_NAME(Player)\n@interface VLCPlayerViewController : UIViewController\n@end\n"),
            ("Base.h", "@interface BaseViewController : UIViewController\n@end\n"),
            ("List.swift", "@objc(LegacyList) final class ListViewController: UIViewController {\n    var x = 1\n}\n"),
            ("Taken.swift", "@objc(Detail) class DetailScreen: UIViewController {}\nclass Detail: NSObject {}\n"),
            ("Legacy.m", "@implementation LegacyViewController : UIViewController\n- (void)a {}\n@end\n"),
            ("Player.m", "@implementation VLCPlayerViewController\n- (void)a {}\n@end\n"),
            ("Player+Swift.swift", "extension Player {\n    func b() {}\n}\nclass MiniPlayer: Player {}\n"),
            ("List+ObjC.m", "@implementation LegacyList (Loading)\n- (void)load {}\n@end\n"),
            ("Feed.swift", "class FeedViewController: BaseViewController {}\nclass DetailChild: Detail {}\n"),
            ("Base.m", "@implementation BaseViewController : UIViewController\n- (void)c {}\n@end\n"),
            ("Late.h", "@interface LateViewController : UIViewController\n@end\n"),
        ].map { FileOutline.build(path: $0.0, bytes: Array($0.1.utf8)) }
        func summary(_ jobs: Int) -> [String] {
            ControllerResolver().resolution(files, jobs: jobs).controllers.map { controller in
                "\(controller.name) < \(controller.superclass) parts=\(controller.extensions.map { files[$0.file].path })"
            }
        }
        let one = summary(1)
        #expect(one.count == 8)
        #expect(one.contains("LateViewController < UIViewController parts=[\"Late.m\"]"))
        #expect(one.contains("VLCPlayerViewController < UIViewController parts=[\"Player.m\", \"Player+Swift.swift\"]"))
        #expect(one.contains("ListViewController < UIViewController parts=[\"List+ObjC.m\"]"))
        #expect(one.contains("BaseViewController < UIViewController parts=[\"Base.m\"]"))
        #expect(one.contains("LegacyViewController < UIViewController parts=[]"))
        #expect(!one.contains { $0.hasPrefix("DetailChild") })
        for jobs in [2, 3, 4, 8, 16] { #expect(summary(jobs) == one, "\(jobs) jobs") }
    }

    /// The hierarchy is read beside the extensions, on another thread: subclasses, same-named
    /// classes of two targets, cycles and inferred bases come out as with one job.
    @Test func hierarchyDoesNotDependOnJobs() {
        let files = [
            ("A/Feed.swift", "class FeedViewController: BaseViewController {}\nclass Loop1: Loop2 {}"),
            ("Base.swift", "class BaseViewController: UIViewController {}\nstruct Model {}"),
            ("B/Feed.swift", "class FeedViewController: UITableViewController {}\nclass Loop2: Loop1 {}"),
            ("Pager.swift", "class PagerScreen: ThirdPartyPagerViewController {}\nclass Odd: SomeRemoteController {}"),
            ("Child.swift", "class ChildViewController: FeedViewController {}\nenum Route {}\nclass Leaf: Model {}"),
            ("Deep.swift", "class DeepViewController: ChildViewController {}\nclass Provider: Logging.Provider {}"),
        ].map { FileOutline.build(path: $0.0, bytes: Array($0.1.utf8)) }
        func summary(_ jobs: Int) -> ([String], HierarchyNotes) {
            let resolution = ControllerResolver().resolution(files, jobs: jobs)
            return (resolution.controllers.map { "\($0.path):\($0.name) < \($0.superclass) depth \($0.ancestry.count)" }, resolution.notes)
        }
        let (one, notes) = summary(1)
        #expect(one.count == 6)
        #expect(notes.cycles == [["Loop1", "Loop2"]] && notes.inferredBases == ["ThirdPartyPagerViewController"])
        for jobs in [2, 3, 4, 6, 9] {
            let (many, manyNotes) = summary(jobs)
            #expect(many == one, "\(jobs) jobs")
            #expect(manyNotes == notes, "\(jobs) jobs")
        }
    }

    @Test(arguments: names)
    func simpleNameIsTheDeclarations(_ name: String) {
        let split = name.split(separator: ".").last.map(String.init) ?? name
        #expect(TypeNames.simple(name) == split)
    }

    @Test func simpleNameMatchesOutlinedDeclarations() {
        let outline = FileOutline.build(path: "A.swift", bytes: Array("""
            class Feed {}
            extension Outer.Inner {}
            extension Módulo.Café: P {}
            """.utf8))
        #expect(!outline.types.isEmpty)
        for type in outline.types { #expect(TypeNames.simple(type.name) == type.simpleName) }
    }

    @Test func sharedFoldersCountsAsSplitComponents() {
        let paths = [
            "App/Feed/FeedViewController.swift", "App/Feed/Cells/Cell.swift", "App//Feed/X.swift", "/App/Feed/Y.swift",
            "App/Fe/Z.swift", "Other/Feed/A.swift", "", "/", "App/Föed/X.swift", "App/Fo\u{308}ed/X.swift", "App",
        ]
        for first in paths {
            for second in paths {
                let expected = zip(first.split(separator: "/"), second.split(separator: "/")).prefix { $0 == $1 }.count
                #expect(ControllerResolver.sharedFolders(first, second) == expected, "\(first) \(second)")
            }
        }
    }

    @Test func sharesSubjectAnswersAsCharacters() {
        /// The Character-by-Character original.
        func expected(_ first: String, _ second: String) -> Bool {
            func firstWord(_ name: String) -> Substring {
                let characters = Array(name)
                var end = 1
                while end < characters.count && !characters[end].isUppercase { end += 1 }
                var word = name.prefix(end)
                if word.hasSuffix("s") && word.count > 3 { word = word.dropLast() }
                return word
            }
            guard !first.isEmpty, !second.isEmpty else { return false }
            return firstWord(first) == firstWord(second)
        }
        let words = [
            "", "Feed", "FeedList", "Notifications", "NotificationModel", "Bus", "Buses", "News", "Newsfeed", "A", "s",
            "Ünïcode", "ÜnïcodeList", "Café", "Cafe\u{301}List", "feed_list", "Feeds2Go", "ÀLaCarte", "Àla",
        ]
        for first in words {
            for second in words {
                #expect(ViewModelMatcher.sharesSubject(first, second) == expected(first, second), "\(first) \(second)")
            }
        }
    }
}
