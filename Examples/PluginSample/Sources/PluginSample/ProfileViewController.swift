// Stands in for UIKit, so the sample builds on Linux too.
open class UIViewController {}

/// One controller with a parameter another type sets: one (opt-in) public_mutable_param warning.
final class ProfileViewController: UIViewController {
    var userName = ""
    private let title = "Profile"
}

final class ProfileOpener {
    func open() -> ProfileViewController {
        let controller = ProfileViewController()
        controller.userName = "Ada"
        return controller
    }
}
