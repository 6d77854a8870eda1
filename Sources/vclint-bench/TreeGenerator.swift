#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Glibc)
import Glibc
#endif
import VCLintCore

/// Writes a deterministic, realistic synthetic iOS source tree for benchmarks.
struct TreeGenerator {
    private let seed: UInt64

    init(seed: UInt64) {
        self.seed = seed
    }

    /// Writes about `megabytes` MB of .swift files under `directory` (created if missing), in nested
    /// folders like App/Features/<Feature>/..., and returns (files written, bytes written).
    func generate(into directory: String, megabytes: Int) throws -> (files: Int, bytes: Int) {
        var random = SplitMix64(seed: seed)
        var writer = TreeWriter(root: directory)
        let budget = max(0, megabytes) * 1_048_576
        try writer.write("App/Core/BaseViewController.swift", CoreTemplates.baseViewController)
        try writer.write("App/Core/ListViewController.swift", CoreTemplates.listViewController)
        // Big generated files are where naive algorithms go quadratic, so every tree gets one.
        let stringsSize = random.int(in: 300...500) * 1024
        try writer.write("App/Generated/Strings.swift", GeneratedTemplates.strings(bytes: stringsSize, &random))
        var featureIndex = 0
        while writer.bytes < budget {
            let feature = Words.featureName(at: featureIndex)
            try FeatureTemplates.write(feature: feature, &random, &writer)
            featureIndex += 1
            if featureIndex % 50 == 0 {
                let language = Words.languageName(at: featureIndex / 50 - 1)
                let table = GeneratedTemplates.localisationTable(language, bytes: random.int(in: 150...250) * 1024, &random)
                try writer.write("App/Resources/Localization/L10n+\(language).swift", table)
            }
        }
        return (writer.files, writer.bytes)
    }
}

/// SplitMix64: tiny, fast, and the same sequence on every platform, unlike the system generator.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Modulo bias is irrelevant for benchmark text.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func pick(_ items: [String]) -> String { items[int(in: 0...items.count - 1)] }

    mutating func chance(percent: Int) -> Bool { int(in: 0...99) < percent }
}

/// Creates each directory once and writes each file in one call, counting what it wrote.
private struct TreeWriter {
    let root: String
    private(set) var files = 0
    private(set) var bytes = 0
    private var createdDirectories: Set<String> = []  // membership only; never iterated

    init(root: String) { self.root = root }

    mutating func write(_ relativePath: String, _ text: String) throws {
        let path = root + "/" + relativePath
        let directory = String(path[..<path.lastIndex(of: "/")!])
        if !createdDirectories.contains(directory) {
            try Self.makeDirectory(directory)
            createdDirectories.insert(directory)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteProblem.failed(errno: errno) }
        defer { close(descriptor) }
        if let code = FileSystem.writeAll(text, to: descriptor) { throw WriteProblem.failed(errno: code) }
        files += 1
        bytes += text.utf8.count
    }

    /// `mkdir -p`.
    private static func makeDirectory(_ path: String) throws {
        guard !path.isEmpty, mkdir(path, 0o755) != 0, errno != EEXIST else { return }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/"), slash > path.startIndex else {
            throw WriteProblem.failed(errno: errno)
        }
        try makeDirectory(String(path[..<slash]))
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw WriteProblem.failed(errno: errno) }
    }
}

/// Source text that knows its line count, so controllers can grow to a target length.
private struct SourceText {
    private(set) var text = ""
    private(set) var lines = 0

    mutating func append(_ piece: String) {
        text += piece
        for byte in piece.utf8 where byte == 10 { lines += 1 }
    }
}

