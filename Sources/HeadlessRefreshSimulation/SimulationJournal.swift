import HeadlessRefresh

/// What moved the content between two inputs the simulator sent, for checkers that judge a trigger by its cause
/// (a load from a finger's approach is right, a load from a spring back is not).
package struct ContentMovers: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The finger dragged the content.
    package static let finger = ContentMovers(rawValue: 1 << 0)
    /// The content coasted after a fling.
    package static let momentum = ContentMovers(rawValue: 1 << 1)
    /// The content sprang back to an edge.
    package static let spring = ContentMovers(rawValue: 1 << 2)
    /// A scroll the library asked for (a reveal, a second level).
    package static let libraryScroll = ContentMovers(rawValue: 1 << 3)
    /// A scroll the host made itself.
    package static let hostScroll = ContentMovers(rawValue: 1 << 4)
    /// Resting content followed an extra inset as it animated.
    package static let insets = ContentMovers(rawValue: 1 << 5)
    /// Replayed samples set the offset.
    package static let replay = ContentMovers(rawValue: 1 << 6)
    /// The content's length changed (the offset may not have moved).
    package static let content = ContentMovers(rawValue: 1 << 7)
}

extension ContentMovers {
    /// What a geometry reports as the motion of an offset these moved (`ScrollViewGeometry/motion`), or `nil` when none
    /// of them moves the offset (a content change alone).
    ///
    /// The user's motion wins over an animation within one interval: a coast that reaches an end and starts bouncing
    /// in the same frame reports momentum, so a load it brought into reach is the fling's. The finger, then the host's
    /// own scroll, then momentum; a spring back, a scroll the library asked for and resting content carried by an
    /// inset are all `.springBack`; replayed samples do not say what moved them: `.unknown`.
    var motion: ContentMotion? {
        if contains(.finger) { return .finger }
        if contains(.hostScroll) { return .host }
        if contains(.momentum) { return .momentum }
        if !isDisjoint(with: [.spring, .libraryScroll, .insets]) { return .springBack }
        if contains(.replay) { return .unknown }
        return nil
    }
}

/// One entry of the simulator's journal: every input in the order the controller got it, with what the host knew
/// then, and every action it answered with. Kept only when a checker asks for it (`ScrollSimulator.keepsJournal`).
package enum JournalEntry: Sendable {
    /// An input sent at `time`, with the geometry as laid out then, whether the finger was down, how far the
    /// content has followed the finger in this drag, and what moved the content since the previous input.
    case input(
        RefreshInput, time: Double, geometry: ScrollViewGeometry, fingerDown: Bool, fingerTravel: Double,
        movers: ContentMovers)
    /// An action the controller answered the last input with.
    case command(RefreshCommand)
}
