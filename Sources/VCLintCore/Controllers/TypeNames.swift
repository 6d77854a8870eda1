/// Reduces a type as written to the name it resolves by.
enum TypeNames {
    /// `UIKit.UIViewController` → `UIViewController`; `FeedViewModel!` → `FeedViewModel`;
    /// `any FeedViewModelType` → `FeedViewModelType`; `Box<Item>` → `Box`.
    static func base(_ written: String) -> String {
        var name = Substring(written)
        for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        while let last = name.last, last == "?" || last == "!" || last == " " { name = name.dropLast() }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name)
    }
}
