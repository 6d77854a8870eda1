import UIKit

/// Shows one recipe in full.
///
/// Pushed by `RecipeListViewController`, which sets `recipe` right after
/// creating it; there is no other way to configure this screen.
final class RecipeDetailViewController: BaseViewController {

    /// Must be set before the view loads.
    var recipe: Recipe!

    // MARK: - Views

    private let scrollView = UIScrollView()
    let stackView = UIStackView()
    let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let metaLabel = UILabel()
    private let summaryLabel = UILabel()
    private let ingredientsLabel = UILabel()
    private let stepsLabel = UILabel()
    private let favoriteButton = UIButton(type: .system)
    private let startCookingButton = UIButton(type: .system)

    // MARK: - State

    private var imageTask: URLSessionDataTask? // vclint:disable:this networking_in_controller - the task is only stored
    // vclint:disable:next public_mutable_parameter - the storyboard sets it
    var currentStep = 0

    /// Reads the list screen's storage directly; the two screens share the key.
    private var isFavorite: Bool {
        let ids = UserDefaults.standard.array(forKey: RecipeListViewController.favoritesDefaultsKey) as? [Int] ?? []
        return ids.contains(recipe.id)
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = recipe.title
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        buildViewHierarchy()
        populate()
        loadImage()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            imageTask?.cancel()
        }
    }

    // MARK: - View Construction

    private func buildViewHierarchy() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)

        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 16
        scrollView.addSubview(stackView)

        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 12

        titleLabel.font = .preferredFont(forTextStyle: .title1)
        metaLabel.font = .preferredFont(forTextStyle: .subheadline)
        metaLabel.textColor = .secondaryLabel
        for label in [titleLabel, metaLabel, summaryLabel, ingredientsLabel, stepsLabel] {
            label.numberOfLines = 0
        }

        favoriteButton.addTarget(self, action: #selector(favoriteTapped), for: .touchUpInside)
        startCookingButton.setTitle("Start Cooking", for: .normal)
        startCookingButton.addTarget(self, action: #selector(startCookingTapped), for: .touchUpInside)

        let arranged: [UIView] = [imageView, titleLabel, metaLabel, favoriteButton, summaryLabel,
                                  sectionHeader("Ingredients"), ingredientsLabel,
                                  sectionHeader("Method"), stepsLabel, startCookingButton]
        arranged.forEach { stackView.addArrangedSubview($0) }

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
            stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 9.0 / 16.0)
        ])
    }

    private func sectionHeader(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text.uppercased()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.textColor = .secondaryLabel
        return label
    }

    // MARK: - Content

    private func populate() {
        titleLabel.text = recipe.title
        summaryLabel.text = recipe.summary

        // Same formatting as the list, copied here when the detail screen was added.
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = recipe.currencyCode
        let amount = NSDecimalNumber(value: recipe.priceInCents).dividing(by: NSDecimalNumber(value: 100))
        let price = formatter.string(from: amount) ?? ""
        let hours = recipe.totalMinutes / 60
        let minutes = recipe.totalMinutes % 60
        let duration = hours > 0 ? "\(hours) h \(minutes) min" : "\(minutes) min"
        metaLabel.text = "\(duration) · serves \(recipe.servings) · \(price) · \(recipe.difficulty.rawValue.capitalized)"

        ingredientsLabel.text = recipe.ingredients
            .map { "• \($0.quantity.formatted()) \($0.unit ?? "") \($0.name)" }
            .joined(separator: "\n")
        stepsLabel.text = recipe.steps.enumerated()
            .map { "\($0.offset + 1). \($0.element)" }
            .joined(separator: "\n\n")
        startCookingButton.isHidden = recipe.steps.isEmpty
        updateFavoriteButton()
    }

    func updateFavoriteButton() {
        let favorite = isFavorite
        favoriteButton.setTitle(favorite ? " Saved to Favorites" : " Add to Favorites", for: .normal)
        favoriteButton.setImage(UIImage(systemName: favorite ? "star.fill" : "star"), for: .normal)
    }

    private func loadImage() {
        guard let url = recipe.imageURL else {
            imageView.isHidden = true
            return
        }
        imageTask = URLSession.shared.dataTask(with: url) { data, _, _ in
            guard let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                UIView.transition(with: self.imageView, duration: 0.25, options: .transitionCrossDissolve) {
                    self.imageView.image = image
                }
            }
        }
        imageTask?.resume()
    }

    // MARK: - Actions

    @objc private func favoriteTapped() {
        var ids = UserDefaults.standard.array(forKey: RecipeListViewController.favoritesDefaultsKey) as? [Int] ?? []
        if let index = ids.firstIndex(of: recipe.id) {
            ids.remove(at: index)
        } else {
            ids.append(recipe.id)
        }
        // Note: unlike the list, this does not update favorites.json.
        UserDefaults.standard.set(ids, forKey: RecipeListViewController.favoritesDefaultsKey)
        updateFavoriteButton()
    }

    @objc private func startCookingTapped() {
        currentStep = 0
        UIApplication.shared.isIdleTimerDisabled = true
        presentCurrentStep()
    }

    /// Walks through the method one alert at a time, keeping the screen awake.
    private func presentCurrentStep() {
        let steps = recipe.steps
        let isLast = currentStep + 1 >= steps.count
        let alert = UIAlertController(title: "Step \(currentStep + 1) of \(steps.count)",
                                      message: steps[currentStep], preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: isLast ? "Done" : "Next", style: .default) { [weak self] _ in
            guard let self else { return }
            if isLast {
                UIApplication.shared.isIdleTimerDisabled = false
            } else {
                self.currentStep += 1
                self.presentCurrentStep()
            }
        })
        alert.addAction(UIAlertAction(title: "Stop", style: .cancel) { _ in
            UIApplication.shared.isIdleTimerDisabled = false
        })
        present(alert, animated: true)
    }

    // MARK: - Navigation

    // Every screen the detail leads to is chosen, built and shown here.

    @objc private func authorTapped() {
        let author = UIStoryboard(name: "Authors", bundle: nil).instantiateViewController(withIdentifier: "Author")
        navigationController?.pushViewController(author, animated: true)
    }

    @objc private func reviewsTapped() {
        let reviews = UIStoryboard(name: "Reviews", bundle: nil).instantiateViewController(withIdentifier: "Reviews")
        show(reviews, sender: self)
    }

    @objc private func timerTapped() {
        let timer = UIStoryboard(name: "Timer", bundle: nil).instantiateInitialViewController()!
        present(timer, animated: true)
    }

    @objc private func shoppingListTapped() { performSegue(withIdentifier: "showShoppingList", sender: self) }

    @objc private func nutritionTapped() { performSegue(withIdentifier: "showNutrition", sender: self) }

    @objc private func editTapped() {
        let editor = UIHostingController(rootView: RecipeEditor(recipe: recipe))
        present(editor, animated: true)
    }

    @objc private func moreLikeThisTapped() {
        let similar = RecipeListViewController()
        similar.title = "More like \(recipe.title)"
        navigationController?.pushViewController(similar, animated: true)
    }
}
