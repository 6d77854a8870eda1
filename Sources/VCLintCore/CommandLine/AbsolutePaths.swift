extension LintReport {
    /// The report with every relative path made absolute under `directory`, so that Xcode's issue
    /// navigator, which resolves paths against no directory of ours, can open them. Applied after
    /// the baseline, whose entries keep relative paths and so match on any machine.
    func withAbsolutePaths(under directory: String) -> LintReport {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : base + path }
        var report = self
        for index in report.violations.indices {
            report.violations[index].location.path = absolute(report.violations[index].location.path)
            for related in report.violations[index].related.indices {
                report.violations[index].related[related].location.path = absolute(report.violations[index].related[related].location.path)
            }
        }
        for index in report.fileErrors.indices { report.fileErrors[index].path = absolute(report.fileErrors[index].path) }
        for index in report.partiallyReadFiles.indices {
            report.partiallyReadFiles[index].path = absolute(report.partiallyReadFiles[index].path)
        }
        report.skippedFiles = report.skippedFiles.map(absolute)
        report.vendoredFolders = report.vendoredFolders.map(absolute)
        for index in report.prefixedLibraries.indices { report.prefixedLibraries[index].path = absolute(report.prefixedLibraries[index].path) }
        return report
    }
}
