/// Reduces a type as written to the name it resolves by.
enum TypeNames {
    /// `[UIView]` → `UIView`, `[String: UILabel]` → `String: UILabel`: an array's or a
    /// dictionary's brackets dropped. Filtered only when there is a bracket: the filter makes a
    /// new String Character by Character.
    static func withoutBrackets(_ type: String) -> String {
        let hasBracket = type.utf8.contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }
        return hasBracket ? type.filter { $0 != "[" && $0 != "]" } : type
    }

    /// `UIKit.UIViewController` → `UIViewController`; `FeedViewModel!` → `FeedViewModel`;
    /// `any FeedViewModelType` → `FeedViewModelType`; `Box<Item>` → `Box`; Objective-C
    /// `id<FeedViewModelType>` → `FeedViewModelType`, `NSString *` → `NSString`.
    /// Works on UTF-8 bytes in place, and hands back `written` itself when nothing is cut: it runs
    /// for every stored property of every controller.
    static func base(_ written: String) -> String {
        var text = written
        let (start, end, count) = text.withUTF8 { bytes -> (Int, Int, Int) in
            var start = 0
            var end = bytes.count
            for prefix in prefixes where bytes.starts(with: prefix) { start += prefix.count }
            // Objective-C `id<FeedViewModel>`: the protocol is the type.
            if bytes.starts(with: objcID) {
                start += objcID.count
                end = bytes[start...].firstIndex { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: ",") } ?? end
            }
            if let angle = bytes[start..<end].firstIndex(of: UInt8(ascii: "<")) { end = angle }
            while end > start {
                let last = bytes[end - 1]
                guard last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || last == UInt8(ascii: " ") || last == UInt8(ascii: "*") else { break }
                end -= 1
            }
            if let dot = bytes[start..<end].lastIndex(of: UInt8(ascii: ".")) { start = dot + 1 }
            return (start, end, bytes.count)
        }
        if start == 0 && end == count { return written }
        return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    /// `TypeDeclaration.simpleName` of a declaration named `name`. The resolver reads the name
    /// field alone: calling the property on an array element copied the whole declaration.
    static func simple(_ name: String) -> String {
        var text = name
        let (start, end, count) = text.withUTF8 { bytes -> (Int, Int, Int) in
            let dot = UInt8(ascii: ".")
            var end = bytes.count  // `Outer.Inner.` is `Inner`, as `split` would say
            while end > 0 && bytes[end - 1] == dot { end -= 1 }
            var start = end
            while start > 0 && bytes[start - 1] != dot { start -= 1 }
            return (start, end, bytes.count)
        }
        if end == 0 || (start == 0 && end == count) { return name }
        return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    private static let prefixes = ["any ", "some "].map { Array($0.utf8) }
    private static let objcID = Array("id<".utf8)
}
