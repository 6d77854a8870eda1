import VCLintCore

/// Where Swift lets a construct stand: at file level, or in the body of a kind of type.
enum InsertionPlace: Hashable, CaseIterable, Sendable {
    case file, classLike, enumeration, protocolBody, extensionBody

    init(_ kind: DeclarationKind) {
        switch kind {
        case .class, .struct, .actor: self = .classLike
        case .enum: self = .enumeration
        case .protocol: self = .protocolBody
        case .extension: self = .extensionBody
        }
    }

    static let bodies: Set<InsertionPlace> = [.classLike, .enumeration, .extensionBody]
    static let anywhere: Set<InsertionPlace> = [.file, .classLike, .enumeration, .extensionBody]
}


/// A declaration (or a few) that Swift 6 allows somewhere, inserted between the declarations of
/// real files: the outline must read around it and read it.
struct InsertedConstruct: CustomStringConvertible, Sendable {
    var name: String
    var text: String
    var places: Set<InsertionPlace>
    /// The simple names of the types it declares, in order; every name starts with `Inserted`.
    var types: [String] = []

    var description: String { name }

    var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// Lines holding code: not blank, not only a `//` comment (no snippet has a block comment).
    var codeLines: Int {
        lines.count { line in
            let trimmed = line.drop { $0 == " " }
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }
    }

    static let all: [InsertedConstruct] = fileLevel + members + protocolMembers

    static let fileLevel: [InsertedConstruct] = [
        .init(name: "imports", text: """
            import UIKit
            @_exported import Foundation
            @preconcurrency import Dispatch
            @testable import InsertedApp
            @_spi(Inserted) import InsertedKit
            """, places: [.file]),
        .init(name: "scoped imports", text: """
            import class UIKit.UIApplication
            import struct Foundation.URL
            import enum Dispatch.DispatchQoS
            import protocol Swift.Sendable
            import typealias Foundation.TimeInterval
            import func Darwin.sqrt
            import var Darwin.errno
            import let Darwin.M_PI
            """, places: [.file]),
        .init(name: "attributed scoped import", text: "@_exported import class InsertedKit.InsertedThing", places: [.file]),
        .init(name: "conditional import", text: """
            #if canImport(UIKit)
            import class UIKit.UIScreen
            #elseif canImport(AppKit)
            import enum AppKit.NSBezelStyle
            #else
            @preconcurrency import Foundation
            #endif
            """, places: [.file]),
        .init(name: "macro", text: """
            @freestanding(expression)
            public macro insertedStringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "InsertedMacros", type: "StringifyMacro")
            @attached(member, names: named(insertedMember))
            macro InsertedMember() = #externalMacro(module: "InsertedMacros", type: "MemberMacro")
            """, places: [.file]),
        .init(name: "operators", text: """
            precedencegroup InsertedPrecedence {
                higherThan: AdditionPrecedence
                associativity: left
            }
            infix operator <~> : InsertedPrecedence
            prefix operator √
            postfix operator ^^
            """, places: [.file]),
        .init(name: "preview", text: """
            #Preview("Inserted") {
                let label = UILabel()
                return label
            }
            """, places: [.file]),
        .init(name: "diagnostics", text: """
            #warning("inserted warning")
            #if INSERTED_NEVER
            #error("inserted error")
            #endif
            """, places: [.file, .classLike, .enumeration, .extensionBody, .protocolBody]),
        .init(name: "retroactive extension", text: """
            extension InsertedBase: @retroactive CustomStringConvertible {
                public var description: String { "inserted" }
            }
            """, places: [.file], types: ["InsertedBase"]),
        .init(name: "constrained extension", text: """
            extension InsertedBox: Equatable where T == U, U: Hashable {
                static func == (lhs: Self, rhs: Self) -> Bool { true }
            }
            """, places: [.file], types: ["InsertedBox"]),
        .init(name: "global variables", text: """
            nonisolated(unsafe) var insertedGlobal: Int = 0
            let insertedConstant = { () -> Int in
                return 1
            }()
            package let insertedPackaged = 2
            """, places: [.file]),
        .init(name: "global function", text: """
            func insertedFree<T>(_ value: T) -> T where T: Sendable {
                value
            }
            """, places: [.file]),
    ]

