import Foundation
import Testing

/// The platform calls live behind one seam: every file that imports a C library imports the one
/// each platform has (Glibc, Musl, Darwin) in one chain, and no Swift file declares a C symbol
/// itself (`@_silgen_name`): the `Platform` C target names such calls and their constants.
@Suite struct PlatformSeamTests {
    func swiftSources() throws -> [(path: String, text: String)] {
        let root = packageRoot + "/Sources/"
        return try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.sorted().map {
            ($0, try String(contentsOfFile: root + $0, encoding: .utf8))
        }
    }

    @Test func everyFileImportingACLibraryImportsEachPlatformsOne() throws {
        let chain = "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Musl)\nimport Musl\n#elseif canImport(Darwin)\nimport Darwin\n"
        var files = 0
        for (path, text) in try swiftSources() where text.contains("import Glibc") || text.contains("import Darwin") {
            files += 1
            #expect(text.contains(chain), "\(path) imports a C library without the Glibc, Musl and Darwin chain")
        }
        #expect(files > 10)
    }

    @Test func noSwiftFileDeclaresACSymbolItself() throws {
        for (path, text) in try swiftSources() {
            #expect(!text.contains("@_silgen_name"), "\(path) declares a C symbol; name it in Sources/Platform")
        }
    }
}
