/// The line starts a scan has found, stored into room for the most a file can have (one per
/// byte, plus the first): a line break costs a store, without `Array.append`'s uniqueness and
/// capacity checks. The room belongs to the caller of the scan (`withRoom`).
struct LineStartBuffer {
    private let storage: UnsafeMutableBufferPointer<UInt32>
    /// How many line starts are stored; never 0 (the first line starts at 0).
    private(set) var count = 1

    /// Calls `body` with a buffer that has room for the line starts of `byteCount` bytes.
    static func withRoom<Result>(forBytes byteCount: Int, _ body: (inout LineStartBuffer) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: byteCount + 1) { storage in
            var buffer = LineStartBuffer(storage: storage)
            return body(&buffer)
        }
    }

    /// A buffer over `storage`, which has room for one line start per byte and one more.
    init(storage: UnsafeMutableBufferPointer<UInt32>) {
        self.storage = storage
        storage[0] = 0
    }

    /// An empty buffer, replaced by `withRoom` before a scan stores anything.
    init() {
        storage = UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    @inline(__always) mutating func append(_ start: Int) {
        // Never fails: each line start follows a line break, a byte of its own.
        precondition(count < storage.count, "more line starts than bytes")
        storage[count] = UInt32(truncatingIfNeeded: start)
        count &+= 1
    }

    @inline(__always) subscript(index: Int) -> Int { Int(storage[index]) }

    @inline(__always) var last: Int { Int(storage[count &- 1]) }

    /// The line starts as an array of their own, for the line table.
    var array: [UInt32] { Array(storage[..<count]) }
}
