import Foundation
import Testing
@testable import VCLintCore

/// The rules' and resolver's fast paths must answer exactly as the plain code they replace.
@Suite struct RuleSpeedPathTests {
    static let texts = [
        "", "a", "item", "Item", "items", "recipe", "setRecipe", "café", "cafe\u{301}", "\u{212A}", "K",
        "onSelectHandler", "SPDismissBlock", "((Item) -> Void)?", "void (^)(void)", "AnyCancellable",
        "Set<AnyCancellable>", "DISPOSEBAG", "ÜberDelegate", "line\r\nbreak", "x" + String(repeating: "y", count: 300),
    ]

    @Test func nameLookupFindsWhatASetFinds() {
        let wanted = ["item", "recipe", "café", "K", "é", "a", "x" + String(repeating: "y", count: 300), ""]
        let lookup = NameLookup(wanted)
        for text in Self.texts + wanted + ["cafe\u{301}", "e\u{301}", "\u{212A}"] {
            let expected = wanted.firstIndex(of: text)
            #expect(lookup.index(of: text) == expected, "\(text)")
        }
        // Canonically equal text is found though its bytes differ.
        #expect(lookup.index(of: "cafe\u{301}") == 2 && lookup.index(of: "\u{212A}") == 3)
        #expect(NameLookup([]).index(of: "item") == nil)
    }

    /// A file's names are kept as bytes and made into Strings when asked: each must be the String
    /// the outline made before, and a rule reading bytes sees the same bytes.
    @Test func aFilesNamesReadAsTheirStrings() {
        let texts = Self.texts.filter { !$0.isEmpty } + ["fifteen-bytes-x", "sixteen-bytes-xy", "\u{7F}"]
        let list = NameList(texts)
        #expect(Array(list) == texts && list.count == texts.count)
        for id in list.indices {
            #expect(list.utf8Count(id) == texts[id].utf8.count)
            #expect(list.withUTF8(id) { Array($0) } == Array(texts[id].utf8))
        }
        let file = outline("class A { func f() { café = naïve + aVeryLongNameIndeed(\u{212A}, x) } }")
        #expect(file.types[0].references.map { file.name($0.name) } == ["café", "naïve", "aVeryLongNameIndeed", "\u{212A}", "x"])
        #expect(file.names.count == 5 && NameList(Array(file.names)) == file.names)
    }

    /// Asked with bytes, the lookup makes the text's String only when it must compare Strings.
    @Test func nameLookupMakesAStringOnlyWhenItMust() {
        func ask(_ lookup: NameLookup, _ text: String) -> (found: Int?, asked: Int) {
            var asked = 0
            let found = Array(text.utf8).withUnsafeBufferPointer { lookup.index(ofUTF8: $0) { asked += 1; return text } }
            return (found, asked)
        }
        #expect(ask(NameLookup(["item", "recipe"]), "recipe") == (1, 0))
        #expect(ask(NameLookup(["item", "recipe"]), "other") == (nil, 0))
        #expect(ask(NameLookup(["item", "K"]), "\u{212A}") == (1, 1))  // the Kelvin sign is canonically `K`
        #expect(ask(NameLookup(["\u{212A}"]), "K") == (0, 1))
    }

    @Test func asciiTextAnswersAsTheGeneralTests() {
        let needles = ["->", "^", "AnyCancellable", "disposebag", "delegate", "handler", "block", "a", "é", ""]
        for text in Self.texts {
            for needle in needles {
                #expect(ASCIIText.contains(text, needle) == text.contains(needle), "\(text) \(needle)")
                #expect(ASCIIText.lowercasedContains(text, needle) == text.lowercased().contains(needle), "\(text) \(needle)")
                #expect(ASCIIText.lowercasedHasSuffix(text, needle) == text.lowercased().hasSuffix(needle), "\(text) \(needle)")
            }
        }
    }

    @Test(arguments: [
        "UIKit.UIViewController", "FeedViewModel!", "any FeedViewModelType", "some View", "Box<Item>", "id<FeedViewModelType>",
        "NSString *", "NSArray<NSString *> *", "Plain", "", "any ", "id<", "Ünïcode.Nåme?", "A.B.", "[Item]", "Outer.Inner<T>.Deep",
    ])
    func typeNameBaseIsTheOldOne(_ written: String) {
        #expect(TypeNames.base(written) == Self.oldBase(written))
    }

