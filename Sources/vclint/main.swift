#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VCLintCore

#if canImport(Glibc)
// glibc grows a thread's heap by the pages each allocation needs, one `mprotect` call each
// (1,700 on a 3,000-file app, each taking the address-space lock the other thread's page
// faults wait on): grow it 32 MiB at a time. Address space only; pages count once touched.
// `mallopt` and `M_TOP_PAD` (-2) are in <malloc.h>, which the Glibc module leaves out.
@_silgen_name("mallopt") func mallopt(_ option: Int32, _ value: Int32) -> Int32
_ = mallopt(-2, 32 << 20)
#endif
let closed = StandardStreams.reserveClosedDescriptors()
ExitWithoutFreeing.enable()
let result = VCLintCommand.run(StandardStreams.arguments())
exit(StandardStreams.emit(result, closed: closed))
