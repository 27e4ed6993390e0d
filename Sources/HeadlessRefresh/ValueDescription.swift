/// What the descriptions of the library's values share: they read as the value is written in Swift, less its type's
/// module and name (`finishing(success)`, `ScrollPoint(x: 0.0, y: -80.0)`), built without reflection, so that they
/// also work in Embedded Swift.
enum ValueDescription {
    /// `Name(label: value, …)`, as Swift writes a structure's memberwise initializer call.
    static func structure(_ name: String, _ fields: [(label: String, value: String)]) -> String {
        name + "(" + fields.map { $0.label + ": " + $0.value }.joined(separator: ", ") + ")"
    }

    /// `name(value, …)`, as Swift writes an enumeration case with associated values; each value brings its label.
    static func enumCase(_ name: String, _ values: [String]) -> String {
        name + "(" + values.joined(separator: ", ") + ")"
    }

    /// The description of `value`, or `nil`.
    static func optional<Value: CustomStringConvertible>(_ value: Value?) -> String {
        if let value { value.description } else { "nil" }
    }
}
