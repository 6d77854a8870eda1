/// Room for one scan's code tokens and line facts, kept from file to file by the thread that
/// owns it: a tree's scans then allocate it a few times, not four times a file, and touch
/// memory already paged in instead of new pages (page faults were a fifth of the time lexing
/// took). Not for sharing between threads.
public final class ScanRoom {
    /// Bytes of source the room holds the scan of.
    private(set) var capacity = 0
    private(set) var tokens = UnsafeMutablePointer<Token>.allocate(capacity: 1)
    private(set) var breakBefore = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    private(set) var codeLines = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private(set) var lineStarts = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)

    public init() {}

    deinit { free() }

    /// Makes room for the scan of `byteCount` bytes: as many tokens and break flags (every
    /// token holds a byte), and one more code line and line start (a file has at most one line
    /// more than bytes).
    func reserve(forBytes byteCount: Int) {
        let needed = max(byteCount, 1) + 1
        guard needed > capacity else { return }
        free()
        // Doubling: a tree's files grow the room a few times, to its largest file's size.
        capacity = max(needed, capacity * 2)
        tokens = .allocate(capacity: capacity)
        breakBefore = .allocate(capacity: capacity)
        codeLines = .allocate(capacity: capacity)
        lineStarts = .allocate(capacity: capacity)
    }

    private func free() {
        tokens.deallocate()
        breakBefore.deallocate()
        codeLines.deallocate()
        lineStarts.deallocate()
    }
}
