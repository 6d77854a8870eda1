import Testing
@testable import VCLintCore

@Suite struct OutlineMemberTests {
    let file = outline("""
        class FeedViewController: UIViewController {
            @IBOutlet private weak var tableView: UITableView!
            @Published private(set) var items: [Item] = []
            public var title2: String?
            open var count = 0 { didSet { update() } }
            var isEmpty: Bool { items.isEmpty }
            var name: String {
                get { "a" }
                set { }
            }
            static let reuse = "Cell"
            lazy var formatter: DateFormatter = { DateFormatter() }()
            unowned(unsafe) var owner: Owner
            fileprivate(set) public var state: State = .idle
            override var title: String? { didSet {} }
            let viewModel = FeedViewModel(service: .live)
            nonisolated(unsafe) var cache: [String: Int] = [:]
        }
        """)

    func property(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Property? {
        let found = file.types[0].properties.first { $0.name == name }
        #expect(found != nil, "no property \(name)", sourceLocation: sourceLocation)
        return found
    }

    @Test func propertyNamesInOrder() {
        #expect(file.types[0].properties.map(\.name) == [
            "tableView", "items", "title2", "count", "isEmpty", "name", "reuse", "formatter", "owner", "state",
            "title", "viewModel", "cache",
        ])
    }

    @Test func propertyDetails() throws {
        let tableView = try #require(property("tableView"))
        #expect(tableView.attributes == ["IBOutlet"] && tableView.access == .private && tableView.ownership == .weak)
        #expect(tableView.typeName == "UITableView!" && tableView.isStored && !tableView.isConstant)
        #expect(tableView.position == SourcePosition(line: 2, column: 28))
        let items = try #require(property("items"))
        #expect(items.setterAccess == .private && items.access == nil && items.attributes == ["Published"])
        #expect(items.typeName == "[Item]")
        #expect(property("title2")?.access == .public)
        #expect(property("count")?.isStored == true)  // observers keep it stored
        #expect(property("count")?.access == .open)
        #expect(property("isEmpty")?.isComputed == true)
        #expect(property("name")?.isComputed == true)
        #expect(property("reuse")?.isStatic == true && property("reuse")?.isConstant == true)
        #expect(property("formatter")?.isLazy == true && property("formatter")?.isStored == true)
        #expect(property("owner")?.ownership == .unowned)
        let state = try #require(property("state"))
        #expect(state.access == .public && state.setterAccess == .fileprivate && state.typeName == "State")
        #expect(property("title")?.isOverride == true)
        #expect(property("viewModel")?.initializerTypeName == "FeedViewModel")
        #expect(property("cache")?.typeName == "[String: Int]")
    }

    @Test func aFunctionCountsTheCodeLinesOfItsBody() {
        let swift = outline("""
            class C {
                func a() -> Int { 0 }
                func b() -> Int {
                    // a comment is not code

                    let x = 1
                    return x
                }
            }
            """)
        #expect(swift.types[0].functions.map(\.bodyCodeLines) == [0, 2])
        let objc = outline("""
            @implementation C
            - (NSInteger)count { return 0; }
            - (NSInteger)rows
            {
                /* not code */
                NSInteger x = 1;
                return x;
            }
            @end
            """, path: "C.m")
        // The opening brace's own line holds code: Objective-C often puts it there.
        #expect(objc.types[0].functions.map(\.bodyCodeLines) == [0, 3])
    }

    @Test func functions() throws {
        let file = outline("""
            class C: UITableViewController {
                init(viewModel: FeedViewModel, service: @escaping () -> Service = { .live }, _ count: inout Int) {
                    super.init(style: .plain)
                }
                required init?(coder: NSCoder) { nil }
                convenience init<T>(value: T) { self.init(viewModel: .init(), count: &x) }
                deinit {}
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    0
                }
                func load() async throws -> [Dictionary<String, Int>] where T: P { [] }
                static func == (lhs: C, rhs: C) -> Bool { true }
                subscript(index: Int) -> Int { index }
                @objc private func tap(_ sender: Any) {}
            }
            protocol P {
                func a() -> Int
                func b()
                var c: Int { get }
            }
            """)
        let functions = file.types[0].functions
        #expect(functions.map(\.kind) == [.initializer, .initializer, .initializer, .deinitializer, .function, .function, .function, .subscript, .function])
        #expect(functions.map(\.signature) == [
            "init(viewModel:service:_:)", "init(coder:)", "init(value:)", "deinit()",
            "tableView(_:numberOfRowsInSection:)", "load()", "==(lhs:rhs:)", "subscript(index:)", "tap(_:)",
        ])
        #expect(functions[0].parameterTypes == ["FeedViewModel", "() -> Service", "Int"])
        #expect(functions[0].position.line == 2 && functions[0].endLine == 4)
        #expect(functions[4].isOverride && functions[4].endLine == 10)
        #expect(functions[8].attributes == ["objc"] && functions[8].access == .private)
        let requirements = file.types[1].functions
        #expect(requirements.map(\.name) == ["a", "b"])
        #expect(requirements.map(\.endLine) == [17, 18])
        #expect(file.types[1].properties.first?.isComputed == true)
    }

    @Test func referencesSkipCommentsAndStringsButSeeInterpolations() throws {
        let file = outline("""
            class A {
                // URLSession in a comment
                let note = "URLSession in a string"
                func f() {
                    URLSession.shared.dataTask(with: request)
                    print("\\(AF.request(url))")
                }
            }
            """)
        let type = file.types[0]
        struct Seen: Equatable { var name: String; var member: String?; var line: Int; var inFunction: Bool }
        let seen = type.references.indices.map { index in
            let reference = type.references[index]
            return Seen(name: file.name(reference.name), member: type.member(ofReference: index).map(file.name),
                        line: file.position(of: reference.offset).line,
                        inFunction: type.functions[0].bodyReferences.contains(index))
        }
        #expect(seen.filter { $0.name == "URLSession" } == [Seen(name: "URLSession", member: "shared", line: 5, inFunction: true)])
        #expect(seen.contains(Seen(name: "AF", member: "request", line: 6, inFunction: true)))
        #expect(seen.contains(Seen(name: "dataTask", member: nil, line: 5, inFunction: true)))
        #expect(seen.first { $0.name == "note" } == nil)  // a declared name is not a use
    }
}

