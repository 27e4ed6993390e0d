import Foundation

extension RefreshLanguageSetting {
    /// The setting the products' adapters follow: the device's `Locale.preferredLanguages`, read again when
    /// `NSLocale.currentLocaleDidChangeNotification` is posted (a region or language change the app sees while
    /// running), until the app sets ``appLanguage``.
    public static let shared: RefreshLanguageSetting = {
        let setting = RefreshLanguageSetting(preferredLanguages: Locale.preferredLanguages)
        // The center keeps the block for the life of the app, as long as the shared setting lives.
        _ = NotificationCenter.default.addObserver(
            forName: NSLocale.currentLocaleDidChangeNotification,
            object: nil,
            queue: nil
        ) { _ in
            Task { @MainActor in RefreshLanguageSetting.shared.preferredLanguages = Locale.preferredLanguages }
        }
        return setting
    }()
}
