import SwiftUI

actor Cache<Key: Hashable & Sendable, Value: Sendable> {
    private var storage: [Key: Value] = [:]
    nonisolated let name: String

    init(name: String) { self.name = name }

    func value(for key: Key) async throws -> Value? {
        try await Task.sleep(for: .milliseconds(1))
        return storage[key]
    }
}

@propertyWrapper
struct Clamped<Value: Comparable> {
    var wrappedValue: Value { didSet { wrappedValue = min(max(wrappedValue, range.lowerBound), range.upperBound) } }
    let range: ClosedRange<Value>
}

struct ContentView: View {
    @State private var count = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Count: \(count, format: .number)")
            Button("Add") { count += 1 }
            ForEach(0..<count, id: \.self) { index in
                Text(verbatim: "row \(index)")
            }
        }
        .padding()
    }
}

#Preview {
    ContentView()
}

enum Route: Hashable {
    case feed, profile(id: UUID), settings
}

func parse(_ text: borrowing String) -> Int? {
    switch text.count {
    case 0: return nil
    case 1...3 where text.first == "x": return -1
    default: return Int(text) ?? .zero
    }
}

let values = [3, 1, 2].sorted(by: >).map { $0 * 2 }.reduce(0, +)
let optionalChain = Optional(values)?.description.count ?? 0
let forced = [1: "a"][1]!
let placeholderFreeCode = values &+ 1 &<< 2
let shifted = values >> 1 << 2
let isEqual = values == 12 && optionalChain != 3 || !true
let a = values; let b = a / 2; let c = a / b / 1
let key = \Route.hashValue
let string = String(repeating: "=", count: 3)
let emoji = "👩‍👩‍👧 café \u{1F600}"
let multilineRaw = #"""
    A raw "multi-line" string with \(no interpolation) and \#(values) one.
    """#
