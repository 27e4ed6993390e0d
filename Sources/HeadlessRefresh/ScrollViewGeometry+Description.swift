extension RefreshEdge: CustomStringConvertible {
    /// The edge's ``name``: `top`, `bottom`, `left`, `right`.
    public var description: String { name }
}

extension ScrollAxis: CustomStringConvertible {
    /// `vertical` or `horizontal`.
    public var description: String {
        switch self {
        case .vertical: "vertical"
        case .horizontal: "horizontal"
        }
    }
}

extension ContentMotion: CustomStringConvertible {
    /// The motion's ``name``: `unknown`, `finger`, `momentum`, `springBack`, `host`.
    public var description: String { name }
}

extension ScrollPoint: CustomStringConvertible {
    /// The point as Swift writes it: `ScrollPoint(x: 0.0, y: -80.0)`.
    public var description: String {
        ValueDescription.structure("ScrollPoint", [("x", x.description), ("y", y.description)])
    }
}

extension ScrollSize: CustomStringConvertible {
    /// The size as Swift writes it: `ScrollSize(width: 320.0, height: 600.0)`.
    public var description: String {
        ValueDescription.structure("ScrollSize", [("width", width.description), ("height", height.description)])
    }
}

extension ScrollInsets: CustomStringConvertible {
    /// The insets as Swift writes them: `ScrollInsets(top: 60.0, left: 0.0, bottom: 0.0, right: 0.0)`.
    public var description: String {
        ValueDescription.structure(
            "ScrollInsets",
            [
                ("top", top.description), ("left", left.description), ("bottom", bottom.description),
                ("right", right.description),
            ])
    }
}

extension ScrollViewGeometry: CustomStringConvertible {
    /// The geometry as Swift writes it, every field named:
    /// `ScrollViewGeometry(contentOffset: ScrollPoint(x: 0.0, y: -80.0), contentSize: …, motion: finger)`.
    public var description: String {
        ValueDescription.structure(
            "ScrollViewGeometry",
            [
                ("contentOffset", contentOffset.description), ("contentSize", contentSize.description),
                ("viewportSize", viewportSize.description), ("contentInset", contentInset.description),
                ("axis", axis.description), ("motion", motion.description),
            ])
    }
}

extension GeometryProblem: CustomStringConvertible {
    /// The problem's ``message``: `content offset is not finite`.
    public var description: String { message }
}
