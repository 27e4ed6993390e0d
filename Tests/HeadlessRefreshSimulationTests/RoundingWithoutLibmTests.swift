import Testing

@testable import HeadlessRefreshSimulation

/// The simulator rounds without the C math library (a consumer's plain executable does not link it); these are the
/// answers `rounded(_:)` gives, compared over the cases that matter: halves, negatives, whole and huge values.
struct RoundingWithoutLibmTests {
    static let values: [Double] = [
        0, -0.0, 0.4, 0.5, 0.6, 1.5, 2.5, -0.4, -0.5, -0.6, -1.5, -2.5, 7, -7, 1e-300, -1e-300, 123_456.499_999,
        4_503_599_627_370_495.5, -4_503_599_627_370_495.5, 9_007_199_254_740_994, 1e300, -1e300,
    ]

    @Test(arguments: values) func halvesRoundAwayFromZeroAsRoundedDoes(value: Double) {
        #expect(value.roundedAwayFromZeroWithoutLibm() == value.rounded(.toNearestOrAwayFromZero))
    }

    @Test(arguments: values) func upRoundsAsRoundedUpDoes(value: Double) {
        #expect(value.roundedUpWithoutLibm() == value.rounded(.up))
    }

    @Test func notFiniteValuesPassThrough() {
        #expect(Double.infinity.roundedUpWithoutLibm() == .infinity)
        #expect((-Double.infinity).roundedAwayFromZeroWithoutLibm() == -.infinity)
        #expect(Double.nan.roundedUpWithoutLibm().isNaN)
        #expect(Double.nan.roundedAwayFromZeroWithoutLibm().isNaN)
    }
}
