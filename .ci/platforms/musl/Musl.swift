// What the Musl Swift module adds to musl's C interface, for the calls vclint makes: C variadics
// and macros Swift cannot import, and the C types under their own names.
@_exported import _MuslC

public typealias pid_t = __musl_pid_t
public typealias mode_t = __musl_mode_t
public typealias off_t = __musl_off_t
public typealias uid_t = __musl_uid_t
public typealias gid_t = __musl_gid_t
public typealias dev_t = __musl_dev_t
public typealias ino_t = __musl_ino_t
public typealias nlink_t = __musl_nlink_t
public typealias time_t = __musl_time_t
public typealias suseconds_t = __musl_suseconds_t
public typealias sigset_t = __musl_sigset_t
public typealias nfds_t = __musl_nfds_t
public typealias clock_t = __musl_clock_t
public typealias clockid_t = __musl_clockid_t
public typealias pthread_t = __musl_pthread_t
public typealias pthread_attr_t = __musl_pthread_attr_t
public typealias pthread_mutex_t = __musl_pthread_mutex_t
public typealias pthread_mutexattr_t = __musl_pthread_mutexattr_t
public typealias pthread_cond_t = __musl_pthread_cond_t
public typealias pthread_condattr_t = __musl_pthread_condattr_t
public typealias posix_spawnattr_t = __musl_posix_spawnattr_t
public typealias posix_spawn_file_actions_t = __musl_posix_spawn_file_actions_t
public typealias timespec = __musl_timespec
public typealias timeval = __musl_timeval
public typealias stat = __musl_stat
public typealias dirent = __musl_dirent
public typealias pollfd = __musl_pollfd
public typealias rusage = __musl_rusage

public var errno: Int32 {
    get { __errno_location().pointee }
    set { __errno_location().pointee = newValue }
}

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { __musl_open(path, oflag, 0) }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { __musl_open(path, oflag, mode) }
public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { __musl_fcntl(fd, cmd, 0) }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { __musl_fcntl(fd, cmd, value) }

public var MAP_FAILED: UnsafeMutableRawPointer! { UnsafeMutableRawPointer(bitPattern: -1) }
public typealias sighandler_t = @convention(c) (Int32) -> Void
public var SIG_IGN: sighandler_t { unsafeBitCast(1, to: sighandler_t.self) }

public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFIFO: mode_t { mode_t(0o010000) }
public var S_IFCHR: mode_t { mode_t(0o020000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
public var S_IFBLK: mode_t { mode_t(0o060000) }
public var S_IFREG: mode_t { mode_t(0o100000) }
public var S_IFLNK: mode_t { mode_t(0o120000) }
public var S_IFSOCK: mode_t { mode_t(0o140000) }

/// The process's environment, as the Musl module reads it: a system module's global, which
/// strict concurrency checking leaves alone there as it does glibc's.
public var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>! { __musl_environ }
