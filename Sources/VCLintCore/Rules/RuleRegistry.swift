/// Every rule vclint has, sorted by id. Adding a rule is one file and one line here; a test
/// fails when a rule file has no line, or a line no file.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        ControllerLengthRule.self,
        InlineDataSourceRule.self,
        InvalidSuppressionRule.self,
        MissingViewModelRule.self,
        NavigationInControllerRule.self,
        NetworkingInControllerRule.self,
        PersistenceInControllerRule.self,
        PublicMutableParamRule.self,
        SuperfluousDisableRule.self,
        ViewBuildingInControllerRule.self,
    ]

    public static var ids: [String] { all.map { $0.description.id } }

    public static func rule(id: String) -> (any Rule.Type)? { all.first { $0.id == id } }
}
