/// The identity CI systems track a finding by, across runs.
///
/// Every format that carries one (SARIF `partialFingerprints["vclint/v1"]`, GitLab `fingerprint`,
/// Bitbucket `external_id`, the JSON report's and the baseline's `fingerprint`) starts from
/// `Violation.fingerprint`: rule, controller and subject, never line, column or file, so a
/// finding keeps its identity when lines shift, when a file moves and when an extension moves
/// to another file. A finding outside any controller (a suppression comment) is placed by its
/// path instead.
///
/// GitLab and Bitbucket need each identity once per report: GitLab shows only the first finding
/// of a fingerprint, Bitbucket replaces an annotation with the same `external_id`. Two findings
/// can share rule, controller and subject (a child added without `didMove` in two methods), so
/// the second and later of them, in report order, get the occurrence appended: `…-2`, `…-3`.
enum FindingIdentity {
    /// One identity per violation, in the order given, each distinct from the others.
    static func unique(_ violations: [Violation]) -> [String] {
        var seen: [String: Int] = [:]
        return violations.map { violation in
            let fingerprint = violation.fingerprint
            let occurrence = (seen[fingerprint] ?? 0) + 1
            seen[fingerprint] = occurrence
            return occurrence == 1 ? fingerprint : "\(fingerprint)-\(occurrence)"
        }
    }

    /// A file vclint could not read: the pseudo-rule and its path.
    static func fileError(_ path: String) -> String {
        Violation.fingerprint(rule: "file_error", path: path, controller: nil, subject: "")
    }
}
