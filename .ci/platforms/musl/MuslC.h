// The part of musl's C interface (x86_64, as the Static Linux SDK has it) that vclint calls, so
// that CI type-checks the `canImport(Musl)` branches (`.ci/type-check-platforms.sh`). Where musl
// differs from glibc is the point: `pthread_t` is a pointer, `RUSAGE_SELF` and the clocks are
// plain numbers, `DIR` is opaque. Types carry a `__vc_` prefix and take their own names in
// Musl.swift and ../Overlay.swift: glibc's, which the toolchain's own modules load, would clash
// with them. The calls both stand-ins declare alike are in ../posix-calls.h. Declarations only;
// nothing here is ever linked.

typedef unsigned long size_t;
typedef long ssize_t;
typedef int __vc_pid_t;
typedef unsigned int __vc_mode_t;
typedef long __vc_off_t;
typedef unsigned int __vc_uid_t;
typedef unsigned int __vc_gid_t;
typedef unsigned long __vc_dev_t;
typedef unsigned long __vc_ino_t;
typedef unsigned long __vc_nlink_t;
typedef long __vc_time_t;
typedef long __vc_suseconds_t;
typedef long __vc_blksize_t;
typedef long __vc_blkcnt_t;
typedef struct __vc_sigset { unsigned long __bits[128 / sizeof(long)]; } __vc_sigset_t;
typedef unsigned long __vc_nfds_t;
typedef long __vc_clock_t;
typedef int __vc_clockid_t;

struct __vc_timespec { __vc_time_t tv_sec; long tv_nsec; };
struct __vc_timeval { __vc_time_t tv_sec; __vc_suseconds_t tv_usec; };

// fcntl.h
#define O_RDONLY 00
#define O_WRONLY 01
#define O_CREAT 0100
#define O_EXCL 0200
#define O_NOCTTY 0400
#define O_TRUNC 01000
#define O_NONBLOCK 04000
#define O_CLOEXEC 02000000

// unistd.h, stdlib.h, string.h, stdio.h
#define _SC_NPROCESSORS_ONLN 84
extern char **__vc_environ __asm("environ");

// sys/stat.h
struct __vc_stat {
    __vc_dev_t st_dev;
    __vc_ino_t st_ino;
    __vc_nlink_t st_nlink;
    __vc_mode_t st_mode;
    __vc_uid_t st_uid;
    __vc_gid_t st_gid;
    unsigned int __pad0;
    __vc_dev_t st_rdev;
    __vc_off_t st_size;
    __vc_blksize_t st_blksize;
    __vc_blkcnt_t st_blocks;
    struct __vc_timespec st_atim;
    struct __vc_timespec st_mtim;
    struct __vc_timespec st_ctim;
    long __unused[3];
};

// dirent.h
struct __vc_dirent {
    __vc_ino_t d_ino;
    __vc_off_t d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[256];
};
typedef struct __vc_dirstream __vc_DIR;

// sys/mman.h
#define PROT_READ 1
#define PROT_WRITE 2
#define MAP_PRIVATE 0x02
#define MAP_ANONYMOUS 0x20

// pthread.h
typedef struct __vc_pthread *__vc_pthread_t;
typedef struct { union { int __i[14]; volatile int __vi[14]; unsigned long __s[7]; } __u; } __vc_pthread_attr_t;
typedef struct { union { int __i[10]; volatile int __vi[10]; volatile void *volatile __p[5]; } __u; } __vc_pthread_mutex_t;
typedef struct { unsigned __attr; } __vc_pthread_mutexattr_t;
typedef struct { union { int __i[12]; volatile int __vi[12]; void *__p[6]; } __u; } __vc_pthread_cond_t;
typedef struct { unsigned __attr; } __vc_pthread_condattr_t;
int pthread_create(__vc_pthread_t *, const __vc_pthread_attr_t *, void *(*)(void *), void *);
int pthread_join(__vc_pthread_t, void **);

// spawn.h, signal.h, sys/wait.h
typedef struct { int __flags; __vc_pid_t __pgrp; __vc_sigset_t __def, __mask; int __prio, __pol; void *__fn; char __pad[64 - sizeof(void *)]; } __vc_posix_spawnattr_t;
typedef struct { int __pad0[2]; void *__actions; int __pad[16]; } __vc_posix_spawn_file_actions_t;
#define POSIX_SPAWN_SETSIGDEF 4
#define POSIX_SPAWN_SETSIGMASK 8
int posix_spawnp(__vc_pid_t *, const char *, const __vc_posix_spawn_file_actions_t *,
                 const __vc_posix_spawnattr_t *, char *const [], char *const []);
void (*signal(int, void (*)(int)))(int);

// poll.h
struct __vc_pollfd { int fd; short events; short revents; };
#define POLLIN 0x001

// time.h, sys/resource.h
#define CLOCK_MONOTONIC 1
#define CLOCK_THREAD_CPUTIME_ID 3
struct __vc_rusage {
    struct __vc_timeval ru_utime;
    struct __vc_timeval ru_stime;
    long ru_maxrss, ru_ixrss, ru_idrss, ru_isrss, ru_minflt, ru_majflt, ru_nswap, ru_inblock, ru_oublock,
        ru_msgsnd, ru_msgrcv, ru_nsignals, ru_nvcsw, ru_nivcsw;
    long __reserved[16];
};

#include "../posix-calls.h"
