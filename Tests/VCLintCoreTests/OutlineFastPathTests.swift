import SwiftLexer
import Testing
@testable import VCLintCore

/// The outline builder's fast paths must say what the plain ways say.
@Suite struct OutlineFastPathTests {
    /// `TypeTextWriter` copies a keyword's bytes where `text(_:)` gives its spelling: the same text.
    @Test func everyKeywordIsSpelledAsItsBytes() {
        for keyword in Keyword.allCases where keyword != .none {
            let spelling = keyword.spelling
            let bytes = Array(spelling.utf8)
            let tokens = Lexer.tokenize(bytes).tokens
            for token in tokens where token.keyword != .none {
                #expect(String(decoding: bytes[token.offset..<token.end], as: UTF8.self) == token.keyword.spelling)
            }
        }
        let source = Array("class A: B { init(x: inout Int, y: Self) {} func f() -> some P & Q {} }".utf8)
        for token in Lexer.tokenize(source).tokens where token.keyword != .none {
            #expect(String(decoding: source[token.offset..<token.end], as: UTF8.self) == token.keyword.spelling)
        }
    }

    /// Equal names get one id, names that share their first eight bytes do not, and every id's
    /// text is the name (through growth of the table, and at the very end of the bytes).
    @Test func namesInternedByTheirFirstEightBytesAndTheRest() {
        let words = ["abcdefgh", "abcdefghX", "abcdefghY", "a", "ab", "abcdefghijklmnopq", "abcdefghijklmnopr",
                     "abcdefghijklmnopq", "a", "abcdefghX"] + (0..<700).map { "name\($0)" } + ["abcdefghX", "tail"]
        let text = words.joined(separator: " ")
        let bytes = Array(text.utf8)
        var table = NameTable()
        var ids: [String: UInt32] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            for word in words {
                let id = table.intern(buffer, start: offset, length: word.utf8.count)
                if let seen = ids[word] { #expect(seen == id) } else { ids[word] = id }
                offset += word.utf8.count + 1
            }
            let names = table.list(in: buffer)
            #expect(names.count == ids.count && table.count == ids.count)
            for (word, id) in ids { #expect(names[Int(id)] == word) }
        }
        #expect(Set(ids.values).count == ids.count)
    }

    /// One thread's tables share their slots (`NameSlots`): a table made after a bigger one, or
    /// after one that grew, finds none of the earlier names and gives ids from zero.
    @Test func tablesReusingSlotsForgetTheNamesBefore() {
        let slots = NameSlots()
        let big = (0..<900).map { "big\($0)" }
        let small = ["big1", "x", "big899", "x", "y"]
        for (words, expected) in [(big, 900), (small, 4), (big.reversed(), 900), (small, 4)] {
            let bytes = Array(words.joined(separator: " ").utf8)
            var table = NameTable(expectedCount: 1, reusing: slots)
            var ids: [UInt32] = []
            bytes.withUnsafeBufferPointer { buffer in
                var offset = 0
                for word in words {
                    ids.append(table.intern(buffer, start: offset, length: word.utf8.count))
                    offset += word.utf8.count + 1
                }
                let names = table.list(in: buffer)
                for (word, id) in zip(words, ids) { #expect(names[Int(id)] == word) }
            }
            #expect(table.count == expected)
            #expect(ids.first == 0 && Set(ids).count == expected)
        }
    }

    /// The Swift builder notes the references that may set a member as it reads them; they must
    /// be those a pass over the finished outline finds, in its order, nested types and all.
    @Test func settingReferencesAreThoseTheOutlineHolds() throws {
        let source = """
        class FeedViewController: UIViewController {
            var item: Item?
            struct Inner {
                func f(detail: Detail) { detail.item = nil; detail.setItem(x); count += 1 }
            }
            func show(_ detail: DetailViewController) {
                detail.item = item
                if detail.item == nil { detail.settings() }
                [detail setItem:item]
                setup(); self.setTitle("x"); detail.set(1); local = 2
            }
            class Nested { func g() { self.value = 1 } }
        }
        extension FeedViewController { func h() { other.setValue(1, forKey: "k"); let fresh = 1 } }
        """
        let outline = FileOutline.build(path: "Feed.swift", bytes: Array(source.utf8))
        let found = SettingReference.all(in: outline.types, names: outline.names)
        #expect(outline.settingReferences == found)
        let described = found.map { setting -> String in
            let type = outline.types[Int(setting.type)]
            return "\(type.name).\(outline.name(type.references[Int(setting.reference)].name))"
        }
        #expect(described == [
            "FeedViewController.item", "FeedViewController.settings", "FeedViewController.setTitle", "FeedViewController.local",
            "Inner.item", "Inner.setItem", "Inner.count", "Nested.value", "FeedViewController.setValue",
        ])
    }

