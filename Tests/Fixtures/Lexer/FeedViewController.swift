//
//  FeedViewController.swift
//  A fixture for the lexer tests: ordinary, valid iOS code.
//

import UIKit
import Combine

/// Shows the feed.
@MainActor
final class FeedViewController: BaseViewController, UITableViewDataSource {
    @IBOutlet private weak var tableView: UITableView!
    @Published private(set) var items: [FeedItem] = []
    private lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return formatter
    }()
    var onSelect: ((FeedItem) -> Void)?
    private var cancellables = Set<AnyCancellable>()
    static let reuseIdentifier = "FeedCell"

    init(viewModel: FeedViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("feed.title", comment: "Title of the \"Feed\" screen")
        tableView.register(FeedCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .refresh, target: self, action: #selector(refresh(_:)))
        viewModel.$items
            .receive(on: DispatchQueue.main)
            .sink { [weak self] items in self?.items = items }
            .store(in: &cancellables)
        let url = URL(string: "https://example.com/feed?page=\(page + 1)&size=\(pageSize)")!
        URLSession.shared.dataTask(with: url) { data, _, error in
            guard let data = data, error == nil else { return }
            print("loaded \(data.count) bytes: \(String(decoding: data, as: UTF8.self).prefix(10))")
        }.resume()
    }

    @objc private func refresh(_ sender: Any?) {
        let names = items.map(\.author.name).filter { !$0.isEmpty }
        let summary = "\(names.count) authors: \(names.map { "<\($0)>" }.joined(separator: ", "))"
        let pattern = #"^\d{3}-\d{4}$"#
        let raw = #"a "quoted" \#(summary) and \(not interpolated)"#
        let regex = /[a-z]+@[a-z]+\.com/
        let extended = #/(?<year>\d{4})-(?<month>\d{2})/#
        let ratio = Double(names.count) / 2.0 / max(1, 0x1F)
        let big = 1_000_000 + 0b1010 + 0o17 + 0xFF_FF
        let floats = [1.5, 2e10, 3.25E-3, 0x1.8p3, -0.0]
        let tuple = (1, (2, 3))
        let inner = tuple.1.0
        let range = 0..<10
        let closed = 1...names.count
        #if DEBUG
        print(pattern, raw, regex, extended, ratio, big, floats, inner, range, closed)
        #elseif targetEnvironment(simulator)
        print("simulator")
        #else
        print("release")
        #endif
        if #available(iOS 15, *) { print("iOS 15") }
    }

    /* A block comment /* with a nested one */ still inside. */
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        let item = items[indexPath.row]
        cell.textLabel?.text = """
            \(item.title)
              by \(item.author.name) on \(formatter.string(from: item.date))
            "quoted" and \"escaped\" and a continued \
            line
            """
        cell.detailTextLabel?.text = item.isNew ? "new" : nil
        return cell
    }

    deinit { cancellables.removeAll() }
}

extension FeedViewController {
    var `default`: Int { `class` + 1 }
    var `class`: Int { 41 }

    func sorted<T: Comparable>(_ values: [T], by key: KeyPath<T, T> = \.self) -> [T] {
        values.sorted { $0[keyPath: key] < $1[keyPath: key] }
    }

    static func == (lhs: FeedViewController, rhs: FeedViewController) -> Bool { lhs === rhs }
}

prefix operator √
prefix func √ (value: Double) -> Double { value.squareRoot() }
infix operator <*>: AdditionPrecedence
