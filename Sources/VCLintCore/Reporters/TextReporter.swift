/// `path:line:column: warning: message (rule_id)`: the compiler's shape, so Xcode, editors and
/// log parsers jump to each finding. Paths and messages are `ShownText`: a file name cannot
/// start a line of its own, a workflow command or a terminal escape.
public enum TextReporter {
    public static func render(_ report: LintReport) -> String {
        var output = ""
        for violation in report.violations {
            let location = violation.location
            output += "\(ShownText.linePath(location.path)):\(location.line):\(location.column): \(violation.severity.rawValue): "
            output += "\(ShownText.escaped(violation.message)) (\(violation.rule))\n"
        }
        return output
    }

    /// The line that goes to standard error after any format, then one per hierarchy note, and a
    /// note naming the files that were only partly read, if any.
    public static func summary(_ report: LintReport) -> String {
        var line = "vclint: \(Plural.count(report.errorCount, "error")), \(Plural.count(report.warningCount, "warning"))"
        line += " in \(inspected(report)) (\(Plural.count(report.files, "file")))"
        if report.baselined > 0 || report.fixedBaselineEntries > 0 || report.keptBaselineEntries > 0 {
            line += "; \(report.baselined) hidden by the baseline, \(Plural.count(report.fixedBaselineEntries, "baseline entry", "baseline entries")) fixed"
            if report.keptBaselineEntries > 0 { line += ", \(report.keptBaselineEntries) outside this run" }
        }
        if !report.fileErrors.isEmpty { line += "; \(Plural.count(report.fileErrors.count, "file error"))" }
        if !report.skippedFiles.isEmpty {
            line += "; \(Plural.count(report.skippedFiles.count, "file")) over max_file_size skipped: \(listed(report.skippedFiles))"
        }
        if !report.vendoredFolders.isEmpty {
            line += "; \(Plural.count(report.vendoredFolders.count, "vendored folder")) skipped (own licence or podspec): \(listed(report.vendoredFolders))"
        }
        return line + "\n" + report.hierarchyNotes.summaryLines().map { "vclint: \(ShownText.escaped($0))\n" }.joined()
            + prefixedLibrariesNote(report.prefixedLibraries) + partialReadNote(report.partiallyReadFiles)
    }

    /// `3 controllers`, or with SwiftUI code `3 controllers, 12 SwiftUI screens and 4 view models`:
    /// a tree whose bloat moved into SwiftUI is not summed up as having a few controllers.
    static func inspected(_ report: LintReport) -> String {
        let controllers = Plural.count(report.controllers, "controller")
        guard report.screens + report.viewModels > 0 else { return controllers }
        return "\(controllers), \(Plural.count(report.screens, "SwiftUI screen")) and \(Plural.count(report.viewModels, "view model"))"
    }

    /// The first three paths, then how many more: `A.swift, B.swift, C.swift and 4 more`.
    static func listed(_ paths: [String]) -> String {
        let names = paths.prefix(3).map { ShownText.escaped($0) }.joined(separator: ", ")
        return paths.count > 3 ? "\(names) and \(paths.count - 3) more" : names
    }

    /// One line pointing at `vclint init`, which excludes them with their evidence.
    static func prefixedLibrariesNote(_ libraries: [PrefixedLibrary]) -> String {
        guard !libraries.isEmpty else { return "" }
        let subject = libraries.count == 1 ? "1 folder looks" : "\(libraries.count) folders look"
        return "vclint: \(subject) like vendored code, linted all the same (classes under a prefix no other code uses, naming "
            + "few of the app's types): \(listed(libraries.map(\.path))); 'vclint init --diff' shows why\n"
    }

    /// `note: 2 files were only partly read: A.swift:12 (braces still open at end of file), …`,
    /// or nothing: findings about those files may be incomplete.
    static func partialReadNote(_ files: [LintReport.PartiallyReadFile]) -> String {
        guard !files.isEmpty else { return "" }
        let list = files.map { "\(ShownText.escaped($0.path)):\($0.line) (\($0.reason))" }.joined(separator: ", ")
        let subject = files.count == 1 ? "1 file was" : "\(files.count) files were"
        return "note: \(subject) only partly read: \(list)\n"
    }
}
