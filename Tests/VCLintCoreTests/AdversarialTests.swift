import Foundation
import Testing

/// Hostile inputs through the built executable. Each case: the exit status, a message naming
/// the culprit, the normal controller's finding still reported where the run gets that far,
/// and a time bound (the watchdog kills a run that hangs, which fails the case).
/// Superclass chains and cycles are the resolver's battery, not this one.
@Suite(.timeLimit(.minutes(3))) struct AdversarialTests {
    // MARK: Only regular files are read

    @Test func aFIFOInTheTreeIsNamedNotWaitedOn() throws {
        let tree = HostileTree()
        #expect(mkfifo(tree.path + "/x.swift", 0o644) == 0)
        let outcome = try tree.run(timeout: 20)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("error: x.swift: is a FIFO (named pipe), not a regular file; not read\n"))
        #expect(outcome.standardOutput.hasPrefix(HostileTree.normalFinding))
    }

    @Test(arguments: [["--config", "pipe"], ["--baseline", "pipe"], ["tokens", "pipe"], ["outline", "pipe"], [".", "pipe"]])
    func aFIFOGivenAsAFileIsNamedNotWaitedOn(arguments: [String]) throws {
        let tree = HostileTree()
        #expect(mkfifo(tree.path + "/pipe", 0o644) == 0)
        let outcome = try tree.run(arguments, timeout: 20)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("pipe: "))
        #expect(outcome.standardError.contains("is a FIFO (named pipe), not a regular file; not read"))
        // A path to lint that is a FIFO is one failure among the rest, which are still linted.
        if arguments.first == "." { #expect(outcome.standardOutput.hasPrefix(HostileTree.normalFinding)) }
    }

    @Test func aLinkToDevZeroCostsNothing() throws {
        let tree = HostileTree()
        try tree.link("z.swift", to: "/dev/zero")
        let outcome = try tree.run(timeout: 10)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("error: z.swift: is a character device, not a regular file; not read\n"))
        #expect(outcome.standardOutput.hasPrefix(HostileTree.normalFinding))
    }

    /// A default configuration that is there but unusable is an error, never the defaults.
    @Test(arguments: ["dangling link", "directory", "FIFO"])
    func anUnusableDefaultConfigurationIsAnError(kind: String) throws {
        let tree = HostileTree()
        switch kind {
        case "dangling link": try tree.link(".vclint.yml", to: "nowhere.yml")
        case "directory": try FileManager.default.createDirectory(atPath: tree.path + "/.vclint.yml", withIntermediateDirectories: false)
        default: #expect(mkfifo(tree.path + "/.vclint.yml", 0o644) == 0)
        }
        let outcome = try tree.run(timeout: 20)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 2)
        let expected = ["dangling link": "is a symbolic link to a missing file", "directory": "is a directory",
                        "FIFO": "is a FIFO (named pipe), not a regular file; not read"][kind]!
        #expect(outcome.standardError == ".vclint.yml: error: \(expected)\n")
    }

    // MARK: Size limit

    @Test func aFileOverMaxFileSizeIsSkippedAndNamed() throws {
        let tree = HostileTree()
        tree.write(".vclint.yml", "max_file_size: 1KB\n")
        let generated = FixtureSource.longController("GeneratedViewController", lines: 100)
        tree.write("Generated/Strings.swift", generated)
        let outcome = try tree.run(timeout: 20)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix(HostileTree.normalFinding))
        #expect(!outcome.standardOutput.contains("Generated"))
        #expect(outcome.standardError.contains("warning: Generated/Strings.swift: skipped: \(generated.utf8.count) bytes is over max_file_size (1024 bytes)\n"))
        #expect(outcome.standardError.hasSuffix("(1 file); 1 file over max_file_size skipped: Generated/Strings.swift\n"))
    }

    // MARK: No lost output

    @Test func aFullStandardOutputIsExitTwo() throws {
        let tree = HostileTree()
        let outcome = try tree.run(shell: "exec \"$VCLINT\" --format json >/dev/full", timeout: 20)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasSuffix("\nerror: cannot write to standard output: No space left on device\n"))
    }

    @Test func aClosedStandardOutputIsExitTwo() throws {
        let tree = HostileTree()
        let outcome = try tree.run(shell: "exec \"$VCLINT\" >&-", timeout: 20)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasSuffix("\nerror: cannot write to standard output: it is closed\n"))
        // Nothing to write there is no failure.
        let quiet = try tree.run(shell: "exec \"$VCLINT\" --output report.txt >&-", timeout: 20)
        #expect(quiet.status == 0)
        #expect(tree.contents("report.txt")?.hasPrefix(HostileTree.normalFinding) == true)
    }

    /// A write that fails half-way (here the file size limit stands in for a full disk) leaves
    /// the old file whole, and no temporary file behind. ThreadSanitizer's runtime itself
    /// faults under a file size limit, so that build skips it.
    @Test(.disabled(if: HostileTree.underThreadSanitizer, "ThreadSanitizer's runtime faults (SIGBUS) under 'ulimit -f'"),
          arguments: ["--output", "--write-baseline"])
    func aFailedWriteKeepsTheOldFile(option: String) throws {
        let tree = HostileTree()
        // A baseline being refreshed is read first, so it must be one.
        let old = option == "--write-baseline" ? "{\"version\": 2, \"entries\": []}\n" : "the old file\n"
        tree.write("old.txt", old)
        let outcome = try tree.run(shell: "trap '' XFSZ; ulimit -f 0; exec \"$VCLINT\" \(option) old.txt", timeout: 20)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("error: cannot write 'old.txt': File too large\n"))
        #expect(tree.contents("old.txt") == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.path).sorted() == ["Normal.swift", "old.txt"])
    }

    @Test(arguments: [
        ["--baseline", "b.json", "--output", "./b.json"],
        ["--write-baseline", "b.json", "--output", "b.json"],
        ["--output", "b.json", "--baseline", "sub/../b.json"],
    ])
    func oneFileForTwoPurposesIsRefusedBeforeAnythingRuns(arguments: [String]) throws {
        let tree = HostileTree()
        try FileManager.default.createDirectory(atPath: tree.path + "/sub", withIntermediateDirectories: false)
        let baseline = "{\"version\": 1, \"entries\": []}\n"
        tree.write("b.json", baseline)
        let outcome = try tree.run(arguments, timeout: 20)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: '--"))
        #expect(outcome.standardError.contains("name the same file"))
        #expect(outcome.standardOutput == "")
        #expect(tree.contents("b.json") == baseline)
    }

    /// `report` reads a baseline too, and its page must not replace it.
    @Test func theReportsPageNeverReplacesItsBaseline() throws {
        let tree = HostileTree()
        let baseline = "{\"version\": 1, \"entries\": []}\n"
        tree.write("b.json", baseline)
        let outcome = try tree.run(["report", "--baseline", "b.json", "--output", "./b.json"], timeout: 20)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: '--baseline b.json' and '--output ./b.json' name the same file; the page would replace it"),
                "\(outcome.standardError)")
        #expect(tree.contents("b.json") == baseline)
    }

    /// The discovered configuration and the files being linted are never written over.
    @Test(arguments: [
        ["--output", ".vclint.yml"], ["--write-baseline", "./.vclint.yml"], ["report", "--output", ".vclint.yml"],
        ["--output", "Normal.swift"], ["--write-baseline", "sub/../Normal.swift"], ["report", "--output", "Normal.swift"],
    ])
    func noOutputReplacesTheConfigurationOrASource(arguments: [String]) throws {
        let tree = HostileTree()
        try FileManager.default.createDirectory(atPath: tree.path + "/sub", withIntermediateDirectories: false)
        tree.write(".vclint.yml", "max_file_size: 100000\n")
        let source = tree.contents("Normal.swift")
        let outcome = try tree.run(arguments, timeout: 20)
        #expect(outcome.status == 2)
        let option = arguments[arguments.count - 2]
        let expected = arguments.last!.hasSuffix(".yml")
            ? "error: the configuration '.vclint.yml' and '\(option) \(arguments.last!)' name the same file"
            : "error: '\(option) \(arguments.last!)' is a source file being linted; it would be replaced"
        #expect(outcome.standardError.hasPrefix(expected), "\(outcome.standardError)")
        #expect(tree.contents(".vclint.yml") == "max_file_size: 100000\n")
        #expect(tree.contents("Normal.swift") == source)
    }

    /// A file over max_file_size is skipped with a warning by every subcommand, `report` too.
    @Test(arguments: [[String](), ["metrics"], ["report", "--output", "page.html"]])
    func aFileOverTheSizeLimitIsAWarningEverywhere(arguments: [String]) throws {
        let tree = HostileTree()
        tree.write(".vclint.yml", "max_file_size: 2000\n")
        tree.write("Big.swift", String(repeating: "let x = 1\n", count: 300))
        let outcome = try tree.run(arguments, timeout: 20)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("warning: Big.swift: skipped: 3000 bytes is over max_file_size (2000 bytes)\n"),
                "\(outcome.standardError)")
    }

    /// Reading and refreshing one baseline is the one pair meant to share a file: the old
    /// baseline hides, the new one records everything.
    @Test func aBaselineCanBeReadAndRefreshedInOneRun() throws {
        let tree = HostileTree()
        #expect(try tree.run(["--write-baseline", "b.json"], timeout: 20).status == 0)
        tree.write("Second.swift", FixtureSource.controllerWithContainmentMistake("SecondViewController"))
        let outcome = try tree.run(["--baseline", "b.json", "--write-baseline", "b.json"], timeout: 20)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("Second.swift:3:9: warning:"))
        #expect(!outcome.standardOutput.contains("Normal.swift"))
        #expect(tree.contents("b.json")?.contains("SecondViewController") == true)
        #expect(tree.contents("b.json")?.contains("NormalViewController") == true)
    }

    @Test func aPathNamedTwiceIsLintedOnce() throws {
        let tree = HostileTree(normalAt: "src/")
        let outcome = try tree.run(["src", "./src", "src/", "src/Normal.swift"], timeout: 20)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.split(separator: "\n").count == 1)
        #expect(outcome.standardOutput.hasPrefix("src/" + HostileTree.normalFinding))
        #expect(outcome.standardError == "vclint: 0 errors, 1 warning in 1 controller (1 file)\n")
    }

    // MARK: Injection

    @Test(arguments: ["text", "github", "json", "sarif", "checkstyle"])
    func hostileFileNamesFormNoCommand(format: String) throws {
        let tree = HostileTree()
        tree.write("::error file=x::pwned.swift", FixtureSource.controllerWithContainmentMistake("PwnedViewController"))
        tree.write("esc\u{1B}[31mred\u{7}\u{8}.swift", FixtureSource.controllerWithContainmentMistake("EscViewController"))
        tree.write("hash ##[error]x.swift", FixtureSource.controllerWithContainmentMistake("HashViewController"))
        try tree.link("x\n::error file=evil.swift::dangling.swift", to: "nowhere")
        let outcome = try tree.run(["--format", format], timeout: 20)
        #expect(outcome.status == 2)
        outcome.expectNoInjection(ownAnnotations: format == "github" ? 5 : 0)
        #expect(outcome.standardError.contains("error: x\\n::error file=evil.swift::dangling.swift: is a symbolic link to a missing file\n"))
        if format == "text" {
            #expect(outcome.standardOutput.hasPrefix("./::error file=x::pwned.swift:3:9: warning:"))
            #expect(outcome.standardOutput.contains("esc\\u{1B}[31mred\\u{7}\\u{8}.swift:3:9: warning:"))
            #expect(outcome.standardOutput.contains("hash ##\\u{5B}error]x.swift:3:9: warning:"))
            #expect(outcome.standardOutput.contains("\n" + HostileTree.normalFinding))
        }
    }

    @Test func hostileConfigurationTextIsShownEscaped() throws {
        let tree = HostileTree()
        tree.write(".vclint.yml", "\"\\n::error::pwned\\tkey\": 1\n")
        let outcome = try tree.run(timeout: 20)
        #expect(outcome.status == 2)
        outcome.expectNoInjection()
        #expect(outcome.standardError == ".vclint.yml:1: error: unknown key '\\n::error::pwned\\tkey'\n")
    }

    @Test func controlCharactersFromSourceTextAreShownEscaped() throws {
        let tree = HostileTree()
        // A suppression comment's text is echoed in invalid_suppression's message.
        tree.write("Sneaky.swift", "// vclint:disable \u{1B}]0;title\u{7}rule\nfinal class SneakyViewController: UIViewController {}\n")
        let outcome = try tree.run(timeout: 20)
        outcome.expectNoInjection()
        #expect(outcome.standardOutput.contains("unknown rule '\\u{1B}]0;title\\u{7}rule'"))
        #expect(outcome.standardOutput.contains(HostileTree.normalFinding))
    }

    // MARK: True messages

    @Test func aNameThatIsNotUTF8IsLintedAndShownEscaped() throws {
        let tree = HostileTree()
        tree.write(nameBytes: Array("bad".utf8) + [0xFF, 0xFE] + Array(".swift".utf8),
                   FixtureSource.controllerWithContainmentMistake("LatinViewController"))
        let outcome = try tree.run(timeout: 20)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix(HostileTree.normalFinding))
        #expect(outcome.standardOutput.contains("\nbad\\xFF\\xFE.swift:3:9: warning: `addChild(child)`"))
        #expect(outcome.standardError == "vclint: 0 errors, 2 warnings in 2 controllers (2 files)\n")
        // Named on the command line, it is found too.
        let named = try tree.run(shell: "exec \"$VCLINT\" \"$(printf 'bad\\377\\376.swift')\"", timeout: 20)
        #expect(named.status == 0)
        #expect(named.standardOutput.hasPrefix("bad\\xFF\\xFE.swift:3:9: warning:"))
    }

    @Test func aSymlinkLoopSaysWhatItIs() throws {
        let tree = HostileTree()
        try tree.link("loop", to: "loop")
        let outcome = try tree.run([".", "loop"], timeout: 20)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("error: loop: too many levels of symbolic links\n"))
        #expect(outcome.standardOutput.hasPrefix(HostileTree.normalFinding))
    }

    @Test(.enabled(if: HostileTree.nobodyPrefix != nil, "neither setpriv nor runuser is installed to drop root"))
    func unreadableFilesAndFoldersSayPermissionDenied() throws {
        let tree = HostileTree()
        tree.write("Locked.swift", FixtureSource.cleanController("LockedViewController"))
        tree.write("Closed/Inside.swift", FixtureSource.cleanController("InsideViewController"))
        #expect(chmod(tree.path + "/Locked.swift", 0) == 0)
        #expect(chmod(tree.path + "/Closed", 0) == 0)
        defer { chmod(tree.path + "/Closed", 0o755) }
        let outcome = try tree.run(asNobody: true, timeout: 20)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("error: Closed: permission denied\n"))
        #expect(outcome.standardError.contains("error: Locked.swift: permission denied\n"))
        #expect(outcome.standardOutput.hasPrefix(HostileTree.normalFinding))
    }

    @Test func helpWithTooManyArgumentsSaysSo() throws {
        let outcome = try HostileTree().run(["help", "lint", "extra"], timeout: 20)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: 'help' takes one subcommand; unexpected 'extra'\n"))
    }

    @Test func aHugeUnknownConfigurationKeyIsQuickAndCut() throws {
        let tree = HostileTree()
        tree.write(".vclint.yml", String(repeating: "k", count: 10_000_000) + ": 1\n")
        let outcome = try tree.run(timeout: 20)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == ".vclint.yml:1: error: unknown key '\(String(repeating: "k", count: 64))… (10000000 bytes)'\n")
    }

    @Test(arguments: [true, false])
    func aUTF16FileIsRead(bigEndian: Bool) throws {
        let tree = HostileTree()
        let text = FixtureSource.controllerWithContainmentMistake("WideViewController")
        let units = text.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        try Data((bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + units).write(to: URL(fileURLWithPath: tree.path + "/Wide.swift"))
        let outcome = try tree.run(timeout: 20)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix(HostileTree.normalFinding))
        #expect(outcome.standardOutput.contains("\nWide.swift:3:9: warning: `addChild(child)`"))
    }
}

/// `--jobs` asks for parallelism; more threads than cores would only wait. A million of them
/// took over a minute to start, one after the other; one per core takes nothing.
@Suite struct JobsBoundTests {
    @Test(arguments: [["--jobs", "1000000"], ["metrics", "--jobs", "1000000"], ["report", "--jobs", "1000000"]])
    func aHugeJobCountStartsNoMoreThreadsThanCores(arguments: [String]) throws {
        let tree = HostileTree()
        let outcome = try tree.run(arguments, timeout: 30)
        #expect(!outcome.timedOut)
        #expect(outcome.seconds < 10, "\(outcome.seconds) s")
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }
}
