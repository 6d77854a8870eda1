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
        for property in declaration.properties where property.isStored && !property.isStatic {
            let written = [property.typeName, property.initializerTypeName].compactMap { $0 }
            if propertyNames.contains(property.name), let first = written.first { return TypeNames.base(first) }
            for type in written where isViewModel(type, screen: screen, controllers: controllers) { return TypeNames.base(type) }
        }
        for function in declaration.functions where function.kind == .initializer {
            for type in function.parameterTypes where isViewModel(type, screen: screen, controllers: controllers) {
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
        guard !controllers.contains(name), let suffix = screenSuffixes.first(where: name.hasSuffix) else { return false }
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
    /// `Notifications` and `NotificationModel`, `Feed` and `FeedList`.
    static func sharesSubject(_ first: String, _ second: String) -> Bool {
        func firstWord(_ name: String) -> Substring {
            let characters = Array(name)
            var end = 1
            while end < characters.count && !characters[end].isUppercase { end += 1 }
            var word = name.prefix(end)
            if word.hasSuffix("s") && word.count > 3 { word = word.dropLast() }
            return word
        }
        guard !first.isEmpty, !second.isEmpty else { return false }
        return firstWord(first) == firstWord(second)
    }
}