    /// The character-index version `TypeNames.base` replaced.
    static func oldBase(_ written: String) -> String {
        let utf8 = written.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        for prefix in ["any ", "some "] where utf8.starts(with: prefix.utf8) {
            start = utf8.index(start, offsetBy: prefix.utf8.count)
        }
        if utf8.starts(with: "id<".utf8) {
            start = utf8.index(start, offsetBy: 3)
            end = utf8[start...].firstIndex { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: ",") } ?? end
        }
        if let angle = utf8[start..<end].firstIndex(of: UInt8(ascii: "<")) { end = angle }
        while end > start {
            let last = utf8[utf8.index(before: end)]
            guard last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || last == UInt8(ascii: " ") || last == UInt8(ascii: "*") else { break }
            end = utf8.index(before: end)
        }
        if let dot = utf8[start..<end].lastIndex(of: UInt8(ascii: ".")) { start = utf8.index(after: dot) }
        return String(written[start..<end])
    }

    @Test func declarationSetContainsExactlyItsMembers() {
        let members = [(3, 1), (0, 0), (3, 0), (7, 2), (3, 1)].map { DeclarationReference(file: $0.0, type: $0.1) }
        let set = DeclarationSet(members)
        for file in 0..<9 {
            for type in 0..<4 {
                let reference = DeclarationReference(file: file, type: type)
                #expect(set.contains(reference) == members.contains(reference))
            }
        }
        #expect(!DeclarationSet([]).contains(DeclarationReference(file: 0, type: 0)))
    }

    /// Without reads, the index keeps exactly the full index's assigned sites, in the same order.
    @Test func assignedOnlyIndexIsTheFullIndexsAssignments() {
        let project = Project.build(sources: [
            ("Detail.swift", """
                final class DetailViewController: UIViewController {
                    var item: Item?
                    var count = 0
                    func bump() { count += 1; print(item) }
                }
                """),
            ("List.swift", """
                final class ListViewController: UIViewController {
                    func open() {
                        let detail = DetailViewController()
                        detail.item = items[0]
                        detail.count = detail.count + 1
                        show(detail, sender: self)
                    }
                    // A nested type between the outer one's sites: the sites still come type by type.
                    struct Router { func go(_ d: DetailViewController) { d.item = nil; d.setCount(3) } }
                    func close(_ detail: DetailViewController) { detail.count = 0 }
                }
                """),
            ("Legacy.m", """
                @implementation LegacyController
                - (void)open { [self.detail setItem:item]; NSLog(@"%@", self.detail.item); [detail setCount:2]; }
                @end
                """),
            ("AppTests/DetailTests.swift", "final class DetailTests { func test() { let d = DetailViewController(); d.item = nil } }"),
        ])
        let names: Set<String> = ["item", "count"]
        let controllers: Set<String> = ["DetailViewController", "ListViewController"]
        let full = PropertyUseIndex(project: project, names: names, controllerNames: controllers)
        let assigned = PropertyUseIndex(project: project, names: names, controllerNames: controllers, assignedOnly: true)
        for name in names {
            let expected = (full.sites[name] ?? []).filter(\.isAssigned)
            let found = assigned.sites[name] ?? []
            #expect(found.map(\.declaration) == expected.map(\.declaration))
            #expect(found.map(\.reference) == expected.map(\.reference))
            #expect(found.map(\.nearestController) == expected.map(\.nearestController))
            #expect(found.map(\.isInTestCode) == expected.map(\.isInTestCode))
            #expect(found.map(\.innermostFunction) == expected.map(\.innermostFunction))
            #expect(found.map(\.isInInitializer) == expected.map(\.isInInitializer))
        }
        #expect((full.sites["item"] ?? []).contains { !$0.isAssigned })
        #expect((assigned.sites["item"] ?? []).count >= 3)
        #expect((assigned.sites["count"] ?? []).contains { $0.declaration.file == 2 })
        let detailSite = (assigned.sites["item"] ?? []).first { $0.declaration.file == 1 }!
        #expect(full.subject(of: detailSite, types: ["DetailViewController"]) == .these)
        #expect(full.subject(of: detailSite, types: ["OtherViewController"]) == .anotherController)
    }

    /// The nesting answers as a scan of every function does, for bodies that nest, touch, repeat,
    /// are empty or overlap (as `#if` branches can leave them).
    @Test func functionNestingAnswersAsAScanOfEveryFunction() {
        var seed: UInt64 = 42
        func random(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            let functions = (0..<random(7)).map { _ -> Function in
                let start = random(12)
                var function = Function(
                    name: "f", argumentLabels: [], parameterTypes: [], kind: random(3) == 0 ? .initializer : .function,
                    isOverride: false, isStatic: false, access: nil, attributes: [],
                    position: SourcePosition(line: 1, column: 1), endLine: 1)
                function.bodyReferences = start..<(start + random(13 - start))
                return function
            }
            let nesting = FunctionNesting(functions)
            for reference in 0...13 {
                let holding = functions.indices.filter { functions[$0].bodyReferences.contains(reference) }
                let smallest = holding.min { functions[$0].bodyReferences.count < functions[$1].bodyReferences.count }
                #expect(nesting.innermostFunction(holding: reference) == smallest)
                #expect(nesting.isInInitializer(reference) == holding.contains { functions[$0].kind == .initializer })
                let ends = functions.map(\.bodyReferences.upperBound).filter { $0 <= reference }
                #expect(nesting.lastBodyEnd(atOrBefore: reference) == ends.max() ?? 0)
            }
        }
    }
}

