import Foundation

/// Everything one row of the list displays, already formatted.
struct RecipeCellModel: Equatable {
    let id: Int
    let title: String
    let subtitle: String
    let imageURL: URL?
    let isFavorite: Bool
}

/// State and behaviour of the recipe list: paging, filtering, sorting,
/// search and favourites.
///
/// Has no UIKit dependency. The controller observes it through the `on…`
/// callbacks and forwards user input to the methods under "Inputs".
@MainActor
final class RecipeListViewModel {

    enum SortOrder: Int, CaseIterable {
        case newest, rating, price, duration

        var title: String {
            switch self {
            case .newest: "Newest"
            case .rating: "Top Rated"
            case .price: "Cheapest"
            case .duration: "Quickest"
            }
        }

        /// Value of the backend's `sort` query parameter.
        var apiValue: String {
            switch self {
            case .newest: "-published_at"
            case .rating: "-rating"
            case .price: "price_cents"
            case .duration: "total_minutes"
            }
        }
    }

    /// Parameters chosen by whoever creates the screen.
    struct Configuration: Sendable {
        var category: String?
        var showsFavoritesOnly = false
        var maximumPriceInCents: Int?
        var pageSize = 30
    }

    // MARK: - Outputs

    var onChange: (() -> Void)?
    var onLoadingChange: ((Bool) -> Void)?
    var onError: ((String) -> Void)?

    private(set) var sortOrder: SortOrder = .newest
    private(set) var showsFavoritesOnly: Bool
    private(set) var displayedRecipes: [Recipe] = []
    /// `true` after the first page failed, so the view can offer a retry button.
    private(set) var canRetry = false

    // MARK: - Dependencies and state

    private let configuration: Configuration
    private let service: any RecipeServiceType
    private let favorites: FavoritesStore
    private let formatter: RecipeFormatter
    private let thumbnails = NSCache<NSURL, NSData>()
    private var loadedRecipes: [Recipe] = []
    private var searchResults: [Recipe]?
    private var nextPage: Int? = 1
    private var pageTask: Task<Void, Never>?
    private var searchTask: Task<Void, Never>?
    private var isLoading = false {
        didSet { onLoadingChange?(isLoading) }
    }

    init(configuration: Configuration = Configuration(), service: any RecipeServiceType,
         favorites: FavoritesStore, formatter: RecipeFormatter = RecipeFormatter()) {
        self.configuration = configuration
        self.service = service
        self.favorites = favorites
        self.formatter = formatter
        self.showsFavoritesOnly = configuration.showsFavoritesOnly
    }

    var title: String { configuration.category ?? "Recipes" }
    var sortTitles: [String] { SortOrder.allCases.map(\.title) }
    var numberOfRows: Int { displayedRecipes.count }

    var summaryText: String? {
        guard !displayedRecipes.isEmpty else { return nil }
        let count = displayedRecipes.count
        let averageMinutes = displayedRecipes.map(\.totalMinutes).reduce(0, +) / count
        var parts = ["\(count) \(count == 1 ? "recipe" : "recipes")",
                     "avg. \(formatter.duration(minutes: averageMinutes))"]
        if let cheapest = displayedRecipes.min(by: { $0.priceInCents < $1.priceInCents }) {
            parts.append("from \(formatter.price(of: cheapest))")
        }
        return parts.joined(separator: " · ")
    }

    var emptyStateMessage: String? {
        guard displayedRecipes.isEmpty, !isLoading else { return nil }
        if canRetry { return "Couldn't load recipes." }
        if searchResults != nil { return "No recipes match your search." }
        if showsFavoritesOnly { return "You haven't starred any recipes yet.\nTap ☆ on a recipe to keep it here." }
        if let category = configuration.category { return "There are no \(category.lowercased()) recipes yet." }
        return "No recipes yet."
    }

    func cellModel(at index: Int) -> RecipeCellModel {
        let recipe = displayedRecipes[index]
        return RecipeCellModel(id: recipe.id, title: recipe.title, subtitle: formatter.subtitle(for: recipe),
                               imageURL: recipe.imageURL, isFavorite: favorites.contains(recipe.id))
    }

    func detailViewModel(at index: Int) -> RecipeDetailViewModel {
        RecipeDetailViewModel(recipe: displayedRecipes[index], favorites: favorites, formatter: formatter)
    }

    func thumbnailData(for url: URL) async -> Data? {
        if let cached = thumbnails.object(forKey: url as NSURL) {
            return cached as Data
        }
        guard let data = try? await service.fetchImageData(from: url) else { return nil }
        thumbnails.setObject(data as NSData, forKey: url as NSURL)
        return data
    }

