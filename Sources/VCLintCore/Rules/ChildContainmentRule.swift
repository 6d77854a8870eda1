/// `addChild` without `didMove(toParent:)`, `removeFromParent` without `willMove(toParent: nil)`,
/// a controller's view shown without `addChild` at all.
public struct ChildContainmentRule: MetricsCountRule {
    public var severity = Severity.warning

    public init() {}

    public static let metricsColumn = MetricsColumn(key: "containment_mistakes", header: "Containment", csvOrder: 0, textOrder: 1)

    public func metricsCount(of controller: Controller, in context: RuleContext) -> Int {
        ContainmentPairing.mistakes(of: controller, in: context)
    }

    public static var options: [RuleOption<Self>] { [.severity()] }

    public func check(_ controller: Controller, in context: RuleContext) -> [Violation] {
        // AppKit's `addChild` and `removeFromParent` send the moves themselves.
        guard !ControllerFamily.isAppKit(controller.base) else { return [] }
        let pairing = ContainmentPairing(controller, project: context.project, controllerNames: context.controllerNames)
        var violations: [Violation] = []
        for body in pairing.bodies() {
            let declaration = context.declaration(body.declaration)
            let file = context.file(body.declaration)
            // Objective-C findings name methods and calls as Objective-C writes them.
            let objc = file.language == .objc
            let signature = body.function >= 0 ? declaration.functions[body.function].displayName : nil
            let member = signature.map { "`\($0)`" } ?? "a property observer"
            for problem in pairing.problems(in: body) {
                let (call, message, written, related) = describe(problem, in: member, objc: objc)
                // The member keeps two findings of one spelling in different methods apart.
                let subject = "\(signature ?? "property observer"): \(written.filter { $0 != "`" })"
                let position = file.position(of: call.offset)
                violations.append(Violation(
                    rule: id, severity: severity, location: Location(path: file.path, position), message: message,
                    controller: controller.name, subject: subject,
                    related: related.map { RelatedLocation(Location(path: file.path, file.position(of: $0.offset)), message: spelling($0, objc: objc)) }))
            }
        }
        return violations
    }

    private func describe(_ problem: ContainmentPairing.Problem, in member: String, objc: Bool)
        -> (ContainmentCall, message: String, subject: String, related: [ContainmentCall]) {
        let spelling = { self.spelling($0, objc: objc) }
        let expectedMove = { self.expectedMove(for: $0, objc: objc) }
        switch problem {
        case .missingDidMove(let call):
            return (call, "\(spelling(call)) is not followed by \(expectedMove(call)) in \(member): "
                        + "the child is never told the move has finished.", spelling(call), [])
        case .missingWillMove(let call):
            return (call, "\(spelling(call)) is not preceded by \(expectedMove(call)) in \(member): "
                        + "the child is never told it is leaving.", spelling(call), [])
        case .mismatchedDidMove(let call, let found):
            return (call, "\(spelling(call)) is followed by \(spelling(found)), not \(expectedMove(call)), in \(member): "
                        + "a copy-paste slip?", spelling(call), [found])
        case .mismatchedWillMove(let call, let found):
            return (call, "\(spelling(call)) is preceded by \(spelling(found)), not \(expectedMove(call)), in \(member): "
                        + "a copy-paste slip?", spelling(call), [found])
        case .viewWithoutAddChild(let call):
            let add = objc ? "`[self addChildViewController:\(call.child)]`" : "`addChild(\(call.child))`"
            return (call, "\(spelling(call)) goes into the view hierarchy in \(member), but the controller never adds "
                        + "`\(call.child)` as a child: call \(add) before and \(expectedMove(call)) after.", spelling(call), [])
        }
    }

    /// A call as Swift writes it: `addChild(detail)`, `detail.didMove(toParent: self)`; or as
    /// Objective-C does: `[self addChildViewController:detail]`.
    func spelling(_ call: ContainmentCall, objc: Bool = false) -> String {
        if objc {
            switch call.kind {
            case .addChild: return "`[\(call.parent) addChildViewController:\(call.child)]`"
            case .didMove: return "`[\(call.child) didMoveToParentViewController:\(call.parent)]`"
            case .willMove: return "`[\(call.child) willMoveToParentViewController:\(call.parent)]`"
            case .removeFromParent: return "`[\(call.child) removeFromParentViewController]`"
            case .addsView: return "`\(call.child).view`"
            }
        }
        let receiver = call.child == "self" ? "" : "\(call.child)."
        switch call.kind {
        case .addChild: return "`\(call.parent == "self" ? "" : "\(call.parent).")addChild(\(call.child))`"
        case .didMove: return "`\(receiver)didMove(toParent: \(call.parent))`"
        case .willMove: return "`\(receiver)willMove(toParent: \(call.parent))`"
        case .removeFromParent: return "`\(receiver)removeFromParent()`"
        case .addsView: return "`\(call.child).view`"
        }
    }

    func expectedMove(for call: ContainmentCall, objc: Bool = false) -> String {
        if objc {
            if call.kind == .addsView { return "`[\(call.child) didMoveToParentViewController:self]`" }
            return call.kind == .addChild ? "`[\(call.child) didMoveToParentViewController:\(call.parent)]`"
                : "`[\(call.child) willMoveToParentViewController:nil]`"
        }
        let receiver = call.child == "self" ? "" : "\(call.child)."
        if call.kind == .addsView { return "`\(receiver)didMove(toParent: self)`" }
        return call.kind == .addChild ? "`\(receiver)didMove(toParent: \(call.parent))`" : "`\(receiver)willMove(toParent: nil)`"
    }

    /// About a child never told it moved misses its appearance callbacks.
    public static let concern = Concern.correctness

    public static let description = RuleDescription(
        id: "child_containment",
        name: "Child containment",
        summary: "`addChild(x)` with no `x.didMove(toParent: self)` after it, `x.removeFromParent()` with no `x.willMove(toParent: nil)` before it, or `x.view` shown with no `addChild(x)` at all.",
        rationale: """
            A container view controller owes its children two calls that UIKit does not make for it. \
            Apple's *Implementing a Container View Controller* (View Controller Programming Guide, \
            "Adding a Child View Controller to Your Content") spells them out: `addChild(_:)` calls \
            the child's `willMove(toParent:)` itself, but once the child's view is in place the \
            container must call `child.didMove(toParent: self)`; to remove a child it must call \
            `child.willMove(toParent: nil)` first, and `removeFromParent()` then calls \
            `didMove(toParent: nil)`. Skip one and the child's `didMove`/`willMove` overrides never \
            run: state they set up or tear down (observers, timers, a parent-dependent layout) is \
            missing or leaks, and appearance callbacks can arrive out of step. objc.io's \
            *View Controller Containment* (issue 1) teaches the same pairs.

            The calls are easy to lose: in real apps about a third of `addChild` calls have no \
            `didMove` for the same child, and a copy-pasted block can move the wrong child \
            (`addChild(tabBar)` followed by `sidebar.didMove(toParent: self)`). No compiler or \
            Swift linter checks them.

            How vclint reads it: within one member (a method, or a property's `willSet`/`didSet`), \
            each `addChild(x)` must be followed by `x.didMove(toParent: self)` and each \
            `x.removeFromParent()` preceded by `x.willMove(toParent: nil)`, comparing `x` as written \
            (`self.x`, `self?.x` and `x!` are `x`). It also accepts:
            - the move in a method of the controller or an in-tree superclass that the member calls \
            (after `addChild`, before `removeFromParent`), in a member of the controller that \
            calls this one, or in a method that such a caller calls after this one (before it, for \
            `removeFromParent`): a transition whose steps are methods, one adding the children and \
            the completion's finishing the moves. One call away, not deeper. There a parameter or \
            local may stand for the child, so any move to the same parent counts unless both name \
            different properties;
            - a child held in a property, moved in another member (`addChild` in `init`, `didMove` \
            once the view has loaded);
            - a move naming a parameter or local in place of the added one (`addChild($0)` in a \
            `willSet`, `viewController.didMove(toParent: self)` in the `didSet`), unless that name is \
            itself added in the member: then it is a slip, reported as such;
            - the controller's own `addChild` or `removeFromParent` override that makes the move;
            - `x.removeFromParent()` followed by `addChild(x)`: re-parenting, which `addChild` \
            announces to the child;
            - `super.addChild(x)` and `super.removeFromParent()`, inside a container's overrides.

            A controller whose view is put in the hierarchy (`addSubview(x.view)`, \
            `addArrangedSubview(x.view)`, `insertSubview(x.view, …)`, a stack view made with \
            `arrangedSubviews: [x.view, …]`, `[self.view addSubview:x.view]`) must be a child first: \
            without `addChild(x)` it gets no appearance, rotation or trait callbacks, and a \
            `UIHostingController` does not size or update its SwiftUI content properly. This is \
            reported when `x` is a controller by its declaration (a property's type or initializer, \
            or the member's local: `let x = UIHostingController(…)`, `Detail *x = …`), no \
            `addChild` of it (or of a parameter or local, which may be it) appears in the \
            controller or its in-tree superclasses, and the controller does not hand `x` to a \
            call (`add(controller: x)`, `embed(x)`): such a helper, in an extension of \
            `UIViewController` elsewhere, may add it.

            `parent.addChild(self)` needs `didMove(toParent: parent)`; the Swift 4.1 names \
            (`addChildViewController`, `removeFromParentViewController`, `toParentViewController:`) \
            count the same. AppKit controllers (`NSViewController` and its family) are skipped: \
            AppKit's `addChild` and `removeFromParent` make both calls. SpriteKit's \
            `addChild`/`removeFromParent` on nodes (a receiver or argument named `…node`, `…scene`, \
            `…sprite`) are not containment.
            """,
        fix: """
            Add the missing call in the same method, after the child's view is in place (or before \
            it leaves):

            ```swift
            // Before
            func show(_ detail: UIViewController) {
                addChild(detail)
                view.addSubview(detail.view)
            }

            func hide(_ detail: UIViewController) {
                detail.view.removeFromSuperview()
                detail.removeFromParent()
            }

            // After
            func show(_ detail: UIViewController) {
                addChild(detail)
                view.addSubview(detail.view)
                detail.didMove(toParent: self)
            }

            func hide(_ detail: UIViewController) {
                detail.willMove(toParent: nil)
                detail.view.removeFromSuperview()
                detail.removeFromParent()
            }
            ```

            A pair of helpers (an `embed(_:in:)`/`unembed(_:)` extension on `UIViewController`) \
            keeps the calls in one place.
            """,
        triggering: [
            Example("""
                final class SymptomsViewController: UIViewController {
                    private lazy var errorBox = UIHostingController(rootView: ErrorBox())
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let radios = UIHostingController(rootView: RadioGroup())
                        let stack = UIStackView(arrangedSubviews: [↓errorBox.view, continueButton])
                        stack.addArrangedSubview(↓radios.view)
                        view.addSubview(stack)
                    }
                }
                """, messages: [
                    "`errorBox.view` goes into the view hierarchy in `viewDidLoad()`, but the controller never adds `errorBox` as a child: call `addChild(errorBox)` before and `errorBox.didMove(toParent: self)` after.",
                    "`radios.view` goes into the view hierarchy in `viewDidLoad()`, but the controller never adds `radios` as a child: call `addChild(radios)` before and `radios.didMove(toParent: self)` after.",
                ]),
            Example("""
                final class FeedViewController: UIViewController {
                    func show(_ detail: UIViewController) {
                        ↓addChild(detail)
                        view.addSubview(detail.view)
                    }

                    func hideAll() {
                        children.forEach { $0.view.removeFromSuperview(); $0.↓removeFromParent() }
                    }
                }
                """, messages: [
                    "`addChild(detail)` is not followed by `detail.didMove(toParent: self)` in `show(_:)`: the child is never told the move has finished.",
                    "`$0.removeFromParent()` is not preceded by `$0.willMove(toParent: nil)` in `hideAll()`: the child is never told it is leaving.",
                ]),
            Example(objc: """
                @implementation FeedViewController

                - (void)showDetail:(UIViewController *)detail {
                    [self ↓addChildViewController:detail];
                    [self.view addSubview:detail.view];
                }

                - (void)hideDetail:(UIViewController *)detail {
                    [detail.view removeFromSuperview];
                    [detail ↓removeFromParentViewController];
                }

                @end
                """, header: """
                @interface FeedViewController : UIViewController
                @end
                """, messages: [
                    "`[self addChildViewController:detail]` is not followed by `[detail didMoveToParentViewController:self]` in `showDetail:`: the child is never told the move has finished.",
                    "`[detail removeFromParentViewController]` is not preceded by `[detail willMoveToParentViewController:nil]` in `hideDetail:`: the child is never told it is leaving.",
                ]),
            Example("""
                final class SplitViewController: UIViewController {
                    private let sidebar = SidebarViewController()
                    private let tabs = TabsViewController()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(sidebar)
                        view.addSubview(sidebar.view)
                        sidebar.didMove(toParent: self)
                        ↓addChild(tabs)
                        view.addSubview(tabs.view)
                        sidebar.didMove(toParent: self)
                    }
                }
                """, messages: [
                    "`addChild(tabs)` is followed by `sidebar.didMove(toParent: self)`, not `tabs.didMove(toParent: self)`, in `viewDidLoad()`: a copy-paste slip?",
                ]),
            Example("""
                final class SheetViewController: UIViewController {
                    func present(from host: UIViewController) {
                        host.↓addChild(self)
                        host.view.addSubview(view)
                        didMove(toParent: nil)
                    }

                    func dismissSheet() {
                        view.removeFromSuperview()
                        self.↓removeFromParent()
                    }
                }
                """, messages: [
                    "`host.addChild(self)` is not followed by `didMove(toParent: host)` in `present(from:)`: the child is never told the move has finished.",
                    "`removeFromParent()` is not preceded by `willMove(toParent: nil)` in `dismissSheet()`: the child is never told it is leaving.",
                ]),
            Example("""
                class LegacyContainerViewController: UIViewController {
                    var current: UIViewController?

                    func swap(to next: UIViewController) {
                        current?.willMove(toParent: nil)
                        ↓addChildViewController(next)
                        view.addSubview(next.view)
                    }
                }
                """),
            Example("""
                final class PlayerViewController: UIViewController {
                    private let queue = QueueViewController()
                }
                """, otherFiles: ["PlayerViewController+Queue.swift": """
                extension PlayerViewController {
                    func closeQueue() {
                        queue.view.removeFromSuperview()
                        self.queue.↓removeFromParent()
                    }
                }
                """]),
        ],
        nonTriggering: [
            Example("""
                // A helper elsewhere (`extension UIViewController`) adds it as a child.
                final class ReaderViewController: UIViewController {
                    override func viewDidLoad() {
                        let toolbar = ToolbarViewController()
                        add(controller: toolbar)
                        view.addSubview(toolbar.view)
                    }
                }
                final class ToolbarViewController: UIViewController {}
                """),
            Example("""
                // Swift 2's spellings pair as today's do.
                final class ShowViewController: UIViewController {
                    func show(_ step: UIViewController) {
                        addChildViewController(step)
                        view.addSubview(step.view)
                        step.didMoveToParentViewController(self)
                    }
                    func hide(_ step: UIViewController) {
                        step.willMoveToParentViewController(nil)
                        step.view.removeFromSuperview()
                        step.removeFromParentViewController()
                    }
                }
                """),
            Example("""
                final class FeedViewController: UIViewController {
                    func show(_ detail: UIViewController) {
                        self.addChild(detail)
                        view.addSubview(detail.view)
                        detail.didMove(toParent: self)
                    }

                    func hideAll() {
                        children.forEach {
                            $0.willMove(toParent: nil)
                            $0.view.removeFromSuperview()
                            $0.removeFromParent()
                        }
                    }
                }
                """),
            Example("""
                final class PagesViewController: UIViewController {
                    func show(_ page: UIViewController) {
                        addChild(page)
                        attach(page)
                    }

                    private func attach(_ child: UIViewController) {
                        view.addSubview(child.view)
                        child.didMove(toParent: self)
                    }

                    private func detach(_ child: UIViewController) {
                        child.view.removeFromSuperview()
                        child.removeFromParent()
                    }

                    func close(_ page: UIViewController) {
                        page.willMove(toParent: nil)
                        detach(page)
                    }
                }
                """),
            Example("""
                final class NotificationViewController: UIViewController {
                    var active: UIViewController? {
                        willSet {
                            active?.willMove(toParent: nil)
                            newValue.flatMap { addChild($0) }
                        }
                        didSet {
                            oldValue?.view.removeFromSuperview()
                            oldValue?.removeFromParent()
                            if let viewController = active {
                                view.addSubview(viewController.view)
                                viewController.didMove(toParent: self)
                            }
                        }
                    }
                }
                """),
            Example("""
                class ContainerViewController: UIViewController {
                    override func addChild(_ childController: UIViewController) {
                        super.addChild(childController)
                        childController.didMove(toParent: self)
                    }

                    override func removeFromParent() {
                        willMove(toParent: nil)
                        super.removeFromParent()
                    }

                    func show(_ page: UIViewController) {
                        addChild(page)
                        removeFromParent()
                    }
                }
                """),
            Example("""
                final class SwitcherViewController: UIViewController {
                    func cycle(from old: UIViewController, to new: UIViewController) {
                        old.willMove(toParent: nil)
                        addChild(new)
                        transition(from: old, to: new, duration: 0.25, options: .transitionCrossDissolve, animations: nil) { _ in
                            old.removeFromParent()
                            new.didMove(toParent: self)
                        }
                    }

                    func adopt(_ queue: UIViewController) {
                        queue.removeFromParent()
                        addChildViewController(queue)
                        DispatchQueue.main.async { [weak self] in
                            queue.didMove(toParentViewController: self)
                        }
                    }
                }
                """),
            Example("""
                final class CameraViewController: UIViewController {
                    private let player: AVPlayerViewController

                    init(player: AVPlayerViewController) {
                        self.player = player
                        super.init(nibName: nil, bundle: nil)
                        addChild(player)
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(player.view)
                        player.didMove(toParent: self)
                    }
                }

                final class SheetViewController: UIViewController {
                    func present(from host: UIViewController) {
                        host.addChild(self)
                        host.view.addSubview(view)
                        didMove(toParent: host)
                    }
                }
                """),
            Example("""
                final class PreferencesViewController: NSViewController {
                    func show(_ pane: NSViewController) {
                        addChild(pane)
                        view.addSubview(pane.view)
                    }
                }

                final class GameViewController: UIViewController {
                    func spawn(_ enemyNode: SKSpriteNode, in scene: SKScene) {
                        scene.addChild(enemyNode)
                        enemyNode.removeFromParent()
                        let progress = Progress(totalUnitCount: 2)
                        progress.addChild(Progress(), withPendingUnitCount: 1)
                    }
                }
                """),
        ])
}
