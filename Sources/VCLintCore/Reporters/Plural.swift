/// `1 file`, `2 files`, `1 entry`, `3 entries`: a count and its noun, for messages.
enum Plural {
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
