/// The controller itself serves a table, collection or picker view its data.
public struct InlineDataSourceRule: ControllerRule {
    /// Off by default: on apps nobody tuned it on, reviewers leave half its findings as they are.
    public static let isOptIn = true
    public var severity = Severity.warning
    public var protocols = ["NSCollectionViewDataSource", "NSOutlineViewDataSource", "NSTableViewDataSource",
                            "UICollectionViewDataSource", "UICollectionViewDataSourcePrefetching",
                            "UIPickerViewDataSource", "UITableViewDataSource", "UITableViewDataSourcePrefetching"]

    /// A controller of fewer code lines is not a finding: its list is most of what it does.
    public var minimumControllerLines = 80
    /// Data-source methods holding fewer code lines together are not a finding: a count and a
    /// one-call cell are already thin.
    public var minimumMethodLines = 5

    public init() {}

    /// The examples show shapes, not sizes: with these options every list counts.
    static let anyList = "minimum_controller_lines: 0\nminimum_method_lines: 0"

    public static var options: [RuleOption<Self>] {
        [
            .severity(),
            .integer("minimum_controller_lines", \.minimumControllerLines,
                     "Controllers of fewer code lines (class and extensions) are not a finding."),
            .integer("minimum_method_lines", \.minimumMethodLines,
                     "Data-source methods holding fewer code lines in their bodies, together, are not a finding."),
            .names("protocols", \.protocols, """
                Data-source protocols. UIKit's are known by their methods; a protocol declared in the \
                scanned tree by its requirements; any other counts by conformance alone.
                """),
        ]
    }

    /// UIKit's and AppKit's data-source protocols by selector. A controller serves one when it implements
    /// every required method; optional ones alone (a static table hiding a row) are not serving.
    static let knownProtocols: [String: (required: Set<String>, optional: Set<String>)] = [
        "UITableViewDataSource": (
            ["tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)"],
            ["numberOfSections(in:)", "tableView(_:titleForHeaderInSection:)", "tableView(_:titleForFooterInSection:)",
             "tableView(_:canEditRowAt:)", "tableView(_:canMoveRowAt:)", "sectionIndexTitles(for:)",
             "tableView(_:sectionForSectionIndexTitle:at:)", "tableView(_:commit:forRowAt:)", "tableView(_:moveRowAt:to:)"]),
        "UICollectionViewDataSource": (
            ["collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)"],
            ["numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)",
             "collectionView(_:canMoveItemAt:)", "collectionView(_:moveItemAt:to:)", "indexTitles(for:)",
             "collectionView(_:indexPathForIndexTitle:at:)"]),
        "UIPickerViewDataSource": (["numberOfComponents(in:)", "pickerView(_:numberOfRowsInComponent:)"], []),
        "UITableViewDataSourcePrefetching": (["tableView(_:prefetchRowsAt:)"], ["tableView(_:cancelPrefetchingForRowsAt:)"]),
        "UICollectionViewDataSourcePrefetching": (["collectionView(_:prefetchItemsAt:)"], ["collectionView(_:cancelPrefetchingForItemsAt:)"]),
        // AppKit declares every method optional; these are the ones a table or outline cannot show rows without.
        "NSTableViewDataSource": (["numberOfRows(in:)"], ["tableView(_:objectValueFor:row:)", "tableView(_:sortDescriptorsDidChange:)"]),
        "NSOutlineViewDataSource": (
            ["outlineView(_:numberOfChildrenOfItem:)", "outlineView(_:child:ofItem:)", "outlineView(_:isItemExpandable:)"],
            ["outlineView(_:objectValueFor:byItem:)"]),
        "NSCollectionViewDataSource": (
            ["collectionView(_:numberOfItemsInSection:)", "collectionView(_:itemForRepresentedObjectAt:)"],
            ["numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)"]),
    ]

