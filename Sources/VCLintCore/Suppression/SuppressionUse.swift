/// Which directive of a file hid a finding of which rule: what a `SuppressionAuditRule` judges by.
public struct SuppressionUse: Hashable, Sendable {
    /// Index into the file's directives.
    public var directive: Int
    public var rule: String
}
