/// The three shapes of `vclint history`. Same report, same bytes.
public enum HistoryFormat: String, Sendable, CaseIterable {
    case text, json, csv

    public func render(_ report: HistoryReport, top: Int = 20) -> String {
        switch self {
        case .text: HistoryTextRenderer.render(report, top: top)
        case .json: ReportJSON.render(report)
        case .csv: HistoryCSVRenderer.render(report)
        }
    }
}

/// One row per (sampled commit, controller), oldest commit first, controllers by name.
enum HistoryCSVRenderer {
    static let header = "commit,date,controller,lines,language,files"

    static func render(_ report: HistoryReport) -> String {
        var output = header + (report.findingsCounted ? ",findings" : "") + "\r\n"
        for sample in report.samples {
            for controller in sample.controllers {
                var fields = [sample.commit, sample.date, controller.name, "\(controller.lines)", controller.language.rawValue,
                              "\(controller.files.count)"]
                if report.findingsCounted { fields.append("\(controller.findings ?? 0)") }
                output += fields.map(MetricsCSVRenderer.quoted).joined(separator: ",") + "\r\n"
            }
        }
        return output
    }
}

/// The hotspot table for people: names are `ShownText`, so none can paint the terminal.
enum HistoryTextRenderer {
    static func render(_ report: HistoryReport, top: Int) -> String {
        let window = report.window
        var output = ""
        if let first = report.samples.first, let last = report.samples.last {
            output += "\(report.samples.count) sample\(report.samples.count == 1 ? "" : "s") (\(window.sampling)) of "
                + "\(window.commits) mainline commit\(window.commits == 1 ? "" : "s") from \(first.date.prefix(10)) to \(last.date.prefix(10)); "
                + "\(window.changes) non-merge commit\(window.changes == 1 ? "" : "s") since \(ShownText.escaped(window.since))\n\n"
        }
        let header = ["Score", "Lines", "Δ lines", "Trend", "Commits", "Authors", "Controller"]
        var rows = [header]
        for hotspot in report.hotspots.prefix(top) {
            rows.append(["\(hotspot.score)", "\(hotspot.lines)", (hotspot.delta > 0 ? "+" : "") + "\(hotspot.delta)",
                         hotspot.trend.rawValue, "\(hotspot.commits)", "\(hotspot.authors)", ShownText.escaped(hotspot.name)])
        }
        let numeric: Set<Int> = [0, 1, 2, 4, 5]
        output += TextTable.render(rows, numeric: numeric.contains)
        let shown = min(top, report.hotspots.count)
        output += "\n\(shown) of \(report.hotspots.count) controller\(report.hotspots.count == 1 ? "" : "s"); "
            + "score = lines now × commits touching its files since \(ShownText.escaped(window.since)); "
            + "trend: grew/shrank by more than 5% since the first sample, else flat\n"
        let hot = report.hotspots.prefix(top).filter { !$0.methods.isEmpty }.prefix(5)
        if !hot.isEmpty {
            output += "\nHottest methods: the commits whose changes touched each, and the lines changed in it\n"
            for hotspot in hot {
                output += "  \(ShownText.escaped(hotspot.name)), mostly by "
                    + hotspot.mainAuthors.map { "\(ShownText.escaped($0.name)) (\($0.commits))" }.joined(separator: ", ") + "\n"
                for method in hotspot.methods {
                    output += "    \(ShownText.escaped(method.name)): \(Plural.count(method.commits, "commit")), "
                        + "\(Plural.count(method.changed, "line")) changed\n"
                }
            }
            output += "\n"
        }
        if let last = report.samples.last {
            output += "\(last.totalLines) lines in controllers now"
            if let first = report.samples.first, report.samples.count > 1 {
                let delta = last.totalLines - first.totalLines
                output += " (\(delta >= 0 ? "+" : "")\(delta) since \(first.date.prefix(10)))"
            }
            output += "\n"
        }
        return output
    }
}
