import Testing
@testable import VCLintCore

/// Inserting valid Objective-C around and inside a small mixed app must not change what the
/// outline says about its own declarations: the same controllers, the same parts, methods and
/// properties, the same line counts, or, for an insertion inside an implementation, counts grown
/// by exactly the code lines inserted. Nothing may be noted as only partly read.
@Suite struct ObjCMetamorphicTests {
    enum Place: String, CaseIterable, Sendable { case file, member, body }

    struct Construct: CustomStringConvertible, Sendable {
        var name: String
        var place: Place
        var lines: [String]
        /// Lines holding code: what an implementation grows by.
        var codeLines: Int
        var description: String { "\(place.rawValue): \(name)" }
    }

    /// Marker lines say where each kind of construct may go; the baseline is the app without them.
    static let app: [(path: String, text: String)] = [
        ("App/Feed/FeedViewController.h", """
            #import <UIKit/UIKit.h>
            //@file
            NS_ASSUME_NONNULL_BEGIN
            //@file
            @interface FeedViewController : UIViewController <UITableViewDataSource>
            @property (nonatomic, strong) FeedViewModel *viewModel;
            @property (nonatomic, copy, readonly) NSArray<NSString *> *items;
            - (instancetype)initWithViewModel:(FeedViewModel *)viewModel;
            - (void)reload;
            @end
            //@file
            NS_ASSUME_NONNULL_END
            """),
        ("App/Feed/FeedViewController.m", """
            #import "FeedViewController.h"
            //@file
            @interface FeedViewController () <UITableViewDelegate>
            @property (nonatomic, copy, readwrite) NSArray<NSString *> *items;
            @end
            //@file
            @implementation FeedViewController {
                NSURLSession *_session;
            }
            //@member
            - (instancetype)initWithViewModel:(FeedViewModel *)viewModel {
                self = [super initWithNibName:nil bundle:nil];
                if (self) {
            //@body
                    _viewModel = viewModel;
                }
                return self;
            }
            //@member
            - (void)viewDidLoad {
                [super viewDidLoad];
            //@body
                [self reload];
            }
            //@member
            - (void)reload {
                [[_session dataTaskWithURL:self.viewModel.url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
            //@body
                    dispatch_async(dispatch_get_main_queue(), ^{ [self.tableView reloadData]; });
                }] resume];
            }
            //@member
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                return self.items.count;
            }
            //@member
            @end
            //@file
            """),
        ("App/Feed/FeedViewController+Sharing.m", """
            //@file
            @implementation FeedViewController (Sharing)
            //@member
            - (void)share:(id)sender {
            //@body
                [self presentViewController:[[UIActivityViewController alloc] initWithActivityItems:self.items applicationActivities:nil] animated:YES completion:nil];
            }
            //@member
            @end
            """),
        ("App/Settings/SettingsViewController.m", """
            //@file
            @implementation SettingsViewController : UITableViewController
            //@member
            - (void)viewDidLoad {
            //@body
                [super viewDidLoad];
            }
            @end
            //@file
            """),
        ("App/Profile/ProfileViewController.swift", """
            final class ProfileViewController: FeedViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }
            extension SettingsViewController {
                func refresh() {}
            }
            """),
    ]

    static let constructs: [Construct] = [
        // Between top-level declarations: none of these is a container, none adds a line to one.
        Construct(name: "comments", place: .file, lines: ["// @implementation Fake", "/* @interface Fake : UIViewController", "   @end */"], codeLines: 0),
        Construct(name: "pragma mark", place: .file, lines: ["#pragma mark - Section"], codeLines: 1),
        Construct(name: "forward declarations", place: .file, lines: ["@class FakeViewController, Other;", "@protocol FakeDelegate;"], codeLines: 2),
        Construct(name: "protocol", place: .file, lines: ["@protocol FakeDelegate <NSObject>", "@optional", "- (void)fake:(id)sender;", "@property (nonatomic) BOOL on;", "@end"], codeLines: 5),
        Construct(name: "typedef enum and struct", place: .file, lines: ["typedef enum { FakeA, FakeB } Fake;", "typedef struct {", "    int x;", "} FakePoint;"], codeLines: 4),
        Construct(name: "NS_ENUM", place: .file, lines: ["typedef NS_ENUM(NSInteger, FakeState) {", "    FakeStateIdle,", "    FakeStateBusy", "};"], codeLines: 4),
        Construct(name: "C function", place: .file, lines: ["static inline CGFloat Fake(CGFloat x) {", "    if (x > 1) { return -x; }", "    return x;", "}"], codeLines: 4),
        Construct(name: "static variables", place: .file, lines: ["static NSString *const kFake = @\"@end {\";", "static const CGRect kRect = {{0, 0}, {1, 1}};", "extern char kChar;"], codeLines: 3),
        Construct(name: "block variable", place: .file, lines: ["static void (^fakeBlock)(void) = ^{", "    [FakeViewController load];", "};"], codeLines: 3),
        Construct(name: "define with continuation", place: .file, lines: ["#define FAKE(x) do { \\", "    @interface Nope : UIViewController \\", "} while (0)"], codeLines: 3),
        Construct(name: "conditional C code", place: .file, lines: ["#if DEBUG", "static int fake = 1;", "#else", "static int fake = 2;", "#endif"], codeLines: 5),
        Construct(name: "attribute function", place: .file, lines: ["__attribute__((constructor)) static void FakeInit(void) {", "}"], codeLines: 2),
        Construct(name: "category interface on a framework class", place: .file, lines: ["@interface NSString (Fake)", "- (BOOL)fake;", "@end"], codeLines: 3),
        // Between the members of an implementation: code lines of the implementation.
        Construct(name: "comments", place: .member, lines: ["// - (void)fake {", "/** @end */"], codeLines: 0),
        Construct(name: "pragma mark", place: .member, lines: ["#pragma mark - Fake"], codeLines: 1),
        Construct(name: "synthesize and dynamic", place: .member, lines: ["@synthesize fake = _fake;", "@dynamic other;"], codeLines: 2),
        Construct(name: "static variables", place: .member, lines: ["static NSInteger fakeCount = -1;", "static NSString *const kFake = @\"}{\";"], codeLines: 2),
        Construct(name: "C function", place: .member, lines: ["static void FakeHelper(int value) {", "    if (value) { FakeHelper(value - 1); }", "}"], codeLines: 3),
        Construct(name: "block variable", place: .member, lines: ["static void (^fake)(void) = ^{", "    - 1;", "};"], codeLines: 3),
        Construct(name: "conditional function", place: .member, lines: ["#if DEBUG", "static void FakeDebug(void) {}", "#endif"], codeLines: 3),
        Construct(name: "character literals", place: .member, lines: ["static char fakeOpen = '{';", "static char fakeClose = '}';"], codeLines: 2),
        // Inside method bodies.
        Construct(name: "statements", place: .body, lines: ["NSDictionary *fake = @{@\"k\": @[@1, @2]};", "if (fake.count > 0) {", "} else {", "}"], codeLines: 4),
        Construct(name: "nested sends and blocks", place: .body, lines: ["[self performSelector:@selector(reload) withObject:nil];", "[UIView animateWithDuration:0.3 animations:^{", "    self.view.alpha = [self.items count] ? 1 : 0;", "}];"], codeLines: 4),
        Construct(name: "comment and literal with braces", place: .body, lines: ["// }", "NSString *fake = @\"}@end{\";", "/* } */"], codeLines: 1),
        Construct(name: "try and synchronized", place: .body, lines: ["@try {", "    @synchronized (self) { }", "} @catch (NSException *e) {", "} @finally {", "}"], codeLines: 5),
        Construct(name: "conditional statements", place: .body, lines: ["#if DEBUG", "NSLog(@\"%@\", self);", "#endif"], codeLines: 3),
    ]

