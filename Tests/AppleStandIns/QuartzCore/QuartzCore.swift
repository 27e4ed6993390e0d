// Stand-in for the part of QuartzCore the adapters use, for scripts/check-availability only. Declarations only; the
// bodies exist to compile and are never run against an app.

/// [CFTimeInterval](https://developer.apple.com/documentation/corefoundation/cftimeinterval)
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
/// [CACurrentMediaTime()](https://developer.apple.com/documentation/quartzcore/cacurrentmediatime())
/// (iOS 2, macOS 10.5, tvOS 9, visionOS 1).
@available(iOS 2, macOS 10.5, tvOS 9, visionOS 1, *)
public func CACurrentMediaTime() -> CFTimeInterval { 0 }
