/// A user's `identifiers` (their own networking clients or stores): `Name` or `Name.member`,
/// parsed once when set: every controller's check reads them.
struct ClientNames: Sendable {
    var wholeNames: Set<String> = []
    var members: [String: Set<String>] = [:]

    init(_ identifiers: [String]) {
        for identifier in identifiers {
            let parts = identifier.split(separator: ".", maxSplits: 1)
            guard let first = parts.first else { continue }
            if parts.count == 2 { members[String(first), default: []].insert(String(parts[1])) } else { wholeNames.insert(String(first)) }
        }
    }

    var isEmpty: Bool { wholeNames.isEmpty && members.isEmpty }
}
