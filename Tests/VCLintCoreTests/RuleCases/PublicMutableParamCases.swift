@testable import VCLintCore

/// `public_mutable_param`'s edge cases: shapes its document need not show, run by
/// `RuleExampleTests` with every mutation the document's examples get.
enum PublicMutableParamCases {
    static let triggering: [Example] = [
        Example(objc: """
            #import "Example.h"

            @interface ArticleViewController ()
            @property (nonatomic, readwrite) BOOL isLoading;
            @property (nonatomic, copy) NSString *draft;
            @end

            @implementation ArticleViewController
            @end
            """, header: """
            @interface ArticleViewController : UIViewController
            ↓@property (nonatomic, strong) Article *article;
            ↓@property (nonatomic) BOOL showsComments;
            @property (nonatomic, readonly) BOOL isLoading;
            @property (nonatomic, weak) id<ArticleDelegate> delegate;
            @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
            @property (nonatomic, strong) UIScrollView *tableView;
            @property (nonatomic, copy) void (^onClose)(void);
            @property (class, nonatomic, copy) NSString *storyboardIdentifier;
            @end
            """,
            otherFiles: ["ArticleListViewController.m": """
                @implementation ArticleListViewController
                - (void)openArticle:(Article *)article {
                    NSParameterAssert(article != nil);
                    ArticleViewController *controller = [[ArticleViewController alloc] init];
                    controller.delegate = self;
                    controller.article = article;
                    [controller setShowsComments:YES];
                    controller.tableView = [[UIScrollView alloc] init];
                    controller.onClose = ^{ [self dismissViewControllerAnimated:YES completion:nil]; };
                    [self showViewController:controller sender:self];
                }
                @end
                """],
            messages: [
                "'article' of ArticleViewController is a parameter other code sets (ArticleListViewController.m:6). Make it readonly in the header and take it in an initializer (initWithArticle:).",
                "'showsComments' of ArticleViewController is a parameter other code sets (ArticleListViewController.m:7). Make it readonly in the header and take it in an initializer (initWithShowsComments:).",
            ]),
        Example("""
            final class ChatViewController: UIViewController {
                weak ↓var delegate: ChatDelegate?
                ↓var isTyping = false
                ↓var draft = ""
                func type() { isTyping = true }
            }
            final class ChatBadge {
                func show(_ chat: ChatViewController) { label.text = chat.draft }
            }
            """, options: "ignore_weak: false\nreport_state: true",
            messages: [
                "'delegate' of ChatViewController is state only its own code sets, yet any file can set it (var: ChatDelegate?). Make it private.",
                "'isTyping' of ChatViewController is state only its own code sets, yet any file can set it (var). Make it private.",
                "'draft' of ChatViewController is state only its own code sets, yet any file can set it (var). Make it private(set): other code reads it.",
            ]),
        Example("""
            final class PlayerViewController: UIViewController {
                ↓var mode = Mode.full
            }
            final class LibraryViewController: UIViewController {
                func play() {
                    let player = PlayerViewController()
                    if isCompact { player.mode = .mini } else { player.mode = .full }
                    present(player, animated: true)
                }
            }
            """),
        Example("""
            open class BaseListViewController: UIViewController {
                open ↓var items: [Item] = [] {
                    didSet { reload() }
                }
                func reload() {}
            }
            final class OrdersCoordinator {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? OrdersViewController)?.items = orders
                }
            }
            final class OrdersViewController: BaseListViewController {}
            """),
        Example("""
            final class ProfileViewController: UIViewController {
                ↓var user: User?
            }
            final class SettingsViewController: UIViewController {
                ↓var section = 0
            }
            final class AccountViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segue.destination {
                    case let profile as ProfileViewController:
                        profile.user = account.user
                    case let settings as SettingsViewController: settings.section = 2
                    default: break
                    }
                }
            }
            """),
        Example(objc: """
            @implementation ChatViewController
            - (void)textViewDidChange:(UITextView *)textView {
                self.isTyping = YES;
                self.draft = textView.text;
            }
            @end
            """, header: """
            @interface ChatViewController : UIViewController
            ↓@property (nonatomic) BOOL isTyping;
            ↓@property (nonatomic, copy) NSString *draft;
            @end
            """, options: "report_state: true",
            otherFiles: ["ChatBadge.m": """
                @implementation ChatBadge
                - (void)showChat:(ChatViewController *)chat {
                    self.label.text = chat.draft;
                }
                @end
                """],
            messages: [
                "'isTyping' of ChatViewController is state only its own code sets, yet any file can set it (a readwrite header property). Move it into the class extension.",
                "'draft' of ChatViewController is state only its own code sets, yet any file can set it (a readwrite header property). Make it readonly in the header and readwrite in the class extension: other code reads it.",
            ]),
        Example("""
            final class DetailViewController: UIViewController {
                ↓var item: Item?
                ↓var playlist: Playlist?
                ↓var isCompact = false
                ↓var origin: Origin?
            }
            final class ListViewController: UIViewController {
                private var detail: DetailViewController?
                private let preview = DetailViewController()
                init() {
                    super.init(nibName: nil, bundle: nil)
                    preview.isCompact = true
                }
                func open(_ item: Item) {
                    detail = DetailViewController()
                    detail?.item = item
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "show", let destination = segue.destination as? DetailViewController {
                        destination.origin = .list
                        return
                    }
                    let navigation = segue.destination as! UINavigationController
                    let shown = navigation.topViewController as! DetailViewController
                    shown.playlist = playlist
                }
            }
            """),
    ]

