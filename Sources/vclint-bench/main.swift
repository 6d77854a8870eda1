import ObjCLexer
import SwiftLexer
import VCLintCore
#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

let usage = """
    USAGE: vclint-bench generate <directory> [--megabytes N] [--seed N]
           vclint-bench tokenize <paths…> [--jobs N] [--objc] [--repeat N] [--digest] [--code]
           vclint-bench scan <paths…> [--jobs N]
           vclint-bench lint <paths…> [--jobs N] [--print] [--opt-in]
           vclint-bench floor <paths…> [--jobs N]
           vclint-bench split <paths…> [--jobs N]
           vclint-bench history <git-dir> [--since DATE] [--every N] [--jobs N]

      generate   Write a deterministic synthetic iOS source tree (default 50 MB, seed 1).
      tokenize   Read every .swift file, tokenize it, check that the tokens tile it, and
                 print files, bytes, seconds and MB/s. Build with -c release. With --objc:
                 every .h, .m and .mm file (no folder skipped but hidden ones), with ObjCLexer.
                 --repeat N tokenizes everything N times; "per core" divides by CPU time, which
                 a busy machine does not distort as it does wall time. --digest prints one
                 hash of every Swift token, line start and diagnostic: equal digests, equal output.
                 --code runs Lexer.tokenizeCode (what vclint runs) instead of Lexer.tokenize;
                 with --digest it hashes the code view (breaks, comments and code lines too).
      scan       Read, tokenize and outline every file and resolve the controllers, end to
                 end as vclint does; print files, bytes, seconds, MB/s and peak memory.
      lint       Scan, run every rule with its defaults and render the JSON report, end to
                 end; print the same numbers, the time of each phase (and the text
                 report with --print). With --opt-in, the opt-in rules run too.
      split      Lint as above, then plan a split of every controller (vclint split plans
                 only those over controller_length's line): the planner's cost beside a lint.
      floor      Walk the tree as vclint does, read every file and count its newlines and
                 braces: the floor vclint's time is judged against. Tools/bench-vs-floor.sh
                 compares the two.
      history    Run 'vclint history --git-dir <git-dir> --monthly --since "2 years ago"'
                 (--every N instead of monthly) and print samples, commits/s and its time
                 relative to one full 'vclint metrics' of HEAD (exported with git archive).

    """

func printError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    printError("error: \(message)\n\(usage)")
    exit(2)
}

/// `--name value` options and the remaining positional arguments.
func parse(_ arguments: ArraySlice<String>, options: Set<String>) -> (positional: [String], values: [String: Int]) {
    var positional: [String] = []
    var values: [String: Int] = [:]
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
        if options.contains(argument) {
            guard let text = iterator.next(), let value = Int(text), value > 0 else {
                fail("\(argument) needs a positive integer")
            }
            values[argument] = value
        } else if argument.hasPrefix("--") {
            fail("unknown option '\(argument)'")
        } else {
            positional.append(argument)
        }
    }
    return (positional, values)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// What the tiling check needs of a token, from either lexer.
protocol BenchToken { var offset: Int { get }; var end: Int { get } }
extension Token: BenchToken {}
extension ObjCToken: BenchToken {}

struct TokenizeOutcome: Sendable { var tokens = 0; var tilingError: String?; var problems: [String] = []; var digest: UInt64 = 0 }

/// FNV-1a over 64-bit words: `tokenize --digest` fingerprints a tree's tokens, line starts and
/// diagnostics, so that a change to the lexer can be shown to leave its output identical.
struct Digest {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ word: UInt64) { value = (value ^ word) &* 0x100_0000_01b3 }
}

func digest(_ source: TokenizedSource) -> UInt64 {
    var digest = Digest()
    for token in source.tokens {
        digest.add(UInt64(token.kind.rawValue) << 56 | UInt64(token.keyword.rawValue) << 48 | UInt64(token.start) << 24 ^ UInt64(token.length))
    }
    for start in source.lines.lineStarts { digest.add(UInt64(start)) }
    for diagnostic in source.diagnostics {
        digest.add(UInt64(diagnostic.offset))
        for byte in diagnostic.message.utf8 { digest.add(UInt64(byte)) }
    }
    return digest.value
}

