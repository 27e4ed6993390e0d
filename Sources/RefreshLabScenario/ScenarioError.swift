/// What is wrong with a scenario file, and where: `steps[3].drag: expected a number`.
struct ScenarioError: Error, Equatable, CustomStringConvertible {
    /// The field at fault (`edges.top.distance`), or the position of a syntax error (`line 3, column 14`).
    var path: String
    /// What is wrong with it.
    var message: String

    /// The one line `refresh-lab` prints before exiting with status 2.
    var description: String { path.isEmpty ? message : path + ": " + message }
}
