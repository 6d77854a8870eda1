/// The three shapes of `vclint metrics`. Same report, same bytes.
public enum MetricsFormat: String, Sendable, CaseIterable {
    case text, json, csv

    public func render(_ report: MetricsReport) -> String {
        switch self {
        case .text: MetricsTextRenderer.render(report)
        case .json: MetricsJSONRenderer.render(report)
        case .csv: MetricsCSVRenderer.render(report)
        }
    }
}

enum MetricsJSONRenderer {
    static func render(_ report: MetricsReport) -> String { ReportJSON.render(report) }
}

enum MetricsCSVRenderer {
    /// The rules' columns stand where each declares (`MetricsColumn.csvOrder`): the first five
    /// between the sizes and the split planner's measures, where they have always been; any
    /// later one after the planner's, so no existing column moves.
    static let header = "name,path,line,superclass,body_lines,extension_lines,total_lines,extension_count,methods,stored_properties,conformances,view_model,language"
        + MetricsReport.countingRules([:]).filter { !isAppended(type(of: $0).metricsColumn) }.map { "," + type(of: $0).metricsColumn.key }.joined()
        + ",responsibilities,lcom4,tcc"
        + MetricsReport.countingRules([:]).filter { isAppended(type(of: $0).metricsColumn) }.map { "," + type(of: $0).metricsColumn.key }.joined()

    /// Whether a rule's column comes after the planner's: its `csvOrder` is past the five that
    /// stood before them.
    static func isAppended(_ column: MetricsColumn) -> Bool { column.csvOrder >= MetricsColumn.firstAppendedCSVOrder }

    static func render(_ report: MetricsReport) -> String {
        var output = header + "\r\n"
        for row in report.controllers {
            var fields: [String] = [
                row.name, row.path, "\(row.line)", row.superclass, "\(row.lines.body)", "\(row.lines.extensions)",
                "\(row.lines.total)", "\(row.extensions.count)", "\(row.methods)", "\(row.storedProperties)",
                row.conformances.joined(separator: " "), row.viewModel ?? "", row.language.rawValue,
            ]
            let counts: [(column: MetricsColumn, text: String)] = row.ruleCounts.map { ($0.column, "\($0.count)") }
            fields += counts.filter { !isAppended($0.column) }.map(\.text)
            fields += ["\(row.responsibilities)", "\(row.lcom4)", row.tcc.map(SplitPlanText.twoDecimals) ?? ""]
            fields += counts.filter { isAppended($0.column) }.map(\.text)
            output += fields.map(quoted).joined(separator: ",") + "\r\n"
        }
        return output
    }

    /// RFC 4180: quote a field holding a comma, quote or line break; double inner quotes. By
    /// scalars, not Characters: a quote with a combining mark after it is still a quote to a CSV reader.
    static func quoted(_ field: String) -> String {
        let special: Set<Unicode.Scalar> = [",", "\"", "\n", "\r"]
        guard field.unicodeScalars.contains(where: special.contains) else { return field }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in field.unicodeScalars {
            if scalar == "\"" { quoted.append("\"") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }
}

/// A table for people: names and paths are `ShownText`, so none can paint the terminal.
enum MetricsTextRenderer {
    static func render(_ report: MetricsReport) -> String {
        let header = ["Total", "Class", "Ext.", "Files", "Methods", "Stored", "Resp.", "LCOM4"] + ruleHeader
            + ["View model", "Language", "Controller", "Location"]
        var rows = [header]
        for row in report.controllers {
            let extensionFiles = Set(row.extensions.map(\.path).filter { $0 != row.path }).count
            rows.append([
                "\(row.lines.total)", "\(row.lines.body)", "\(row.lines.extensions)", "\(1 + extensionFiles)",
                "\(row.methods)", "\(row.storedProperties)", "\(row.responsibilities)", "\(row.lcom4)",
            ] + row.ruleCounts.sorted { $0.column.textOrder < $1.column.textOrder }.map { "\($0.count)" } + [
                ShownText.escaped(row.viewModel ?? "-"), row.language.rawValue,
                ShownText.escaped(row.name) + (row.inferred ? " *" : ""), ShownText.escaped(row.path) + ":\(row.line)",
            ])
        }
        var output = TextTable.render(rows) { $0 < 8 + ruleHeader.count }
        let total = report.controllers.reduce(0) { $0 + $1.lines.total }
        let inferredBases = Set(report.controllers.filter(\.inferred).compactMap(\.ancestry.last)).sorted()
        if !inferredBases.isEmpty {
            output += "\n* inferred: built on a class outside the tree named like a controller (\(inferredBases.joined(separator: ", ")))\n"
        }
        output += "\n\(Plural.count(report.controllers.count, "controller")), \(total) lines of code in them\n"
        // Only where the tree has them: a UIKit app's table is unchanged.
        for (title, subjects, observed) in [("SwiftUI screen", report.screens, "State"), ("view model", report.viewModels, "Published")]
        where !subjects.isEmpty {
            // View models are planned as controllers are: their cohesion stands beside their size.
            let cohesion = subjects.contains { $0.responsibilities != nil }
            var rows = [["Total", "Body", "Ext.", "Methods", "Stored", observed] + (cohesion ? ["Resp.", "LCOM4"] : [])
                + [title.prefix(1).uppercased() + title.dropFirst(), "Location"]]
            for row in subjects {
                rows.append(["\(row.lines.total)", "\(row.lines.body)", "\(row.lines.extensions)", "\(row.methods)", "\(row.storedProperties)",
                             "\(row.observedProperties)"]
                    + (cohesion ? [row.responsibilities.map { "\($0)" } ?? "-", row.lcom4.map { "\($0)" } ?? "-"] : [])
                    + [ShownText.escaped(row.name), ShownText.escaped(row.path) + ":\(row.line)"])
            }
            let lines = subjects.reduce(0) { $0 + $1.lines.total }
            output += "\n" + TextTable.render(rows) { $0 < (cohesion ? 8 : 6) }
                + "\n\(Plural.count(subjects.count, title)), \(lines) lines of code in them\n"
        }
        return output
    }

    /// The rules' columns, where each declares (`MetricsColumn.textOrder`).
    static let ruleHeader = MetricsReport.countingRules([:]).map { type(of: $0).metricsColumn }
        .sorted { $0.textOrder < $1.textOrder }.map(\.header)
}
