import Testing
@testable import VCLintCore

/// A networking type whose requesting methods take or hand back the raw payload (`NSDictionary`,
/// `[String: Any]`, `Data`) leaves building or parsing it to its callers: `vclint init` names it a
/// client. One that speaks the app's own types stays a service.
@Suite struct WireFormatClientTests {
    @Test func signaturesThatSpeakTheWireFormat() {
        func payload(_ text: String) -> String? {
            WireFormatSignature.payloadType(in: Array(text.utf8), declarationAt: 0)
        }
        #expect(payload("+ (NSDictionary *)getListOfTeams:(NSString *)token;") == "NSDictionary")
        #expect(payload("- (void)load:(NSString *)userId completion:(void (^)(NSData *data))done {") == "NSData")
        #expect(payload("func teams(token: String, completion: @escaping ([String : Any]?) -> Void) {") == "[String: Any]")
        #expect(payload("func upload(_ photo: Data) async throws -> Receipt {") == "Data")
        // A raw request is the wire format too: its caller built it.
        #expect(payload("static func execute(_ request: URLRequest) {") == "URLRequest")
        #expect(payload("- (void)download:(NSURL *)url;") == "NSURL")
        #expect(payload("func show(_ item: URLItem, at path: PathURL) {") == nil)
        #expect(payload("func fetchOrders(for site: Site, completion: @escaping (Result<[Order], Error>) -> Void) {") == nil)
        // Comments and strings are no types; the body is not read.
        #expect(payload("func orders() -> [Order] /* not NSDictionary */ { let x: NSData? = nil }") == nil)
        #expect(payload("- (Team *)team:(NSString *)name; // returns NSDictionary before 2.0") == nil)
    }

    @Test func initNamesAClientOfRawPayloadsAndLeavesADomainService() throws {
        let tree = TemporaryDirectory()
        tree.write("App/ServerAPI.h", """
            @interface ServerAPI : NSObject
            + (NSDictionary *)getListOfTeams:(NSString *)token;
            + (NSDictionary *)deleteTeam:(NSString *)teamId :(NSString *)token;
            @end

            """)
        tree.write("App/ServerAPI.m", """
            @implementation ServerAPI
            + (NSDictionary *)getListOfTeams:(NSString *)token {
                NSData *data = [NSURLConnection sendSynchronousRequest:[self request:token] returningResponse:nil error:nil];
                return [self parse:data];
            }
            + (NSDictionary *)deleteTeam:(NSString *)teamId :(NSString *)token {
                NSData *data = [NSURLConnection sendSynchronousRequest:[self request:teamId] returningResponse:nil error:nil];
                return [self parse:data];
            }
            @end

            """)
        tree.write("App/TeamStore.swift", """
            final class TeamStore {
                func teams(for user: User, completion: @escaping ([Team]) -> Void) {
                    URLSession.shared.dataTask(with: URL(string: "https://example.com/teams")!).resume()
                }
            }

            """)
        tree.write("App/TeamsViewController.h", "@interface TeamsViewController : UIViewController\n@end\n")
        tree.write("App/TeamsViewController.m", """
            @implementation TeamsViewController
            - (void)viewDidLoad {
                NSDictionary *response = [ServerAPI getListOfTeams:self.token];
                self.teams = response[@"teams"];
            }
            @end

            """)
        tree.write("App/FeedViewController.swift", """
            final class FeedViewController: UIViewController {
                let store = TeamStore()
            }

            """)
        let printed = VCLintCommand.run(["init", "--print", tree.path + "/App"])
        let text = printed.standardOutput
        #expect(text.contains("      # ServerAPI: its getListOfTeams: and most of its requests take or return NSDictionary, a raw request or payload its callers build or parse; it calls NSURLConnection.sendSynchronousRequest (ServerAPI.m:3); 1 controller calls it.\n      - 'ServerAPI'\n"), "\(text)")
        #expect(!text.contains("- 'TeamStore'"))
        #expect(text.contains("# TeamStore looks like a domain-level service"))
    }
}
