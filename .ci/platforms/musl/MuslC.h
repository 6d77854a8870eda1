// The part of musl's C interface (x86_64, as the Static Linux SDK has it) that vclint calls,
// so that CI type-checks the `canImport(Musl)` branches (`type-check-platforms.sh`). Where musl
// differs from glibc is the point: `pthread_t` is a pointer, `RUSAGE_SELF` and the clocks are
// plain numbers, `DIR` is opaque. Its types carry a `__musl_` prefix and take their names in
// Musl.swift: glibc's, loaded by the toolchain's own modules, would clash with them otherwise.
// Declarations only; nothing here is ever linked.

typedef unsigned long size_t;
typedef long ssize_t;
typedef int __musl_pid_t;
typedef unsigned int __musl_mode_t;
typedef long __musl_off_t;
typedef unsigned int __musl_uid_t;
typedef unsigned int __musl_gid_t;
typedef unsigned long __musl_dev_t;
typedef unsigned long __musl_ino_t;
typedef unsigned long __musl_nlink_t;
typedef long __musl_time_t;
typedef long __musl_suseconds_t;
typedef long __musl_blksize_t;
typedef long __musl_blkcnt_t;
typedef struct __musl_sigset { unsigned long __bits[128 / sizeof(long)]; } __musl_sigset_t;
typedef unsigned long __musl_nfds_t;
typedef long __musl_clock_t;
typedef int __musl_clockid_t;

struct __musl_timespec { __musl_time_t tv_sec; long tv_nsec; };
struct __musl_timeval { __musl_time_t tv_sec; __musl_suseconds_t tv_usec; };

// errno.h: the overlay's `errno` reads this.
int *__errno_location(void);
#define EPERM 1
#define ENOENT 2
#define EINTR 4
#define EACCES 13
#define EEXIST 17
#define EISDIR 21

// fcntl.h
#define O_RDONLY 00
#define O_WRONLY 01
#define O_CREAT 0100
#define O_EXCL 0200
#define O_NOCTTY 0400
#define O_TRUNC 01000
#define O_NONBLOCK 04000
#define O_CLOEXEC 02000000
#define F_GETFD 1
#define F_SETFD 2
#define FD_CLOEXEC 1
int __musl_open(const char *path, int oflag, __musl_mode_t mode) __asm("open");
int __musl_fcntl(int fd, int cmd, int value) __asm("fcntl");

// unistd.h, stdlib.h, string.h, stdio.h
ssize_t read(int, void *, size_t);
ssize_t write(int, const void *, size_t);
int close(int);
int pipe(int [2]);
__musl_off_t lseek(int, __musl_off_t, int);
#define SEEK_SET 0
int fsync(int);
int unlink(const char *);
int link(const char *, const char *);
int rename(const char *, const char *);
char *getcwd(char *, size_t);
long sysconf(int);
#define _SC_NPROCESSORS_ONLN 84
char *realpath(const char *__restrict, char *__restrict);
char *getenv(const char *);
char *mkdtemp(char *);
int mkstemp(char *);
char *strdup(const char *);
char *strerror(int);
size_t strlen(const char *);
void *memset(void *, int, size_t);
void *malloc(size_t);
void free(void *);
_Noreturn void exit(int);
int system(const char *);
extern char **__musl_environ __asm("environ");

// sys/stat.h
struct __musl_stat {
    __musl_dev_t st_dev;
    __musl_ino_t st_ino;
    __musl_nlink_t st_nlink;
    __musl_mode_t st_mode;
    __musl_uid_t st_uid;
    __musl_gid_t st_gid;
    unsigned int __pad0;
    __musl_dev_t st_rdev;
    __musl_off_t st_size;
    __musl_blksize_t st_blksize;
    __musl_blkcnt_t st_blocks;
    struct __musl_timespec st_atim;
    struct __musl_timespec st_mtim;
    struct __musl_timespec st_ctim;
    long __unused[3];
};
int stat(const char *__restrict, struct __musl_stat *__restrict);
int lstat(const char *__restrict, struct __musl_stat *__restrict);
int fstat(int, struct __musl_stat *);
int fchmod(int, __musl_mode_t);
int mkdir(const char *, __musl_mode_t);
__musl_mode_t umask(__musl_mode_t);

// dirent.h
struct __musl_dirent {
    __musl_ino_t d_ino;
    __musl_off_t d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[256];
};
#define DT_UNKNOWN 0
#define DT_DIR 4
#define DT_REG 8
typedef struct __musl_dirstream __musl_DIR;
__musl_DIR *opendir(const char *);
struct __musl_dirent *readdir(__musl_DIR *);
int closedir(__musl_DIR *);