/// The same for a code view: its tokens, break flags, long comments, code lines, line starts and
/// diagnostics (`tokenize --code --digest`).
func digest(_ view: CodeTokens) -> UInt64 {
    var digest = Digest()
    for token in view.tokens + view.comments {
        digest.add(UInt64(token.kind.rawValue) << 56 | UInt64(token.keyword.rawValue) << 48 | UInt64(token.start) << 24 ^ UInt64(token.length))
    }
    for flag in view.breakBefore { digest.add(flag ? 1 : 2) }
    for total in view.codeLinesThrough { digest.add(UInt64(total)) }
    for start in view.lines.lineStarts { digest.add(UInt64(start)) }
    for diagnostic in view.diagnostics {
        digest.add(UInt64(diagnostic.offset))
        for byte in diagnostic.message.utf8 { digest.add(UInt64(byte)) }
    }
    return digest.value
}

/// Tiling and diagnostics of one file, whichever lexer made the tokens.
func tokenizeOutcome<T: BenchToken>(_ tokens: [T], count: Int, problems: [String]) -> TokenizeOutcome {
    var outcome = TokenizeOutcome(tokens: tokens.count, problems: problems)
    var expected = 0
    for token in tokens {
        if token.offset != expected || token.end == expected { outcome.tilingError = "gap or overlap at byte \(expected)"; break }
        expected = token.end
    }
    if outcome.tilingError == nil && expected != count { outcome.tilingError = "tokens end at \(expected)" }
    return outcome
}

/// Every `.h`, `.m` and `.mm` file under `paths` (files named directly are taken as they are).
func objectiveCFiles(_ paths: [String]) -> [String] {
    var files: [String] = []
    func walk(_ directory: String) {
        guard case .success(let entries) = FileSystem.directoryEntries(directory) else { return }
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + entry.name : directory + "/" + entry.name
            if entry.isDirectory {
                walk(path)
            } else if entry.name.hasSuffix(".h") || entry.name.hasSuffix(".m") || entry.name.hasSuffix(".mm") {
                files.append(path)
            }
        }
    }
    for path in paths {
        if FileSystem.kind(of: path) == .directory { walk(path) } else { files.append(path) }
    }
    return files
}

func runTokenize(_ arguments: ArraySlice<String>) {
    let objc = arguments.contains("--objc")
    let digests = arguments.contains("--digest")
    let codeOnly = arguments.contains("--code")
    let (paths, values) = parse(arguments.filter { !["--objc", "--digest", "--code"].contains($0) }, options: ["--jobs", "--repeat"])
    let jobs = values["--jobs"] ?? Parallel.coreCount
    let rounds = values["--repeat"] ?? 1
    let files: [String]
    if objc {
        files = objectiveCFiles(paths.isEmpty ? ["."] : paths)
    } else {
        let collected = SourceCollector().collect(paths.isEmpty ? ["."] : paths)
        for (path, problem) in collected.problems { printError("error: \(path): \(problem.message)\n") }
        files = collected.files
    }
    let clock = ContinuousClock()

    let readStart = clock.now
    let contents = Parallel.map(files.count, jobs: jobs) { (try? FileSystem.readFile(files[$0])) ?? [] }
    let readTime = seconds(clock.now - readStart)
    let bytes = contents.reduce(0) { $0 + $1.count }

    let lexStart = clock.now
    let cpuStart = cpuSeconds()
    var outcomes: [TokenizeOutcome] = []
    for _ in 0..<rounds { outcomes = Parallel.map(files.count, jobs: jobs) { index -> TokenizeOutcome in
        if objc {
            let source = ObjCLexer.tokenize(contents[index])
            let problems = source.diagnostics.map { diagnostic in
                let (line, column) = source.lines.location(of: diagnostic.offset)
                return "\(files[index]):\(line):\(column): \(diagnostic.message)"
            }
            return tokenizeOutcome(source.tokens, count: contents[index].count, problems: problems)
        }
        if codeOnly {
            // The code view cannot be checked for tiling; its tokens are counted.
            let view = Lexer.tokenizeCode(contents[index], minimumCommentLength: 9)
            var outcome = TokenizeOutcome(tokens: view.tokens.count, problems: view.diagnostics.map { "\(files[index]):\($0.offset): \($0.message)" })
            if digests { outcome.digest = digest(view) }
            return outcome
        }
        let source = Lexer.tokenize(contents[index])
        let problems = source.diagnostics.map { diagnostic in
            let (line, column) = source.lines.location(of: diagnostic.offset)
            return "\(files[index]):\(line):\(column): \(diagnostic.message)"
        }
        var outcome = tokenizeOutcome(source.tokens, count: contents[index].count, problems: problems)
        if digests { outcome.digest = digest(source) }
        return outcome
    } }
    let lexTime = seconds(clock.now - lexStart)
    let cpuTime = cpuSeconds() - cpuStart

    let tokens = outcomes.reduce(0) { $0 + $1.tokens }
    let untiled = outcomes.indices.filter { outcomes[$0].tilingError != nil }
    for index in untiled { print("NOT TILED: \(files[index]): \(outcomes[index].tilingError!)") }
    let problems = outcomes.flatMap(\.problems)
    for problem in problems.prefix(50) { print("diagnostic: \(problem)") }
    let megabytes = Double(bytes) / 1_000_000
    print("files: \(files.count)  bytes: \(bytes)  tokens: \(tokens)  jobs: \(jobs)")
    print("read: \(format(readTime)) s  tokenize: \(format(lexTime)) s  tokenize MB/s: \(format(megabytes * Double(rounds) / lexTime))"
        + "  per core (CPU time): \(format(megabytes * Double(rounds) / cpuTime))")
    print("untiled files: \(untiled.count)  lexer diagnostics: \(problems.count)")
    if digests {
        var total = Digest()
        for outcome in outcomes { total.add(outcome.digest) }
        print("digest: \(String(total.value, radix: 16))")
    }
    if !untiled.isEmpty { exit(1) }
}

