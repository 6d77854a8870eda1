/// A growable list of values that may hold references (a type's functions and properties while
/// its file is read), in memory its owner allocates. Growing moves the elements, and
/// `moveOut()` moves them into an array of their exact size: no element is retained, released
/// or copied again, where an array grown by appending and then copied to its size did all
/// three. Copies share the memory: one owner appends, then calls `moveOut()` or `free()` once.
struct MoveList<Element> {
    private(set) var base: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    private(set) var capacity = 0

    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base! + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: Swift.max(4, capacity * 2))
        if let base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = grown
        capacity = Swift.max(4, capacity * 2)
    }

    /// Nonmutating: the elements are not part of the value, so changing one copies nothing.
    /// Read in place: reading one field of an element copies neither the element nor the rest.
    subscript(index: Int) -> Element {
        _read {
            precondition(index >= 0 && index < count)
            yield base![index]
        }
        nonmutating _modify {
            precondition(index >= 0 && index < count)
            yield &base![index]
        }
    }

    /// The elements, moved into an array of their size; the list is left empty, its memory freed.
    mutating func moveOut() -> [Element] {
        // An empty array is the shared empty storage: never made by the initializer below.
        guard count > 0, let base else {
            free()
            return []
        }
        var elements = [Element].reserved(count)
        for index in 0..<count { elements.append((base + index).move()) }
        base.deallocate()
        self = MoveList()
        return elements
    }

    /// Destroys the elements and frees the memory.
    mutating func free() {
        if let base {
            base.deinitialize(count: count)
            base.deallocate()
        }
        self = MoveList()
    }
}

extension Array {
    /// An empty array with room for `capacity` elements, made by reserving: the initializers that
    /// allocate at a size (`init(unsafeUninitializedCapacity:)`, `init(repeating:count:)`) find
    /// the storage's type through an unspecialized runtime lookup, 500 instructions an array.
    static func reserved(_ capacity: Int) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(capacity)
        return array
    }
}
