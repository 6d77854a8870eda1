import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import VCLintCore

/// The pieces added for speed and memory must not change what vclint finds.
@Suite struct SpeedPathTests {
    @Test(arguments: [
        ("App/FeedViewController.swift", false), ("AppTests/FeedTests.swift", true),
        ("App/FeedViewControllerTests.swift", true), ("App/Mocks/Feed.swift", true),
        ("App/MockTabDelegate.swift", true), ("App/TabDelegateMock.swift", true),
        ("App/Mocking/Feed.swift", true), ("App/Test/Feed.swift", false), ("", false), ("/Tests", true),
        ("App/FeedTests.m", true), ("App/Contests.swift", false), ("Unmock/Feed.swift", false),
    ])
    func testCodeIsRecognisedByPath(_ path: String, _ isTest: Bool) {
        #expect(PropertyUseIndex.isTestCode(path) == isTest)
    }

    /// The fast path of `PathNames.normalized` gives what joining the components gives.
    @Test(arguments: [
        "/", "/a", "/a/b.swift", "/a/./b", "/a/../b", "/a//b", "/a/b/", "/..", "/.", "/a/.b", "/a/..b",
        "/a/b..", "/a/...", "/a/.", "/a/..", "//", "/a/b/c.d/e", "/.git/x", "/é/ß.swift",
    ])
    func normalizedPathsMatchTheirComponents(_ path: String) {
        #expect(PathNames.normalized(path) == "/" + PathNames.components(path).joined(separator: "/"))
    }

