import Foundation
import Testing
@testable import VCLintCore

/// Third-party code copied into a tree is recognised by what its folder holds, not by its name,
/// and test doubles by their folders; the summary names what was skipped, and the
/// configuration can lint it after all.
@Suite struct VendoredFolderTests {
    static func tree() -> TemporaryDirectory {
        let tree = TemporaryDirectory()
        tree.write("App/FeedViewController.swift", "final class FeedViewController: UIViewController {\n  var item = 0\n}\n")
        // Someone else's library, under a name no list would know.
        tree.write("App/external libaries/Picker/LICENSE", "MIT License\n")
        tree.write("App/external libaries/Picker/PickerViewController.m", "@implementation PickerViewController\n@end\n")
        tree.write("App/external libaries/Slider/Slider.podspec", "Pod::Spec.new\n")
        tree.write("App/external libaries/Slider/SliderViewController.swift", "final class SliderViewController: UIViewController {}\n")
        // The app's own module keeps its licence beside a package manifest: still linted.
        tree.write("Modules/Settings/LICENSE.md", "Copyright the app\n")
        tree.write("Modules/Settings/Package.swift", "// swift-tools-version:5.9\n")
        tree.write("Modules/Settings/SettingsViewController.swift", "final class SettingsViewController: UIViewController {}\n")
        // A file named like a licence that is code.
        tree.write("App/Models/License.swift", "struct License {}\n")
        // Quick specs and hand-written doubles.
        tree.write("AppSpecs/FeedSpec.swift", "final class FakeViewController: UIViewController {}\n")
        tree.write("App/Mocks/MockFeedViewController.swift", "final class MockFeedViewController: UIViewController {}\n")
        tree.write("App/Fakes/FakeStore.swift", "final class FakeStore {}\n")
        return tree
    }

    @Test func foldersWithTheirOwnLicenceOrPodspecAreSkippedAndNamed() {
        let tree = Self.tree()
        let result = SourceCollector().collect([tree.path])
        let prefix = tree.path + "/"
        #expect(result.files.map { String($0.dropFirst(prefix.count)) }.sorted()
            == ["App/FeedViewController.swift", "App/Models/License.swift", "Modules/Settings/Package.swift",
                "Modules/Settings/SettingsViewController.swift"])
        #expect(result.vendoredFolders.map { String($0.dropFirst(prefix.count)) }.sorted()
            == ["App/external libaries/Picker", "App/external libaries/Slider"])
    }

    @Test func aCheckedInFrameworksHeadersAreNotTheAppsSource() {
        let tree = TemporaryDirectory()
        tree.write("App/FeedViewController.swift", "final class FeedViewController: UIViewController {}\n")
        tree.write("App/Sparkle.framework/Versions/A/Headers/SUUpdater.h", "@interface SUUpdateAlert : NSWindowController\n@end\n")
        tree.write("App/Google.xcframework/ios-arm64/Headers/GIDSignIn.h", "@interface GIDSignInViewController : UIViewController\n@end\n")
        let prefix = tree.path + "/"
        #expect(SourceCollector().collect([tree.path]).files.map { String($0.dropFirst(prefix.count)) } == ["App/FeedViewController.swift"])
        // Named, it is read.
        #expect(SourceCollector().collect([tree.path + "/App/Sparkle.framework"]).files.count == 1)
    }

    @Test func aVendoredFolderNamedOnTheCommandLineIsLinted() {
        let tree = Self.tree()
        let result = SourceCollector().collect([tree.path + "/App/external libaries/Picker"])
        #expect(result.files.count == 1)
        #expect(result.vendoredFolders.isEmpty)
    }

    @Test func theSummaryNamesThemAndTheConfigurationCanLintThem() throws {
        let tree = Self.tree()
        let skipped = try BuiltVCLint.run(["App", "--format", "json"], in: tree.path)
        #expect(skipped.standardError.contains("2 vendored folders skipped (own licence or podspec): App/external libaries/Picker, App/external libaries/Slider"),
                "\(skipped.standardError)")
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(skipped.standardOutput.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(summary["vendored_folders"] as? [String] == ["App/external libaries/Picker", "App/external libaries/Slider"])
        #expect(summary["controllers"] as? Int == 1)

        tree.write(".vclint.yml", "skip_vendored: false\n")
        let linted = try BuiltVCLint.run(["App", "--format", "json"], in: tree.path)
        let all = try #require((try JSONSerialization.jsonObject(with: Data(linted.standardOutput.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(all["controllers"] as? Int == 2, "\(linted.standardOutput)")
        #expect(!linted.standardError.contains("vendored"))

        tree.write(".vclint.yml", "skip_vendored: sometimes\n")
        let wrong = try BuiltVCLint.run(["App"], in: tree.path)
        #expect(wrong.status == 2)
        #expect(wrong.standardError.contains(".vclint.yml:1: error: 'skip_vendored' must be true or false"), "\(wrong.standardError)")
    }
}
