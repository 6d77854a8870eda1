#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

/// Interns identifiers straight from the file's bytes: each distinct name gets an id, and at the
/// end (`list(in:)`) its bytes are copied into the file's `NameList` once, whatever its occurrences.
struct NameTable {
    /// How many distinct names were interned.
    private(set) var count = 0
    /// Each name's first occurrence by id: its offset in the high 32 bits, its length in the low.
    /// In `storage`'s memory, reused from file to file as the slots are.
    private var firstPlaces: UnsafeMutablePointer<UInt64>
    private var placesCapacity: Int

    /// One slot of the open-addressing table. It holds a name's first eight bytes (zero-padded),
    /// so a name of up to eight bytes, most of them, is matched without reading the file again.
    /// All zero is empty (no name has length 0), so a table is cleared by `memset`.
    struct Slot {
        var id: Int32 = 0
        var length: UInt32 = 0
        /// Where the name first occurs, to compare the bytes past the eighth.
        var start: UInt32 = 0
        /// Kept so that growing the table does not hash again.
        var hash: UInt32 = 0
        var head: UInt64 = 0
    }

    /// Where the slots live: a thread's `NameSlots`, reused from file to file.
    private let storage: NameSlots
    /// `storage`'s slots, the first `mask + 1` of them this table's.
    private var slots: UnsafeMutablePointer<Slot>
    private var mask: Int

    /// Room for `expectedCount` names without growing (a file's name count is about a tenth of
    /// its code tokens), in `storage`'s slots, which it clears.
    init(expectedCount: Int = 0, reusing storage: NameSlots = NameSlots()) {
        (firstPlaces, placesCapacity) = storage.places(atLeast: max(expectedCount, 64), keeping: 0)
        var size = 256
        while size < expectedCount * 2 { size *= 2 }
        self.storage = storage
        slots = storage.cleared(size)
        mask = size - 1
    }

    /// The names, by id, as the file's `NameList`; `bytes` are the bytes every `intern` read.
    func list(in bytes: UnsafeBufferPointer<UInt8>) -> NameList {
        // An empty array is the shared empty storage, whose count the initializers below would
        // write on every thread at once (ThreadSanitizer reports it).
        guard count > 0 else { return NameList(bytes: [], ends: []) }
        var total = 0
        let ends = [UInt32](unsafeUninitializedCapacity: count) { ends, initialized in
            for place in UnsafeBufferPointer(start: firstPlaces, count: count) {
                total += Int(truncatingIfNeeded: place & 0xFFFF_FFFF)
                ends.initializeElement(at: initialized, to: UInt32(total))
                initialized += 1
            }
        }
        let text = [UInt8](unsafeUninitializedCapacity: total) { text, initialized in
            for place in UnsafeBufferPointer(start: firstPlaces, count: count) {
                let length = Int(truncatingIfNeeded: place & 0xFFFF_FFFF)
                (text.baseAddress! + initialized).initialize(from: bytes.baseAddress! + Int(place >> 32), count: length)
                initialized += length
            }
        }
        return NameList(bytes: text, ends: ends)
    }

    /// The name's id. Inlined for the common case, a name seen before; adding one is not.
    @inline(__always)
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> UInt32 {
        internHashed(bytes, start: start, length: length).id
    }

    /// The name's id, and its `hash`, which a `NameKey` of the name is made from.
    @inline(__always)
    mutating func internHashed(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> (id: UInt32, hash: Int) {
        let head = Self.word(bytes, start, min(length, 8))
        let hash = Self.hash(head: head, bytes, start, length)
        var index = hash & mask
        while true {
            let slot = slots[index]
            if slot.length == 0 { break }
            if slot.head == head && Int(slot.length) == length
                && (length <= 8 || Self.equalTails(bytes, Int(slot.start), start, length)) {
                return (UInt32(slot.id), hash)
            }
            index = (index + 1) & mask
        }
        return (add(bytes, start: start, length: length, head: head, hash: hash, slot: index), hash)
    }

    private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int, head: UInt64, hash: Int,
                              slot: Int) -> UInt32 {
        let id = Int32(count)
        if count == placesCapacity { (firstPlaces, placesCapacity) = storage.places(atLeast: count * 2, keeping: count) }
        firstPlaces[count] = UInt64(start) << 32 | UInt64(length)
        count += 1
        slots[slot] = Slot(id: id, length: UInt32(length), start: UInt32(start), hash: UInt32(hash), head: head)
        if count * 2 > mask + 1 { rehash() }
        return UInt32(id)
    }