    // MARK: - Inputs

    /// Loads the first page again; also used for the initial load.
    func refresh() {
        pageTask?.cancel()
        isLoading = false
        nextPage = 1
        loadNextPage(replacingExisting: true)
    }

    func loadMoreIfNeeded(displayedIndex index: Int) {
        guard searchResults == nil, index >= displayedRecipes.count - 5 else { return }
        loadNextPage(replacingExisting: false)
    }

    func selectSortOrder(at index: Int) {
        guard let order = SortOrder(rawValue: index), order != sortOrder else { return }
        sortOrder = order
        applyFilters()
    }

    func toggleFavoritesOnly() {
        showsFavoritesOnly.toggle()
        applyFilters()
    }

    func toggleFavorite(recipeID: Int) {
        favorites.toggle(recipeID)
        applyFilters()
    }

    /// Re-applies the favourites filter after another screen used the shared store.
    func favoritesMayHaveChanged() {
        applyFilters()
    }

    /// Filters loaded recipes at once, then asks the backend after a short pause.
    func search(_ text: String) {
        searchTask?.cancel()
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            searchResults = nil
            applyFilters()
            return
        }
        searchResults = localMatches(for: query)
        applyFilters()
        guard query.count >= 3 else { return }
        searchTask = Task { [weak self, service, category = configuration.category] in
            try? await Task.sleep(for: .milliseconds(350))
            guard !Task.isCancelled,
                  let remote = try? await service.searchRecipes(matching: query, category: category),
                  !Task.isCancelled, let self else { return }
            self.searchResults = self.merged(self.localMatches(for: query), remote)
            self.applyFilters()
        }
    }

    // MARK: - Private

    private func loadNextPage(replacingExisting: Bool) {
        guard !isLoading, let page = nextPage else { return }
        isLoading = true
        canRetry = false
        pageTask = Task { [weak self, service, configuration, sort = sortOrder.apiValue] in
            do {
                let result = try await service.fetchRecipes(page: page, pageSize: configuration.pageSize,
                                                            category: configuration.category, sort: sort)
                guard !Task.isCancelled else { return }
                self?.receive(result, replacingExisting: replacingExisting)
            } catch {
                guard !Task.isCancelled else { return }
                self?.fail(with: error)
            }
        }
    }

    private func receive(_ page: RecipePage, replacingExisting: Bool) {
        isLoading = false
        loadedRecipes = replacingExisting ? page.recipes : loadedRecipes + page.recipes
        nextPage = page.nextPage
        applyFilters()
    }

    private func fail(with error: Error) {
        isLoading = false
        canRetry = loadedRecipes.isEmpty
        applyFilters()
        onError?(error.localizedDescription)
    }

    private func applyFilters() {
        var result = searchResults ?? loadedRecipes
        if let category = configuration.category {
            result = result.filter { $0.category.caseInsensitiveCompare(category) == .orderedSame }
        }
        if showsFavoritesOnly {
            result = result.filter { favorites.contains($0.id) }
        }
        if let maximum = configuration.maximumPriceInCents {
            result = result.filter { $0.priceInCents <= maximum }
        }
        // Search results keep their relevance order; the list uses the chosen sort.
        displayedRecipes = searchResults == nil ? sorted(result) : result
        onChange?()
    }

    private func sorted(_ recipes: [Recipe]) -> [Recipe] {
        switch sortOrder {
        case .newest:
            recipes.sorted { $0.publishedAt > $1.publishedAt }
        case .rating:
            recipes.sorted { $0.rating == $1.rating ? $0.title < $1.title : $0.rating > $1.rating }
        case .price:
            recipes.sorted { $0.priceInCents < $1.priceInCents }
        case .duration:
            recipes.sorted { $0.totalMinutes < $1.totalMinutes }
        }
    }

    private func localMatches(for query: String) -> [Recipe] {
        let terms = query.lowercased().split(separator: " ").map(String.init)
        return loadedRecipes.filter { recipe in
            let fields = [recipe.title, recipe.summary, recipe.category] + recipe.ingredients.map(\.name)
            let haystack = fields.joined(separator: " ").lowercased()
            return terms.allSatisfy { haystack.contains($0) }
        }
    }

    private func merged(_ local: [Recipe], _ remote: [Recipe]) -> [Recipe] {
        var seen = Set<Int>()
        return (local + remote).filter { seen.insert($0.id).inserted }
    }
}
