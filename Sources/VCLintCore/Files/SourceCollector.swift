/// Turns the paths a user gave into the Swift and Objective-C files to read, in a stable order.
public struct SourceCollector: Sendable {
    /// Directory names never descended into: dependencies and build products. They stay
    /// skipped when a configuration lists its own `excluded` globs.
    public static let defaultExcludedDirectories: Set<String> = ["Pods", "Carthage", ".build", "DerivedData"]
    /// Test targets' folders (`AppTests`, `AppUITests`, Quick's `AppSpecs`, `Mocks`, `Fakes`): their mocks and doubles are not the app's
    /// controllers; nor are Xcode file templates (`MVVM.xctemplate`), whose placeholders name no
    /// real screen, nor prebuilt frameworks checked in (`Sparkle.framework`), whose headers are a
    /// binary's interface, never the app's source. A folder named on the command line is still linted.
    public static let defaultExcludedDirectorySuffixes = ["Tests", "Specs", "Mocks", "Fakes", ".xctemplate", ".framework", ".xcframework"]

    /// Swift, and Objective-C headers and implementations (`.mm` too: Objective-C++ controllers are common).
    public static let sourceExtensions = [".swift", ".h", ".m", ".mm"]

    public static func isSourceFile(_ name: String) -> Bool { sourceExtensions.contains(where: name.hasSuffix) }

    public struct Result: Sendable {
        /// The files, in the order they are listed, each as the walk saw it.
        public var sources: [SourceFile] = []
        /// Paths that do not exist or could not be listed.
        public var problems: [(path: String, problem: FileProblem)] = []
        /// Links the walk found, listed after everything else once their repeats are known.
        var links: [SourceFile] = []
        /// Folders skipped as third-party code (see `isVendored`), in walk order.
        public var vendoredFolders: [String] = []

        public init() {}

        /// The files' paths, in order.
        public var files: [String] { sources.map(\.path) }
    }

    public var excludedDirectories: Set<String>
    public var excludedDirectorySuffixes: [String]
    /// The configuration's `included`/`excluded` globs.
    public var filter: PathFilter
    /// Apply `filter` to files named on the command line too (`--force-exclude`); otherwise a
    /// file the user names is linted even when it is excluded.
    public var filtersExplicitFiles: Bool

    /// Skip folders that `isVendored` says hold someone else's library (`skip_vendored`).
    public var skipsVendored = true

    public init(excludedDirectories: Set<String> = SourceCollector.defaultExcludedDirectories,
                excludedDirectorySuffixes: [String] = SourceCollector.defaultExcludedDirectorySuffixes,
                filter: PathFilter = .none, filtersExplicitFiles: Bool = false) {
        self.excludedDirectories = excludedDirectories
        self.excludedDirectorySuffixes = excludedDirectorySuffixes
        self.filter = filter
        self.filtersExplicitFiles = filtersExplicitFiles
    }

    /// A file named on the command line is taken whatever its extension; directories are
    /// searched for source files (`isSourceFile`), skipping hidden, default-excluded and filtered-out ones. A file
    /// reached twice (`src src/A.swift`, `src ./src/`) is listed once, where it was first reached.
    public func collect(_ paths: [String]) -> Result {
        collect(paths) { _ in }
    }

