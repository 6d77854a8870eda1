/// vclint's exit status is a contract that CI gates on.
public enum ExitCode: Int32, Sendable {
    /// No violation at a failing severity.
    case success = 0
    /// At least one violation at a failing severity: errors, and warnings too with `--strict`.
    case violations = 1
    /// vclint could not do its whole job: bad usage or configuration, or an unreadable path.
    /// It wins over `violations`: a partial run must not pass for a clean one.
    case toolFailure = 2

    /// The status of a lint run that got as far as a report.
    public static func of(_ report: LintReport, strict: Bool) -> ExitCode {
        if !report.fileErrors.isEmpty { return .toolFailure }
        let failing = report.errorCount + (strict ? report.warningCount : 0)
        return failing > 0 ? .violations : .success
    }
}

/// What a command produced; the executable writes it out and exits.
public struct CommandResult: Sendable {
    public var standardOutput: String = ""
    public var standardError: String = ""
    public var exitCode: ExitCode = .success

    public init(standardOutput: String = "", standardError: String = "", exitCode: ExitCode = .success) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }
}
