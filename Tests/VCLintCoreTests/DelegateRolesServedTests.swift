import Testing
@testable import VCLintCore

/// `delegate_sprawl` counts a role only when the controller implements one of its methods, where
/// the protocol's methods can be known.
@Suite struct DelegateRolesServedTests {
    func roles(_ sources: [(String, String)], of name: String) throws -> [String] {
        let project = Project.build(sources: sources)
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let controller = try #require(project.controllers.first { $0.name == name })
        return DelegateSprawlRule.servedRoles(of: controller, in: context).map(\.object)
    }

    @Test func aProtocolOfTheTreeWithMethodsIsARoleWhateverItsName() throws {
        let served = try roles([("Thread.swift", """
            final class ThreadViewController: UIViewController, MessageCellResponder, Themeable, Instantiable,
                UISearchResultsUpdating, UISearchBarDelegate, NSMenuItemValidation {
                func messageCellDidTapAvatar(_ cell: MessageCell) { open(cell) }
                func updateSearchResults(for searchController: UISearchController) { filter() }
                func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { reset() }
                func validateMenuItem(_ item: NSMenuItem) -> Bool { true }
                var theme: Theme = .light
                static func make() -> Self { fatalError() }
            }
            protocol MessageCellResponder: AnyObject { func messageCellDidTapAvatar(_ cell: MessageCell) }
            protocol Themeable { var theme: Theme { get set } }
            protocol Instantiable { static func make() -> Self }
            """)], of: "ThreadViewController")
        // Properties and factories are no callbacks; the search bar joins its search controller.
        #expect(served == ["MessageCellResponder", "NSMenu", "UISearchController"])
    }

    @Test func aRoleOfOneLineCallbacksIsNoJobWithALineMinimum() throws {
        let project = Project.build(sources: [("Send.swift", """
            final class SendViewController: UIViewController, ScannerDelegate, UITextViewDelegate {
                func scanner(_ scanner: Scanner, didRead code: String) { field.text = code }
                func textViewDidChange(_ textView: UITextView) {
                    button.isEnabled = !textView.text.isEmpty
                    updateCount()
                }
            }
            protocol ScannerDelegate: AnyObject { func scanner(_ scanner: Scanner, didRead code: String) }
            """)])
        let context = RuleContext(project: project, knownRules: Set(RuleRegistry.ids))
        let controller = try #require(project.controllers.first)
        #expect(DelegateSprawlRule.servedRoles(of: controller, in: context).map(\.object) == ["Scanner", "UITextView"])
        #expect(DelegateSprawlRule.servedRoles(of: controller, in: context, minimumLines: 2).map(\.object) == ["UITextView"])
    }

    @Test func aThirdPartyProtocolFromOutsideTheTreeCountsAsServed() throws {
        // SwipeCellKit's methods start with `tableView`, not with the object: vclint cannot tell.
        let served = try roles([("Inbox.swift", """
            final class InboxViewController: UIViewController, SwipeTableViewCellDelegate, UITextFieldDelegate {
                func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [SwipeAction]? { nil }
            }
            """)], of: "InboxViewController")
        #expect(served == ["SwipeTableViewCell"])
    }

    @Test func anObjectiveCControllerServesASwiftProtocolOfTheTree() throws {
        let served = try roles([
            ("Presenter.swift", """
                @objc protocol SSOAuthenticationPresenterDelegate {
                    func ssoAuthenticationPresenterDidCancel(_ presenter: SSOAuthenticationPresenter)
                }
                """),
            ("LoginViewController.h", "@interface LoginViewController : UIViewController\n@end\n"),
            ("LoginViewController.m", """
                @interface LoginViewController () <SSOAuthenticationPresenterDelegate, UIGestureRecognizerDelegate>
                @end
                @implementation LoginViewController
                - (void)ssoAuthenticationPresenterDidCancel:(SSOAuthenticationPresenter *)presenter { [self reset]; }
                @end
                """),
        ], of: "LoginViewController")
        #expect(served == ["SSOAuthenticationPresenter"])
    }

    @Test func applesProtocolsWhoseMethodsNameAnotherObjectAreRecognised() throws {
        let served = try roles([("Popover.swift", """
            final class MenuViewController: UIViewController, UIPopoverPresentationControllerDelegate, UIViewControllerTransitioningDelegate {
                func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
            }
            """)], of: "MenuViewController")
        #expect(served == ["UIPopoverPresentationController"])
    }

    @Test func aSessionsDataDelegateAloneIsTheSessionsRole() throws {
        let served = try roles([("Download.swift", """
            final class DownloadViewController: UIViewController, URLSessionDataDelegate {
                func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) { received += data }
            }
            """)], of: "DownloadViewController")
        #expect(served == ["URLSession"])
        let objectiveC = try roles([
            ("FetchViewController.h", "@interface FetchViewController : UIViewController <NSURLSessionDataDelegate>\n@end\n"),
            ("FetchViewController.m", """
                @implementation FetchViewController
                - (void)URLSession:(NSURLSession *)session dataTask:(NSURLSessionDataTask *)task didReceiveData:(NSData *)data { }
                @end
                """),
        ], of: "FetchViewController")
        #expect(objectiveC == ["NSURLSession"])
    }
}
