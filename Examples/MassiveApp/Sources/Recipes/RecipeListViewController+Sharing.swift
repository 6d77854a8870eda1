import UIKit

// MARK: - Sharing & Export

extension RecipeListViewController {

    /// Shares a recipe as plain text plus a link to the web version.
    func shareRecipe(_ recipe: Recipe, from sourceView: UIView?) {
        var items: [Any] = [shareText(for: recipe)]
        if let webURL = URL(string: "https://example-recipes.com/r/\(recipe.id)") {
            items.append(webURL)
        }
        presentShareSheet(with: items, sourceView: sourceView)
    }

    func shareText(for recipe: Recipe) -> String {
        """
        \(recipe.title)
        \(recipe.summary)

        Ready in \(formattedDuration(minutes: recipe.totalMinutes)) · serves \(recipe.servings) · about \(formattedPrice(for: recipe))

        Ingredients:
        \(ingredientList(for: recipe))
        """
    }

    func ingredientList(for recipe: Recipe) -> String {
        recipe.ingredients
            .map { ingredient in
                let quantity = ingredient.quantity.formatted(.number.precision(.fractionLength(0...2)))
                guard let unit = ingredient.unit else { return "• \(quantity) \(ingredient.name)" }
                return "• \(quantity) \(unit) \(ingredient.name)"
            }
            .joined(separator: "\n")
    }

    /// Writes the starred recipes to a JSON file in the temporary directory.
    func exportFavorites() throws -> URL {
        let favorites = recipes.filter { favoriteIDs.contains($0.id) }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(favorites)
        let stamp = ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate])
        let fileURL = FileManager.default.temporaryDirectory.appendingPathComponent("favorite-recipes-\(stamp).json")
        try data.write(to: fileURL, options: .atomic)
        return fileURL
    }

    @objc func exportFavoritesTapped(_ sender: UIBarButtonItem) {
        guard !favoriteIDs.isEmpty else {
            showError(message: "Star a few recipes first, then export them.", title: "No Favourites")
            return
        }
        do {
            let fileURL = try exportFavorites()
            presentShareSheet(with: [fileURL], barButtonItem: sender)
        } catch {
            showError(error)
        }
    }

    private func presentShareSheet(with items: [Any], sourceView: UIView? = nil,
                                   barButtonItem: UIBarButtonItem? = nil) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        // Required on iPad, where the share sheet is a popover.
        if let barButtonItem {
            activity.popoverPresentationController?.barButtonItem = barButtonItem
        } else {
            activity.popoverPresentationController?.sourceView = sourceView ?? view
        }
        present(activity, animated: true)
    }
}