@Suite struct ReferenceFlagTests {
    /// Each reference of the first type, as `name:assigned:qualifier`.
    func flags(_ text: String) -> [String] {
        let outline = FileOutline.build(path: "F.swift", bytes: Array(text.utf8))
        return outline.types[0].references.map { reference in
            "\(outline.name(reference.name)):\(reference.isAssigned ? "set" : "get"):\(reference.qualifier)"
        }
    }

    @Test func callsAreRecorded() {
        let outline = FileOutline.build(path: "F.swift", bytes: Array("""
            final class A {
                func f() {
                    session.dataTask(with: url) { _ in }.resume()
                    let p = MoyaProvider<API>(plugins: [])
                    if a < b, c > (d) {}
                    let t: URLSession.AuthChallengeDisposition = x
                    g
                    (h)
                }
            }
            """.utf8))
        let called = outline.types[0].references.filter(\.isCalled).map { outline.name($0.name) }
        #expect(called == ["dataTask", "resume", "MoyaProvider"])
    }

    @Test func assignmentsAndQualifiersAreRecorded() {
        let found = flags("""
            final class A {
                func f() {
                    item = 1
                    self.count += 2
                    other.title = "x"
                    vc?.item <<= 1
                    let local = item
                    if value == item, value <= 3, value !== nil {}
                }
            }
            """)
        #expect(found == [
            "item:set:none", "count:set:ownMember", "other:get:none", "title:set:otherMember",
            "vc:get:none", "item:set:otherMember", "local:get:none", "item:get:none",
            "value:get:none", "item:get:none", "value:get:none", "value:get:none",
        ])
    }

    /// A weakly captured `self` unwrapped on the spot is still the type itself; any other
    /// optional receiver is not.
    @Test func unwrappedSelfQualifiesAsOwn() {
        let found = flags("""
            final class A {
                func f() {
                    run { [weak self] in self?.count = 1; self!.title = "x"; vc?.count = 2 }
                }
            }
            """)
        #expect(found.filter { $0.hasPrefix("count") || $0.hasPrefix("title") }
            == ["count:set:ownMember", "title:set:ownMember", "count:set:otherMember"])
    }
}
