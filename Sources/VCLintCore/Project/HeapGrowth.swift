#if canImport(Glibc)
import Glibc
#endif

/// How the process's allocator grows its heaps. glibc grows a thread's heap by the pages each
/// allocation needs, one `mprotect` call each: 1,900 on a 3,000-file app, each taking the
/// address-space lock the other threads' page faults wait on.
public enum HeapGrowth {
    /// For `main` only: grow heaps 32 MiB at a time. Address space, not memory: a page counts
    /// once it is touched. Nothing to do where the allocator is not glibc's.
    public static func inLargeSteps() {
        #if canImport(Glibc)
        _ = mallopt(-2, 32 << 20)  // M_TOP_PAD
        #endif
    }
}

#if canImport(Glibc)
/// `mallopt` is declared in <malloc.h>, which the Glibc module leaves out.
@_silgen_name("mallopt") private func mallopt(_ option: Int32, _ value: Int32) -> Int32
#endif
