/// The controller's own code makes or runs network requests.
public struct NetworkingInControllerRule: WorkEvidenceRule {
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
                Your own networking clients, in addition to the built-in APIs: `Name` counts a call on \
                the type, on a shared instance of it (`Name.shared.load()`) or on a stored property of \
                that type; `Name.member` counts calls through that member only (`API.current`).
                """),
            .boolean("replace_defaults", \.replaceDefaults, """
                Count only `identifiers`, not the built-in URLSession, NSURLConnection, Alamofire, \
                Moya and AFNetworking calls.
                """),
        ]
    }

    public static let work = Work.networking

    public func evidence(of controller: Controller, in context: RuleContext) -> [Location] {
        uses(of: controller, in: context).map(\.location)
    }

    /// Every request call, in the class's own file first.
    func uses(of controller: Controller, in context: RuleContext) -> [RelatedLocation] {
        let clientProperties = self.clientProperties(of: controller, in: context)
        var uses: [RelatedLocation] = []
        for reference in context.declarations(of: controller) {
            let calls = RequestCalls.uses(in: reference, of: context, useDefaults: !replaceDefaults, clients: clients,
                                          clientProperties: clientProperties)
            uses += context.located(calls, in: reference, unlessSuppressing: id)
        }
        return UseListing.sorted(uses, controllerPath: controller.path)
    }

    public func check(_ controller: Controller, in context: RuleContext) -> [Violation] {
        let uses = uses(of: controller, in: context)
        guard !uses.isEmpty else { return [] }
        let listed = uses.map { UseListing.text($0, firstPath: uses[0].location.path) }
        return [Violation(
            rule: id, severity: severity, location: uses[0].location,
            message: "\(controller.name) does its own networking: \(listed.joined(separator: ", ")). "
                + "Move requests into a service or model object that the controller (or its view model) calls.",
            controller: controller.name, measured: uses.count, related: uses)]
    }

    /// Stored properties of the controller (its extensions included: an Objective-C class keeps its
    /// private ones in a class extension) and of its in-tree ancestors whose type is a networking
    /// client: a URLSession, a MoyaProvider, or one of `identifiers`.
    /// The tree's subclasses of a built-in client count as it does, and so does the class itself
    /// at the head of a call (`[[AFOSCClient sharedClient] getPath:…]`, `APIClient.shared.get(…)`).
    private func clientProperties(of controller: Controller, in context: RuleContext) -> [String: Bool] {
        let holders = [controller.declaration] + controller.extensions
            + controller.ancestorDeclarations.prefix(ControllerRelatives.maximumDepth)
        guard !replaceDefaults else { return StoredClients.properties(of: holders, in: context.project, own: clients, builtIn: nil) }
        let subclasses = context.clientSubclasses
        var properties = StoredClients.properties(of: holders, in: context.project, own: clients,
                                                  builtIn: RequestCalls.clientTypes.union(subclasses))
        for name in subclasses where properties[name] == nil { properties[name] = false }
        return properties
    }

    /// A longer controller, one more call: the same finding, grown, so a baseline shows it again.
    public static let ratchets = true

    public static let description = RuleDescription(
        id: "networking_in_controller",
        name: "Networking in controller",
        summary: "A view controller makes or runs network requests itself.",
        rationale: """
            Networking has nothing to do with presenting a screen. When a controller runs \
            `URLSession` tasks or library requests, their callbacks, error handling and decoding \
            grow into it, and none of it can be tested without the controller. objc.io's \
            *Lighter View Controllers* and its follow-ups move this code into model and service \
            objects (a "store" or "API client") that the controller, or its view model, calls.

