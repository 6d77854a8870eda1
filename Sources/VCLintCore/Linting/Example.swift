/// A piece of Swift or Objective-C that a rule's document shows and the test suite runs. `↓` marks
/// where each finding must land (it is removed before linting); `messages`, when given, are the
/// findings' exact messages in order. `#filePath`/`#line` make a failure point into the rule's file.
public struct Example: Sendable {
    /// The main file's text.
    public var code: String
    /// `Example.swift`, or `Example.m` for an Objective-C example.
    public var mainFileName: String
    /// Other files of the same tree, by name: extensions elsewhere, base classes, headers.
    public var otherFiles: [String: String]
    /// The rule's options as `.vclint.yml` would write them under `rules: <id>:`.
    public var options: String
    public var messages: [String]
    public var file: String
    public var line: Int

    public static let marker = "↓"

    public init(_ code: String, options: String = "", otherFiles: [String: String] = [:], messages: [String] = [],
                file: StaticString = #filePath, line: UInt = #line) {
        self.code = code
        self.mainFileName = "Example.swift"
        self.otherFiles = otherFiles
        self.options = options
        self.messages = messages
        self.file = "\(file)"
        self.line = Int(line)
    }

    /// An Objective-C example: `Example.m`, with its public interface in `Example.h` when given.
    public init(objc code: String, header: String? = nil, options: String = "", otherFiles: [String: String] = [:],
                messages: [String] = [], file: StaticString = #filePath, line: UInt = #line) {
        var files = otherFiles
        if let header { files["Example.h"] = header }
        self.init(code, options: options, otherFiles: files, messages: messages, file: file, line: line)
        self.mainFileName = "Example.m"
    }

    /// Whether a file is Objective-C, by its name: what the code block of a document is marked with.
    public static func isObjC(_ path: String) -> Bool {
        path.hasSuffix(".h") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// Every file with its text, markers still in: headers first (they are read first), then the
    /// main file, then the others by name.
    public var files: [(path: String, text: String)] {
        let others = otherFiles.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }
        return others.filter { $0.path.hasSuffix(".h") } + [(mainFileName, code)] + others.filter { !$0.path.hasSuffix(".h") }
    }

    /// Every file of the tree, markers removed, with the markers' positions.
    public func sources() -> (files: [(path: String, text: String)], markers: [Location]) {
        var files: [(String, String)] = []
        var markers: [Location] = []
        for (path, text) in self.files {
            var clean: [UInt8] = []
            var line = 1
            var lineStart = 0
            let marker = Array(Self.marker.utf8)
            let bytes = Array(text.utf8)
            var index = 0
            while index < bytes.count {
                if bytes[index...].starts(with: marker) {
                    markers.append(Location(path: path, SourcePosition(line: line, column: clean.count - lineStart + 1)))
                    index += marker.count
                    continue
                }
                clean.append(bytes[index])
                if bytes[index] == 0x0A {
                    line += 1
                    lineStart = clean.count
                }
                index += 1
            }
            files.append((path, String(decoding: clean, as: UTF8.self)))
        }
        return (files, markers.sorted())
    }
}
