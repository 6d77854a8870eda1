/// Every rule vclint has, sorted by id. Adding a rule is one file and one line here; a test
/// fails when a rule file has no line, or a line no file.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        ChildContainmentRule.self,
        ControllerLengthRule.self,
        DelegateSprawlRule.self,
        InlineDataSourceRule.self,
        InvalidSuppressionRule.self,
        MassiveViewModelRule.self,
        MissingViewModelRule.self,
        NavigationInControllerRule.self,
        NetworkingInControllerRule.self,
        NetworkingInViewRule.self,
        PersistenceInControllerRule.self,
        PersistenceInViewRule.self,
        PublicMutableParamRule.self,
        SuperfluousDisableRule.self,
        ViewBodyComplexityRule.self,
        ViewBuildingInControllerRule.self,
        ViewModelLengthRule.self,
    ]

    public static var ids: [String] { all.map { $0.description.id } }

    /// The rules that run unless `disabled_rules` names them.
    public static var defaultRules: [any Rule.Type] { all.filter { !$0.isOptIn } }

    /// The rules that run only when `opt_in_rules` or `only_rules` names them.
    public static var optInIDs: [String] { all.filter { $0.isOptIn }.map { $0.id } }

    public static func rule(id: String) -> (any Rule.Type)? { all.first { $0.id == id } }
}
