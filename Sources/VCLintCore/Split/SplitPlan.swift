/// How to split one controller: the objects to extract, largest gain first, and what stays.
public struct SplitPlan: Sendable, Encodable {
    public struct PlannedMember: Sendable, Encodable, Equatable {
        public var name: String
        public var kind: String
        public var path: String
        public var line: Int
        public var lines: Int
    }

    /// One object to make from some of the controller's members.
    public struct Extraction: Sendable, Encodable {
        /// A suggested type name, in the literature's words: `FeedDataSource`, `FeedService`.
        public var name: String
        /// What it would be: `data source`, `delegate`, `service`, `store`, `view`, `coordinator`, `view model`.
        public var kind: String
        public var work: Work
        /// The protocols it would adopt in the controller's place.
        public var protocols: [String]
        public var members: [PlannedMember]
        /// The controller's properties it reads or writes but does not own: what it is given.
        public var inputs: [PlannedMember]
        /// Members left in the controller that use it: where the controller would call it.
        public var calledFrom: [PlannedMember]
        /// What it would use of the screen that stays: views, and methods that drive them. Each
        /// becomes a callback or an input the new object is handed.
        public var callsBack: [PlannedMember]
        /// The lines its members span.
        public var lines: Int
        /// Of the uses that touch its members, the share that stay inside it (1 = self-contained).
        public var cohesion: Double
    }

    /// The type's name: a controller's, or a view model's (`kind`).
    public var controller: String
    public var kind: SubjectKind
    public var path: String
    public var line: Int
    public var language: ControllerLanguage
    /// Code lines of the class and its extensions, as `controller_length` counts them.
    public var lines: Int
    public var members: Int
    /// Jobs found besides being a controller: one per served object, kind of work and state cluster.
    public var responsibilities: Int
    /// Connected parts of the graph of methods and the properties they use (1 = cohesive).
    public var lcom4: Int
    /// The share of method pairs that use a common stored property; nil above `Cohesion.tccLimit` methods.
    public var tcc: Double?
    public var extractions: [Extraction]
    /// The lines the controller would keep: its lines less those the extractions move.
    public var remainingLines: Int
    /// The lifecycle methods and other members that would stay, by name.
    public var remains: [String]
    /// Groups found but not worth extracting, with why: what a reader would ask about.
    public var considered: [Considered]

    public struct Considered: Sendable, Encodable {
        public var name: String
        public var kind: String
        public var lines: Int
        public var reason: String
        /// What it would have moved: a reader checks the reason against them.
        public var members: [PlannedMember]
    }

    enum CodingKeys: String, CodingKey {
        case controller, kind, path, line, language, lines, members, responsibilities, lcom4, tcc, extractions
        case remainingLines = "remaining_lines", remains, considered
    }
}

extension SplitPlan.Extraction {
    enum CodingKeys: String, CodingKey {
        case name, kind, work, protocols, members, inputs, lines, cohesion
        case calledFrom = "called_from", callsBack = "calls_back"
    }
}
