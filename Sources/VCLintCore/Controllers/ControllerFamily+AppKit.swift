extension ControllerFamily {
    /// The `NSViewController` family: macOS controllers, whose containment needs no
    /// `willMove`/`didMove` calls (AppKit's `addChild` and `removeFromParent` do it all).
    public static let appKitClasses: Set<String> = Set(byFramework.first { $0.framework == "AppKit" }?.classes ?? [])
        .union(["NSHostingController", "SFSafariExtensionViewController", "MEExtensionViewController"])

    /// Whether a controller whose chain ends at `base` is an AppKit one.
    public static func isAppKit(_ base: String) -> Bool { appKitClasses.contains(base) }
}
