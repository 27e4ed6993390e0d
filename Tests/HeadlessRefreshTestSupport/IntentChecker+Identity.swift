import HeadlessRefresh

extension IntentChecker {
    /// What the checker remembers that decides its next verdicts, as a value: the checker itself, compared with its
    /// synthesized `Hashable` (every field it stores counts, a field added later too), with the last geometry's offset
    /// and the largest pulls of the touch to 40 bits of mantissa, as the controller's identity rounds positions, and
    /// the scratch of the input last checked (its reasons to load, what it approached and changed) cleared: `check`
    /// sets them afresh before it reads them.
    ///
    /// The extra insets it last saw asked for are kept exact: they come from actions, not from motion, and it compares
    /// them exactly.
    package var identity: IntentChecker {
        var copy = self
        if let geometry {
            var rounded = geometry
            rounded.contentOffset = ScrollPoint(
                x: roundedPosition(geometry.contentOffset.x), y: roundedPosition(geometry.contentOffset.y))
            copy.geometry = rounded
        }
        copy.touchMaxPull = touchMaxPull.map(roundedPosition)
        copy.reasons = []
        copy.inputApproached = []
        copy.inputChanged = []
        return copy
    }
}
