import UIKit

/// The recipe list's view hierarchy, built in code so the controller does
/// not have to: sort control, summary line, table and empty state.
final class RecipeListView: UIView {

    let tableView = UITableView(frame: .zero, style: .plain)
    let refreshControl = UIRefreshControl()
    let sortControl: UISegmentedControl
    let retryButton = UIButton(type: .system)

    private let summaryLabel = UILabel()
    private let emptyStateLabel = UILabel()
    private let emptyStateStack = UIStackView()

    init(sortTitles: [String]) {
        sortControl = UISegmentedControl(items: sortTitles)
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        configureSubviews()
        activateConstraints()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Updates everything around the table; the table itself reloads separately.
    func render(summary: String?, emptyStateMessage: String?, showsRetry: Bool) {
        refreshControl.endRefreshing()
        summaryLabel.text = summary
        emptyStateLabel.text = emptyStateMessage
        emptyStateStack.isHidden = emptyStateMessage == nil
        retryButton.isHidden = !showsRetry
    }

    private func configureSubviews() {
        summaryLabel.font = .preferredFont(forTextStyle: .footnote)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.adjustsFontForContentSizeCategory = true

        tableView.keyboardDismissMode = .onDrag
        tableView.refreshControl = refreshControl

        emptyStateLabel.font = .preferredFont(forTextStyle: .body)
        emptyStateLabel.textColor = .secondaryLabel
        emptyStateLabel.textAlignment = .center
        emptyStateLabel.numberOfLines = 0
        retryButton.setTitle("Try Again", for: .normal)

        emptyStateStack.axis = .vertical
        emptyStateStack.alignment = .center
        emptyStateStack.spacing = 12
        emptyStateStack.isHidden = true
        emptyStateStack.addArrangedSubview(emptyStateLabel)
        emptyStateStack.addArrangedSubview(retryButton)

        let subviews: [UIView] = [sortControl, summaryLabel, tableView, emptyStateStack]
        for subview in subviews {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
    }

    private func activateConstraints() {
        let guide = safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            sortControl.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            sortControl.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            sortControl.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),

            summaryLabel.topAnchor.constraint(equalTo: sortControl.bottomAnchor, constant: 8),
            summaryLabel.leadingAnchor.constraint(equalTo: sortControl.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: sortControl.trailingAnchor),

            tableView.topAnchor.constraint(equalTo: summaryLabel.bottomAnchor, constant: 4),
            tableView.leadingAnchor.constraint(equalTo: leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: bottomAnchor),

            emptyStateStack.centerYAnchor.constraint(equalTo: tableView.centerYAnchor),
            emptyStateStack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 32),
            emptyStateStack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -32)
        ])
    }
}