/// Small word lists; names are built from them by index, never by hashing.
private enum Words {
    static let features = ["Feed", "Profile", "Settings", "Checkout", "Search", "Onboarding", "Messages",
                           "Notifications", "Cart", "Orders", "Wallet", "Rewards", "Map", "Camera", "Gallery",
                           "Events", "Friends", "Support", "Payments", "Library", "Booking", "Reviews"]
    static let prefixes = ["", "Team", "Legacy", "Pro", "Shared", "Guest", "Admin", "Kids"]
    static let roles = ["List", "Detail", "Edit", "Filter", "Summary", "Composer", "Picker", "Preview", "History"]
    static let fields = ["title", "avatar", "price", "status", "date", "location", "rating", "comment", "share",
                         "follow", "badge", "header", "footer", "banner"]
    static let superclasses = ["UIViewController", "BaseViewController", "BaseViewController",
                               "UITableViewController", "UICollectionViewController", "ListViewController"]
    static let authors = ["Jane Appleseed", "Kenji Sato", "Priya Natarajan", "Lukas Becker", "Ana Souza"]
    static let languages = ["German", "French", "Spanish", "Italian", "Japanese", "Portuguese", "Dutch", "Korean"]
    static let phrases = ["Pull to refresh", "Something went wrong", "Try again", "No results", "Saved",
                          "Are you sure?", "Delete", "Share with friends", "Loading…", "Done ✓"]
    static let phraseKeys = ["pullToRefresh", "somethingWentWrong", "tryAgain", "noResults", "saved",
                             "areYouSure", "delete", "shareWithFriends", "loading", "done"]

    static func featureName(at index: Int) -> String {
        let round = index / features.count
        let suffix = round >= prefixes.count ? String(round / prefixes.count + 1) : ""
        return prefixes[round % prefixes.count] + features[index % features.count] + suffix
    }

    static func languageName(at index: Int) -> String {
        let round = index / languages.count
        return languages[index % languages.count] + (round == 0 ? "" : String(round + 1))
    }

    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}

/// Names shared by every file of one controller.
private struct ControllerSpec {
    let name: String
    let feature: String
    let model: String
    let field: String
    let superclass: String

    var extensionSuffix: String { superclass == "UITableViewController" ? "Search" : "DataSource" }
}

private enum FeatureTemplates {
    static func write(feature: String, _ random: inout SplitMix64, _ writer: inout TreeWriter) throws {
        let base = "App/Features/\(feature)"
        let model = feature + "Item"
        try writer.write("\(base)/Models/\(model).swift", ModelTemplates.model(feature))
        try writer.write("\(base)/Services/\(feature)Service.swift", ModelTemplates.service(feature))
        try writer.write("\(base)/ViewModels/\(feature)ViewModel.swift", ModelTemplates.viewModel(feature))
        for role in Words.roles.prefix(random.int(in: 2...6)) {
            var superclass = random.pick(Words.superclasses)
            if superclass == "ListViewController" { superclass += "<\(model)>" }  // the in-tree generic base
            let spec = ControllerSpec(name: "\(feature)\(role)ViewController", feature: feature, model: model,
                                      field: random.pick(Words.fields), superclass: superclass)
            // Most controllers are 100-600 lines; a few are the 1500-3000 line monsters the linter exists for.
            let lines = random.chance(percent: 4) ? random.int(in: 1500...3000) : random.int(in: 100...600)
            try writer.write("\(base)/Controllers/\(spec.name).swift", ControllerTemplates.controller(spec, lines: lines, &random))
            if random.chance(percent: 70) {
                let extensionText = ControllerTemplates.extensionFile(spec, lines: random.int(in: 40...250), &random)
                try writer.write("\(base)/Controllers/\(spec.name)+\(spec.extensionSuffix).swift", extensionText)
            }
        }
    }
}

private enum ControllerTemplates {
    static func header(_ file: String, _ random: inout SplitMix64) -> String {
        let year = random.int(in: 2016...2024)
        return """
        //
        //  \(file).swift
        //  App
        //
        //  Created by \(random.pick(Words.authors)) on \(random.int(in: 1...28))/\(random.int(in: 1...12))/\(year).
        //  Copyright © \(year) Example Inc. All rights reserved.
        //

        import UIKit
        import Combine

        """
    }

    static func controller(_ spec: ControllerSpec, lines: Int, _ random: inout SplitMix64) -> String {
        var source = SourceText()
        source.append(header(spec.name, &random))
        let generic = spec.superclass == "BaseViewController" && random.chance(percent: 10)
        let declaration = generic ? "\(spec.name)<Item: Hashable & Sendable>" : spec.name
        source.append("""

        /// Shows \(spec.feature.lowercased()) content and coordinates its view model.
        @MainActor
        final class \(declaration): \(spec.superclass) {
        \(MemberTemplates.block(0, spec, n: 0))

        \(MemberTemplates.block(1, spec, n: 0))


        """)
        appendMembers(to: &source, spec, firstNumber: 1, untilLines: lines, &random)
        return source.text
    }

