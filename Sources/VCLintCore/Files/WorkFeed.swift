#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

/// Work items that one thread finds while others already work on them (files, as a walk finds
/// them), and the results, kept in the order the items were fed: `Parallel.map(fedBy:)`.
/// A mutex and a condition, not atomics: a worker that gets ahead of the walk sleeps until more
/// items come, and ThreadSanitizer sees the hand-over.
public final class WorkFeed<Item: Sendable, Output>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Guarded by `mutex`.
    private var items: [Item] = []
    private var outputs: [Output?] = []
    private var isClosed = false

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    /// Adds items after those fed before, and wakes the workers waiting for them.
    public func feed(_ newItems: some Collection<Item>) {
        guard !newItems.isEmpty else { return }
        locked {
            items.append(contentsOf: newItems)
            outputs.append(contentsOf: repeatElement(nil, count: newItems.count))
            pthread_cond_broadcast(changed)
        }
    }

    /// No item comes after those fed: workers waiting past the end stop waiting.
    func close() {
        locked {
            isClosed = true
            pthread_cond_broadcast(changed)
        }
    }

    /// The item at `index`, once it is fed; nil when the feed closed with fewer items.
    func item(at index: Int) -> Item? {
        locked {
            while index >= items.count && !isClosed { pthread_cond_wait(changed, mutex) }
            return index < items.count ? items[index] : nil
        }
    }

    /// Consuming: an outline is moved in, not copied.
    func store(_ output: consuming Output, at index: Int) {
        pthread_mutex_lock(mutex)
        outputs[index] = output
        pthread_mutex_unlock(mutex)
    }

    /// The outputs in item order, moved out; called once, after every worker has ended.
    func takeOutputs() -> [Output] {
        locked {
            // Moved, each place left empty: copying retained every array an outline holds.
            let count = outputs.count
            guard count > 0 else { return [] }
            return outputs.withUnsafeMutableBufferPointer { slots in
                [Output](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for index in 0..<count {
                        let place = slots.baseAddress.unsafelyUnwrapped + index
                        buffer.initializeElement(at: index, to: place.move().unsafelyUnwrapped)
                        place.initialize(to: nil)
                    }
                    initialized = count
                }
            }
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
