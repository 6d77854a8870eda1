/// A method of a hot controller and how often the window's commits changed it.
public struct HotMethod: Sendable, Equatable, Encodable {
    /// As the outline names it: `viewDidLoad()`, `tableView(_:cellForRowAt:)`, `-setTitle:`.
    public var name: String
    /// Non-merge commits in the window whose hunks touched its lines (before or after the change).
    public var commits: Int
    /// Lines added and removed inside it, summed over those commits.
    public var changed: Int
}

/// The hottest methods inside the top hotspots (CodeScene's X-Ray, on vclint's controllers):
/// which members each commit's hunks touched. ONE `git log -p -U0` over the window, limited to
/// those controllers' files under every name they had, gives each hunk's line ranges and the
/// blobs before and after; each blob is outlined once, and a hunk counts for every method of the
/// controller whose lines it overlaps on either side (a deletion touches the old side only).
struct HotMethods {
    /// Hotspots that get their methods ranked, hottest first.
    static let controllerLimit = 10
    /// Methods listed per controller.
    static let methodLimit = 5

    let repository: GitRepository
    var jobs = Parallel.coreCount

    /// `hotspots` ranked, with `methods` filled for the first `controllerLimit` that changed.
    func rank(_ hotspots: [Hotspot], tip: String, since: String?, excluding: String?) throws(HistoryError) -> [Hotspot] {
        var hotspots = hotspots
        let chosen = hotspots.indices.filter { hotspots[$0].commits > 0 }.prefix(Self.controllerLimit)
        guard !chosen.isEmpty else { return hotspots }
        var owners: [String: [Int]] = [:]
        for index in chosen { owners[hotspots[index].className, default: []].append(index) }
        let paths = Set(chosen.flatMap { hotspots[$0].pathsInWindow }).sorted()
        let output = try repository.run(Self.arguments(tip: tip, since: since, excluding: excluding, paths: paths))
        let reader = try GitObjectReader(gitArguments: repository.gitArguments)
        defer { reader.finish() }
        var spans = MethodSpans(reader: reader, names: Set(owners.keys))
        let log = DiffLog(output: output)
        try spans.outline(log.commits.flatMap { commit in
            commit.files.flatMap { file in [file.oldBlob, file.newBlob].compactMap { $0.map { ($0, file.fileExtension) } } }
        }, jobs: jobs)
        var tally: [Int: [String: HotMethod]] = [:]
        for commit in log.commits {
            var touched: [Int: [String: Int]] = [:]
            for file in commit.files {
                for hunk in file.hunks {
                    for (blob, range) in [(file.oldBlob, hunk.old), (file.newBlob, hunk.new)] {
                        guard let blob, let range else { continue }
                        for method in spans.methods(blob: blob, fileExtension: file.fileExtension).overlapping(range) {
                            let overlap = min(range.upperBound, method.lines.upperBound) - max(range.lowerBound, method.lines.lowerBound) + 1
                            for owner in owners[method.owner] ?? [] { touched[owner, default: [:]][method.name, default: 0] += overlap }
                        }
                    }
                }
            }
            for (owner, methods) in touched {
                for (name, changed) in methods {
                    tally[owner, default: [:]][name, default: HotMethod(name: name, commits: 0, changed: 0)].commits += 1
                    tally[owner]![name]!.changed += changed
                }
            }
        }
        for (owner, methods) in tally {
            hotspots[owner].methods = Array(methods.values.sorted { ($1.commits, $1.changed, $0.name) < ($0.commits, $0.changed, $1.name) }
                .prefix(Self.methodLimit))
        }
        return hotspots
    }

