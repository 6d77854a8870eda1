/// SplitMix64: the same seed gives the same files on every machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Files shaped like an app's: controllers with outlets, lifecycle methods, closures, nested
/// types, `#if` blocks and extensions, view models and protocols. Valid Swift to the parser.
/// (The bench's generator lives in an executable target that tests cannot import.)
struct GeneratedSources {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(state: seed) }

    mutating func files(_ count: Int) -> [(path: String, text: String)] {
        (0..<count).map { index in ("Generated/Screen\(index).swift", file(index)) }
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }
    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func file(_ index: Int) -> String {
        var text = "//\n//  Screen\(index).swift\n//\n\n"
        text += pick(["import UIKit\n", "import UIKit\nimport Combine\n", "import Foundation\nimport UIKit\n"])
        if chance(30) { text += "#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n" }
        text += "\n"
        let name = "Screen\(index)ViewController"
        if chance(40) { text += protocolDeclaration(index) + "\n" }
        let superclass = index > 0 && chance(30) ? "Screen0ViewController" : pick(["UIViewController", "UITableViewController", "UICollectionViewController"])
        text += pick(["", "@MainActor\n", "/// A screen.\n"]) + pick(["", "final ", "public "])
        text += "class \(name): \(superclass)\(chance(40) ? ", UITextFieldDelegate" : "") {\n"
        for _ in 0..<count(3...14) { text += member() }
        text += "}\n\n"
        if chance(60) {
            text += "// MARK: - UITableViewDataSource\n\nextension \(name): UITableViewDataSource {\n"
            for _ in 0..<count(1...4) { text += function(name: "data\(count(0...999))") }
            text += "}\n\n"
        }
        if chance(50) {
            text += "struct Screen\(index)ViewModel {\n    let title: String\n    var items: [String] = []\n"
            text += function(name: "load")
            text += "}\n"
        }
        if chance(30) { text += "\nfunc screen\(index)Helper(_ value: Int) -> Int {\n    value * 2\n}\n" }
        return text
    }

    mutating func protocolDeclaration(_ index: Int) -> String {
        """
        protocol Screen\(index)Delegate: AnyObject {
            func screenDidFinish(_ screen: Screen\(index)ViewController)
            var isActive: Bool { get }
        }

        """
    }

    mutating func member() -> String {
        switch count(0...9) {
        case 0: return "    @IBOutlet private weak var label\(count(0...99)): UILabel!\n"
        case 1: return "    private let identifier\(count(0...99)) = \"cell{\\(1)}\"\n"
        case 2: return "    private lazy var button\(count(0...99)): UIButton = {\n        let button = UIButton(type: .system)\n        button.setTitle(\"Go\", for: .normal)\n        return button\n    }()\n"
        case 3: return "    var isLoading\(count(0...99)) = false {\n        didSet { view.setNeedsLayout() }\n    }\n"
        case 4: return "    // MARK: - Lifecycle\n\n    override func viewDidLoad() {\n        super.viewDidLoad()\n" + statements() + "    }\n"
        case 5: return "    enum State\(count(0...99)) {\n        case idle\n        case loading(progress: Double)\n        case failed(Error)\n    }\n"
        case 6: return "    #if DEBUG\n" + function(name: "debugDump\(count(0...99))") + "    #endif\n"
        case 7: return "    @objc private func tapped\(count(0...99))(_ sender: UIButton) {\n" + statements() + "    }\n"
        case 8: return "    var title\(count(0...99)): String {\n        \"Screen\"\n    }\n"
        default: return function(name: "update\(count(0...99))")
        }
    }

    mutating func function(name: String) -> String {
        "    func \(name)(_ items: [String]) -> Int {\n" + statements() + "        return items.count\n    }\n"
    }

    mutating func statements() -> String {
        var text = ""
        for _ in 0..<count(1...4) {
            text += pick([
                "        let value = items.filter { $0.isEmpty == false }.count\n",
                "        if items.isEmpty {\n            print(\"none\")\n        } else {\n            print(items)\n        }\n",
                "        for item in items {\n            print(item)\n        }\n",
                "        DispatchQueue.main.async { [weak self] in\n            self?.view.setNeedsLayout()\n        }\n",
                "        let text = \"count: \\(items.map { $0.count }) }\"\n",
                "        guard let url = URL(string: \"https://example.com/{id}\") else { return 0 }\n        _ = url\n",
                "        switch items.count {\n        case 0:\n            break\n        default:\n            break\n        }\n",
            ])
        }
        return text
    }
}
