import Testing
@testable import VCLintCore

/// A request method the tree adds to URLSession runs a request when called on a session, as
/// `data(for:)` does; a method of the same extension that makes no request does not.
@Suite struct SessionExtensionTests {
    static let sessionExtension = """
        extension URLSession {
            func getData(for request: URLRequest) async throws -> Data {
                let (data, response) = try await data(for: request)
                guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
                return data
            }
            func load<A>(_ resource: Resource<A>) async throws -> A { try resource.parse(await getData(for: resource.request)) }
            func cancelAll() { invalidateAndCancel() }
        }
        """

    @Test func theTreesRequestMethodsOnURLSessionAreRequests() throws {
        let project = Project.build(sources: [
            ("URLSession+Data.swift", Self.sessionExtension),
            ("FeedViewController.swift", """
                final class FeedViewController: UIViewController {
                    private let session = URLSession(configuration: .default)
                    func reload() async throws {
                        _ = try await URLSession.shared.getData(for: URLRequest(url: feedURL))
                        _ = try await session.load(Feed.latest)
                        URLSession.shared.cancelAll()
                        player.load(track)
                    }
                }
                """),
        ])
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let controller = try #require(project.controllers.first)
        let found = NetworkingInControllerRule().uses(of: controller, in: context).map { "\($0.location.line) \($0.message)" }
        #expect(found == ["2 URLSession", "4 URLSession.shared.getData", "5 session.load"])
    }

    @Test func onlyMethodsThatReachARequestCount() {
        let project = Project.build(sources: [("URLSession+Data.swift", Self.sessionExtension)])
        #expect(SessionExtensions.requestMethods(in: project.files).subtracting(RequestCalls.sessionMethods) == ["getData", "load"])
    }
}
