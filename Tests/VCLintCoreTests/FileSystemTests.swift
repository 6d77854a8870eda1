import Foundation
import Testing
@testable import VCLintCore

/// The one place that reads and writes files: what it refuses, and what it never loses.
/// The limit guards against a hang (a FIFO opened, a pipe never drained), not against slowness:
/// it also counts the time a test waits for a thread while sanitized tests fill both cores.
@Suite(.timeLimit(.minutes(10))) struct FileSystemTests {
    @Test func aFIFOIsNamedAndNeverOpened() throws {
        let tree = TemporaryDirectory()
        #expect(mkfifo(tree.path + "/pipe.swift", 0o644) == 0)
        #expect(throws: FileProblem.notARegularFile(.fifo)) { try FileSystem.readFile(tree.path + "/pipe.swift") }
        #expect(FileProblem.notARegularFile(.fifo).message == "is a FIFO (named pipe), not a regular file; not read")
    }

    @Test func aLinkToADeviceIsNotRead() throws {
        let tree = TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/zero.swift", withDestinationPath: "/dev/zero")
        #expect(throws: FileProblem.notARegularFile(.characterDevice)) { try FileSystem.readFile(tree.path + "/zero.swift") }
    }

    @Test func aDanglingLinkSaysSo() throws {
        let tree = TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/gone.swift", withDestinationPath: tree.path + "/nowhere")
        #expect(throws: FileProblem.danglingLink) { try FileSystem.readFile(tree.path + "/gone.swift") }
        #expect(throws: FileProblem.notFound) { try FileSystem.readFile(tree.path + "/nowhere") }
    }

    @Test func readingStopsAtTheLimit() throws {
        let tree = TemporaryDirectory()
        tree.write("big.swift", String(repeating: "x", count: 5000))
        #expect(throws: FileProblem.tooLarge(bytes: 5000, limit: 4999)) { try FileSystem.readFile(tree.path + "/big.swift", limit: 4999) }
        #expect(try FileSystem.readFile(tree.path + "/big.swift", limit: 5000).count == 5000)
    }

    /// Every size reads back byte for byte: empty, around the first buffer's 4,096 bytes, and
    /// large, each file a different byte pattern so a byte left unread or unwritten shows.
    @Test func filesOfEverySizeReadBackWhole() throws {
        let tree = TemporaryDirectory()
        for size in [0, 1, 4094, 4095, 4096, 4097, 8191, 100_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ size) }
            try Data(bytes).write(to: URL(fileURLWithPath: tree.path + "/\(size).swift"))
            #expect(try FileSystem.readFile(tree.path + "/\(size).swift") == bytes, "size \(size)")
        }
    }

    /// A file that reports fewer bytes than it has (procfs reports none) is read on to its end,
    /// past the first buffer: the size from `fstat` is a hint, never a cut.
    @Test func aFileLongerThanItsReportedSizeIsReadToItsEnd() throws {
        let path = "/proc/self/smaps"
        guard FileManager.default.fileExists(atPath: path) else { return }
        let bytes = try FileSystem.readFile(path)
        #expect(bytes.count > 8192)
        #expect(bytes.last == UInt8(ascii: "\n"))
        #expect(throws: FileProblem.tooLarge(bytes: nil, limit: 5000)) { try FileSystem.readFile(path, limit: 5000) }
    }

    /// The walk marks the files a listing says are regular, which are then opened without a
    /// `stat` first; links and files named on the command line are looked at before opening.
    /// Whatever is opened is still checked: a FIFO or a folder where a file was listed is refused.
    @Test func filesListedAsRegularSkipOnlyTheLookBeforeOpening() throws {
        let tree = TemporaryDirectory()
        tree.write("src/A.swift", "class A {}")
        tree.write("elsewhere/A.swift", "class A {}")  // a link to a file the walk reaches anyway would be dropped
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/src/Link.swift", withDestinationPath: tree.path + "/elsewhere/A.swift")
        #expect(mkfifo(tree.path + "/src/Pipe.swift", 0o644) == 0)
        let walked = SourceCollector().collect([tree.path + "/src"]).sources
        #expect(walked.map { ($0.path.split(separator: "/").last.map(String.init) ?? "", $0.isRegular) }.elementsEqual(
            [("A.swift", true), ("Link.swift", false), ("Pipe.swift", false)], by: ==))
        #expect(SourceCollector().collect([tree.path + "/src/A.swift"]).sources == [SourceFile(path: tree.path + "/src/A.swift", isRegular: false)])
        #expect(try FileSystem.readSource(walked[0], limit: 100) == Array("class A {}".utf8))
        #expect(try FileSystem.readSource(walked[1], limit: 100) == Array("class A {}".utf8))
        #expect(throws: FileProblem.notARegularFile(.fifo)) { try FileSystem.readFile(tree.path + "/src/Pipe.swift", listedAsRegular: true) }
        #expect(throws: FileProblem.isDirectory) { try FileSystem.readFile(tree.path + "/src", listedAsRegular: true) }
        #expect(throws: FileProblem.notFound) { try FileSystem.readFile(tree.path + "/src/Gone.swift", listedAsRegular: true) }
    }

    @Test func directoryFailuresCarryTheirErrno() {
        let tree = TemporaryDirectory()
        tree.write("file.swift", "")
        guard case .failure(let missing) = FileSystem.directoryEntries(tree.path + "/nowhere") else { Issue.record("listed"); return }
        #expect(missing == .notFound)
        guard case .failure(let file) = FileSystem.directoryEntries(tree.path + "/file.swift") else { Issue.record("listed"); return }
        #expect(file == .system(errno: ENOTDIR))
        #expect(file.message == "not a directory")
    }

    @Test func utf16And32BecomeUTF8() {
        let text = "class Ä: UIViewController {}\n"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf32: [UInt8] = [0xFF, 0xFE, 0, 0] + text.unicodeScalars.flatMap { scalar in
            (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
        }
        let expected: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        #expect(SourceEncoding.utf8(little) == expected)
        #expect(SourceEncoding.utf8(big) == expected)
        #expect(SourceEncoding.utf8(utf32) == expected)
        #expect(SourceEncoding.utf8(Array(text.utf8)) == Array(text.utf8))
        #expect(SourceEncoding.utf8(little + [0x41]).suffix(3) == [0xEF, 0xBF, 0xBD])  // an odd byte is U+FFFD
    }

    @Test func writingReplacesTheFileWholeAndKeepsItsMode() throws {
        let tree = TemporaryDirectory()
        let path = tree.path + "/report.json"
        tree.write("report.json", "old")
        #expect(chmod(path, 0o640) == 0)
        try FileSystem.writeFile(path, "new")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.path) == ["report.json"])
    }

    @Test func writingThroughALinkKeepsTheLink() throws {
        let tree = TemporaryDirectory()
        tree.write("real.json", "old")
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/link.json", withDestinationPath: "real.json")
        try FileSystem.writeFile(tree.path + "/link.json", "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: tree.path + "/link.json") == "real.json")
        #expect(try String(contentsOfFile: tree.path + "/real.json", encoding: .utf8) == "new")
    }

    @Test func aFullDeviceIsAFailureNotASilentLoss() {
        #expect(throws: WriteProblem.failed(errno: ENOSPC)) { try FileSystem.writeFile("/dev/full", "report") }
    }

    @Test func exclusiveWritingNeverReplaces() throws {
        let tree = TemporaryDirectory()
        tree.write("a.yml", "mine")
        #expect(throws: WriteProblem.alreadyExists) { try FileSystem.writeFile(tree.path + "/a.yml", "theirs", exclusive: true) }
        #expect(try String(contentsOfFile: tree.path + "/a.yml", encoding: .utf8) == "mine")
    }

    @Test func aPathNamedTwiceIsCollectedOnce() {
        let tree = TemporaryDirectory()
        tree.write("src/A.swift", "")
        tree.write("src/sub/B.swift", "")
        let collected = SourceCollector().collect([tree.path + "/src", tree.path + "/src/", tree.path + "/./src",
                                                   tree.path + "/src/sub", tree.path + "/src/A.swift"])
        #expect(collected.files == [tree.path + "/src/A.swift", tree.path + "/src/sub/B.swift"])
        #expect(collected.problems.isEmpty)
    }

    /// The files handed out while the walk goes are the files `collect` lists, in its order:
    /// a single path's in several batches, several paths' once, after their repeats are dropped.
    @Test func filesAreHandedOutInTheOrderTheyAreListed() {
        let tree = TemporaryDirectory()
        for path in ["src/A.swift", "src/b/B.m", "src/b/c/C.swift", "src/d/D.h", "src/E.swift", "src/.hidden/F.swift",
                     "src/Pods/G.swift", "src/AppTests/H.swift", "src/notes.txt"] {
            tree.write(path, "")
        }
        for index in 0..<40 { tree.write("src/m/\(index / 10)/F\(index).swift", "") }
        var batches: [[String]] = []
        let single = SourceCollector().collect([tree.path + "/src"]) { batches.append($0.map(\.path)) }
        #expect(single.files.count == 45)
        #expect(batches.joined().elementsEqual(single.files))
        #expect(batches.count(where: { !$0.isEmpty }) > 1)
        batches = []
        let several = SourceCollector().collect([tree.path + "/src/b", tree.path + "/src", tree.path + "/src/b/c"]) {
            batches.append($0.map(\.path))
        }
        #expect(batches == [several.files])
        #expect(several.files.count == 45)
    }

    @Test func configurationSizesReadWithUnits() throws {
        #expect(try Configuration.parse("max_file_size: 2MB", path: "c.yml").maxFileSize == 2 << 20)
        #expect(try Configuration.parse("max_file_size: 512kb", path: "c.yml").maxFileSize == 512 << 10)
        #expect(try Configuration.parse("max_file_size: 1000", path: "c.yml").maxFileSize == 1000)
        #expect(Configuration().maxFileSize == 8 << 20)
        for bad in ["0", "-1", "2GB", "lots", "[1]", "99999999999MB"] {
            #expect(throws: ConfigurationError.self, "\(bad)") { try Configuration.parse("max_file_size: \(bad)", path: "c.yml") }
        }
    }
}

/// A link inside the tree to a file the walk reaches anyway is not read a second time.
@Suite struct LinkedFileTests {
    @Test func aLinkToAFileInTheTreeIsCollectedOnce() throws {
        let tree = TemporaryDirectory()
        tree.write("App/A.swift", "")
        tree.write("App/B.swift", "")
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/App/Alias.swift", withDestinationPath: "A.swift")
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/App/Again.swift", withDestinationPath: "A.swift")
        let outside = TemporaryDirectory()
        outside.write("Shared.swift", "")
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/App/Shared.swift", withDestinationPath: outside.path + "/Shared.swift")
        let collected = SourceCollector().collect([tree.path])
        #expect(collected.files.sorted() == ["/App/A.swift", "/App/B.swift", "/App/Shared.swift"].map { tree.path + $0 })
    }
}