/// `RUSAGE_SELF`: glibc declares it in an enum, Darwin and musl as a plain number.
nonisolated var rusageSelf: Int32 {
    #if canImport(Darwin) || canImport(Musl)
    RUSAGE_SELF
    #else
    Int32(RUSAGE_SELF.rawValue)
    #endif
}

/// User and system CPU time of the whole process so far, all threads.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(rusageSelf, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

func peakMemoryMegabytes() -> Double {
    var usage = rusage()
    getrusage(rusageSelf, &usage)
    #if canImport(Darwin)
    return Double(usage.ru_maxrss) / (1024 * 1024)  // bytes on macOS
    #else
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
    #endif
}

/// The paths and a scanner with `--jobs` from the arguments, as `scan`, `lint` and `split` read them.
func scannerAndPaths(_ arguments: ArraySlice<String>) -> (ProjectScanner, [String]) {
    let (paths, values) = parse(arguments, options: ["--jobs"])
    var scanner = ProjectScanner()
    scanner.jobs = values["--jobs"] ?? Parallel.coreCount
    return (scanner, paths.isEmpty ? ["."] : paths)
}

func runScan(_ arguments: ArraySlice<String>) {
    let (scanner, paths) = scannerAndPaths(arguments)
    let clock = ContinuousClock()
    let start = clock.now
    let project = scanner.scan(paths)
    let elapsed = seconds(clock.now - start)
    let megabytes = Double(project.byteCount) / 1_000_000
    print("files: \(project.files.count)  bytes: \(project.byteCount)  controllers: \(project.controllers.count)  jobs: \(scanner.jobs)")
    print("scan: \(format(elapsed)) s  MB/s: \(format(megabytes / elapsed))  peak memory: \(format(peakMemoryMegabytes())) MB")
    if !project.failures.isEmpty { print("unreadable: \(project.failures.count)") }
}

