/// A piece of Swift that a rule's document shows and the test suite runs. `↓` marks where each
/// finding must land (it is removed before linting); `messages`, when given, are the findings'
/// exact messages in order. `#filePath`/`#line` make a failure point into the rule's file.
public struct Example: Sendable {
    /// The main file, `Example.swift`.
    public var code: String
    /// Other files of the same tree, by name: extensions elsewhere, base classes.
    public var otherFiles: [String: String]
    /// The rule's options as `.vclint.yml` would write them under `rules: <id>:`.
    public var options: String
    public var messages: [String]
    public var file: String
    public var line: Int

    public static let marker = "↓"
    public static let mainFileName = "Example.swift"

    public init(_ code: String, options: String = "", otherFiles: [String: String] = [:], messages: [String] = [],
                file: StaticString = #filePath, line: UInt = #line) {
        self.code = code
        self.otherFiles = otherFiles
        self.options = options
        self.messages = messages
        self.file = "\(file)"
        self.line = Int(line)
    }

    /// Every file of the tree, markers removed, with the markers' positions: main file first.
    public func sources() -> (files: [(path: String, text: String)], markers: [Location]) {
        var files: [(String, String)] = []
        var markers: [Location] = []
        for (path, text) in [(Self.mainFileName, code)] + otherFiles.sorted(by: { $0.key < $1.key }) {
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
