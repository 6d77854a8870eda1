import UIKit

/// Shared behaviour for every screen in the Recipes app: a centred loading
/// spinner and a standard way to report errors.
class BaseViewController: UIViewController {

    private let loadingIndicator = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        loadingIndicator.translatesAutoresizingMaskIntoConstraints = false
        loadingIndicator.hidesWhenStopped = true
        view.addSubview(loadingIndicator)
        NSLayoutConstraint.activate([
            loadingIndicator.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            loadingIndicator.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor)
        ])
    }

    // MARK: - Loading

    /// Shows the spinner above whatever subviews the subclass added after `viewDidLoad`.
    func showLoading() {
        view.bringSubviewToFront(loadingIndicator)
        loadingIndicator.startAnimating()
    }

    func hideLoading() {
        loadingIndicator.stopAnimating()
    }

    // MARK: - Errors

    func showError(_ error: Error, retry: (() -> Void)? = nil) {
        showError(message: error.localizedDescription, retry: retry)
    }

    /// Presents an alert unless another one is already on screen.
    func showError(message: String, title: String = "Something went wrong", retry: (() -> Void)? = nil) {
        guard presentedViewController == nil else { return }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        if let retry {
            alert.addAction(UIAlertAction(title: "Try Again", style: .default) { _ in retry() })
        }
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}
