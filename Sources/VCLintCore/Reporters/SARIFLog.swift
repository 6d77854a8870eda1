/// The subset of SARIF 2.1.0 vclint writes, as plain `Encodable` structs. Optional properties are
/// left out when nil (SARIF has no nulls). Names follow the specification's property names.
enum SARIF {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let version = "2.1.0"
    /// Paths are relative to the directory vclint ran in, named by this base id.
    static let sourceRoot = "%SRCROOT%"

    struct Log: Encodable {
        var schema = SARIF.schemaURI
        var version = SARIF.version
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var results: [Result]
        var columnKind = "utf16CodeUnits"
        var originalUriBaseIds: [String: ArtifactLocation]
    }

    struct Tool: Encodable {
        var driver: ToolComponent
    }

    struct ToolComponent: Encodable {
        var name: String
        var version: String
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var helpUri: String
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
        /// `false` for an opt-in rule; absent (SARIF's default, true) for the others.
        var enabled: Bool?
    }

    struct Message: Encodable {
        var text: String
        var markdown: String?
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
        var locations: [Location]
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var properties: Properties?
        /// `new` or `updated` against an applied baseline.
        var baselineState: String? = nil
    }

    struct Location: Encodable {
        var id: Int?
        var message: Message?
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String?
        var uriBaseId: String?
        var description: Message?
    }

    struct Region: Encodable {
        var startLine: Int
        /// Absent for a whole line.
        var startColumn: Int?
    }

    /// A result's property bag: what a measuring rule measured, and the controller.
    struct Properties: Encodable {
        var controller: String?
        var measured: Int?
        var limit: Int?
    }
}