/// The name keys that let `public_mutable_param`'s index pass over files without reading their
/// names must never turn a wanted name away.
/// `MethodIndex` finds the methods that serve a role as `ServedMethods.contains` defines it.
@Suite struct MethodIndexTests {
    /// Prefixes end before each capital: cut at the bytes of an ASCII name, at the Characters of any other.
    @Test(arguments: [
        ("tableViewDidScroll", ["tableViewDidScroll", "table", "tableView", "tableViewDid"]),
        ("URLSession", ["URLSession", "U", "UR", "URL"]),
        ("reload", ["reload"]),
        ("présenteÉcranSuivant", ["présenteÉcranSuivant", "présente", "présenteÉcran"]),
    ])
    func prefixesEndBeforeEachCapital(name: String, expected: [String]) {
        #expect(MethodIndex.camelPrefixes(of: name) == expected)
        // Asked for some lengths, it cuts only there, in the same order.
        let lengths = Set(expected.map(\.utf8.count).prefix(2))
        #expect(MethodIndex.camelPrefixes(of: name, lengths: lengths) == expected.filter { lengths.contains($0.utf8.count) })
    }

    /// A protocol's methods start with the object it serves, framework prefix dropped; an ASCII
    /// name is read as bytes, any other as Characters, to the same result.
    @Test(arguments: [
        ("UITableViewDelegate", "tableView"), ("MKMapViewDelegate", "mapView"), ("FeedCellDelegate", "feedCell"),
        ("UICollectionViewDataSource", "collectionView"), ("WKNavigationDelegate", "webView"),
        ("NSFetchedResultsControllerDelegate", "controller"), ("URLSessionDataDelegate", "urlSession"),
        ("ÉcranDelegate", "écran"), ("XYÉcranDelegate", "écran"), ("Delegate", nil),
    ] as [(String, String?)])
    func aProtocolsMethodsStartWithTheObjectServed(name: String, prefix: String?) {
        #expect(ServedMethods.prefix(ofProtocol: name) == prefix)
    }

