import UIKit

/// Navigation callbacks for the recipe list.
///
/// The app coordinator used to implement this. When nobody is listening the
/// list simply pushes the detail screen itself.
protocol RecipeListViewControllerDelegate: AnyObject {
    func recipeList(_ controller: RecipeListViewController, didSelect recipe: Recipe)
    func recipeListDidRequestSettings(_ controller: RecipeListViewController)
}

/// Main screen of the Recipes app.
///
/// Shows a paginated list of recipes with sorting, a favourites filter,
/// search (see `RecipeListViewController+Search.swift`) and sharing
/// (see `RecipeListViewController+Sharing.swift`).
///
/// - Important: This class talks to the backend, decodes its JSON, owns the
///   table's data, persists favourites, formats prices and lays out its own
///   views. Every release added "just one more thing".
final class RecipeListViewController: BaseViewController, UITableViewDataSource, UITableViewDelegate {

    // MARK: - Types

    enum SortOrder: Int, CaseIterable {
        case newest, rating, price, duration

        var title: String {
            switch self {
            case .newest: return "Newest"
            case .rating: return "Top Rated"
            case .price: return "Cheapest"
            case .duration: return "Quickest"
            }
        }
    }

    /// Envelope of `GET /recipes`.
    private struct RecipePage: Decodable {
        let recipes: [Recipe]
        let nextPage: Int?

        enum CodingKeys: String, CodingKey {
            case recipes
            case nextPage = "next_page"
        }
    }

    // MARK: - Constants

    static let cellIdentifier = "RecipeCell"
    static let favoritesDefaultsKey = "favoriteRecipeIDs"
    static let favoritesFileName = "favorites.json"
    static let searchTaskDescription = "recipe-search"
    private static let requestTimeout: TimeInterval = 20

    // MARK: - Configuration

    // Set by whoever creates this screen, before it is pushed.

    /// Restricts the list to one category, e.g. "Desserts". `nil` shows everything.
    var category: String?
    /// When `true` only recipes the user has starred are shown.
    var showsFavoritesOnly = false
    /// Base URL of the recipes backend. The debug menu swaps in staging.
    var apiBaseURL = URL(string: "https://api.example-recipes.com/v2")!
    /// Number of recipes requested per page.
    public var pageSize = 30

    weak var delegate: RecipeListViewControllerDelegate?

    // MARK: - Outlets

    // Only connected when the screen comes from Main.storyboard (iPad layout).
    @IBOutlet weak var headerView: UIView?
    @IBOutlet weak var headerTitleLabel: UILabel?

    // MARK: - State

    private(set) var recipes: [Recipe] = []
    private(set) var favoriteIDs: Set<Int> = []
    private(set) var isLoadingPage = false
    private(set) var sortOrder: SortOrder = .newest
    private var visibleRecipes: [Recipe] = []
    private var searchResults: [Recipe]?
    private var nextPage: Int? = 1
    private var currentTask: URLSessionDataTask?

    // MARK: - Views

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let refreshControl = UIRefreshControl()
    private let searchController = UISearchController(searchResultsController: nil)
    private let sortControl = UISegmentedControl(items: SortOrder.allCases.map(\.title))
    private let summaryLabel = UILabel()
    private let emptyStateView = UIStackView()
    private let emptyStateLabel = UILabel()
    private let retryButton = UIButton(type: .system)

