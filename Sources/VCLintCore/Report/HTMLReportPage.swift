/// `vclint report`'s one self-contained page: inline style and script, the report embedded once
/// as JSON, no network access (the content security policy forbids it).
///
/// Nothing from the scanned tree is written into markup: names, paths and messages travel only
/// inside the JSON block, whose `<`, `>` and `&` are `\u` escapes, and the script puts them on
/// the page as text nodes. The policy allows only the page's own scripts (by nonce), so even
/// markup that did get in could run no script.
public enum HTMLReportPage {
    public static func render(_ report: HTMLReport) -> String {
        let json = embeddedJSON(report)
        let nonce = nonce(for: json)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; img-src data:">
            <title>\(escapeText("vclint report: " + report.title))</title>
            <style nonce="\(nonce)">\(HTMLReportStyle.css)</style>
            <script nonce="\(nonce)">\(HTMLReportScript.errorCatcher)</script>
            </head>
            <body>
            <noscript><p class="noscript">This report draws its map and tables with JavaScript. Open it in a browser with JavaScript on.</p></noscript>
            <div id="app"></div>
            <script type="application/json" id="vclint-data">\(json)</script>
            <script nonce="\(nonce)">\(HTMLReportScript.treemap)\(HTMLReportScript.app)</script>
            </body>
            </html>

            """
    }

    /// The report as compact JSON (sorted keys, from the shared writer) that no byte sequence in
    /// a name or message can end early: `<`, `>` and `&` only occur inside JSON strings, where
    /// `\u003c` means the same to `JSON.parse` and nothing to the HTML parser.
    static func embeddedJSON(_ value: some Encodable) -> String {
        let pretty = Array(ReportJSON.render(value).utf8)
        var output: [UInt8] = []
        output.reserveCapacity(pretty.count)
        var inString = false
        var escaped = false
        for byte in pretty {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                continue  // the pretty printer's layout: outside strings it carries nothing
            }
            switch byte {
            case UInt8(ascii: "<"): output.append(contentsOf: Array("\\u003c".utf8))
            case UInt8(ascii: ">"): output.append(contentsOf: Array("\\u003e".utf8))
            case UInt8(ascii: "&"): output.append(contentsOf: Array("\\u0026".utf8))
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Text for an element's content or a quoted attribute.
    static func escapeText(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    /// A hash of the data and script, so the same report gives the same bytes. The nonce is the
    /// second line of defence; escaping is the first.
    static func nonce(for json: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in json.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        for byte in (HTMLReportScript.app + HTMLReportScript.treemap).utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return "vc" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