    /// glibc's allocator takes the heap step (`M_TOP_PAD`, named in the C target, not compiled
    /// out); other platforms' are left alone. A sanitizer replaces the allocator, and whether it
    /// honours the step is its own business.
    @Test func theHeapStepIsTakenWhereTheAllocatorIsGlibcs() {
        #if canImport(Glibc)
        let program = dlopen(nil, RTLD_NOW)
        let sanitized = ["__asan_init", "__tsan_init"].contains { (name: String) in dlsym(program, name) != nil }
        let taken = HeapGrowth.inLargeSteps()
        if !sanitized { #expect(taken) }
        #else
        #expect(!HeapGrowth.inLargeSteps())
        #endif
    }

    #if os(Linux)
    /// A mapping of 4 MiB or more is advised to take 2 MiB pages, and only that mapping: the
    /// kernel lists the advice as `hg` among its flags in `/proc/self/smaps`.
    @Test(.enabled(if: FileSystem.exists("/sys/kernel/mm/transparent_hugepage/enabled")))
    func largePagesAreAdvisedForTheMappingHoldingAnAddress() throws {
        func flags(of mapping: UnsafeMutableRawPointer) throws -> [Substring] {
            let smaps = try #require(try? FileSystem.readFile("/proc/self/smaps", limit: 1 << 26))
            let range = try #require(HeapGrowth.mapping(containing: UInt(bitPattern: mapping)))
            #expect(range.contains(UInt(bitPattern: mapping)))
            let start = String(range.lowerBound, radix: 16) + "-"
            let lines = String(decoding: smaps, as: UTF8.self).split(separator: "\n")
            let header = try #require(lines.firstIndex { $0.hasPrefix(start) })
            let vmFlags = try #require(lines[header...].first { $0.hasPrefix("VmFlags:") })
            return vmFlags.split(separator: " ").dropFirst().map { $0 }
        }
        for (size, advised) in [(8 << 20, true), (1 << 20, false)] {
            // Between two inaccessible pages, so that the kernel merges it with no neighbour.
            let guarded = try #require(mmap(nil, size + 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
            defer { munmap(guarded, size + 8192) }
            let mapping = guarded + 4096
            #expect(mprotect(guarded, 4096, PROT_NONE) == 0 && mprotect(mapping + size, 4096, PROT_NONE) == 0)
            #expect(try !flags(of: mapping).contains("hg"))
            #expect(HeapGrowth.preferLargePages(forMappingHolding: UInt(bitPattern: mapping) + UInt(size / 2)) == advised)
            #expect(try flags(of: mapping).contains("hg") == advised, "\(size) bytes")
        }
        #expect(HeapGrowth.mapping(containing: 0) == nil)
    }
    #endif

    @Test func namePrefilterKeepsEveryWantedName() {
        let wanted = ["item", "recipe", "a", "x" + String(repeating: "y", count: 80), "é"]
        let filter = NamePrefilter(wanted)
        for name in wanted { #expect(filter.mayContain(name)) }
        #expect(!filter.mayContain("title"))  // no wanted name has 5 bytes
        #expect(!filter.mayContain("zzzz"))
        #expect(!filter.mayContain(""))
    }

    @Test(arguments: [("Cell", "Cell"), ("Feed.Cell", "Cell"), ("A.B.C", "C"), ("Feed.Cell.", "Cell"),
                      ("A..B", "B"), (".", "."), ("..", ".."), ("", ""), ("Ünïcode.Nåme", "Nåme")])
    func simpleNameIsTheLastComponent(_ name: String, _ simple: String) {
        let declaration = TypeDeclaration(
            kind: .class, name: name, qualifiedName: name, genericParameters: [], inheritance: [], attributes: [],
            modifiers: [], parent: nil, position: SourcePosition(line: 1, column: 1), startLine: 1,
            openBraceLine: nil, closeBraceLine: nil, codeLines: 0)
        #expect(declaration.simpleName == simple)
        #expect(declaration.simpleName == (name.split(separator: ".").last.map(String.init) ?? name))
    }

    /// Every text comes out as `String(decoding:as:)` makes it from the same bytes, ill-formed
    /// UTF-8 repaired: short ASCII ones built from their bits, short others and long ones
    /// decoded, read from the middle of a buffer and at its very end.
    @Test func sourceStringsAreTheTextsDecodingMakes() {
        let strings = SourceStrings()
        let texts: [[UInt8]] = [
            Array("short".utf8), Array("fifteen-bytes-x".utf8), Array("navigationController".utf8),
            Array("controllerNamedAfterTheScreen—ü".utf8), [0x61, 0xFF, 0x62], Array("sixteen-bytes-xy".utf8) + [0xFE],
            Array(String(repeating: "tableViewDataSource", count: 8).utf8),
        ]
        for text in texts {
            for (before, after) in [(0, 0), (3, 5), (9, 0)] {
                let buffer = [UInt8](repeating: 0x2E, count: before) + text + [UInt8](repeating: 0x2E, count: after)
                buffer.withUnsafeBufferPointer { bytes in
                    let made = strings.string(bytes, start: before, length: text.count)
                    #expect(made == String(decoding: text, as: UTF8.self))
                    #expect(made.utf8.elementsEqual(String(decoding: text, as: UTF8.self).utf8))
                }
            }
        }
    }

    @Test func compactedOutlinesKeepEverythingRulesRead() {
        let text = """
            final class FeedViewController: UIViewController {
                var items: [Item] = []
                var veryLongPropertyNameForTesting = 0
                func reload() { tableView.reloadData(); items = []; veryLongPropertyNameForTesting += 1 }
            }
            """
        let outline = FileOutline.build(path: "Feed.swift", bytes: Array(text.utf8))
        let compacted = outline.compacted()
        #expect(compacted.names == outline.names)
        #expect(compacted.lines.lineStarts == outline.lines.lineStarts)
        #expect(compacted.codeLinesThrough.isEmpty)
        #expect(compacted.types.map(\.codeLines) == outline.types.map(\.codeLines))
        #expect(compacted.types.map { $0.references.map(\.name) } == outline.types.map { $0.references.map(\.name) })
        #expect(compacted.types.map { $0.properties.map(\.name) } == outline.types.map { $0.properties.map(\.name) })
        #expect(compacted.types.map { $0.functions.map(\.name) } == outline.types.map { $0.functions.map(\.name) })
    }

    @Test func compactedArraysGiveBackTheirSpareRoom() {
        var grown: [Int] = []
        for value in 0..<1000 { grown.append(value) }
        grown.reserveCapacity(4000)
        let compacted = grown.compacted()
        #expect(compacted == grown)
        // `Array(grown[...])` would share the 4,000-element buffer; the copy is sized to the elements.
        #expect(compacted.capacity < 1100)
        let empty = [Int](unsafeUninitializedCapacity: 64) { _, count in count = 0 }.compacted()
        #expect(empty.isEmpty && empty.capacity < 64)
    }

    @Test func workerStateIsMadeOncePerWorkerAndResultsStayInOrder() {
        let results = Parallel.map(200, jobs: 3, workerState: { [Int]() }) { seen, index -> Int in
            seen.append(index)
            // Items a worker ran before this one: its state is its own.
            return seen.count
        }
        #expect(results.count == 200)
        #expect(results.reduce(0, +) >= 200)
        let serial = Parallel.map(5, jobs: 1, workerState: { 0 }) { count, _ -> Int in
            count += 1
            return count
        }
        #expect(serial == [1, 2, 3, 4, 5])
    }

    /// Results are moved out of their slots: each object a result holds lives exactly as long as
    /// the returned array, neither freed early (a crash or wrong values) nor kept (a leak).
    /// A pair runs both halves, once each, and hands each result back in its place, on one
    /// thread or two; with two jobs the halves run at once (each waits for the other to start).
    @Test func pairsRunBothHalvesOnceEach() {
        for jobs in [1, 2, 4] {
            let runs = Mutex(0)
            let (text, number) = Parallel.pair(jobs: jobs, {
                runs.withLock { $0 += 1 }
                return "first"
            }, {
                runs.withLock { $0 += 1 }
                return 2
            })
            #expect(text == "first" && number == 2)
            #expect(runs.withLock { $0 } == 2)
        }
        // Each half waits (a second at most) for the other to have started.
        let started = Atomic(0)
        let waitForBoth: @Sendable () -> Int = {
            started.add(1, ordering: .relaxed)
            let deadline = ContinuousClock.now + .seconds(1)
            while started.load(ordering: .relaxed) < 2 && ContinuousClock.now < deadline {}
            return started.load(ordering: .relaxed)
        }
        let (first, second) = Parallel.pair(jobs: 2, waitForBoth, waitForBoth)
        #expect(first == 2 && second == 2)
    }

    @Test func resultsAreMovedOutAndFreedWithTheArray() {
        final class Box: Sendable {
            let value: Int
            init(_ value: Int) { self.value = value }
        }
        for jobs in [1, 3] {
            var watched: [Int: () -> Bool] = [:]
            do {
                let boxes = Parallel.map(50, jobs: jobs) { Box($0 * 7) }
                #expect(boxes.map(\.value) == (0..<50).map { $0 * 7 })
                for (index, box) in boxes.enumerated() {
                    weak let weakBox = box
                    watched[index] = { weakBox != nil }
                }
                withExtendedLifetime(boxes) { #expect(watched.values.allSatisfy { $0() }) }
            }
            #expect(watched.values.allSatisfy { !$0() })
        }
        #expect(Parallel.map(0, jobs: 2) { $0 }.isEmpty)
    }

    /// Items fed while the workers run come back in the order they were fed, whatever thread ran
    /// each and however far ahead of the feed the workers were; outputs are moved, never leaked.
    @Test func fedItemsComeBackInFedOrder() {
        final class Box: Sendable {
            let value: Int
            init(_ value: Int) { self.value = value }
        }
        for jobs in [1, 2, 4] {
            var watched: [() -> Bool] = []
            do {
                let boxes = Parallel.map(fedBy: { feed in
                    for batch in 0..<20 {
                        feed.feed((batch * 10)..<(batch * 10 + batch % 3 * 5))  // some batches empty
                        if batch % 4 == 0 { usleep(500) }  // workers catch up and wait
                    }
                }, jobs: jobs, workerState: { 0 }) { runs, item -> Box in
                    runs += 1
                    return Box(item)
                }
                let expected = (0..<20).flatMap { batch in (batch * 10)..<(batch * 10 + batch % 3 * 5) }
                #expect(boxes.map(\.value) == expected)
                for box in boxes {
                    weak let weakBox = box
                    watched.append { weakBox != nil }
                }
            }
            #expect(watched.allSatisfy { !$0() })
        }
        #expect(Parallel.map(fedBy: { _ in }, jobs: 2) { (item: Int) in item }.isEmpty)
    }

    @Test func phaseTimesChargeTheScanAndChangeNothing() {
        let tree = TemporaryDirectory()
        for index in 0..<20 {
            tree.write("App/VC\(index).swift", "class VC\(index): UIViewController {\n  var x = \(index)\n  func f() { x = 1 }\n}\n")
        }
        var scanner = ProjectScanner()
        scanner.workingDirectory = tree.path
        let plain = MetricsFormat.json.render(MetricsReport(scanner.scan([tree.path])))
        let phases = PhaseTimes()
        scanner.phases = phases
        let measured = MetricsFormat.json.render(MetricsReport(scanner.scan([tree.path])))
        #expect(plain == measured)
        for phase in PhaseTimes.Phase.allCases {
            #expect(phases.cpuSeconds(phase) >= 0)
            #expect(phases.wallSeconds(phase) > 0)
        }
    }
}
