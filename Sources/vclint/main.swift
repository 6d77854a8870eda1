#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import VCLintCore

HeapGrowth.inLargeSteps()
let closed = StandardStreams.reserveClosedDescriptors()
ExitWithoutFreeing.enable()
let result = VCLintCommand.run(StandardStreams.arguments())
exit(StandardStreams.emit(result, closed: closed))
