import Foundation
import Testing
@testable import VCLintCore

/// Opt-in checks on real trees (their code never enters the repository):
/// `VCLINT_OBJC_CORPORA=/path/A:/path/B swift test --disable-xctest --filter ObjCOutlineCorpusTests`.
/// Every `.h`/`.m`/`.mm` file is read whole (no partial read, every container ends), and valid
/// constructs inserted before each container and before each implementation's `@end` change
/// nothing but the lines they add.
@Suite struct ObjCOutlineCorpusTests {
    static let corpora: [String] = (ProcessInfo.processInfo.environment["VCLINT_OBJC_CORPORA"] ?? "")
        .split(separator: ":").map(String.init)

    static func objcFiles(_ root: String) -> [(path: String, text: String)] {
        SourceCollector().collect([root]).files.filter { FileOutline.language(ofPath: $0) == .objc }.compactMap { path in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return (path, String(decoding: data, as: UTF8.self))
        }
    }

    static let fileLevel = ["#pragma mark - Inserted", "// @implementation Inserted", "static inline int InsertedHelper(int x) { return x > 0 ? -x : x; }"]
    static let memberLevel = ["#pragma mark - Inserted", "static int insertedCount = -1;", "static void InsertedFunction(void) {", "    InsertedHelper(1);", "}"]

    @Test(arguments: corpora)
    func everyFileIsReadWholeAndInsertionsChangeOnlyTheirLines(_ root: String) {
        let files = Self.objcFiles(root)
        #expect(!files.isEmpty, "no Objective-C files under \(root)")
        var partial: [String] = []
        var mismatched: [String] = []
        for (path, text) in files {
            let outline = FileOutline.build(path: path, bytes: Array(text.utf8))
            if !outline.partialReads.isEmpty { partial.append("\(path): \(outline.partialReads.map(\.description))") }
            #expect(outline.types.allSatisfy { $0.closeBraceLine != nil || $0.openBraceLine == nil }, "\(path)")
            guard outline.partialReads.isEmpty else { continue }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            func trimmed(_ line: Int) -> Substring { lines[line - 1].drop { $0 == " " || $0 == "\t" } }
            var insertions: [(line: Int, lines: [String])] = []
            for type in outline.types {
                let line = type.position.line
                if type.startLine == line, trimmed(line).hasPrefix("@"), line == 1 || !lines[line - 2].hasSuffix("\\") {
                    insertions.append((line, Self.fileLevel))
                }
                if type.objcPart?.isImplementation == true, let end = type.closeBraceLine, end > line, end <= lines.count,
                   trimmed(end).hasPrefix("@end") {
                    insertions.append((end, Self.memberLevel))
                }
            }
            for insertion in insertions.sorted(by: { $0.line > $1.line }) { lines.insert(contentsOf: insertion.lines, at: insertion.line - 1) }
            let mutated = FileOutline.build(path: path, bytes: Array(lines.joined(separator: "\n").utf8))
            let expected = outline.types.map { type -> Int in
                guard type.objcPart?.isImplementation == true, let open = type.openBraceLine, let close = type.closeBraceLine else { return type.codeLines }
                return type.codeLines + insertions.count { $0.lines == Self.memberLevel && $0.line > open && $0.line <= close } * 5
            }
            if !mutated.partialReads.isEmpty || mutated.types.map(\.name) != outline.types.map(\.name) || mutated.types.map(\.codeLines) != expected
                || mutated.types.map({ $0.functions.count }) != outline.types.map({ $0.functions.count }) {
                mismatched.append(path)
            }
        }
        #expect(partial.isEmpty, "\(partial.count) partly read: \(partial.prefix(10))")
        #expect(mismatched.isEmpty, "\(mismatched.count) changed by insertions: \(mismatched.prefix(10))")
    }
}