            A use is a call that makes or runs a request: a session task (`dataTask`, \
            `uploadTask`, `downloadTask`, `webSocketTask`, `streamTask`, `dataTaskPublisher`), \
            `data`/`upload`/`download`/`bytes` on a URLSession, `NSURLConnection`, Alamofire's \
            `AF.request`/`download`/`upload`, a request on a `MoyaProvider` or `AFHTTPSessionManager`, \
            AFNetworking 1.x (`[AFJSONRequestOperation JSONRequestOperationWithRequest:…]` and its \
            siblings, `[AFHTTPClient clientWithBaseURL:…]`, `getPath:`/`postPath:`… on a client), \
            a session or client the controller creates (`URLSession(configuration:)`, \
            `MoyaProvider<API>()`), and any call on a client named in `identifiers`. The tree's \
            own subclass of one of those clients (`@interface AFOSCClient : AFHTTPClient`, at any \
            depth) is one too: its request methods count on the class, its shared instance and \
            a stored property of it (`[[AFOSCClient sharedClient] getPath:…]`). So is a request \
            method the tree adds to URLSession in an extension, one whose body calls a session \
            request method, directly or through another such method, called on a session \
            (`URLSession.shared.load(resource)`, `session.getData(for: request)`).

            Not uses: a networking type named in a signature or a type annotation, cache or \
            configuration tweaks (`URLSession.shared.configuration.urlCache`), and a `URLRequest` \
            built for a web view or a Safari controller. Calling the app's own service \
            (`feedService.load()`) is the cure, not the disease: add a client to `identifiers` only \
            when it is a thin wrapper that controllers should not call directly.

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
                        URLSession.shared.↓dataTask(with: URLRequest(url: url)) { _, _, _ in }.resume()
                    }
                }
                """,
                messages: ["FeedViewController does its own networking: URLSession.shared.dataTask (line 3). Move requests into a service or model object that the controller (or its view model) calls."]),
            Example("""
                final class ProfileViewController: UIViewController {}
                """,
                otherFiles: ["Profile+Loading.swift": """
                    extension ProfileViewController {
                        func load() {
                            AF.↓request("https://example.com/me").responseData { _ in }
                        }
                    }
                    """]),
            Example("""
                final class OrdersViewController: UIViewController {
                    private let client: APIClient
                    func reload() {
                        API.current.↓fetchOrders(page: 1) { _ in }
                        client.cancelAll()
                        DispatchQueue.main.async { [weak self] in
                            guard let me = self else { return }
                            me.client.fetchCustomers()
                        }
                    }
                }
                """, options: "identifiers: [API.current, APIClient]",
                messages: ["OrdersViewController does its own networking: API.current.fetchOrders (line 4), client.cancelAll (line 5), me.client.fetchCustomers (line 8). Move requests into a service or model object that the controller (or its view model) calls."]),
            Example("""
                final class MapViewController: UIViewController {
                    struct Loader {
                        let session = ↓URLSession(configuration: .default)
                    }
                }
                """),
            Example("""
                final class AvatarViewController: UIViewController {
                    private let provider = ↓MoyaProvider<UserAPI>()
                    func load() async throws {
                        let (data, _) = try await URLSession.shared.data(from: url)
                        provider.request(.avatar(size: .large)) { _ in }
                    }
                }
                """,
                messages: ["AvatarViewController does its own networking: MoyaProvider (line 2), URLSession.shared.data (line 4), provider.request (line 5). Move requests into a service or model object that the controller (or its view model) calls."]),
            Example(objc: """
                @implementation FeedViewController
                - (void)loadFeed {
                    NSURLRequest *request = [NSURLRequest requestWithURL:self.feedURL];
                    [[[NSURLSession sharedSession] ↓dataTaskWithRequest:request
                                                     completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                        [self showData:data];
                    }] resume];
                }
                @end
                """, header: """
                @interface FeedViewController : UIViewController
                @end
                """,
                messages: ["FeedViewController does its own networking: NSURLSession.sharedSession.dataTaskWithRequest (line 4). Move requests into a service or model object that the controller (or its view model) calls."]),
            Example(objc: """
                @interface PaymentViewController ()
                @property (nonatomic, strong) AFHTTPSessionManager *sessionManager;
                @end

                @implementation PaymentViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.sessionManager = [AFHTTPSessionManager ↓manager];
                }
                - (void)pay {
                    [self.sessionManager POST:@"charges" parameters:self.charge headers:nil progress:nil
                                      success:^(NSURLSessionDataTask *task, id response) {}
                                      failure:^(NSURLSessionDataTask *task, NSError *error) {}];
                    [NSURLConnection sendAsynchronousRequest:self.receiptRequest queue:[NSOperationQueue mainQueue]
                                           completionHandler:^(NSURLResponse *response, NSData *data, NSError *error) {}];
                    [[RKObjectManager sharedManager] getObjectsAtPath:@"/receipts" parameters:nil success:nil failure:nil];
                }
                @end
                """, header: """
                @interface PaymentViewController : UIViewController
                @end
                """,
                messages: ["PaymentViewController does its own networking: AFHTTPSessionManager.manager (line 8), sessionManager.POST (line 11), NSURLConnection.sendAsynchronousRequest (line 14), RKObjectManager.sharedManager.getObjectsAtPath (line 16). Move requests into a service or model object that the controller (or its view model) calls."]),
            Example(objc: """
                @implementation RoomViewController
                - (void)report {
                    [self.mainSession.matrixRestClient ↓reportRoom:self.roomId reason:nil success:nil failure:nil];
                }
                @end
                """, header: """
                @interface RoomViewController : UIViewController
                @end
                """, options: "identifiers: [mainSession.matrixRestClient]",
                messages: ["RoomViewController does its own networking: mainSession.matrixRestClient.reportRoom (line 3). Move requests into a service or model object that the controller (or its view model) calls."]),
            Example(objc: """
                @implementation StatusViewController
                - (void)loadStatus {
                    AFJSONRequestOperation *operation = [AFJSONRequestOperation ↓JSONRequestOperationWithRequest:self.request
                                                                                                          success:nil failure:nil];
                    [operation start];
                    AFHTTPClient *client = [AFHTTPClient clientWithBaseURL:self.baseURL];
                    [client getPath:@"status" parameters:nil success:nil failure:nil];
                }
                @end
                """, header: """
                @interface StatusViewController : UIViewController
                @end
                """),
        ],
        nonTriggering: [
            Example("""
                final class FeedViewController: UIViewController {
                    // URLSession.shared.dataTask(with: url) was moved into FeedService.
                    let note = "URLSession.shared.dataTask is not used here"
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
                final class HelpViewController: UIViewController, WKNavigationDelegate {
                    let webView = WKWebView()
                    func show(_ url: URL) {
                        let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
                        webView.load(request)
                        present(SFSafariViewController(url: url), animated: true)
                    }
                    func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
                                 completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
                        completionHandler(.performDefaultHandling, nil)
                    }
                }
                """),
            Example("""
                final class SettingsViewController: UIViewController {
                    var session: URLSession?
                    func clearCache() {
                        URLSession.shared.configuration.urlCache?.removeAllCachedResponses()
                        URLCache.shared.removeAllCachedResponses()
                    }
                }
                """),
            Example("""
                final class OrdersViewController: UIViewController {
                    func reload() { URLSession.shared.dataTask(with: url).resume() }
                }
                """, options: "replace_defaults: true\nidentifiers: [APIClient]"),
            Example(objc: """
                @implementation HelpViewController
                - (void)showPage:(NSURL *)url {
                    NSURLRequest *request = [NSURLRequest requestWithURL:url];
                    [self.webView loadRequest:request];
                    [[NSURLCache sharedURLCache] removeAllCachedResponses];
                }
                @end
                """, header: """
                @interface HelpViewController : UIViewController
                @property (nonatomic, strong) WKWebView *webView;
                @end
                """),
            Example(objc: """
                @implementation FeedViewController
                - (void)load {
                    [self.feedService loadFeedWithCompletion:^(NSArray *items, NSError *error) {
                        [self showItems:items];
                    }];
                }
                @end
                """, header: """
                @interface FeedViewController : UIViewController
                @end
                """),
        ])
}
