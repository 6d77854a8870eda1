import Synchronization

/// What the vclint process leaves for the system to reclaim at exit. Freeing a big tree's
/// project object by object took 3% of a lint's instructions (65 M on a 3,000-file app), on one
/// thread, after the work was done. Off unless the executable turns it on: tests and library
/// users lint many times in one process.
public enum ExitWithoutFreeing {
    private static let isEnabled = Atomic<Bool>(false)
    private static let kept = Mutex<[any Sendable]>([])

    /// For `main` only: the process exits right after writing its output.
    public static func enable() { isEnabled.store(true, ordering: .relaxed) }

    /// Keeps `value` alive until the process exits, when enabled.
    static func keep(_ value: some Sendable) {
        guard isEnabled.load(ordering: .relaxed) else { return }
        kept.withLock { $0.append(value) }
    }
}
