"""The fixed checks of a feed's life: pull, short pull, loads, failure and retry, keys, the export, nonsense, language."""
import time

from . import layout
from .browser import Page, check
from .replay import agree


def feed(ctx):
    # Four loads at the bottom: two pages, a failure, and the retry's page.
    page = Page(ctx.browser, ctx.base + "/index.html?test=1&delay=0.3&loads=success,success,failure,success")
    b = ctx.browser
    check(page.state("top") == "idle" and page.state("bottom") == "idle", "the edges do not start idle")
    check(b.evaluate("document.querySelector('#header .title').textContent") == "Pull to refresh",
          "the header's idle title is not English's")
    toolbar = toolbar_layout(b)

    # a. Pull past the threshold (220 points of finger travel is about 100 of pull) and release: three new posts.
    mark = len(page.events())
    page.drag(page.top + 120, 220, 0.35, hold=0.15)
    page.wait(lambda: "refreshing" in page.states_since(mark, "top"), 3, "a. no refresh")
    check(toolbar_layout(b) == toolbar, f"a. the controls under the feed moved while refreshing: {toolbar}, {toolbar_layout(b)}")
    page.wait(lambda: "idle" in page.states_since(mark, "top")[1:] and page.state("top") == "idle", 6,
              f"a. the refresh did not come back to idle: {page.states_since(mark, 'top')}")
    states = page.states_since(mark, "top")
    expected = ["pulling", "eligible", "refreshing", "finishing", "idle"]
    check(states == expected, f"a. pull and release: states {states}, expected {expected}")
    check(page.triggers("top") == 1, f"a. {page.triggers('top')} refreshes, expected 1")
    fresh = b.evaluate("[document.querySelectorAll('#items li').length, document.querySelectorAll('#items .fresh')"
                       ".length, document.querySelector('#items li b').textContent]")
    check(fresh == [15, 3, "Post #13"], f"a. after a refresh [posts, new posts, the first]: {fresh}")
    heard = b.evaluate("document.querySelector('#announcer').textContent")
    check(heard == "3 new items", f"a. the refresh's announcement: {heard!r}")
    check(toolbar_layout(b) == toolbar, f"a. the controls under the feed moved after the announcement: {toolbar_layout(b)}")
    print("ok a. pull past the threshold and release: " + " → ".join(states) + f"; 3 new posts on top, {heard!r}")

    # b. A short pull with a finger: about 20 points of pull, under the 60 of the threshold.
    page.settle()
    mark = len(page.events())
    page.touch_drag(page.top + 120, 45, 0.25, hold=0.15)
    page.settle()
    states = page.states_since(mark, "top")
    check(states == ["pulling", "idle"], f"b. short pull: states {states}, expected pulling then idle")
    check(page.triggers("top") == 1, "b. a short pull refreshed")
    print("ok b. a short pull (touch) does nothing: " + " → ".join(states))

    # c. Flick to the end: one load per approach, none from the bounce or the end of the load.
    for approach in (1, 2):
        page.drag(page.top + 450, -400, 0.12)
        page.wait(lambda: page.triggers("bottom") >= approach, 4, f"c. approach {approach}: no load")
        page.wait(lambda: page.state("bottom") == "idle", 4, f"c. approach {approach}: the load did not end")
        page.settle()
        check(page.triggers("bottom") == approach, f"c. approach {approach}: {page.triggers('bottom')} loads")
    items = int(b.evaluate("document.querySelector('#stats').dataset.items"))
    check(items == 35, f"c. {items} posts after a refresh and two pages, expected 35")
    print("ok c. two approaches to the end, two loads, 35 posts")

    # d. The third load fails: the footer waits for a tap, then a tap on it retries.
    page.drag(page.top + 450, -400, 0.12)
    page.wait(lambda: page.state("bottom") == "failed", 4, f"d. no failure: {page.state('bottom')}")
    page.settle()
    check(page.state("bottom") == "failed" and page.triggers("bottom") == 3,
          f"d. the failed footer did not wait: {page.state('bottom')}, {page.triggers('bottom')} loads")
    title = b.evaluate("[...document.querySelectorAll('#footer .titles > *')].map(e => e.textContent)")
    check(title == ["Loading failed", "Retry"], f"d. the failed footer says {title} after a mouse drag")
    action = b.evaluate("[document.querySelector('#action-bottom').dataset.action,"
                        " document.querySelector('#action-bottom').textContent]")
    check(action == ["retry", "Retry"], f"d. the accessible action at the bottom: {action}")
    mark = len(page.events())
    page.click("#footer")
    page.wait(lambda: page.triggers("bottom") == 4, 3, "d. a tap on the failed footer did not retry")
    page.wait(lambda: page.state("bottom") == "idle", 4, "d. the retry did not end")
    heard = b.evaluate("document.querySelector('#announcer').textContent")
    check(heard == "10 new items", f"d. the retry's announcement: {heard!r}")
    causes = [text for e, _, text in page.events()[mark:] if e == "bottom" and "trigger" in text]
    check(causes and causes[0].endswith("trigger: tap"), f"d. the retry's cause: {causes}")
    page.settle()
    print("ok d. a failed load waits for a tap (accessible action: Retry); the tap retries: " + heard)

    # e. Keys: Home flicks back to the top, r refreshes; the Refresh button works with Enter and keeps the focus.
    page.key("Home")
    page.wait(lambda: abs(page.offset()) < 0.5 and page.state("top") == "idle", 6, "e. Home did not go back up")
    refreshes = page.triggers("top")
    page.key("r")
    page.wait(lambda: page.triggers("top") == refreshes + 1, 2, "e. r did not refresh")
    page.settle()
    b.evaluate("document.querySelector('#action-top').focus()")
    page.key("Enter")
    page.wait(lambda: page.triggers("top") == refreshes + 2, 2, "e. Enter on the Refresh button did not refresh")
    page.settle()
    focused = b.evaluate("document.activeElement.id")
    check(focused == "action-top", f"e. after Enter on the Refresh button and its refresh, the focus is on {focused!r}")
    print("ok e. keys and accessible actions: Home, r, and Enter on the Refresh button (which keeps the focus)")

    # f. Everything above, exported and replayed by refresh-lab.
    page.click("#export")
    check(b.evaluate("document.querySelector('#export-output').value.length > 100"), "f. the export is empty")
    taken = agree(page, ctx.lab, ctx.keep, "f-feed")
    print(f"ok f. refresh-lab replays the export ({len(taken['scenario']['steps'])} steps) with the same triggers "
          f"({len(taken['summary']['triggers'])}, causes and order), final states, offset and insets")

    if ctx.screenshots:
        layout.screenshot(ctx, page, ctx.screenshots[0], {"x": 0, "y": 0, "width": 1000, "height": 640, "scale": 0.8})

    # g. Nonsense from JavaScript, straight into the exports: turned away or reported, nothing traps.
    diagnostics = b.evaluate("""(() => {
        const x = playground.core.x;
        let n = 0;
        n += x.hr_drag(NaN, NaN) + x.hr_drag(Infinity, -1) + x.hr_release(NaN) + x.hr_release(-Infinity);
        n += x.hr_wait(NaN) + x.hr_wait(-5) + x.hr_wait(1e300);
        n += x.hr_tap(99) + x.hr_begin(-1) + x.hr_end(0, 7) + x.hr_end(1, -2) + x.hr_end(9, 0);
        n += x.hr_content(NaN) + x.hr_content(-1) + x.hr_scroll_to(NaN) + x.hr_scroll_to(1e308);
        n += x.hr_enable(7, 1) + x.hr_close_second_level(3) + x.hr_perform_accessible_action(9);
        n += x.hr_reduced_motion(5) + x.hr_suspend() + x.hr_suspend() + x.hr_resume() + x.hr_resume();
        n += x.hr_end(0, 0) + x.hr_end(0, 0);
        x.hr_configure(0, -1, NaN, NaN, -5, Infinity, NaN, -1, NaN, 1e308, -0, NaN, NaN, NaN, 1);
        x.hr_configure(7, 15, 0, 60, 60, 0, 0, 0, 0, 0, 0, 1e300, 0, 0, 1);
        x.hr_start(NaN, 560, 100, 1); x.hr_start(360, -1, 100, 1); x.hr_start(360, 560, -5, 9);
        x.hr_snapshot(-3); x.hr_title(5); x.hr_last_updated(0, NaN); x.hr_diagnostic(-1); x.hr_diagnostic(1e6);
        x.hr_extra_inset(-1); x.hr_set_languages(-5); x.hr_set_languages(1e9);
        x.hr_offered_action(-4); x.hr_action_name(-1); x.hr_action_name(99);
        x.hr_announcement(0, 99, -5); x.hr_announcement(1, 1, 2147483647); x.hr_announcement(7, 0, 0);
        return [n, Number.isFinite(x.hr_offset())];
    })()""")
    check(diagnostics[0] > 0 and diagnostics[1], f"g. nonsense input: {diagnostics}")
    print(f"ok g. nonsense input from JavaScript: {diagnostics[0]} commands (diagnostics), no trap, a finite offset")

    # j. The titles follow the page's language; the rest of the page stays English.
    Page(b, ctx.base + "/index.html?test=1&lang=de-DE")
    title = b.evaluate("document.querySelector('#header .title').textContent")
    lang = b.evaluate("[document.documentElement.lang, document.querySelector('#header').lang]")
    check(lang == ["en", "de"] and title and title != "Pull to refresh", f"j. German: lang {lang}, title {title!r}")
    # The language codes the wasm picks from, as RefreshLanguage.preferred(from:) does natively; a code that is not
    # ASCII is skipped (the module has no Unicode normalization tables: see runtime.c).
    picks = {"zh-TW": "zh-Hant", "zh_Hant_TW": "zh-Hant", "zh-Hans-HK": "zh-Hans", "zh-HK": "zh-Hant",
             "fi-FI,de-DE": "de", "PT-pt": "pt-BR", "\uff44e,fr-CA": "fr", "\u00e9,x": "en", "AR": "ar"}
    got = b.evaluate(f"Object.keys({picks!r}).map(codes => playground.core.setLanguages(codes.split(',')))")
    check(got == list(picks.values()), f"j. languages picked from {list(picks)}: {got}")
    print(f"ok j. titles in the page's language: de → {title!r}, the page itself stays lang=en; "
          f"{len(picks)} lists of codes pick as the core does natively")


def toolbar_layout(b):
    """Where the controls under the feed are: they must not move when the actions or the announcement change."""
    return b.evaluate("['#accessible-actions', '#action-top', '#action-bottom', '#announcer'].map(s => {"
                      " const r = document.querySelector(s).getBoundingClientRect();"
                      " return [r.left, r.top, r.width].map(Math.round); })")
