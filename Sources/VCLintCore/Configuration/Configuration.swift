/// What `.vclint.yml` says. Unknown keys and wrong types are errors, never ignored.
public struct Configuration: Sendable {
    public static let defaultFileName = ".vclint.yml"
    /// The top-level keys, in the order `vclint init` writes them.
    static let keys = ["included", "excluded", "max_file_size", "skip_vendored", "controllers", "disabled_rules", "opt_in_rules", "only_rules", "rules"]
    /// 8 MiB: over six times the largest Swift file in thirteen real apps (a generated 1.2 MB
    /// icon table; next a 875 KB protobuf and a 592 KB GraphQL API), yet a bound on what one
    /// file may cost.
    public static let defaultMaxFileSize = 8 << 20

    /// Only files matching one of these are linted; empty: every file.
    public var included: [Glob] = []
    /// Files and folders matching one of these are skipped, on top of
    /// `SourceCollector.defaultExcludedDirectories`.
    public var excluded: [Glob] = []
    /// Swift files larger than this many bytes are skipped, and named in the summary.
    public var maxFileSize = Configuration.defaultMaxFileSize
    /// `skip_vendored`: skip folders holding their own licence or podspec (`SourceCollector.isVendored`).
    public var skipVendored = true
    /// `controllers: base_classes:` — classes whose subclasses are controllers.
    public var baseClasses: [String] = []
    /// `controllers: inferred_suffixes:` — an out-of-tree superclass ending in one is a controller base.
    public var inferredSuffixes: [String] = ControllerResolver.defaultInferredSuffixes
    /// Rule ids switched off.
    public var disabledRules: [String] = []
    /// `opt_in_rules`: opt-in rules switched on (the others run unless disabled).
    public var optInRules: [String] = []
    /// `only_rules`, as in SwiftLint: when set, only these rule ids run (less any disabled).
    public var onlyRules: [String]?
    /// Rules configured under `rules:`, by id; the others run with their defaults.
    public var ruleSettings: [String: any Rule] = [:]
    /// What the globs are relative to: the configuration file's directory.
    public var directory = "."
    /// The file it was read from; nil for the defaults.
    public var sourcePath: String?

    public init(baseClasses: [String] = []) {
        self.baseClasses = baseClasses
    }

    /// The rules to run, configured, in registry order.
    public var enabledRules: [any Rule] { enabledRules(of: RuleRegistry.all) }

    /// `only_rules` when given, else the default rules plus `opt_in_rules`; `disabled_rules` always wins.
    func enabledRules(of registry: [any Rule.Type]) -> [any Rule] {
        registry
            .filter { type in
                guard !disabledRules.contains(type.id) else { return false }
                if let onlyRules { return onlyRules.contains(type.id) }
                return !type.isOptIn || optInRules.contains(type.id)
            }
            .map { ruleSettings[$0.id] ?? $0.init() }
    }

    /// Every registered rule with the options `.vclint.yml` gives it, enabled or not: what the
    /// commands that reuse a rule's knowledge without reporting its findings read.
    public var allRules: [any Rule] { RuleRegistry.all.map { ruleSettings[$0.id] ?? $0.init() } }

    /// What makes a type a screen's view model: the options of the rule that defines it
    /// (`ViewModelDefiningRule`), enabled or not, so every command that shows a view model
    /// decides it the same way.
    public var viewModelMatcher: ViewModelMatcher {
        allRules.lazy.compactMap { $0 as? any ViewModelDefiningRule }.first?.matcher ?? ViewModelMatcher()
    }

    public var pathFilter: PathFilter {
        PathFilter(baseDirectory: directory, included: included, excluded: excluded)
    }

    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            throw ConfigurationError(path: path, line: nil, message: error.message)
        }
        var configuration = try parse(String(decoding: SourceEncoding.utf8(bytes), as: UTF8.self), path: path)
        configuration.directory = PathNames.directory(of: path)
        configuration.sourcePath = path
        return configuration
    }
}

extension Configuration: Equatable {
    /// Rules compare by what they would do: each enabled rule's options, as YAML text.
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
        lhs.included == rhs.included && lhs.excluded == rhs.excluded && lhs.baseClasses == rhs.baseClasses
            && lhs.inferredSuffixes == rhs.inferredSuffixes
            && lhs.directory == rhs.directory && lhs.maxFileSize == rhs.maxFileSize && lhs.skipVendored == rhs.skipVendored && lhs.ruleSettingsText == rhs.ruleSettingsText
    }

    /// `id: key=value, …` for every enabled rule.
    var ruleSettingsText: [String] {
        enabledRules.map { rule in "\(rule.id): " + Self.optionValues(rule).joined(separator: ", ") }
    }

    static func optionValues<R: Rule>(_ rule: R) -> [String] {
        R.options.map { "\($0.key)=\($0.valueText(in: rule))" }
    }
}

public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var message: String
    /// The configuration's further problems, in order: all are told at once.
    public var others: [ConfigurationError] = []

    public init(path: String, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: error: message`, the compiler's shape; one line per problem.
    public var description: String {
        ([self] + others).map { "\($0.path):\($0.line.map { "\($0):" } ?? "") error: \($0.message)" }.joined(separator: "\n")
    }
}
