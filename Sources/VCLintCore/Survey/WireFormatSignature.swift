/// Whether a method's signature speaks a request's wire format: it takes or hands back a raw
/// dictionary, raw bytes or an HTTP response (`+ (NSDictionary *)getListOfTeams:(NSString *)token`,
/// `completion: ([String: Any]?) -> Void`) rather than the app's own types. Its callers then build
/// or parse the payload themselves, which is the networking a controller should not do. Read from
/// the source text, since the outline keeps no result or parameter types of methods; `vclint init`
/// reads it for a handful of candidate methods only.
enum WireFormatSignature {
    /// Foundation's and the usual libraries' types of an undecoded payload or response, and of
    /// a raw request (`execute(_ request: URLRequest)`).
    static let payloadTypes: Set<String> = [
        "NSDictionary", "NSMutableDictionary", "NSData", "NSMutableData", "Data", "JSON",
        "NSURLResponse", "NSHTTPURLResponse", "URLResponse", "HTTPURLResponse",
        "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URL", "NSURL",
    ]
    /// Dictionaries of anything, as Swift spells them once spaces are gone.
    static let anyDictionaries = ["[String: Any]", "[String: AnyObject]", "[AnyHashable: Any]", "Dictionary<String, Any>",
                                  "Dictionary<String, AnyObject>", "[NSObject: AnyObject]"]

    /// The payload type the declaration starting at `start` (Swift's `func`, Objective-C's `-`
    /// or `+`) names, if any; nil when it speaks only the app's types.
    static func payloadType(in bytes: [UInt8], declarationAt start: Int) -> String? {
        let text = signature(in: bytes, from: start)
        let compact = text.filter { !$0.isWhitespace }
        if let dictionary = anyDictionaries.first(where: { compact.contains(String($0.filter { !$0.isWhitespace })) }) { return dictionary }
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if payloadTypes.contains(word) { return word }
                word = ""
            }
        }
        return nil
    }

    /// The declaration's text up to its body or its end (`{` or `;` outside brackets), at most
    /// 2,000 bytes, without comments and string literals.
    static func signature(in bytes: [UInt8], from start: Int) -> String {
        var result: [UInt8] = []
        var index = start
        var depth = 0
        let end = min(bytes.count, start + 2_000)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && index + 1 < end && bytes[index + 1] == UInt8(ascii: "/") {
                while index < end && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/") && index + 1 < end && bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < end && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") {
                index += 1
                while index < end && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{"), UInt8(ascii: ";"):
                if depth <= 0 { return String(decoding: result, as: UTF8.self) }
            default: break
            }
            result.append(byte)
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
