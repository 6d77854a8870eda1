/// The Apple framework classes whose subclasses are view controllers. A class is a controller
/// when its superclass chain reaches one of these (or a configured or inferred base class).
///
/// Every class here inherits from `UIViewController` or `NSViewController`, directly or not,
/// except `NSWindowController`: a window's controller, where AppKit apps written before
/// `NSViewController` (and many since) keep a screen's code, so reviewers count it as one.
/// Source: the superclass (`[BaseType (typeof (…))]`) of every class in the .NET for iOS, tvOS,
/// Mac Catalyst and macOS bindings (dotnet/macios `src/*.cs`, February 2025: Xcode 16 SDKs),
/// closed transitively from the two roots; plus the Swift-only classes those bindings lack,
/// checked against Apple's documentation (SwiftUI, VisionKit, TipKit, ImagePlayground,
/// GroupActivities) and AppKit's macOS 26 addition. Not here, because they are not view
/// controllers: `WKInterfaceController` (WatchKit), `UIPrinterPickerController`,
/// `UIPrintInteractionController`, `UIDocumentInteractionController`, `UIPopoverController`,
/// `SKStoreReviewController` (all `NSObject`), and protocols such as `QLPreviewingController`.
public enum ControllerFamily {
    /// Sorted by framework, then by name.
    public static let byFramework: [(framework: String, classes: [String])] = [
        ("AddressBookUI", ["ABNewPersonViewController", "ABPeoplePickerNavigationController", "ABPersonViewController",
                           "ABUnknownPersonViewController"]),
        ("AppKit", ["NSCollectionViewItem", "NSPageController", "NSSplitViewController", "NSSplitViewItemAccessoryViewController",
                    "NSTabViewController", "NSTitlebarAccessoryViewController", "NSViewController", "NSWindowController"]),
        ("AuthenticationServices", ["ASAccountAuthenticationModificationViewController", "ASCredentialProviderViewController"]),
        ("AVKit", ["AVContentProposalViewController", "AVContinuityDevicePickerViewController",
                   "AVPictureInPictureVideoCallViewController", "AVPlayerViewController"]),
        ("ContactsUI", ["CNContactPickerViewController", "CNContactViewController"]),
        ("CoreAudioKit", ["AUGenericViewController", "AUViewController", "CABTMIDICentralViewController",
                          "CABTMIDILocalPeripheralViewController", "CAInterDeviceAudioViewController"]),
        ("DeviceDiscoveryUI", ["DDDevicePickerViewController"]),
        ("EventKitUI", ["EKCalendarChooser", "EKEventEditViewController", "EKEventViewController"]),
        ("ExtensionKit", ["EXAppExtensionBrowserViewController", "EXHostViewController"]),
        ("FileProviderUI", ["FPUIActionExtensionViewController"]),
        ("GameController", ["GCEventViewController"]),
        ("GameKit", ["GKAchievementViewController", "GKChallengesViewController", "GKFriendRequestComposeViewController",
                     "GKGameCenterViewController", "GKGameSessionSharingViewController", "GKLeaderboardViewController",
                     "GKMatchmakerViewController", "GKTurnBasedMatchmakerViewController"]),
        ("GLKit", ["GLKViewController"]),
        ("GroupActivities", ["GroupActivitySharingController"]),
        ("IdentityLookupUI", ["ILClassificationUIExtensionViewController"]),
        ("ImagePlayground", ["ImagePlaygroundViewController"]),
        ("IntentsUI", ["INUIAddVoiceShortcutViewController", "INUIEditVoiceShortcutViewController"]),
        ("MailKit", ["MEExtensionViewController"]),
        ("MapKit", ["MKLookAroundViewController", "MKMapItemDetailViewController"]),
        ("MediaPlayer", ["MPMediaPickerController", "MPMoviePlayerViewController"]),
        ("Messages", ["MSMessagesAppViewController", "MSStickerBrowserViewController"]),
        ("MessageUI", ["MFMailComposeViewController", "MFMessageComposeViewController"]),
        ("MultipeerConnectivity", ["MCBrowserViewController"]),
        ("NotificationCenter", ["NCWidgetListViewController", "NCWidgetSearchViewController"]),
        ("PassKit", ["PKAddPassesViewController", "PKAddPaymentPassViewController", "PKAddSecureElementPassViewController",
                     "PKPaymentAuthorizationViewController", "PKShareSecureElementPassViewController"]),
        ("PhotosUI", ["PHPickerViewController"]),
        ("QuickLook", ["QLPreviewController"]),
        ("ReplayKit", ["RPBroadcastActivityViewController", "RPPreviewViewController"]),
        ("SafariServices", ["SFSafariExtensionViewController", "SFSafariViewController"]),
        ("ScreenTime", ["STWebpageController"]),
        ("SharedWithYou", ["SWRemoveParticipantAlertController"]),
        ("Social", ["SLComposeServiceViewController", "SLComposeViewController"]),
        ("StoreKit", ["SKCloudServiceSetupViewController", "SKStoreProductViewController"]),
        ("SwiftUI", ["NSHostingController", "UIHostingController"]),
        ("TipKit", ["TipUIPopoverViewController"]),
        ("TVMLKit", ["TVBrowserViewController", "TVDocumentViewController"]),
        ("TVUIKit", ["TVDigitEntryViewController"]),
        ("Twitter", ["TWTweetComposeViewController"]),
        ("UIKit", ["UIActivityViewController", "UIAlertController", "UICloudSharingController", "UICollectionViewController",
                   "UIColorPickerViewController", "UIDocumentBrowserViewController", "UIDocumentMenuViewController",
                   "UIDocumentPickerExtensionViewController", "UIDocumentPickerViewController", "UIDocumentViewController",
                   "UIFontPickerViewController", "UIImagePickerController", "UIInputViewController", "UINavigationController",
                   "UIPageViewController", "UIReferenceLibraryViewController", "UISearchContainerViewController",
                   "UISearchController", "UISplitViewController", "UITabBarController", "UITableViewController",
                   "UITextFormattingViewController", "UIVideoEditorController", "UIViewController"]),
        ("VisionKit", ["DataScannerViewController", "VNDocumentCameraViewController"]),
    ]

    public static let classes: Set<String> = Set(byFramework.flatMap(\.classes))
}
