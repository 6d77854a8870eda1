/// Tells a screen's view model from the services and stores a controller also holds.
/// `FeedViewModel` is one by its name; `FeedPresenter` is one in `FeedViewController` but
/// `NoticePresenter` and `StatisticsStore` are services; so is an array of item view models.
public struct ViewModelMatcher: Sendable {
    /// A type ending in one of these is a view model wherever it is held.
    public var typeSuffixes: [String]
    /// A type ending in one of these is a view model when it is named after the screen.
    public var screenSuffixes: [String]
    /// A property with one of these names holds the view model, whatever its type.
    public var propertyNames: [String]

    public static let defaultTypeSuffixes = ["ViewModel", "ViewModelType", "ViewModelProtocol", "ViewModeling", "ViewStore"]
    public static let defaultScreenSuffixes = ["Presenter", "Interactor", "Reactor", "Model", "ViewData", "Controller"]
    public static let defaultPropertyNames = ["viewModel", "presenter", "interactor", "reactor", "viewStore", "store"]

    public init(typeSuffixes: [String] = Self.defaultTypeSuffixes, screenSuffixes: [String] = Self.defaultScreenSuffixes,
                propertyNames: [String] = Self.defaultPropertyNames) {
        self.typeSuffixes = typeSuffixes
        self.screenSuffixes = screenSuffixes
        self.propertyNames = propertyNames
    }

    /// The view model a class holds, as a stored property or an initializer's parameter.
    /// `screen` is the controller's simple name; `controllers` are names that are view controllers.
    public func viewModel(in declaration: TypeDeclaration, screen: String, controllers: Set<String> = []) -> String? {
        // Members are read by index, field by field, and the two written types without an array:
        // copying each property and function cost more than testing it.
        let properties = declaration.properties
        // A weak reference points back at an owner (the host, a coordinator): never the screen's own model.
        for index in properties.indices where properties[index].isStored && !properties[index].isStatic
            && properties[index].ownership != .weak {
            let typeName = properties[index].typeName
            let initializerTypeName = properties[index].initializerTypeName
            if let first = typeName ?? initializerTypeName, propertyNames.contains(properties[index].name) { return TypeNames.base(first) }
            for case let type? in [typeName, initializerTypeName] where isViewModel(type, screen: screen, controllers: controllers) {
                return TypeNames.base(type)
            }
        }
        let functions = declaration.functions
        for index in functions.indices where functions[index].kind == .initializer {
            for type in functions[index].parameterTypes where isViewModel(type, screen: screen, controllers: controllers) {
                return TypeNames.base(type)
            }
        }
        return nil
    }

    /// Whether a type as written is the screen's view model. Collections of item view models are not.
    public func isViewModel(_ written: String, screen: String, controllers: Set<String> = []) -> Bool {
        if written.hasPrefix("[") || written.hasPrefix("Array<") || written.hasPrefix("Set<") || written.hasPrefix("Dictionary<") {
            return false
        }
        let name = TypeNames.base(written)
        if name == "Store" || typeSuffixes.contains(where: name.hasSuffix) { return true }
        // A controller, in the tree or not, is a child or a host, not the screen's view model.
        guard !controllers.contains(name), !name.hasSuffix("ViewController"),
              let suffix = screenSuffixes.first(where: name.hasSuffix) else { return false }
        return Self.sharesSubject(String(name.dropLast(suffix.count)), Self.subject(ofScreen: screen))
    }

    /// `FeedListViewController` → `FeedList`.
    static func subject(ofScreen name: String) -> String {
        for suffix in ["ViewController", "Controller", "VC"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Two names are about the same thing when their first words agree, plural or not:
    /// `Notifications` and `NotificationModel`, `Feed` and `FeedList`. An Objective-C class
    /// prefix belongs to the first word (`XYFeed`), so `XYFeed` and `XYLoginModel` differ.
    static func sharesSubject(_ first: String, _ second: String) -> Bool {
        func firstWord(_ name: String) -> Substring {
            if let word = asciiFirstWord(name) { return word }
            let characters = Array(name)
            var end = 1
            while end + 1 < characters.count && characters[end].isUppercase && characters[end + 1].isUppercase { end += 1 }
            if end < characters.count && characters[end].isUppercase { end += 1 }
            while end < characters.count && !characters[end].isUppercase { end += 1 }
            var word = name.prefix(end)
            if word.hasSuffix("s") && word.count > 3 { word = word.dropLast() }
            return word
        }
        guard !first.isEmpty, !second.isEmpty else { return false }
        return firstWord(first) == firstWord(second)
    }

    /// `firstWord` on bytes, for printable ASCII, where a byte is a Character and only `A`…`Z`
    /// are uppercase; nil for other text.
    private static func asciiFirstWord(_ name: String) -> Substring? {
        var text = name
        guard let end = text.withUTF8({ bytes -> Int? in
            guard ASCIIText.isPrintable(bytes), !bytes.isEmpty else { return nil }
            func isUppercase(_ index: Int) -> Bool { bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z") }
            var end = 1
            // A run of capitals is a class prefix (`XY` of `XYFeed`), or an acronym (`URL`): it stays with the word after it.
            while end + 1 < bytes.count && isUppercase(end) && isUppercase(end + 1) { end += 1 }
            if end < bytes.count && isUppercase(end) { end += 1 }
            while end < bytes.count && !isUppercase(end) { end += 1 }
            return end > 3 && bytes[end - 1] == UInt8(ascii: "s") ? end - 1 : end
        }) else { return nil }
        return Substring(name.utf8.prefix(end))
    }
}
