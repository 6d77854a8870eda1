import SwiftUI

/// Edits a recipe: every section, row and sheet written inline in one body.
struct RecipeEditorScreen: View {
    @StateObject private var model = RecipeEditorModel()
    @AppStorage("measurementUnits") private var units = "metric"
    @State private var newIngredient = ""
    @State private var newStep = ""
    @State private var showsPhotoPicker = false
    @State private var coverImage: Image?
    let coverURL: URL?

    var body: some View {
        NavigationStack {
            Form {
                Section("Recipe") {
                    TextField("Title", text: $model.title)
                    TextField("Summary", text: $model.summary, axis: .vertical)
                    Picker("Difficulty", selection: $model.difficulty) {
                        ForEach(["easy", "medium", "hard"], id: \.self) { level in
                            HStack {
                                Circle().fill(level == model.difficulty ? model.difficultyColor : .gray)
                                    .frame(width: 8, height: 8)
                                Text(level.capitalized)
                            }
                        }
                    }
                    Picker("Units", selection: $units) {
                        Text("Metric").tag("metric")
                        Text("Imperial").tag("imperial")
                    }
                }
                Section {
                    ForEach(model.ingredients, id: \.self) { ingredient in
                        HStack {
                            Image(systemName: "circle.fill")
                                .font(.caption2)
                            Text(ingredient)
                            Spacer()
                            if ingredient.localizedCaseInsensitiveContains("salt") {
                                Text("to taste")
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                    .onDelete { model.removeIngredient(at: $0) }
                    .onMove { model.moveIngredient(from: $0, to: $1) }
                    HStack {
                        TextField("Add ingredient", text: $newIngredient)
                        Button("Add") {
                            model.addIngredient(newIngredient)
                            newIngredient = ""
                        }
                    }
                } header: {
                    HStack {
                        Text("Ingredients")
                        Spacer()
                        Text(model.servingsText)
                    }
                }
                Section("Steps") {
                    ForEach(Array(model.steps.enumerated()), id: \.offset) { index, step in
                        HStack(alignment: .top) {
                            Text("\(index + 1).")
                                .bold()
                            Text(step)
                        }
                    }
                    .onDelete { model.removeStep(at: $0) }
                    TextField("Add step", text: $newStep)
                        .onSubmit {
                            model.addStep(newStep)
                            newStep = ""
                        }
                }
                Section("Photo") {
                    if let coverImage {
                        coverImage
                            .resizable()
                            .scaledToFit()
                    } else {
                        Button("Choose a photo") { showsPhotoPicker = true }
                    }
                }
            }
            .navigationTitle(model.title.isEmpty ? "New Recipe" : model.title)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Publish") { Task { await model.upload() } }
                        .disabled(model.isSaving)
                }
            }
            .task {
                guard let coverURL else { return }
                if let (data, _) = try? await URLSession.shared.data(from: coverURL), let image = UIImage(data: data) {
                    coverImage = Image(uiImage: image)
                }
            }
            .task { await model.loadSuggestions() }
        }
    }
}
