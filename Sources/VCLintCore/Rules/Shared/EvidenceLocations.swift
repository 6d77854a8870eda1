/// One use a shared reader found (`RequestCalls`, `PersistenceUses`): where its reference
/// ends, and how the finding spells it.
protocol EvidenceUse {
    var offset: UInt32 { get }
    var spelling: String { get }
}

/// Where a rule's evidence stands in the source, without the places a `vclint:` comment hides
/// it: every evidence rule locates its uses here, so none asks the suppressions itself or turns
/// byte offsets into lines.
extension RuleContext {
    /// The place of a byte offset in a declaration's file, or nil where `rule` is suppressed.
    func location(of offset: UInt32, in reference: DeclarationReference, unlessSuppressing rule: String) -> Location? {
        location(project.files[reference.file].position(of: offset), in: reference, unlessSuppressing: rule)
    }

    /// The place of a position in a declaration's file, or nil where `rule` is suppressed.
    func location(_ position: SourcePosition, in reference: DeclarationReference, unlessSuppressing rule: String) -> Location? {
        isSuppressed(rule, file: reference.file, at: position) ? nil : Location(path: project.files[reference.file].path, position)
    }

    /// Uses a shared reader found in one declaration (`RequestCalls`, `PersistenceUses`), each
    /// located with its spelling, the suppressed ones dropped.
    func located(_ uses: [some EvidenceUse], in reference: DeclarationReference,
                 unlessSuppressing rule: String) -> [RelatedLocation] {
        uses.compactMap { use in
            location(of: use.offset, in: reference, unlessSuppressing: rule).map { RelatedLocation($0, message: use.spelling) }
        }
    }
}
