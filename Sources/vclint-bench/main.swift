import SwiftLexer
import VCLintCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    USAGE: vclint-bench generate <directory> [--megabytes N] [--seed N]
           vclint-bench tokenize <paths…> [--jobs N]
           vclint-bench scan <paths…> [--jobs N]
           vclint-bench lint <paths…> [--jobs N] [--print] [--opt-in]

      generate   Write a deterministic synthetic iOS source tree (default 50 MB, seed 1).
      tokenize   Read every .swift file, tokenize it, check that the tokens tile it, and
                 print files, bytes, seconds and MB/s. Build with -c release.
      scan       Read, tokenize and outline every file and resolve the controllers, end to
                 end as vclint does; print files, bytes, seconds, MB/s and peak memory.
      lint       Scan, run every rule with its defaults and render the JSON report, end to
                 end; print the same numbers (and the text report with --print). With
                 --opt-in, the opt-in rules run too.

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

func runTokenize(_ arguments: ArraySlice<String>) {
    let (paths, values) = parse(arguments, options: ["--jobs"])
    let jobs = values["--jobs"] ?? Parallel.coreCount
    let collected = SourceCollector().collect(paths.isEmpty ? ["."] : paths)
    for (path, problem) in collected.problems { printError("error: \(path): \(problem.message)\n") }
    let files = collected.files
    let clock = ContinuousClock()

    let readStart = clock.now
    let contents = Parallel.map(files.count, jobs: jobs) { (try? FileSystem.readFile(files[$0])) ?? [] }
    let readTime = seconds(clock.now - readStart)
    let bytes = contents.reduce(0) { $0 + $1.count }

    struct Outcome: Sendable { var tokens = 0; var tilingError: String?; var problems: [String] = [] }
    let lexStart = clock.now
    let outcomes = Parallel.map(files.count, jobs: jobs) { index -> Outcome in
        let source = Lexer.tokenize(contents[index])
        var outcome = Outcome(tokens: source.tokens.count)
        var expected = 0
        for token in source.tokens {
            if token.offset != expected || token.length == 0 { outcome.tilingError = "gap or overlap at byte \(expected)"; break }
            expected = token.end
        }
        if outcome.tilingError == nil && expected != contents[index].count { outcome.tilingError = "tokens end at \(expected)" }
        for diagnostic in source.diagnostics {
            let (line, column) = source.lines.location(of: diagnostic.offset)
            outcome.problems.append("\(files[index]):\(line):\(column): \(diagnostic.message)")
        }
        return outcome
    }
    let lexTime = seconds(clock.now - lexStart)

    let tokens = outcomes.reduce(0) { $0 + $1.tokens }
    let untiled = outcomes.indices.filter { outcomes[$0].tilingError != nil }
    for index in untiled { print("NOT TILED: \(files[index]): \(outcomes[index].tilingError!)") }
    let problems = outcomes.flatMap(\.problems)
    for problem in problems.prefix(50) { print("diagnostic: \(problem)") }
    let megabytes = Double(bytes) / 1_000_000
    print("files: \(files.count)  bytes: \(bytes)  tokens: \(tokens)  jobs: \(jobs)")
    print("read: \(format(readTime)) s  tokenize: \(format(lexTime)) s  tokenize MB/s: \(format(megabytes / lexTime))")
    print("untiled files: \(untiled.count)  lexer diagnostics: \(problems.count)")
    if !untiled.isEmpty { exit(1) }
}

func peakMemoryMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

func runScan(_ arguments: ArraySlice<String>) {
    let (paths, values) = parse(arguments, options: ["--jobs"])
    var scanner = ProjectScanner()
    scanner.jobs = values["--jobs"] ?? Parallel.coreCount
    let clock = ContinuousClock()
    let start = clock.now
    let project = scanner.scan(paths.isEmpty ? ["."] : paths)
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
    let clock = ContinuousClock()
    let start = clock.now
    let project = scanner.scan(paths.isEmpty ? ["."] : paths)
    let scanned = clock.now
    let violations = Linter(rules: rules, jobs: scanner.jobs).lint(project)
    let linted = clock.now
    let report = LintReport(files: project.files.count, controllers: project.controllers.count, violations: violations)
    let rendered = withExtendedLifetime(project) { ReportFormat.json.render(report) }
    let elapsed = seconds(clock.now - start)
    let megabytes = Double(project.byteCount) / 1_000_000
    if printsReport { print(ReportFormat.text.render(report), terminator: "") }
    print("files: \(project.files.count)  bytes: \(project.byteCount)  controllers: \(project.controllers.count)  violations: \(violations.count)  jobs: \(scanner.jobs)")
    print("lint: \(format(elapsed)) s (scan \(format(seconds(scanned - start))) s, rules \(format(seconds(linted - scanned))) s, JSON report \(format(seconds(clock.now - linted))) s, \(rendered.utf8.count) bytes)  MB/s: \(format(megabytes / elapsed))  peak memory: \(format(peakMemoryMegabytes())) MB")
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

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "generate": runGenerate(arguments.dropFirst())
case "tokenize": runTokenize(arguments.dropFirst())
case "scan": runScan(arguments.dropFirst())
case "lint": runLint(arguments.dropFirst())
default: fail("expected a subcommand")
}
