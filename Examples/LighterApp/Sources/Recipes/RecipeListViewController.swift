import UIKit

/// Main screen of the Recipes app.
///
/// Only glue: it forwards user input to `RecipeListViewModel` and renders
/// the view model's state into `RecipeListView`. Rows come from
/// `RecipeListDataSource`; networking and persistence live in services.
final class RecipeListViewController: BaseViewController {

    private let viewModel: RecipeListViewModel
    private let dataSource: RecipeListDataSource
    private let searchController = UISearchController(searchResultsController: nil)
    private lazy var listView = RecipeListView(sortTitles: viewModel.sortTitles)

    init(viewModel: RecipeListViewModel, dataSource: RecipeListDataSource) {
        self.viewModel = viewModel
        self.dataSource = dataSource
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func loadView() {
        view = listView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        configureNavigationItem()
        configureListView()
        bindViewModel()
        viewModel.refresh()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = listView.tableView.indexPathForSelectedRow {
            listView.tableView.deselectRow(at: selected, animated: animated)
        }
        viewModel.favoritesMayHaveChanged()
    }

    // MARK: - Setup

    private func configureNavigationItem() {
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search recipes"
        navigationItem.searchController = searchController
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain,
                                                            target: self, action: #selector(favoritesFilterTapped))
        definesPresentationContext = true
    }

    private func configureListView() {
        dataSource.attach(to: listView.tableView)
        listView.tableView.delegate = self
        listView.sortControl.selectedSegmentIndex = viewModel.sortOrder.rawValue
        listView.sortControl.addTarget(self, action: #selector(sortChanged(_:)), for: .valueChanged)
        listView.refreshControl.addTarget(self, action: #selector(refreshRequested), for: .valueChanged)
        listView.retryButton.addTarget(self, action: #selector(refreshRequested), for: .touchUpInside)
    }

    private func bindViewModel() {
        viewModel.onChange = { [weak self] in self?.render() }
        viewModel.onLoadingChange = { [weak self] isLoading in self?.setLoading(isLoading) }
        viewModel.onError = { [weak self] message in self?.showError(message: message) }
    }

    private func render() {
        listView.tableView.reloadData()
        listView.render(summary: viewModel.summaryText, emptyStateMessage: viewModel.emptyStateMessage,
                        showsRetry: viewModel.canRetry)
        let filterSymbol = viewModel.showsFavoritesOnly ? "star.fill" : "star"
        navigationItem.rightBarButtonItem?.image = UIImage(systemName: filterSymbol)
    }

    // MARK: - Actions

    @objc private func favoritesFilterTapped() {
        viewModel.toggleFavoritesOnly()
    }

    @objc private func sortChanged(_ sender: UISegmentedControl) {
        viewModel.selectSortOrder(at: sender.selectedSegmentIndex)
    }

    @objc private func refreshRequested() {
        viewModel.refresh()
    }
}

// MARK: - UITableViewDelegate

extension RecipeListViewController: UITableViewDelegate {

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = RecipeDetailViewController(viewModel: viewModel.detailViewModel(at: indexPath.row))
        navigationController?.pushViewController(detail, animated: true)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        viewModel.loadMoreIfNeeded(displayedIndex: indexPath.row)
    }
}

// MARK: - UISearchResultsUpdating

extension RecipeListViewController: UISearchResultsUpdating {

    func updateSearchResults(for searchController: UISearchController) {
        viewModel.search(searchController.searchBar.text ?? "")
    }
}
