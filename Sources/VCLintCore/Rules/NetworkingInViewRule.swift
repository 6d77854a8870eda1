/// A SwiftUI view's own code makes or runs network requests.
public struct NetworkingInViewRule: Rule {
    public static let isOptIn = true
    public var severity = Severity.warning
    /// Your own clients: `Name` (a type or a shared instance), or `Name.member`.
    public var identifiers: [String] = [] {
        didSet { clients = ClientNames(identifiers) }
    }
    /// Drops the built-in networking APIs, so only `identifiers` count.
    public var replaceDefaults = false
    private var clients = ClientNames([])

    public init() {}

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .names("identifiers", \.identifiers, """
                Your own networking clients, in addition to the built-in APIs, as \
                `networking_in_controller` reads them: `Name` or `Name.member`.
                """),
            .boolean("replace_defaults", \.replaceDefaults, "Count only `identifiers`, not the built-in networking APIs."),
        ]
    }

    public func check(_ context: RuleContext) -> [Violation] {
        context.swiftUISubjects.compactMap { screen in
            guard screen.kind == .screen else { return nil }
            let uses = SubjectWork.requests(in: screen, context: context, rule: id, clients: clients, useDefaults: !replaceDefaults)
            guard let first = uses.first else { return nil }
            let listed = uses.map { UseListing.text($0, firstPath: first.location.path) }
            return Violation(
                rule: id, severity: severity, location: first.location,
                message: "View \(screen.name) does its own networking: \(listed.joined(separator: ", ")). "
                    + "Move requests into a view model or service that the view calls.",
                controller: screen.name, measured: uses.count, related: uses)
        }
    }

    /// One more request is the same finding, grown: a baseline shows it again.
    public static let ratchets = true

    public static let inspects = SubjectKind.screen

    public static let description = RuleDescription(
        id: "networking_in_view",
        name: "Networking in view",
        summary: "A SwiftUI view makes or runs network requests itself, in `body`, `.task`, `.onAppear`, `init` or a method.",
        rationale: """
            A view that runs its own requests mixes what the screen shows with how the data is \
            fetched: retries, decoding and errors grow into it, and none of it can be tested or \
            previewed without the network. The lighter-view-controller cure applies unchanged: \
            requests belong in a service, called by a view model the view observes.

            The evidence is `networking_in_controller`'s, read over the view's declaration, its \
            extensions and the subviews nested in it: a session task, `data`/`upload`/`download` on \
            a URLSession, Alamofire, Moya and AFNetworking requests, a session or client the view \
            creates or keeps in a stored property, and any call on a client named in `identifiers`. \
            Calling a view model's or a service's own methods (`model.load()`) is not networking.

            **Measured, and why it is opt-in.** On 12 apps nobody had read while writing it \
            (`Labels/swiftui/heldout-2`): every finding was right (5 of 5), but it found 5 of the 9 \
            views a reviewer saw make requests. The misses call the app's own HTTP or websocket \
            client, which only `identifiers` can name. Name your clients (`vclint init` lists the \
            candidates for `networking_in_controller`; the same names fit here) and turn it on. \
            On 10 more apps (`Labels/swiftui/heldout-3`), labelled after it was written, it found \
            none of the 5 views a reviewer saw make requests. On 23 more \
            (`Labels/swiftui/heldout-4`), before anyone read them: 3 of 21, every finding right. \
            Most misses there are web views loading a `URLRequest`, which this rule, like \
            `networking_in_controller`, does not count, image-loading libraries and Firebase.
            """,
        fix: """
            Move the request into a service, and let a view model call it and hold the result.

            ```swift
            // Before
            struct FeedView: View {
                @State private var items: [Item] = []
                var body: some View {
                    List(items) { ItemRow(item: $0) }
                        .task { items = try await decode(URLSession.shared.data(from: feedURL).0) }
                }
            }

            // After
            struct FeedView: View {
                @State private var model = FeedModel(service: .live)
                var body: some View {
                    List(model.items) { ItemRow(item: $0) }
                        .task { await model.load() }
                }
            }
            ```
            """,
        triggering: [
            Example("""
                struct FeedView: View {
                    @State private var text = ""
                    var body: some View {
                        Text(text)
                            .task {
                                let (data, _) = try! await URLSession.shared.↓data(from: URL(string: "https://example.com")!)
                                text = String(decoding: data, as: UTF8.self)
                            }
                    }
                }
                """, messages: ["View FeedView does its own networking: URLSession.shared.data (line 6). Move requests into a view model or service that the view calls."]),
            Example("""
                struct AvatarView: View {
                    let url: URL
                    var body: some View {
                        Color.gray.onAppear {
                            URLSession.shared.↓dataTask(with: url) { _, _, _ in }.resume()
                        }
                    }
                }
                """, messages: ["View AvatarView does its own networking: URLSession.shared.dataTask (line 5). Move requests into a view model or service that the view calls."]),
            Example("""
                struct InboxView: View {
                    let client: APIClient
                    var body: some View {
                        Text("Inbox").task { _ = try? await client.↓get("/inbox") }
                    }
                }
                """, options: "identifiers: [APIClient]",
                messages: ["View InboxView does its own networking: client.get (line 4). Move requests into a view model or service that the view calls."]),
        ],
        nonTriggering: [
            Example("""
                struct FeedView: View {
                    @State private var model = FeedModel()
                    var body: some View {
                        List(model.items, id: \\.self) { Text($0) }
                            .task { await model.load() }
                    }
                }
                """),
            Example("""
                // A view model may call the network; this rule is about views.
                @Observable final class FeedModel {
                    var items: [String] = []
                    func load() async {
                        _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!)
                    }
                }
                """),
        ])
}