    /// The same methods by Objective-C selector: what an `@implementation` writes.
    static let knownSelectors: [String: (required: Set<String>, optional: Set<String>)] = [
        "UITableViewDataSource": (
            ["tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:"],
            ["numberOfSectionsInTableView:", "tableView:titleForHeaderInSection:", "tableView:titleForFooterInSection:",
             "tableView:canEditRowAtIndexPath:", "tableView:canMoveRowAtIndexPath:", "sectionIndexTitlesForTableView:",
             "tableView:sectionForSectionIndexTitle:atIndex:", "tableView:commitEditingStyle:forRowAtIndexPath:",
             "tableView:moveRowAtIndexPath:toIndexPath:"]),
        "UICollectionViewDataSource": (
            ["collectionView:numberOfItemsInSection:", "collectionView:cellForItemAtIndexPath:"],
            ["numberOfSectionsInCollectionView:", "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
             "collectionView:canMoveItemAtIndexPath:", "collectionView:moveItemAtIndexPath:toIndexPath:",
             "indexTitlesForCollectionView:", "collectionView:indexPathForIndexTitle:atIndex:"]),
        "UIPickerViewDataSource": (["numberOfComponentsInPickerView:", "pickerView:numberOfRowsInComponent:"], []),
        "UITableViewDataSourcePrefetching": (["tableView:prefetchRowsAtIndexPaths:"], ["tableView:cancelPrefetchingForRowsAtIndexPaths:"]),
        "UICollectionViewDataSourcePrefetching": (
            ["collectionView:prefetchItemsAtIndexPaths:"], ["collectionView:cancelPrefetchingForItemsAtIndexPaths:"]),
        "NSTableViewDataSource": (["numberOfRowsInTableView:"], ["tableView:objectValueForTableColumn:row:", "tableView:sortDescriptorsDidChange:"]),
        "NSOutlineViewDataSource": (
            ["outlineView:numberOfChildrenOfItem:", "outlineView:child:ofItem:", "outlineView:isItemExpandable:"],
            ["outlineView:objectValueForTableColumn:byItem:"]),
        "NSCollectionViewDataSource": (
            ["collectionView:numberOfItemsInSection:", "collectionView:itemForRepresentedObjectAtIndexPath:"],
            ["numberOfSectionsInCollectionView:", "collectionView:viewForSupplementaryElementOfKind:atIndexPath:"]),
    ]

    /// The base names (`tableView`, `numberOfSections`) of each known protocol's methods, in both
    /// languages: worked out once, not for every controller that adopts one.
    static let knownBaseNames: [String: Set<String>] = Dictionary(uniqueKeysWithValues: knownProtocols.keys.compactMap { name in
        knownSelectors[name].map { (name, baseNames(of: [knownProtocols[name]!, $0])) }
    })

    /// `tableView` for `tableView(_:cellForRowAt:)` and for `tableView:cellForRowAtIndexPath:`.
    static func baseNames(of tables: [(required: Set<String>, optional: Set<String>)]) -> Set<String> {
        Set(tables.flatMap { $0.required.union($0.optional) }.map { String($0.prefix { $0 != "(" && $0 != ":" }) })
    }

    /// AppKit's view-based tables take their cells from these delegate methods: the data source's
    /// cell work, so their lines count toward `minimum_method_lines`.
    static let cellProvidingMethods: Set<String> = [
        "tableView(_:viewFor:row:)", "tableView:viewForTableColumn:row:",
        "outlineView(_:viewFor:item:)", "outlineView:viewForTableColumn:item:",
    ]

    /// UIKit controllers that adopt a data-source protocol for their subclasses.
    static let adoptingControllers = [
        "UITableViewController": "UITableViewDataSource",
        "UICollectionViewController": "UICollectionViewDataSource",
    ]