    /// `collect`, handing the files to `found` while it goes, in the order `collect` lists
    /// them: a single path's files a few at a time, so work on them can start during the walk;
    /// several paths' files all at once at the end, when their repeats are known.
    public func collect(_ paths: [String], found: (ArraySlice<SourceFile>) -> Void) -> Result {
        var result = Result()
        var seen: Set<String> = []
        var handedOut = 0
        func hand(_ result: inout Result) {
            // Sixteen at a time: most directories hold a file or two, and each hand-over takes a lock.
            guard paths.count == 1, result.sources.count - handedOut >= 16 else { return }
            found(result.sources[handedOut...])
            handedOut = result.sources.count
        }
        for path in paths {
            let start = result.sources.count
            switch FileSystem.inspect(path) {
            case .success(.regular):
                if filtersExplicitFiles && !filter.admitsFile(position(of: path)) { continue }
                result.sources.append(SourceFile(path: path, isRegular: false))
            case .success(.directory):
                let position = position(of: path)
                if filter.admitsDirectory(position) { walk(path, position, isNamed: true, into: &result, hand: hand) }
            case .success(let kind):
                result.problems.append((path, .notARegularFile(kind)))
            case .failure(let problem):
                if !result.problems.contains(where: { $0.path == path }) { result.problems.append((path, problem)) }
            }
            // Links come last, after the files a walk hands out while it goes.
            result.sources += result.links
            result.links = []
            if paths.count > 1 { dropRepeats(from: start, of: path, seen: &seen, in: &result) }
        }
        dropLinkedRepeats(in: &result)
        found(result.sources[handedOut...])
        return result
    }

    /// A link inside the tree to a file the walk also reached is that file again: it is read
    /// once, under the file's own path. Only links (and files named on the command line) are
    /// resolved, with the files that share their target's name, so a tree without links pays one
    /// scan. Links are listed last, so none has been handed out yet.
    private func dropLinkedRepeats(in result: inout Result) {
        let links = result.sources.indices.filter { !result.sources[$0].isRegular }
        guard !links.isEmpty else { return }
        func name(_ path: String) -> Substring { path.split(separator: "/").last ?? Substring(path) }
        let targets = links.map { PathNames.identity(result.sources[$0].path) }
        let targetNames = Set(targets.map(name))
        var seen: Set<String> = []
        for file in result.sources where file.isRegular && targetNames.contains(name(file.path)) {
            seen.insert(PathNames.identity(file.path))
        }
        var dropped: Set<Int> = []
        for (index, target) in zip(links, targets) where !seen.insert(target).inserted { dropped.insert(index) }
        guard !dropped.isEmpty else { return }
        result.sources = result.sources.indices.filter { !dropped.contains($0) }.map { result.sources[$0] }
    }

    /// Files are the same when their real paths are: the real path of the argument they were
    /// found under, and their place below it. Only with several arguments, so a single walk
    /// pays nothing.
    private func dropRepeats(from start: Int, of argument: String, seen: inout Set<String>, in result: inout Result) {
        let base = PathNames.absolute(argument)
        let prefix = argument.hasSuffix("/") ? argument : argument + "/"
        var kept: [SourceFile] = []
        for file in result.sources[start...] {
            let key = file.path == argument ? base : base + "/" + file.path.dropFirst(prefix.count)
            if seen.insert(key).inserted { kept.append(file) }
        }
        result.sources.replaceSubrange(start..., with: kept)
    }

    private func position(of path: String) -> PathFilter.Position? {
        filter.isEmpty ? nil : filter.position(ofAbsolute: PathNames.components(PathNames.absolute(path)))
    }

