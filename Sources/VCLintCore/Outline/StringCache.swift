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
/// no memory of their own (caching them too was measured: no fewer instructions, more memory).
/// Not thread-safe: each worker of a scan has its own (`ProjectScanner`).
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
        table.pointee.tails.free()
        table.deinitialize(count: 1)
        table.deallocate()
    }

    /// Whether short ASCII texts are built from their bits (`smallASCII`): asked once per cache,
    /// a `let` that costs nothing to read.
    private let buildsSmallStrings = StringCache.smallStringLayoutHolds

    /// The String for `bytes[start..<start + length]`.
    func string(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> String {
        let head = NameTable.word(bytes, start, min(length, 8))
        if length <= 15 { return short(bytes, start, length, head: head) }
        guard length <= Self.cachedLengths.upperBound else { return Self.make(bytes, start, length) }
        return table.pointee.string(bytes, start: start, length: length, head: head,
                                    hash: NameTable.hash(head: head, bytes, start, length))
    }

    /// The same, with the bytes' first eight (`NameTable.word`) and `NameTable.hash` already known.
    func string(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int, head: UInt64, hash: Int) -> String {
        if length <= 15 { return short(bytes, start, length, head: head) }
        guard length <= Self.cachedLengths.upperBound else { return Self.make(bytes, start, length) }
        return table.pointee.string(bytes, start: start, length: length, head: head, hash: hash)
    }

    /// Up to 15 bytes, not cached: built from their bits when ASCII, as almost all names are.
    @inline(__always)
    private func short(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int, head: UInt64) -> String {
        if buildsSmallStrings, let small = Self.smallASCII(bytes, start, length, head: head) { return small }
        return Self.make(bytes, start, length)
    }

    /// A String of the bytes, ill-formed UTF-8 repaired: the way for any bytes, which
    /// `smallASCII` must equal. Up to 15 bytes, written straight into the String's own storage
    /// (a third of `String(decoding:as:)`).
    static func make(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> String {
        let source = UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])
        guard length <= 15 else { return String(decoding: source, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: length) { buffer in
            _ = buffer.initialize(fromContentsOf: source)
            return length
        }
    }

    /// Up to 15 ASCII bytes (`head` their first eight) as a String built from its bits, or nil
    /// for other bytes. A small String is two words: its bytes, then its count under the flags
    /// `0xE0` (immortal, small, ASCII), the layout Swift's ABI fixes for 64-bit little-endian
    /// targets. Built so, a short name costs a fifth of `String(unsafeUninitializedCapacity:)`,
    /// which checks and packs the same bytes; `smallStringLayoutHolds` checks the layout first.
    @inline(__always)
    static func smallASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int, head: UInt64) -> String? {
        #if _endian(little) && _pointerBitWidth(_64)
        let second = length > 8 ? NameTable.word(bytes, start + 8, length - 8) : 0
        guard (head | second) & 0x8080_8080_8080_8080 == 0 else { return nil }
        return unsafeBitCast((head, second | UInt64(0xE0 | length) << 56), to: String.self)
        #else
        return nil
        #endif
    }

    /// Whether Strings are laid out as `smallASCII` builds them: checked once, on a literal.
    static let smallStringLayoutHolds: Bool = {
        #if _endian(little) && _pointerBitWidth(_64)
        guard MemoryLayout<String>.size == 16 else { return false }
        let bits = unsafeBitCast("abcdefghij", to: (UInt64, UInt64).self)
        return bits.0 == 0x6867_6665_6463_6261 && bits.1 == 0xEA00_0000_0000_6A69
        #else
        return false
        #endif
    }()

    private struct Table {
        /// What a lookup compares: a text of up to eight bytes is all in `head`.
        struct Entry {
            var head: UInt64
            var hash: UInt32
            var length: UInt32
            /// Where the bytes past the eighth are in `tails`.
            var tail: Int
        }

        var strings: [String] = []
        var entries: [Entry] = []
        /// The bytes past the eighth of each text, back to back: a plain list, read through its
        /// pointer (no closure, no memcmp call); freed by the cache's deinit.
        var tails = PlainList<UInt8>()
        /// Open addressing over `strings`; -1 marks an empty slot.
        var slots = [Int32](repeating: -1, count: 1024)

        mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int, head: UInt64, hash: Int) -> String {
            let mask = slots.count - 1
            var slot = hash & mask
            while true {
                let id = Int(slots[slot])
                if id < 0 { break }
                let entry = entries[id]
                if entry.head == head && Int(entry.length) == length && entry.hash == UInt32(truncatingIfNeeded: hash)
                    && Self.equalTails(tails.base! + entry.tail, bytes.baseAddress! + start + 8, length - 8) {
                    return strings[id]
                }
                slot = (slot + 1) & mask
            }
            let string = StringCache.make(bytes, start, length)
            slots[slot] = Int32(strings.count)
            strings.append(string)
            entries.append(Entry(head: head, hash: UInt32(truncatingIfNeeded: hash), length: UInt32(length), tail: tails.count))
            tails.append(contentsOf: UnsafeBufferPointer(start: bytes.baseAddress! + start + 8, count: length - 8))
            if strings.count * 2 > slots.count { grow() }
            return string
        }

        /// Whether `count` bytes (8 or more: cached texts have 16 or more) are equal, a word at a
        /// time, the last word ending at their end.
        @inline(__always)
        static func equalTails(_ stored: UnsafePointer<UInt8>, _ source: UnsafePointer<UInt8>, _ count: Int) -> Bool {
            func word(_ pointer: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
                UnsafeRawPointer(pointer + offset).loadUnaligned(as: UInt64.self)
            }
            var offset = 0
            while offset + 8 < count {
                if word(stored, offset) != word(source, offset) { return false }
                offset += 8
            }
            return word(stored, count - 8) == word(source, count - 8)
        }

        private mutating func grow() {
            var slots = [Int32](repeating: -1, count: self.slots.count * 2)
            let mask = slots.count - 1
            for id in entries.indices {
                var slot = Int(entries[id].hash) & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(id)
            }
            self.slots = slots
        }
    }
}
