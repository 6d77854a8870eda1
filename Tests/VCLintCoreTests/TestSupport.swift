import Foundation
import Testing
@testable import VCLintCore

func outline(_ text: String, path: String = "File.swift") -> FileOutline {
    FileOutline.build(path: path, bytes: Array(text.utf8))
}

func type(_ outline: FileOutline, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> TypeDeclaration? {
    let found = outline.types.first { $0.qualifiedName == name }
    #expect(found != nil, "no type \(name) in \(outline.types.map(\.qualifiedName))", sourceLocation: sourceLocation)
    return found
}

/// Controllers of a tree given as (path, text) pairs.
func controllers(_ files: [(String, String)], baseClasses: Set<String> = []) -> [Controller] {
    ControllerResolver(baseClasses: baseClasses).resolve(files.map { outline($0.1, path: $0.0) })
}

/// A scratch directory removed when the value is dropped.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "vclint-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ relativePath: String, _ text: String) {
        let full = path + "/" + relativePath
        try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
