import Testing
@testable import VCLintCore

func objc(_ text: String, path: String = "File.m") -> FileOutline {
    outline(text, path: path)
}

/// `@interface`, `@implementation`, `@protocol` and their parts fill the same model as Swift types.
@Suite struct ObjCDeclarationTests {
    @Test func theBuilderFollowsTheExtension() {
        #expect(objc("@interface A : NSObject\n@end\n", path: "A.h").language == .objc)
        #expect(objc("@interface A : NSObject\n@end\n", path: "A.mm").types.count == 1)
        #expect(outline("class A {}\n", path: "A.swift").language == .swift)
        #expect(FileOutline.language(ofPath: "Dir.m/File.swift") == .swift)
        for path in ["A.m", "A.h", "A.mm", ".m", "Dir/B.mm"] { #expect(FileOutline.language(ofPath: path) == .objc, "\(path)") }
        // Compared as bytes, as String's `hasSuffix` compares Characters: an accent on the dot or the `m` makes them others.
        for path in ["A.hm", "mm", "m", "A.", "A.M", "A.\u{301}m", "A.m\u{301}", "A.swift"] {
            #expect(FileOutline.language(ofPath: path) == .swift, "\(path)")
        }
    }

    @Test func interfaceWithSuperclassProtocolsGenericsAndMacrosAroundIt() throws {
        let file = objc("""
            #import <UIKit/UIKit.h>
            NS_ASSUME_NONNULL_BEGIN

            FOUNDATION_EXPORT NSString *const FeedDidChange;
            UIKIT_EXTERN const CGFloat FeedRowHeight;

            NS_SWIFT_NAME(FeedScreen)
            API_AVAILABLE(ios(13))
            IB_DESIGNABLE
            __attribute__((objc_subclassing_restricted))
            MY_EXPORT @interface FeedViewController : UIViewController <UITableViewDataSource,
                                                                        UITableViewDelegate>
            @end

            @interface Box<__covariant T : id<NSCopying>, U> : NSObject <NSCoding>
            @end

            @interface TypedList : BaseList<NSString *> <UITableViewDelegate>
            @end

            NS_ASSUME_NONNULL_END
            """, path: "Feed.h")
        #expect(file.types.map(\.name) == ["FeedViewController", "Box", "TypedList"])
        let feed = file.types[0]
        #expect(feed.kind == .class && feed.objcPart == .interface)
        #expect(feed.inheritance.map(\.name) == ["UIViewController", "UITableViewDataSource", "UITableViewDelegate"])
        #expect(feed.bridgedName == "FeedScreen")
        #expect(feed.position == SourcePosition(line: 11, column: 11))
        #expect(feed.startLine == 7)
        #expect(feed.codeLines == 0 && feed.closeBraceLine == 13)
        let box = file.types[1]
        #expect(box.genericParameters == ["T", "U"])
        #expect(box.inheritance.map(\.baseName) == ["NSObject", "NSCoding"])
        #expect(box.bridgedName == nil)
        #expect(file.types[2].inheritance.map(\.name) == ["BaseList<NSString *>", "UITableViewDelegate"])
        #expect(file.types[2].inheritance.map(\.baseName) == ["BaseList", "UITableViewDelegate"])
        #expect(file.partialReads.isEmpty)
    }

    @Test func everyPartOfAClass() {
        let file = objc("""
            @protocol FeedDelegate <NSObject>
            @end
            @protocol Forward;
            @class Other, More;
            @interface Feed ()
            @end
            @interface Feed (Sharing) <UIActivityItemSource>
            @end
            @implementation Feed
            @end
            @implementation Feed (Sharing)
            @end
            @implementation Legacy : UIViewController
            @end
            """)
        #expect(file.types.map(\.name) == ["FeedDelegate", "Feed", "Feed", "Feed", "Feed", "Legacy"])
        #expect(file.types.map(\.kind) == [.protocol, .extension, .extension, .extension, .extension, .class])
        #expect(file.types.map(\.objcPart) == [nil, .classExtension, .category("Sharing"), .implementation,
                                               .categoryImplementation("Sharing"), .implementation])
        #expect(file.types[0].inheritance.map(\.name) == ["NSObject"])
        #expect(file.types[2].inheritance.map(\.name) == ["UIActivityItemSource"])
        #expect(file.types[5].inheritance.map(\.name) == ["UIViewController"])
        #expect(file.partialReads.isEmpty)
    }

    @Test func implementationsCountTheCodeLinesBetweenImplementationAndEnd() {
        let file = objc("""
            @interface Feed : UIViewController
            - (void)load;
            @end

            @implementation Feed  // the header line is not counted

            // comments and blank lines are not code
            #pragma mark - Loading

            - (void)load {
                /* a block
                   comment */
                [self reload];
            }
            @end
            @implementation Feed (Empty) @end
            """)
        #expect(file.types.map(\.codeLines) == [0, 4, 0])
        #expect(file.types[1].openBraceLine == 5 && file.types[1].closeBraceLine == 15)
        #expect(FileOutline.codeLines(in: file.codeLinesThrough, between: 5, and: 15) == 4)
    }

    @Test func instanceVariablesAreStoredPrivatePropertiesNotMethodBodies() throws {
        let file = objc("""
            @interface Feed : UIViewController {
            @public
                NSInteger _count;
            @private
                __weak id<FeedDelegate> _delegate;
                IBOutlet UILabel *_title, *_subtitle;
                void (^_handler)(BOOL);
            }
            - (void)load;
            @end
            @implementation Feed {
                NSURLSession *_session;
            }
            - (void)load {
                _count = 1;
            }
            @end
            """)
        let interface = file.types[0]
        #expect(interface.properties.map(\.name) == ["_count", "_delegate", "_title", "_subtitle", "_handler"])
        #expect(interface.properties.map(\.typeName) == ["NSInteger", "id<FeedDelegate>", "UILabel", "UILabel", "void (^)(BOOL)"])
        #expect(interface.properties.allSatisfy { $0.access == .private && $0.isStored })
        #expect(interface.properties[1].ownership == .weak)
        #expect(interface.properties[2].attributes == ["IBOutlet"])
        #expect(interface.functions.map(\.name) == ["load"])
        let implementation = file.types[1]
        #expect(implementation.properties.map(\.name) == ["_session"])
        #expect(implementation.functions.map(\.name) == ["load"])
        #expect(implementation.functions[0].endLine == 16)
        #expect(file.partialReads.isEmpty)
    }

    @Test func properties() throws {
        let header = objc("""
            @interface Feed : UIViewController
            @property (nonatomic, copy, readonly) NSString *name;
            @property (nonatomic, strong, nullable) NSArray<NSString *> *items;
            @property (nonatomic, weak) IBOutlet UILabel *label;
            @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
            @property (nonatomic, assign) id<FeedDelegate> delegate;
            @property (nonatomic, unsafe_unretained) NSObject *owner;
            @property (nonatomic, assign) BOOL loaded;
            @property (class, nonatomic, readonly) NSInteger count;
            @property (nonatomic, copy) void (^completion)(BOOL finished);
            @property (nonatomic, getter=isOn, setter=setOn:) BOOL on;
            @property (nonatomic) NSInteger retries API_AVAILABLE(ios(13)) NS_SWIFT_NAME(retryCount);
            @property NSURL *URL;
            @end
            @interface Feed (Sharing)
            @property (nonatomic, readonly) NSString *shareTitle;
            @end
            @interface Feed ()
            @property (nonatomic, readwrite, copy) NSString *name;
            @end
            """, path: "Feed.h")
        let properties = header.types[0].properties
        #expect(properties.map(\.name) == ["name", "items", "label", "buttons", "delegate", "owner", "loaded", "count",
                                           "completion", "on", "retries", "URL"])
        #expect(properties.map(\.typeName) == ["NSString", "NSArray<NSString *>", "UILabel", "NSArray", "id<FeedDelegate>", "NSObject",
                                               "BOOL", "NSInteger", "void (^)(BOOL finished)", "BOOL", "NSInteger", "NSURL"])
        #expect(properties[0].attributes == ["nonatomic", "copy", "readonly"])
        #expect(properties[0].setterAccess == .private && properties[1].setterAccess == nil)
        #expect(properties[2].attributes == ["nonatomic", "weak", "IBOutlet"])
        #expect(properties[3].attributes == ["nonatomic", "strong", "IBOutletCollection"])
        #expect(properties.map(\.ownership) == [.strong, .strong, .weak, .strong, .unowned, .unowned, .strong, .strong,
                                                .strong, .strong, .strong, .strong])
        #expect(properties.map(\.isStatic) == [false, false, false, false, false, false, false, true, false, false, false, false])
        #expect(properties[9].attributes == ["nonatomic", "getter", "setter"])
        #expect(properties.allSatisfy { $0.access == .public && $0.isStored })
        #expect(header.types[1].properties.map(\.access) == [.public])
        #expect(header.types[2].properties.map(\.access) == [.private])
        #expect(header.types[2].properties[0].setterAccess == nil)
        // In an implementation file, even an @interface is private.
        let implementation = objc("@interface Helper : NSObject\n@property NSString *name;\n@end\n", path: "Feed.m")
        #expect(implementation.types[0].properties[0].access == .private)
        #expect(header.partialReads.isEmpty)
    }

    @Test func methods() throws {
        let file = objc("""
            @interface Feed : UIViewController
            - (instancetype)initWithViewModel:(FeedViewModel *)viewModel service:(id<FeedService>)service NS_DESIGNATED_INITIALIZER;
            + (instancetype)feedWithName:(NSString *)name;
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;
            - (void)viewDidLoad;
            - (IBAction)tapped:(id)sender;
            - (void)log:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2);
            - (void)pair:(int)a :(int)b;
            - (void)initialize;
            @end
            @implementation Feed
            - (void)dealloc {
            }
            - (void)viewDidLoad; {
                [super viewDidLoad];
            }
            @end
            """)
        let functions = file.types[0].functions
        #expect(functions.map(\.name) == ["initWithViewModel", "feedWithName", "tableView", "viewDidLoad", "tapped", "log", "pair", "initialize"])
        #expect(functions.map(\.selector) == ["initWithViewModel:service:", "feedWithName:", "tableView:numberOfRowsInSection:",
                                              "viewDidLoad", "tapped:", "log:", "pair::", "initialize"])
        #expect(functions.map(\.argumentLabels) == [["_", "service"], ["_"], ["_", "numberOfRowsInSection"], [], ["_"], ["_"], ["_", "_"], []])
        #expect(functions[2].signature == "tableView(_:numberOfRowsInSection:)")
        #expect(functions.map(\.kind) == [.initializer, .function, .function, .function, .function, .function, .function, .function])
        #expect(functions[0].parameterTypes == ["FeedViewModel", "id<FeedService>"])
        #expect(functions.map(\.isStatic) == [false, true, false, false, false, false, false, false])
        #expect(functions[4].attributes == ["IBAction"])
        #expect(functions.allSatisfy { $0.access == .private && $0.endLine == $0.position.line && $0.bodyReferences.isEmpty })
        let implemented = file.types[1].functions
        #expect(implemented.map(\.kind) == [.deinitializer, .function])
        #expect(implemented.map(\.endLine) == [13, 16])
        #expect(implemented.allSatisfy { $0.access == nil })
        #expect(file.partialReads.isEmpty)
    }

    @Test func headerMethodsArePublic() {
        let file = objc("@interface Feed : NSObject\n- (void)load;\n@end\n@interface Feed ()\n- (void)hidden;\n@end\n", path: "Feed.h")
        #expect(file.types.map { $0.functions.map(\.access) } == [[.public], [.private]])
    }

    @Test func suppressionCommentsAreCollected() {
        let file = objc("""
            // vclint:disable:next controller_length - legacy
            @implementation Feed
            /* vclint:disable inline_data_source */
            @end
            """)
        #expect(file.directives.map(\.action) == [.disableNext, .disable])
        #expect(file.directives.map(\.rules) == [["controller_length"], ["inline_data_source"]])
        #expect(file.directives[0].reason == "legacy")
    }

    @Test func cAndCppAroundContainersAreSkipped() {
        let file = objc("""
            typedef NS_ENUM(NSInteger, FeedState) { FeedStateIdle, FeedStateLoading };
            typedef struct { int x; int y; } Point2;
            static NSString *const kCell = @"Cell";
            static void helper(int value) { if (value) { return; } }
            namespace feed { class Renderer { public: void draw() {} }; }
            extern "C" { void exported(void); }
            @implementation Feed
            static int counter = -1;
            static inline int twice(int x) { return x * 2; }
            - (void)load { counter = twice(counter); }
            @end
            """, path: "Feed.mm")
        #expect(file.types.map(\.name) == ["Feed"])
        #expect(file.types[0].functions.map(\.name) == ["load"])
        #expect(file.types[0].codeLines == 3)
        #expect(file.partialReads.isEmpty)
    }
}
