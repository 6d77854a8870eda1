import Foundation
import Testing
@testable import VCLintCore

/// `vclint init` reads the tree: a low-level client and a store become `identifiers`, a service is
/// only proposed, test-support and vendored folders are excluded, an outside base is named, each
/// with its evidence; `--print` and `--diff` touch nothing.
@Suite struct InitFittingTests {
    static func tree() -> TemporaryDirectory {
        let tree = TemporaryDirectory()
        tree.write("App/Networking/APIClient.swift", """
            final class APIClient {
                static let shared = APIClient()
                func get(path: String, parameters: [String: String]) {
                    URLSession.shared.dataTask(with: URL(string: path)!).resume()
                }
            }

            """)
        tree.write("App/Services/OrderService.swift", """
            final class OrderService {
                func fetchOrders(for site: Int) {
                    URLSession.shared.dataTask(with: URL(string: "https://example.com/orders")!).resume()
                }
            }

            """)
        tree.write("App/Storage/Database.swift", """
            final class Database {
                func execute(sql: String) {
                    _ = FileManager.default.contents(atPath: sql)
                }
            }

            """)
        tree.write("App/Feed/FeedViewController.swift", """
            final class FeedViewController: UIViewController {
                private let orders = OrderService()
                func load() {
                    APIClient.shared.get(path: "/feed", parameters: [:])
                    orders.fetchOrders(for: 1)
                    Database().execute(sql: "select 1")
                }
            }
            final class SettingsViewController: BaseFormViewController {}

            """)
        tree.write("App/Vendor/Charts/LICENSE", "MIT\n")
        tree.write("App/Vendor/Charts/Chart.swift", "final class Chart {}\n")
        tree.write("App/Stubs/StubData.swift", "final class StubData {}\n")
        return tree
    }

    @Test func printProposesClientsStoresFoldersAndBasesWithEvidence() throws {
        let tree = Self.tree()
        let printed = VCLintCommand.run(["init", "--print", tree.path + "/App"])
        #expect(printed.exitCode == .success)
        let text = printed.standardOutput
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/App/.vclint.yml"))
        #expect(text.contains("      # APIClient: its get(path:parameters:) takes raw request input; it calls URLSession.shared.dataTask (Networking/APIClient.swift:4); 1 controller calls it.\n      - 'APIClient'\n"))
        #expect(text.contains("      - 'Database'\n"))
        #expect(!text.contains("- 'OrderService'"))
        #expect(text.contains("# OrderService looks like a domain-level service"))
        #expect(text.contains("  - 'Stubs'\n"))
        #expect(text.contains("  - 'Vendor/Charts'\n"))
        #expect(text.contains("    - 'BaseFormViewController'\n"))
        #expect(text.contains("# What 'vclint init' saw: 2 controllers"))

        // The proposal parses, and with it the client's calls count as the controller's networking.
        let configuration = try Configuration.parse(text, path: tree.path + "/App/.vclint.yml")
        #expect(configuration.ruleSettings["networking_in_controller"]?.names(ofOption: "identifiers") == ["APIClient"])
        #expect(configuration.ruleSettings["persistence_in_controller"]?.names(ofOption: "identifiers") == ["Database"])
        #expect(configuration.excluded.map { $0.pattern } == ["Stubs", "Vendor/Charts"])
        #expect(configuration.baseClasses == ["BaseFormViewController"])
    }

    @Test func theFittedFileFindsWhatTheDefaultsMissAndIsNeverReplaced() throws {
        let tree = Self.tree()
        let before = try BuiltVCLint.run(["App"], in: tree.path)
        #expect(!before.standardOutput.contains("networking_in_controller"), "\(before.standardOutput)")
        let written = try BuiltVCLint.run(["init", "App"], in: tree.path)
        #expect(written.status == 0)
        #expect(written.standardOutput.hasPrefix("Wrote App/.vclint.yml, fitted to 2 controllers"))
        let after = try BuiltVCLint.run(["App", "--config", "App/.vclint.yml"], in: tree.path)
        #expect(after.standardOutput.contains("FeedViewController does its own networking: APIClient.shared.get"), "\(after.standardOutput)")
        #expect(!after.standardOutput.contains("OrderService"))

        let file = try String(contentsOfFile: tree.path + "/App/.vclint.yml", encoding: .utf8)
        let again = try BuiltVCLint.run(["init", "App"], in: tree.path)
        #expect(again.status == 2)
        #expect(try String(contentsOfFile: tree.path + "/App/.vclint.yml", encoding: .utf8) == file)
        let same = try BuiltVCLint.run(["init", "--diff", "App"], in: tree.path)
        #expect(same.status == 0)
        #expect(same.standardOutput == "App/.vclint.yml already has everything the tree suggests.\n")
    }

    @Test func diffSaysWhatAnOlderFileLacksAndChangesNothing() throws {
        let tree = Self.tree()
        let old = "excluded: [Stubs]\nrules:\n  networking_in_controller:\n    identifiers: [Legacy]\n"
        tree.write("App/.vclint.yml", old)
        let diff = try BuiltVCLint.run(["init", "--diff", "App"], in: tree.path)
        #expect(diff.status == 0)
        let lines = diff.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "The tree suggests 4 additions to App/.vclint.yml (nothing was changed):")
        #expect(lines.contains { $0.hasPrefix("+ excluded: Vendor/Charts   # third-party code") })
        #expect(lines.contains { $0.hasPrefix("+ controllers.base_classes: BaseFormViewController   # declared outside the tree; 1 controllers") })
        #expect(lines.contains { $0.hasPrefix("+ rules.networking_in_controller.identifiers: APIClient   # calls URLSession.shared.dataTask (Networking/APIClient.swift:4)") })
        #expect(lines.contains { $0.hasPrefix("+ rules.persistence_in_controller.identifiers: Database") })
        #expect(!diff.standardOutput.contains("Stubs"))
        #expect(try String(contentsOfFile: tree.path + "/App/.vclint.yml", encoding: .utf8) == old)

