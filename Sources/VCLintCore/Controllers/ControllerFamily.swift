/// The Apple framework classes whose subclasses are view controllers. A class is a controller
/// when its superclass chain reaches one of these (or a base class named in the configuration).
public enum ControllerFamily {
    public static let classes: Set<String> = [
        // UIKit
        "UIViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
        "UISearchController", "UIAlertController", "UIInputViewController", "UIActivityViewController",
        "UIImagePickerController", "UIVideoEditorController", "UIReferenceLibraryViewController",
        "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "UIFontPickerViewController",
        "UIColorPickerViewController", "UICloudSharingController", "UIDocumentMenuViewController",
        // SwiftUI hosting
        "UIHostingController", "NSHostingController",
        // Other Apple frameworks' UIKit controllers
        "AVPlayerViewController", "SFSafariViewController", "SLComposeServiceViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "QLPreviewController", "PHPickerViewController",
        "CNContactViewController", "CNContactPickerViewController", "EKEventEditViewController",
        "EKEventViewController", "EKCalendarChooser", "SKStoreProductViewController",
        "GKGameCenterViewController", "VNDocumentCameraViewController", "PKAddPassesViewController",
        "ASWebAuthenticationSessionViewController",
        // AppKit
        "NSViewController", "NSTabViewController", "NSSplitViewController", "NSPageController",
        "NSTitlebarAccessoryViewController", "NSCollectionViewItem",
    ]
}
