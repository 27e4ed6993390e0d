import Foundation
import RefreshLabScenario

/// Reading the scenario file named on the command line, with an error that says what is wrong with the path.
enum ScenarioFile {
    /// The file's text (standard input's for `-`), or an error naming the path: missing, a directory, or
    /// unreadable.
    static func read(_ path: String) throws(ScenarioError) -> String {
        if path == LabCommand.standardInput {
            return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ScenarioError(path: path, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw ScenarioError(path: path, message: "is a directory, not a scenario file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScenarioError(path: path, message: "cannot read the file")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
