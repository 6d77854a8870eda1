/// What `lint` and `metrics` share: finding the configuration and building the scanner from it.
enum ProjectSetup {
    /// The named file, or the nearest `.vclint.yml` up to the repository root when there is one.
    static func loadConfiguration(_ path: String?) throws(CommandError) -> Configuration {
        do {
            if let path { return try Configuration.load(path: path) }
            guard let found = ConfigurationDiscovery.find() else { return Configuration() }
            return try Configuration.load(path: found)
        } catch {
            throw .configuration(error)
        }
    }

    static func scanner(_ configuration: Configuration, jobs: Int, forceExclude: Bool) -> ProjectScanner {
        var scanner = ProjectScanner()
        scanner.collector = SourceCollector(filter: configuration.pathFilter, filtersExplicitFiles: forceExclude)
        scanner.collector.skipsVendored = configuration.skipVendored
        scanner.resolver = ControllerResolver(baseClasses: Set(configuration.baseClasses), inferredSuffixes: configuration.inferredSuffixes,
                                              viewModels: configuration.viewModelMatcher)
        scanner.jobs = jobs
        scanner.maxFileSize = configuration.maxFileSize
        return scanner
    }

    /// A run that read no source file checked nothing, and must not pass for a clean one: an
    /// empty folder, a path with no Swift or Objective-C in it, or an `included:` matching none.
    static func requireSources(_ project: Project, paths: [String], configuration: Configuration) throws(CommandError) {
        guard project.files.isEmpty, project.failures.isEmpty else { return }
        let places = paths.map { "'\(ShownText.echoed($0))'" }.joined(separator: ", ")
        var reason = "no Swift or Objective-C source file (.swift, .h, .m, .mm) to read under \(places)"
        if let source = configuration.sourcePath, !configuration.included.isEmpty || !configuration.excluded.isEmpty {
            reason += "; check 'included' and 'excluded' in \(ShownText.echoed(source))"
        }
        throw .noSources(reason)
    }

    /// Files over `max_file_size` are skipped by design, not failures: they are named, and the
    /// exit status does not change.
    static func separateOversized(_ failures: [FileFailure]) -> (skipped: [FileFailure], failures: [FileFailure]) {
        var skipped: [FileFailure] = []
        var rest: [FileFailure] = []
        for failure in failures {
            if case .tooLarge = failure.problem { skipped.append(failure) } else { rest.append(failure) }
        }
        return (skipped, rest)
    }

    /// `warning: Strings.swift: skipped: 9437184 bytes is over max_file_size (8388608 bytes)`.
    static func skippedWarnings(_ skipped: [FileFailure], limit: Int) -> String {
        skipped.map { failure in
            var size = "it is"
            if case .tooLarge(let bytes?, _) = failure.problem { size = "\(bytes) bytes is" }
            return "warning: \(ShownText.escaped(failure.path)): skipped: \(size) over max_file_size (\(limit) bytes)\n"
        }.joined()
    }

    /// `metrics` and `report` name the third-party folders they skipped, and those that look
    /// vendored but were read, as `lint`'s summary does.
    static func vendoredNotes(_ project: Project) -> String {
        project.vendoredFolders.map {
            "note: \(ShownText.escaped($0)): skipped as vendored code (own licence or podspec; skip_vendored: false lints it)\n"
        }.joined() + project.prefixedLibraries.map {
            "note: \(ShownText.escaped($0.path)): looks like vendored code, measured all the same (\($0.evidence)); 'vclint init' excludes it\n"
        }.joined()
    }
}