    static let nonTriggering: [Example] = [
        Example("""
            final class SyncViewController: UIViewController {
                var isSyncing = false
                var page = 0
            }
            final class AvatarItem: NSCollectionViewItem {
                var url: URL?
            }
            final class AppCoordinator {
                func sync() {
                    SyncViewController.shared.isSyncing = true
                }
                func update(_ controller: SyncViewController) {
                    controller.page = 2
                }
                func collectionView(_ view: NSCollectionView, itemForRepresentedObjectAt path: IndexPath) -> NSCollectionViewItem {
                    let item = view.makeItem(withIdentifier: .avatar, for: path) as! AvatarItem
                    item.url = url
                    return item
                }
            }
            """),
        Example("""
            final class RecipeViewController: UIViewController {
                private let recipe: Recipe
                private(set) var isEditingRecipe = false
                fileprivate var cache: [String: Int] = [:]
                @IBOutlet var titleLabel: UILabel!
                weak var delegate: RecipeDelegate?
                lazy var tableView = UITableView()
                static var count = 0
                override var title: String? { didSet {} }
                var isEmpty: Bool { recipe.steps.isEmpty }
                let id = UUID()
                var isLoading = false
                init(recipe: Recipe) {
                    self.recipe = recipe
                    super.init(nibName: nil, bundle: nil)
                }
            }
            """),
        Example("""
            final class ProfileViewController: UIViewController {
                var user: User?
            }
            final class AccountViewController: UIViewController {
                func refresh() {
                    switch navigationController?.topViewController {
                    case let profile as ProfileViewController:
                        profile.user = account.user
                    default: break
                    }
                }
            }
            """),
        Example("""
            final class ArticleViewController: UIViewController {
                var threadID: String?
                func open(_ id: String) { DispatchQueue.main.async { [weak self] in self?.threadID = id } }
                var isShowingExtract = false
                var topConstraint: NSLayoutConstraint?
                var onClose: CloseHandler?
                func toggle() { isShowingExtract.toggle() ; isShowingExtract = !isShowingExtract }
            }
            final class ReaderViewController: UIViewController {
                private let article: ArticleViewController
                init() {
                    article = ArticleViewController()
                    article.isShowingExtract = true
                    super.init(nibName: nil, bundle: nil)
                }
                func restore(_ state: State) {
                    let thread = ArticleViewController()
                    thread.threadID = state.thread
                    self.article.isShowingExtract = state.extract
                    article.topConstraint = view.topAnchor.constraint(equalTo: other.topAnchor)
                    article.onClose = { }
                }
            }
            """),
        Example("""
            final class AlertViewController: UIViewController {
                var isDismissable = true
            }
            final class PostViewController: UIViewController {
                func repost() {
                    let alert = AlertViewController()
                    alert.isDismissable = false
                    present(alert, animated: true)
                    service.repost { error in if error != nil { alert.isDismissable = true } }
                }
            }
            """),
        Example("""
            final class ChatViewController: UIViewController {
                var isTyping = false
            }
            final class Room {
                func typing() { session.currentChat().isTyping = true }
            }
            """, options: "report_state: true"),
        Example("""
            final class PickerViewController: UIViewController {
                var delegate: PickerDelegate?
                var onPick: ((Item) -> Void)?
            }
            final class Host: UIViewController {
                func pick() {
                    let picker = PickerViewController()
                    picker.delegate = self
                    picker.onPick = { [weak self] item in self?.use(item) }
                }
            }
            """),
        Example("""
            private final class HelperViewController: UIViewController {
                var text = ""
            }
            """),
        Example("""
            final class RecipeModel {
                var recipe: Recipe?
            }
            final class Screen {
                func show(model: RecipeModel) { model.recipe = nil }
            }
            """),
        Example("""
            protocol Themeable: AnyObject { var theme: Theme { get set } }
            class PlayerViewController: UIViewController, Themeable {
                var theme = Theme.dark
                @objc dynamic var progress = 0.0
                var cancellables = Set<AnyCancellable>()
                var selection: Int?
            }
            final class MiniPlayerViewController: PlayerViewController {
                override func viewDidLoad() { selection = 1 }
            }
            final class Host {
                func make() {
                    let player = PlayerViewController()
                    player.theme = .light
                    player.cancellables = []
                }
            }
            """, options: "report_state: true"),
        Example("""
            final class MapViewController: UIViewController {
                var region: Region?
            }
            """, options: "report_state: true",
            otherFiles: ["Map+Search.swift": """
                extension MapViewController {
                    func search() { region = Region.world }
                }
                """]),
        Example(objc: """
            @implementation BaseListViewController
            @end

            @implementation OrdersViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.showsSearchBar = YES;
            }
            @end
            """, header: """
            @interface BaseListViewController : UIViewController
            @property (nonatomic) BOOL showsSearchBar;
            @end

            @interface OrdersViewController : BaseListViewController
            @end
            """,
            otherFiles: ["Factory.m": """
                @implementation Factory
                - (UIViewController *)makeOrders {
                    OrdersViewController *orders = [[OrdersViewController alloc] init];
                    orders.showsSearchBar = NO;
                    return orders;
                }
                @end
                """]),
    ]
}
