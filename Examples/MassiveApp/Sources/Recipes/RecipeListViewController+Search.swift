import UIKit

// MARK: - Search

/// Search runs in two stages: recipes that are already loaded are filtered
/// locally on every keystroke, and once the user pauses typing the backend is
/// asked for matches we have not paged in yet.
extension RecipeListViewController: UISearchResultsUpdating {

    /// Shorter queries only filter locally; the backend rejects them anyway.
    private static let minimumRemoteQueryLength = 3
    private static let searchDebounceInterval: TimeInterval = 0.35

    /// Text currently in the search bar, trimmed.
    var currentSearchText: String {
        let text = navigationItem.searchController?.searchBar.text ?? ""
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func updateSearchResults(for searchController: UISearchController) {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        let query = currentSearchText
        guard !query.isEmpty else {
            cancelRunningSearches()
            showSearchResults(nil)
            return
        }
        // Instant feedback from what we already have, refined later by the server.
        showSearchResults(localMatches(for: query))
        guard query.count >= Self.minimumRemoteQueryLength else { return }
        perform(#selector(runRemoteSearch(_:)), with: query, afterDelay: Self.searchDebounceInterval)
    }

    /// Loaded recipes containing every word of `query` in their title,
    /// summary, category or ingredients, best title matches first.
    func localMatches(for query: String) -> [Recipe] {
        let terms = query.lowercased().split(separator: " ").map(String.init)
        return recipes
            .filter { recipe in
                let fields = [recipe.title, recipe.summary, recipe.category] + recipe.ingredients.map(\.name)
                let haystack = fields.joined(separator: " ").lowercased()
                return terms.allSatisfy { haystack.contains($0) }
            }
            .sorted { relevance(of: $0, for: terms) > relevance(of: $1, for: terms) }
    }

    private func relevance(of recipe: Recipe, for terms: [String]) -> Int {
        let title = recipe.title.lowercased()
        return terms.reduce(0) { score, term in
            if title.hasPrefix(term) {
                return score + 3
            }
            return score + (title.contains(term) ? 2 : 1)
        }
    }

    @objc private func runRemoteSearch(_ query: String) {
        cancelRunningSearches()
        var components = URLComponents(url: apiBaseURL.appendingPathComponent("recipes/search"),
                                       resolvingAgainstBaseURL: false)
        var queryItems = [URLQueryItem(name: "q", value: query), URLQueryItem(name: "limit", value: "50")]
        if let category {
            queryItems.append(URLQueryItem(name: "category", value: category))
        }
        components?.queryItems = queryItems
        guard let url = components?.url else { return }

        var request = URLRequest(url: url, timeoutInterval: 10)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            guard error == nil, let data, (response as? HTTPURLResponse)?.statusCode == 200 else {
                #if DEBUG
                print("Search for \"\(query)\" failed: \(error?.localizedDescription ?? "bad response")")
                #endif
                return
            }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            guard let remote = try? decoder.decode([Recipe].self, from: data) else { return }
            DispatchQueue.main.async { [weak self] in
                // Ignore answers to a query the user has already changed.
                guard let self, self.currentSearchText == query else { return }
                self.showSearchResults(self.merged(self.localMatches(for: query), remote))
            }
        }
        task.taskDescription = Self.searchTaskDescription
        task.resume()
    }

    /// Local matches first, then remote ones we did not already have.
    private func merged(_ local: [Recipe], _ remote: [Recipe]) -> [Recipe] {
        var seen = Set<Int>()
        return (local + remote).filter { seen.insert($0.id).inserted }
    }

    private func cancelRunningSearches() {
        let description = Self.searchTaskDescription
        URLSession.shared.getAllTasks { tasks in
            tasks.filter { $0.taskDescription == description }.forEach { $0.cancel() }
        }
    }
}
