import Foundation

/// Turns recipe numbers into display strings. Shared by the list and detail
/// view models so both screens format prices and durations the same way.
struct RecipeFormatter: Sendable {

    var locale: Locale = .current

    func price(of recipe: Recipe) -> String {
        let amount = Decimal(recipe.priceInCents) / 100
        return amount.formatted(.currency(code: recipe.currencyCode).locale(locale))
    }

    func duration(minutes: Int) -> String {
        guard minutes > 0 else { return "No cooking" }
        let style = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: .abbreviated)
        return Duration.seconds(minutes * 60).formatted(style.locale(locale))
    }

    func rating(_ value: Double) -> String {
        let stars = min(max(Int(value.rounded()), 0), 5)
        return String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
    }

    /// "25 min · €4.50 · Easy"
    func subtitle(for recipe: Recipe) -> String {
        [duration(minutes: recipe.totalMinutes), price(of: recipe), recipe.difficulty.rawValue.capitalized]
            .joined(separator: " · ")
    }

    func ingredientLine(_ ingredient: Recipe.Ingredient) -> String {
        let quantity = ingredient.quantity.formatted(.number.precision(.fractionLength(0...2)).locale(locale))
        guard let unit = ingredient.unit else { return "\(quantity) \(ingredient.name)" }
        return "\(quantity) \(unit) \(ingredient.name)"
    }
}
