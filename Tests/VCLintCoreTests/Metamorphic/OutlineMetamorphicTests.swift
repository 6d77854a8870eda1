import Foundation
import Testing
@testable import VCLintCore

/// Inserting any construct Swift allows between the declarations of a file must not change what
/// the outline says about the file's own declarations: the same controllers at the same places
/// (moved by the inserted lines), the same line counts, or for an insertion inside a body, counts
/// grown by exactly the code lines inserted. And nothing may be noted as only partly read.
@Suite struct OutlineMetamorphicTests {
    struct Corpus: CustomStringConvertible, Sendable {
        var name: String
        var sources: @Sendable () -> [(path: String, text: String)]
        var description: String { name }
    }

    static let corpora: [Corpus] = [
        Corpus(name: "MassiveApp") { swiftFiles(under: "Examples/MassiveApp") },
        Corpus(name: "LighterApp") { swiftFiles(under: "Examples/LighterApp") },
        Corpus(name: "Lexer fixtures") { swiftFiles(under: "Tests/Fixtures/Lexer") },
        Corpus(name: "generated") {
            var generator = GeneratedSources(seed: 0x5EED_0F_0071)
            return generator.files(12)
        },
    ] + extraCorpora

    /// `VCLINT_METAMORPHIC_CORPORA=/path/A:/path/B` adds trees from outside the repository, to run
    /// these checks on real apps locally (their code never enters the repository).
    static var extraCorpora: [Corpus] {
        let list = ProcessInfo.processInfo.environment["VCLINT_METAMORPHIC_CORPORA"] ?? ""
        return list.split(separator: ":").map(String.init).map { root in
            Corpus(name: root) { swiftFiles(under: root, relativeTo: "") }
        }
    }

    /// The lexer fixture's controller derives from a base class outside the corpus.
    static let resolver = ControllerResolver(baseClasses: ["BaseViewController"])

    /// A corpus's files, their insertion points and their project, made once for all its tests.
    struct Prepared: Sendable {
        var sources: [(path: String, text: String)]
        var places: [[Int: InsertionPlace]]
        var project: Project

        init(_ corpus: Corpus) {
            sources = corpus.sources()
            places = sources.map { InsertionPoints(text: $0.text).places }
            project = Project.build(sources: sources, resolver: OutlineMetamorphicTests.resolver)
        }
    }

    static let prepared: [String: Prepared] = Dictionary(uniqueKeysWithValues: corpora.map { ($0.name, Prepared($0)) })

    static func swiftFiles(under directory: String, relativeTo base: String = packageRoot + "/") -> [(path: String, text: String)] {
        let root = base + directory
        let paths = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return paths.map { (directory + "/" + $0, try! String(contentsOfFile: root + "/" + $0, encoding: .utf8)) }
    }

