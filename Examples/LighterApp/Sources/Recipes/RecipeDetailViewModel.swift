import Foundation

/// Display data for one recipe, plus the favourite toggle.
@MainActor
final class RecipeDetailViewModel {

    var onFavoriteChange: (() -> Void)?

    private let recipe: Recipe
    private let favorites: FavoritesStore
    private let formatter: RecipeFormatter

    init(recipe: Recipe, favorites: FavoritesStore, formatter: RecipeFormatter) {
        self.recipe = recipe
        self.favorites = favorites
        self.formatter = formatter
    }

    var title: String { recipe.title }
    var summary: String { recipe.summary }
    var imageURL: URL? { recipe.imageURL }

    var metadata: String {
        let duration = formatter.duration(minutes: recipe.totalMinutes)
        let price = formatter.price(of: recipe)
        return "\(duration) · serves \(recipe.servings) · \(price) · \(formatter.rating(recipe.rating))"
    }

    var ingredientsText: String {
        recipe.ingredients.map { "• " + formatter.ingredientLine($0) }.joined(separator: "\n")
    }

    var stepsText: String {
        recipe.steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n\n")
    }

    var isFavorite: Bool { favorites.contains(recipe.id) }
    var favoriteButtonTitle: String { isFavorite ? "Saved to Favorites" : "Add to Favorites" }
    var favoriteSymbolName: String { isFavorite ? "star.fill" : "star" }

    var shareText: String {
        """
        \(recipe.title)
        \(recipe.summary)

        \(metadata)

        Ingredients:
        \(ingredientsText)
        """
    }

    func toggleFavorite() {
        favorites.toggle(recipe.id)
        onFavoriteChange?()
    }
}
