/// The words for users who cannot see the indicator or cannot pull: names of the accessible actions and the
/// spoken announcements, in every language of ``RefreshLanguage``.
extension RefreshText {
    /// The name of an accessible action, for a VoiceOver custom action, a button or a menu item: an override
    /// from ``setActionName(_:for:)`` if one is set, else the built-in one ("Refresh", "Load more", "Retry",
    /// "Show more", "Close").
    public func actionName(_ action: AccessibleRefreshAction) -> String {
        for override in actionNames where override.action == action { return override.name }
        return Self.builtInActionName(action, language: language)
    }

    /// Replaces the name of an accessible action in every language, for example "Close archive" for an app
    /// whose second level is its archive; `nil` restores the built-in name.
    public mutating func setActionName(_ name: String?, for action: AccessibleRefreshAction) {
        actionNames.removeAll { $0.action == action }
        guard let name else { return }
        actionNames.append(ActionName(action: action, name: name))
        // One order whatever order they were set in, so `==` compares content.
        actionNames.sort { $0.order < $1.order }
    }

    /// The built-in name of an accessible action in `language`.
    public static func builtInActionName(_ action: AccessibleRefreshAction, language: RefreshLanguage) -> String {
        let words = AccessibilityWords(language)
        switch action {
        case .refresh: return words.refresh
        case .loadMore: return words.loadMore
        case .retry: return words.retry
        case .showMore: return words.showMore
        case .closeSecondLevel: return words.close
        }
    }

    /// The text to speak for an announcement at an edge with `role`.
    ///
    /// A load that starts, succeeds or reaches the end of data says what the indicator's title says, overrides
    /// and ``titleSource`` included ("Loading…", "Refreshed", "No more data"); a success with `newItems` says the
    /// count instead, with the language's plural forms ("1 new item", "20 new items"; a negative count is
    /// ignored). A failure says it failed even where the footer's title asks for a tap ("Loading failed"): a
    /// screen-reader user retries with the ``AccessibleRefreshAction/retry`` action.
    public func announcement(_ announcement: RefreshAnnouncement, role: RefreshRole, newItems: Int? = nil) -> String {
        switch announcement {
        case .loading:
            return title(slot: .refreshing, role: role)
        case .succeeded:
            if let newItems, newItems >= 0 { return Self.newItems(newItems, language: language) }
            return title(slot: .succeeded, role: role)
        case .failed:
            return role == .footer ? AccessibilityWords(language).loadFailed : title(slot: .failed, role: role)
        case .noMoreData:
            return title(slot: .noMoreData, role: role)
        }
    }

    /// "20 new items" in `language`, with its plural form for `count`.
    public static func newItems(_ count: Int, language: RefreshLanguage) -> String {
        let n = String(count)
        switch (language, PluralCategory(count, language: language)) {
        case (.english, .one): return n + " new item"
        case (.english, _): return n + " new items"
        case (.german, .one): return n + " neuer Eintrag"
        case (.german, _): return n + " neue Einträge"
        case (.dutch, .one): return n + " nieuw item"
        case (.dutch, _): return n + " nieuwe items"
        case (.turkish, _): return n + " yeni öğe"
        case (.spanish, .one): return n + " elemento nuevo"
        case (.spanish, .many): return n + " de elementos nuevos"
        case (.spanish, _): return n + " elementos nuevos"
        case (.italian, .one): return n + " nuovo elemento"
        case (.italian, .many): return n + " di nuovi elementi"
        case (.italian, _): return n + " nuovi elementi"
        case (.french, .one): return n + " nouvel élément"
        case (.french, .many): return n + " de nouveaux éléments"
        case (.french, _): return n + " nouveaux éléments"
        case (.brazilianPortuguese, .one): return n + " novo item"
        case (.brazilianPortuguese, .many): return n + " de novos itens"
        case (.brazilianPortuguese, _): return n + " novos itens"
        case (.russian, .one): return n + " новый элемент"
        case (.russian, .few): return n + " новых элемента"
        case (.russian, _): return n + " новых элементов"
        case (.ukrainian, .one): return n + " новий елемент"
        case (.ukrainian, .few): return n + " нові елементи"
        case (.ukrainian, _): return n + " нових елементів"
        case (.polish, .one): return n + " nowy element"
        case (.polish, .few): return n + " nowe elementy"
        case (.polish, _): return n + " nowych elementów"
        case (.arabic, let category): return arabicNewItems(count, category)
        case (.japanese, _): return n + "件の新しい項目"
        case (.korean, _): return "새 항목 " + n + "개"
        case (.simplifiedChinese, _): return n + " 条新内容"
        case (.traditionalChinese, _): return n + " 則新內容"
        }
    }

