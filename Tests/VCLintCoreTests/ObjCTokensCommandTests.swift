import Testing
@testable import VCLintCore

/// `vclint tokens` picks the Objective-C lexer for `.h`, `.m` and `.mm` files.
@Suite struct ObjCTokensCommandTests {
    @Test(arguments: ["a.h", "a.m", "a.mm"])
    func objectiveCFilesUseTheObjectiveCLexer(name: String) {
        let tree = TemporaryDirectory()
        tree.write(name, "#import <UIKit/UIKit.h>\n@interface A : B\n@end\nchar c = 'x")
        let result = VCLintCommand.run(["tokens", tree.path + "/" + name])
        #expect(result.exitCode == .success)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first == "{\"kind\": \"preprocessorDirective\", \"offset\": 0, \"length\": 7, \"line\": 1, \"column\": 1, \"directive\": \"import\"}")
        #expect(lines.contains("{\"kind\": \"atKeyword\", \"offset\": 24, \"length\": 10, \"line\": 2, \"column\": 1, \"directive\": \"interface\"}"))
        #expect(lines.count == 21)
        #expect(result.standardError == tree.path + "/" + name + ":4:10: error: missing terminating ' character\n")
    }

    @Test func swiftFilesStillUseTheSwiftLexer() {
        #expect(TokenDump.isObjectiveC("a.m"))
        #expect(!TokenDump.isObjectiveC("a.swift"))
        #expect(!TokenDump.isObjectiveC("a.metal"))
    }
}
