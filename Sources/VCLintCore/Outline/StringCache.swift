#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Strings made from source bytes, each made once per scanning thread: a name a thousand files
/// use is one String in memory, not a thousand, and is found again without allocating. Only
/// texts longer than 15 bytes go through it; shorter ones fit in a String's own bytes and cost
/// no memory of their own. Not thread-safe: each worker of a scan has its own (`ProjectScanner`).
final class StringCache {
    /// Up to 15 UTF-8 bytes are stored inline; longer texts than this are rarely repeated.
    static let cachedLengths = 16...96

    /// Behind a pointer: a class's stored `var`s pay a dynamic exclusivity check on every access,
    /// which cost more than the Strings saved.
    private let table: UnsafeMutablePointer<Table>

    init() {
        table = .allocate(capacity: 1)
        table.initialize(to: Table())
    }

    deinit {
        table.deinitialize(count: 1)
        table.deallocate()
    }

    /// The String for `bytes[start..<start + length]`.
    func string(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> String {
        guard Self.cachedLengths.contains(length) else { return Self.make(bytes, start, length) }
        return table.pointee.string(bytes, start: start, length: length)
    }

    fileprivate static func make(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]), as: UTF8.self)
    }

    private struct Table {
        var strings: [String] = []
        /// Each string's UTF-8, back to back; `starts[id]` is where string `id` begins.
        var storage: [UInt8] = []
        var starts: [Int32] = [0]
        /// Open addressing over `strings`; -1 marks an empty slot.
        var slots = [Int32](repeating: -1, count: 1024)

        mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> String {
            let mask = slots.count - 1
            var slot = NameTable.hash(bytes, start, length) & mask
            while true {
                let id = Int(slots[slot])
                if id < 0 { break }
                let stored = Int(starts[id])
                if Int(starts[id + 1]) - stored == length && storage.withUnsafeBufferPointer({
                    memcmp($0.baseAddress! + stored, bytes.baseAddress! + start, length) == 0
                }) {
                    return strings[id]
                }
                slot = (slot + 1) & mask
            }
            let string = StringCache.make(bytes, start, length)
            slots[slot] = Int32(strings.count)
            strings.append(string)
            storage.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]))
            starts.append(Int32(storage.count))
            if strings.count * 2 > slots.count { grow() }
            return string
        }

        private mutating func grow() {
            var slots = [Int32](repeating: -1, count: self.slots.count * 2)
            let mask = slots.count - 1
            storage.withUnsafeBufferPointer { storage in
                for id in strings.indices {
                    let start = Int(starts[id])
                    var slot = NameTable.hash(storage, start, Int(starts[id + 1]) - start) & mask
                    while slots[slot] >= 0 { slot = (slot + 1) & mask }
                    slots[slot] = Int32(id)
                }
            }
            self.slots = slots
        }
    }
}