    private lazy var priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    private let durationFormatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        return formatter
    }()

    // MARK: - Derived

    /// What the table shows right now: search results win over the filtered list.
    var displayedRecipes: [Recipe] {
        searchResults ?? visibleRecipes
    }

    var isShowingSearchResults: Bool {
        searchResults != nil
    }

    private var favoritesFileURL: URL {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return documents.appendingPathComponent(Self.favoritesFileName)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .default
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = category ?? "Recipes"
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .always
        headerTitleLabel?.text = category.map { "Browsing \($0)" } ?? "All recipes"
        headerView?.isHidden = category == nil

        let settingsItem = UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain,
                                           target: self, action: #selector(settingsTapped))
        let exportItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain,
                                         target: self, action: #selector(exportFavoritesTapped(_:)))
        navigationItem.rightBarButtonItems = [settingsItem, exportItem]
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: favoritesFilterImage, style: .plain,
                                                           target: self, action: #selector(favoritesFilterTapped))

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search recipes"
        navigationItem.searchController = searchController
        definesPresentationContext = true

        setUpSortControl()
        setUpSummaryLabel()
        setUpTableView()
        setUpEmptyState()
        layoutViews()
        loadNextPage()

        #if DEBUG
        let debugGesture = UILongPressGestureRecognizer(target: self, action: #selector(showDebugMenu))
        navigationController?.navigationBar.addGestureRecognizer(debugGesture)
        #endif
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The detail screen may have changed favourites behind our back.
        loadFavorites()
        tableView.reloadData()
        if let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    // MARK: - View Construction

    private var favoritesFilterImage: UIImage? {
        UIImage(systemName: showsFavoritesOnly ? "star.fill" : "star")
    }

    private func setUpSortControl() {
        sortControl.translatesAutoresizingMaskIntoConstraints = false
        sortControl.selectedSegmentIndex = sortOrder.rawValue
        sortControl.addTarget(self, action: #selector(sortChanged(_:)), for: .valueChanged)
        view.addSubview(sortControl)
    }

    private func setUpSummaryLabel() {
        summaryLabel.translatesAutoresizingMaskIntoConstraints = false
        summaryLabel.font = .preferredFont(forTextStyle: .footnote)
        summaryLabel.textColor = .secondaryLabel
        view.addSubview(summaryLabel)
    }

    private func setUpTableView() {
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        refreshControl.addTarget(self, action: #selector(refreshPulled), for: .valueChanged)
        tableView.refreshControl = refreshControl
        view.addSubview(tableView)
    }

    private func setUpEmptyState() {
        emptyStateView.translatesAutoresizingMaskIntoConstraints = false
        emptyStateView.axis = .vertical
        emptyStateView.alignment = .center
        emptyStateView.spacing = 12
        emptyStateView.isHidden = true

        emptyStateLabel.font = .preferredFont(forTextStyle: .body)
        emptyStateLabel.textColor = .secondaryLabel
        emptyStateLabel.textAlignment = .center
        emptyStateLabel.numberOfLines = 0

        retryButton.setTitle("Try Again", for: .normal)
        retryButton.addTarget(self, action: #selector(refreshPulled), for: .touchUpInside)

        emptyStateView.addArrangedSubview(emptyStateLabel)
        emptyStateView.addArrangedSubview(retryButton)
        view.addSubview(emptyStateView)
    }

    private func layoutViews() {
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            sortControl.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            sortControl.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            sortControl.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),

            summaryLabel.topAnchor.constraint(equalTo: sortControl.bottomAnchor, constant: 8),
            summaryLabel.leadingAnchor.constraint(equalTo: sortControl.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: sortControl.trailingAnchor),

            tableView.topAnchor.constraint(equalTo: summaryLabel.bottomAnchor, constant: 4),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            emptyStateView.centerYAnchor.constraint(equalTo: tableView.centerYAnchor),
            emptyStateView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 32),
            emptyStateView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -32)
        ])
    }

    // MARK: - Networking

    private func makeRecipesRequest(page: Int) -> URLRequest? {
        var components = URLComponents(url: apiBaseURL.appendingPathComponent("recipes"), resolvingAgainstBaseURL: false)
        var queryItems = [
            URLQueryItem(name: "page", value: String(page)),
            URLQueryItem(name: "per_page", value: String(pageSize)),
            URLQueryItem(name: "sort", value: "\(sortOrder)")
        ]
        if let category {
            queryItems.append(URLQueryItem(name: "category", value: category))
        }
        components?.queryItems = queryItems
        guard let url = components?.url else { return nil }

        var request = URLRequest(url: url, cachePolicy: .reloadRevalidatingCacheData, timeoutInterval: Self.requestTimeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token = UserDefaults.standard.string(forKey: "authToken") {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    private func loadNextPage() {
        guard !isLoadingPage, let page = nextPage, let request = makeRecipesRequest(page: page) else { return }
        isLoadingPage = true
        if recipes.isEmpty {
            showLoading()
        }
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            DispatchQueue.main.async { [weak self] in
                self?.handlePageResponse(data: data, response: response, error: error, page: page)
            }
        }
        currentTask = task
        task.resume()
    }

    private func handlePageResponse(data: Data?, response: URLResponse?, error: Error?, page: Int) {
        // A cancelled request belongs to a refresh that already started a new one.
        if let urlError = error as? URLError, urlError.code == .cancelled {
            return
        }
        isLoadingPage = false
        currentTask = nil
        hideLoading()
        refreshControl.endRefreshing()

        if let error {
            updateEmptyState(message: "Couldn't load recipes.\n\(error.localizedDescription)")
            showError(error) { [weak self] in self?.loadNextPage() }
            return
        }
        guard let http = response as? HTTPURLResponse, let data else {
            showError(message: "The server did not respond.")
            return
        }
        guard (200..<300).contains(http.statusCode) else {
            let message = HTTPURLResponse.localizedString(forStatusCode: http.statusCode)
            updateEmptyState(message: message)
            showError(message: message, title: "Error \(http.statusCode)")
            return
        }

        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let result = try decoder.decode(RecipePage.self, from: data)
            if page == 1 {
                recipes = result.recipes
            } else {
                recipes.append(contentsOf: result.recipes)
            }
            nextPage = result.nextPage
            applyFiltersAndSort()
        } catch {
            #if DEBUG
            print("Failed to decode page \(page) from \(http.url?.absoluteString ?? "?"): \(error)")
            #endif
            showError(message: "The server sent something unexpected.")
        }
    }

    // MARK: - Persistence

    private func loadFavorites() {
        if let ids = UserDefaults.standard.array(forKey: Self.favoritesDefaultsKey) as? [Int] {
            favoriteIDs = Set(ids)
        } else if let data = try? Data(contentsOf: favoritesFileURL),
                  let ids = try? JSONDecoder().decode([Int].self, from: data) {
            // UserDefaults was wiped (e.g. after a restore); fall back to the file copy.
            favoriteIDs = Set(ids)
        }
    }

    private func saveFavorites() {
        let ids = favoriteIDs.sorted()
        UserDefaults.standard.set(ids, forKey: Self.favoritesDefaultsKey)
        do {
            let data = try JSONEncoder().encode(ids)
            try data.write(to: favoritesFileURL, options: [.atomic, .completeFileProtection])
        } catch {
            print("Could not write favourites to \(favoritesFileURL.path): \(error)")
        }
    }

    func toggleFavorite(_ recipe: Recipe) {
        if favoriteIDs.contains(recipe.id) {
            favoriteIDs.remove(recipe.id)
        } else {
            favoriteIDs.insert(recipe.id)
        }
        saveFavorites()
        if showsFavoritesOnly {
            applyFiltersAndSort()
        } else if let row = displayedRecipes.firstIndex(where: { $0.id == recipe.id }) {
            tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
        }
    }

    // MARK: - Business Logic

    private func applyFiltersAndSort() {
        var result = recipes
        if let category {
            result = result.filter { $0.category.caseInsensitiveCompare(category) == .orderedSame }
        }
        if showsFavoritesOnly {
            result = result.filter { favoriteIDs.contains($0.id) }
        }
        visibleRecipes = sorted(result, by: sortOrder)
        tableView.reloadData()
        updateSummary()
        updateEmptyState()
    }

    private func sorted(_ recipes: [Recipe], by order: SortOrder) -> [Recipe] {
        switch order {
        case .newest:
            return recipes.sorted { $0.publishedAt > $1.publishedAt }
        case .rating:
            return recipes.sorted { lhs, rhs in
                lhs.rating == rhs.rating ? lhs.title < rhs.title : lhs.rating > rhs.rating
            }
        case .price:
            return recipes.sorted { $0.priceInCents < $1.priceInCents }
        case .duration:
            return recipes.sorted { $0.totalMinutes < $1.totalMinutes }
        }
    }

    func formattedPrice(for recipe: Recipe) -> String {
        priceFormatter.currencyCode = recipe.currencyCode
        let amount = NSDecimalNumber(value: recipe.priceInCents).dividing(by: NSDecimalNumber(value: 100))
        return priceFormatter.string(from: amount) ?? "\(recipe.priceInCents / 100) \(recipe.currencyCode)"
    }

    func formattedDuration(minutes: Int) -> String {
        guard minutes > 0 else { return "No cooking" }
        return durationFormatter.string(from: TimeInterval(minutes * 60)) ?? "\(minutes) min"
    }

    private func updateSummary() {
        let shown = displayedRecipes
        guard !shown.isEmpty else {
            summaryLabel.text = nil
            return
        }
        let averageMinutes = shown.map(\.totalMinutes).reduce(0, +) / shown.count
        var parts = ["\(shown.count) \(shown.count == 1 ? "recipe" : "recipes")",
                     "avg. \(formattedDuration(minutes: averageMinutes))"]
        if let cheapest = shown.min(by: { $0.priceInCents < $1.priceInCents }) {
            parts.append("from \(formattedPrice(for: cheapest))")
        }
        summaryLabel.text = parts.joined(separator: " · ")
    }

    private func updateEmptyState(message: String? = nil) {
        let isEmpty = displayedRecipes.isEmpty && !isLoadingPage
        emptyStateView.isHidden = !isEmpty
        retryButton.isHidden = message == nil
        guard isEmpty else { return }
        if let message {
            emptyStateLabel.text = message
        } else if isShowingSearchResults {
            emptyStateLabel.text = "No recipes match your search."
        } else if showsFavoritesOnly {
            emptyStateLabel.text = "You haven't starred any recipes yet.\nTap ☆ on a recipe to keep it here."
        } else if let category {
            emptyStateLabel.text = "There are no \(category.lowercased()) recipes yet."
        } else {
            emptyStateLabel.text = "No recipes yet."
        }
    }

    /// Called by the search extension; pass `nil` to go back to the full list.
    func showSearchResults(_ results: [Recipe]?) {
        searchResults = results
        tableView.reloadData()
        updateSummary()
        updateEmptyState()
    }

    // MARK: - UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        displayedRecipes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let recipe = displayedRecipes[indexPath.row]
        let isFavorite = favoriteIDs.contains(recipe.id)

        var content = UIListContentConfiguration.subtitleCell()
        content.text = recipe.title
        content.secondaryText = "\(formattedDuration(minutes: recipe.totalMinutes)) · \(formattedPrice(for: recipe)) · \(recipe.difficulty.rawValue.capitalized)"
        content.secondaryTextProperties.color = .secondaryLabel
        content.image = UIImage(systemName: "fork.knife")
        content.imageProperties.tintColor = .systemOrange
        cell.contentConfiguration = content

        let starButton = UIButton(type: .system)
        starButton.setImage(UIImage(systemName: isFavorite ? "star.fill" : "star"), for: .normal)
        starButton.tintColor = .systemYellow
        starButton.tag = recipe.id
        starButton.addTarget(self, action: #selector(favoriteButtonTapped(_:)), for: .touchUpInside)
        starButton.sizeToFit()
        cell.accessoryView = starButton
        return cell
    }

    // MARK: - UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let recipe = displayedRecipes[indexPath.row]
        if let delegate {
            delegate.recipeList(self, didSelect: recipe)
        } else {
            let detail = RecipeDetailViewController()
            detail.recipe = recipe
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        // Start fetching the next page a few rows before the user hits the bottom.
        if !isShowingSearchResults, indexPath.row >= displayedRecipes.count - 5 {
            loadNextPage()
        }
    }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let recipe = displayedRecipes[indexPath.row]
        let shareAction = UIContextualAction(style: .normal, title: "Share") { [weak self] _, sourceView, completion in
            self?.shareRecipe(recipe, from: sourceView)
            completion(true)
        }
        shareAction.image = UIImage(systemName: "square.and.arrow.up")
        shareAction.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [shareAction])
    }

    // MARK: - Actions

    @objc private func settingsTapped() {
        delegate?.recipeListDidRequestSettings(self)
    }

    @objc private func favoritesFilterTapped() {
        showsFavoritesOnly.toggle()
        navigationItem.leftBarButtonItem?.image = favoritesFilterImage
        applyFiltersAndSort()
    }

    @objc private func sortChanged(_ sender: UISegmentedControl) {
        guard let order = SortOrder(rawValue: sender.selectedSegmentIndex) else { return }
        sortOrder = order
        applyFiltersAndSort()
    }

    @objc private func refreshPulled() {
        currentTask?.cancel()
        isLoadingPage = false
        nextPage = 1
        loadNextPage()
    }

    @objc private func favoriteButtonTapped(_ sender: UIButton) {
        guard let recipe = displayedRecipes.first(where: { $0.id == sender.tag }) else { return }
        toggleFavorite(recipe)
    }

    // MARK: - Debug

    #if DEBUG
    @objc private func showDebugMenu() {
        let info = """
        Base URL: \(apiBaseURL.absoluteString)
        Loaded: \(recipes.count) recipes, next page: \(nextPage.map(String.init) ?? "none")
        Favourites: \(favoriteIDs.count) (file: \(FileManager.default.fileExists(atPath: favoritesFileURL.path) ? "yes" : "no"))
        """
        let alert = UIAlertController(title: "Debug", message: info, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Use Staging Server", style: .default) { [weak self] _ in
            self?.apiBaseURL = URL(string: "https://staging.api.example-recipes.com/v2")!
            self?.refreshPulled()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
    #endif
}
