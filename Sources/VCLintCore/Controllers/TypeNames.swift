/// Reduces a type as written to the name it resolves by.
enum TypeNames {
    /// `UIKit.UIViewController` → `UIViewController`; `FeedViewModel!` → `FeedViewModel`;
    /// `any FeedViewModelType` → `FeedViewModelType`; `Box<Item>` → `Box`; Objective-C
    /// `id<FeedViewModelType>` → `FeedViewModelType`, `NSString *` → `NSString`.
    /// Works on UTF-8 bytes: it runs for every stored property of every controller.
    static func base(_ written: String) -> String {
        let utf8 = written.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        for prefix in ["any ", "some "] where utf8.starts(with: prefix.utf8) {
            start = utf8.index(start, offsetBy: prefix.utf8.count)
        }
        // Objective-C `id<FeedViewModel>`: the protocol is the type.
        if utf8.starts(with: "id<".utf8) {
            start = utf8.index(start, offsetBy: 3)
            end = utf8[start...].firstIndex { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: ",") } ?? end
        }
        if let angle = utf8[start..<end].firstIndex(of: UInt8(ascii: "<")) { end = angle }
        while end > start {
            let last = utf8[utf8.index(before: end)]
            guard last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || last == UInt8(ascii: " ") || last == UInt8(ascii: "*") else { break }
            end = utf8.index(before: end)
        }
        if let dot = utf8[start..<end].lastIndex(of: UInt8(ascii: ".")) { start = utf8.index(after: dot) }
        return String(written[start..<end])
    }
}
