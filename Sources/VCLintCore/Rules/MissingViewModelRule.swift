/// A sizeable controller that holds no view model, presenter or store.
public struct MissingViewModelRule: ControllerRule, ViewModelDefiningRule {
    /// Off by default: on apps nobody tuned it on, a fifth of its findings were wrong.
    public static let isOptIn = true
    public var severity = Severity.warning
    /// Measured: below 250 lines most controllers without a view model were static screens,
    /// thin containers or view components, where the finding was not worth reading.
    public var minLines = 250
    public var typeSuffixes = ViewModelMatcher.defaultTypeSuffixes
    public var screenSuffixes = ViewModelMatcher.defaultScreenSuffixes
    public var propertyNames = ViewModelMatcher.defaultPropertyNames

    public init() {}

    /// Containers that show other screens: a stack's or a split's own state is chrome.
    static let screenContainers: Set<String> = ["UINavigationController", "UISplitViewController", "NSSplitViewController"]

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .integer("min_lines", \.minLines, "Controllers with fewer code lines (class plus extensions) are left alone."),
            .names("type_suffixes", \.typeSuffixes, "A stored property or `init` parameter whose type ends in one of these is a view model."),
            .names("screen_suffixes", \.screenSuffixes, """
                A type ending in one of these is a view model when it is named after the screen \
                (`FeedPresenter` in `FeedViewController`), and a service otherwise (`NoticePresenter`).
                """),
            .names("property_names", \.propertyNames, "A stored property with one of these names holds the view model, whatever its type."),
        ]
    }

    /// What makes a type the screen's view model. The resolver decides with it (the project is
    /// scanned with the configured one, see `Configuration.viewModelMatcher`), so `metrics`, the
    /// report and this rule give one answer: `Controller.viewModel`.
    public var matcher: ViewModelMatcher {
        ViewModelMatcher(typeSuffixes: typeSuffixes, screenSuffixes: screenSuffixes, propertyNames: propertyNames)
    }

    public func check(_ controller: Controller, in context: RuleContext) -> [Violation] {
        guard controller.totalLines >= minLines, controller.viewModel == nil,
              // A base that several screens share: each of them holds its own view model.
              controller.subclassCount < 2,
              !Self.screenContainers.contains(controller.base) else { return [] }
        let screen = context.declaration(controller.declaration).simpleName
        return [Violation(
            rule: id, severity: severity, location: Location(path: controller.path, controller.position),
            message: "\(controller.name) has \(controller.totalLines) lines of code and no view model. "
                + "Move its state and presentation logic into one (a \(ViewModelMatcher.subject(ofScreen: screen))ViewModel).",
            controller: controller.name, measured: controller.totalLines, limit: minLines)]
    }

    /// A longer controller, one more call: the same finding, grown, so a baseline shows it again.
    public static let ratchets = true

    public static let description = RuleDescription(
        id: "missing_view_model",
        name: "Missing view model",
        summary: "A view controller of some size keeps its state and presentation logic itself, with no view model.",
        rationale: """
            A view model (or presenter, interactor, reactor, store) holds what the screen shows and \
            decides what happens on input, as plain code that tests can drive without UIKit. A \
            controller without one keeps that logic in itself, where it grows with every feature. \
            Small controllers may not need one, so the rule starts at `min_lines` code lines: on real \
            apps, most controllers under 250 lines without a view model were static screens, thin \
            containers of child controllers or view components, with little state to move.

            A controller has a view model when it, or an in-tree base class of it, has a stored \
            property or an `init` parameter whose type ends in one of `type_suffixes` \
            (`FeedViewModel`, `FeedViewModelType`), is a `Store` or `ViewStore`, or ends in one of \
            `screen_suffixes` and is named after the screen: `FeedPresenter`, `FeedInteractor` or \
            `FeedModelController` in `FeedViewController`. A property named as in `property_names` \
            (`viewModel`, `presenter`) holds one whatever its type.

            Services do not count: `NoticePresenter` or `BannerPresenter` in a `PostEditorViewController` \
            shows banners for many screens, and a data store (`StatisticsStore`, `TokenStore`) keeps \
            data, not the screen's state. Nor does an array or a dictionary of item view models: it \
            is data for cells, and the screen's own logic is still in the controller.

            Not reported: a base class that two or more in-tree controllers subclass, since each \
            screen built on it holds its own view model (one subclass is not enough: a library's \
            2,000-line screen with one app subclass is still one massive screen). A `weak` property \
            is never the view model (it points back at an owner), nor is a controller. An \
            Objective-C class prefix is part of the name's first word: `XYFeedModel` is named after \
            `XYFeedViewController`, `XYLoginModel` is not.

            Navigation and split containers (`UINavigationController`, `UISplitViewController`, \
            `NSSplitViewController` subclasses) are not reported: they show other screens, and \
            their own state is the stack's or the columns' chrome. Reviewers judged all four \
            navigation controllers it reported on three rounds of apps, and both split view \
            controllers on the tuning apps, as needing no view model. Other containers are \
            reported like any screen: on the tuning apps, tab bar and child-hosting controllers \
            over 250 lines kept app logic of their own (account switching, badges, launch checks).

            `metrics`, the HTML report and this rule read the same answer, decided once with these \
            options.

            In Objective-C the view model may be a property of the header or of a class extension, \
            or a parameter of an `init…` method; the lines are those of `controller_length`, and the \
            finding is at the `@implementation`.

            **Opt-in**, because on apps nobody tuned it on a third of its findings were wrong. \
            Reviewers reading the code called 79%, 88%, 69%, 70% and 67% of its sampled findings \
            right on five held-out rounds (27 of 34, 22 of 25, 22 of 32, 21 of 30, 20 of 30), and \
            it found 65% and 68% of the controllers judged to need a view model on the last two \
            (15 of 23, 15 of 22). The wrong ones were screens that are mostly view building, debug \
            screens, reusable components, and screens whose logic object has a name of the app's \
            own (a `…Generator`, a `…Command`, a data source that decides what is shown). Turn it \
            on where the team's architecture gives every screen one.
            """,
        fix: """
            ```swift
            // Before: formatting and state in the controller.
            final class ProfileViewController: UIViewController {
                private var user: User?
                private func render() { nameLabel.text = user.map { "\\($0.first) \\($0.last)" } ?? "—" }
            }

            // After: the controller shows what the view model says.
            final class ProfileViewModel {
                private(set) var displayName = "—"
                func load(_ user: User) { displayName = "\\(user.first) \\(user.last)" }
            }

            final class ProfileViewController: UIViewController {
                private let viewModel: ProfileViewModel
                init(viewModel: ProfileViewModel) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                }
            }
            ```
            """,
        triggering: [
            Example("""
                final ↓class ProfileViewController: UIViewController {
                    private var user: User?
                    private let formatter = DateFormatter()
                    func render() {}
                }
                """, options: "min_lines: 3",
                messages: ["ProfileViewController has 3 lines of code and no view model. Move its state and presentation logic into one (a ProfileViewModel)."]),
            Example("""
                final ↓class ProfileViewController: UIViewController {
                    private let service: ProfileService
                    init(service: ProfileService) {
                        self.service = service
                        super.init(nibName: nil, bundle: nil)
                    }
                }
                """, options: "min_lines: 1"),
            Example("""
                final ↓class PostEditorViewController: UIViewController {
                    private let noticePresenter: NoticePresenter
                    private let statistics = StatisticsStore()
                    private var rows: [PostRowViewModel] = []
                    func render() {}
                }
                """, options: "min_lines: 1"),
            Example(objc: """
                @interface ProfileViewController ()
                @property (nonatomic, strong) NoticePresenter *noticePresenter;
                @end

                ↓@implementation ProfileViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.nameLabel.text = [NSString stringWithFormat:@"%@ %@", self.user.first, self.user.last];
                }
                @end
                """, header: """
                @interface ProfileViewController : UIViewController
                @property (nonatomic, strong) User *user;
                @end
                """, options: "min_lines: 3",
                messages: ["ProfileViewController has 4 lines of code and no view model. Move its state and presentation logic into one (a ProfileViewModel)."]),
            Example("""
                final ↓class XYFeedViewController: UIViewController {
                    weak var feedModel: XYFeedModel?
                    private let session: XYSessionModel
                    func render() {}
                }
                """, options: "min_lines: 1"),
        ],
        nonTriggering: [
            Example("""
                // A navigation container: its state is the stack's chrome, not a screen's.
                final class StyledNavigationController: UINavigationController {
                    private var barStyles: [ObjectIdentifier: BarStyle] = [:]
                    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
                        applyStyle(for: viewController)
                        super.pushViewController(viewController, animated: animated)
                    }
                }
                """, options: "min_lines: 1"),
            Example("""
                class ListBaseViewController: UIViewController {
                    func reload() {}
                    func render() {}
                }
                final class OrdersViewController: ListBaseViewController {
                    private let viewModel: OrdersViewModel
                }
                final class ReturnsViewController: ListBaseViewController {
                    private let viewModel: ReturnsViewModel
                }
                """, options: "min_lines: 1"),
            Example("""
                final class FeedViewController: UIViewController {
                    private let brain: FeedBrain
                    func render() {}
                }
                """, options: "min_lines: 1\ntype_suffixes: [Brain]"),
            Example("""
                final class ProfileViewController: UIViewController {
                    private let viewModel: ProfileViewModel
                    func render() {}
                    func update() {}
                }
                """, options: "min_lines: 1"),
            Example("""
                final class ProfileViewController: UIViewController {
                    init(presenter: ProfilePresenter) {
                        super.init(nibName: nil, bundle: nil)
                    }
                }
                """, options: "min_lines: 1"),
            Example("""
                class BaseViewController<VM>: UIViewController {
                    var store: AppStore!
                }
                final class ProfileViewController: BaseViewController<ProfileState> {
                    func render() {}
                    func update() {}
                }
                """, options: "min_lines: 1"),
            Example("""
                final class ProfileViewController: UIViewController {
                    private let model = ProfileViewModel()
                    func render() {}
                }
                """, options: "min_lines: 1"),
            Example("""
                final class NotificationsViewController: UIViewController {
                    private let modelController: NotificationModelController
                    func render() {}
                }
                final class OnboardingViewController: UIViewController {
                    var viewModel: OnboardingFlow?
                    func render() {}
                }
                final class CounterViewController: UIViewController {
                    let store: StoreOf<Counter>
                    func render() {}
                }
                """, options: "min_lines: 1"),
            Example("""
                final class AboutViewController: UIViewController {
                    func render() {}
                }
                """),
            Example(objc: """
                @interface ProfileViewController ()
                @property (nonatomic, strong) ProfileViewModel *viewModel;
                @end

                @implementation ProfileViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.nameLabel.text = self.viewModel.displayName;
                }
                @end
                """, header: """
                @interface ProfileViewController : UIViewController
                @end
                """, options: "min_lines: 1"),
            Example(objc: """
                @implementation SettingsViewController
                - (instancetype)initWithPresenter:(SettingsPresenter *)presenter {
                    return [super initWithNibName:nil bundle:nil];
                }
                @end
                """, header: """
                @interface SettingsViewController : UIViewController
                - (instancetype)initWithPresenter:(SettingsPresenter *)presenter;
                @end
                """, options: "min_lines: 1"),
        ])
}
