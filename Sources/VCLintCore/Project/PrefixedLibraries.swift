/// A folder that reads as someone else's Objective-C library, copied in without a licence file.
public struct PrefixedLibrary: Sendable, Equatable {
    public var path: String
    /// The class prefix its types share: `FLEX`.
    public var prefix: String
    /// How many types it declares.
    public var types: Int
    /// The app's own types its code names (at most `PrefixedLibraries.maximumAppNames`).
    public var appNames: [String]

    /// Why it looks vendored, as a clause.
    public var evidence: String {
        let named = appNames.isEmpty ? "none of the app's types" : "only \(appNames.joined(separator: ", ")) of the app's types"
        return "\(types) Objective-C types named \(prefix)…, a prefix no other code uses; its code names \(named)"
    }
}

/// Libraries copied into old Objective-C apps (FLEX, GCDWebServer, SBJson under `Classes/Utils`)
/// often came without their licence, so the walk's test (`SourceCollector.isVendored`) misses
/// them. They still show two marks of a library: their classes share a prefix that no other code
/// in the tree declares, and their code names none of the app's own types, because a library
/// cannot know the app it was copied into. An app's own prefixed module fails the second test: it
/// uses the app's models and services. Found after outlining, so the names are the code's own.
///
/// The folders are linted as usual; the summary names them and `vclint init` excludes them,
/// with this evidence, for the team to confirm: a first-party lower layer (a git core under its
/// own prefix) can pass both tests.
public struct PrefixedLibraries: Sendable {
    /// Fewer declared types than this is too little to tell a library from a feature folder.
    public var minimumTypes = 10
    /// The share of the folder's types that carry its prefix.
    public var prefixShare = 0.9
    /// Outside the folder, types with the prefix (or one it extends, or that extends it) may be
    /// at most this share of the rest: a category or two named after the library.
    public var outsideShare = 0.02
    /// The rest of the tree must declare at least this many types for "unused outside" to mean anything.
    public var minimumOtherTypes = 20
    /// A library may name this many of the app's types: common words (`Item`, `DateFormatter`) collide.
    public static let maximumAppNames = 3

    public init() {}

    /// The top-most folders that look like a prefixed library, in path order. `keeping` are
    /// paths the user named: a named folder, and every folder above one, is never listed.
    /// Linear in the files and their declared types: stems are read only in folders mostly of
    /// Objective-C types, and names only in the folders listed.
    public func libraries(in outlines: [FileOutline], keeping named: [String] = []) -> [PrefixedLibrary] {
        let tree = FolderTree(outlines)
        var eligible = tree.folders.map { $0.allTypes >= minimumTypes && $0.allObjCTypes * 2 > $0.allTypes }
        for path in named {
            var folder = tree.index[PrefixedLibraries.trimmed(path)]
            while let protected = folder {
                eligible[protected] = false
                folder = tree.folders[protected].parent
            }
        }
        guard eligible.contains(true) else { return [] }
        let stems = tree.stemCounts(under: eligible, outlines)
        // The longest stem most of a folder's types start with: `FLEX`; `AF` for `AFHTTPClient` and `AFURLSessionManager`.
        var chosen: [(folder: Int, prefix: Substring)] = []
        for (folder, isEligible) in eligible.enumerated() where isEligible {
            let types = Double(tree.folders[folder].allTypes)
            guard let prefix = stems[folder]?.stems.filter({ Double($0.value) >= prefixShare * types }).keys
                .max(by: { ($0.count, $1) < ($1.count, $0) }) else { continue }
            chosen.append((folder, prefix))
        }
        let totals = tree.totals(for: chosen.map(\.prefix), outlines)
        var candidates: [(folder: Int, prefix: Substring)] = []
        for candidate in chosen {
            let inside = stems[candidate.folder] ?? StemCount()
            let rest = tree.totalTypes - tree.folders[candidate.folder].allTypes
            // Types outside that start with it, or whose whole prefix is a shorter part of it:
            // `RCDCS…` in an app of `RCDUtilities` is the app's own sub-prefix, while `SCOR…` in an
            // app of `SCPR…` types is another prefix.
            var outside = totals.stems[candidate.prefix, default: 0] - inside.stems[candidate.prefix, default: 0]
            for length in 2..<candidate.prefix.count {
                let part = candidate.prefix.prefix(length)
                outside = max(outside, totals.wholePrefixes[part, default: 0] - inside.wholePrefixes[part, default: 0])
            }
            if rest >= minimumOtherTypes && Double(outside) <= outsideShare * Double(rest) { candidates.append(candidate) }
        }
        guard !candidates.isEmpty else { return [] }
        candidates.sort { tree.folders[$0.folder].path < tree.folders[$1.folder].path }
        var libraryOf: [Int?] = Array(repeating: nil, count: tree.folders.count)  // a listed folder → its place in `libraries`
        var libraries: [(folder: Int, prefix: Substring)] = []
        let isCandidate = Set(candidates.map(\.folder))
        let outermost = tree.downward { folder, above in above ?? (isCandidate.contains(folder) ? folder : nil) }
        var children: [Int: [Int]] = [:]  // of the folders with stem counts
        for folder in stems.keys { if let parent = tree.folders[folder].parent { children[parent, default: []].append(folder) } }
        for candidate in candidates where outermost[candidate.folder] == candidate.folder {
            let root = tree.libraryRoot(of: candidate.folder, prefix: candidate.prefix, stems: stems, children: children)
            libraryOf[root] = libraries.count
            libraries.append((root, candidate.prefix))
        }
        // Each folder belongs to the library above it, if any; the others declare the app's types.
        let home = tree.downward { folder, above in above ?? libraryOf[folder] }
        // The app's types: declared outside the libraries, and not also inside one (a copied
        // `Reachability` in two places is the library's).
        var appTypes = Set<String>()
        var libraryTypes = Set<String>()
        for (folder, files) in tree.files.enumerated() {
            for file in files {
                Self.forEachDeclaredName(in: outlines[file].types) { name in
                    if home[folder] == nil { appTypes.insert(name) } else { libraryTypes.insert(name) }
                }
            }
        }
        appTypes.subtract(libraryTypes)
        var appNames = Array(repeating: Set<String>(), count: libraries.count)
        for (folder, files) in tree.files.enumerated() {
            guard let library = home[folder] else { continue }
            for file in files where appNames[library].count <= Self.maximumAppNames {
                for name in outlines[file].names {
                    // A twin copy of the same library elsewhere (`SBJsonParser` twice) is not the app.
                    if appTypes.contains(name), !name.hasPrefix(libraries[library].prefix) {
                        appNames[library].insert(name)
                    }
                }
            }
        }
        return libraries.indices.compactMap { index in
            guard appNames[index].count <= Self.maximumAppNames else { return nil }
            let folder = tree.folders[libraries[index].folder]
            return PrefixedLibrary(path: String(folder.path), prefix: String(libraries[index].prefix), types: folder.allTypes,
                                   appNames: appNames[index].sorted())
        }
    }

