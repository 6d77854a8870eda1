// The few allocator and kernel calls vclint makes for speed, by their C names and constants, so no
// Swift file declares a libc symbol itself or writes a constant's value. Each is a hint: where the
// platform has no such call (macOS, musl), it does nothing and says so.
#ifndef VCLINT_PLATFORM_H
#define VCLINT_PLATFORM_H

#include <stddef.h>
#include <stdlib.h>  // defines __GLIBC__ on glibc
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/mman.h>
#endif

/// Has the allocator grow a heap by `bytes` at a time (glibc's M_TOP_PAD). Returns 1 when it was
/// set, 0 where the allocator is not glibc's or refused.
static inline int vclint_grow_heaps_by(int bytes) {
#if defined(__GLIBC__) && defined(M_TOP_PAD)
    return mallopt(M_TOP_PAD, bytes);
#else
    (void)bytes;
    return 0;
#endif
}

/// Asks the kernel to back `length` bytes at `start` with huge pages (MADV_HUGEPAGE). Returns 1
/// when it was advised, 0 where the kernel has no such advice or refused.
static inline int vclint_prefer_huge_pages(void *start, size_t length) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    return madvise(start, length, MADV_HUGEPAGE) == 0;
#else
    (void)start;
    (void)length;
    return 0;
#endif
}

#endif
