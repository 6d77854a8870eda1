import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

/// Where a scan spends its time, for `vclint-bench lint`: each phase's CPU time, summed over
/// the threads that ran it. vclint itself passes none, and then nothing is measured.
public final class PhaseTimes: Sendable {
    public enum Phase: Int, CaseIterable, Sendable {
        case walk, read, lex, outline, resolve
    }

    /// Per phase: CPU nanoseconds, then wall nanoseconds, each summed over threads. Atomics,
    /// not a `Mutex`: on Linux a contended `Mutex` is handed over in the kernel (a futex), which
    /// ThreadSanitizer does not see, so it reported the guarded sums as racing.
    private let totals = (0..<(2 * Phase.allCases.count)).map { _ in Total() }

    private final class Total: Sendable {
        let nanoseconds = Atomic<Int>(0)
    }

    public init() {}

    /// The CPU seconds `phase` took, summed over the threads that ran it.
    public func cpuSeconds(_ phase: Phase) -> Double {
        Double(totals[2 * phase.rawValue].nanoseconds.load(ordering: .relaxed)) / 1e9
    }

    /// The wall seconds `phase` took, summed over the threads that ran it: for a phase on one
    /// thread its wall time, for a parallel one the threads' busy time.
    public func wallSeconds(_ phase: Phase) -> Double {
        Double(totals[2 * phase.rawValue + 1].nanoseconds.load(ordering: .relaxed)) / 1e9
    }

    /// Runs `body`, adding the calling thread's CPU and wall time to `phase` when `times` is not nil.
    @inline(__always)
    static func measure<T, E: Error>(_ times: PhaseTimes?, _ phase: Phase, _ body: () throws(E) -> T) throws(E) -> T {
        guard let times else { return try body() }
        let start = times.mark()
        defer { times.charge(phase, since: start) }
        return try body()
    }

    /// The calling thread's clocks now: where a phase that ends inside a closure began.
    struct Mark {
        let cpu: Int
        let wall: Int
    }

    func mark() -> Mark {
        Mark(cpu: Self.nanoseconds(CLOCK_THREAD_CPUTIME_ID), wall: Self.nanoseconds(CLOCK_MONOTONIC))
    }

    /// Adds the calling thread's CPU and wall time since `start` to `phase`.
    func charge(_ phase: Phase, since start: Mark) {
        let wall = Self.nanoseconds(CLOCK_MONOTONIC) - start.wall
        let cpu = Self.nanoseconds(CLOCK_THREAD_CPUTIME_ID) - start.cpu
        totals[2 * phase.rawValue].nanoseconds.add(cpu, ordering: .relaxed)
        totals[2 * phase.rawValue + 1].nanoseconds.add(wall, ordering: .relaxed)
    }

    private static func nanoseconds(_ clock: clockid_t) -> Int {
        var time = timespec()
        clock_gettime(clock, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }
}
