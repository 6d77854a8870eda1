import UIKit

/// Shows one recipe. All text comes ready-made from `RecipeDetailViewModel`.
final class RecipeDetailViewController: BaseViewController {

    private let viewModel: RecipeDetailViewModel
    private let stackView = UIStackView()
    private let favoriteButton = UIButton(type: .system)

    init(viewModel: RecipeDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: self,
                                                            action: #selector(shareTapped(_:)))
        favoriteButton.addTarget(self, action: #selector(favoriteTapped), for: .touchUpInside)
        viewModel.onFavoriteChange = { [weak self] in self?.updateFavoriteButton() }
        buildLayout()
        updateFavoriteButton()
    }

    private func buildLayout() {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 16
        view.addSubview(scrollView)
        scrollView.addSubview(stackView)

        stackView.addArrangedSubview(makeLabel(viewModel.metadata, style: .subheadline, color: .secondaryLabel))
        stackView.addArrangedSubview(favoriteButton)
        stackView.addArrangedSubview(makeLabel(viewModel.summary, style: .body))
        stackView.addArrangedSubview(makeLabel("INGREDIENTS", style: .caption1, color: .secondaryLabel))
        stackView.addArrangedSubview(makeLabel(viewModel.ingredientsText, style: .body))
        stackView.addArrangedSubview(makeLabel("METHOD", style: .caption1, color: .secondaryLabel))
        stackView.addArrangedSubview(makeLabel(viewModel.stepsText, style: .body))

        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stackView.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            stackView.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -32),
            stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40)
        ])
    }

    private func makeLabel(_ text: String, style: UIFont.TextStyle, color: UIColor = .label) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: style)
        label.textColor = color
        label.numberOfLines = 0
        label.adjustsFontForContentSizeCategory = true
        return label
    }

    private func updateFavoriteButton() {
        favoriteButton.setTitle(" " + viewModel.favoriteButtonTitle, for: .normal)
        favoriteButton.setImage(UIImage(systemName: viewModel.favoriteSymbolName), for: .normal)
    }

    @objc private func favoriteTapped() {
        viewModel.toggleFavorite()
    }

    @objc private func shareTapped(_ sender: UIBarButtonItem) {
        let activity = UIActivityViewController(activityItems: [viewModel.shareText], applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = sender
        present(activity, animated: true)
    }
}
