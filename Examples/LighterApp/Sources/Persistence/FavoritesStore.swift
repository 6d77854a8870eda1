import Foundation

/// The set of starred recipe IDs.
///
/// Kept in `UserDefaults` for speed, mirrored to a JSON file in Documents so
/// it survives a defaults reset and is included in device backups. One
/// instance is shared by every screen, so they always agree.
@MainActor
final class FavoritesStore {

    private static let defaultsKey = "favoriteRecipeIDs"

    private(set) var ids: Set<Int>
    private let defaults: UserDefaults
    private let fileURL: URL

    nonisolated static var defaultFileURL: URL {
        URL.documentsDirectory.appending(path: "favorites.json")
    }

    init(defaults: UserDefaults = .standard, fileURL: URL = FavoritesStore.defaultFileURL) {
        self.defaults = defaults
        self.fileURL = fileURL
        if let stored = defaults.array(forKey: Self.defaultsKey) as? [Int] {
            ids = Set(stored)
        } else if let data = try? Data(contentsOf: fileURL),
                  let stored = try? JSONDecoder().decode([Int].self, from: data) {
            ids = Set(stored)
        } else {
            ids = []
        }
    }

    func contains(_ id: Int) -> Bool {
        ids.contains(id)
    }

    func toggle(_ id: Int) {
        if ids.remove(id) == nil {
            ids.insert(id)
        }
        save()
    }

    private func save() {
        let sorted = ids.sorted()
        defaults.set(sorted, forKey: Self.defaultsKey)
        do {
            try JSONEncoder().encode(sorted).write(to: fileURL, options: [.atomic, .completeFileProtection])
        } catch {
            #if DEBUG
            print("FavoritesStore: could not write \(fileURL.lastPathComponent): \(error)")
            #endif
        }
    }
}