    /// Short Strings are written straight into their storage; ill-formed UTF-8 is repaired as
    /// `String(decoding:as:)` repairs it.
    @Test(arguments: [[0x61, 0x62], [0x61, 0xFF, 0x62], [0xC3, 0xA9], [0xE2, 0x82], [0x80],
                      Array("fifteen-bytes-x".utf8), Array("sixteen-bytes-xy".utf8) + [0xFE]])
    func shortStringsAreMadeAsDecodingMakesThem(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            #expect(SourceStrings.make(buffer, 0, buffer.count) == String(decoding: buffer, as: UTF8.self))
        }
    }

    /// Short ASCII names are built from their bits (`SourceStrings.smallASCII`): each must be the
    /// very String the standard library makes, bit for bit, read at the end of the bytes too.
    @Test func smallASCIIStringsAreTheStandardLibrarysOwn() {
        #expect(SourceStrings.smallStringLayoutHolds)
        let words = ["", "a", "ab", "self", "abcdefg", "abcdefgh", "abcdefghi", "view_Controller", "A1\u{7F}", "x\u{0}y"]
        for word in words {
            let bytes = Array(word.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let made = SourceStrings.smallASCII(buffer, 0, buffer.count, head: NameTable.word(buffer, 0, min(buffer.count, 8)))
                let decoded = String(decoding: buffer, as: UTF8.self)
                #expect(made == decoded)
                #expect(made?.hashValue == decoded.hashValue)
                #expect(made.map { unsafeBitCast($0, to: (UInt64, UInt64).self) == unsafeBitCast(decoded, to: (UInt64, UInt64).self) } == true)
                #expect(made?.count == word.count && made.map { Array($0.utf8) } == bytes)
            }
            // Within a longer buffer, not at its start.
            let padded = Array("..\(word)..".utf8)
            padded.withUnsafeBufferPointer { buffer in
                #expect(SourceStrings.smallASCII(buffer, 2, bytes.count, head: NameTable.word(buffer, 2, min(bytes.count, 8))) == word)
            }
        }
        for bytes: [UInt8] in [[0x61, 0xC3, 0xA9], [0x80], Array("fourteen-bytes".utf8) + [0xFF]] {
            bytes.withUnsafeBufferPointer { buffer in
                #expect(SourceStrings.smallASCII(buffer, 0, buffer.count, head: NameTable.word(buffer, 0, min(buffer.count, 8))) == nil)
            }
        }
    }

    /// `nonASCIILines` skips 32 bytes, then 8, at a time: it must find the lines a byte-by-byte
    /// look finds, wherever a wide byte falls against those strides (and in the last bytes).
    @Test func wideLinesAreFoundWhereverTheyFall() {
        for length in [1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 100] {
            for wide in 0..<length {
                var bytes = Array(repeating: UInt8(0x61), count: length)
                for newline in stride(from: 5, to: length, by: 11) where newline != wide { bytes[newline] = 0x0A }
                bytes[wide] = 0xE9
                var starts: [UInt32] = [0]
                for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(UInt32(offset + 1)) }
                let lines = LineTable(lineStarts: starts)
                let line = lines.line(of: wide)
                let start = Int(starts[line - 1])
                let end = line < starts.count ? Int(starts[line]) : bytes.count
                let found = bytes.withUnsafeBufferPointer { nonASCIILines($0, lines) }
                #expect(found == [line: Array(bytes[start..<end])], "length \(length), wide byte at \(wide)")
            }
        }
    }

    /// The builder's plain lists keep every element through growth, change one in place, and
    /// start over empty after `removeAll()`.
    /// A move list keeps its elements through growth, changes one in place, and hands them to an
    /// array of their size without copies: every element lives exactly as long as that array, or
    /// until `free()`, never longer (no leak) nor shorter (no double release).
    @Test func moveListMovesItsElementsOut() {
        final class Box {
            var value: Int
            init(_ value: Int) { self.value = value }
        }
        var watched: [Weak<Box>] = []
        var list = MoveList<Box>()
        for value in 0..<100 {
            let box = Box(value)
            watched.append(Weak(box))
            list.append(box)
        }
        list[50].value = -1
        var moved: [Box]? = list.moveOut()
        #expect(moved?.map(\.value) == (0..<100).map { $0 == 50 ? -1 : $0 })
        // Near its size, not the 128 the list grew to. The exact slack is malloc's choice: glibc may
        // hand over a chunk up to 32 bytes larger than asked when the rest is too small to split.
        #expect(moved!.capacity >= 100 && moved!.capacity < 100 + 64 / MemoryLayout<Box>.stride)
        #expect(list.count == 0 && list.base == nil)
        #expect(watched.allSatisfy { $0.object != nil })
        moved = nil
        #expect(watched.allSatisfy { $0.object == nil })

        var freed = MoveList<Box>()
        var box: Box? = Box(1)
        let weakBox = Weak(box!)
        freed.append(box!)
        box = nil
        #expect(weakBox.object != nil)
        freed.free()
        #expect(weakBox.object == nil && freed.base == nil)
        var empty = MoveList<Box>()
        #expect(empty.moveOut().isEmpty)
    }

    @Test func plainListKeepsItsElements() {
        var list = PlainList<Int>()
        for value in 0..<1000 { list.append(value * 3) }
        list[500] += 1
        #expect(list.count == 1000 && list.capacity >= 1000)
        #expect(Array(list.buffer) == (0..<1000).map { $0 == 500 ? 1501 : $0 * 3 })
        list.removeAll()
        list.append(7)
        #expect(Array(list.buffer) == [7])
        list.free()
        #expect(list.isEmpty && list.base == nil)
    }

    /// Functions' argument labels, read through a reused list of label tokens: in order, `_` kept,
    /// a parameter without a label skipped, none for `()`, and nested parameter lists not mixed in.
    @Test func argumentLabelsAreReadInOrder() {
        let text = """
        class A {
            func f(_ a: Int, by b: (Int, Int) -> Void = { _, _ in }, c: [String: Int]) {}
            func g() {}
            init(x: Int, y: @escaping (_ z: Int) -> Void) {}
            func h(first: Int,
                   second: Int) {}
        }
        """
        let functions = FileOutline.build(path: "A.swift", bytes: Array(text.utf8)).types[0].functions
        #expect(functions.map(\.argumentLabels) == [["_", "by", "c"], [], ["x", "y"], ["first", "second"]])
        #expect(functions[2].parameterTypes == ["Int", "(_ z: Int) -> Void"])  // attributes are not part of a type text
    }

    /// Declarations' lines come from a cursor stepped through the file: they must be the lines a
    /// binary search finds, near and far apart, in and out of nested types.
    @Test func declarationPositionsMatchTheLineTable() {
        var text = "class Outer {\n"
        for index in 0..<40 {
            text += String(repeating: "\n", count: index % 3 == 0 ? 50 : 1)
            text += "    var property\(index) = 0\n    func method\(index)() {}\n"
            if index % 10 == 0 { text += "    struct Inner\(index) {\n        let x\(index) = 1\n    }\n" }
        }
        text += "}\n"
        let outline = FileOutline.build(path: "Outer.swift", bytes: Array(text.utf8))
        let bytes = Array(text.utf8)
        func offset(of needle: String) -> UInt32 {
            let pattern = Array(needle.utf8)
            for start in 0...(bytes.count - pattern.count) where Array(bytes[start..<(start + pattern.count)]) == pattern {
                return UInt32(start)
            }
            Issue.record("\(needle) not found")
            return 0
        }
        let outer = outline.types[0]
        #expect(outer.functions.count == 40 && outer.properties.count == 40)
        for (index, function) in outer.functions.enumerated() {
            #expect(function.position == outline.position(of: offset(of: "func method\(index)(")))
            #expect(function.endLine == function.position.line)
        }
        for (index, property) in outer.properties.enumerated() {
            #expect(property.position == outline.position(of: offset(of: "var property\(index) ")))
        }
        for inner in outline.types.dropFirst() {
            let keyword = outline.position(of: offset(of: "struct \(inner.name) "))
            #expect(inner.position == keyword && inner.startLine == keyword.line)
            #expect(inner.openBraceLine == keyword.line && inner.closeBraceLine == keyword.line + 2)
        }
        #expect(outer.closeBraceLine == outline.lines.lineCount - 1)
    }
}

