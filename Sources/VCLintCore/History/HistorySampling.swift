/// Which mainline commits `history` measures. The newest commit is always one: it gives "now".
enum HistorySampling: Sendable, Equatable {
    /// Every n-th commit of the mainline, from the newest back.
    case every(Int)
    /// The last commit of each calendar month (UTC), by committer date.
    case monthly

    var description: String {
        switch self {
        case .every(1): "every commit"
        case .every(let n): "every \(n) commits"
        case .monthly: "monthly"
        }
    }

    /// `commits` newest first (as `git log` lists them); the samples come back oldest first.
    func samples(_ commits: [CommitStamp]) -> [CommitStamp] {
        var chosen: [CommitStamp] = []
        switch self {
        case .every(let step):
            for index in stride(from: 0, to: commits.count, by: max(1, step)) { chosen.append(commits[index]) }
        case .monthly:
            var lastMonth: Int?
            for commit in commits {
                let month = Self.month(of: commit.time)
                if month != lastMonth { chosen.append(commit) }
                lastMonth = month
            }
        }
        return chosen.reversed()
    }

    /// Months since 1970-01, UTC, from seconds (Howard Hinnant's days-to-civil).
    static func month(of seconds: Int) -> Int {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year - 1970) * 12 + (month - 1)
    }
}
