// What musl's Swift module adds to its C interface and Darwin's does not (../Overlay.swift has
// what both add).
public typealias sighandler_t = @convention(c) (Int32) -> Void
public var SIG_IGN: sighandler_t { unsafeBitCast(1, to: sighandler_t.self) }

/// The process's environment: a system module's global, which strict concurrency checking
/// leaves alone there, as it does glibc's.
public var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>! { __vc_environ }