// sys/mman.h
#define PROT_READ 1
#define PROT_WRITE 2
#define MAP_PRIVATE 0x02
#define MAP_ANONYMOUS 0x20
void *mmap(void *, size_t, int, int, int, __musl_off_t);
int munmap(void *, size_t);

// pthread.h
typedef struct __musl_pthread *__musl_pthread_t;
typedef struct { union { int __i[14]; volatile int __vi[14]; unsigned long __s[7]; } __u; } __musl_pthread_attr_t;
typedef struct { union { int __i[10]; volatile int __vi[10]; volatile void *volatile __p[5]; } __u; } __musl_pthread_mutex_t;
typedef struct { unsigned __attr; } __musl_pthread_mutexattr_t;
typedef struct { union { int __i[12]; volatile int __vi[12]; void *__p[6]; } __u; } __musl_pthread_cond_t;
typedef struct { unsigned __attr; } __musl_pthread_condattr_t;
int pthread_create(__musl_pthread_t *__restrict, const __musl_pthread_attr_t *__restrict, void *(*)(void *), void *__restrict);
int pthread_join(__musl_pthread_t, void **);
int pthread_mutex_init(__musl_pthread_mutex_t *__restrict, const __musl_pthread_mutexattr_t *__restrict);
int pthread_mutex_destroy(__musl_pthread_mutex_t *);
int pthread_mutex_lock(__musl_pthread_mutex_t *);
int pthread_mutex_unlock(__musl_pthread_mutex_t *);
int pthread_cond_init(__musl_pthread_cond_t *__restrict, const __musl_pthread_condattr_t *__restrict);
int pthread_cond_destroy(__musl_pthread_cond_t *);
int pthread_cond_wait(__musl_pthread_cond_t *__restrict, __musl_pthread_mutex_t *__restrict);
int pthread_cond_broadcast(__musl_pthread_cond_t *);

// spawn.h, signal.h, sys/wait.h
typedef struct { int __flags; __musl_pid_t __pgrp; __musl_sigset_t __def, __mask; int __prio, __pol; void *__fn; char __pad[64 - sizeof(void *)]; } __musl_posix_spawnattr_t;
typedef struct { int __pad0[2]; void *__actions; int __pad[16]; } __musl_posix_spawn_file_actions_t;
#define POSIX_SPAWN_SETSIGDEF 4
#define POSIX_SPAWN_SETSIGMASK 8
int posix_spawnp(__musl_pid_t *__restrict, const char *__restrict, const __musl_posix_spawn_file_actions_t *,
                 const __musl_posix_spawnattr_t *__restrict, char *const [], char *const []);
int posix_spawn_file_actions_init(__musl_posix_spawn_file_actions_t *);
int posix_spawn_file_actions_destroy(__musl_posix_spawn_file_actions_t *);
int posix_spawn_file_actions_adddup2(__musl_posix_spawn_file_actions_t *, int, int);
int posix_spawn_file_actions_addopen(__musl_posix_spawn_file_actions_t *__restrict, int, const char *__restrict, int, __musl_mode_t);
int posix_spawnattr_init(__musl_posix_spawnattr_t *);
int posix_spawnattr_destroy(__musl_posix_spawnattr_t *);
int posix_spawnattr_setflags(__musl_posix_spawnattr_t *, short);
int posix_spawnattr_setsigdefault(__musl_posix_spawnattr_t *__restrict, const __musl_sigset_t *__restrict);
int posix_spawnattr_setsigmask(__musl_posix_spawnattr_t *__restrict, const __musl_sigset_t *__restrict);
int sigemptyset(__musl_sigset_t *);
int sigfillset(__musl_sigset_t *);
#define SIGPIPE 13
void (*signal(int, void (*)(int)))(int);
__musl_pid_t waitpid(__musl_pid_t, int *, int);

// poll.h
struct __musl_pollfd { int fd; short events; short revents; };
#define POLLIN 0x001
int poll(struct __musl_pollfd *, __musl_nfds_t, int);

// time.h, sys/resource.h
#define CLOCK_MONOTONIC 1
#define CLOCK_THREAD_CPUTIME_ID 3
int clock_gettime(__musl_clockid_t, struct __musl_timespec *);
struct __musl_rusage {
    struct __musl_timeval ru_utime;
    struct __musl_timeval ru_stime;
    long ru_maxrss, ru_ixrss, ru_idrss, ru_isrss, ru_minflt, ru_majflt, ru_nswap, ru_inblock, ru_oublock,
        ru_msgsnd, ru_msgrcv, ru_nsignals, ru_nvcsw, ru_nivcsw;
    long __reserved[16];
};
#define RUSAGE_SELF 0
int getrusage(int, struct __musl_rusage *);

// math.h
double floor(double);
double round(double);
double log(double);