    /// Table-view subclasses already are their data source, so their extension adopts search instead.
    static func extensionFile(_ spec: ControllerSpec, lines: Int, _ random: inout SplitMix64) -> String {
        var source = SourceText()
        source.append(header(spec.name + "+" + spec.extensionSuffix, &random))
        source.append(spec.superclass == "UITableViewController" ? #"""

        // MARK: - UISearchResultsUpdating

        extension \#(spec.name): UISearchResultsUpdating {
            func updateSearchResults(for searchController: UISearchController) {
                let query = searchController.searchBar.text?.trimmingCharacters(in: .whitespaces) ?? ""
                viewModel.query = query
            }
        }

        """# : #"""

        // MARK: - UITableViewDataSource

        extension \#(spec.name): UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                section == 0 ? items.count : 0
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "\#(spec.model)Cell", for: indexPath)
                let item = items[indexPath.row]
                cell.textLabel?.text = "\(item.title) · \(item.subtitle ?? "—")"
                return cell
            }
        }

        """#)
        source.append("\nprivate extension \(spec.name) {\n")
        appendMembers(to: &source, spec, firstNumber: 100, untilLines: lines, &random)
        return source.text
    }

    /// Adds random members (never the stored-property block 0 or lifecycle block 1) and closes the body.
    private static func appendMembers(to source: inout SourceText, _ spec: ControllerSpec, firstNumber: Int,
                                      untilLines lines: Int, _ random: inout SplitMix64) {
        var n = firstNumber
        while source.lines < lines - 1 {
            let kind = random.int(in: 2...MemberTemplates.count - 1)
            source.append((n == firstNumber ? "" : "\n") + MemberTemplates.block(kind, spec, n: n) + "\n")
            n += 1
        }
        source.append("}\n")
    }
}

/// Member snippets with the constructs a lexer must survive; `n` keeps member names unique.
private enum MemberTemplates {
    static let count = 12

    static func block(_ kind: Int, _ spec: ControllerSpec, n: Int) -> String {
        let field = spec.field, model = spec.model, upper = Words.capitalized(spec.field)
        let plural = field.hasSuffix("s") ? field + "es" : field + "s"
        switch kind {
        case 0: return #"""
                // MARK: - Outlets

                @IBOutlet weak var tableView: UITableView!
                @IBOutlet weak var \#(field)Label: UILabel!
                @IBOutlet private weak var \#(field)Button: UIButton!

                // MARK: - State

                private(set) var items: [\#(model)] = []
                private(set) var isLoading = false
                private let viewModel = \#(spec.feature)ViewModel()
                private var cancellables = Set<AnyCancellable>()
                private let pageSize = 1_000
                lazy var refreshControl: UIRefreshControl = {
                    let control = UIRefreshControl()
                    control.addTarget(self, action: #selector(didPullToRefresh(_:)), for: .valueChanged)
                    return control
                }()
            """#
        case 1: return #"""
                // MARK: - Lifecycle

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("\#(spec.feature.lowercased()).title", comment: "Screen title")
                    viewModel.$items
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] items in self?.items = items }
                        .store(in: &cancellables)
                }

                @objc private func didPullToRefresh(_ sender: UIRefreshControl) {
                    defer { sender.endRefreshing() }
                    viewModel.reload()
                }
            """#
        case 2: return #"""
                /// Fetches a page of \#(plural) and merges it into `items`.
                func fetch\#(upper)Page\#(n)(after cursor: String?, completion: @escaping (Result<[\#(model)], Error>) -> Void) {
                    var components = URLComponents(string: "https://api.example.com/v2/\#(plural)")!
                    components.queryItems = [URLQueryItem(name: "limit", value: "\(pageSize)"), URLQueryItem(name: "after", value: cursor)]
                    let task = URLSession.shared.dataTask(with: components.url!) { [weak self] data, response, error in
                        guard let self else { return }
                        defer { self.isLoading = false }
                        guard let data, let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                            completion(.failure(error ?? URLError(.badServerResponse)))
                            return
                        }
                        do {
                            let page = try JSONDecoder().decode([\#(model)].self, from: data)
                            DispatchQueue.main.async { completion(.success(page)) }
                        } catch {
                            completion(.failure(error))
                        }
                    }
                    task.resume()
                }
            """#
        case 3: return ##"""
                private func summary\##(n)(for user: User) -> String {
                    let header = "\(user.name) has \(items.map { "\($0.id)" }.joined(separator: ", "))"
                    let path = #"C:\Users\#(user.name)\Documents\"quoted\""#
                    let pattern = #"^\d{3}-\d{4}$"#  // a raw string, not a comment: // /* */
                    return header + "\n\t" + path + " \(pattern.count) \u{1F600}"
                }
            """##
        case 4: return #"""
                private func render\#(upper)\#(n)(_ state: \#(spec.feature)LoadState) {
                    switch state {
                    case .idle:
                        break
                    case .loading(let progress) where progress > 0.5:
                        \#(field)Label.text = "Almost there… \(Int(progress * 100))%"
                    case .loaded(let items):
                        self.items = items
                        tableView.reloadData()
                    case .failed(let error as URLError) where error.code == .notConnectedToInternet:
                        \#(field)Label.text = "You're offline"
                    case .failed:
                        \#(field)Label.text = nil
                    }
                }
            """#
        case 5: return #"""
                #if DEBUG
                private func dumpState\#(n)() {
                    print("items: \(items.count), loading: \(isLoading), \#(field): \(String(describing: \#(field)Label.text))")
                }
                #else
                private func dumpState\#(n)() {}
                #endif
            """#
        case 6: return #"""
                private var emptyMessage\#(n): String {
                    """
                    No \#(plural) yet — \(items.isEmpty ? "none" : "some") loaded.
                    Pull down to refresh, or tap "New" to create one.
                    \"""Escaped\""" quotes and a \\backslash\\ stay inside.
                    """
                }
            """#
        case 7: return #"""
                /*
                 Legacy layout from the iOS 12 days, kept until analytics say nobody uses it.
                 /* nested: the old constraint setup lived here */
                 */
                private func layout\#(upper)\#(n)() {
                    NSLayoutConstraint.activate([
                        \#(field)Label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16.0),
                        \#(field)Label.heightAnchor.constraint(equalToConstant: 0x2C),
                        \#(field)Button.widthAnchor.constraint(greaterThanOrEqualToConstant: 4.4e1),
                    ])
                    view.backgroundColor = UIColor(red: 0.94, green: 0.94, blue: 0.96, alpha: 1) // #F0F0F5
                    view.layer.borderColor = UIColor(rgb: 0xFF_6A_00).cgColor
                }
            """#
        case 8: return #"""
                func sorted\#(n)<T: Comparable>(by keyPath: KeyPath<\#(model), T>) -> [\#(model)] {
                    items.sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
                }

                private var titles\#(n): [String] { items.map(\.title).filter { !$0.isEmpty } }
            """#
        case 9: return #"""
                private func isValidSlug\#(n)(_ text: String, total: Int, count: Int) -> Bool {
                    let slugPattern = /[a-z]+/
                    let ratio = total / max(count, 1) / 2  // division, not a regex
                    return ratio > 0 && text.wholeMatch(of: slugPattern) != nil
                }
            """#
        case 10: return #"""
                @objc private func didTap\#(upper)Button\#(n)(_ sender: UIButton) {
                    guard !isLoading, let first = items.first else { return }
                    let alert = UIAlertController(title: "Delete \(items.count) \#(plural)?", message: first.title, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                        self?.items.removeAll()
                        self?.tableView.reloadData()
                    })
                    present(alert, animated: true)
                }
            """#
        default: return #"""
                // TODO: move to the view model once \#(spec.feature)Service is async everywhere.
                private func prefetch\#(upper)\#(n)() async {
                    let timeout: TimeInterval = 30, retries = 0b11, mask = 0o755
                    for attempt in 1...retries {
                        do {
                            try await Task.sleep(nanoseconds: UInt64(attempt) * 250_000_000)
                            _ = try await \#(spec.feature)Service().items(page: attempt, timeout: timeout)
                            return
                        } catch is CancellationError {
                            return
                        } catch {
                            print("attempt \(attempt) failed (mask \(mask)): \(error.localizedDescription)")
                        }
                    }
                }
            """#
        }
    }
}

private enum ModelTemplates {
    static func model(_ feature: String) -> String {
        #"""
        import Foundation

        /// One row of the \#(feature) screens, decoded from the API.
        struct \#(feature)Item: Hashable, Codable, Identifiable, Sendable {
            let id: UUID
            var title: String
            var subtitle: String?
            var createdAt: Date
            var score: Double = 0.0
        }

        enum \#(feature)LoadState {
            case idle, loading(Double), loaded([\#(feature)Item]), failed(Error)
        }

        """#
    }

    static func service(_ feature: String) -> String {
        #"""
        import Foundation

        final class \#(feature)Service {
            private let session = URLSession.shared
            private let baseURL = URL(string: "https://api.example.com/v2")!
            private var token: String { UserDefaults.standard.string(forKey: "auth.token") ?? "" }

            func items(page: Int, timeout: TimeInterval = 30) async throws -> [\#(feature)Item] {
                var request = URLRequest(url: baseURL.appendingPathComponent("\#(feature.lowercased())/items"))
                request.timeoutInterval = timeout
                request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
                request.setValue("\(page)", forHTTPHeaderField: "X-Page")
                let (data, response) = try await session.data(for: request)
                guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
                return try JSONDecoder().decode([\#(feature)Item].self, from: data)
            }
        }

        """#
    }

    static func viewModel(_ feature: String) -> String {
        #"""
        import Foundation
        import Combine

        @MainActor
        final class \#(feature)ViewModel: ObservableObject {
            @Published private(set) var items: [\#(feature)Item] = []
            @Published private(set) var state: \#(feature)LoadState = .idle
            @Published var query = ""
            private let service: \#(feature)Service
            private var cancellables = Set<AnyCancellable>()

            init(service: \#(feature)Service = \#(feature)Service()) {
                self.service = service
                $query
                    .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                    .removeDuplicates()
                    .sink { [weak self] _ in self?.reload() }
                    .store(in: &cancellables)
            }

            func reload() {
                state = .loading(0)
                Task {
                    do {
                        let page = try await service.items(page: 1)
                        items = query.isEmpty ? page : page.filter { $0.title.localizedCaseInsensitiveContains(query) }
                        state = .loaded(items)
                    } catch {
                        state = .failed(error)
                    }
                }
            }
        }

        """#
    }
}

private enum CoreTemplates {
    static let baseViewController = #"""
        import UIKit

        /// Every screen inherits loading and error presentation from here.
        @MainActor
        class BaseViewController: UIViewController {
            private(set) lazy var spinner = UIActivityIndicatorView(style: .large)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(spinner)
            }

            func showError(_ error: Error) {
                let alert = UIAlertController(title: "Error", message: "\(error.localizedDescription)", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }
        }

        """#

    static let listViewController = #"""
        import UIKit

        /// A generic list screen; features subclass it with their own item type.
        class ListViewController<Item: Hashable>: BaseViewController {
            private(set) var items: [Item] = []
            var onSelect: ((Item) -> Void)?

            func apply(_ newItems: [Item], animated: Bool = true) {
                items = newItems
            }
        }

        """#
}

/// swiftgen-style output: long, flat, repetitive files.
private enum GeneratedTemplates {
    static func strings(bytes: Int, _ random: inout SplitMix64) -> String {
        var text = "// swiftlint:disable all\n// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n\nimport Foundation\n\n"
        text += "// MARK: - Strings\n\ninternal enum L10n {\n"
        var index = 0
        while text.utf8.count < bytes {
            let feature = Words.features[index / 40 % Words.features.count]
            text += "  internal enum \(feature)\(index / 40) {\n"
            for _ in 0..<40 {
                let which = random.int(in: 0...Words.phrases.count - 1)
                let (phrase, key) = (Words.phrases[which], Words.phraseKeys[which])
                text += "    /// \(phrase)\n    internal static let \(key)\(index) = L10n.tr(\"Localizable\", "
                    + "\"\(feature.lowercased()).\(key)_\(index)\", fallback: \"\(phrase)\")\n"
                index += 1
            }
            text += "  }\n"
        }
        return text + "}\n"
    }

    static func localisationTable(_ language: String, bytes: Int, _ random: inout SplitMix64) -> String {
        var text = "// Generated from \(language).lproj/Localizable.strings — do not edit.\n\n"
        text += "let localisationTable\(language): [String: String] = [\n"
        var index = 0
        while text.utf8.count < bytes {
            let feature = random.pick(Words.features).lowercased()
            text += "    \"\(feature).key_\(index)\": \"\(random.pick(Words.phrases)) (\(language) #\(index))\",\n"
            index += 1
        }
        return text + "]\n"
    }
}
