/// Where controller bloat moved: SwiftUI screens and the view models behind them.
///
/// - A **screen** is a Swift type that conforms to `View` (`SwiftUI.View`) or to a protocol that
///   refines it (SwiftUI's representables, or the tree's own `protocol Tab: View`), in its
///   declaration or in an extension, and is not a preview (`PreviewProvider`).
/// - A **view model** is a class that conforms to `ObservableObject`, is `@Observable`, or is held
///   by a screen as its model (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`,
///   `@Bindable`, or `@State` of a class declared in the tree).
///
/// Each is measured across its declaration and every extension of it, as a controller is.
/// Found in one pass over the types of every Swift file, then one over the screens' properties.
public struct SwiftUISubject: Sendable, Equatable {
    public struct Part: Sendable, Equatable {
        public var path: String
        public var line: Int
        public var lines: Int
    }

    public var kind: SubjectKind
    public var name: String
    /// Its declaration, then its extensions, then the types nested in it that count toward it:
    /// in a screen, its subviews and helper types (not view models); in a view model, the view
    /// models nested in it. What rules read.
    public var declarations: [DeclarationReference]
    public var path: String
    /// Where its `struct` or `class` keyword is.
    public var position: SourcePosition
    public var line: Int { position.line }
    /// Code lines of the declaration's body.
    public var bodyLines: Int
    public var extensions: [Part]
    public var methods: Int
    public var storedProperties: Int
    /// Screens: `@State` and `@StateObject` properties (what the screen owns). View models:
    /// `@Published` properties, or every stored `var` of an `@Observable` class.
    public var observedProperties: Int

    public var extensionLines: Int { extensions.reduce(0) { $0 + $1.lines } }
    public var totalLines: Int { bodyLines + extensionLines }

    /// The order subjects are listed in: largest first, then by path and line.
    static func largestFirst(_ first: SwiftUISubject, _ second: SwiftUISubject) -> Bool {
        (second.totalLines, first.path, first.line) < (first.totalLines, second.path, second.line)
    }
}

/// The view models a run's findings are about. A view model's finding is at its own declaration,
/// and names it: found by path and name, since two modules may each have a `SettingsModel`.
struct ViewModelIndex {
    private struct Key: Hashable {
        var path: String
        var name: String
    }

    private var models: [Key: SwiftUISubject] = [:]

    init(_ subjects: [SwiftUISubject]) {
        for model in subjects where model.kind == .viewModel { models[Key(path: model.path, name: model.name)] = model }
    }

    /// The view model `violation` is about, if it names one at its declaration.
    subscript(_ violation: Violation) -> SwiftUISubject? {
        violation.controller.flatMap { models[Key(path: violation.location.path, name: $0)] }
    }
}

