import Foundation

/// The one JSON encoder setting every JSON-shaped output shares (reports, SARIF, baselines), so
/// the same value always gives the same bytes.
enum ReportJSON {
    static func render(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Our values are plain structs of strings, integers and arrays: encoding cannot fail.
        let data = (try? encoder.encode(value)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