        let both = try BuiltVCLint.run(["init", "--print", "--diff", "App"], in: tree.path)
        #expect(both.status == 2)
        #expect(both.standardError.hasPrefix("error: '--print' and '--diff' cannot be used together"))
    }

    @Test func methodWordsTellAClientFromAService() {
        func function(_ name: String, _ labels: [String], selector: String? = nil) -> Function {
            Function(name: name, argumentLabels: labels, parameterTypes: [], kind: .function, isOverride: false, isStatic: false,
                     access: nil, attributes: [], position: SourcePosition(line: 1, column: 1), endLine: 1, selector: selector)
        }
        #expect(TreeSurvey.takesRawInput(function("get", ["path", "parameters"]), .networking))
        #expect(TreeSurvey.takesRawInput(function("send", ["_", "method"]), .networking))
        #expect(TreeSurvey.takesRawInput(function("GET", ["_", "parameters"], selector: "GET:parameters:"), .networking))
        #expect(!TreeSurvey.takesRawInput(function("fetchOrders", ["for"]), .networking))
        #expect(!TreeSurvey.takesRawInput(function("requestPermission", []), .networking))
        #expect(!TreeSurvey.takesRawInput(function("tableView", ["_", "cellForRowAtIndexPath"]), .networking))
        #expect(!TreeSurvey.takesRawInput(function("observeValue", ["forKeyPath", "of"]), .storage))
        #expect(TreeSurvey.takesRawInput(function("object", ["forKey"]), .storage))
        #expect(TreeSurvey.camelCaseWords("URLRequestWithPath") == ["url", "request", "with", "path"])
    }

    /// A service whose many domain methods all go through one low-level core is the cure, not a
    /// client: it is not written into `identifiers`; its core is proposed in a comment.
    @Test func aServiceOverALowLevelCoreIsNotAClient() {
        let tree = TemporaryDirectory()
        tree.write("App/MusicService.swift", """
            final class MusicService {
                static let shared = MusicService()
                func artistInfo(_ name: String) { doMethod("artist.getInfo", parameters: ["artist": name]) }
                func albumInfo(_ name: String) { doMethod("album.getInfo", parameters: ["album": name]) }
                func topTracks(_ name: String) { doMethod("artist.getTopTracks", parameters: ["artist": name]) }
                func doMethod(_ method: String, parameters: [String: String]) {
                    URLSession.shared.dataTask(with: URL(string: method)!).resume()
                }
            }

            """)
        tree.write("App/ArtistViewController.swift", """
            final class ArtistViewController: UIViewController {
                func load() { MusicService.shared.artistInfo("Low") }
            }

            """)
        let text = VCLintCommand.run(["init", "--print", tree.path + "/App"]).standardOutput
        #expect(!text.contains("- 'MusicService'"), "\(text)")
        #expect(text.contains("# MusicService is a domain-level service over a low-level core: its domain methods go through doMethod"))
        #expect(text.contains("add to identifiers: MusicService.doMethod."))
    }

    /// One wrapper deep: a type over the app's own session is a client when controllers hand it
    /// the raw input (`PostClient(path:)`); one they only hold, as a service hands it back, is not,
    /// and neither is a domain service over it.
    @Test func aClientOverTheAppsOwnSessionIsAClientWhenControllersGiveItRawInput() {
        let tree = TemporaryDirectory()
        tree.write("App/HTTPSession.swift", """
            final class HTTPSession {
                static func execute(_ request: URLRequest) { URLSession.shared.dataTask(with: request).resume() }
            }

            """)
        tree.write("App/PostClient.swift", """
            final class PostClient {
                private let path: String
                init(path: String) { self.path = path }
                func post(parameters: [String: String]) { HTTPSession.execute(URLRequest(url: URL(string: path)!)) }
            }

            """)
        tree.write("App/RequestHandle.swift", """
            final class RequestHandle {
                init(request: URLRequest) { HTTPSession.execute(request) }
                func cancel() {}
            }
            final class FeedService {
                func feed() -> RequestHandle { RequestHandle(request: URLRequest(url: URL(string: "/feed")!)) }
            }

            """)
        tree.write("App/PostViewController.swift", """
            final class PostViewController: UIViewController {
                private var handle: RequestHandle?
                private let feed = FeedService()
                func send() {
                    PostClient(path: "/posts").post(parameters: ["text": "hi"])
                    handle = feed.feed()
                    handle?.cancel()
                }
            }

            """)
        let text = VCLintCommand.run(["init", "--print", tree.path + "/App"]).standardOutput
        #expect(text.contains("      # PostClient: its init(path:) takes raw request input; it calls HTTPSession.execute (PostClient.swift:4); 1 controller calls it.\n      - 'PostClient'\n"), "\(text)")
        #expect(!text.contains("RequestHandle"), "\(text)")
        #expect(!text.contains("- 'FeedService'"), "\(text)")
    }
}
