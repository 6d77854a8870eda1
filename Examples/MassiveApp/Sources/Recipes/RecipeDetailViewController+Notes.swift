import UIKit

// MARK: - Notes, photos and popovers

/// The detail screen also edits the cook's notes, takes a photo of the dish and answers
/// every popover and sheet it presents: one more job per protocol.
extension RecipeDetailViewController: UITextViewDelegate, UIImagePickerControllerDelegate, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UIPopoverPresentationControllerDelegate, UIScrollViewDelegate {

    /// Shows the notes editor under the method as a child screen.
    func showNotes(_ notes: UIViewController) {
        addChild(notes)
        stackView.addArrangedSubview(notes.view)
    }

    func hideNotes(_ notes: UIViewController) {
        notes.view.removeFromSuperview()
        notes.removeFromParent()
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        UserDefaults.standard.set(textView.text, forKey: "notes-\(recipe.id)")
    }

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        imageView.image = info[.originalImage] as? UIImage
        picker.dismiss(animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        updateFavoriteButton()
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        imageView.alpha = max(0, 1 - scrollView.contentOffset.y / 240)
    }
}
