/// What `vclint-bench history` prints: `history` as the command runs it, with its counts.
public enum HistoryBenchmark {
    public struct Figures: Sendable {
        public var samples: Int
        /// Mainline commits in the window, among which the samples were taken.
        public var mainlineCommits: Int
        /// Non-merge commits the hotspot log read.
        public var changedCommits: Int
        /// Files read per sample at the newest one.
        public var filesNow: Int
        public var blobsRead: Int
        public var bytesRead: Int
        public var outlinesReused: Int
        public var samplesReused: Int
        /// Seconds measuring the samples, then waiting for git's numstat log, then ranking methods.
        public var measuringSeconds: Double
        public var waitingForLogSeconds: Double
        public var hotMethodsSeconds: Double
    }

    /// `vclint history --git-dir <gitDirectory> --since <since>` (`--every <every>`, else monthly),
    /// default configuration.
    public static func run(gitDirectory: String, since: String, every: Int?, jobs: Int) throws -> Figures {
        var options = HistoryRun.Options()
        options.gitDirectory = gitDirectory
        options.since = since
        options.sampling = every.map { .every($0) } ?? .monthly
        options.jobs = jobs
        let outcome = try HistoryRun(options: options).run()
        let report = outcome.report
        return Figures(samples: report.samples.count, mainlineCommits: report.window.commits, changedCommits: report.window.changes,
                       filesNow: Set(report.samples.last?.controllers.flatMap(\.files) ?? []).count, blobsRead: outcome.counts.blobsRead,
                       bytesRead: outcome.counts.bytesRead, outlinesReused: outcome.counts.outlinesReused,
                       samplesReused: outcome.counts.samplesReused, measuringSeconds: seconds(outcome.phases.measuring),
                       waitingForLogSeconds: seconds(outcome.phases.waitingForLog), hotMethodsSeconds: seconds(outcome.phases.hotMethods))
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