    /// How many types start with each stem (`stems(of:)`), and have each longest stem as their whole prefix.
    private struct StemCount {
        var stems: [Substring: Int] = [:]
        var wholePrefixes: [Substring: Int] = [:]

        mutating func add(_ name: String) {
            let all = PrefixedLibraries.stems(of: name)
            for stem in all { stems[stem, default: 0] += 1 }
            if let whole = all.last { wholePrefixes[whole, default: 0] += 1 }
        }

        mutating func add(_ other: StemCount) {
            for (stem, count) in other.stems { stems[stem, default: 0] += count }
            for (prefix, count) in other.wholePrefixes { wholePrefixes[prefix, default: 0] += count }
        }
    }

    /// The files' folders and the folders above them, each knowing its parent and how many types
    /// it and everything below it declare. Paths are hashed once per folder.
    private struct FolderTree {
        struct Folder {
            var path: Substring
            var parent: Int?
            var allTypes = 0
            var allObjCTypes = 0
        }

        var folders: [Folder] = []
        var index: [Substring: Int] = [:]
        /// The files directly in each folder.
        var files: [[Int]] = []
        var totalTypes = 0

        init(_ outlines: [FileOutline]) {
            var last: (path: Substring, folder: Int)?
            // By index: binding each outline to a name copies it, a retain of every array it holds.
            for fileIndex in outlines.indices {
                let directory = PrefixedLibraries.directory(of: outlines[fileIndex].path)
                // Files come folder by folder: most need no lookup.
                let folder = last?.path == directory ? last!.folder : self.folder(directory)
                last = (directory, folder)
                files[folder].append(fileIndex)
                var types = 0
                PrefixedLibraries.forEachDeclaredName(in: outlines[fileIndex].types) { _ in types += 1 }
                guard types > 0 else { continue }
                totalTypes += types
                folders[folder].allTypes += types
                if outlines[fileIndex].language == .objc { folders[folder].allObjCTypes += types }
            }
            // A parent is made before its children, so going down the indices sums each subtree once.
            for folder in folders.indices.reversed() {
                guard let parent = folders[folder].parent else { continue }
                folders[parent].allTypes += folders[folder].allTypes
                folders[parent].allObjCTypes += folders[folder].allObjCTypes
            }
        }

