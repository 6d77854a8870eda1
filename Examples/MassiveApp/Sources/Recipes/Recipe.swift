import Foundation

/// A recipe as delivered by `GET /v2/recipes` and `GET /v2/recipes/search`.
struct Recipe: Codable, Hashable, Identifiable, Sendable {

    /// One line of the ingredient list, e.g. "200 g plain flour".
    struct Ingredient: Codable, Hashable, Sendable {
        let name: String
        let quantity: Double
        let unit: String?
    }

    enum Difficulty: String, Codable, CaseIterable, Sendable {
        case easy
        case medium
        case hard
    }

    let id: Int
    let title: String
    let summary: String
    let category: String
    let imageURL: URL?
    /// Estimated cost of all ingredients, in minor units of `currencyCode`.
    let priceInCents: Int
    /// ISO 4217 code such as "EUR".
    let currencyCode: String
    let preparationMinutes: Int
    let cookingMinutes: Int
    let servings: Int
    /// Average user rating from 0 to 5.
    let rating: Double
    let difficulty: Difficulty
    let ingredients: [Ingredient]
    let steps: [String]
    let publishedAt: Date

    /// Preparation plus cooking time.
    var totalMinutes: Int { preparationMinutes + cookingMinutes }

    private enum CodingKeys: String, CodingKey {
        case id, title, summary, category, servings, rating, difficulty, ingredients, steps
        case imageURL = "image_url"
        case priceInCents = "price_cents"
        case currencyCode = "currency"
        case preparationMinutes = "prep_minutes"
        case cookingMinutes = "cook_minutes"
        case publishedAt = "published_at"
    }
}
