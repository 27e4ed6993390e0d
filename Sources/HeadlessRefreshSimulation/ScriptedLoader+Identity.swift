import HeadlessRefresh

extension ScriptedLoader {
    /// The loader with its due times counted from `now`, compared with its synthesized `Hashable`: the responses left
    /// per edge and the loads in flight, every field it stores.
    func identity(at now: Double) -> ScriptedLoader {
        var copy = self
        for index in copy.inFlight.indices { copy.inFlight[index].time = relativeTime(inFlight[index].time, from: now) }
        copy.nextTime = relativeTime(nextTime, from: now)
        return copy
    }
}
