import Foundation
import Testing

/// The platform calls live behind one seam: every file that imports a C library imports the one
/// each platform has (Darwin, Musl, Glibc) in one chain, and no Swift file declares a C symbol
/// itself (`@_silgen_name`): the `Platform` C target names such calls and their constants.
/// Darwin and Musl come first so that `.ci/type-check-platforms.sh`, on Linux, type-checks their
/// branches against its stand-ins (glibc's module is always there).
@Suite struct PlatformSeamTests {
    func swiftSources() throws -> [(path: String, text: String)] {
        let root = packageRoot + "/Sources/"
        return try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.sorted().map {
            ($0, try String(contentsOfFile: root + $0, encoding: .utf8))
        }
    }

    @Test func everyFileImportingACLibraryImportsEachPlatformsOne() throws {
        let chain = "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Musl)\nimport Musl\n#elseif canImport(Glibc)\nimport Glibc\n"
        var files = 0
        for (path, text) in try swiftSources() where text.contains("import Glibc") || text.contains("import Darwin") {
            files += 1
            #expect(text.contains(chain), "\(path) imports a C library without the Darwin, Musl and Glibc chain")
        }
        #expect(files > 10)
    }

    /// A branch for glibc alone, tested first, would be taken by the stand-ins' type-check too.
    @Test func platformBranchesNameDarwinOrMuslBeforeGlibc() throws {
        for (path, text) in try swiftSources() {
            for line in text.split(separator: "\n") where line.contains("#if canImport(Glibc)") {
                Issue.record("\(path): '\(line.trimmingCharacters(in: .whitespaces))' tests glibc before Darwin and musl")
            }
        }
    }

    @Test func noSwiftFileDeclaresACSymbolItself() throws {
        for (path, text) in try swiftSources() {
            #expect(!text.contains("@_silgen_name"), "\(path) declares a C symbol; name it in Sources/Platform")
        }
    }
}
