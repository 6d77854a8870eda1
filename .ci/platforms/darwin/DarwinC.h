// The part of macOS's C interface that vclint calls, declared with the types and nullability
// the macOS SDK gives them, so that CI on Linux type-checks the `canImport(Darwin)` branches
// (`type-check-platforms.sh`). Where Darwin differs from glibc is the point: `__darwin_pthread_t` and the
// posix_spawn types are pointers, `__darwin_mode_t` is 16 bits, `tv_usec` is 32, `__darwin_DIR` is a struct, there
// is no `environ`. Declarations only; nothing here is ever linked.

typedef unsigned long size_t;
typedef long ssize_t;
typedef int __darwin_pid_t;
typedef unsigned short __darwin_mode_t;
typedef long long __darwin_off_t;
typedef unsigned int __darwin_uid_t;
typedef unsigned int __darwin_gid_t;
typedef int __darwin_dev_t;
typedef unsigned long long __darwin_ino_t;
typedef unsigned short __darwin_nlink_t;
typedef long __darwin_time_t;
typedef int __darwin_suseconds_t;
typedef unsigned int __darwin_sigset_t;
typedef unsigned int __darwin_nfds_t;
typedef unsigned long __darwin_clock_t;

struct __darwin_timespec { __darwin_time_t tv_sec; long tv_nsec; };
struct __darwin_timeval { __darwin_time_t tv_sec; __darwin_suseconds_t tv_usec; };

// errno.h: the overlay's `errno` reads this.
extern int *__error(void);
#define EPERM 1
#define ENOENT 2
#define EINTR 4
#define EACCES 13
#define EEXIST 17
#define EISDIR 21

// fcntl.h
#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_NONBLOCK 0x0004
#define O_CREAT 0x0200
#define O_TRUNC 0x0400
#define O_EXCL 0x0800
#define O_NOCTTY 0x20000
#define O_CLOEXEC 0x01000000
#define F_GETFD 1
#define F_SETFD 2
#define FD_CLOEXEC 1
int __darwin_open(const char *path, int oflag, __darwin_mode_t mode) __asm("_open");
int __darwin_fcntl(int fd, int cmd, int value) __asm("_fcntl");

// unistd.h, stdlib.h, string.h, stdio.h
ssize_t read(int, void *, size_t);
ssize_t write(int, const void *, size_t);
int close(int);
int pipe(int [2]);
__darwin_off_t lseek(int, __darwin_off_t, int);
#define SEEK_SET 0
int fsync(int);
int unlink(const char *);
int link(const char *, const char *);
int rename(const char *, const char *);
char *getcwd(char *, size_t);
long sysconf(int);
#define _SC_NPROCESSORS_ONLN 58
char *realpath(const char *, char *);
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
extern char ***_NSGetEnviron(void);

// sys/stat.h
struct __darwin_stat {
    __darwin_dev_t st_dev;
    __darwin_mode_t st_mode;
    __darwin_nlink_t st_nlink;
    __darwin_ino_t st_ino;
    __darwin_uid_t st_uid;
    __darwin_gid_t st_gid;
    __darwin_dev_t st_rdev;
    struct __darwin_timespec st_atimespec;
    struct __darwin_timespec st_mtimespec;
    struct __darwin_timespec st_ctimespec;
    struct __darwin_timespec st_birthtimespec;
    __darwin_off_t st_size;
    long long st_blocks;
    int st_blksize;
    unsigned int st_flags;
    unsigned int st_gen;
    int st_lspare;
    long long st_qspare[2];
};
int stat(const char *, struct __darwin_stat *);
int lstat(const char *, struct __darwin_stat *);
int fstat(int, struct __darwin_stat *);
int fchmod(int, __darwin_mode_t);
int mkdir(const char *, __darwin_mode_t);
__darwin_mode_t umask(__darwin_mode_t);

// dirent.h
struct __darwin_dirent {
    unsigned long long d_ino;
    unsigned long long d_seekoff;
    unsigned short d_reclen;
    unsigned short d_namlen;
    unsigned char d_type;
    char d_name[1024];
};
#define DT_UNKNOWN 0
#define DT_DIR 4
#define DT_REG 8
typedef struct { int __dd_fd; long __dd_loc; long __dd_size; char *__dd_buf; int __dd_len; long __dd_seek; long __padding; int __dd_flags; } __darwin_DIR;
__darwin_DIR *opendir(const char *);
struct __darwin_dirent *readdir(__darwin_DIR *);
int closedir(__darwin_DIR *);