    /// `position` is nil when there is nothing to filter, which keeps the common walk free of
    /// per-directory bookkeeping.
    /// `isNamed`: the folder was named on the command line, and is linted whatever it holds.
    private func walk(_ directory: String, _ position: PathFilter.Position?, isNamed: Bool = false, into result: inout Result,
                      hand: (inout Result) -> Void) {
        let entries: [FileSystem.DirectoryEntry]
        switch FileSystem.directoryEntries(directory) {
        case .success(let list): entries = list
        case .failure(let problem):
            result.problems.append((directory, problem))
            return
        }
        if skipsVendored && !isNamed && Self.isVendored(entries) {
            result.vendoredFolders.append(directory)
            return
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for entry in entries {
            if entry.isDirectory {
                if entry.name.hasPrefix(".") || excludedDirectories.contains(entry.name)
                    || excludedDirectorySuffixes.contains(where: entry.name.hasSuffix) { continue }
                let child = position.map { filter.descend($0, into: entry.name) }
                if let child, !filter.admitsDirectory(child) { continue }
                hand(&result)
                walk(prefix + entry.name, child, into: &result, hand: hand)
            } else if Self.isSourceFile(entry.name) {
                if let position, !filter.admitsFile(filter.descend(position, into: entry.name)) { continue }
                let file = SourceFile(path: prefix + entry.name, isRegular: entry.isRegular)
                if entry.isRegular { result.sources.append(file) } else { result.links.append(file) }
            }
        }
        hand(&result)
    }
}

extension SourceCollector {
    /// A folder that ships its own licence or podspec, and no project or package of its own, is
    /// someone else's library copied in (`Vendor/QBImagePickerController`, `External/RestKit`),
    /// whatever the folder is called. An app's own module carries an Xcode project or a
    /// `Package.swift` beside its licence; a monorepo's app folder carries its project.
    /// Compared as bytes: every folder of the tree is asked, and Character comparisons of each
    /// entry's name cost a tenth of the walk.
    static func isVendored(_ entries: [FileSystem.DirectoryEntry]) -> Bool {
        var hasLicence = false
        for entry in entries {
            let name = entry.name.utf8
            if name.elementsEqual(packageManifest) || hasSuffix(name, xcodeProject) || hasSuffix(name, xcodeWorkspace) { return false }
            if entry.isDirectory || hasLicence { continue }
            hasLicence = hasSuffix(name, podspec) || hasSuffix(name, podspecJSON) || isLicence(entry.name)
        }
        return hasLicence
    }

    private static let packageManifest = Array("Package.swift".utf8)
    private static let xcodeProject = Array(".xcodeproj".utf8)
    private static let xcodeWorkspace = Array(".xcworkspace".utf8)
    private static let podspec = Array(".podspec".utf8)
    private static let podspecJSON = Array(".podspec.json".utf8)

    private static func hasSuffix(_ name: String.UTF8View, _ suffix: [UInt8]) -> Bool {
        name.count >= suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
    }

    /// `LICENSE`, `LICENCE.txt`, `License.md`, `COPYING`, `LICENSE-MIT`: not `License.swift`,
    /// which is code. Read as bytes, without making a String.
    static func isLicence(_ name: String) -> Bool {
        // Most names are ruled out by their first letter, before anything is copied.
        guard let first = name.utf8.first, first | 0x20 == UInt8(ascii: "l") || first | 0x20 == UInt8(ascii: "c") else { return false }
        let bytes = Array(name.utf8.prefix(24))
        guard bytes.count >= 7, bytes.count < 24 else { return false }
        let stem = bytes.prefix(7).map { $0 | 0x20 }  // ASCII letters lowercased
        guard stem.elementsEqual("license".utf8) || stem.elementsEqual("licence".utf8) || stem.elementsEqual("copying".utf8) else {
            return false
        }
        let rest = bytes.dropFirst(7)
        guard let dot = rest.firstIndex(of: UInt8(ascii: ".")) else { return true }  // `LICENSE`, `LICENSE-MIT`
        let suffix = String(decoding: rest[(dot + 1)...], as: UTF8.self).lowercased()
        return ["txt", "md", "markdown", "rtf"].contains(suffix)
    }
}

/// A file to read, as the walk found it.
public struct SourceFile: Sendable, Equatable {
    public var path: String
    /// The directory listing said a regular file is there: it is opened without a `stat` first.
    /// False for a link, or a file named on the command line: what it is gets checked before it
    /// is opened (`FileSystem.readFile`).
    public var isRegular: Bool
}

extension PathFilter {
    func admitsFile(_ position: Position?) -> Bool { position.map { admitsFile($0) } ?? true }
    func admitsDirectory(_ position: Position?) -> Bool { position.map { admitsDirectory($0) } ?? true }
}
