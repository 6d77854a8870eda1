import Foundation
import Testing

/// A generated tree with one normal controller, `Normal.swift`, beside whatever hostile thing a
/// test adds; the built `vclint` runs on it with a watchdog, as a user (or CI) would.
final class HostileTree {
    let directory = TemporaryDirectory()
    var path: String { directory.path }

    /// The finding `Normal.swift` always gives: it must survive every hostile neighbour.
    static let normalFinding = "Normal.swift:3:9: warning: `addChild(child)` is not followed by `child.didMove(toParent: self)`"

    init(normalAt folder: String = "") {
        directory.write(folder + "Normal.swift", FixtureSource.controllerWithContainmentMistake("NormalViewController"))
    }

    func write(_ relativePath: String, _ text: String) { directory.write(relativePath, text) }

    func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relativePath, withDestinationPath: destination)
    }

    /// A file whose name is raw bytes, which need not be UTF-8.
    func write(nameBytes: [UInt8], _ text: String) {
        let full = Array((path + "/").utf8) + nameBytes + [0]
        let descriptor = full.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        precondition(descriptor >= 0, "cannot create the file")
        _ = Array(text.utf8).withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress!, $0.count) }
        close(descriptor)
    }

    func contents(_ relativePath: String) -> String? {
        try? String(contentsOfFile: path + "/" + relativePath, encoding: .utf8)
    }

    struct Outcome {
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
        var seconds: Double
        var timedOut: Bool

        var standardOutput: String { String(decoding: output, as: UTF8.self) }
        var standardError: String { String(decoding: errors, as: UTF8.self) }
        /// Every line of both streams.
        var lines: [Substring] { (standardOutput + standardError).split(separator: "\n") }
    }

    /// Runs `vclint arguments` in the tree; with `shell`, runs `sh -c shell` where `$VCLINT` is
    /// the executable (for redirections and limits). Killed after `timeout` seconds. `cwd`: a
    /// folder of the tree to run in; `environment`: variables to set or replace.
    func run(_ arguments: [String] = [], shell: String? = nil, asNobody: Bool = false, cwd: String? = nil,
             environment: [String: String] = [:], timeout: Double = 30) throws -> Outcome {
        try Self.run(vclintIn: cwd.map { path + "/" + $0 } ?? path, arguments, shell: shell, asNobody: asNobody,
                     environment: environment, timeout: timeout)
    }

    /// `run(_:)` in any folder: a repository made elsewhere, a clone.
    static func run(vclintIn directory: String, _ arguments: [String] = [], shell: String? = nil, asNobody: Bool = false,
                    environment: [String: String] = [:], timeout: Double = 30) throws -> Outcome {
        let vclint = try #require(BuiltVCLint.path, "the vclint executable was not built")
        var command = shell.map { ["/bin/sh", "-c", $0] } ?? [vclint] + arguments
        if asNobody { command = HostileTree.nobodyPrefix! + command }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment.merging(["VCLINT": vclint]) { $1 }) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let start = Date()
        try process.run()
        // SIGKILL: the child inherits the test thread's blocked signals, SIGTERM among them.
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let errorData = Locked<Data>()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errorData.value = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        watchdog.cancel()
        let seconds = Date().timeIntervalSince(start)
        return Outcome(status: process.terminationStatus, output: Array(outputData), errors: Array(errorData.value ?? Data()),
                       seconds: seconds, timedOut: process.terminationReason == .uncaughtSignal && seconds >= timeout)
    }

    /// Whether this build runs under ThreadSanitizer (its runtime is linked in).
    static let underThreadSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

    /// How to drop root for a case where permissions matter: CI runs as root, which reads any
    /// file. Nil (and the case skipped) when no tool for it is installed.
    static let nobodyPrefix: [String]? = {
        guard getuid() == 0 else { return [] }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") {
            return ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") {
            return ["/usr/sbin/runuser", "-u", "nobody", "--"]
        }
        return nil
    }()
}

extension HostileTree.Outcome {
    /// No workflow command but vclint's own annotations (`::warning file=…`, `::error file=…`
    /// on standard output in the GitHub format), no raw control character, no `##[`.
    func expectNoInjection(ownAnnotations: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        let commands = lines.filter { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("::") }
        #expect(commands.count == ownAnnotations, "\(commands)", sourceLocation: sourceLocation)
        #expect(commands.allSatisfy { $0.hasPrefix("::warning file=") || $0.hasPrefix("::error file=") }, sourceLocation: sourceLocation)
        let controls = (output + errors).filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
        #expect(controls.isEmpty, "raw control bytes \(controls)", sourceLocation: sourceLocation)
        #expect(!(standardOutput + standardError).contains("##["), sourceLocation: sourceLocation)
    }
}
