import Testing
@testable import VCLintCore

/// What rules read in method bodies: names with the shape of their use, message sends included.
@Suite struct ObjCReferenceTests {
    /// `name` plus flags: `.` member follows, `=` assigned, `()` called, `self.` own / `x.` other.
    func shapes(_ body: String) -> [String] {
        let file = objc("@implementation Feed\n- (void)run {\n\(body)\n}\n@end\n")
        let type = file.types[0]
        return type.references.map { reference in
            var shape = file.name(reference.name)
            if reference.hasMember { shape += "." }
            if reference.isAssigned { shape += "=" }
            if reference.isCalled { shape += "()" }
            switch reference.qualifier {
            case .ownMember: shape = "self." + shape
            case .otherMember: shape = "x." + shape
            case .none: break
            }
            return shape
        }
    }

    @Test func messageSendsRecordTheReceiverAndTheFirstSelectorPiece() {
        #expect(shapes("[super viewDidLoad];") == ["self.viewDidLoad()"])
        #expect(shapes("[self.tableView reloadData];") == ["self.tableView.", "x.reloadData()"])
        #expect(shapes("[tableView dequeueReusableCellWithIdentifier:@\"Cell\" forIndexPath:indexPath];")
            == ["tableView.", "x.dequeueReusableCellWithIdentifier()", "indexPath"])
        #expect(shapes("[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:handler];")
            == ["NSURLSession.", "x.sharedSession.()", "x.dataTaskWithURL()", "url", "handler"])
        #expect(shapes("[(UIView *)view removeFromSuperview];") == ["UIView", "view.", "x.removeFromSuperview()"])
        #expect(shapes("[[foo bar:x] baz];") == ["foo.", "x.bar()", "x", "x.baz()"])
        #expect(shapes("[self.webView loadRequest:[NSURLRequest requestWithURL:url]];")
            == ["self.webView.", "x.loadRequest()", "NSURLRequest.", "x.requestWithURL()", "url"])
    }

    @Test func subscriptsAndLiteralsAreNotSends() {
        #expect(shapes("id a = items[index];") == ["id", "a", "items", "index"])
        #expect(shapes("NSArray *b = @[first, second];") == ["NSArray", "b", "first", "second"])
        #expect(shapes("NSDictionary *c = @{@\"k\": value};") == ["NSDictionary", "c", "value"])
        #expect(shapes("x = matrix[(int)i][j];") == ["x=", "matrix", "i", "j"])  // `int` is a reserved word
    }

    @Test func dotSyntaxAssignmentsAndCalls() {
        #expect(shapes("self.items = items;") == ["self.items=", "items"])
        #expect(shapes("controller.item = item;") == ["controller.", "x.item=", "item"])
        #expect(shapes("self->_count += 1;") == ["self._count="])
        #expect(shapes("NSString *name = title;") == ["NSString", "name", "title"])
        #expect(shapes("count = 2; if (count == 3) {}") == ["count=", "count"])
        #expect(shapes("dispatch_async(queue, block);") == ["dispatch_async()", "queue", "block"])
        #expect(shapes("completion(YES, nil);") == ["completion()"])
    }

    @Test func blocksInArgumentsAreCode() {
        #expect(shapes("""
            [session dataTaskWithRequest:request completionHandler:^(NSData *data, NSError *error) {
                [self show:data];
            }];
            """) == ["session.", "x.dataTaskWithRequest()", "request", "NSData", "data", "NSError", "error",
                     "self.show()", "data"])
    }

    @Test func selectorsAndAvailabilityNameNoValues() {
        #expect(shapes("[button addTarget:self action:@selector(tapped:) forControlEvents:0];")
            == ["button.", "x.addTarget()"])
        #expect(shapes("if (@available(iOS 13, *)) { [self load]; }") == ["self.load()"])
    }

    @Test func eachMethodOwnsItsBodysReferences() throws {
        let file = objc("""
            @implementation Feed
            - (void)first { [self a]; }
            static void helper(void) { b(); }
            - (void)second {
                c = 1;
            }
            @end
            """)
        let type = file.types[0]
        let names = { (range: Range<Int>) in range.map { file.name(type.references[$0].name) } }
        #expect(type.functions.map(\.name) == ["first", "second"])
        #expect(names(type.functions[0].bodyReferences) == ["a"])
        #expect(names(type.functions[1].bodyReferences) == ["c"])
        #expect(names(0..<type.references.count) == ["a", "helper", "b", "c"])
    }

    @Test func interfacesRecordNoReferences() {
        let file = objc("@interface Feed : NSObject\n@property NSString *name;\n- (void)load:(NSURL *)url;\n@end\n")
        #expect(file.types[0].references.isEmpty)
    }
}
