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
