import VCLintCore

/// What one pass over the bytes costs: the files vclint would lint (the same walk and
/// exclusions), read as vclint reads them, in parallel, each byte looked at once to count
/// newlines and braces. vclint's own time is judged against this floor.
func runFloor(_ arguments: ArraySlice<String>) {
    let (paths, values) = parse(arguments, options: ["--jobs"])
    let jobs = values["--jobs"] ?? Parallel.coreCount
    let clock = ContinuousClock()
    let start = clock.now
    var collected = SourceCollector.Result()
    // Read as vclint reads: while the walk goes on.
    let counts = Parallel.map(fedBy: { feed in
        collected = SourceCollector().collect(paths.isEmpty ? ["."] : paths, found: feed.feed)
    }, jobs: jobs) { file -> ByteCounts in
        guard let bytes = try? FileSystem.readSource(file, limit: Configuration.defaultMaxFileSize) else {
            return ByteCounts()
        }
        return ByteCounts(bytes)
    }
    let elapsed = seconds(clock.now - start)
    for (path, problem) in collected.problems { printError("error: \(path): \(problem.message)\n") }
    let files = collected.files
    let total = counts.reduce(into: ByteCounts()) { $0.add($1) }
    let megabytes = Double(total.bytes) / 1_000_000
    print("files: \(files.count)  bytes: \(total.bytes)  newlines: \(total.newlines)  braces: \(total.braces)  jobs: \(jobs)")
    print("floor: \(format(elapsed)) s (\(milliseconds(elapsed)) ms)  MB/s: \(format(megabytes / elapsed))  peak memory: \(format(peakMemoryMegabytes())) MB")
}

struct ByteCounts: Sendable {
    var bytes = 0
    var newlines = 0
    var braces = 0

    init() {}

    init(_ contents: [UInt8]) {
        bytes = contents.count
        for byte in contents {
            newlines &+= byte == 0x0A ? 1 : 0
            braces &+= byte == 0x7B || byte == 0x7D ? 1 : 0
        }
    }

    mutating func add(_ other: ByteCounts) {
        bytes += other.bytes
        newlines += other.newlines
        braces += other.braces
    }
}

func milliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }
