/// What `lint` and `metrics` share: finding the configuration and building the scanner from it.
enum ProjectSetup {
    /// The named file, or `.vclint.yml` in the current directory when there is one.
    static func loadConfiguration(_ path: String?) throws(CommandError) -> Configuration {
        do {
            if let path { return try Configuration.load(path: path) }
            guard FileSystem.kind(of: Configuration.defaultFileName) == .file else { return Configuration() }
            return try Configuration.load(path: Configuration.defaultFileName)
        } catch {
            throw .configuration(error)
        }
    }

    static func scanner(_ configuration: Configuration, jobs: Int, forceExclude: Bool) -> ProjectScanner {
        var scanner = ProjectScanner()
        scanner.collector = SourceCollector(filter: configuration.pathFilter, filtersExplicitFiles: forceExclude)
        scanner.resolver = ControllerResolver(baseClasses: Set(configuration.baseClasses), inferredSuffixes: configuration.inferredSuffixes)
        scanner.jobs = jobs
        return scanner
    }
}
