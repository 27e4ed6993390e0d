extension EdgeSnapshot: CustomStringConvertible {
    /// The snapshot as Swift writes it, every field named:
    /// `EdgeSnapshot(edge: top, state: pulling(progress: 0.5), pull: 30.0, …, isVisible: true)`.
    public var description: String {
        ValueDescription.structure(
            "EdgeSnapshot",
            [
                ("edge", edge.description), ("state", state.description), ("pull", pull.description),
                ("progress", progress.description), ("extraInset", extraInset.description),
                ("isDragging", isDragging.description), ("isEnabled", isEnabled.description),
                ("lastSuccess", ValueDescription.optional(lastSuccess)),
                ("maximumPull", ValueDescription.optional(maximumPull)), ("isVisible", isVisible.description),
                ("waitsForTap", waitsForTap.description),
            ])
    }
}
