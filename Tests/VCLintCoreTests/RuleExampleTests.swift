import Testing
@testable import VCLintCore

/// Runs every rule's examples, and every triggering example mutated in ways that must not
/// change what it finds (or must make it find nothing).
@Suite struct RuleExampleTests {
    static let ids = RuleRegistry.ids

    /// A rule's document's examples, then its edge cases kept out of the document.
    static func triggering(_ type: any Rule.Type) -> [Example] {
        type.description.triggering + (cases[type.description.id]?.triggering ?? [])
    }

    static func nonTriggering(_ type: any Rule.Type) -> [Example] {
        type.description.nonTriggering + (cases[type.description.id]?.nonTriggering ?? [])
    }

    static let cases: [String: (triggering: [Example], nonTriggering: [Example])] = [
        "child_containment": (ChildContainmentCases.triggering, ChildContainmentCases.nonTriggering),
        "public_mutable_param": (PublicMutableParamCases.triggering, PublicMutableParamCases.nonTriggering),
    ]

    @Test(arguments: ids) func triggeringExamplesFindTheMarkedPlaces(id: String) throws {
        let type = try #require(RuleRegistry.rule(id: id))
        for example in Self.triggering(type) {
            let (files, markers) = example.sources()
            #expect(!markers.isEmpty, "a triggering example marks no finding", sourceLocation: example.sourceLocation)
            let found = try lint(type, example, files)
            #expect(found.map(\.location) == markers, "findings: \(found.map(\.message))", sourceLocation: example.sourceLocation)
            #expect(found.allSatisfy { $0.rule == id }, sourceLocation: example.sourceLocation)
            if !example.messages.isEmpty {
                #expect(found.map(\.message) == example.messages, sourceLocation: example.sourceLocation)
            }
        }
    }

    @Test(arguments: ids) func nonTriggeringExamplesFindNothing(id: String) throws {
        let type = try #require(RuleRegistry.rule(id: id))
        for example in Self.nonTriggering(type) {
            let (files, markers) = example.sources()
            #expect(markers.isEmpty, "a non-triggering example has a marker", sourceLocation: example.sourceLocation)
            let found = try lint(type, example, files)
            #expect(found.isEmpty, "findings: \(found.map(\.message))", sourceLocation: example.sourceLocation)
        }
    }

    @Test(arguments: ids) func commentedOutOrQuotedExamplesFindNothing(id: String) throws {
        let type = try #require(RuleRegistry.rule(id: id))
        for example in Self.triggering(type) {
            let files = example.sources().files
            let commented = files.map { ($0.path, "/*\n\($0.text)\n*/\n") }
            #expect(try lint(type, example, commented).isEmpty, "inside a comment", sourceLocation: example.sourceLocation)
            let quoted = files.map { ($0.path, Self.quoted($0.text, path: $0.path)) }
            #expect(try lint(type, example, quoted).isEmpty, "inside a string literal", sourceLocation: example.sourceLocation)
        }
    }

    @Test(arguments: ids) func suppressedExamplesFindNothing(id: String) throws {
        let type = try #require(RuleRegistry.rule(id: id))
        for example in Self.triggering(type) {
            let files = example.sources().files
            for directive in ["// vclint:disable \(id)", "/* vclint:disable all - a reason */"] {
                let suppressed = files.map { ($0.path, "\(directive)\n\($0.text)") }
                #expect(try lint(type, example, suppressed).isEmpty, "after \(directive)", sourceLocation: example.sourceLocation)
            }
        }
    }

