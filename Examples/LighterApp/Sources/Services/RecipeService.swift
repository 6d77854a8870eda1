import Foundation

/// What the app needs from the recipes backend.
///
/// View models depend on this protocol only, so tests can pass a stub that
/// returns canned recipes without touching the network.
protocol RecipeServiceType: Sendable {
    func fetchRecipes(page: Int, pageSize: Int, category: String?, sort: String) async throws -> RecipePage
    func searchRecipes(matching query: String, category: String?) async throws -> [Recipe]
    func fetchImageData(from url: URL) async throws -> Data
}

/// One page of `GET /recipes`.
struct RecipePage: Decodable, Sendable {
    let recipes: [Recipe]
    /// `nil` on the last page.
    let nextPage: Int?

    private enum CodingKeys: String, CodingKey {
        case recipes
        case nextPage = "next_page"
    }
}

enum RecipeServiceError: LocalizedError {
    case invalidResponse
    case server(statusCode: Int, message: String?)

    var errorDescription: String? {
        switch self {
        case .invalidResponse:
            return "The server sent something unexpected."
        case let .server(statusCode, message):
            return message ?? HTTPURLResponse.localizedString(forStatusCode: statusCode).capitalized
        }
    }
}

/// `RecipeServiceType` backed by `URLSession`.
final class RecipeService: RecipeServiceType {

    /// Body the backend sends with 4xx and 5xx responses.
    private struct ErrorPayload: Decodable {
        let message: String
    }

    private let baseURL: URL
    private let session: URLSession
    private let timeout: TimeInterval

    init(baseURL: URL, session: URLSession = .shared, timeout: TimeInterval = 20) {
        self.baseURL = baseURL
        self.session = session
        self.timeout = timeout
    }

    func fetchRecipes(page: Int, pageSize: Int, category: String?, sort: String) async throws -> RecipePage {
        var queryItems = [
            URLQueryItem(name: "page", value: String(page)),
            URLQueryItem(name: "per_page", value: String(pageSize)),
            URLQueryItem(name: "sort", value: sort)
        ]
        if let category {
            queryItems.append(URLQueryItem(name: "category", value: category))
        }
        return try await send(makeRequest(path: "recipes", queryItems: queryItems), decoding: RecipePage.self)
    }

    func searchRecipes(matching query: String, category: String?) async throws -> [Recipe] {
        var queryItems = [URLQueryItem(name: "q", value: query), URLQueryItem(name: "limit", value: "50")]
        if let category {
            queryItems.append(URLQueryItem(name: "category", value: category))
        }
        return try await send(makeRequest(path: "recipes/search", queryItems: queryItems), decoding: [Recipe].self)
    }

    func fetchImageData(from url: URL) async throws -> Data {
        let (data, response) = try await session.data(from: url)
        try validate(response, data: data)
        return data
    }

    // MARK: - Plumbing

    private func makeRequest(path: String, queryItems: [URLQueryItem]) -> URLRequest {
        var components = URLComponents(url: baseURL.appending(path: path), resolvingAgainstBaseURL: false)
        components?.queryItems = queryItems
        var request = URLRequest(url: components?.url ?? baseURL, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    private func send<Response: Decodable>(_ request: URLRequest, decoding type: Response.Type) async throws -> Response {
        let (data, response) = try await session.data(for: request)
        try validate(response, data: data)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw RecipeServiceError.invalidResponse
        }
    }

    private func validate(_ response: URLResponse, data: Data) throws {
        guard let http = response as? HTTPURLResponse else {
            throw RecipeServiceError.invalidResponse
        }
        guard (200..<300).contains(http.statusCode) else {
            let payload = try? JSONDecoder().decode(ErrorPayload.self, from: data)
            throw RecipeServiceError.server(statusCode: http.statusCode, message: payload?.message)
        }
    }
}
