/// The controller's own code calls networking APIs.
public struct NetworkingInControllerRule: ControllerRule {
    public var severity = Severity.warning
    /// `Name` matches any use of the name; `Name.member` only that member of it.
    public var identifiers = NetworkingInControllerRule.defaultIdentifiers {
        didSet { names = NameMatcher(identifiers) }
    }
    private var names = NameMatcher(NetworkingInControllerRule.defaultIdentifiers)

    static let defaultIdentifiers = [
        "AF.request", "AF.download", "AF.upload", "AFHTTPSessionManager", "Alamofire", "MoyaProvider",
        "NSMutableURLRequest", "NSURLConnection", "NSURLRequest", "NSURLSession", "Session.default",
        "URLRequest", "URLSession", "URLSessionDataTask", "URLSessionDownloadTask", "URLSessionTask",
        "URLSessionUploadTask", "URLSessionWebSocketTask",
    ]

    public init() {}

    /// The identifiers, parsed once when they are set: every controller's check reads them.
    struct NameMatcher: Sendable {
        var wholeNames: Set<String> = []
        var members: [String: Set<String>] = [:]
        /// Bit n set when some name is n bytes long; with the first bytes, rules out almost every
        /// name of a file without hashing it.
        var lengths: UInt64 = 0
        var firstBytes = [Bool](repeating: false, count: 256)

        init(_ identifiers: [String]) {
            for identifier in identifiers {
                let parts = identifier.split(separator: ".", maxSplits: 1)
                let name = String(parts[0])
                if parts.count == 2 { members[name, default: []].insert(String(parts[1])) } else { wholeNames.insert(name) }
                let length = name.utf8.count
                lengths |= length < 64 ? 1 << UInt64(length) : 1 << 63
                firstBytes[Int(name.utf8.first ?? 0)] = true
            }
        }

