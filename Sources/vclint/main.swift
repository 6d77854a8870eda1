#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif
import VCLintCore

HeapGrowth.inLargeSteps()
let closed = StandardStreams.reserveClosedDescriptors()
ExitWithoutFreeing.enable()
let result = VCLintCommand.run(StandardStreams.arguments())
exit(StandardStreams.emit(result, closed: closed))
