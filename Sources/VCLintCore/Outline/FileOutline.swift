import ObjCLexer
import SwiftLexer

/// Everything later stages know about one file. Built once from its tokens, which are then
/// dropped: a whole tree's outlines are a fraction of its tokens' size.
public struct FileOutline: Sendable {
    /// The path as the user will see it.
    public var path: String
    public var types: [TypeDeclaration]
    /// The distinct identifiers of the file; `Reference.name` indexes it.
    public var names: NameList
    public var lines: LineTable
    /// `codeLinesThrough[n]`: how many of lines 1...n hold code. Empty in a scanned project
    /// (`compacted()`): each type's `codeLines` already holds what it told.
    public var codeLinesThrough: [UInt32]
    public var diagnostics: [LexerDiagnostic]
    /// The Objective-C lexer's diagnostics, for `.h`, `.m` and `.mm` files.
    public var objcDiagnostics: [ObjCLexerDiagnostic] = []
    /// The byte length of the file.
    public var byteCount: Int
    public var language: SourceLanguage = .swift
    /// The `vclint:` suppression comments, in order.
    public var directives: [SuppressionDirective] = []
    /// Where the outline lost the file's structure, in file order; empty for valid Swift.
    public var partialReads: [PartialRead] = []
    /// The bytes of each line holding non-ASCII text, to convert byte columns to UTF-16 ones.
    var wideLines: [Int: [UInt8]] = [:]
    /// The references that may set a member, in file order (`SettingReference`).
    public internal(set) var settingReferences: [SettingReference] = []
    /// Its class declarations by name (`FileClassNames`).
    public internal(set) var classNames = FileClassNames()
    /// Its variables outside any type, in Swift (`let defaults = UserDefaults(suiteName: …)!`);
    /// empty when statements run at its top level (`main.swift`, a script), whose variables are
    /// the script's locals.
    public internal(set) var globals: [Property] = []

    /// The UTF-16 column of a byte column (both 1-based).
    public func utf16Column(of position: SourcePosition) -> Int {
        guard let line = wideLines[position.line] else { return position.column }
        var units = 0
        var index = 0
        let end = min(position.column - 1, line.count)
        while index < end {
            let byte = line[index]
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            units += length == 4 ? 2 : 1
            index += length
        }
        return units + 1 + max(0, position.column - 1 - index)
    }

    /// Lines strictly between `first` and `last` that hold code, from a builder's `codeLinesThrough`.
    static func codeLines(in totals: [UInt32], between first: Int, and last: Int) -> Int {
        guard last - first > 1, first >= 0, last - 1 < totals.count else { return 0 }
        return Int(totals[last - 1]) - Int(totals[first])
    }

    public func position(of offset: UInt32) -> SourcePosition {
        let (line, column) = lines.location(of: Int(offset))
        return SourcePosition(line: line, column: column)
    }

    public func name(_ id: UInt32) -> String { names[Int(id)] }

    /// Whether a path names an Objective-C file (`.h`, `.m`, `.mm`); anything else is read as Swift.
    /// Compared as bytes: String's `hasSuffix` compares Characters, hundreds of instructions a call.
    public static func language(ofPath path: String) -> SourceLanguage {
        let utf8 = path.utf8
        guard let last = utf8.last, last == UInt8(ascii: "m") || last == UInt8(ascii: "h") else { return .swift }
        let beforeLast = utf8.dropLast()
        if beforeLast.last == UInt8(ascii: ".") { return .objc }
        return last == UInt8(ascii: "m") && beforeLast.dropLast().last == UInt8(ascii: ".")
            && beforeLast.last == UInt8(ascii: "m") ? .objc : .swift
    }

    /// Reads a file's outline from its bytes, with the builder its extension calls for.
    /// `space` is a thread's own: the name table's slots and room for the tokens, reused from
    /// file to file. `phases`, when given, is charged the time spent lexing and outlining.
    static func build(path: String, bytes: [UInt8], space: OutlineSpace, phases: PhaseTimes? = nil) -> FileOutline {
        bytes.withUnsafeBufferPointer { buffer in
            if language(ofPath: path) == .objc {
                let source = PhaseTimes.measure(phases, .lex) { ObjCLexer.tokenize(buffer) }
                return PhaseTimes.measure(phases, .outline) { objcOutline(path: path, buffer, source) }
            }
            // The lexer's clock stops where the builder's starts, inside the closure.
            let lexStart = phases?.mark()
            return Lexer.withCodeTokens(buffer, minimumCommentLength: OutlineBuilder.minimumDirectiveLength,
                                        in: space.room) { source in
                if let phases, let lexStart { phases.charge(.lex, since: lexStart) }
                return PhaseTimes.measure(phases, .outline) { outline(path: path, buffer, source, space) }
            }
        }
    }

