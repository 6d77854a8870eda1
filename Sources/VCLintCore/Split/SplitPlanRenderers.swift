/// How `vclint split` prints its plans.
public enum SplitFormat: String, Sendable, CaseIterable {
    case text, json

    public func render(_ plans: [SplitPlan]) -> String {
        switch self {
        case .text: plans.map(SplitPlanText.render).joined(separator: "\n")
        case .json: ReportJSON.render(SplitPlanList(controllers: plans))
        }
    }
}

struct SplitPlanList: Encodable {
    var controllers: [SplitPlan]
}

enum SplitPlanText {
    /// Names listed in a line before the rest is counted; JSON lists them all.
    static let shownNames = 8

    static func listed(_ names: [String]) -> String {
        names.prefix(shownNames).joined(separator: ", ") + (names.count > shownNames ? ", \(names.count - shownNames) more" : "")
    }

    static func render(_ plan: SplitPlan) -> String {
        var text = "\(ShownText.escaped(plan.controller)) (\(ShownText.escaped(plan.path)):\(plan.line))\n"
        let tcc = plan.tcc.map(twoDecimals) ?? "not measured"
        text += "  \(plan.lines) lines of code, \(plan.members) members, \(Plural.count(plan.responsibilities, "responsibility", "responsibilities")); "
            + "LCOM4 \(plan.lcom4), TCC \(tcc)\n"
        if plan.extractions.isEmpty {
            text += "  No extraction stands on its own: every group of members found is too small, needs too many of the "
                + "\(owner(plan))'s properties or is used from too many places.\n"
        }
        for (number, extraction) in plan.extractions.enumerated() {
            let protocols = extraction.protocols.isEmpty ? "" : ": " + extraction.protocols.joined(separator: ", ")
            text += "\n  \(number + 1). \(ShownText.escaped(extraction.name)), a \(extraction.kind)\(protocols); "
                + "\(extraction.lines) lines, cohesion \(twoDecimals(extraction.cohesion))\n"
            text += "     moves:\n"
            let place = { (member: SplitPlan.PlannedMember) in Self.place(member, controllerPath: plan.path) }
            for member in extraction.members { text += "       \(place(member)), \(Plural.count(member.lines, "line"))\n" }
            if !extraction.inputs.isEmpty { text += "     takes: \(listed(extraction.inputs.map(place)))\n" }
            if !extraction.calledFrom.isEmpty { text += "     called from: \(listed(extraction.calledFrom.map(place)))\n" }
            if !extraction.callsBack.isEmpty { text += "     calls back: \(listed(extraction.callsBack.map(place)))\n" }
        }
        for considered in plan.considered {
            text += "\n  Not suggested: \(ShownText.escaped(considered.name)), a \(considered.kind) of \(considered.lines) lines: \(considered.reason)."
                + "\n     would move: \(listed(considered.members.map { ShownText.escaped($0.name) }))"
        }
        if !plan.considered.isEmpty { text += "\n" }
        text += "\n  The \(owner(plan)) keeps about \(plan.remainingLines) lines"
            + (plan.remains.isEmpty ? ".\n" : ": \(listed(plan.remains.map { ShownText.escaped($0) })).\n")
        return text
    }

    private static func owner(_ plan: SplitPlan) -> String { plan.kind == .controller ? "controller" : "view model" }

    /// One line for a finding's related location: `split: FeedDataSource, a data source (212 lines): moves …`.
    static func summary(_ extraction: SplitPlan.Extraction) -> String {
        "split: extract \(extraction.name), a \(extraction.kind) of \(extraction.lines) lines: "
            + listed(extraction.members.map(\.name))
    }

    /// `0.86`: without Foundation's formatting.
    static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `name (line 12)` in the controller's own file, `name (File.swift:12)` elsewhere.
    private static func place(_ member: SplitPlan.PlannedMember, controllerPath: String) -> String {
        let file = member.path == controllerPath ? "line \(member.line)"
            : "\(member.path.split(separator: "/").last.map(String.init) ?? member.path):\(member.line)"
        return "\(ShownText.escaped(member.name)) (\(ShownText.escaped(file)))"
    }
}