        func mayName(_ name: String) -> Bool {
            let length = name.utf8.count
            guard lengths & (length < 64 ? 1 << UInt64(length) : 1 << 63) != 0, firstBytes[Int(name.utf8.first ?? 0)] else { return false }
            return wholeNames.contains(name) || members[name] != nil
        }
    }

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .names("identifiers", \.identifiers, """
                Networking APIs: `Name` matches every use of the name, `Name.member` only that member \
                (`API.current`). Add your own clients here.
                """),
        ]
    }

    public func check(_ controller: Controller, in context: RuleContext) -> [Violation] {
        let wholeNames = names.wholeNames
        let members = names.members
        var uses: [RelatedLocation] = []
        for reference in context.declarations(of: controller) {
            let declaration = context.declaration(reference)
            let file = context.file(reference)
            // Match the file's distinct names once, then references by id: no String per reference.
            var interesting = [Bool](repeating: false, count: file.names.count)
            var anyInteresting = false
            for (id, name) in file.names.enumerated() where names.mayName(name) {
                interesting[id] = true
                anyInteresting = true
            }
            if !anyInteresting { continue }
            for (index, use) in declaration.references.enumerated() where interesting[Int(use.name)] {
                let name = file.name(use.name)
                var spelled: String
                if wholeNames.contains(name) {
                    spelled = name
                } else if let wanted = members[name], let member = declaration.member(ofReference: index), wanted.contains(file.name(member)) {
                    spelled = name + "." + file.name(member)
                } else {
                    continue
                }
                if Self.requestTypes.contains(name) && isLoadedIntoWebView(index, declaration, file) { continue }
                if wholeNames.contains(name), let member = declaration.member(ofReference: index) { spelled += "." + file.name(member) }
                let position = file.position(of: use.offset)
                if context.isSuppressed(id, file: reference.file, at: position) { continue }
                uses.append(RelatedLocation(Location(path: file.path, position), message: spelled))
            }
        }
        guard !uses.isEmpty else { return [] }
        // The class's own file first, so the finding lands where the controller is declared when it can.
        uses.sort { ($0.location.path != controller.path ? 1 : 0, $0.location) < ($1.location.path != controller.path ? 1 : 0, $1.location) }
        let listed = uses.map { use in
            use.location.path == uses[0].location.path ? "\(use.message) (line \(use.location.line))"
                : "\(use.message) (\(use.location.path.split(separator: "/").last ?? ""):\(use.location.line))"
        }
        return [Violation(
            rule: id, severity: severity, location: uses[0].location,
            message: "\(controller.name) does its own networking: \(listed.joined(separator: ", ")). "
                + "Move requests into a service or model object that the controller (or its view model) calls.",
            controller: controller.name, measured: uses.count, related: uses)]
    }

    static let requestTypes: Set<String> = ["URLRequest", "NSURLRequest", "NSMutableURLRequest"]

    /// `webView.load(URLRequest(url: url))` shows a page; the web view does the networking.
    private func isLoadedIntoWebView(_ index: Int, _ declaration: TypeDeclaration, _ file: FileOutline) -> Bool {
        guard index > 0 else { return false }
        let previous = declaration.references[index - 1]
        return file.name(previous.name) == "load" && previous.offset + 5 == declaration.references[index].offset
    }

    public static let description = RuleDescription(
        id: "networking_in_controller",
        name: "Networking in controller",
        summary: "A view controller builds requests or talks to the network itself.",
        rationale: """
            Networking has nothing to do with presenting a screen. When a controller builds \
            `URLRequest`s and runs `URLSession` tasks, its callbacks, error handling and decoding \
            grow into it, and none of it can be tested without the controller. objc.io's \
            *Lighter View Controllers* and its follow-ups move this code into model and service \
            objects (a "store" or "API client") that the controller, or its view model, calls.

            A request handed straight to a web view, `webView.load(URLRequest(url: url))`, does not \
            count: showing a page is the web view's job.

            Uses count in the class and all its extensions, including types nested in them. \
            Names in comments and string literals never count. One finding per controller, at the \
            first use, lists every use; SARIF shows each one as a related location.
            """,
        fix: """
            Put the request in a service with a small, testable interface, and hand it to the controller.

            ```swift
            // Before
            final class FeedViewController: UIViewController {
                func load() {
                    URLSession.shared.dataTask(with: URL(string: "https://example.com/feed")!) { data, _, _ in … }.resume()
                }
            }

            // After
            protocol FeedService { func loadFeed() async throws -> [FeedItem] }

            final class FeedViewController: UIViewController {
                private let service: FeedService
                init(service: FeedService) {
                    self.service = service
                    super.init(nibName: nil, bundle: nil)
                }
            }
            ```
            """,
        triggering: [
            Example("""
                final class FeedViewController: UIViewController {
                    func load(url: URL) {
                        ↓URLSession.shared.dataTask(with: URLRequest(url: url)) { _, _, _ in }.resume()
                    }
                }
                """,
                messages: ["FeedViewController does its own networking: URLSession.shared (line 3), URLRequest (line 3). Move requests into a service or model object that the controller (or its view model) calls."]),
            Example("""
                final class ProfileViewController: UIViewController {}
                """,
                otherFiles: ["Profile+Loading.swift": """
                    extension ProfileViewController {
                        func load() {
                            ↓AF.request("https://example.com/me").responseData { _ in }
                        }
                    }
                    """]),
            Example("""
                final class OrdersViewController: UIViewController {
                    func reload() {
                        ↓API.current.fetchOrders { _ in }
                    }
                }
                """, options: "identifiers: [API.current, APIClient]"),
            Example("""
                final class MapViewController: UIViewController {
                    struct Loader {
                        let session = ↓URLSession(configuration: .default)
                    }
                }
                """),
        ],
        nonTriggering: [
            Example("""
                final class FeedViewController: UIViewController {
                    // URLSession.shared.dataTask(with: url) was moved into FeedService.
                    let note = "URLSession is not used here"
                    private let service: FeedService
                    func load() { service.loadFeed() }
                }
                """),
            Example("""
                final class FeedService {
                    func load() { URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume() }
                }
                """),
            Example("""
                final class HelpViewController: UIViewController {
                    let webView = WKWebView()
                    func show(_ url: URL) { webView.load(URLRequest(url: url)) }
                }
                """),
            Example("""
                final class SessionViewController: UIViewController {
                    let session = Session.current
                    func request() { AF.session.invalidateAndCancel() }
                }
                """),
        ])
}