extension OutlineFastPathTests {
    /// Modifiers are kept as keyword bytes, eight inline and the rest in an array: a type still
    /// lists them all, in order, and a property still knows `dynamic` among them.
    @Test func modifiersKeepTheirOrderPastEight() {
        let text = """
            public final private internal fileprivate open nonisolated indirect dynamic static class Many {
                @objc dynamic var observed = 0
                private static var plain = 0
            }
            @MainActor @available(iOS 13, *) final class Few {}
            """
        let outline = FileOutline.build(path: "Many.swift", bytes: Array(text.utf8))
        #expect(outline.types[0].modifiers == [
            "public", "final", "private", "internal", "fileprivate", "open", "nonisolated", "indirect", "dynamic", "static",
        ])
        #expect(outline.types[0].properties.map(\.isDynamic) == [true, false])
        #expect(outline.types[0].properties.map(\.attributes) == [["objc"], []])
        #expect(outline.types[1].modifiers == ["final"])
        #expect(outline.types[1].attributes == ["MainActor", "available"])
    }
}

extension OutlineFastPathTests {
    /// A type written as the writer writes it is taken from the source at once; any other
    /// spacing goes through the writer. Both must give the writer's text.
    @Test(arguments: [
        ("[String: Int]", true), ("String?", true), ("() -> Void", true), ("A & B", true),
        ("Dictionary<String, [Int]>", true), ("any Sendable", true), ("[String:Int]", false),
        ("()->Void", false), ("A  &  B", false), ("@escaping () -> Void", false), ("Int,", false),
        ("[String :Int]", false), ("(Int)\t-> Void", false), ("some View", true),
    ])
    func typesWrittenAsJoinedAreTakenFromTheSource(_ text: String, _ taken: Bool) {
        let bytes = Array(text.utf8)
        let code = Lexer.tokenize(bytes).tokens.filter { !$0.kind.isTrivia }
        bytes.withUnsafeBufferPointer { source in
            var writer = TypeTextWriter()
            for token in code where token.kind != .attribute { writer.append(token, source) }
            let written = String(decoding: writer.text, as: UTF8.self)
            code.withUnsafeBufferPointer { code in
                let range = TypeTextWriter.writtenAsJoined(0..<code.count, code: code, source, skippingInout: false)
                #expect((range != nil) == taken)
                if let range { #expect(String(decoding: source[range], as: UTF8.self) == written) }
            }
        }
    }

    /// Inside code, the main loop passes words without asking `declarationOrName`: what it
    /// records must be what that would have: contextual words (`weak`, `final`) and `default` after
    /// a `.` are names, keywords are not, modifiers modify nothing, and a local type is still a type.
    @Test func wordsInsideCodeAreReadAsDeclarationsWouldReadThem() throws {
        let file = outline("""
            class A {
                func f() {
                    let open = 1
                    weak var set = open
                    print(FileManager.default, self.x, super.y)
                    final class Local { lazy var z = 3 }
                    private var hidden = actor
                    _ = items.map { item in item.default }
                }
                var after: Int
            }
            """)
        let a = try #require(type(file, "A"))
        let names = a.references.map { file.name($0.name) }
        #expect(names == ["open", "weak", "set", "open", "print", "FileManager", "default", "x", "y", "final",
                          "hidden", "actor", "items", "map", "item", "item", "default", "Int"])
        #expect(!names.contains("self") && !names.contains("super") && !names.contains("private") && !names.contains("let"))
        let print = try #require(a.references.firstIndex { file.name($0.name) == "print" })
        #expect(a.references[print].isCalled && a.references[print + 1].hasMember)
        #expect(a.references[print + 3].qualifier == .ownMember && a.references[print + 4].qualifier == .ownMember)
        #expect(a.properties.map(\.name) == ["after"] && a.properties[0].access == nil && !a.properties[0].isLazy)
        let local = try #require(type(file, "A.Local"))
        #expect(local.modifiers.isEmpty && local.properties.map(\.isLazy) == [true])
    }
}

/// A weak reference, to watch when an object is freed.
private struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