    @Test func theIndexAgreesWithTheDefinitionForEveryRole() throws {
        let words = ["tableView", "searchBar", "webView", "feedCell", "URLSession", "controller", "picker", "table", "search",
                     "presentationController", "adaptivePresentationStyle", "updateSearchResults", "cellDidTap"]
        let tails = ["", "DidScroll", "didSelect", "ShouldReturn", "(_:didSelectRowAt:)", "Did", ":task:didComplete:"]
        var body = ""
        for word in words { for tail in tails { body += "    func \(word)\(tail.hasPrefix("(") || tail.hasPrefix(":") ? "" : tail)(_ x: Int) {}\n" } }
        let project = Project.build(sources: [("Hub.swift", """
            final class HubViewController: UIViewController, UITableViewDelegate, UISearchBarDelegate, WKNavigationDelegate,
                FeedCellDelegate, URLSessionDataDelegate, NSFetchedResultsControllerDelegate, UIImagePickerControllerDelegate,
                UIAdaptivePresentationControllerDelegate, UISearchResultsUpdating, CellResponder {
            \(body)}
            protocol FeedCellDelegate: AnyObject { func feedCellDidTap(_ x: Int) }
            protocol CellResponder: AnyObject { func cellDidTap(_ x: Int) }
            """)])
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let controller = try #require(project.controllers.first)
        let functions = controller.extensions.reduce(into: context.declaration(controller.declaration).functions) {
            $0 += context.declaration($1).functions
        }
        let methods = functions.map { (name: $0.displayName, key: $0.key) }
        let roles = ServedRoles.roles(of: controller, in: context)
        let index = MethodIndex(methods, serving: roles.map(\.methods))
        #expect(roles.count >= 8)
        for role in roles {
            let plain = methods.indices.filter { role.methods.contains(name: methods[$0].name, key: methods[$0].key) }
            #expect(index.methods(servedBy: role.methods) == plain, "\(role.object)")
        }
    }
}

@Suite struct NameKeyTests {
    /// Equal bytes, equal keys, however the bytes are held; a name with a byte >= 0x80 is marked,
    /// as it may equal other bytes as a String.
    @Test func keysFollowTheBytes() {
        for text in RuleSpeedPathTests.texts {
            var copy = text
            let key = copy.withUTF8(NameKey.init)
            let padded = Array(("  " + text + "  ").utf8)
            let fromPadded = padded.withUnsafeBufferPointer { NameKey(UnsafeBufferPointer(rebasing: $0[2..<($0.count - 2)])) }
            #expect(key == fromPadded, "\(text)")
            #expect(key.isASCII == text.utf8.allSatisfy { $0 < 0x80 }, "\(text)")
        }
    }

    /// The Swift builder makes each setting reference's key from the hash it interned the name
    /// with: the key must be the one of the name's bytes, for names of every length around a word
    /// and with a byte >= 0x80 anywhere in them.
    @Test func builtKeysAreTheKeysOfTheNamesBytes() {
        let names = ["a", "item", "sevenXy", "eightXyz", "nineXyzab", "fifteenXyzabcde", "sixteenXyzabcdef",
                     "seventeenXyzabcde", "caf\u{E9}", "caf\u{E9}Controller", "\u{DC}berDelegateHandler",
                     "longerNameWithAccent\u{E9}", "x" + String(repeating: "y", count: 40)]
        let text = "final class Holder {\n    func f() {\n"
            + names.map { "        other.\($0) = 1\n        self.\($0)(x)\n" }.joined() + "    }\n}\n"
        let bytes = Array(text.utf8)
        let outline = FileOutline.build(path: "Holder.swift", bytes: bytes)
        var keyed = Set<String>()
        for setting in outline.settingReferences {
            let reference = outline.types[Int(setting.type)].references[Int(setting.reference)]
            var name = outline.name(reference.name)
            #expect(setting.nameKey == name.withUTF8(NameKey.init), "\(name)")
            #expect(setting.nameKey.isASCII == name.utf8.allSatisfy { $0 < 0x80 }, "\(name)")
            keyed.insert(name)
        }
        #expect(keyed == Set(names))
    }

    /// Every ASCII name of a filter's set may be in it; any other key of a non-ASCII name may be
    /// too; most other names are not. A set holding a non-ASCII name makes no filter at all.
    @Test func filtersKeepEveryNameTheyHold() throws {
        let held = (0..<600).map { "property\($0)" } + RuleSpeedPathTests.texts.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        let filter = try #require(NameKeyFilter(held))
        // Asked into locals: a failed expectation would print the filter's thousand words.
        let turnedAwayHeld = held.filter { name in
            var text = name
            return !filter.mayContain(text.withUTF8(NameKey.init))
        }
        #expect(turnedAwayHeld == [])
        var other = "caf\u{E9}"
        let keepsOther = filter.mayContain(other.withUTF8(NameKey.init))
        #expect(keepsOther)
        let turnedAway = (0..<1000).filter { index in
            var text = "unrelated\(index)"
            return !filter.mayContain(text.withUTF8(NameKey.init))
        }
        #expect(turnedAway.count > 900)
        let withKelvin = NameKeyFilter(["item", "\u{212A}"])
        #expect(withKelvin == nil)
    }

