// What Darwin's and musl's Swift modules add alike to their C interfaces, for the calls vclint
// makes: the C types under their own names, and the variadics and macros Swift cannot import.
#if canImport(_DarwinC)
@_exported import _DarwinC
#else
@_exported import _MuslC
#endif

public typealias pid_t = __vc_pid_t
public typealias mode_t = __vc_mode_t
public typealias off_t = __vc_off_t
public typealias uid_t = __vc_uid_t
public typealias gid_t = __vc_gid_t
public typealias dev_t = __vc_dev_t
public typealias ino_t = __vc_ino_t
public typealias nlink_t = __vc_nlink_t
public typealias time_t = __vc_time_t
public typealias suseconds_t = __vc_suseconds_t
public typealias sigset_t = __vc_sigset_t
public typealias nfds_t = __vc_nfds_t
public typealias clock_t = __vc_clock_t
public typealias clockid_t = __vc_clockid_t
public typealias pthread_t = __vc_pthread_t
public typealias pthread_attr_t = __vc_pthread_attr_t
public typealias pthread_mutex_t = __vc_pthread_mutex_t
public typealias pthread_mutexattr_t = __vc_pthread_mutexattr_t
public typealias pthread_cond_t = __vc_pthread_cond_t
public typealias pthread_condattr_t = __vc_pthread_condattr_t
public typealias posix_spawnattr_t = __vc_posix_spawnattr_t
public typealias posix_spawn_file_actions_t = __vc_posix_spawn_file_actions_t
public typealias timespec = __vc_timespec
public typealias timeval = __vc_timeval
public typealias stat = __vc_stat
public typealias dirent = __vc_dirent
public typealias pollfd = __vc_pollfd
public typealias rusage = __vc_rusage

public var errno: Int32 {
    get { __vc_errno().pointee }
    set { __vc_errno().pointee = newValue }
}

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { __vc_open(path, oflag, 0) }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { __vc_open(path, oflag, mode) }
public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { __vc_fcntl(fd, cmd, 0) }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { __vc_fcntl(fd, cmd, value) }

public var MAP_FAILED: UnsafeMutableRawPointer! { UnsafeMutableRawPointer(bitPattern: -1) }

public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFIFO: mode_t { mode_t(0o010000) }
public var S_IFCHR: mode_t { mode_t(0o020000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
public var S_IFBLK: mode_t { mode_t(0o060000) }
public var S_IFREG: mode_t { mode_t(0o100000) }
public var S_IFLNK: mode_t { mode_t(0o120000) }
public var S_IFSOCK: mode_t { mode_t(0o140000) }