// sys/mman.h
#define PROT_READ 0x01
#define PROT_WRITE 0x02
#define MAP_PRIVATE 0x0002
#define MAP_ANONYMOUS 0x1000
void *mmap(void *, size_t, int, int, int, __darwin_off_t);
int munmap(void *, size_t);

// pthread.h
typedef struct _opaque_pthread_t *__darwin_pthread_t;
typedef struct { long __sig; char __opaque[56]; } __darwin_pthread_attr_t;
typedef struct { long __sig; char __opaque[56]; } __darwin_pthread_mutex_t;
typedef struct { long __sig; char __opaque[8]; } __darwin_pthread_mutexattr_t;
typedef struct { long __sig; char __opaque[40]; } __darwin_pthread_cond_t;
typedef struct { long __sig; char __opaque[8]; } __darwin_pthread_condattr_t;
int pthread_create(__darwin_pthread_t _Nullable * _Nonnull, const __darwin_pthread_attr_t * _Nullable, void * _Nullable (* _Nonnull)(void * _Nullable), void * _Nullable);
int pthread_join(__darwin_pthread_t, void * _Nullable * _Nullable);
int pthread_mutex_init(__darwin_pthread_mutex_t *, const __darwin_pthread_mutexattr_t *);
int pthread_mutex_destroy(__darwin_pthread_mutex_t *);
int pthread_mutex_lock(__darwin_pthread_mutex_t *);
int pthread_mutex_unlock(__darwin_pthread_mutex_t *);
int pthread_cond_init(__darwin_pthread_cond_t *, const __darwin_pthread_condattr_t *);
int pthread_cond_destroy(__darwin_pthread_cond_t *);
int pthread_cond_wait(__darwin_pthread_cond_t *, __darwin_pthread_mutex_t *);
int pthread_cond_broadcast(__darwin_pthread_cond_t *);

// spawn.h, signal.h, sys/wait.h
typedef void *__darwin_posix_spawnattr_t;
typedef void *__darwin_posix_spawn_file_actions_t;
#define POSIX_SPAWN_SETSIGDEF 0x0004
#define POSIX_SPAWN_SETSIGMASK 0x0008
int posix_spawnp(__darwin_pid_t *, const char *, const __darwin_posix_spawn_file_actions_t *,
                 const __darwin_posix_spawnattr_t *, char *const [], char *const []);
int posix_spawn_file_actions_init(__darwin_posix_spawn_file_actions_t *);
int posix_spawn_file_actions_destroy(__darwin_posix_spawn_file_actions_t *);
int posix_spawn_file_actions_adddup2(__darwin_posix_spawn_file_actions_t *, int, int);
int posix_spawn_file_actions_addopen(__darwin_posix_spawn_file_actions_t *, int, const char *, int, __darwin_mode_t);
int posix_spawnattr_init(__darwin_posix_spawnattr_t *);
int posix_spawnattr_destroy(__darwin_posix_spawnattr_t *);
int posix_spawnattr_setflags(__darwin_posix_spawnattr_t *, short);
int posix_spawnattr_setsigdefault(__darwin_posix_spawnattr_t *, const __darwin_sigset_t *);
int posix_spawnattr_setsigmask(__darwin_posix_spawnattr_t *, const __darwin_sigset_t *);
int sigemptyset(__darwin_sigset_t *);
int sigfillset(__darwin_sigset_t *);
#define SIGPIPE 13
typedef void (*__darwin_sig_t)(int);
__darwin_sig_t signal(int, __darwin_sig_t );
__darwin_pid_t waitpid(__darwin_pid_t, int *, int);

// poll.h
struct __darwin_pollfd { int fd; short events; short revents; };
#define POLLIN 0x0001
int poll(struct __darwin_pollfd *, __darwin_nfds_t, int);

// time.h, sys/resource.h, sys/times.h
typedef enum { _CLOCK_REALTIME = 0, _CLOCK_MONOTONIC = 6, _CLOCK_THREAD_CPUTIME_ID = 16 } __darwin_clockid_t;
int clock_gettime(__darwin_clockid_t, struct __darwin_timespec *);
struct __darwin_rusage {
    struct __darwin_timeval ru_utime;
    struct __darwin_timeval ru_stime;
    long ru_maxrss, ru_ixrss, ru_idrss, ru_isrss, ru_minflt, ru_majflt, ru_nswap, ru_inblock, ru_oublock,
        ru_msgsnd, ru_msgrcv, ru_nsignals, ru_nvcsw, ru_nivcsw;
};
#define RUSAGE_SELF 0
int getrusage(int, struct __darwin_rusage *);

// math.h
double floor(double);
double round(double);
double log(double);

