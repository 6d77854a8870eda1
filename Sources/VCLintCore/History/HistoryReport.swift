/// What `vclint history` found: every sample's controllers and the hotspot table. Sorted
/// throughout, so the same repository and options give the same bytes; a chart draws
/// `samples[].total_lines` and each controller's `lines` against `samples[].time`.
public struct HistoryReport: Sendable, Encodable {
    public struct Window: Sendable, Encodable {
        /// What `--since` said (a date or a ref), or the default.
        public var since: String
        /// The commit the mainline was walked from (`--until`, default HEAD).
        public var until: String
        public var sampling: String
        /// Mainline commits in the window; samples are taken among them.
        public var commits: Int
        /// Non-merge commits in the window (what hotspots count).
        public var changes: Int
    }

    public var version = 1
    public var tool = MetricsReport.Tool()
    public var window: Window
    public var samples: [HistorySample]
    public var hotspots: [Hotspot]
    public var skipped: [SkippedBlob]
    /// Things a reader must know: a shallow clone's reach, vendored folders skipped.
    public var notes: [String]
    /// Whether `findings` were counted (`--findings`).
    public var findingsCounted: Bool

    enum CodingKeys: String, CodingKey {
        case version, tool, window, samples, hotspots, skipped, notes
        case findingsCounted = "findings_counted"
    }
}
