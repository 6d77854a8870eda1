import Foundation
import Observation

/// The recipe editor's state and what the screen shows of it; the service publishes and the
/// store keeps drafts, both passed in.
@MainActor
@Observable
final class RecipeEditorModel {
    var draft: RecipeDraft
    var isSaving = false
    var errorMessage: String?

    private let publisher: RecipePublishing
    private let drafts: DraftStoring
    private let formatter = RecipeFormatter()

    init(publisher: RecipePublishing, drafts: DraftStoring) {
        self.publisher = publisher
        self.drafts = drafts
        draft = drafts.load() ?? RecipeDraft()
    }

    var totalTimeText: String { formatter.duration(minutes: draft.prepMinutes + draft.cookMinutes) }

    func addIngredient(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        draft.ingredients.append(trimmed)
        drafts.save(draft)
    }

    func publish() async {
        isSaving = true
        defer { isSaving = false }
        do {
            try await publisher.publish(draft)
            drafts.clear()
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

/// A recipe being written.
struct RecipeDraft: Codable, Equatable {
    var title = ""
    var prepMinutes = 0
    var cookMinutes = 0
    var ingredients: [String] = []
}

protocol RecipePublishing {
    func publish(_ draft: RecipeDraft) async throws
}

protocol DraftStoring {
    func load() -> RecipeDraft?
    func save(_ draft: RecipeDraft)
    func clear()
}
