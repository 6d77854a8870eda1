// The C calls and constants vclint uses whose declarations Darwin and musl share, in the types each stand-in
// (darwin/DarwinC.h, musl/MuslC.h) declares under `__vc_` names before including this file.
// Declarations only; nothing here is ever linked.
#ifndef VCLINT_POSIX_CALLS_H
#define VCLINT_POSIX_CALLS_H

// Constants POSIX or custom gives the same value on both.
#define EPERM 1
#define ENOENT 2
#define EINTR 4
#define EACCES 13
#define EEXIST 17
#define EISDIR 21
#define F_GETFD 1
#define F_SETFD 2
#define FD_CLOEXEC 1
#define SEEK_SET 0
#define SIGPIPE 13
#define DT_UNKNOWN 0
#define DT_DIR 4
#define DT_REG 8
#define RUSAGE_SELF 0

// What the overlays' `errno`, `open` and `fcntl` call (Swift imports no C variadic).
int *__vc_errno(void);
int __vc_open(const char *path, int oflag, __vc_mode_t mode);
int __vc_fcntl(int fd, int cmd, int value);
ssize_t read(int, void *, size_t);
ssize_t write(int, const void *, size_t);
int close(int);
int pipe(int [2]);
__vc_off_t lseek(int, __vc_off_t, int);
int fsync(int);
int unlink(const char *);
int link(const char *, const char *);
int rename(const char *, const char *);
char *getcwd(char *, size_t);
long sysconf(int);
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
int stat(const char *, struct __vc_stat *);
int lstat(const char *, struct __vc_stat *);
int fstat(int, struct __vc_stat *);
int fchmod(int, __vc_mode_t);
int mkdir(const char *, __vc_mode_t);
__vc_mode_t umask(__vc_mode_t);
__vc_DIR *opendir(const char *);
struct __vc_dirent *readdir(__vc_DIR *);
int closedir(__vc_DIR *);
void *mmap(void *, size_t, int, int, int, __vc_off_t);
int munmap(void *, size_t);
int pthread_mutex_init(__vc_pthread_mutex_t *, const __vc_pthread_mutexattr_t *);
int pthread_mutex_destroy(__vc_pthread_mutex_t *);
int pthread_mutex_lock(__vc_pthread_mutex_t *);
int pthread_mutex_unlock(__vc_pthread_mutex_t *);
int pthread_cond_init(__vc_pthread_cond_t *, const __vc_pthread_condattr_t *);
int pthread_cond_destroy(__vc_pthread_cond_t *);
int pthread_cond_wait(__vc_pthread_cond_t *, __vc_pthread_mutex_t *);
int pthread_cond_broadcast(__vc_pthread_cond_t *);
int posix_spawn_file_actions_init(__vc_posix_spawn_file_actions_t *);
int posix_spawn_file_actions_destroy(__vc_posix_spawn_file_actions_t *);
int posix_spawn_file_actions_adddup2(__vc_posix_spawn_file_actions_t *, int, int);
int posix_spawn_file_actions_addopen(__vc_posix_spawn_file_actions_t *, int, const char *, int, __vc_mode_t);
int posix_spawnattr_init(__vc_posix_spawnattr_t *);
int posix_spawnattr_destroy(__vc_posix_spawnattr_t *);
int posix_spawnattr_setflags(__vc_posix_spawnattr_t *, short);
int posix_spawnattr_setsigdefault(__vc_posix_spawnattr_t *, const __vc_sigset_t *);
int posix_spawnattr_setsigmask(__vc_posix_spawnattr_t *, const __vc_sigset_t *);
int sigemptyset(__vc_sigset_t *);
int sigfillset(__vc_sigset_t *);
__vc_pid_t waitpid(__vc_pid_t, int *, int);
int poll(struct __vc_pollfd *, __vc_nfds_t, int);
int clock_gettime(__vc_clockid_t, struct __vc_timespec *);
int getrusage(int, struct __vc_rusage *);
double floor(double);
double round(double);
double log(double);

#endif
