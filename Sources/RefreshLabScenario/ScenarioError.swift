/// What is wrong with a scenario file, and where: `steps[3].drag: expected a number`.
package struct ScenarioError: Error, Equatable, CustomStringConvertible {
    /// The field at fault (`edges.top.distance`), or the position of a syntax error (`line 3, column 14`).
    package var path: String
    /// What is wrong with it.
    package var message: String

    /// An error at `path` (empty for one that concerns the whole file or the command line).
    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// The one line `refresh-lab` prints before exiting with status 2.
    package var description: String { path.isEmpty ? message : path + ": " + message }
}
