/// `--format sarif`: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
///
/// One run. `tool.driver.rules` lists every registered rule, so `ruleIndex` is stable across runs;
/// results point into it. Paths are repo-relative URI references against `%SRCROOT%`, columns
/// are UTF-16 code units (`columnKind`), and `partialFingerprints["vclint/v1"]` is the
/// violation's line-independent fingerprint, so code scanning keeps one alert per finding as
/// lines move. File errors are tool execution notifications, and make the invocation unsuccessful;
/// files the outline only partly read are notifications of level `note`.
public enum SARIFReporter {
    /// Where each rule's document lives: `<base><id>.md`.
    public static let ruleDocumentationBase = "https://github.com/vclint/vclint/blob/main/Rules/"
    public static let informationURI = "https://github.com/vclint/vclint"
    /// The key of our fingerprint in `partialFingerprints`; bump the suffix if its recipe changes.
    public static let fingerprintKey = "vclint/v1"

    public static func render(_ report: LintReport) -> String {
        ReportJSON.render(log(report))
    }

    static func log(_ report: LintReport) -> SARIF.Log {
        let rules = RuleRegistry.all.map(descriptor)
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        let errors = report.fileErrors.map { error in
            SARIF.Notification(
                level: "error", message: SARIF.Message(text: error.message),
                locations: [SARIF.Location(physicalLocation: SARIF.PhysicalLocation(artifactLocation: artifact(error.path)))])
        }
        let notes = report.partiallyReadFiles.map { file in
            SARIF.Notification(
                level: "note", message: SARIF.Message(text: "vclint read this file only partly: \(file.reason)"),
                locations: [SARIF.Location(physicalLocation: SARIF.PhysicalLocation(
                    artifactLocation: artifact(file.path), region: SARIF.Region(startLine: file.line)))])
        }
        let notifications = errors + notes
        let run = SARIF.Run(
            tool: SARIF.Tool(driver: SARIF.ToolComponent(
                name: "vclint", version: VCLintCommand.version, informationUri: informationURI, rules: rules)),
            invocations: [SARIF.Invocation(
                executionSuccessful: errors.isEmpty,
                toolExecutionNotifications: notifications.isEmpty ? nil : notifications)],
            results: report.violations.map { result($0, ruleIndex: ruleIndex[$0.rule]) },
            originalUriBaseIds: [SARIF.sourceRoot: SARIF.ArtifactLocation(
                description: SARIF.Message(text: "The directory vclint ran in, usually the repository root."))])
        return SARIF.Log(runs: [run])
    }

    static func descriptor(_ rule: any Rule.Type) -> SARIF.ReportingDescriptor {
        let description = rule.description
        return SARIF.ReportingDescriptor(
            id: description.id,
            name: upperCamelCase(description.id),
            shortDescription: SARIF.Message(text: description.summary),
            fullDescription: SARIF.Message(text: MarkdownPlainText.plain(description.rationale)),
            help: SARIF.Message(
                text: MarkdownPlainText.plain(description.rationale + "\n\n" + description.fix),
                markdown: description.rationale + "\n\n" + description.fix),
            helpUri: ruleDocumentationBase + description.id + ".md",
            defaultConfiguration: SARIF.Configuration(level: level(rule.init().severity), enabled: rule.isOptIn ? false : nil))
    }

    static func result(_ violation: Violation, ruleIndex: Int?) -> SARIF.Result {
        let related = violation.related.enumerated().map { index, related in
            // Ids start at 1, as CodeQL's do; a message may link to one as `[text](1)`.
            SARIF.Location(id: index + 1, message: SARIF.Message(text: related.message),
                           physicalLocation: physicalLocation(related.location))
        }
        let hasProperties = violation.controller != nil || violation.measured != nil || violation.limit != nil
        return SARIF.Result(
            ruleId: violation.rule,
            ruleIndex: ruleIndex,  // absent for a rule the registry does not know
            level: level(violation.severity),
            message: SARIF.Message(text: violation.message),
            locations: [SARIF.Location(physicalLocation: physicalLocation(violation.location))],
            relatedLocations: related.isEmpty ? nil : related,
            partialFingerprints: [fingerprintKey: violation.fingerprint],
            properties: hasProperties
                ? SARIF.Properties(controller: violation.controller, measured: violation.measured, limit: violation.limit)
                : nil,
            baselineState: violation.baselineState?.sarif)
    }

    static func physicalLocation(_ location: Location) -> SARIF.PhysicalLocation {
        SARIF.PhysicalLocation(
            artifactLocation: artifact(location.path),
            region: SARIF.Region(startLine: location.line, startColumn: location.utf16Column))
    }

    static func artifact(_ path: String) -> SARIF.ArtifactLocation {
        let reference = URIReference.forFile(path)
        return SARIF.ArtifactLocation(uri: reference.uri, uriBaseId: reference.isRelative ? SARIF.sourceRoot : nil)
    }

    static func level(_ severity: Severity) -> String { SeverityTable.sarif(severity) }

    /// `controller_length` → `ControllerLength`: SARIF's `name` is an identifier-like word.
    static func upperCamelCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
