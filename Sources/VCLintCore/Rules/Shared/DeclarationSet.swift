/// A set of declarations asked about once per use of a property: sorted and binary-searched,
/// which costs less than hashing each reference for a `Set`.
struct DeclarationSet {
    private let sorted: [DeclarationReference]

    init(_ references: some Sequence<DeclarationReference>) {
        sorted = references.sorted()
    }

    func contains(_ reference: DeclarationReference) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < reference { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == reference
    }
}
