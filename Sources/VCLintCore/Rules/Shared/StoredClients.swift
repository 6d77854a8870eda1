/// The stored properties of some declarations whose declared or created type is a client or a
/// store: true for one of the user's own (`identifiers`), false for a built-in one. Shared by
/// the controller rules and the SwiftUI rules, which read the same evidence.
enum StoredClients {
    static func properties(of holders: some Sequence<DeclarationReference>, in project: Project,
                           own: ClientNames, builtIn: Set<String>?) -> [String: Bool] {
        var result: [String: Bool] = [:]
        for holder in holders {
            // Read in place, field by field: a copy of the declaration or of each property
            // retained every array and String it holds.
            let properties = project.files[holder.file].types[holder.type].properties
            for index in properties.indices where properties[index].isStored {
                let types = [properties[index].typeName, properties[index].initializerTypeName].compactMap { $0 }.map(TypeNames.base)
                if types.contains(where: own.wholeNames.contains) {
                    result[properties[index].name] = true
                } else if let builtIn, types.contains(where: builtIn.contains) {
                    result[properties[index].name] = false
                }
            }
        }
        return result
    }
}

/// Where a screen's or view model's own code does networking or touches storage: the controller
/// rules' evidence (`RequestCalls`, `PersistenceUses`) read over the subject's declarations.
enum SubjectWork {
    static func requests(in subject: SwiftUISubject, context: RuleContext, rule: String,
                         clients: ClientNames, useDefaults: Bool) -> [RelatedLocation] {
        let properties = StoredClients.properties(of: subject.declarations, in: context.project, own: clients,
                                                  builtIn: useDefaults ? RequestCalls.clientTypes : nil)
        var uses: [RelatedLocation] = []
        for reference in subject.declarations {
            let calls = RequestCalls.uses(in: reference, of: context, useDefaults: useDefaults, clients: clients,
                                          clientProperties: properties)
            uses += context.located(calls, in: reference, unlessSuppressing: rule)
        }
        return UseListing.sorted(uses, controllerPath: subject.path)
    }

    static func storage(in subject: SwiftUISubject, context: RuleContext, rule: String,
                        stores: ClientNames, useDefaults: Bool, countsTypedSettings: Bool = true) -> [RelatedLocation] {
        let properties = StoredClients.properties(of: subject.declarations, in: context.project, own: stores,
                                                  builtIn: useDefaults ? PersistenceUses.storeTypes : nil)
        let settings = useDefaults && !countsTypedSettings ? context.typedSettings.names(in: context.project) : []
        let parts = subject.declarations.map { reference in
            (reference, ReferenceReader(file: context.file(reference), references: context.declaration(reference).references))
        }
        let uses = PersistenceUses.located(in: parts, path: subject.path, context: context, rule: rule, useDefaults: useDefaults,
                                           clients: stores, storeProperties: properties, typedSettings: settings)
        guard useDefaults else { return uses }
        return UseListing.sorted(wrapped(in: subject, context: context, rule: rule) + uses, controllerPath: subject.path)
    }

    /// Property wrappers that read and write storage: SwiftUI's `@AppStorage`, Core Data's
    /// fetch requests, SwiftData's `@Query`, and the Defaults library's `@Default`. A view model
    /// holding an `@AppStorage` property stores it as a view does.
    static let storageWrappers: Set<String> = ["AppStorage", "FetchRequest", "SectionedFetchRequest", "Query", "Default"]

    /// Properties under a storage wrapper (`@AppStorage("key") var sort`).
    private static func wrapped(in subject: SwiftUISubject, context: RuleContext, rule: String) -> [RelatedLocation] {
        subject.declarations.flatMap { reference in
            context.declaration(reference).properties.compactMap { property -> RelatedLocation? in
                guard let wrapper = property.attributes.first(where: storageWrappers.contains),
                      let location = context.location(property.position, in: reference, unlessSuppressing: rule)
                else { return nil }
                return RelatedLocation(location, message: "@\(wrapper) \(property.name)")
            }
        }
    }
}
