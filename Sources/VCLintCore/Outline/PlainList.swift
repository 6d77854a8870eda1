/// A growable list of plain values (no references inside) in memory its owner allocates and
/// frees. Appending compares with the capacity and stores; an array's `append` on a builder's
/// field also checks that its buffer is unique, a call that cost as much as the rest of
/// recording a reference. Copies share the memory: one owner appends and calls `free()` once.
struct PlainList<Element> {
    private(set) var base: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    private(set) var capacity = 0

    /// Makes room for `minimumCapacity` elements in all.
    mutating func reserve(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        assert(_isPOD(Element.self), "PlainList holds plain values only: it never deinitializes them")
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: minimumCapacity)
        if let base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = grown
        capacity = minimumCapacity
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { reserve(Swift.max(16, capacity * 2)) }
        (base! + count).initialize(to: element)
        count += 1
    }

    /// Appends the elements of `elements`, growing by doubling.
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > capacity { reserve(Swift.max(count + elements.count, capacity * 2, 16)) }
        (base! + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Nonmutating: the elements are not part of the value, so changing one copies nothing.
    /// Changed in place: appending to a list held in a list (a type's references) neither
    /// copies it out nor writes it back.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count)
            return base![index]
        }
        nonmutating _modify {
            assert(index >= 0 && index < count)
            yield &base![index]
        }
    }

    var isEmpty: Bool { count == 0 }

    /// Empties the list, keeping its memory.
    mutating func removeAll() { count = 0 }

    /// Takes the first `count` elements, written through `base` by the owner, as the list's.
    mutating func setCount(_ count: Int) {
        precondition(count >= 0 && count <= capacity)
        self.count = count
    }

    /// The elements, valid until the next append or `free()`.
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    mutating func free() {
        base?.deallocate()
        self = PlainList()
    }
}
