#import "FeedViewController.h"
#import "FeedStore.h"
#include <stdint.h>

#define kRowHeight 44.0f
#define FEED_LOG(fmt, ...) NSLog((@"[Feed] " fmt), ##__VA_ARGS__)
#define FEED_ASSERT(cond) do { \
    if (!(cond)) { NSLog(@"assertion failed: %s", #cond); } \
} while (0)
#define DECLARE_THING @interface Thing : NSObject { int x; } @end

#if DEBUG
static NSString * const kFeedMode = @"debug";
#elif TARGET_OS_SIMULATOR
static NSString * const kFeedMode = @"simulator";
#else
static NSString * const kFeedMode = @"release";
#endif

#pragma mark - Private

@interface FeedViewController () <UIScrollViewDelegate> {
    NSInteger _loadCount;
    __weak id _observer;
}
@property (nonatomic, readwrite, copy) NSArray<FeedItem *> *items;
@property (nonatomic, strong) FeedStore *store;
@end

@implementation FeedViewController

@synthesize items = _items;
@dynamic groups;

- (instancetype)initWithStore:(FeedStore *)store {
    if ((self = [super initWithNibName:nil bundle:nil])) {
        _store = store;
        _items = @[];
        self.groups = @{ @"a": @[@1, @2.5, @(-3)], @"b": @[@YES, @NO] };
    }
    return self;
}

+ (instancetype)controllerWithStore:(FeedStore *)store {
    return [[self alloc] initWithStore:store];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Feed", @"The feed's title");
    NSString *multi = @"one " @"two "
                      @"three";
    char c = 'x', quote = '\'', wide = L'w';
    const char *path = "/tmp/\"quoted\"/path";
    unsigned long long big = 0xFFFFFFFFull + 017 + 0b1010 + 10UL;
    double values[] = { 1.5, .5f, 1e-3, 2.E+4, 0x1.8p3 };
    __block NSInteger counter = 0;
    void (^increment)(void) = ^{ counter++; };
    NSInteger (^add)(NSInteger, NSInteger) = ^NSInteger(NSInteger a, NSInteger b) { return a + b; };
    increment();
    FEED_LOG(@"%@ %c %s %llu %f %ld %ld", multi, c + quote + wide, path, big, values[0], (long)add(1, 2), (long)_loadCount);
    if (@available(iOS 15.0, *)) {
        self.tableView.sectionHeaderTopPadding = 0;
    }
    SEL selector = @selector(reloadAnimated:completion:);
    const char *encoding = @encode(CGRect);
    @try {
        [self performSelector:selector withObject:@(YES) withObject:nil];
    } @catch (NSException *exception) {
        @throw exception;
    } @finally {
        counter >>= 1;
    }
    @synchronized (self) {
        counter = counter << 2 | 1;
    }
    @autoreleasepool {
        NSLog(@"%s %ld", encoding, (long)counter);
    }
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.items.count;  // one row per item
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:FeedViewController.reuseIdentifier
                                                            forIndexPath:indexPath];
    cell.textLabel.text = self.items[indexPath.row].title ?: @"—";
    /* A block comment
       over two lines, with "quotes" and 'apostrophes' */
    return cell;
}

+ (NSString *)reuseIdentifier {
    return @"FeedCell";
}

@end

@compatibility_alias FeedVC FeedViewController;
