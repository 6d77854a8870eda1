import Foundation
import PackagePlugin

/// `swift package vclint [arguments]`: runs vclint, built from source by SwiftPM, in the package's
/// directory, so its `.vclint.yml` is found and paths print relative to the package.
@main
struct VCLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let vclint = try context.tool(named: "vclint")
        let process = Process()
        process.executableURL = vclint.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // vclint's own exit status (1: findings, 2: a tool error) becomes the command's.
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("vclint exited with status \(process.terminationStatus)")
            exit(process.terminationStatus == 0 ? 1 : process.terminationStatus)
        }
    }
}