    /// CLDR zero, one and two are words of their own; few (3–10) takes the plural, many (11–99) the accusative
    /// singular, other (100–102) the genitive singular.
    private static func arabicNewItems(_ count: Int, _ category: PluralCategory) -> String {
        let n = arabicIndicDigits(count)
        switch category {
        case .zero: return "لا عناصر جديدة"
        case .one: return "عنصر جديد واحد"
        case .two: return "عنصران جديدان"
        case .few: return n + " عناصر جديدة"
        case .many: return n + " عنصرًا جديدًا"
        case .other: return n + " عنصر جديد"
        }
    }

    /// An app's name for an accessible action.
    struct ActionName: Sendable, Hashable {
        var action: AccessibleRefreshAction
        var name: String

        var order: Int { AccessibleRefreshAction.allCases.firstIndex(of: action) ?? 0 }
    }
}

/// The accessibility words of one language that the indicator titles do not already hold.
private struct AccessibilityWords {
    var refresh: String
    var loadMore: String
    var retry: String
    var showMore: String
    var close: String
    /// A failed load-more, said rather than "Tap to retry".
    var loadFailed: String

    init(_ language: RefreshLanguage) {
        switch language {
        case .english:
            (refresh, loadMore, retry, showMore, close) = ("Refresh", "Load more", "Retry", "Show more", "Close")
            loadFailed = "Loading failed"
        case .german:
            (refresh, loadMore, retry, showMore, close) = (
                "Aktualisieren", "Mehr laden", "Erneut versuchen", "Mehr anzeigen", "Schließen"
            )
            loadFailed = "Laden fehlgeschlagen"
        case .french:
            (refresh, loadMore, retry, showMore, close) = (
                "Actualiser", "Charger plus", "Réessayer", "Afficher plus", "Fermer"
            )
            loadFailed = "Échec du chargement"
        case .spanish:
            (refresh, loadMore, retry, showMore, close) = (
                "Actualizar", "Cargar más", "Reintentar", "Ver más", "Cerrar"
            )
            loadFailed = "Error al cargar"
        case .italian:
            (refresh, loadMore, retry, showMore, close) = (
                "Aggiorna", "Carica altri", "Riprova", "Mostra altro", "Chiudi"
            )
            loadFailed = "Caricamento non riuscito"
        case .brazilianPortuguese:
            (refresh, loadMore, retry, showMore, close) = (
                "Atualizar", "Carregar mais", "Tentar novamente", "Ver mais", "Fechar"
            )
            loadFailed = "Falha ao carregar"
        case .dutch:
            (refresh, loadMore, retry, showMore, close) = (
                "Vernieuwen", "Meer laden", "Opnieuw proberen", "Meer weergeven", "Sluiten"
            )
            loadFailed = "Laden mislukt"
        case .polish:
            (refresh, loadMore, retry, showMore, close) = (
                "Odśwież", "Wczytaj więcej", "Spróbuj ponownie", "Pokaż więcej", "Zamknij"
            )
            loadFailed = "Nie udało się wczytać"
        case .russian:
            (refresh, loadMore, retry, showMore, close) = (
                "Обновить", "Загрузить ещё", "Повторить", "Показать ещё", "Закрыть"
            )
            loadFailed = "Не удалось загрузить"
        case .ukrainian:
            (refresh, loadMore, retry, showMore, close) = (
                "Оновити", "Завантажити ще", "Повторити", "Показати більше", "Закрити"
            )
            loadFailed = "Не вдалося завантажити"
        case .turkish:
            (refresh, loadMore, retry, showMore, close) = (
                "Yenile", "Daha fazla yükle", "Tekrar dene", "Daha fazla göster", "Kapat"
            )
            loadFailed = "Yüklenemedi"
        case .arabic:
            (refresh, loadMore, retry, showMore, close) = (
                "تحديث", "تحميل المزيد", "إعادة المحاولة", "عرض المزيد", "إغلاق"
            )
            loadFailed = "تعذّر التحميل"
        case .japanese:
            (refresh, loadMore, retry, showMore, close) = ("更新", "さらに読み込む", "再試行", "もっと見る", "閉じる")
            loadFailed = "読み込めませんでした"
        case .korean:
            (refresh, loadMore, retry, showMore, close) = ("새로고침", "더 불러오기", "다시 시도", "더 보기", "닫기")
            loadFailed = "불러오지 못했습니다"
        case .simplifiedChinese:
            (refresh, loadMore, retry, showMore, close) = ("刷新", "加载更多", "重试", "查看更多", "关闭")
            loadFailed = "加载失败"
        case .traditionalChinese:
            (refresh, loadMore, retry, showMore, close) = ("重新整理", "載入更多", "重試", "查看更多", "關閉")
            loadFailed = "載入失敗"
        }
    }
}
