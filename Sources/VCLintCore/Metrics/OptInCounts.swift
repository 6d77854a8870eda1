/// What `view_building_in_controller`, `persistence_in_controller` and `navigation_in_controller`
/// measure, per controller: `metrics` shows them whether or not the rules are on.
public struct OptInCounts: Sendable, Encodable, Equatable {
    public var viewBuildingStatements = 0
    public var persistenceUses = 0
    public var navigationSteps = 0

    enum CodingKeys: String, CodingKey {
        case viewBuildingStatements = "view_building_statements"
        case persistenceUses = "persistence_uses"
        case navigationSteps = "navigation_steps"
    }

    /// Counts with the rules' options from `.vclint.yml`, or their defaults.
    static func counter(_ context: RuleContext, ruleSettings: [String: any Rule]) -> (Controller) -> OptInCounts {
        let views = ruleSettings[ViewBuildingInControllerRule.id] as? ViewBuildingInControllerRule ?? .init()
        let storage = ruleSettings[PersistenceInControllerRule.id] as? PersistenceInControllerRule ?? .init()
        let navigation = ruleSettings[NavigationInControllerRule.id] as? NavigationInControllerRule ?? .init()
        return { controller in
            OptInCounts(
                viewBuildingStatements: views.holders(of: controller, in: context).reduce(0) { $0 + $1.count },
                persistenceUses: storage.uses(of: controller, in: context).count,
                navigationSteps: navigation.navigation(of: controller, in: context).count)
        }
    }
}