    /// The name's hash (32 bits) from its first eight bytes (`head`) and the rest; equal bytes,
    /// equal hash. Past the first eight, words are read whole, the last one ending at the name's
    /// end (overlapping the one before), so no read needs a bounds check.
    @inline(__always)
    static func hash(head: UInt64, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int {
        var hash = (UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15) ^ head
        if length > 8 {
            var offset = 8
            while offset + 8 < length {
                hash = (hash &* 0xFF51_AFD7_ED55_8CCD) ^ load(bytes, start + offset)
                offset += 8
            }
            hash = (hash &* 0xFF51_AFD7_ED55_8CCD) ^ load(bytes, start + length - 8)
        }
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: hash ^ (hash >> 29)))
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int {
        hash(head: word(bytes, start, min(length, 8)), bytes, start, length)
    }

    /// The eight bytes at `offset`, which the caller knows to be inside `bytes`.
    @inline(__always)
    private static func load(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// The `count` (1 to 8) bytes at `start`, little-endian, the rest zero: one load when
    /// eight bytes are there to read, as everywhere but at the very end of a file.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> UInt64 {
        if start + 8 <= bytes.count {
            let loaded = load(bytes, start)
            return count >= 8 ? loaded : loaded & ((1 &<< UInt64(count &* 8)) &- 1)
        }
        var tail: UInt64 = 0
        for index in 0..<count { tail |= UInt64(bytes[start + index]) << UInt64(index * 8) }
        return tail
    }

    /// Whether two names of `length` (more than eight) bytes are equal past their first eight,
    /// which were compared as `head`; the last word read ends at the names' end.
    private static func equalTails(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, _ length: Int) -> Bool {
        var offset = 8
        while offset + 8 < length {
            if load(bytes, first + offset) != load(bytes, second + offset) { return false }
            offset += 8
        }
        return load(bytes, first + length - 8) == load(bytes, second + length - 8)
    }

    /// Doubles the table: the slots in use are copied out, the doubled table cleared, and each
    /// put back where its hash now leads.
    private mutating func rehash() {
        let used = Array(UnsafeBufferPointer(start: slots, count: mask + 1).lazy.filter { $0.length > 0 })
        let size = (mask + 1) * 2
        slots = storage.cleared(size)
        mask = size - 1
        for slot in used {
            var index = Int(slot.hash) & mask
            while slots[index].length > 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}

/// The slots of a `NameTable`, kept by one thread from file to file (`OutlineSpace`): a table
/// allocated and filled for every file cost a tenth of the page faults of a scan.
final class NameSlots {
    private var base: UnsafeMutablePointer<NameTable.Slot>?
    private var capacity = 0
    /// The current table's first places (`NameTable`): an array of them per file cost an
    /// allocation a file and a uniqueness check a name.
    private var places = PlainList<UInt64>()

    /// Room for at least `count` first places, the first `kept` of those handed out before
    /// kept; with its capacity.
    func places(atLeast count: Int, keeping kept: Int) -> (UnsafeMutablePointer<UInt64>, Int) {
        places.setCount(kept)
        places.reserve(count)
        return (places.base!, places.capacity)
    }

    /// The first `count` slots, all empty; the memory of any slots handed out before is reused,
    /// or freed when too small.
    func cleared(_ count: Int) -> UnsafeMutablePointer<NameTable.Slot> {
        if count > capacity {
            base?.deallocate()
            base = .allocate(capacity: count)
            capacity = count
        }
        let slots = base!
        memset(slots, 0, count * MemoryLayout<NameTable.Slot>.stride)
        return slots
    }

    deinit {
        base?.deallocate()
        places.free()
    }
}
