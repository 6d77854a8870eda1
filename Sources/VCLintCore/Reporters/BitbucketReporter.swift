/// `--format bitbucket`: a Bitbucket Cloud Code Insights report and its annotations, as one
/// JSON document: `{"report": {…}, "annotations": [{…}]}`.
///
/// `report` is the body to PUT at `…/commit/{commit}/reports/vclint`: a `BUG` report (Bitbucket's
/// kind for code quality) that `FAILED` when it holds an error, with the counts as `data`.
/// `annotations` is the body to POST at `…/reports/vclint/annotations`, one per finding:
/// `external_id` (`FindingIdentity`), `annotation_type` (`ConcernTable`), `path`, `line`,
/// `summary` (the message, cut to Bitbucket's 450 characters; the whole of it in `details`),
/// `severity` (`SeverityTable`). Bitbucket keeps at most 1,000 annotations per report: past that,
/// errors come first, then warnings in report order, and `details` says how many were left out.
/// A POST takes 100 annotations at a time; `Examples/CI/bitbucket-pipelines.yml` sends them.
public enum BitbucketReporter {
    static let annotationLimit = 1000
    static let summaryLimit = 450

    struct Document: Encodable {
        var report: Report
        var annotations: [Annotation]
    }

    struct Report: Encodable {
        var title = "vclint"
        var details: String
        var reportType = "BUG"
        var reporter = "vclint"
        var result: String
        var data: [Datum]

        enum CodingKeys: String, CodingKey {
            case title, details, reporter, result, data
            case reportType = "report_type"
        }
    }

    struct Datum: Encodable {
        var title: String
        var type = "NUMBER"
        var value: Int
    }

    struct Annotation: Encodable {
        var externalID: String
        var annotationType: String
        var path: String
        var line: Int?
        var summary: String
        var details: String?
        var severity: String

        enum CodingKeys: String, CodingKey {
            case path, line, summary, details, severity
            case externalID = "external_id"
            case annotationType = "annotation_type"
        }
    }

    public static func render(_ report: LintReport) -> String {
        let identities = FindingIdentity.unique(report.violations)
        var annotations = report.fileErrors.map { error in
            annotation(id: FindingIdentity.fileError(error.path), type: ConcernTable.fileErrorType, path: error.path, line: nil,
                       message: error.message, severity: SeverityTable.bitbucketFileError)
        }
        // Errors before warnings, each in report order, so a cut keeps the most severe.
        let order = report.violations.indices.filter { report.violations[$0].severity == .error }
            + report.violations.indices.filter { report.violations[$0].severity != .error }
        annotations += order.map { index in
            let violation = report.violations[index]
            return annotation(id: identities[index], type: ConcernTable.bitbucketType(ConcernTable.concern(of: violation.rule)),
                              path: violation.location.path, line: violation.location.line,
                              message: "\(violation.message) (\(violation.rule))", severity: SeverityTable.bitbucket(violation.severity))
        }
        let total = annotations.count
        annotations = Array(annotations.prefix(annotationLimit))
        var details = "\(Plural.count(report.errorCount, "error")) and \(Plural.count(report.warningCount, "warning")) in \(TextReporter.inspected(report))"
        details += " (\(Plural.count(report.files, "file")))"
        if !report.fileErrors.isEmpty { details += "; \(Plural.count(report.fileErrors.count, "file")) could not be read" }
        details += "."
        if total > annotations.count { details += " The first \(annotations.count) of \(total) findings are annotated, errors first." }
        let failed = report.errorCount > 0 || !report.fileErrors.isEmpty
        let data = [
            Datum(title: "Errors", value: report.errorCount), Datum(title: "Warnings", value: report.warningCount),
            Datum(title: "Controllers", value: report.controllers), Datum(title: "Files", value: report.files),
        ]
        return ReportJSON.render(Document(report: Report(details: details, result: failed ? "FAILED" : "PASSED", data: data),
                                          annotations: annotations))
    }

    static func annotation(id: String, type: String, path: String, line: Int?, message: String, severity: String) -> Annotation {
        let summary = message.count > summaryLimit ? String(message.prefix(summaryLimit - 1)) + "…" : message
        return Annotation(externalID: id, annotationType: type, path: path, line: line, summary: summary,
                          details: summary == message ? nil : message, severity: severity)
    }

}