public enum SwiftUISubjectFinder {
    /// `View` and SwiftUI's protocols that refine it (the bridges to UIKit and AppKit views, shapes);
    /// protocols in the tree that refine any of them join at run time.
    static let viewProtocols: Set<String> = [
        "View", "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
        "Shape", "InsettableShape",
    ]
    static let previewProtocols: Set<String> = ["PreviewProvider", "PreviewModifier"]
    static let modelWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "Bindable"]
    /// Beyond this many declarations of one name, an extension is not matched by folder.
    static let nearestSearchLimit = 32

    private struct Found: Hashable {
        var file: Int
        var type: Int
    }

    /// Every screen and view model in `files`, largest first (then path and line).
    public static func find(in files: [FileOutline]) -> [SwiftUISubject] {
        // Declarations by simple name, extensions by the name they extend.
        var declared: [String: [Found]] = [:]
        var extended: [String: [Found]] = [:]
        // Protocol → the protocols that name it as a parent, to follow refinement down from View.
        var refinedBy: [String: [String]] = [:]
        for (fileIndex, file) in files.enumerated() where file.language == .swift {
            for (typeIndex, type) in file.types.enumerated() {
                let found = Found(file: fileIndex, type: typeIndex)
                switch type.kind {
                case .class, .struct, .enum, .actor: declared[type.simpleName, default: []].append(found)
                case .extension: extended[type.simpleName, default: []].append(found)
                case .protocol: for parent in type.inheritance { refinedBy[parent.baseName, default: []].append(type.simpleName) }
                }
            }
        }
        let viewProtocols = refinements(of: viewProtocols, refinedBy: refinedBy)
        func type(_ found: Found) -> TypeDeclaration { files[found.file].types[found.type] }
        func conforms(_ found: Found, to names: Set<String>) -> Bool {
            type(found).inheritance.contains { names.contains($0.baseName) }
        }
        /// Of `candidates` (one simple name), the one `written` names whole if any does
        /// (`Outer.ViewModel`), sharing the most leading folders with `path`; the first of equals.
        func nearest(_ candidates: [Found], written: String, from path: String) -> Found? {
            let qualified = candidates.filter { type($0).qualifiedName == written || type($0).qualifiedName.hasSuffix("." + written) }
            // Each candidate scored once (not twice per comparison), by the resolver's byte compare.
            return (qualified.isEmpty ? candidates : qualified)
                .map { ($0, ControllerResolver.sharedFolders(path, files[$0.file].path)) }
                .max { $0.1 < $1.1 }?.0
        }
        // Each extension goes to the declaration of its name sharing the most leading folders.
        var parts: [Found: [Found]] = [:]
        for (name, extensions) in extended {
            guard let candidates = declared[name] else { continue }
            // Thousands of types of one name: the one in the extension's file, else the first, so
            // the pass stays linear however many extensions name them.
            let crowded = candidates.count > nearestSearchLimit
            let inFile = crowded ? Dictionary(candidates.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
            for found in extensions {
                let owner: Found
                if candidates.count == 1 {
                    owner = candidates[0]
                } else if crowded {
                    owner = inFile[found.file] ?? candidates[0]
                } else {
                    owner = nearest(candidates, written: type(found).name, from: files[found.file].path)!
                }
                parts[owner, default: []].append(found)
            }
        }
        var kinds: [Found: SubjectKind] = [:]
        var screens: [Found] = []
        for owners in declared.values {
            for owner in owners {
                let all = [owner] + (parts[owner] ?? [])
                if all.contains(where: { conforms($0, to: previewProtocols) }) { continue }
                if all.contains(where: { conforms($0, to: viewProtocols) }) {
                    kinds[owner] = .screen
                    screens.append(owner)
                } else if type(owner).kind == .class,
                          all.contains(where: { conforms($0, to: ["ObservableObject"]) }) || type(owner).attributes.contains("Observable") {
                    kinds[owner] = .viewModel
                }
            }
        }
        // Classes a screen holds as its model.
        for screen in screens {
            for property in type(screen).properties {
                let wrapped = property.attributes.contains(where: modelWrappers.contains)
                guard wrapped || property.attributes.contains("State"),
                      let typeName = property.typeName ?? property.initializerTypeName,
                      let owners = declared[TypeNames.simple(typeName)] else { continue }
                // Of a class name declared in several places (two targets), the one sharing the
                // most leading folders with the screen, as an extension's owner is chosen; of a
                // name declared in many places, among the first: one property never costs a scan of thousands.
                let classes = owners.prefix(nearestSearchLimit).filter { type($0).kind == .class }
                if let model = nearest(classes, written: typeName, from: files[screen.file].path), kinds[model] == nil {
                    kinds[model] = .viewModel
                }
            }
        }
        // A subview nested in a screen is part of that screen, as nested types are a controller's,
        // and so is any other type nested in it (a representable's `Coordinator`); a view model
        // nested in a screen is a view model of its own.
        func outermostEnclosing(_ found: Found, kind: SubjectKind) -> Found? {
            var current = found
            var outermost: Found?
            while let parent = type(current).parent {
                current = Found(file: current.file, type: parent)
                if kinds[current] == kind { outermost = current }
            }
            return outermost
        }
        var nested: [Found: [Found]] = [:]
        var owners: [Found] = []
        for candidates in declared.values {
            for owner in candidates {
                if let kind = kinds[owner] {
                    if let outer = outermostEnclosing(owner, kind: kind) {
                        nested[outer, default: []].append(owner)
                    } else {
                        owners.append(owner)
                    }
                } else if type(owner).parent != nil, let screen = outermostEnclosing(owner, kind: .screen) {
                    nested[screen, default: []].append(owner)
                }
            }
        }
        var subjects: [SwiftUISubject] = []
        for owner in owners {
            let extensions = parts[owner] ?? []
            var references = ([owner] + extensions).map { DeclarationReference(file: $0.file, type: $0.type) }
            references += (nested[owner] ?? []).sorted { ($0.file, $0.type) < ($1.file, $1.type) }
                .map { DeclarationReference(file: $0.file, type: $0.type) }
            var found = subject(kinds[owner]!, owner: type(owner), path: files[owner.file].path,
                                extensions: extensions.map { (files[$0.file].path, type($0)) })
            found.declarations = references
            subjects.append(found)
        }
        return subjects.sorted(by: SwiftUISubject.largestFirst)
    }

    /// `roots` and every protocol that refines one of them, directly or through others: each
    /// protocol is visited once, cycles included.
    static func refinements(of roots: Set<String>, refinedBy: [String: [String]]) -> Set<String> {
        var found = roots
        var pending = Array(roots)
        while let name = pending.popLast() {
            for child in refinedBy[name] ?? [] where found.insert(child).inserted { pending.append(child) }
        }
        return found
    }

    private static func subject(_ kind: SubjectKind, owner: TypeDeclaration, path: String,
                                extensions: [(path: String, type: TypeDeclaration)]) -> SwiftUISubject {
        let declarations = [owner] + extensions.map(\.type)
        let properties = declarations.flatMap(\.properties).filter { !$0.isStatic }
        let stored = properties.filter(\.isStored)
        let observed = switch kind {
        case .screen: stored.count { $0.attributes.contains("State") || $0.attributes.contains("StateObject") }
        case .viewModel: owner.attributes.contains("Observable")
            ? stored.count { !$0.isConstant && !$0.attributes.contains("ObservationIgnored") }
            : stored.count { $0.attributes.contains("Published") }
        case .controller: 0
        }
        return SwiftUISubject(
            kind: kind, name: owner.qualifiedName, declarations: [], path: path, position: owner.position, bodyLines: owner.codeLines,
            extensions: extensions.map { SwiftUISubject.Part(path: $0.path, line: $0.type.position.line, lines: $0.type.codeLines) }
                .sorted { ($0.path, $0.line) < ($1.path, $1.line) },
            methods: declarations.reduce(0) { $0 + $1.functions.count { $0.kind == .function } },
            storedProperties: stored.count, observedProperties: observed)
    }
}
