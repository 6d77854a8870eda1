import UIKit

/// One row of the recipe list: thumbnail, title, subtitle and a favourite star.
final class RecipeCell: UITableViewCell {

    static let reuseIdentifier = "RecipeCell"

    private let favoriteButton = UIButton(type: .system)
    private var imageTask: Task<Void, Never>?
    private var favoriteAction: (() -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        favoriteButton.tintColor = .systemYellow
        favoriteButton.addTarget(self, action: #selector(favoriteTapped), for: .touchUpInside)
        accessoryView = favoriteButton
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageTask?.cancel()
        imageTask = nil
        favoriteAction = nil
    }

    /// - Parameters:
    ///   - loadImage: Fetches thumbnail bytes; called only when the row has an image.
    ///   - onFavoriteTapped: Called when the star is tapped.
    func configure(with model: RecipeCellModel,
                   loadImage: @escaping @MainActor (URL) async -> Data?,
                   onFavoriteTapped: @escaping () -> Void) {
        var content = defaultContentConfiguration()
        content.text = model.title
        content.secondaryText = model.subtitle
        content.secondaryTextProperties.color = .secondaryLabel
        content.image = UIImage(systemName: "fork.knife")
        content.imageProperties.tintColor = .systemOrange
        content.imageProperties.maximumSize = CGSize(width: 64, height: 64)
        content.imageProperties.cornerRadius = 8
        contentConfiguration = content

        favoriteButton.setImage(UIImage(systemName: model.isFavorite ? "star.fill" : "star"), for: .normal)
        favoriteButton.accessibilityLabel = model.isFavorite ? "Remove from favorites" : "Add to favorites"
        favoriteButton.sizeToFit()
        favoriteAction = onFavoriteTapped

        guard let url = model.imageURL else { return }
        imageTask = Task { [weak self] in
            guard let data = await loadImage(url), !Task.isCancelled, let image = UIImage(data: data) else { return }
            self?.showThumbnail(image)
        }
    }

    private func showThumbnail(_ image: UIImage) {
        guard var content = contentConfiguration as? UIListContentConfiguration else { return }
        content.image = image
        contentConfiguration = content
    }

    @objc private func favoriteTapped() {
        favoriteAction?()
    }
}