func runLint(_ arguments: ArraySlice<String>) {
    let printsReport = arguments.contains("--print")
    let rules = (arguments.contains("--opt-in") ? RuleRegistry.all : RuleRegistry.defaultRules).map { $0.init() }
    let (paths, values) = parse(arguments.filter { $0 != "--print" && $0 != "--opt-in" }, options: ["--jobs"])
    var scanner = ProjectScanner()
    scanner.jobs = values["--jobs"] ?? Parallel.coreCount
    let phases = PhaseTimes()
    scanner.phases = phases
    let clock = ContinuousClock()
    let start = clock.now
    let startCPU = processCPUSeconds()
    let project = scanner.scan(paths.isEmpty ? ["."] : paths)
    let scanned = clock.now
    let scannedCPU = processCPUSeconds()
    let violations = Linter(rules: rules, jobs: scanner.jobs).lint(project)
    let linted = clock.now
    let lintedCPU = processCPUSeconds()
    let report = LintReport(files: project.files.count, controllers: project.controllers.count, violations: violations)
    let rendered = withExtendedLifetime(project) { ReportFormat.json.render(report) }
    // Read once, here: what is printed below (peak memory from /proc, the rows) is not the report's time.
    let reported = clock.now
    let elapsed = seconds(reported - start)
    let endCPU = processCPUSeconds()
    let megabytes = Double(project.byteCount) / 1_000_000
    if printsReport { print(ReportFormat.text.render(report), terminator: "") }
    print("files: \(project.files.count)  bytes: \(project.byteCount)  controllers: \(project.controllers.count)  violations: \(violations.count)  jobs: \(scanner.jobs)")
    print("lint: \(format(elapsed)) s (scan \(format(seconds(scanned - start))) s, rules \(format(seconds(linted - scanned))) s, JSON report \(format(seconds(reported - linted))) s, \(rendered.utf8.count) bytes)  MB/s: \(format(megabytes / elapsed))  peak memory: \(format(peakMemoryMegabytes())) MB")
    // The walk feeds the workers as it goes: its wall is inside the parallel section's.
    let parallelWall = seconds(scanned - start) - phases.wallSeconds(.resolve)
    func row(_ name: String, _ cpu: Double, _ wall: Double?, _ note: String) -> String {
        let cpuText = "\(milliseconds(cpu))"
        let wallText = wall.map { "\(milliseconds($0))" } ?? ""
        return "  " + name.padding(9) + cpuText.padding(7) + wallText.padding(7) + note
    }
    print("phase      CPU ms  wall ms  (CPU summed over threads)")
    print(row("walk", phases.cpuSeconds(.walk), phases.wallSeconds(.walk), "one thread, feeding the others"))
    print(row("read", phases.cpuSeconds(.read), nil, "parallel, \(scanner.jobs) jobs"))
    print(row("lex", phases.cpuSeconds(.lex), nil, "parallel"))
    print(row("outline", phases.cpuSeconds(.outline), nil, "parallel"))
    print(row(" (w+r+l+o)", phases.cpuSeconds(.walk) + phases.cpuSeconds(.read) + phases.cpuSeconds(.lex)
              + phases.cpuSeconds(.outline), parallelWall, "the parallel section's wall, freeing the tokens included"))
    print(row("resolve", phases.cpuSeconds(.resolve), phases.wallSeconds(.resolve), "one thread"))
    print(row("rules", lintedCPU - scannedCPU, seconds(linted - scanned), "parallel"))
    print(row("report", endCPU - lintedCPU, seconds(reported - linted), "one thread, JSON"))
    print(row("total", endCPU - startCPU, elapsed, "process CPU"))
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}

/// User and system time of the whole process so far, all threads.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(rusageSelf, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

/// What planning splits costs beside a full lint: every controller planned, not only those over
/// `controller_length`'s line, so the figure is an upper bound.
func runSplit(_ arguments: ArraySlice<String>) {
    let (scanner, paths) = scannerAndPaths(arguments)
    let clock = ContinuousClock()
    let start = clock.now
    let project = scanner.scan(paths)
    let violations = Linter(rules: RuleRegistry.defaultRules.map { $0.init() }, jobs: scanner.jobs).lint(project)
    let linted = clock.now
    // The lint built the same context; a run that plans (a report, `--format json`) shares it.
    let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids), jobs: scanner.jobs)
    let contextBuilt = clock.now
    let planner = SplitPlanner(rules: RuleRegistry.all.map { $0.init() })
    let plans = Parallel.map(project.controllers.count, jobs: scanner.jobs) { planner.plan(project.controllers[$0], in: context) }
    let planned = clock.now
    let lint = seconds(linted - start)
    let split = seconds(planned - contextBuilt)
    let members = plans.reduce(0) { $0 + $1.members }
    let extractions = plans.reduce(0) { $0 + $1.extractions.count }
    print("files: \(project.files.count)  controllers: \(project.controllers.count)  members: \(members)  extractions: \(extractions)  violations: \(violations.count)  jobs: \(scanner.jobs)")
    print("lint: \(format(lint)) s  plan every controller: \(format(split)) s  (\(format(100 * split / lint))% of the lint)  "
        + "controllers/s: \(format(Double(plans.count) / split))  (the context, shared with the lint: \(format(seconds(contextBuilt - linted))) s)")
}

