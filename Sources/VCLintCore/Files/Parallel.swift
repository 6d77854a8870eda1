import Dispatch
import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

/// Runs independent work items on `jobs` threads; results come back in input order, so the
/// output never depends on scheduling.
public enum Parallel {
    public static var coreCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    public static func map<T: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
        map(count, jobs: jobs, workerState: { () }) { _, index in body(index) }
    }

    /// `first` and `second`, at once on two threads when `jobs` allows, else one after the other.
    static func pair<A: Sendable, B: Sendable>(jobs: Int, _ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        let results = map(2, jobs: jobs) { index -> Either<A, B> in index == 0 ? .first(first()) : .second(second()) }
        guard case .first(let a) = results[0], case .second(let b) = results[1] else { preconditionFailure("map keeps input order") }
        return (a, b)
    }

    private enum Either<A: Sendable, B: Sendable>: Sendable {
        case first(A), second(B)
    }

    /// `map`, where each worker makes one `State` and passes it to every item it runs: caches and
    /// scratch space that need no lock, as no other thread sees them.
    static func map<T: Sendable, State>(_ count: Int, jobs: Int, workerState: @Sendable () -> State,
                                        _ body: @Sendable (inout State, Int) -> T) -> [T] {
        let results = ResultSlots<T>(count: count)
        let workers = max(1, min(jobs, count, coreCount))
        if workers == 1 {
            var state = workerState()
            for index in 0..<count { results.store(body(&state, index), at: index) }
        } else {
            // Items are claimed one at a time so a big file does not leave a core idle.
            let next = AtomicCounter()
            withoutActuallyEscaping(workerState) { workerState in
                withoutActuallyEscaping(body) { body in
                    WorkerThreads.run(helpers: workers - 1) {
                        var state = workerState()
                        while true {
                            let index = next.increment()
                            if index >= count { break }
                            results.store(body(&state, index), at: index)
                        }
                    }
                }
            }
        }
        return results.values()
    }

    /// `map` over items that `produce` finds on the calling thread (a directory walk) while the
    /// other threads already work through those it has fed; then the calling thread works too.
    /// Outputs come back in the order the items were fed. With one job, `produce` runs first.
    public static func map<Item: Sendable, T: Sendable>(fedBy produce: (WorkFeed<Item, T>) -> Void, jobs: Int,
                                                       _ body: @Sendable (Item) -> T) -> [T] {
        map(fedBy: produce, jobs: jobs, workerState: { () }) { _, item in body(item) }
    }

    static func map<Item: Sendable, T: Sendable, State>(
        fedBy produce: (WorkFeed<Item, T>) -> Void, jobs: Int, workerState: @Sendable () -> State,
        _ body: @Sendable (inout State, Item) -> T
    ) -> [T] {
        let feed = WorkFeed<Item, T>()
        let next = AtomicCounter()
        withoutActuallyEscaping(workerState) { workerState in
            withoutActuallyEscaping(body) { body in
                let work: @Sendable () -> Void = {
                    var state = workerState()
                    while true {
                        let index = next.increment()
                        guard let item = feed.item(at: index) else { break }
                        feed.store(body(&state, item), at: index)
                    }
                }
                withoutActuallyEscaping(produce) { produce in
                    // More threads than cores would only wait: `--jobs 100000` starts one per core.
                    WorkerThreads.run(helpers: max(0, min(jobs, coreCount) - 1), first: {
                        produce(feed)
                        feed.close()
                    }, work)
                }
            }
        }
        return feed.takeOutputs()
    }
}

/// Threads of their own, not Dispatch's pool: the pool runs no more threads than cores, so a
/// `map` inside a `map` (a rule sharing its work while other rules run) got no second thread
/// until its caller's sibling ended, and ran alone.
private enum WorkerThreads {
    /// Runs `work` on `helpers` new threads and on the calling thread, which runs `first` before
    /// it, and returns when all have ended. A thread that cannot be started is left out: the
    /// others claim its items.
    static func run(helpers: Int, first: () -> Void = {}, _ work: @escaping @Sendable () -> Void) {
        var started: [(pthread_t, Unmanaged<Work>)] = []
        for _ in 0..<helpers {
            let box = Unmanaged.passRetained(Work(work))
            #if canImport(Darwin) || canImport(Musl)
            // Darwin's and musl's `pthread_t` is a pointer, imported as an optional.
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let status = pthread_create(&thread, nil, { context in
                Unmanaged<Work>.fromOpaque(threadArgument(context)).takeUnretainedValue().work()
                return nil
            }, box.toOpaque())
            #if canImport(Darwin) || canImport(Musl)
            if status == 0, let thread { started.append((thread, box)) } else { box.release() }
            #else
            if status == 0 { started.append((thread, box)) } else { box.release() }
            #endif
        }
        first()
        work()
        for (thread, box) in started {
            pthread_join(thread, nil)
            box.release()
        }
    }

    private final class Work: Sendable {
        let work: @Sendable () -> Void
        init(_ work: @escaping @Sendable () -> Void) { self.work = work }
    }
}

/// A thread's argument: optional on Linux, not on Darwin.
private func threadArgument(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer { context.unsafelyUnwrapped }

/// One slot per work item; each slot is written by exactly one thread.
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<T?>
    private let count: Int
    private var isTaken = false

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: max(count, 1))
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        if !isTaken { slots.deinitialize(count: count) }
        slots.deallocate()
    }

    /// Consuming: the value is moved in, not copied (a copy of an outline retains every array it holds).
    func store(_ value: consuming T, at index: Int) { (slots + index).pointee = value }

    /// The values, moved out: copying them out and then freeing the slots retained and released
    /// every reference a result holds, a millisecond on one thread for a big tree's outlines.
    /// Called once, after every slot is stored.
    func values() -> [T] {
        // Not through `unsafeUninitializedCapacity` for none: it would write the count of the
        // empty array storage every thread shares.
        guard count > 0 else { return [] }
        isTaken = true
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count { (buffer.baseAddress.unsafelyUnwrapped + index).initialize(to: (slots + index).move()!) }
            initialized = count
        }
    }
}

private final class AtomicCounter: Sendable {
    private let value = Atomic<Int>(0)

    /// Returns the value before the increment.
    func increment() -> Int { value.add(1, ordering: .relaxed).oldValue }
}
