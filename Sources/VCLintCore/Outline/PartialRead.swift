/// A place where the outline could not follow a file's structure and recovered by guessing, so
/// what it says about that file may be incomplete. Valid Swift or Objective-C never produces one: each is
/// either broken code or a shape the outline does not know yet, and the user is told.
public struct PartialRead: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// Braces still open when the file ended; `line` is where the outermost one opened.
        case bracesOpenAtEnd
        /// A `}` with nothing open before it.
        case unmatchedClosingBrace
        /// A type declaration whose header reached the next declaration (or `}`, or the end of
        /// the file) without a body; its name.
        case headerWithoutBody(String)
        /// An Objective-C `@interface`, `@implementation` or `@protocol` with no `@end` before the
        /// next one or the end of the file; its name.
        case missingObjCEnd(String)
        /// An `@end` with no container open.
        case strayObjCEnd
        /// Braces still open at an `@end`; `line` is where the outermost one opened.
        case bracesOpenAtObjCEnd
    }

    public var reason: Reason
    public var line: Int

    public init(_ reason: Reason, line: Int) {
        self.reason = reason
        self.line = line
    }

    /// For people: `braces still open at end of file`.
    public var description: String {
        switch reason {
        case .bracesOpenAtEnd: "braces still open at end of file"
        case .unmatchedClosingBrace: "a } with nothing open"
        case .headerWithoutBody(let name): "no body found for the declaration of \(name)"
        case .missingObjCEnd(let name): "no @end for \(name)"
        case .strayObjCEnd: "an @end with nothing open"
        case .bracesOpenAtObjCEnd: "braces still open at @end"
        }
    }
}
