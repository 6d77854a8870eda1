/// vclint's exit status is a contract that CI gates on.
public enum ExitCode: Int32, Sendable {
    /// No violation at a failing severity.
    case success = 0
    /// At least one violation at a failing severity.
    case violations = 1
    /// vclint could not do its whole job: bad usage or configuration, or an unreadable path.
    case toolFailure = 2
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
