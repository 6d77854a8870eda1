// What Darwin's Swift overlay adds to its C interface, for the calls vclint makes: C variadics
// and macros Swift cannot import, written as the overlay writes them.
@_exported import _DarwinC

// Darwin's C types under their own names (see DarwinC.h: glibc's, loaded by the toolchain's own
// modules, would otherwise clash with them in one clang context).
public typealias pid_t = __darwin_pid_t
public typealias mode_t = __darwin_mode_t
public typealias off_t = __darwin_off_t
public typealias uid_t = __darwin_uid_t
public typealias gid_t = __darwin_gid_t
public typealias dev_t = __darwin_dev_t
public typealias ino_t = __darwin_ino_t
public typealias nlink_t = __darwin_nlink_t
public typealias time_t = __darwin_time_t
public typealias suseconds_t = __darwin_suseconds_t
public typealias sigset_t = __darwin_sigset_t
public typealias nfds_t = __darwin_nfds_t
public typealias clock_t = __darwin_clock_t
public typealias pthread_t = __darwin_pthread_t
public typealias pthread_attr_t = __darwin_pthread_attr_t
public typealias pthread_mutex_t = __darwin_pthread_mutex_t
public typealias pthread_mutexattr_t = __darwin_pthread_mutexattr_t
public typealias pthread_cond_t = __darwin_pthread_cond_t
public typealias pthread_condattr_t = __darwin_pthread_condattr_t
public typealias posix_spawnattr_t = __darwin_posix_spawnattr_t
public typealias posix_spawn_file_actions_t = __darwin_posix_spawn_file_actions_t
public typealias sig_t = __darwin_sig_t
public typealias clockid_t = __darwin_clockid_t
public typealias DIR = __darwin_DIR
public typealias timespec = __darwin_timespec
public typealias timeval = __darwin_timeval
public typealias stat = __darwin_stat
public typealias dirent = __darwin_dirent
public typealias pollfd = __darwin_pollfd
public typealias rusage = __darwin_rusage

public var errno: Int32 {
    get { __error().pointee }
    set { __error().pointee = newValue }
}

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { __darwin_open(path, oflag, 0) }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { __darwin_open(path, oflag, mode) }
public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { __darwin_fcntl(fd, cmd, 0) }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { __darwin_fcntl(fd, cmd, value) }

public var MAP_FAILED: UnsafeMutableRawPointer! { UnsafeMutableRawPointer(bitPattern: -1) }
public var SIG_IGN: sig_t? { unsafeBitCast(1, to: sig_t.self) }

public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFIFO: mode_t { mode_t(0o010000) }
public var S_IFCHR: mode_t { mode_t(0o020000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
public var S_IFBLK: mode_t { mode_t(0o060000) }
public var S_IFREG: mode_t { mode_t(0o100000) }
public var S_IFLNK: mode_t { mode_t(0o120000) }
public var S_IFSOCK: mode_t { mode_t(0o140000) }

public var CLOCK_MONOTONIC: clockid_t { _CLOCK_MONOTONIC }
public var CLOCK_THREAD_CPUTIME_ID: clockid_t { _CLOCK_THREAD_CPUTIME_ID }