        private mutating func folder(_ path: Substring) -> Int {
            if let known = index[path] { return known }
            let parent = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { folder(path[..<$0]) }
            index[path] = folders.count
            folders.append(Folder(path: path, parent: parent))
            files.append([])
            return folders.count - 1
        }

        /// A value for each folder from its own and its parent's, parents first.
        func downward<Value>(_ value: (_ folder: Int, _ parents: Value?) -> Value?) -> [Value?] {
            var result: [Value?] = []
            result.reserveCapacity(folders.count)
            for folder in folders.indices { result.append(value(folder, folders[folder].parent.flatMap { result[$0] })) }
            return result
        }

        /// Stem counts of every folder at or below an eligible one, each with everything below it.
        func stemCounts(under eligible: [Bool], _ outlines: [FileOutline]) -> [Int: StemCount] {
            let inside = downward { folder, above in above == true || eligible[folder] ? true : nil }
            var result: [Int: StemCount] = [:]
            for folder in folders.indices.reversed() where inside[folder] == true {
                var count = result[folder] ?? StemCount()
                for file in files[folder] {
                    PrefixedLibraries.forEachDeclaredName(in: outlines[file].types) { count.add($0) }
                }
                if let parent = folders[folder].parent, inside[parent] == true { result[parent, default: StemCount()].add(count) }
                result[folder] = count
            }
            return result
        }

        /// The tree's counts for names that share their first two letters with one of `prefixes`:
        /// most names start with no two capitals and are passed over at their second byte.
        func totals(for prefixes: [Substring], _ outlines: [FileOutline]) -> StemCount {
            let heads = Set(prefixes.map { $0.prefix(2) })
            var all = StemCount()
            guard !heads.isEmpty else { return all }
            for file in outlines.indices {
                PrefixedLibraries.forEachDeclaredName(in: outlines[file].types) { name in
                    if PrefixedLibraries.startsWithTwoCapitals(name) && heads.contains(name.prefix(2)) { all.add(name) }
                }
            }
            return all
        }

        /// The smallest folder holding all the library's types, `Utilities/FLEX` and not
        /// `Utilities` for one app helper beside it; then back up while its parents hold nothing
        /// else, so a framework is `X.framework`, not `X.framework/Versions/A/Headers`.
        func libraryRoot(of candidate: Int, prefix: Substring, stems: [Int: StemCount], children: [Int: [Int]]) -> Int {
            let carrying = stems[candidate]?.stems[prefix] ?? 0
            var folder = candidate
            while let inner = children[folder]?.first(where: { stems[$0]?.stems[prefix] == carrying }) { folder = inner }
            while folder != candidate, let parent = folders[folder].parent, folders[parent].allTypes == folders[folder].allTypes { folder = parent }
            return folder
        }
    }

    /// Classes, structs, enums and protocols (at file level, `forEachDeclaredName` checks), each
    /// once: an Objective-C class by its `@interface`; not extensions or categories, which add to
    /// someone else's type.
    private static func declares(_ kind: DeclarationKind, _ objcPart: ObjCPart?) -> Bool {
        guard kind != .extension else { return false }
        switch objcPart {
        case nil, .interface: return true
        case .implementation, .classExtension, .category, .categoryImplementation: return false
        }
    }

    /// Each type `file` declares, read in place: copying a declaration retains its dozen arrays.
    static func forEachDeclaredName(in types: [TypeDeclaration], _ body: (String) -> Void) {
        types.withUnsafeBufferPointer { types in
            for index in types.indices where types[index].parent == nil && declares(types[index].kind, types[index].objcPart) {
                body(types[index].name)
            }
        }
    }

    static func startsWithTwoCapitals(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next() else { return false }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(second)
    }

    /// The leading capitals a class prefix can be, two to five of them, up to the capital that
    /// starts the first word: `FL`, `FLE`, `FLEX` for `FLEXTableViewController`; `AF` to `AFHTT`
    /// for `AFHTTPClient`; none for `TableViewController`.
    static func stems(of name: String) -> [Substring] {
        var capitals = 0
        var endsInWord = false
        for byte in name.utf8 {
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
                capitals += 1
                continue
            }
            endsInWord = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            break
        }
        let usable = min(endsInWord ? capitals - 1 : capitals, 5)
        return usable < 2 ? [] : (2...usable).map { name.prefix($0) }
    }

    static func directory(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return path[..<slash]
    }

    /// `App/`, `./App` → `App`.
    static func trimmed(_ path: String) -> Substring {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        return path == "." ? "" : path
    }
}