    public static func build(path: String, bytes: [UInt8]) -> FileOutline {
        build(path: path, bytes: bytes, space: OutlineSpace())
    }

    private static func objcOutline(path: String, _ buffer: UnsafeBufferPointer<UInt8>, _ source: ObjCTokenizedSource) -> FileOutline {
        var builder = ObjCOutlineBuilder(bytes: buffer, source: source, isHeader: path.hasSuffix(".h"))
        builder.build()
        let lines = source.lines
        let names = builder.names.list(in: buffer)
        var outline = FileOutline(
            path: path, types: builder.types, names: names, lines: lines,
            codeLinesThrough: builder.codeLinesThrough, diagnostics: [], objcDiagnostics: source.diagnostics,
            byteCount: buffer.count, language: .objc, directives: builder.directives,
            partialReads: builder.partialReads, wideLines: nonASCIILines(buffer, lines),
            settingReferences: SettingReference.all(in: builder.types, names: names))
        outline.classNames = FileClassNames(outline.types)
        return outline
    }

    private static func outline(path: String, _ buffer: UnsafeBufferPointer<UInt8>, _ source: BorrowedCodeTokens,
                                _ space: OutlineSpace) -> FileOutline {
        var builder = OutlineBuilder(bytes: buffer, source: source, nameSlots: space.nameSlots)
        builder.build()
        var outline = FileOutline(
            path: path, types: builder.builtTypes, names: builder.names.list(in: buffer), lines: source.lines,
            codeLinesThrough: builder.codeLinesThrough, diagnostics: source.diagnostics,
            byteCount: buffer.count, directives: builder.directives, partialReads: builder.partialReads,
            wideLines: nonASCIILines(buffer, source.lines),
            settingReferences: builder.builtSettingReferences)
        outline.classNames = FileClassNames(outline.types)
        if !builder.hasTopLevelCode { outline.globals = builder.globals }
        return outline
    }
}

/// What one thread reuses from file to file while it outlines them: no lock, as no other
/// thread sees it.
final class OutlineSpace {
    let nameSlots = NameSlots()
    let room = ScanRoom()

    /// Bytes of source after which the thread's heap asks for 2 MiB pages (`HeapGrowth`), as
    /// a scan's do; nil: never. Not at once: asking costs a read of `/proc/self/maps`, which a
    /// hook's few files would not win back.
    private var bytesBeforeLargePages: Int?

    init(largePagesAfter byteCount: Int? = nil) {
        bytesBeforeLargePages = byteCount
    }

    /// Counts a file of `byteCount` bytes outlined in this space.
    func outlined(_ byteCount: Int) {
        guard let remaining = bytesBeforeLargePages else { return }
        if remaining > byteCount {
            bytesBeforeLargePages = remaining - byteCount
        } else {
            bytesBeforeLargePages = nil
            HeapGrowth.preferLargePages()
        }
    }
}

/// The lines that hold a byte ≥ 0x80, with their bytes (most files have none).
func nonASCIILines(_ bytes: UnsafeBufferPointer<UInt8>, _ lines: LineTable) -> [Int: [UInt8]] {
    var result: [Int: [UInt8]] = [:]
    var index = 0
    while index < bytes.count {
        // Sixty-four bytes at a time, then eight: almost every file is ASCII from end to end,
        // and eight words OR'd take one test and one branch where eight words tested take eight.
        if index + 64 <= bytes.count {
            let words = UnsafeRawPointer(bytes.baseAddress! + index)
            var any: UInt64 = 0
            for word in 0..<8 { any |= words.loadUnaligned(fromByteOffset: word &* 8, as: UInt64.self) }
            if any & 0x8080_8080_8080_8080 == 0 {
                index += 64
                continue
            }
        }
        if index + 8 <= bytes.count,
           UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
            continue
        }
        guard bytes[index] >= 0x80 else {
            index += 1
            continue
        }
        let line = lines.line(of: index)
        let start = Int(lines.lineStarts[line - 1])
        let end = line < lines.lineStarts.count ? Int(lines.lineStarts[line]) : bytes.count
        result[line] = Array(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        index = end
    }
    return result
}
