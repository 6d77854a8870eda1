import UIKit

/// Feeds the rows of a `RecipeListViewModel` to a table view.
///
/// Holds no state of its own: row count and content come from the view
/// model, and taps on a row's star go straight back to it.
final class RecipeListDataSource: NSObject, UITableViewDataSource {

    private let viewModel: RecipeListViewModel

    init(viewModel: RecipeListViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    /// Registers the cell class and installs `self` as the table's data source.
    func attach(to tableView: UITableView) {
        tableView.register(RecipeCell.self, forCellReuseIdentifier: RecipeCell.reuseIdentifier)
        tableView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfRows
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RecipeCell.reuseIdentifier, for: indexPath)
        guard let recipeCell = cell as? RecipeCell else {
            preconditionFailure("\(RecipeCell.reuseIdentifier) is registered with the wrong class")
        }
        let model = viewModel.cellModel(at: indexPath.row)
        recipeCell.configure(
            with: model,
            loadImage: { [viewModel = self.viewModel] url in await viewModel.thumbnailData(for: url) },
            onFavoriteTapped: { [weak viewModel = self.viewModel] in viewModel?.toggleFavorite(recipeID: model.id) }
        )
        return recipeCell
    }
}