    public func check(_ controller: Controller, in context: RuleContext) -> [Violation] {
        let own = [controller.declaration] + controller.extensions
        // Conformances declared by the controller itself, where they are written.
        var declared: [(name: String, location: Location)] = []
        for reference in own {
            let declaration = context.declaration(reference)
            let inherited = reference == controller.declaration ? Array(declaration.inheritance.dropFirst()) : declaration.inheritance
            for type in inherited where protocols.contains(type.baseName) {
                declared.append((type.baseName, context.location(reference, type.position)))
            }
        }
        // Conformances it inherits from in-tree base classes or from UIKit.
        var adopted = Set(declared.map(\.name))
        // Inherited facts the resolver computed once per class: no walk up the chain per controller.
        adopted.formUnion(controller.inheritedConformances.filter(protocols.contains))
        if let adoptedProtocol = Self.adoptingControllers[controller.base], protocols.contains(adoptedProtocol) {
            adopted.insert(adoptedProtocol)
        }
        guard !adopted.isEmpty, controller.totalLines >= minimumControllerLines else { return [] }
        var tables: [(required: Set<String>, optional: Set<String>)] = []
        var unknownProtocols: [String] = []
        // Signatures are built only for functions whose base name a data-source method has.
        var baseNames: Set<String> = []
        for name in adopted.sorted() {
            let found = methods(of: name, in: context)
            if found.isEmpty { unknownProtocols.append(name) } else { tables += found }
            baseNames.formUnion(Self.knownBaseNames[name] ?? Self.baseNames(of: found))
        }
        var candidates: [(signature: String, location: Location, isEmpty: Bool, lines: Int)] = []
        for reference in own {
            for function in context.declaration(reference).functions
            where function.kind == .function && !function.isStatic && baseNames.contains(function.name) {
                candidates.append((Self.key(function), context.location(reference, function.position),
                                   function.bodyReferences.isEmpty, function.bodyCodeLines))
            }
        }
        var implemented: [(signature: String, location: Location, lines: Int)] = []
        for methods in tables {
            let found = candidates.filter { methods.required.contains($0.signature) || methods.optional.contains($0.signature) }
            guard methods.required.isSubset(of: found.map(\.signature)) else { continue }
            // A base class's placeholder (`return 0;`, `return nil;`: no name in the body) that its
            // subclasses override only gives them a default; the subclasses serve the rows.
            let placeholders = Set(found.filter { $0.isEmpty && methods.required.contains($0.signature) }.map(\.signature))
            if !placeholders.isEmpty && Self.subclassesImplement(placeholders, of: controller, in: context) { continue }
            implemented += found.map { ($0.signature, $0.location, $0.lines) }
        }
        let served = Set(implemented.map(\.signature)).sorted()
        // Both languages' tables can match one method: count each place once.
        let cellProviders = candidates.filter { Self.cellProvidingMethods.contains($0.signature) }.map { ($0.location, $0.lines) }
        let methodLines = Dictionary(implemented.map { ($0.location, $0.lines) } + cellProviders, uniquingKeysWith: { first, _ in first })
            .values.reduce(0, +)
        guard served.isEmpty || methodLines >= minimumMethodLines else { return [] }
        let unknownDeclared = declared.filter { unknownProtocols.contains($0.name) }
        guard !served.isEmpty || !unknownDeclared.isEmpty else { return [] }
        let protocolNames = adopted.sorted()
        let location = declared.first?.location ?? implemented.map(\.location).min()!
        let what = served.isEmpty
            ? "conforms to \(unknownDeclared.map(\.name).joined(separator: ", "))"
            : "implements \(served.joined(separator: ", "))"
        return [Violation(
            rule: id, severity: severity, location: location,
            message: "\(controller.name) is its own data source: it \(what). "
                + "Move them into a separate data source object (or a diffable data source) that the controller owns.",
            controller: controller.name, measured: served.count, subject: protocolNames.joined(separator: ","),
            related: implemented.sorted { $0.location < $1.location }.map { RelatedLocation($0.location, message: $0.signature) })]
    }

    /// Whether a controller directly below this one implements one of `methods`.
    static func subclassesImplement(_ methods: Set<String>, of controller: Controller, in context: RuleContext) -> Bool {
        (context.directSubclasses[controller.declaration] ?? []).contains { index in
            let other = context.project.controllers[index]
            return ([other.declaration] + other.extensions).contains { part in
                context.declaration(part).functions.contains { methods.contains(key($0)) }
            }
        }
    }

    /// What a method is matched by: its Objective-C selector, or its Swift signature.
    static func key(_ function: Function) -> String { function.selector ?? function.signature }

