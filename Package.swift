// swift-tools-version:6.0
import PackageDescription

// vclint has no package dependencies by design: only the toolchain.
let package = Package(
    name: "vclint",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "vclint", targets: ["vclint"]),
        .library(name: "SwiftLexer", targets: ["SwiftLexer"]),
        .library(name: "ObjCLexer", targets: ["ObjCLexer"]),
        // `swift package vclint`, for packages that depend on this one.
        .plugin(name: "VCLintPlugin", targets: ["VCLintPlugin"]),
    ],
    targets: [
        // Byte offsets to lines and columns: what both lexers' tokens are located by.
        .target(name: "SourceLines"),
        // Bytes in, tokens out. Knows nothing above the token level.
        .target(name: "SwiftLexer", dependencies: ["SourceLines"]),
        // The same for Objective-C, C and C++ (`.h`, `.m`, `.mm`).
        .target(name: "ObjCLexer", dependencies: ["SourceLines"]),
        // The commit `make` builds from, for `vclint --version`.
        .target(name: "BuildInfo"),
        // The allocator and kernel hints vclint takes for speed, by their C names and constants.
        .target(name: "Platform"),
        // Everything above the lexer: files, outline, controllers, rules, reporters.
        .target(name: "VCLintCore", dependencies: ["SwiftLexer", "ObjCLexer", "BuildInfo", "Platform"]),
        // A thin shell: arguments in, exit status out.
        .executableTarget(name: "vclint", dependencies: ["VCLintCore"]),
        // Generates a synthetic iOS tree and measures throughput on it.
        .executableTarget(name: "vclint-bench", dependencies: ["VCLintCore", "SwiftLexer", "ObjCLexer"]),
        // `swift package vclint [arguments]`: lints the package's directory.
        .plugin(name: "VCLintPlugin",
                capability: .command(intent: .custom(verb: "vclint", description: "Lint the package's view controllers with vclint")),
                dependencies: ["vclint"]),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        .testTarget(name: "ObjCLexerTests", dependencies: ["ObjCLexer"]),
        // Depends on the executable so end-to-end tests find it built next to the test bundle.
        .testTarget(name: "VCLintCoreTests", dependencies: ["VCLintCore", "SwiftLexer", "ObjCLexer", "vclint"]),
    ]
)
