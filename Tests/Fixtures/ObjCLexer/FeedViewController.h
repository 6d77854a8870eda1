//
//  FeedViewController.h
//  A fixture written for vclint's Objective-C lexer tests.
//

#import <UIKit/UIKit.h>
#import "FeedItem.h"

NS_ASSUME_NONNULL_BEGIN

@class FeedStore;
@protocol FeedViewControllerDelegate;

/// Shows the feed.
API_AVAILABLE(ios(13.0))
@interface FeedViewController : UIViewController <UITableViewDataSource, UITableViewDelegate>

@property (nonatomic, weak, nullable) id<FeedViewControllerDelegate> delegate;
@property (nonatomic, copy, readonly) NSArray<FeedItem *> *items;
@property (nonatomic, strong) NSDictionary<NSString *, NSArray<NSNumber *>*> *groups;
@property (nonatomic, copy, nullable) void (^completion)(BOOL finished, NSError * _Nullable error);
@property (class, nonatomic, readonly) NSString *reuseIdentifier;
@property (nonatomic, weak) IBOutlet UITableView *tableView;

- (instancetype)initWithStore:(FeedStore *)store NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;
+ (instancetype)controllerWithStore:(FeedStore *)store;
- (void)reloadAnimated:(BOOL)animated completion:(void (^ _Nullable)(void))completion;

@end

@protocol FeedViewControllerDelegate <NSObject>
@required
- (void)feedViewController:(FeedViewController *)controller didSelectItem:(FeedItem *)item;
@optional
- (BOOL)feedViewControllerShouldRefresh:(FeedViewController *)controller;
@end

NS_ASSUME_NONNULL_END