    static let members: [InsertedConstruct] = [
        .init(name: "actor", text: """
            actor InsertedActor {
                var count = 0
                func bump() { count += 1 }
            }
            """, places: InsertionPlace.anywhere, types: ["InsertedActor"]),
        .init(name: "package struct", text: """
            package struct InsertedPackage {
                package var value: Int
            }
            """, places: InsertionPlace.anywhere, types: ["InsertedPackage"]),
        .init(name: "generic class", text: """
            final class InsertedGeneric<T>: InsertedBase<T> where T: Hashable {
                override init() {}
            }
            """, places: InsertionPlace.anywhere, types: ["InsertedGeneric"]),
        .init(name: "noncopyable struct", text: """
            struct InsertedUnique: ~Copyable {
                consuming func finish() {}
                borrowing func peek() -> Int { 0 }
                deinit {}
            }
            """, places: InsertionPlace.anywhere, types: ["InsertedUnique"]),
        .init(name: "result builder", text: """
            @resultBuilder
            enum InsertedBuilder {
                static func buildBlock(_ parts: String...) -> [String] { parts }
            }
            """, places: InsertionPlace.anywhere, types: ["InsertedBuilder"]),
        .init(name: "property wrapper type", text: """
            @propertyWrapper
            struct InsertedWrapper {
                var wrappedValue: Int
                init(wrappedValue: Int, limit: Int, label: String) { self.wrappedValue = wrappedValue }
            }
            """, places: InsertionPlace.anywhere, types: ["InsertedWrapper"]),
        .init(name: "conditional type", text: """
            #if canImport(UIKit)
            struct InsertedConditional {
            }
            #else
            struct InsertedConditional {
                let x = 1
            }
            #endif
            """, places: InsertionPlace.anywhere, types: ["InsertedConditional", "InsertedConditional"]),
        .init(name: "attributes on their own lines", text: """
            @MainActor
            @available(iOS 15, *)
            @available(*, deprecated, message: "inserted")
            final class InsertedAttributed: NSObject {
            }
            """, places: InsertionPlace.anywhere, types: ["InsertedAttributed"]),
        .init(name: "typealiases", text: """
            typealias InsertedAlias = [String: (Int) -> Void]
            typealias InsertedPair<T> = (T, T)
            """, places: InsertionPlace.anywhere.union([.protocolBody])),
        .init(name: "typed throws", text: """
            func insertedThrowing() throws(InsertedError) -> Int {
                throw InsertedError.failed
            }
            """, places: InsertionPlace.anywhere),
        .init(name: "parameter packs", text: """
            func insertedAll<each T>(_ value: repeat each T) -> (repeat each T) {
                (repeat each value)
            }
            """, places: InsertionPlace.anywhere),
        .init(name: "some and any", text: """
            func insertedViews(_ a: any Sequence, _ b: some Collection) -> some Sequence {
                [1]
            }
            """, places: InsertionPlace.anywhere),
        .init(name: "multi-line function header", text: """
            @discardableResult
            nonisolated func insertedLong<T>(
                first: Int,
                in second: String = "}",
                default third: @escaping () -> Void = { }
            ) async throws
                -> Int
                where T: Sendable
            {
                0
            }
            """, places: InsertionPlace.anywhere),
        .init(name: "objc method", text: """
            @objc(insertedAction:)
            @MainActor
            func insertedAction(_ sender: Any) {
            }
            """, places: InsertionPlace.bodies),
        .init(name: "package and nonisolated members", text: """
            package func insertedPackage() {}
            nonisolated func insertedNonisolated() -> Int { 1 }
            """, places: InsertionPlace.bodies),
        .init(name: "static members", text: """
            nonisolated(unsafe) static var insertedShared = 0
            static let insertedBraces = "}{"
            static func <~> (lhs: Int, rhs: Int) -> Int { lhs }
            """, places: InsertionPlace.bodies),
        .init(name: "stored properties", text: """
            @InsertedWrapper(limit: 1, label: "x") var insertedWrapped: Int = 0
            private(set) var insertedCount = 0
            weak var insertedDelegate: AnyObject?
            let insertedTuple: (Int, String) = (1, "")
            """, places: [.classLike]),
        .init(name: "property observers and closures", text: """
            var insertedObserved: Int = 0 {
                willSet { }
                didSet { print(oldValue) }
            }
            lazy var insertedLazy: Int = {
                let value = 1
                return value
            }()
            """, places: [.classLike]),
        .init(name: "computed properties", text: """
            var insertedComputed: Int {
                get { 1 }
                set { }
            }
            var insertedReadOnly: String { "x" }
            """, places: InsertionPlace.bodies),
        .init(name: "subscript", text: """
            subscript(inserted index: Int) -> Int {
                get { index }
                set { }
            }
            """, places: InsertionPlace.bodies),
        .init(name: "failable initializers", text: """
            init?(inserted: Int) {
                return nil
            }
            init!(insertedForced: Int) {
                return nil
            }
            """, places: [.classLike, .enumeration]),
        .init(name: "convenience and required initializers", text: """
            convenience init(insertedConvenience: Int) {
                self.init()
            }
            required init(insertedRequired: String) {
            }
            """, places: [.classLike]),
        .init(name: "deinit", text: """
            deinit {
                print("inserted")
            }
            """, places: [.classLike]),
        .init(name: "enum cases", text: """
            case insertedPlain
            case insertedValue(Int, label: String = "")
            indirect case insertedNested(InsertedNode)
            case insertedA, insertedB(x: Int)
            """, places: [.enumeration]),
    ]

    static let protocolMembers: [InsertedConstruct] = [
        .init(name: "protocol requirements", text: """
            associatedtype InsertedItem: Hashable where InsertedItem: Sendable
            func insertedRequirement() async throws -> Int
            var insertedGetSet: Int { get set }
            static var insertedStatic: Int { get }
            mutating func insertedMutating()
            subscript(inserted index: Int) -> Int { get }
            init?(inserted: Int)
            func insertedThrowing() throws(InsertedError)
            func insertedAll<each T>(_ value: repeat each T) -> (repeat each T)
            @MainActor func insertedLast() -> some Sequence
            """, places: [.protocolBody]),
    ]
}