    /// (baseline text, markers as (kind, baseline line they go before)) per file.
    static func split(_ text: String) -> (String, [(Place, Int)]) {
        var kept: [String] = []
        var markers: [(Place, Int)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("//@"), let place = Place(rawValue: String(line.dropFirst(3))) {
                markers.append((place, kept.count + 1))
            } else {
                kept.append(String(line))
            }
        }
        return (kept.joined(separator: "\n"), markers)
    }

    static let baseline = Project.build(sources: app.map { ($0.path, split($0.text).0) })

    @Test func theBaselineIsWhatItShouldBe() {
        #expect(Self.baseline.controllers.map(\.name) == ["FeedViewController", "ProfileViewController", "SettingsViewController"])
        #expect(Self.baseline.controllers.map(\.language) == [.objc, .swift, .mixed])
        #expect(Self.baseline.controllers.map(\.totalLines) == [24, 3, 4])
        #expect(Self.baseline.files.allSatisfy { $0.partialReads.isEmpty })
    }

    @Test(arguments: constructs)
    func insertingAConstructChangesNothingButItsOwnLines(_ construct: Construct) throws {
        var sources: [(String, String)] = []
        var expectedCodeLines: [[Int]] = []
        for (file, (path, text)) in Self.app.enumerated() {
            let (base, markers) = Self.split(text)
            var lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let used = markers.filter { $0.0 == construct.place }.map(\.1)
            for line in used.reversed() { lines.insert(contentsOf: construct.lines, at: line - 1) }
            sources.append((path, lines.joined(separator: "\n")))
            expectedCodeLines.append(Self.baseline.files[file].types.map { type in
                guard type.objcPart?.isImplementation == true, let open = type.openBraceLine, let close = type.closeBraceLine else {
                    return type.codeLines
                }
                return type.codeLines + used.count { $0 > open && $0 <= close } * construct.codeLines
            })
        }
        let project = Project.build(sources: sources)
        for (file, outline) in project.files.enumerated() {
            let before = Self.baseline.files[file]
            #expect(outline.partialReads.isEmpty, "\(outline.path): \(outline.partialReads)")
            let ownTypes = outline.types.filter { type in before.types.contains { $0.name == type.name && $0.objcPart == type.objcPart } }
            #expect(ownTypes.map(\.name) == before.types.map(\.name), "\(outline.path)")
            guard ownTypes.count == before.types.count else { continue }
            #expect(ownTypes.map(\.codeLines) == expectedCodeLines[file], "\(outline.path)")
            #expect(ownTypes.map { $0.functions.map(\.signature) } == before.types.map { $0.functions.map(\.signature) }, "\(outline.path)")
            #expect(ownTypes.map { $0.properties.map(\.name) } == before.types.map { $0.properties.map(\.name) }, "\(outline.path)")
            #expect(ownTypes.map { $0.inheritance.map(\.name) } == before.types.map { $0.inheritance.map(\.name) }, "\(outline.path)")
        }
        #expect(project.controllers.map(\.name) == Self.baseline.controllers.map(\.name))
        #expect(project.controllers.map(\.language) == Self.baseline.controllers.map(\.language))
        #expect(project.controllers.map(\.extensions.count) == Self.baseline.controllers.map(\.extensions.count))
        #expect(project.controllers.map(\.path) == Self.baseline.controllers.map(\.path))
        let grown = Self.baseline.controllers.map { controller in
            ([controller.declaration] + controller.extensions).reduce(0) { total, part in
                let index = Self.baseline.files[part.file].types.indices.firstIndex(of: part.type)!
                return total + expectedCodeLines[part.file][index]
            }
        }
        #expect(project.controllers.map(\.totalLines) == grown)
    }
}
