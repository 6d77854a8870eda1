import Foundation
import SwiftUI

/// The recipe editor's state, and everything else besides: requests, drafts on disk, formatting.
final class RecipeEditorModel: ObservableObject {
    @Published var title = ""
    @Published var summary = ""
    @Published var cuisine = ""
    @Published var servings = ""
    @Published var prepMinutes = ""
    @Published var cookMinutes = ""
    @Published var difficulty = ""
    @Published var author = ""
    @Published var source = ""
    @Published var notes = ""
    @Published var ingredients: [String] = []
    @Published var steps: [String] = []
    @Published var photo: Data?
    @Published var suggestions: [String] = []
    @Published var isSaving = false
    @Published var errorMessage: String?

    private let endpoint = URL(string: "https://api.example.com/recipes")!
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    // MARK: Validation

    func validateTitle() -> String? {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return "Title is required"
        }
        if trimmed.count > 200 {
            return "Title is too long"
        }
        return nil
    }

    func validateSummary() -> String? {
        let trimmed = summary.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return "Summary is required"
        }
        if trimmed.count > 200 {
            return "Summary is too long"
        }
        return nil
    }

    func validateCuisine() -> String? {
        let trimmed = cuisine.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return "Cuisine is required"
        }
        if trimmed.count > 200 {
            return "Cuisine is too long"
        }
        return nil
    }

    func validateServings() -> String? {
        let trimmed = servings.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return "Servings is required"
        }
        if trimmed.count > 200 {
            return "Servings is too long"
        }
        return nil
    }

    func validatePrepMinutes() -> String? {
        let trimmed = prepMinutes.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return "PrepMinutes is required"
        }
        if trimmed.count > 200 {
            return "PrepMinutes is too long"
        }
        return nil
    }

    func validateCookMinutes() -> String? {
        let trimmed = cookMinutes.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return "CookMinutes is required"
        }
        if trimmed.count > 200 {
            return "CookMinutes is too long"
        }
        return nil
    }

    func validateDifficulty() -> String? {
        let trimmed = difficulty.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return "Difficulty is required"
        }
        if trimmed.count > 200 {
            return "Difficulty is too long"
        }
        return nil
    }

    func validateAuthor() -> String? {
        let trimmed = author.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return "Author is required"
        }
        if trimmed.count > 200 {
            return "Author is too long"
        }
        return nil
    }

    func validateSource() -> String? {
        let trimmed = source.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return "Source is required"
        }
        if trimmed.count > 200 {
            return "Source is too long"
        }
        return nil
    }

    func validateNotes() -> String? {
        let trimmed = notes.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return "Notes is required"
        }
        if trimmed.count > 200 {
            return "Notes is too long"
        }
        return nil
    }

    var validationErrors: [String] {
        [validateTitle(), validateSummary(), validateCuisine(), validateServings(), validatePrepMinutes(),
         validateCookMinutes(), validateDifficulty(), validateAuthor(), validateSource(), validateNotes()].compactMap { $0 }
    }

    // MARK: Ingredients and steps

    func addIngredient(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !ingredients.contains(trimmed) else { return }
        ingredients.append(trimmed)
        saveDraft()
    }

    func removeIngredient(at offsets: IndexSet) {
        ingredients.remove(atOffsets: offsets)
        saveDraft()
    }

    func moveIngredient(from source: IndexSet, to destination: Int) {
        ingredients.move(fromOffsets: source, toOffset: destination)
        saveDraft()
    }

    func addStep(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !steps.contains(trimmed) else { return }
        steps.append(trimmed)
        saveDraft()
    }

    func removeStep(at offsets: IndexSet) {
        steps.remove(atOffsets: offsets)
        saveDraft()
    }

    func moveStep(from source: IndexSet, to destination: Int) {
        steps.move(fromOffsets: source, toOffset: destination)
        saveDraft()
    }

    // MARK: Formatting

    var totalTimeText: String {
        let total = (Int(prepMinutes) ?? 0) + (Int(cookMinutes) ?? 0)
        let hours = total / 60
        let minutes = total % 60
        if hours == 0 {
            return "\(minutes) min"
        }
        return minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min"
    }

    var servingsText: String {
        let count = Int(servings) ?? 0
        return count == 1 ? "1 serving" : "\(count) servings"
    }

    func lastEditedText(_ date: Date) -> String {
        "Edited \(dateFormatter.string(from: date))"
    }

    var difficultyColor: Color {
        switch difficulty {
        case "easy": return .green
        case "hard": return .red
        default: return .orange
        }
    }

    // MARK: Networking

    func loadSuggestions() async {
        var components = URLComponents(url: endpoint.appendingPathComponent("suggestions"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "q", value: title)]
        do {
            let (data, _) = try await URLSession.shared.data(from: components.url!)
            let decoded = try JSONDecoder().decode([String].self, from: data)
            await MainActor.run { suggestions = decoded }
        } catch {
            await MainActor.run { errorMessage = error.localizedDescription }
        }
    }

    func upload() async {
        guard validationErrors.isEmpty else {
            errorMessage = validationErrors.joined(separator: "\n")
            return
        }
        isSaving = true
        defer { isSaving = false }
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let body: [String: Any] = [
            "title": title,
            "summary": summary,
            "cuisine": cuisine,
            "servings": servings,
            "prepMinutes": prepMinutes,
            "cookMinutes": cookMinutes,
            "difficulty": difficulty,
            "author": author,
            "source": source,
            "notes": notes,
            "ingredients": ingredients,
            "steps": steps,
        ]
        request.httpBody = try? JSONSerialization.data(withJSONObject: body)
        do {
            let (_, response) = try await URLSession.shared.upload(for: request, from: photo ?? Data())
            if (response as? HTTPURLResponse)?.statusCode != 201 {
                errorMessage = "The server refused the recipe"
            } else {
                deleteDraft()
            }
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    // MARK: Drafts

    private var draftURL: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("draft.json")
    }

    func saveDraft() {
        let draft: [String: [String]] = [
            "title": [title],
            "summary": [summary],
            "cuisine": [cuisine],
            "servings": [servings],
            "prepMinutes": [prepMinutes],
            "cookMinutes": [cookMinutes],
            "difficulty": [difficulty],
            "author": [author],
            "source": [source],
            "notes": [notes],
            "ingredients": ingredients,
            "steps": steps,
        ]
        if let data = try? JSONEncoder().encode(draft) {
            try? data.write(to: draftURL)
        }
        UserDefaults.standard.set(Date(), forKey: "draftSavedAt")
    }

    func loadDraft() {
        guard let data = try? Data(contentsOf: draftURL),
              let draft = try? JSONDecoder().decode([String: [String]].self, from: data) else { return }
        title = draft["title"]?.first ?? ""
        summary = draft["summary"]?.first ?? ""
        cuisine = draft["cuisine"]?.first ?? ""
        servings = draft["servings"]?.first ?? ""
        prepMinutes = draft["prepMinutes"]?.first ?? ""
        cookMinutes = draft["cookMinutes"]?.first ?? ""
        difficulty = draft["difficulty"]?.first ?? ""
        author = draft["author"]?.first ?? ""
        source = draft["source"]?.first ?? ""
        notes = draft["notes"]?.first ?? ""
        ingredients = draft["ingredients"] ?? []
        steps = draft["steps"] ?? []
    }

    func deleteDraft() {
        try? FileManager.default.removeItem(at: draftURL)
        UserDefaults.standard.removeObject(forKey: "draftSavedAt")
    }
}