    @Test(arguments: corpora)
    func corpusIsNotEmptyAndReadsCleanly(corpus: Corpus) throws {
        let prepared = try #require(Self.prepared[corpus.name])
        #expect(prepared.sources.count >= 3)
        #expect(!prepared.project.controllers.isEmpty)
        for file in prepared.project.files { #expect(file.partialReads.isEmpty, "\(file.path): \(file.partialReads)") }
        // The files offer places between declarations and inside bodies.
        let places = prepared.places
        #expect(places.contains { $0.values.contains(.file) })
        #expect(places.contains { $0.values.contains(.classLike) })
    }

    /// Each construct wherever Swift allows it, in every file of every corpus at once.
    @Test(arguments: corpora, InsertedConstruct.all)
    func insertingAConstructChangesNothingElse(corpus: Corpus, construct: InsertedConstruct) throws {
        let prepared = try #require(Self.prepared[corpus.name])
        let inserted = Self.check(prepared) { place in construct.places.contains(place) ? construct : nil }
        // The lexer fixtures have no protocol, say: then there is nowhere to insert a requirement.
        let offered = prepared.places.flatMap(\.values)
        #expect(inserted > 0 || !offered.contains(where: construct.places.contains))
    }

    /// Every construct a place allows, all together, at every place.
    @Test(arguments: corpora)
    func insertingEverythingEverywhereChangesNothingElse(corpus: Corpus) throws {
        let inserted = Self.check(try #require(Self.prepared[corpus.name])) { place in
            let allowed = InsertedConstruct.all.filter { $0.places.contains(place) }
            return InsertedConstruct(
                name: "everything", text: allowed.map(\.text).joined(separator: "\n"), places: [place],
                types: allowed.flatMap(\.types))
        }
        #expect(inserted > 0)
    }

    /// Inserts what `construct(place)` gives at every place of every file, and compares the outline
    /// and the controllers with the original's.
    /// Returns how many insertions were made.
    @discardableResult
    static func check(_ prepared: Prepared, construct: (InsertionPlace) -> InsertedConstruct?,
                      sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let sources = prepared.sources
        let mutated = zip(sources, prepared.places).map { source, places in
            let insertions = places.compactMap { line, place in construct(place).map { (line, $0) } }
            return MutatedFile(original: source.text, insertions: insertions)
        }
        dumpForInspection(sources, mutated)
        let before = prepared.project
        let after = Project.build(sources: zip(sources, mutated).map { ($0.path, $1.text) }, resolver: resolver)
        for index in sources.indices {
            compare(before.files[index], after.files[index], mutated[index], sourceLocation: sourceLocation)
        }
        compareControllers(before, after, mutated, sourceLocation: sourceLocation)
        return mutated.reduce(0) { $0 + $1.insertions.count }
    }

    /// The differences between an original file's outline and its mutation's, beyond the inserted lines.
    static func compare(_ original: FileOutline, _ changed: FileOutline, _ mutation: MutatedFile, sourceLocation: SourceLocation) {
        var problems: [String] = []
        func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: @autoclosure () -> String) {
            if actual != expected { problems.append("\(what()): \(actual), expected \(expected)") }
        }
        expect(changed.partialReads, [], "partial reads")
        let inserted = mutation.insertedLines
        let kept = changed.types.filter { !inserted.contains($0.position.line) }
        let added = changed.types.filter { inserted.contains($0.position.line) }
        expect(added.map(\.simpleName), mutation.insertions.flatMap(\.construct.types), "inserted types")
        expect(kept.map(\.qualifiedName), original.types.map(\.qualifiedName), "types")
        for (old, new) in zip(original.types, kept) where old.qualifiedName == new.qualifiedName {
            let name = old.qualifiedName
            let delta = mutation.codeLinesInserted(between: old.openBraceLine, and: old.closeBraceLine)
            expect(new.kind, old.kind, "\(name) kind")
            expect(new.inheritance.map(\.name), old.inheritance.map(\.name), "\(name) inheritance")
            expect(new.position, SourcePosition(line: mutation.shifted(old.position.line), column: old.position.column), "\(name) position")
            expect(new.startLine, mutation.shifted(old.startLine), "\(name) start line")
            expect(new.openBraceLine, old.openBraceLine.map(mutation.shifted), "\(name) {")
            expect(new.closeBraceLine, old.closeBraceLine.map(mutation.shifted), "\(name) }")
            expect(new.codeLines, old.codeLines + delta, "\(name) code lines (\(old.codeLines) + \(delta) inserted)")
            let functions = new.functions.filter { !inserted.contains($0.position.line) }
            expect(functions.map(\.signature), old.functions.map(\.signature), "\(name) functions")
            expect(functions.map(\.endLine), old.functions.map { mutation.shifted($0.endLine) }, "\(name) function ends")
            let properties = new.properties.filter { !inserted.contains($0.position.line) }
            expect(properties.map(\.name), old.properties.map(\.name), "\(name) properties")
            expect(properties.map(\.position.line), old.properties.map { mutation.shifted($0.position.line) }, "\(name) property lines")
        }
        #expect(problems.isEmpty, "\(original.path): \(problems.joined(separator: "; "))", sourceLocation: sourceLocation)
    }

    static func compareControllers(_ before: Project, _ after: Project, _ mutated: [MutatedFile], sourceLocation: SourceLocation) {
        var problems: [String] = []
        func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: @autoclosure () -> String) {
            if actual != expected { problems.append("\(what()): \(actual), expected \(expected)") }
        }
        expect(after.controllers.map(\.name).sorted(), before.controllers.map(\.name).sorted(), "controllers")
        // A tree may hold two controllers of one name (templates, targets): the path tells them apart.
        let changed = Dictionary(after.controllers.map { ($0.name + "@" + $0.path, $0) }, uniquingKeysWith: { first, _ in first })
        func delta(_ reference: DeclarationReference) -> Int {
            let type = before.declaration(reference)
            return mutated[reference.file].codeLinesInserted(between: type.openBraceLine, and: type.closeBraceLine)
        }
        for old in before.controllers {
            guard let new = changed[old.name + "@" + old.path] else { continue }
            let mutation = mutated[old.declaration.file]
            expect(new.position, SourcePosition(line: mutation.shifted(old.position.line), column: old.position.column), "\(old.name) position")
            expect(new.bodyLines, old.bodyLines + delta(old.declaration), "\(old.name) body lines")
            expect(new.extensionLines, old.extensionLines + old.extensions.reduce(0) { $0 + delta($1) }, "\(old.name) extension lines")
            expect(new.extensions.count, old.extensions.count, "\(old.name) extensions")
            expect(new.superclass, old.superclass, "\(old.name) superclass")
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))", sourceLocation: sourceLocation)
    }

    /// With `VCLINT_METAMORPHIC_DUMP=<dir>`, writes every mutated file there, to check by hand that
    /// they are valid Swift (`swiftc -parse`).
    static func dumpForInspection(_ sources: [(path: String, text: String)], _ mutated: [MutatedFile]) {
        guard let directory = ProcessInfo.processInfo.environment["VCLINT_METAMORPHIC_DUMP"] else { return }
        for (source, mutation) in zip(sources, mutated) {
            let name = mutation.insertions.first.map { "\($0.construct.name)" } ?? "none"
            let path = directory + "/" + name.replacingOccurrences(of: " ", with: "-") + "/" + source.path
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? mutation.text.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
