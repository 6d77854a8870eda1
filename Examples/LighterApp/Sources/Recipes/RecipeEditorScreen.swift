import SwiftUI

/// Edits a recipe: the body names the sections; each is a view of its own.
struct RecipeEditorScreen: View {
    @Bindable var model: RecipeEditorModel

    var body: some View {
        NavigationStack {
            Form {
                RecipeTitleSection(draft: $model.draft)
                IngredientsSection(ingredients: model.draft.ingredients, add: model.addIngredient)
            }
            .navigationTitle(model.draft.title.isEmpty ? "New Recipe" : model.draft.title)
            .toolbar {
                Button("Publish") { Task { await model.publish() } }
                    .disabled(model.isSaving)
            }
        }
    }
}

struct RecipeTitleSection: View {
    @Binding var draft: RecipeDraft

    var body: some View {
        Section("Recipe") {
            TextField("Title", text: $draft.title)
            Stepper("Preparation: \(draft.prepMinutes) min", value: $draft.prepMinutes, step: 5)
        }
    }
}

struct IngredientsSection: View {
    let ingredients: [String]
    let add: (String) -> Void
    @State private var newIngredient = ""

    var body: some View {
        Section("Ingredients") {
            ForEach(ingredients, id: \.self, content: Text.init)
            TextField("Add ingredient", text: $newIngredient)
                .onSubmit {
                    add(newIngredient)
                    newIngredient = ""
                }
        }
    }
}
