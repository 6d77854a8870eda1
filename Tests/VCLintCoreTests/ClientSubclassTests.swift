import Testing
@testable import VCLintCore

/// The tree's own subclass of a built-in networking client makes requests through what it
/// inherits: its request methods count as the built-in client's do, on the class's shared
/// instance or on a property of it. Its other methods, and unrelated classes, do not.
@Suite struct ClientSubclassTests {
    func uses(_ sources: [(String, String)]) throws -> [String] {
        let project = Project.build(sources: sources)
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let controller = try #require(project.controllers.first { $0.name.hasSuffix("Controller") })
        return NetworkingInControllerRule().uses(of: controller, in: context).map { "\($0.location.line) \($0.message)" }
    }

    @Test func anObjectiveCSubclassOfAFHTTPClientIsAClient() throws {
        let found = try uses([
            ("AFOSCClient.h", "@interface AFOSCClient : AFHTTPClient\n+ (AFOSCClient *)sharedClient;\n@end\n"),
            ("NewsViewController.h", "@interface NewsViewController : UIViewController\n@end\n"),
            ("NewsViewController.m", """
                @implementation NewsViewController
                - (void)reload {
                    [[AFOSCClient sharedClient] getPath:@"news_list" parameters:nil success:nil failure:nil];
                    [[AFOSCClient sharedClient] setDefaultHeader:@"Accept" value:@"json"];
                }
                @end
                """),
        ])
        #expect(found == ["3 AFOSCClient.sharedClient.getPath"])
    }

    @Test func aSwiftSubclassTwoLevelsDownCountsOnAPropertyToo() throws {
        let found = try uses([
            ("API.swift", """
                class BaseAPI: AFHTTPSessionManager {}
                final class FeedAPI: BaseAPI {
                    static let shared = FeedAPI()
                }
                final class Catalog: NSObject {
                    static let shared = Catalog()
                    func get(_ id: Int) {}
                }
                """),
            ("FeedViewController.swift", """
                final class FeedViewController: UIViewController {
                    private let api = FeedAPI.shared
                    func load() {
                        api.get("feed", parameters: nil, headers: nil, progress: nil, success: nil, failure: nil)
                        FeedAPI.shared.post("like", parameters: nil, headers: nil, progress: nil, success: nil, failure: nil)
                        Catalog.shared.get(1)
                    }
                }
                """),
        ])
        #expect(found == ["4 api.get", "5 FeedAPI.shared.post"])
    }

    @Test func subclassesAreFoundOnceThroughLongAndLoopingChains() {
        let project = Project.build(sources: [("Chains.swift", """
            class A: AFHTTPClient {}
            class B: A {}
            class C: B {}
            class Loop1: Loop2 {}
            class Loop2: Loop1 {}
            class Plain: NSObject {}
            """)])
        #expect(ClientSubclasses.names(in: project.files, clients: RequestCalls.clientTypes) == ["A", "B", "C"])
    }
}
