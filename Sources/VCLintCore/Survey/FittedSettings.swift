/// A `TreeSurvey` as `.vclint.yml` lines: each entry under a comment that gives its evidence.
struct FittedSettings {
    /// Comment lines: what the survey saw, and the controllers' size distribution.
    var summary: [String] = []
    /// List items (with their comments) for `excluded`, `controllers.base_classes`, and each
    /// rule's `identifiers`, by rule id.
    var excluded: [String] = []
    var baseClasses: [String] = []
    var identifiers: [String: [String]] = [:]
    /// Comment lines before a rule's `identifiers`: the services, proposed only.
    var identifierNotes: [String: [String]] = [:]

    init(_ survey: TreeSurvey, directory: String) {
        let sizes = survey.controllerSizes
        summary.append("# What 'vclint init' saw: \(sizes.count) controllers; lines of code per controller: "
            + (sizes.isEmpty ? "none." : "median \(Self.percentile(sizes, 50)), 90th percentile \(Self.percentile(sizes, 90)), largest \(sizes.last!)."))
        summary.append("# The thresholds below are the defaults; those numbers help a team choose its own.")
        let clients = survey.candidates.filter { $0.level == .client }
        if !clients.isEmpty {
            summary.append("# \(clients.count) app type\(clients.count == 1 ? "" : "s") look\(clients.count == 1 ? "s" : "") like low-level clients that controllers call directly: see 'identifiers' below.")
        }
        summary.append("")

        for folder in survey.testFolders {
            excluded.append("  # test, fixture or preview code (a folder named \(folder.split(separator: "/").last ?? ""))")
            excluded.append("  - \(Self.quoted(Self.relative(folder, to: directory)))")
        }
        for folder in survey.vendoredFolders {
            excluded.append("  # third-party code: its own licence or podspec, no Xcode project (skip_vendored skips it too)")
            excluded.append("  - \(Self.quoted(Self.relative(folder, to: directory)))")
        }
        for library in survey.prefixedLibraries {
            excluded.append("  # looks like third-party code: \(library.evidence). Remove this entry if it is the app's own.")
            excluded.append("  - \(Self.quoted(Self.relative(library.path, to: directory)))")
        }
        for base in survey.outsideBases {
            baseClasses.append("    # declared outside this tree; \(Plural.count(base.controllers, "controller")) subclass it")
            baseClasses.append("    - \(Self.quoted(base.name))")
        }
        for candidate in survey.candidates {
            let place = "\(Self.relative(candidate.evidence.path, to: directory)):\(candidate.evidence.line)"
            let callers = "\(candidate.callers) controller\(candidate.callers == 1 ? "" : "s") call\(candidate.callers == 1 ? "s" : "") it"
            let input = candidate.lowLevelMethod.map { "its \($0) takes raw \(candidate.kind == .networking ? "request" : "storage") input; " }
                ?? candidate.wireFormat.map { "its \($0.method) and most of its requests take or return \($0.type), a raw request or payload its callers build or parse; " }
                ?? ""
            switch (candidate.level, candidate.members.isEmpty) {
            case (.service, _) where !candidate.core.isEmpty:
                identifierNotes[candidate.kind.ruleID, default: []] += [
                    "    # \(candidate.name) is a domain-level service over a low-level core: its domain methods go through "
                        + candidate.core.prefix(6).joined(separator: ", ") + ", which take raw "
                        + "\(candidate.kind == .networking ? "request" : "storage") input. Calling the domain methods is the cure;",
                    "    # to count calls of the core, add to identifiers: " + candidate.core.prefix(6).map { "\(candidate.name).\($0)" }.joined(separator: ", ")
                        + ". It calls \(candidate.call) (\(place)); \(callers).",
                ]
            case (.client, true):
                identifiers[candidate.kind.ruleID, default: []] += [
                    "      # \(candidate.name): \(input)it calls \(candidate.call) (\(place)); \(callers).",
                    "      - \(Self.quoted(candidate.name))",
                ]
            case (.client, false):
                identifierNotes[candidate.kind.ruleID, default: []] += [
                    "    # \(candidate.name) does much else besides; \(input)it calls \(candidate.call) (\(place)); \(callers).",
                    "    # To count only what does it, add to identifiers: "
                        + candidate.members.prefix(6).map { "\(candidate.name).\($0)" }.joined(separator: ", ")
                        + (candidate.members.count > 6 ? " (and \(candidate.members.count - 6) more)" : ""),
                ]
            case (.service, _):
                identifierNotes[candidate.kind.ruleID, default: []] += [
                    "    # \(candidate.name) looks like a domain-level service (no method takes raw input), and calling",
                    "    # one is the cure; add it to identifiers to count it anyway. It calls \(candidate.call)",
                    "    # (\(place)); \(callers).",
                ]
            }
        }
    }

    /// The value at `percent` of sorted values (nearest rank).
    static func percentile(_ sorted: [Int], _ percent: Int) -> Int {
        sorted[max(0, min(sorted.count - 1, (sorted.count * percent + 99) / 100 - 1))]
    }

    /// `App/Vendor/X` under `App` is `Vendor/X`; under `.` it is as it is.
    static func relative(_ path: String, to directory: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        guard base != ".", !base.isEmpty else { return path }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    /// A YAML scalar that reads back as `text`: single-quoted, quotes doubled.
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'"
    }
}
