/// One controller at one sampled commit: the numbers `vclint metrics` gives for it there.
public struct ControllerSample: Sendable, Equatable, Encodable {
    /// The class's name, or `Name (path)` when two targets each have a class of that name.
    public var name: String
    /// The class's name alone, as its declarations spell it.
    public var className: String
    /// `metrics`' total: the class body's code lines plus its extensions'.
    public var lines: Int
    public var language: ControllerLanguage
    /// The class's file and its extensions' files, sorted.
    public var files: [String]
    /// The findings the enabled rules report on it; nil unless `--findings`.
    public var findings: Int?

    enum CodingKeys: String, CodingKey { case name, lines, language, files, findings }
}

/// One sampled commit and its controllers, sorted by name.
public struct HistorySample: Sendable, Equatable, Encodable {
    public var commit: String
    public var date: String
    /// Seconds since 1970, for a chart's x axis.
    public var time: Int
    public var controllers: [ControllerSample]
    /// Every controller's lines, summed: the line to chart "is the team winning".
    public var totalLines: Int

    enum CodingKeys: String, CodingKey {
        case commit, date, time, controllers
        case totalLines = "total_lines"
    }
}

/// A file `history` did not read, first met at `commit`.
public struct SkippedBlob: Sendable, Equatable, Encodable {
    public var path: String
    public var blob: String
    public var commit: String
    /// `binary`, `over max_file_size (N bytes)`, `submodule`, `symbolic link`.
    public var reason: String
}
