import Testing
@testable import VCLintCore

/// A file's variables outside any type are its globals, with their declared or created type; a
/// file whose top level runs statements is a script, and its variables are the script's locals.
@Suite struct OutlineGlobalsTests {
    @Test func fileLevelVariablesAreGlobalsWithTheirTypes() {
        let file = outline("""
            import Foundation

            let prefs = UserDefaults(suiteName: "group.example")!
            private var cache: [String: Data] = [:]
            final class Store {
                let defaults = UserDefaults.standard
                func load() { let local = FileManager.default; _ = local }
            }
            public let formatter: DateFormatter = {
                let formatter = DateFormatter()
                return formatter
            }()
            """)
        #expect(file.globals.map(\.name) == ["prefs", "cache", "formatter"])
        #expect(file.globals.map(\.initializerTypeName) == ["UserDefaults", nil, nil])
        #expect(file.globals.map(\.typeName) == [nil, "[String: Data]", "DateFormatter"])
        #expect(file.types.first?.properties.map(\.name) == ["defaults"])
    }

    @Test func aScriptsVariablesAreNotGlobals() {
        for script in [
            "let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)\nprint(context)\n",
            "import Foundation\nlet defaults = UserDefaults.standard\nif CommandLine.arguments.count > 1 { exit(1) }\n",
            "let manager = FileManager.default\nmanager.createFile(atPath: \"a\", contents: nil)\n",
        ] {
            #expect(outline(script, path: "main.swift").globals.isEmpty)
        }
    }
}
