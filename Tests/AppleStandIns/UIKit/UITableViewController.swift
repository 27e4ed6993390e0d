// Stand-ins for UIKit's table views and view controllers, for scripts/check-availability only.

/// [UIContentConfiguration](https://developer.apple.com/documentation/uikit/uicontentconfiguration) (iOS 14).
@available(iOS 14, tvOS 14, visionOS 1, *)
@MainActor
public protocol UIContentConfiguration {}

/// [UIListContentConfiguration](https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct)
/// (iOS 14).
@available(iOS 14, tvOS 14, visionOS 1, *)
public struct UIListContentConfiguration: UIContentConfiguration {
    /// [text](https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text)
    public var text: String?
}

/// [UITableViewCell](https://developer.apple.com/documentation/uikit/uitableviewcell)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UITableViewCell: UIView {
    /// [defaultContentConfiguration()](https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration())
    /// (iOS 14).
    @available(iOS 14, tvOS 14, visionOS 1, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// [contentConfiguration](https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration)
    /// (iOS 14).
    @available(iOS 14, tvOS 14, visionOS 1, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }
}

/// [UITableView](https://developer.apple.com/documentation/uikit/uitableview)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UITableView: UIScrollView {
    /// [UITableView.Style](https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum)
    public enum Style: Int, Sendable {
        /// [plain](https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain)
        case plain
    }

    /// [register(_:forCellReuseIdentifier:)](https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:))
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// [dequeueReusableCell(withIdentifier:for:)](https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:))
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(frame: .zero)
    }
    /// [reloadData()](https://developer.apple.com/documentation/uikit/uitableview/reloaddata())
    open func reloadData() {}
}

/// [UINavigationItem](https://developer.apple.com/documentation/uikit/uinavigationitem)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UINavigationItem: NSObject {
    /// [titleView](https://developer.apple.com/documentation/uikit/uinavigationitem/titleview)
    open var titleView: UIView?
}

/// [UIViewController](https://developer.apple.com/documentation/uikit/uiviewcontroller)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UIViewController: UIResponder {
    // The nib initializer needs Foundation's Bundle, which the adapters never use; subclasses here reach this one.
    override init() {}

    /// [init(coder:)](https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:))
    public required init?(coder: NSCoder) { return nil }

    /// [title](https://developer.apple.com/documentation/uikit/uiviewcontroller/title)
    open var title: String?
    /// [navigationItem](https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem)
    open var navigationItem: UINavigationItem { UINavigationItem() }
    /// [viewDidLoad()](https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload())
    open func viewDidLoad() {}
    /// [viewDidAppear(_:)](https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:))
    open func viewDidAppear(_ animated: Bool) {}
    /// [viewWillDisappear(_:)](https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:))
    open func viewWillDisappear(_ animated: Bool) {}
    /// [viewDidLayoutSubviews()](https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews())
    open func viewDidLayoutSubviews() {}
    /// [viewWillAppear(_:)](https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:))
    open func viewWillAppear(_ animated: Bool) {}
    /// [encodeRestorableState(with:)](https://developer.apple.com/documentation/uikit/uiviewcontroller/encoderestorablestate(with:))
    /// (iOS 6).
    @available(iOS 6, *)
    open func encodeRestorableState(with coder: NSCoder) {}
    /// [decodeRestorableState(with:)](https://developer.apple.com/documentation/uikit/uiviewcontroller/decoderestorablestate(with:))
    /// (iOS 6).
    @available(iOS 6, *)
    open func decodeRestorableState(with coder: NSCoder) {}
}

/// [UITableViewController](https://developer.apple.com/documentation/uikit/uitableviewcontroller)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UITableViewController: UIViewController {
    /// [init(style:)](https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:))
    public init(style: UITableView.Style) { super.init() }
    /// [init(coder:)](https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:))
    public required init?(coder: NSCoder) { return nil }

    /// [tableView](https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview)
    open var tableView: UITableView! { UITableView(frame: .zero) }

    /// [tableView(_:numberOfRowsInSection:)](https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:))
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// [tableView(_:cellForRowAt:)](https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:))
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(frame: .zero)
    }

    /// [tableView(_:willDisplay:forRowAt:)](https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:))
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}
