// swift-tools-version:6.0
import PackageDescription

// A package that uses vclint's command plugin: `swift package vclint` in this folder.
let package = Package(
    name: "PluginSample",
    dependencies: [.package(path: "../..")],
    targets: [.target(name: "PluginSample")]
)