    @Test(arguments: ids) func lineEndingsAndPrependedLinesKeepPositions(id: String) throws {
        let type = try #require(RuleRegistry.rule(id: id))
        for example in Self.triggering(type) {
            let files = example.sources().files
            let original = try lint(type, example, files)
            let crlf = try lint(type, example, files.map { ($0.path, $0.text.replacing("\n", with: "\r\n")) })
            #expect(crlf == original, "with CRLF line endings", sourceLocation: example.sourceLocation)
            for prefix in ["// 🎉 Ünïcode — a multi-byte comment line\n", "#!/usr/bin/env swift\n"] {
                let shifted = try lint(type, example, files.map { ($0.path, Self.firstLine(prefix, path: $0.path) + $0.text) })
                #expect(shifted.map { shiftedUp($0.location) } == original.map(\.location), "after \(prefix)",
                        sourceLocation: example.sourceLocation)
                #expect(shifted.map { $0.related.map { shiftedUp($0.location) } } == original.map { $0.related.map(\.location) },
                        sourceLocation: example.sourceLocation)
                #expect(shifted.map(\.measured) == original.map(\.measured), sourceLocation: example.sourceLocation)
            }
        }
    }

    /// The controller rules read Objective-C too, and their documents show how.
    @Test(arguments: ["controller_length", "inline_data_source", "missing_view_model", "networking_in_controller",
                      "public_mutable_param"])
    func controllerRulesHaveObjectiveCExamples(id: String) throws {
        let description = try #require(RuleRegistry.rule(id: id)).description
        #expect(description.triggering.contains { $0.mainFileName == "Example.m" })
        #expect(description.nonTriggering.contains { $0.mainFileName == "Example.m" })
        #expect(RuleDocument.markdown(for: try #require(RuleRegistry.rule(id: id))).contains("```objc\n@implementation"))
    }

    @Test func anObjectiveCExampleIsReadHeaderFirstAndShownAsObjC() throws {
        let example = Example(objc: "@implementation A\n↓@end\n", header: "@interface A : UIViewController\n@end\n",
                              otherFiles: ["A+More.swift": "extension A {}\n"])
        let (files, markers) = example.sources()
        #expect(files.map(\.path) == ["Example.h", "Example.m", "A+More.swift"])
        #expect(markers == [Location(path: "Example.m", SourcePosition(line: 2, column: 1))])
        #expect(Example.isObjC("Example.mm") && !Example.isObjC("A+More.swift"))
    }

    @Test func objectiveCQuotingKeepsEveryByteInsideAStringLiteral() {
        let quoted = Self.quoted("@\"a\\b\"\n", path: "Example.m")
        #expect(quoted == "static const char *text =\n    \"@\\\"a\\\\b\\\"\\n\"\n    \"\\n\"\n    \"\";\n")
        #expect(Self.quoted("x", path: "Example.swift").hasPrefix("let text = ###"))
    }

    @Test func edgeCasesBelongToRegisteredRules() {
        #expect(Set(Self.cases.keys).isSubset(of: Set(Self.ids)), "\(Self.cases.keys.sorted())")
        #expect(Self.cases.values.allSatisfy { !$0.triggering.isEmpty && !$0.nonTriggering.isEmpty })
    }

    @Test func examplesWithOptionsUseOptionsTheRuleHas() throws {
        for type in RuleRegistry.all {
            for example in Self.triggering(type) + Self.nonTriggering(type) where !example.options.isEmpty {
                #expect(throws: Never.self, sourceLocation: example.sourceLocation) { try configuredRule(type, example) }
            }
        }
    }

    /// The file's text as a string literal of its own language: a Swift raw multi-line string, or
    /// one C string per line (Objective-C has no multi-line literal).
    static func quoted(_ text: String, path: String) -> String {
        guard Example.isObjC(path) else { return "let text = ###\"\"\"\n\(text)\n\"\"\"###\n" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            "    \"" + line.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\\n\"\n"
        }
        return "static const char *text =\n" + lines.joined() + "    \"\";\n"
    }

    /// A shebang only means something in Swift; Objective-C's first special line is an import.
    static func firstLine(_ line: String, path: String) -> String {
        Example.isObjC(path) && line.hasPrefix("#!") ? "#import <UIKit/UIKit.h>\n" : line
    }

    private func shiftedUp(_ location: Location) -> Location {
        var location = location
        location.line -= 1
        return location
    }
}

/// Lints an example's files with only the rule under test, configured with the example's options.
func lint(_ type: any Rule.Type, _ example: Example, _ files: [(path: String, text: String)]) throws -> [Violation] {
    let rule = try configuredRule(type, example)
    // Scanned as the commands scan: a rule's options that decide facts (a view model) reach the resolver.
    var configuration = Configuration()
    configuration.ruleSettings[rule.id] = rule
    return Linter(rules: [rule], jobs: 1).lint(Project.build(sources: files, resolver: ControllerResolver(viewModels: configuration.viewModelMatcher)))
}

func configuredRule(_ type: any Rule.Type, _ example: Example) throws -> any Rule {
    try configure(type, options: example.options)
}

private func configure<R: Rule>(_ type: R.Type, options: String) throws -> any Rule {
    let node = try YAMLReader.read(options)
    return try R.configured(from: node, reader: ConfigurationReader(path: "example options"))
}

extension Example {
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "VCLintCore/\(file.split(separator: "/").last ?? "")", filePath: file, line: line, column: 1)
    }
}
