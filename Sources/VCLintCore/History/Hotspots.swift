/// Where refactoring pays: controllers both large now and changed often in the window.
/// score = lines now × commits in the window that touched any of its files (CodeScene's
/// hotspot, size times change frequency, with vclint's size of a controller: all its parts).
public struct Hotspot: Sendable, Equatable, Encodable {
    public enum Trend: String, Sendable, Encodable {
        /// More than 5% larger than at the window's first sample (or new in the window).
        case grew
        /// More than 5% smaller.
        case shrank
        /// Within ±5%.
        case flat
    }

    /// Who changed it most: at most three, by commits in the window, then by name.
    public struct Author: Sendable, Equatable, Encodable {
        /// As `.mailmap` names them (the email when the name is empty).
        public var name: String
        public var commits: Int
    }

    public var name: String
    /// The class's name alone (`name` may add its path to tell two targets' classes apart).
    var className: String
    /// At the newest sample.
    public var lines: Int
    /// At the oldest sample of the window; 0 when it did not exist then.
    public var linesBefore: Int
    public var delta: Int
    public var trend: Trend
    /// Non-merge commits in the window touching its files (as they are at the newest sample,
    /// followed back across renames).
    public var commits: Int
    public var authors: Int
    public var added: Int
    public var removed: Int
    public var score: Int
    public var files: [String]
    /// Every path its files had in the window, the current ones included.
    var pathsInWindow: [String]
    public var mainAuthors: [Author]
    /// Its hottest methods (`HotMethods`); empty below the top ten or without changes.
    public var methods: [HotMethod] = []

    enum CodingKeys: String, CodingKey {
        case name, lines, delta, trend, commits, authors, added, removed, score, files, methods
        case linesBefore = "lines_before"
        case mainAuthors = "main_authors"
    }

    static func trend(from before: Int, to now: Int) -> Trend {
        // ±5% of the size it started from, in integers: 20 × |Δ| ≤ before.
        let delta = now - before
        if 20 * abs(delta) <= before { return .flat }
        return delta > 0 ? .grew : .shrank
    }

    /// One hotspot per controller of the newest sample, hottest first (then larger, then by name).
    static func rank(_ samples: [HistorySample], log: ChangeLog) -> [Hotspot] {
        guard let newest = samples.last else { return [] }
        let before = Dictionary((samples.first?.controllers ?? []).map { ($0.name, $0.lines) }, uniquingKeysWith: { first, _ in first })
        var owners: [String: [Int]] = [:]
        for (index, controller) in newest.controllers.enumerated() {
            for file in controller.files { owners[file, default: []].append(index) }
        }
        // A path as it was → the path it has at the newest sample.
        var alias = Dictionary(uniqueKeysWithValues: owners.keys.map { ($0, $0) })
        var commits = Array(repeating: 0, count: newest.controllers.count)
        // Per controller: author → commits.
        var authors = Array(repeating: [String: Author](), count: newest.controllers.count)
        var added = Array(repeating: 0, count: newest.controllers.count)
        var removed = Array(repeating: 0, count: newest.controllers.count)
        for commit in log.commits {
            var touched = Set<Int>()
            for change in commit.changes {
                guard let current = alias[change.path] else { continue }
                if let old = change.oldPath { alias[old] = current }
                for owner in owners[current] ?? [] {
                    touched.insert(owner)
                    added[owner] += change.added ?? 0
                    removed[owner] += change.removed ?? 0
                }
            }
            for owner in touched {
                commits[owner] += 1
                authors[owner][commit.author, default: Author(name: commit.author, commits: 0)].commits += 1
            }
        }
        var pastPaths = Array(repeating: Set<String>(), count: newest.controllers.count)
        for (path, current) in alias { for owner in owners[current] ?? [] { pastPaths[owner].insert(path) } }
        return newest.controllers.enumerated().map { index, controller in
            let then = before[controller.name] ?? 0
            let main = authors[index].values.sorted { ($1.commits, $0.name) < ($0.commits, $1.name) }.prefix(3)
            return Hotspot(name: controller.name, className: controller.className, lines: controller.lines, linesBefore: then,
                           delta: controller.lines - then, trend: trend(from: then, to: controller.lines), commits: commits[index],
                           authors: authors[index].count, added: added[index], removed: removed[index],
                           score: controller.lines * commits[index], files: controller.files, pathsInWindow: pastPaths[index].sorted(),
                           mainAuthors: Array(main))
        }
        .sorted { ($1.score, $1.lines, $0.name) < ($0.score, $0.lines, $1.name) }
    }
}
