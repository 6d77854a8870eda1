// What Darwin's Swift module adds to its C interface and musl's does not (../Overlay.swift has
// what both add).
public typealias DIR = __vc_DIR
public typealias sig_t = __vc_sig_t

public var SIG_IGN: sig_t? { unsafeBitCast(1, to: sig_t.self) }
public var CLOCK_MONOTONIC: clockid_t { _CLOCK_MONOTONIC }
public var CLOCK_THREAD_CPUTIME_ID: clockid_t { _CLOCK_THREAD_CPUTIME_ID }
