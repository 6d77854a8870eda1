#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif

/// Room for one scan's code tokens and line facts, kept from file to file by the thread that
/// owns it: a tree's scans then allocate it a few times, not four times a file, and touch
/// memory already paged in instead of new pages (page faults were a fifth of the time lexing
/// took). Not for sharing between threads.
public final class ScanRoom {
    /// Bytes of source the room holds the scan of.
    private(set) var capacity = 0
    private(set) var tokens: UnsafeMutablePointer<Token>
    private(set) var breakBefore: UnsafeMutablePointer<Bool>
    private(set) var codeLines: UnsafeMutablePointer<UInt32>
    private(set) var lineStarts: UnsafeMutablePointer<UInt32>
    /// The four buffers, back to back in one block.
    private var block: Block

    public init() {
        block = Block(byteCount: Self.bytesPerByte)
        (tokens, lineStarts, codeLines, breakBefore) = Self.carve(block.base, capacity: 1)
    }

    deinit { block.free() }

    /// Makes room for the scan of `byteCount` bytes: as many tokens and break flags (every
    /// token holds a byte), and one more code line and line start (a file has at most one line
    /// more than bytes).
    func reserve(forBytes byteCount: Int) {
        let needed = max(byteCount, 1) + 1
        guard needed > capacity else { return }
        block.free()
        // Doubling: a tree's files grow the room a few times, to its largest file's size.
        capacity = max(needed, capacity * 2)
        block = Block(byteCount: capacity * Self.bytesPerByte)
        (tokens, lineStarts, codeLines, breakBefore) = Self.carve(block.base, capacity: capacity)
    }

    /// A token, a line start, a code line and a break flag per byte of source.
    private static let bytesPerByte = MemoryLayout<Token>.stride + 2 * MemoryLayout<UInt32>.stride + MemoryLayout<Bool>.stride

    /// The four buffers of `capacity` elements each, in that order, in `base`'s block: the
    /// 4-byte-aligned ones first, the bytes last.
    private static func carve(_ base: UnsafeMutableRawPointer, capacity: Int) -> (
        UnsafeMutablePointer<Token>, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<Bool>
    ) {
        let tokens = base.bindMemory(to: Token.self, capacity: capacity)
        let lineStarts = (base + capacity * MemoryLayout<Token>.stride).bindMemory(to: UInt32.self, capacity: capacity)
        let codeLines = UnsafeMutableRawPointer(lineStarts + capacity).bindMemory(to: UInt32.self, capacity: capacity)
        let breakBefore = UnsafeMutableRawPointer(codeLines + capacity).bindMemory(to: Bool.self, capacity: capacity)
        return (tokens, lineStarts, codeLines, breakBefore)
    }

    /// Memory for the buffers. A large block is a mapping of its own, outside the allocator's
    /// heap: a scan touches a fifth of it, and a heap that asks for 2 MiB pages would back the
    /// rest too (`HeapGrowth.preferLargePages`).
    private struct Block {
        let base: UnsafeMutableRawPointer
        private let mappedCount: Int

        static let smallestMapped = 1 << 20

        init(byteCount: Int) {
            #if canImport(Darwin) || canImport(Musl) || canImport(Glibc)
            if byteCount >= Self.smallestMapped,
               let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
               mapped != MAP_FAILED {
                base = mapped
                mappedCount = byteCount
                return
            }
            #endif
            base = .allocate(byteCount: byteCount, alignment: MemoryLayout<Token>.alignment)
            mappedCount = 0
        }

        func free() {
            #if canImport(Darwin) || canImport(Musl) || canImport(Glibc)
            if mappedCount > 0 {
                munmap(base, mappedCount)
                return
            }
            #endif
            base.deallocate()
        }
    }
}
