// The part of macOS's C interface that vclint calls, with the types and nullability the macOS
// SDK gives them, so that CI on Linux type-checks the `canImport(Darwin)` branches
// (`.ci/type-check-platforms.sh`). Where Darwin differs from glibc is the point: `pthread_t` and
// the posix_spawn types are pointers, `mode_t` is 16 bits, `tv_usec` is 32, `DIR` is a struct,
// there is no `environ`. Types carry a `__vc_` prefix and take their own names in Darwin.swift
// and ../Overlay.swift: glibc's, which the toolchain's own modules load, would clash with them.
// The calls both stand-ins declare alike are in ../posix-calls.h. Declarations only; nothing
// here is ever linked.

typedef unsigned long size_t;
typedef long ssize_t;
typedef int __vc_pid_t;
typedef unsigned short __vc_mode_t;
typedef long long __vc_off_t;
typedef unsigned int __vc_uid_t;
typedef unsigned int __vc_gid_t;
typedef int __vc_dev_t;
typedef unsigned long long __vc_ino_t;
typedef unsigned short __vc_nlink_t;
typedef long __vc_time_t;
typedef int __vc_suseconds_t;
typedef unsigned int __vc_sigset_t;
typedef unsigned int __vc_nfds_t;
typedef unsigned long __vc_clock_t;

struct __vc_timespec { __vc_time_t tv_sec; long tv_nsec; };
struct __vc_timeval { __vc_time_t tv_sec; __vc_suseconds_t tv_usec; };

// fcntl.h
#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_NONBLOCK 0x0004
#define O_CREAT 0x0200
#define O_TRUNC 0x0400
#define O_EXCL 0x0800
#define O_NOCTTY 0x20000
#define O_CLOEXEC 0x01000000

// unistd.h, stdlib.h, string.h, stdio.h
#define _SC_NPROCESSORS_ONLN 58
extern char ***_NSGetEnviron(void);

// sys/stat.h
struct __vc_stat {
    __vc_dev_t st_dev;
    __vc_mode_t st_mode;
    __vc_nlink_t st_nlink;
    __vc_ino_t st_ino;
    __vc_uid_t st_uid;
    __vc_gid_t st_gid;
    __vc_dev_t st_rdev;
    struct __vc_timespec st_atimespec;
    struct __vc_timespec st_mtimespec;
    struct __vc_timespec st_ctimespec;
    struct __vc_timespec st_birthtimespec;
    __vc_off_t st_size;
    long long st_blocks;
    int st_blksize;
    unsigned int st_flags;
    unsigned int st_gen;
    int st_lspare;
    long long st_qspare[2];
};

// dirent.h
struct __vc_dirent {
    unsigned long long d_ino;
    unsigned long long d_seekoff;
    unsigned short d_reclen;
    unsigned short d_namlen;
    unsigned char d_type;
    char d_name[1024];
};
typedef struct { int __dd_fd; long __dd_loc; long __dd_size; char *__dd_buf; int __dd_len; long __dd_seek; long __padding; int __dd_flags; } __vc_DIR;

// sys/mman.h
#define PROT_READ 0x01
#define PROT_WRITE 0x02
#define MAP_PRIVATE 0x0002
#define MAP_ANONYMOUS 0x1000

// pthread.h
typedef struct _opaque_pthread_t *__vc_pthread_t;
typedef struct { long __sig; char __opaque[56]; } __vc_pthread_attr_t;
typedef struct { long __sig; char __opaque[56]; } __vc_pthread_mutex_t;
typedef struct { long __sig; char __opaque[8]; } __vc_pthread_mutexattr_t;
typedef struct { long __sig; char __opaque[40]; } __vc_pthread_cond_t;
typedef struct { long __sig; char __opaque[8]; } __vc_pthread_condattr_t;
int pthread_create(__vc_pthread_t _Nullable * _Nonnull, const __vc_pthread_attr_t * _Nullable, void * _Nullable (* _Nonnull)(void * _Nullable), void * _Nullable);
int pthread_join(__vc_pthread_t, void * _Nullable * _Nullable);

// spawn.h, signal.h, sys/wait.h
typedef void *__vc_posix_spawnattr_t;
typedef void *__vc_posix_spawn_file_actions_t;
#define POSIX_SPAWN_SETSIGDEF 0x0004
#define POSIX_SPAWN_SETSIGMASK 0x0008
int posix_spawnp(__vc_pid_t *, const char *, const __vc_posix_spawn_file_actions_t *,
                 const __vc_posix_spawnattr_t *, char *const [], char *const []);
typedef void (*__vc_sig_t)(int);
__vc_sig_t signal(int, __vc_sig_t);

// poll.h
struct __vc_pollfd { int fd; short events; short revents; };
#define POLLIN 0x0001

// time.h, sys/resource.h, sys/times.h
typedef enum { _CLOCK_REALTIME = 0, _CLOCK_MONOTONIC = 6, _CLOCK_THREAD_CPUTIME_ID = 16 } __vc_clockid_t;
struct __vc_rusage {
    struct __vc_timeval ru_utime;
    struct __vc_timeval ru_stime;
    long ru_maxrss, ru_ixrss, ru_idrss, ru_isrss, ru_minflt, ru_majflt, ru_nswap, ru_inblock, ru_oublock,
        ru_msgsnd, ru_msgrcv, ru_nsignals, ru_nvcsw, ru_nivcsw;
};

#include "../posix-calls.h"
