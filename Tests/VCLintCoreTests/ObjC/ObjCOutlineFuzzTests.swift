import Foundation
import ObjCLexer
import Testing
@testable import VCLintCore

/// Half-written Objective-C, as an editor holds it: every real-shaped fixture cut off at every
/// token, and seeded token mutations of it, go through the whole pipeline (outline, resolver,
/// every rule, metrics). A crash kills the test run; each outline must also stay inside its file.
@Suite struct ObjCOutlineFuzzTests {
    static let fixtures: [(path: String, text: String)] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/ObjCLexer").standardized.path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().compactMap { name in
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { return nil }
            return (name, String(decoding: data, as: UTF8.self))
        } + [("Inline.m", controller)]
    }()

    /// A controller with every member shape the outline reads, in one file.
    static let controller = """
        #import <UIKit/UIKit.h>
        @protocol FeedCellDelegate <NSObject>
        - (void)cell:(id)cell didTap:(NSInteger)index;
        @end
        @interface FeedViewController : UITableViewController <FeedCellDelegate, UISearchBarDelegate>
        @property (nonatomic, strong) NSArray<NSString *> *items;
        @property (nonatomic, copy) void (^onDone)(BOOL finished);
        @property (nonatomic, weak) id<FeedCellDelegate> delegate;
        - (instancetype)initWithItems:(NSArray *)items NS_DESIGNATED_INITIALIZER;
        @end
        @interface FeedViewController () { NSInteger _count; }
        @end
        @implementation FeedViewController
        - (instancetype)initWithItems:(NSArray *)items {
            if ((self = [super initWithStyle:UITableViewStylePlain])) { _items = [items copy]; }
            return self;
        }
        - (void)viewDidLoad {
            [super viewDidLoad];
            UILabel *label = [[UILabel alloc] initWithFrame:CGRectZero];
            [self.view addSubview:label];
            [[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:@"https://x"] completionHandler:^(NSData *d, NSURLResponse *r, NSError *e) {
                [[NSUserDefaults standardUserDefaults] setObject:d forKey:@"feed"];
            }];
        }
        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return self.items.count; }
        - (void)cell:(id)cell didTap:(NSInteger)index {
            DetailViewController *detail = [[DetailViewController alloc] init];
            detail.item = self.items[index];
            [self addChildViewController:detail];
            [self.navigationController pushViewController:detail animated:YES];
        }
        @end
        @implementation FeedViewController (Search)
        - (void)searchBar:(UISearchBar *)bar textDidChange:(NSString *)text { _count = text.length; }
        @end
        """

    /// Every fixture cut off at the start of its tokens other than white space (at most 200 cuts
    /// a fixture, spread evenly, to keep the suite quick under the sanitizers).
    @Test func everyTruncationIsOutlinedAndLinted() {
        var runs = 0
        for fixture in Self.fixtures {
            let bytes = Array(fixture.text.utf8)
            let tokens = ObjCLexer.tokenize(bytes).tokens.filter { $0.kind != .whitespace && $0.kind != .newline }
            let step = max(1, tokens.count / 200)
            for cut in stride(from: 0, to: tokens.count, by: step).map({ Int(tokens[$0].start) }) + [bytes.count] {
                lintWholePipeline([("Cut/" + fixture.path, String(decoding: bytes[..<cut], as: UTF8.self))])
                runs += 1
            }
        }
        #expect(runs > 600)
    }

    /// Seeded token mutations: a token deleted, doubled, swapped with the next, or an opener,
    /// closer or directive put in its place.
    @Test func seededTokenMutationsAreOutlinedAndLinted() {
        let inserts = ["(", ")", "[", "]", "{", "}", ":", ";", "@end", "@interface X : UIViewController", "@implementation",
                       "- (void)", "+", "^", "#if 1", "#endif", "\"", "@\"", "/*", "<", ">", "*"]
        var random = SeededGenerator(state: 0x5EED)
        for fixture in Self.fixtures {
            let bytes = Array(fixture.text.utf8)
            let tokens = ObjCLexer.tokenize(bytes).tokens.map { Int($0.start)..<Int($0.start + $0.length) }
            for _ in 0..<60 {
                var pieces = tokens.map { Array(bytes[$0]) }
                for _ in 0..<Int(random.next() % 4 + 1) {
                    let at = Int(random.next() % UInt64(pieces.count))
                    switch random.next() % 4 {
                    case 0: pieces[at] = []
                    case 1: pieces[at] += pieces[at]
                    case 2: if at + 1 < pieces.count { pieces.swapAt(at, at + 1) }
                    default: pieces[at] = Array((inserts[Int(random.next() % UInt64(inserts.count))] + " ").utf8)
                    }
                }
                lintWholePipeline([("Mutant/" + fixture.path, String(decoding: pieces.joined(), as: UTF8.self))])
            }
        }
    }

    private func lintWholePipeline(_ sources: [(path: String, text: String)]) {
        let project = Project.build(sources: sources)
        for (file, source) in zip(project.files, sources) {
            let lines = source.text.utf8.count { $0 == 0x0A } + 1
            for type in file.types {
                #expect(type.position.line >= 1 && type.position.line <= lines, "\(source.path): \(type.name)")
                for function in type.functions {
                    #expect(function.position.line <= function.endLine && function.endLine <= lines, "\(source.path): \(function.selector)")
                }
            }
        }
        let violations = Linter(rules: RuleRegistry.all.map { $0.init() }, jobs: 1).lint(project)
        for violation in violations { #expect(violation.location.line >= 1, "\(violation.location.path)") }
        _ = MetricsFormat.allCases.map { $0.render(MetricsReport(project)) }
    }
}