    static func arguments(tip: String, since: String?, excluding: String?, paths: [String]) -> [String] {
        var arguments = ["log", "--no-merges", "-M", "-p", "-U0", "--no-color", "--no-ext-diff", "--no-textconv", "--full-index",
                         "--format=%x01%H"]
        if let since { arguments.append("--since=" + since) }
        arguments += ["--end-of-options", tip]
        if let excluding { arguments.append("^" + excluding) }
        // Literal: a file named `*.swift` or `:(glob)x` is that file and nothing else.
        return arguments + ["--"] + paths.map { ":(literal)" + $0 }
    }
}

/// Each blob's methods of the controllers asked about, outlined once per blob.
struct MethodSpans {
    struct Method {
        /// The controller (class or extension) the method is declared in.
        var owner: String
        var name: String
        var lines: ClosedRange<Int>
    }

    /// One blob's methods by first line, found for a hunk by binary search: a commit of
    /// thousands of hunks in a file of thousands of methods costs their sum, not their product.
    struct Sorted {
        let methods: [Method]
        /// The furthest last line among `methods[...i]`: a walk back stops where nothing reaches.
        let reach: [Int]

        init(_ methods: [Method]) {
            self.methods = methods.sorted { ($0.lines.lowerBound, $0.lines.upperBound) < ($1.lines.lowerBound, $1.lines.upperBound) }
            var furthest = Int.min
            reach = self.methods.map { method in
                furthest = max(furthest, method.lines.upperBound)
                return furthest
            }
        }

        func overlapping(_ range: ClosedRange<Int>) -> [Method] {
            // The first method starting after the range; those before it may overlap.
            var low = 0, high = methods.count
            while low < high {
                let middle = (low + high) / 2
                if methods[middle].lines.lowerBound > range.upperBound { high = middle } else { low = middle + 1 }
            }
            var found: [Method] = []
            var index = low - 1
            while index >= 0, reach[index] >= range.lowerBound {
                if methods[index].lines.upperBound >= range.lowerBound { found.append(methods[index]) }
                index -= 1
            }
            return found
        }
    }

    let reader: GitObjectReader
    let names: Set<String>
    private var cache: [String: Sorted] = [:]

    init(reader: GitObjectReader, names: Set<String>) {
        self.reader = reader
        self.names = names
    }

    /// Outlines every blob not yet known, `batch` at a time: read one after another from
    /// cat-file, outlined on every core, so memory holds one batch of file contents.
    mutating func outline(_ blobs: [(id: String, fileExtension: String)], jobs: Int, batch: Int = 32) throws(HistoryError) {
        var seen = Set(cache.keys)
        let wanted = blobs.filter { seen.insert(Self.key($0.id, $0.fileExtension)).inserted }
        var start = 0
        while start < wanted.count {
            let slice = Array(wanted[start..<min(start + batch, wanted.count)])
            var contents: [[UInt8]?] = []
            for blob in slice {
                guard case .found(_, "blob", let raw) = try reader.object(blob.id) else {
                    contents.append(nil)
                    continue
                }
                let bytes = SourceEncoding.utf8(raw)
                contents.append(bytes.prefix(8000).contains(0) ? nil : bytes)
            }
            let read = contents
            let names = names
            let found = Parallel.map(slice.count, jobs: jobs) { index in
                read[index].map { Self.methods(of: FileOutline.build(path: "changed." + slice[index].fileExtension, bytes: $0), names: names) } ?? []
            }
            for (blob, methods) in zip(slice, found) { cache[Self.key(blob.id, blob.fileExtension)] = Sorted(methods) }
            start += batch
        }
    }

    /// A blob `outline` read; the extension decides how: the same bytes as `.h` and as `.swift` differ.
    func methods(blob: String, fileExtension: String) -> Sorted {
        cache[Self.key(blob, fileExtension)] ?? Sorted([])
    }

    private static func key(_ blob: String, _ fileExtension: String) -> String { blob + "." + fileExtension }

    private static func methods(of outline: FileOutline, names: Set<String>) -> [Method] {
        var found: [Method] = []
        for type in outline.types {
            guard let owner = [type.qualifiedName, type.name].first(where: names.contains) else { continue }
            for function in type.functions where function.endLine >= function.position.line {
                found.append(Method(owner: owner, name: function.displayName, lines: function.position.line...function.endLine))
            }
        }
        return found
    }
}

