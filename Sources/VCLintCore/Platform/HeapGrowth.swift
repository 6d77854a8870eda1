#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif
import Platform

/// How the process's allocator grows its heaps. glibc grows a thread's heap by the pages each
/// allocation needs, one `mprotect` call each: 1,900 on a 3,000-file app, each taking the
/// address-space lock the other threads' page faults wait on.
public enum HeapGrowth {
    /// For `main` only: grow heaps 64 MiB at a time (a thread's heap is at most that). Address
    /// space, not memory: a page counts once it is touched. The large pages are asked for once
    /// per heap (`preferLargePages`), so a heap grown past its first step falls back to small
    /// ones: at 32 MiB, the 50 MB synthetic tree took 11,000 page faults; at 64 MiB, 2,700.
    /// Nothing to do where the allocator is not glibc's; whether the allocator took the step.
    @discardableResult
    public static func inLargeSteps() -> Bool {
        vclint_grow_heaps_by(64 << 20) == 1
    }

    /// Asks the kernel to back the calling thread's heap with 2 MiB pages where it can: the
    /// outlines fill it a page at a time, and a fault per 4 KiB page cost a tenth of a scan's
    /// CPU time. Called by a thread that is outlining (`OutlineSpace`), when its heap has grown
    /// by the large step (`inLargeSteps`). Only the heap's own mapping is advised, found in
    /// `/proc/self/maps`; a hint, so any failure leaves the heap as it was.
    static func preferLargePages() {
        #if os(Linux)
        guard let probe = malloc(64) else { return }
        defer { free(probe) }
        _ = preferLargePages(forMappingHolding: UInt(bitPattern: probe))
        #endif
    }

    #if os(Linux)
    /// Advises the mapping that holds `address`, when it is 4 MiB or more (a heap grown by the
    /// large step, not a small one a huge page would mostly waste); whether it was advised.
    static func preferLargePages(forMappingHolding address: UInt) -> Bool {
        guard let mapping = Self.mapping(containing: address), mapping.count >= 4 << 20,
              let start = UnsafeMutableRawPointer(bitPattern: mapping.lowerBound) else { return false }
        return vclint_prefer_huge_pages(start, Int(mapping.count)) == 1
    }

    /// The address range of the mapping that holds `address`, from `/proc/self/maps`, whose
    /// lines begin `start-end ` in hexadecimal.
    static func mapping(containing address: UInt) -> Range<UInt>? {
        let descriptor = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got <= 0 { break }
            text.append(contentsOf: chunk[..<got])
        }
        var index = 0
        while index < text.count {
            var start: UInt = 0
            var end: UInt = 0
            var digits = 0
            while index < text.count, let digit = hexValue(text[index]) { start = start &* 16 &+ digit; index += 1; digits += 1 }
            if index < text.count && text[index] == UInt8(ascii: "-") && digits > 0 {
                index += 1
                while index < text.count, let digit = hexValue(text[index]) { end = end &* 16 &+ digit; index += 1 }
                if start <= address && address < end { return start..<end }
            }
            while index < text.count && text[index] != UInt8(ascii: "\n") { index += 1 }
            index += 1
        }
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt(byte - UInt8(ascii: "a") + 10)
        default: nil
        }
    }
    #endif
}