    /// A property named with the Kelvin sign is set by code that spells it with `K`: equal as
    /// Strings, so the assigned-only index finds the site, as the full one does.
    @Test func canonicallyEqualNamesAreStillFound() {
        let project = Project.build(sources: [
            ("Detail.swift", "final class DetailViewController: UIViewController { var \u{212A}: Int = 0 }"),
            ("Router.swift", "final class Router { func go(_ detail: DetailViewController) { detail.K = 1 } }"),
        ])
        let index = PropertyUseIndex(project: project, names: ["\u{212A}"], controllerNames: ["DetailViewController"],
                                     assignedOnly: true)
        #expect((index.sites["\u{212A}"] ?? []).map(\.declaration.file) == [1])
    }
}

/// `networking_in_controller` asks of every name ending in `n` whether it ends in `session`.
@Suite struct SessionNameTests {
    /// On the bytes, as the String test it replaces answers: a last byte `n`, and
    /// `lowercased().hasSuffix("session")`.
    @Test func sessionNamesAreFoundInTheBytes() {
        let names = RuleSpeedPathTests.texts + [
            "session", "Session", "URLSession", "urlSESSION", "backgroundSession", "sessions", "ession", "xsessio",
            "se\u{017F}sion", "sess\u{0130}on", "SESSİON", "s\u{0301}ession", "caf\u{E9}Session", "sessio\u{00F1}",
            "SeSsIoN", "session\u{0301}", "Sess1on", "ses_ion",
        ]
        for name in names {
            var text = name
            let found = text.withUTF8(RequestCalls.mayNameSession)
            #expect(found == (name.utf8.last == UInt8(ascii: "n") && name.lowercased().hasSuffix("session")), "\(name)")
        }
    }
}

@Suite struct ControllerRuleSortingTests {
    /// The linter sorts rules with `asControllerRule`, never a cast: it must agree with the cast.
    @Test func everyRuleSaysWhetherItIsAControllerRule() {
        for type in RuleRegistry.all {
            let rule = type.init()
            #expect((rule.asControllerRule != nil) == (rule is any ControllerRule), "\(type.id)")
        }
        #expect(RuleRegistry.all.contains { $0.init().asControllerRule != nil })
        #expect(RuleRegistry.all.contains { $0.init().asControllerRule == nil })
    }

    /// `public_mutable_param` reads the tree's references on several threads, a slice of the
    /// files each: the findings must be those of one thread, whatever the slices.
    @Test func propertyUsesReadInSlicesGiveOneThreadsFindings() {
        var sources = [("App/DetailViewController.swift", """
            final class DetailViewController: UIViewController {
                var item: Item!
                var mode = Mode.view
                var count = 0
                var state = 0
                func load() { state = 1; count += 1 }
            }
            """)]
        for index in 0..<37 {
            let sets = index % 3 == 0 ? "detail.item = Item(\(index))\n        detail.mode = .edit" : "print(detail.count)"
            sources.append(("App/Flow\(index).swift", """
                final class Flow\(index) {
                    func show() {
                        let detail = DetailViewController()
                        \(sets)
                    }
                }
                """))
        }
        sources.append(("AppTests/DetailTests.swift", "final class DetailTests {\n    func test() { detail.state = 2 }\n}\n"))
        let project = Project.build(sources: sources)
        for reportState in [false, true] {
            var rule = PublicMutableParamRule()
            rule.reportState = reportState
            let serial = Linter(rules: [rule], jobs: 1).lint(project)
            #expect(serial.contains { $0.message.contains("item") } && serial.contains { $0.message.contains("mode") })
            for jobs in [2, 3, 8, 64] {
                #expect(Linter(rules: [rule], jobs: jobs).lint(project) == serial, "jobs \(jobs), report_state \(reportState)")
            }
        }
    }
}
