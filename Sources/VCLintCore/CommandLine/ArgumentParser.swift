/// One `--option` a subcommand accepts.
struct OptionSpec: Sendable {
    let name: String
    /// `<file>` for an option that takes a value; nil for a flag.
    let valueName: String?
    let help: String
}

/// The arguments of one subcommand, sorted into options, flags and positionals.
struct ParsedArguments {
    /// The last value of each option.
    var values: [String: String] = [:]
    /// Every value of each option, in order: for options that may repeat.
    var allValues: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    var wantsHelp = false

    /// `--jobs <n>` as a positive integer, or nil when absent.
    func positiveInteger(_ name: String, in subcommand: Subcommand) throws(CommandError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), value > 0 else {
            throw .usage("invalid value '\(ShownText.echoed(text))' for '\(name)'; expected a positive integer", subcommand)
        }
        return value
    }

    /// A value that must be one of `choices`, with a did-you-mean.
    func choice(_ name: String, among choices: [String], in subcommand: Subcommand) throws(CommandError) -> String? {
        guard let text = values[name] else { return nil }
        guard choices.contains(text) else {
            let hint = Suggestion.closest(to: text, among: choices).map { "did you mean '\($0)'?" }
                ?? "expected one of: \(choices.joined(separator: ", "))"
            throw .usage("invalid value '\(ShownText.echoed(text))' for '\(name)'; \(hint)", subcommand)
        }
        return text
    }
}

/// `--name value`, `--name=value`, flags, `--` before paths that start with `-`, and `-h`/`--help`.
enum ArgumentParser {
    /// Options that SwiftLint and other linters spell differently, with vclint's name for each.
    static let otherToolsNames = ["--reporter": "--format", "--baseline-path": "--baseline",
                                  "--write-baseline-path": "--write-baseline", "--output-file": "--output"]

    static func parse(_ arguments: [String], for subcommand: Subcommand) throws(CommandError) -> ParsedArguments {
        let options = subcommand.options
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                parsed.positionals += remaining
                break
            }
            if argument == "-h" || argument == "--help" {
                parsed.wantsHelp = true
                continue
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.positionals.append(argument)
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            let inlineValue = name.count < argument.count ? String(argument.dropFirst(name.count + 1)) : nil
            if name == "--help" || name == "-h" { throw .usage("'\(name)' takes no value", subcommand) }
            guard let option = options.first(where: { $0.name == name }) else {
                var message = "unknown option '\(ShownText.echoed(name))'"
                let names = options.map(\.name) + ["--help"]
                if let habit = otherToolsNames[name], names.contains(habit) {
                    message += "; vclint's name for it is '\(habit)'"
                } else if let close = Suggestion.closest(to: name, among: names) {
                    message += "; did you mean '\(close)'?"
                }
                throw .usage(message, subcommand)
            }
            if let valueName = option.valueName {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw .usage("missing value for '\(name) \(valueName)'", subcommand)
                }
                parsed.values[name] = value
                parsed.allValues[name, default: []].append(value)
            } else {
                if inlineValue != nil { throw .usage("'\(name)' takes no value", subcommand) }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }
}
