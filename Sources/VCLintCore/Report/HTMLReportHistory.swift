extension HTMLReport {
    /// `report --history`: what `vclint history` measured, shaped for the page's charts.
    ///
    /// ```
    /// "history": null | {"window": {…as history's JSON}, "notes": [text],
    ///   "samples": [{"commit", "date", "time", "total_lines"}],        // oldest first
    ///   "series": [{"name", "lines": [int | null]}],                     // one per controller, a value per sample
    ///   "hotspots": [hotspot]}                                           // as history's JSON, hottest first
    /// ```
    /// A controller's `lines` is null at a sample where it did not exist; `name` is the one the
    /// history gives it (the class's name, or `Name (path)` for two targets' classes of one name).
    struct History: Sendable, Encodable {
        struct Sample: Sendable, Encodable {
            var commit: String
            var date: String
            var time: Int
            var totalLines: Int

            enum CodingKeys: String, CodingKey {
                case commit, date, time
                case totalLines = "total_lines"
            }
        }

        struct Series: Sendable, Encodable {
            var name: String
            var lines: [Int?]
        }

        var window: HistoryReport.Window
        var samples: [Sample]
        var series: [Series]
        var hotspots: [Hotspot]
        var notes: [String]

        init(_ report: HistoryReport) {
            window = report.window
            notes = report.notes
            hotspots = report.hotspots
            samples = report.samples.map { Sample(commit: $0.commit, date: $0.date, time: $0.time, totalLines: $0.totalLines) }
            var lines: [String: [Int?]] = [:]
            for (index, sample) in report.samples.enumerated() {
                for controller in sample.controllers {
                    lines[controller.name, default: Array(repeating: nil, count: report.samples.count)][index] = controller.lines
                }
            }
            series = lines.map { Series(name: $0.key, lines: $0.value) }.sorted { $0.name < $1.name }
        }
    }
}
