import Foundation
import Testing
@testable import ObjCLexer

/// Opt-in: `VCLINT_OBJC_CORPORA=/path/one:/path/two swift test --filter ObjCCorpus` tokenizes
/// every `.h`, `.m` and `.mm` file under those folders (hidden folders skipped), and checks that
/// each tiles exactly and gets no diagnostic.
@Suite struct ObjCCorpusTests {
    static let corpora = (ProcessInfo.processInfo.environment["VCLINT_OBJC_CORPORA"] ?? "")
        .split(separator: ":").map(String.init)

    @Test(.enabled(if: !corpora.isEmpty, "set VCLINT_OBJC_CORPORA to run"), .timeLimit(.minutes(10)))
    func everyFileTilesWithoutDiagnostics() throws {
        for corpus in Self.corpora {
            let files = Self.objectiveCFiles(under: corpus)
            #expect(!files.isEmpty, "no .h/.m/.mm files under \(corpus)")
            var bytesRead = 0
            var diagnosed = 0
            for path in files {
                let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
                bytesRead += bytes.count
                let source = ObjCLexer.tokenize(bytes)
                #expect(tilingProblem(bytes, source) == nil, "\(path)")
                if !source.diagnostics.isEmpty { diagnosed += 1 }
                for diagnostic in source.diagnostics.prefix(3) {
                    let (line, column) = source.lines.location(of: diagnostic.offset)
                    Issue.record("\(path):\(line):\(column): \(diagnostic.message)")
                }
            }
            print("ObjCCorpus: \(corpus): \(files.count) files, \(bytesRead) bytes, \(diagnosed) with diagnostics")
        }
    }

    static func objectiveCFiles(under root: String) -> [String] {
        let url = URL(fileURLWithPath: root)
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var files: [String] = []
        for case let file as URL in walker where ["h", "m", "mm"].contains(file.pathExtension) {
            files.append(file.path)
        }
        return files.sorted()
    }
}