    /// A protocol's methods: UIKit's from the tables, one per language; an in-tree protocol's from
    /// its declaration, where any one method counts as serving. Empty for a protocol not known.
    private func methods(of name: String, in context: RuleContext) -> [(required: Set<String>, optional: Set<String>)] {
        if let known = Self.knownProtocols[name], let selectors = Self.knownSelectors[name] { return [known, selectors] }
        guard let declaration = context.protocolDeclarations[name]?.first else { return [] }
        return [([], Set(context.declaration(declaration).functions.map(Self.key)))]
    }

    public static let description = RuleDescription(
        id: "inline_data_source",
        name: "Inline data source",
        summary: "A view controller is itself the data source of its table, collection or picker view.",
        rationale: """
            Serving cells is a job of its own: counting sections and rows, dequeuing and configuring \
            cells, prefetching. When the controller does it, that code is tied to the controller and \
            can be neither reused nor tested without it. The first technique of objc.io's \
            *Lighter View Controllers* is to move the data source into a separate object.

            The rule fires when the controller, in its class or any extension, conforms to a data-source \
            protocol **and implements its required methods** (rows and cells, items and cells, \
            components and rows, prefetching), or overrides those that `UITableViewController` and \
            `UICollectionViewController` adopt, or they are adopted by an in-tree base class. A \
            conformance with no method behind it is not a finding: the methods may live in an object \
            the controller owns. Nor are optional methods alone, such as a static table from a \
            storyboard that hides a row, nor a diffable data source that the controller owns. For a \
            data-source protocol declared in the scanned tree, any one of its methods counts.

            In Objective-C the conformance may be written in the header's `@interface`, in a class \
            extension (`@interface FeedViewController () <UITableViewDataSource>`) or a category, and \
            the methods are matched by selector (`tableView:numberOfRowsInSection:` and \
            `tableView:cellForRowAtIndexPath:`) in the `@implementation` or any category of it.

            A base class whose required methods are placeholders (a body that names nothing, such as \
            `return 0;`) that its subclasses override is not a finding: the subclasses serve the rows.

            **Small lists are left alone.** A lead moves a data source out to lighten a \
            controller, not to split a list screen whose list is its whole job. So a controller of \
            fewer than 80 code lines (`minimum_controller_lines`, class and extensions) is not a \
            finding, nor is a data source whose methods hold fewer than 5 code lines in their \
            bodies together (`minimum_method_lines`): a count and a cell that configures itself. \
            For a view-based AppKit table, the delegate's `tableView(_:viewFor:row:)` (or the \
            outline view's) builds the cells, so its lines count toward the data source's. Set \
            both options to 0 to report every inline data source.

            **Opt-in.** Reviewers who read the code judge many inline data sources fine where they \
            are, and they disagree on small lists. On four rounds of apps nobody had tuned it on \
            (rounds 4 to 7), before the size cut, about half of its sampled findings were right \
            (78 of 163) and it found 43 of the 55 controllers judged to need a data source object. \
            A stricter cut (150 lines and 15, chosen on rounds 4 to 6) held on round 7 at 69% \
            precision but found only 9 of its 18 judged controllers, so the cut was loosened, on \
            rounds 4 to 7, to one that misses none of them: 58% (73 of 126) and 43 of 55. On \
            round 8, held out for it: 63% (19 of 30), against about 45% without the cut (3 of 30 \
            sampled findings it drops were right), and 8 of 15 judged controllers either way.
            """,
        fix: """
            Move the methods into an object that conforms instead, and let the controller own it.

            ```swift
            // Before
            final class FeedViewController: UIViewController, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { … }
            }

            // After
            final class FeedDataSource: NSObject, UITableViewDataSource {
                var items: [FeedItem] = []
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { … }
            }

            final class FeedViewController: UIViewController {
                private let dataSource = FeedDataSource()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.dataSource = dataSource
                }
            }
            ```
            """,
        triggering: [
            Example("""
                final class TeamsViewController: UIViewController, ↓UITableViewDataSource {
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        section == 0 ? favorites.count : teams.count
                    }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Team", for: indexPath)
                        let team = indexPath.section == 0 ? favorites[indexPath.row] : teams[indexPath.row]
                        cell.textLabel?.text = team.name
                        cell.accessoryType = team.isFollowed ? .checkmark : .none
                        return cell
                    }
                }
                """, options: "minimum_controller_lines: 10\nminimum_method_lines: 6"),
            Example("""
                // A view-based AppKit table takes its cells from the delegate: those lines count too.
                final class QueueViewController: NSViewController, ↓NSTableViewDataSource, NSTableViewDelegate {
                    func numberOfRows(in tableView: NSTableView) -> Int { jobs.count }
                    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
                        let view = tableView.makeView(withIdentifier: .init("Job"), owner: self) as? NSTableCellView
                        view?.textField?.stringValue = jobs[row].title
                        view?.imageView?.image = jobs[row].isDone ? doneImage : pendingImage
                        return view
                    }
                }
                """, options: "minimum_controller_lines: 0\nminimum_method_lines: 4"),
            Example("""
                final class SidebarViewController: NSViewController, ↓NSOutlineViewDataSource {
                    func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int { 0 }
                    func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any { 0 }
                    func outlineView(_ outlineView: NSOutlineView, isItemExpandable item: Any) -> Bool { false }
                }
                """, options: Self.anyList),
            Example("""
                final class FeedViewController: UIViewController, ↓UITableViewDataSource {
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        UITableViewCell()
                    }
                }
                """, options: Self.anyList,
                messages: ["FeedViewController is its own data source: it implements tableView(_:cellForRowAt:), tableView(_:numberOfRowsInSection:). Move them into a separate data source object (or a diffable data source) that the controller owns."]),
            Example("""
                final class PhotosViewController: UIViewController {}
                """, options: Self.anyList,
                otherFiles: ["Photos+DataSource.swift": """
                    extension PhotosViewController: ↓UICollectionViewDataSource {
                        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
                        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
                        }
                    }
                    """]),
            Example("""
                final class SettingsViewController: UITableViewController {
                    override func viewDidLoad() { super.viewDidLoad() }
                    override ↓func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        UITableViewCell()
                    }
                }
                """, options: Self.anyList,
                messages: ["SettingsViewController is its own data source: it implements tableView(_:cellForRowAt:), tableView(_:numberOfRowsInSection:). Move them into a separate data source object (or a diffable data source) that the controller owns."]),
            Example("""
                final class PickerViewController: UIViewController, UIPickerViewDelegate, ↓UIPickerViewDataSource {
                    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
                    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 12 }
                }
                """, options: Self.anyList),
            Example("""
                final class InboxViewController: UIViewController, ↓MessageRowSource {
                    func rowCount() -> Int { messages.count }
                }
                """, options: "protocols: [MessageRowSource]\n" + Self.anyList,
                otherFiles: ["MessageRowSource.swift": """
                    protocol MessageRowSource {
                        func rowCount() -> Int
                        func row(at index: Int) -> MessageRow
                    }
                    """],
                messages: ["InboxViewController is its own data source: it implements rowCount(). Move them into a separate data source object (or a diffable data source) that the controller owns."]),
            Example(objc: """
                #import "Example.h"

                @interface InboxViewController () <↓UITableViewDataSource, UITableViewDelegate>
                @property (nonatomic, copy) NSArray<Message *> *messages;
                @end

                @implementation InboxViewController
                - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                    return self.messages.count;
                }
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    return [tableView dequeueReusableCellWithIdentifier:@"Message" forIndexPath:indexPath];
                }
                @end
                """, header: """
                @interface InboxViewController : UIViewController
                @end
                """, options: Self.anyList,
                messages: ["InboxViewController is its own data source: it implements tableView:cellForRowAtIndexPath:, tableView:numberOfRowsInSection:. Move them into a separate data source object (or a diffable data source) that the controller owns."]),
            Example(objc: """
                @implementation ColorPickerViewController
                - (NSInteger)numberOfComponentsInPickerView:(UIPickerView *)pickerView { return 1; }
                - (NSInteger)pickerView:(UIPickerView *)pickerView numberOfRowsInComponent:(NSInteger)component {
                    return 3;
                }
                @end
                """, header: """
                @interface ColorPickerViewController : UIViewController <UIPickerViewDelegate, ↓UIPickerViewDataSource>
                @end
                """, options: Self.anyList),
            Example(objc: """
                @implementation AlbumViewController
                @end
                """, header: """
                @interface AlbumViewController : UICollectionViewController
                @end
                """, options: Self.anyList,
                otherFiles: ["AlbumViewController+Cells.m": """
                    @implementation AlbumViewController (Cells)
                    ↓- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {
                        return 0;
                    }
                    - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView
                                      cellForItemAtIndexPath:(NSIndexPath *)indexPath {
                        return [collectionView dequeueReusableCellWithReuseIdentifier:@"Photo" forIndexPath:indexPath];
                    }
                    @end
                    """]),
            Example(objc: """
                // The base only gives placeholders that its subclasses override: the subclass serves.
                @implementation BaseTableViewController
                - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 0; }
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    return nil;
                }
                @end

                @implementation AccountsViewController
                ↓- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                    return self.accounts.count;
                }
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    return [tableView dequeueReusableCellWithIdentifier:@"Account" forIndexPath:indexPath];
                }
                @end
                """, header: """
                @interface BaseTableViewController : UITableViewController
                @end

                @interface AccountsViewController : BaseTableViewController
                @end
                """, options: Self.anyList),
        ],
        nonTriggering: [
            Example("""
                // A short list screen: a count and a cell that configures itself. The controller
                // is under 80 lines: its list is its whole job.
                final class BlocksViewController: UITableViewController {
                    var blocks: [Block] = []
                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { blocks.count }
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Block", for: indexPath) as! BlockCell
                        cell.block = blocks[indexPath.row]
                        return cell
                    }
                }
                """),
            Example("""
                final class TeamsViewController: UIViewController, UITableViewDataSource {
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { teams.count }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        TeamCell(team: teams[indexPath.row])
                    }
                }
                """, options: "minimum_controller_lines: 0\nminimum_method_lines: 6"),
            Example("""
                final class TimelineViewController: NSViewController, NSTableViewDataSource {
                    func tableView(_ tableView: NSTableView, sortDescriptorsDidChange old: [NSSortDescriptor]) {}
                }
                """, options: Self.anyList),
            Example("""
                // A static table from a storyboard, hiding a row: the cells are not served here.
                final class AccountViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        isSignedIn ? 3 : 2
                    }
                    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
                }
                """, options: Self.anyList),
            Example("""
                // Declared, but the methods live in an object the controller owns.
                final class FeedViewController: UIViewController, UITableViewDataSource {
                    private let dataSource = ArrayDataSource(items: [])
                    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
                }
                """, options: Self.anyList),
            Example("""
                final class FeedViewController: UIViewController, UITableViewDelegate {
                    private lazy var dataSource = UITableViewDiffableDataSource<Int, Item>(tableView: tableView) { _, _, _ in nil }
                    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
                }
                """, options: Self.anyList),
            Example("""
                final class FeedDataSource: NSObject, UITableViewDataSource {
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                }
                """, options: Self.anyList),
            Example("""
                final class FeedViewController: UIViewController, UITableViewDataSource {
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                }
                """, options: "protocols: [UICollectionViewDataSource]\n" + Self.anyList),
            Example("""
                // A protocol declared in the tree counts by its methods: this one's come from an extension.
                protocol MessageRowSource { func rowCount() -> Int }
                extension MessageRowSource { func rowCount() -> Int { 0 } }

                final class InboxViewController: UIViewController, MessageRowSource {}
                """, options: "protocols: [MessageRowSource]\n" + Self.anyList),
            Example(objc: """
                // The conformance is declared, but the cells come from an object the controller owns.
                @interface FeedViewController () <UITableViewDataSource, UITableViewDelegate>
                @property (nonatomic, strong) FeedDataSource *dataSource;
                @end

                @implementation FeedViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.tableView.dataSource = self.dataSource;
                }
                - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {}
                - (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section { return nil; }
                @end
                """, header: """
                @interface FeedViewController : UIViewController
                @property (nonatomic, weak) IBOutlet UITableView *tableView;
                @end
                """, options: Self.anyList),
            Example(objc: """
                @interface FeedDataSource : NSObject <UITableViewDataSource>
                @end

                @implementation FeedDataSource
                - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 0; }
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    return [[UITableViewCell alloc] init];
                }
                @end
                """, options: Self.anyList),
        ])
}