/// `git log -p -U0 --full-index` read for what `HotMethods` needs: per commit, per file, the
/// blobs before and after and each hunk's line ranges on both sides.
struct DiffLog {
    struct Hunk: Equatable {
        /// nil when the side has no lines (a pure addition has no old lines).
        var old: ClosedRange<Int>?
        var new: ClosedRange<Int>?
    }

    struct File {
        /// nil for a file added (old) or deleted (new).
        var oldBlob: String?
        var newBlob: String?
        /// What the new path ends with after its last dot: `swift`, `m`, `h`.
        var fileExtension: String
        var hunks: [Hunk] = []
    }

    struct Commit {
        var id: String
        var files: [File] = []
    }

    var commits: [Commit] = []

    init(output: [UInt8]) {
        for line in output.split(separator: 0x0A, omittingEmptySubsequences: true) {
            guard let first = line.first else { continue }
            // Content lines start with `+`, `-`, ` ` or `\`: never one of the headers below.
            if first == 0x01 {
                commits.append(Commit(id: String(decoding: line.dropFirst(), as: UTF8.self)))
            } else if first == UInt8(ascii: "d"), line.starts(with: "diff --git ".utf8), !commits.isEmpty {
                // The new path ends the line, quoted or not: its extension says how to read it.
                var path = line[...]
                if path.last == UInt8(ascii: "\"") { path = path.dropLast() }
                let fileExtension = path.reversed().prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "/") }.reversed()
                commits[commits.count - 1].files.append(File(fileExtension: String(decoding: fileExtension, as: UTF8.self)))
            } else if first == UInt8(ascii: "i"), line.starts(with: "index ".utf8), !commits.isEmpty, !commits[commits.count - 1].files.isEmpty {
                let ids = line.dropFirst(6).prefix { $0 != 0x20 }.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: true)
                guard ids.count == 2 else { continue }
                let blob = { (id: ArraySlice<UInt8>) in id.allSatisfy { $0 == UInt8(ascii: "0") } ? nil : String(decoding: id, as: UTF8.self) }
                let file = commits[commits.count - 1].files.count - 1
                commits[commits.count - 1].files[file].oldBlob = blob(ids[0])
                commits[commits.count - 1].files[file].newBlob = blob(ids[1])
            } else if first == UInt8(ascii: "@"), line.starts(with: "@@ -".utf8), !commits.isEmpty, !commits[commits.count - 1].files.isEmpty,
                      let hunk = Self.hunk(line) {
                let file = commits[commits.count - 1].files.count - 1
                commits[commits.count - 1].files[file].hunks.append(hunk)
            }
        }
    }

    /// `@@ -a[,b] +c[,d] @@ …`: b or d lines from a or c (1 when left out, none when 0).
    static func hunk(_ line: ArraySlice<UInt8>) -> Hunk? {
        let fields = line.split(separator: 0x20, maxSplits: 3)
        guard fields.count >= 3, fields[1].first == UInt8(ascii: "-"), fields[2].first == UInt8(ascii: "+") else { return nil }
        func range(_ field: ArraySlice<UInt8>) -> ClosedRange<Int>?? {
            let parts = field.dropFirst().split(separator: UInt8(ascii: ","), maxSplits: 1)
            guard let start = parts.first.flatMap({ Int(String(decoding: $0, as: UTF8.self)) }) else { return .none }
            let count = parts.count > 1 ? Int(String(decoding: parts[1], as: UTF8.self)) : 1
            guard let count, count >= 0 else { return .none }
            return .some(count == 0 ? nil : start...(start + count - 1))
        }
        guard let old = range(fields[1]), let new = range(fields[2]) else { return nil }
        return Hunk(old: old, new: new)
    }
}
