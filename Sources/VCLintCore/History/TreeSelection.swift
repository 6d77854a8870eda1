/// Which files of a commit `history` reads: the ones `vclint metrics` would read in a checkout
/// of it. The same rules as `SourceCollector`'s walk — hidden, dependency and test folders,
/// `included`/`excluded`, vendored folders, source extensions — applied to git's tree objects
/// instead of directory listings. A folder's answer depends only on its path and its tree id,
/// so it is kept: an unchanged folder at the next sample costs one lookup, whatever it holds.
final class TreeSelection {
    /// A file to read, with its blob id.
    struct File: Sendable, Equatable {
        var path: String
        var id: String
        var kind: GitTreeObject.Entry.Kind
    }

    struct Choice: Sendable, Equatable {
        var files: [File] = []
        /// Folders skipped as vendored code.
        var vendoredFolders: [String] = []
        /// The keys of the folders inside whose answers this one is made of: kept with it.
        fileprivate var inner: [String] = []
    }

    /// Its excluded folders, filter and `skip_vendored`, as the configuration set them.
    let collector: SourceCollector
    /// The absolute components the tree's root stands for, which the globs are matched under.
    let rootComponents: [String]
    /// Repository-relative paths to read under (`""`: everything), as `metrics` takes paths.
    let starts: [String]
    private let reader: GitObjectReader
    private var kept: [String: Choice] = [:]
    private var used: [String: Choice] = [:]

    init(collector: SourceCollector, rootComponents: [String], starts: [String], reader: GitObjectReader) {
        self.collector = collector
        self.rootComponents = rootComponents
        self.starts = starts
        self.reader = reader
    }

    /// The files of `commit` to read, in tree order.
    func choose(commit: String) throws(HistoryError) -> Choice {
        used = [:]
        defer { kept = used }
        let (rootID, rootIDLength) = try rootTree(of: commit)
        var choice = Choice()
        var seen = Set<String>()
        for start in starts {
            let part: Choice
            switch try locate(start, from: rootID, idLength: rootIDLength) {
            case .none: continue
            case .file(let entry):
                // A file named on the command line is read whatever its extension.
                if collector.filtersExplicitFiles, !collector.filter.isEmpty, !collector.filter.admitsFile(position(of: start)!) { continue }
                part = Choice(files: [File(path: start, id: entry.id, kind: entry.kind)])
            case .tree(let id):
                part = try folder(start, id: id, idLength: rootIDLength, position: position(of: start), isNamed: true)
            }
            for file in part.files where seen.insert(file.path).inserted { choice.files.append(file) }
            choice.vendoredFolders += part.vendoredFolders
            choice.inner = []
        }
        return choice
    }

    private enum Located {
        case none
        case file(GitTreeObject.Entry)
        case tree(String)
    }

    private func rootTree(of commit: String) throws(HistoryError) -> (String, Int) {
        guard case .found(let id, let type, _) = try reader.object(commit + "^{tree}"), type == "tree" else {
            throw .objectUnreadable(id: commit, reason: "its tree is missing from the repository")
        }
        return (id, id.utf8.count / 2)
    }

    /// The tree or file at `path`, walked down from the root; nothing when it is not there
    /// (a folder added later than the commit).
    private func locate(_ path: String, from root: String, idLength: Int) throws(HistoryError) -> Located {
        var current = root
        let components = path.split(separator: "/")
        for (index, component) in components.enumerated() {
            guard let entry = try entries(of: current, idLength: idLength).first(where: { $0.name == component }) else { return .none }
            let isLast = index == components.count - 1
            switch entry.kind {
            case .tree: current = entry.id
            case .file, .symbolicLink, .submodule: return isLast ? .file(entry) : .none
            }
        }
        return .tree(current)
    }

    private func entries(of tree: String, idLength: Int) throws(HistoryError) -> [GitTreeObject.Entry] {
        guard case .found(_, let type, let bytes) = try reader.object(tree), type == "tree" else {
            throw .objectUnreadable(id: tree, reason: "not a tree in the repository")
        }
        return GitTreeObject(bytes: bytes, idLength: idLength).entries
    }

    private func position(of path: String) -> PathFilter.Position? {
        guard !collector.filter.isEmpty else { return nil }
        return collector.filter.position(ofAbsolute: rootComponents + path.split(separator: "/").map(String.init))
    }

    /// Keeps a folder's answer and those it is made of for the next sample: a folder that
    /// changes then reuses its unchanged subfolders. Costs one step per folder, not per file.
    private func keep(_ key: String, _ choice: Choice) {
        guard used.updateValue(choice, forKey: key) == nil else { return }
        for inner in choice.inner {
            if let known = kept[inner] { keep(inner, known) }
        }
    }

    /// What a folder contributes, as the walk in `SourceCollector` decides it.
    private func folder(_ path: String, id: String, idLength: Int, position: PathFilter.Position?, isNamed: Bool) throws(HistoryError)
        -> Choice {
        let key = (isNamed ? "N" : "-") + id + path
        if let known = used[key] ?? kept[key] {
            keep(key, known)
            return known
        }
        let entries = try entries(of: id, idLength: idLength)
        var choice = Choice()
        let listing = entries.map { FileSystem.DirectoryEntry(name: $0.name, isDirectory: $0.kind == .tree || $0.kind == .submodule, isRegular: $0.kind == .file) }
        if collector.skipsVendored && !isNamed && SourceCollector.isVendored(listing) {
            choice.vendoredFolders = [path]
        } else {
            let prefix = path.isEmpty ? "" : path + "/"
            // readdir's order, as the walk lists files: by name.
            for entry in entries.sorted(by: { $0.name < $1.name }) {
                let name = entry.name
                switch entry.kind {
                case .tree, .submodule:
                    if name.hasPrefix(".") || collector.excludedDirectories.contains(name)
                        || collector.excludedDirectorySuffixes.contains(where: name.hasSuffix) { continue }
                    let child = position.map { collector.filter.descend($0, into: name) }
                    if let child, !collector.filter.admitsDirectory(child) { continue }
                    if entry.kind == .submodule {
                        // Another repository's commit: named as skipped, never read.
                        choice.files.append(File(path: prefix + name, id: entry.id, kind: .submodule))
                        continue
                    }
                    let inner = try folder(prefix + name, id: entry.id, idLength: idLength, position: child, isNamed: false)
                    choice.files += inner.files
                    choice.vendoredFolders += inner.vendoredFolders
                    choice.inner.append("-" + entry.id + prefix + name)
                case .file, .symbolicLink:
                    guard SourceCollector.isSourceFile(name) else { continue }
                    if let position, !collector.filter.admitsFile(collector.filter.descend(position, into: name)) { continue }
                    choice.files.append(File(path: prefix + name, id: entry.id, kind: entry.kind))
                }
            }
        }
        used[key] = choice
        return choice
    }
}