func runGenerate(_ arguments: ArraySlice<String>) {
    let (positional, values) = parse(arguments, options: ["--megabytes", "--seed"])
    guard positional.count == 1 else { fail("generate takes one directory") }
    let generator = TreeGenerator(seed: UInt64(values["--seed"] ?? 1))
    do {
        let written = try generator.generate(into: positional[0], megabytes: values["--megabytes"] ?? 50)
        print("wrote \(written.files) files, \(written.bytes) bytes to \(positional[0])")
    } catch {
        fail("could not write \(positional[0]): \(error)")
    }
}

// As vclint does: `lint` and `floor` measure the process vclint is.
HeapGrowth.inLargeSteps()
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "generate": runGenerate(arguments.dropFirst())
case "tokenize": runTokenize(arguments.dropFirst())
case "scan": runScan(arguments.dropFirst())
case "lint": runLint(arguments.dropFirst())
case "split": runSplit(arguments.dropFirst())
case "floor": runFloor(arguments.dropFirst())
case "history": runHistory(arguments.dropFirst())
default: fail("expected a subcommand")
}

func runHistory(_ arguments: ArraySlice<String>) {
    var rest = Array(arguments)
    var since = "2 years ago"
    if let index = rest.firstIndex(of: "--since"), index + 1 < rest.count {
        since = rest[index + 1]
        rest.removeSubrange(index...(index + 1))
    }
    let (positional, values) = parse(rest[...], options: ["--every", "--jobs"])
    guard positional.count == 1 else { fail("history takes one git directory") }
    let jobs = values["--jobs"] ?? Parallel.coreCount
    let clock = ContinuousClock()
    let start = clock.now
    let figures: HistoryBenchmark.Figures
    do {
        figures = try HistoryBenchmark.run(gitDirectory: positional[0], since: since, every: values["--every"], jobs: jobs)
    } catch {
        fail("history failed: \(error)")
    }
    let elapsed = seconds(clock.now - start)
    // One full metrics of HEAD, on its files exported to a temporary folder (not timed).
    var template = Array("/tmp/vclint-bench-head-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { fail("cannot make a folder in /tmp") }
    let folder = String(cString: made)
    guard system("git --git-dir='\(positional[0])' archive HEAD | tar -x -C '\(folder)'") == 0 else { fail("git archive failed") }
    var scanner = ProjectScanner()
    scanner.jobs = jobs
    scanner.workingDirectory = folder
    let metricsStart = clock.now
    let project = scanner.scan([folder])
    let report = MetricsReport(project)
    let metricsSeconds = seconds(clock.now - metricsStart)
    _ = system("rm -rf '\(folder)'")
    print("history \(positional[0]) since '\(since)' (\(values["--every"].map { "every \($0)" } ?? "monthly"), \(jobs) jobs)")
    print("  samples \(figures.samples) of \(figures.mainlineCommits) mainline commits; \(figures.changedCommits) non-merge commits in the log")
    print("  \(format(elapsed)) s: \(format(Double(figures.samples) / elapsed)) samples/s, \(format(Double(figures.mainlineCommits) / elapsed)) mainline commits/s")
    print("  measuring \(format(figures.measuringSeconds)) s, then waiting for git's log \(format(figures.waitingForLogSeconds)) s, "
          + "hottest methods \(format(figures.hotMethodsSeconds)) s")
    print("  blobs read \(figures.blobsRead) (\(figures.bytesRead / 1_000_000) MB), outlines reused \(figures.outlinesReused), samples reused \(figures.samplesReused)")
    print("  metrics of HEAD: \(project.files.count) files, \(report.controllers.count) controllers, \(format(metricsSeconds)) s; "
          + "history took \(format(elapsed / max(metricsSeconds, 0.001)))x that")
}
