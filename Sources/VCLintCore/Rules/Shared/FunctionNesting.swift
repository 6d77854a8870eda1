/// Which of a type's functions hold a reference, worked out once per type from the bodies alone,
/// so that asking about a reference costs a binary search. Asking every function about every
/// site was quadratic in a controller's methods (one controller of 40,000 methods took 20 s).
///
/// The bodies' starts and ends cut the references into pieces that each body holds whole or not
/// at all, and each piece is given its innermost function once. No nesting is assumed: `#if`
/// branches that open different functions may leave two bodies overlapping.
struct FunctionNesting {
    /// Where some body starts or ends, ascending, each once: piece `i` is `cuts[i]..<cuts[i + 1]`.
    private var cuts: [Int] = []
    /// Per piece, the function with the smallest body holding it (of equal ones, the first
    /// written), or -1.
    private var innermost: [Int32] = []
    /// Per piece, whether an initializer's body holds it, a local function in one included.
    private var inInitializer: [Bool] = []
    /// Every function's body end, bodyless ones included, ascending.
    private let bodyEnds: [Int]

    init(_ functions: [Function]) {
        bodyEnds = functions.indices.map { functions[$0].bodyReferences.upperBound }.sorted()
        let withBodies = functions.indices.filter { !functions[$0].bodyReferences.isEmpty }
        for bound in withBodies.flatMap({ [functions[$0].bodyReferences.lowerBound, functions[$0].bodyReferences.upperBound] }).sorted()
        where cuts.last != bound {
            cuts.append(bound)
        }
        let pieceCount = max(0, cuts.count - 1)
        innermost = [Int32](repeating: -1, count: pieceCount)
        inInitializer = [Bool](repeating: false, count: pieceCount)
        // Largest body first, so a smaller one paints over it; of equal ones the first written
        // comes last. A body covers one piece, and two more per body inside it: linear in the
        // functions unless they nest deep.
        let bySize = withBodies.sorted {
            (functions[$0].bodyReferences.count, $0) > (functions[$1].bodyReferences.count, $1)
        }
        for function in bySize {
            let body = functions[function].bodyReferences
            for piece in piece(holding: body.lowerBound)...piece(holding: body.upperBound - 1) {
                innermost[piece] = Int32(function)
                if functions[function].kind == .initializer { inInitializer[piece] = true }
            }
        }
    }

    /// The function with the smallest body holding `reference` (of equal ones, the first
    /// written), or nil outside every body.
    func innermostFunction(holding reference: Int) -> Int? {
        let piece = piece(holding: reference)
        return piece >= 0 && piece < innermost.count && innermost[piece] >= 0 ? Int(innermost[piece]) : nil
    }

    /// Whether an initializer's body holds `reference`.
    func isInInitializer(_ reference: Int) -> Bool {
        let piece = piece(holding: reference)
        return piece >= 0 && piece < inInitializer.count && inInitializer[piece]
    }

    /// The last end of a body at or before `position`, or 0: where the signature of a function
    /// whose body starts at `position` begins, after the body before it.
    func lastBodyEnd(atOrBefore position: Int) -> Int {
        let count = Self.countNotAbove(position, in: bodyEnds)
        return count > 0 ? bodyEnds[count - 1] : 0
    }

    /// The piece a reference falls in: -1 before the first cut, the last cut's index after it.
    private func piece(holding reference: Int) -> Int { Self.countNotAbove(reference, in: cuts) - 1 }

    /// How many of the ascending `values` are at most `value`, by binary search.
    private static func countNotAbove(_ value: Int, in values: [Int]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
