"""Fixed checks made as a person would use the page (issue 31's web defects): a shared link with the largest
prefetch, Tab from the feed, keys outside the feed, a session longer than an hour, the page at rest, and the words
and colours of a failure (by input kind, in dark mode too). Each replays by refresh-lab where it moves the feed."""
import time

from .browser import DESKTOP, PHONE, Page, check
from .layout import CONTRAST
from .replay import agree


def fresh(ctx, query=""):
    return Page(ctx.browser, ctx.base + "/index.html?test=1&delay=0.3" + query)


def focused(b):
    return b.evaluate("document.activeElement.id || document.activeElement.tagName.toLowerCase()")


def shared_link(ctx):
    """1. A link that presets the slider's largest prefetch: the first layout's load is heard, the footer ends its
    "Loading…", and a pull then refreshes."""
    page = fresh(ctx, "&bottomPrefetch=400&loads=success")
    title = "document.querySelector('#footer .title').textContent"
    page.wait(lambda: page.triggers("bottom") == 1 and page.state("bottom") == "idle", 3,
              lambda: f"1. ?bottomPrefetch=400: the footer is {page.state('bottom')} with {page.triggers('bottom')} loads "
              f"counted, saying {ctx.browser.evaluate(title)!r}")
    posts = int(ctx.browser.evaluate("document.querySelector('#stats').dataset.items"))
    check(posts == 22, f"1. {posts} posts after the first layout's load, expected 22")
    page.settle()
    page.drag(page.top + 120, 220, 0.35, hold=0.15)
    page.wait(lambda: page.triggers("top") == 1, 3, "1. after the first layout's load, a pull did not refresh")
    taken = agree(page, ctx.lab, ctx.keep, "shared-link")
    first = taken["summary"]["triggers"][0]
    check(first == ["bottom", "reachingEnd"], f"1. the first trigger: {first}")
    print("ok shared link (?bottomPrefetch=400): the first layout loads a page (22 posts), a pull then refreshes; "
          "refresh-lab agrees")


def tab_order(ctx):
    """2. Tab from the feed goes to the next control the user can see: not to a footer clipped out of the feed, and
    the page does not jump. At the end, where the footer shows (a failed load), Tab reaches it and Enter retries."""
    b = ctx.browser
    jumps = []
    try:
        for metrics in (DESKTOP, PHONE):
            b.device(metrics)
            page = fresh(ctx, "&loads=failure,success")
            page.key("Tab")
            check(focused(b) == "viewport", f"2. the first Tab focuses {focused(b)!r}, not the feed")
            page.key("Tab")
            landed, scrolled = focused(b), b.evaluate("scrollY")
            jumps.append(scrolled)
            check(landed == "action-top" and scrolled == 0,
                  f"2. {metrics['width']} px: Tab from the feed lands on {landed!r} and the page jumps {scrolled} px")
            page.key("Tab", shift=True)
            page.key("End")
            page.wait(lambda: page.state("bottom") == "failed", 4,
                      lambda: f"2. End did not reach a failed load: {page.state('bottom')}")
            page.settle()
            page.key("Tab")
            landed, scrolled = focused(b), b.evaluate("scrollY")
            inside = b.evaluate("(() => { const f = document.querySelector('#footer').getBoundingClientRect(),"
                                " v = document.querySelector('#viewport').getBoundingClientRect();"
                                " return f.top >= v.top && f.bottom <= v.bottom; })()")
            check(landed == "footer" and scrolled == 0 and inside,
                  f"2. {metrics['width']} px, at the end: Tab lands on {landed!r}, the page jumps {scrolled} px, "
                  f"the footer inside the feed: {inside}")
            page.key("Enter")
            page.wait(lambda: page.triggers("bottom") == 2, 2, "2. Enter on the footer did not retry")
            agree(page, ctx.lab, ctx.keep, f"tab-{metrics['width']}")
    finally:
        b.device(DESKTOP)
    print("ok tab: from the feed Tab goes to the Refresh button, the page stays (desktop and phone); at the end "
          "it reaches the failed footer inside the feed, and Enter retries")


def keys_outside(ctx):
    """3. With the focus outside the feed (the page, a button), Page Down, ↓ and End scroll the page as usual and
    leave the feed alone; with the focus in the feed they move the feed and leave the page."""
    b = ctx.browser
    page = fresh(ctx)
    check(b.evaluate("document.scrollingElement.scrollHeight > innerHeight"),
          "3. the page is no taller than the window: nothing to scroll")
    for where, key in (("the page", "PageDown"), ("the page", "ArrowDown"), ("the Export button", "End")):
        b.evaluate("scrollTo(0, 0)")
        page.click(".title h1" if where == "the page" else "#export")
        page.key(key)
        deadline = time.monotonic() + 1  # a second for the page to scroll, smoothly or not
        while b.evaluate("scrollY") == 0 and time.monotonic() < deadline:
            time.sleep(0.03)
        moved = b.evaluate("playground.core.recording.steps.filter(s => 'release' in s).length")
        scrolled = b.evaluate("scrollY")
        check(moved == 0 and abs(page.offset()) < 0.001 and scrolled > 0,
              f"3. {key} with the focus on {where} ({focused(b)!r}): the feed moved ({moved} flicks, offset "
              f"{page.offset():.1f}) and the page scrolled {scrolled} px")
    agree(page, ctx.lab, ctx.keep, "keys-outside")
    page = fresh(ctx)
    page.key("Tab")
    page.key("PageDown")
    page.settle()
    check(page.offset() > 100 and b.evaluate("scrollY") == 0,
          f"3. Page Down in the feed: the feed at {page.offset():.1f}, the page scrolled {b.evaluate('scrollY')} px")
    agree(page, ctx.lab, ctx.keep, "keys-inside")
    print("ok keys: Page Down, ↓ and End outside the feed scroll the page and not the feed; in the feed, the feed")


def long_session(ctx):
    """4. A page left for more than an hour, then used again: its export replays in refresh-lab (an hour at most),
    and every wait it records is the one the simulator ran. Chromium's virtual time lets the hour pass at once; it
    stays with the tab, so the check has a tab of its own."""
    b = ctx.browser
    b.new_tab(DESKTOP)
    try:
        page = fresh(ctx)
        page.drag(page.top + 120, 220, 0.35, hold=0.15)
        page.wait(lambda: page.triggers("top") == 1, 3, "4. the first pull did not refresh")
        page.settle()
        b.hide(True)  # the tab in the background, as a person leaves it
        time.sleep(0.2)
        advance(b, 3700)
        b.hide(False)
        time.sleep(0.2)
        # The pause ran a second in the simulator; what the header says still counts the hour.
        updated = b.evaluate("document.querySelector('#header .subtitle').textContent")
        check(updated == "Last updated: 1 hour ago", f"4. after an hour the header says {updated!r}")
        page.key("r")
        advance(b, 3)  # the refresh's load answers in 0.3 s of the page's time
        page.wait(lambda: page.triggers("top") == 2 and page.state("top") == "idle", 4,
                  lambda: f"4. r after an hour: {page.triggers('top')} refreshes, the header {page.state('top')}")
        taken = agree(page, ctx.lab, ctx.keep, "long-session")
        steps = taken["scenario"]["steps"]
        ran = sum(s.get("wait", 0) + s.get("duration", 0) for s in steps)
        now = taken["summary"]["now"]
        check(ran == now and now < 3600,
              f"4. the export's steps run {ran} s, the page's simulator {now} s (refresh-lab takes at most 3600)")

        # A finger held on the feed for more than an hour is not a pause at rest: the export runs it all, and the
        # page says that refresh-lab will not replay it.
        b.new_tab(DESKTOP)
        page = fresh(ctx)
        y = page.top + 100
        page.touch("touchStart", [(0, page.x, y)])
        page.touch("touchMove", [(0, page.x, y + 20)])
        advance(b, 3700)
        b.page("Emulation.setVirtualTimePolicy", {"policy": "advance", "budget": 1000})
        page.touch("touchEnd", [])
        advance(b, 1)
        page.click("#export")
        taken = b.evaluate("playground.session()")
        held = sum(s.get("wait", 0) + s.get("duration", 0) for s in taken["scenario"]["steps"])
        note = b.evaluate("document.querySelector('#export-note').textContent")
        check(held == taken["summary"]["now"] > 3600 and "longer than the hour refresh-lab replays" in note,
              f"4. a finger held for an hour: the steps run {held} s, the simulator {taken['summary']['now']} s; "
              f"the page says {note!r}")
    finally:
        b.new_tab(DESKTOP)  # back to real time
    print(f"ok long session: an hour in the background, then r: the export runs {ran:.3f} s of simulated time, "
          f"exactly the page's, and refresh-lab replays it; a finger held for an hour runs {held:.0f} s, and the "
          f"page says refresh-lab will not replay it")


def advance(b, seconds):
    """Lets `seconds` of the page's time pass at once (virtual time), then holds it."""
    start = b.evaluate("performance.now()")
    b.page("Emulation.setVirtualTimePolicy", {"policy": "advance", "budget": seconds * 1000})
    deadline = time.monotonic() + 20
    while b.evaluate("performance.now()") < start + seconds * 1000 - 1:
        check(time.monotonic() < deadline, f"virtual time did not advance {seconds} s")
        time.sleep(0.05)


# Counts the page's animation frames: each requestAnimationFrame the page asks for.
COUNT_FRAMES = """(() => { if (!window.frames_asked) { window.frames_asked = 0; const ask = window.requestAnimationFrame;
    window.requestAnimationFrame = f => { window.frames_asked++; return ask.call(window, f); }; }
    return window.frames_asked; })()"""


def busy(b, seconds):
    """Over `seconds`: the animation frames the page asked for per second, and the share of time its main thread
    ran tasks (the Performance domain's TaskDuration)."""
    b.page("Performance.enable")
    frames = b.evaluate(COUNT_FRAMES)
    before = {m["name"]: m["value"] for m in b.page("Performance.getMetrics")["metrics"]}
    started = time.monotonic()
    time.sleep(seconds)
    after = {m["name"]: m["value"] for m in b.page("Performance.getMetrics")["metrics"]}
    elapsed = time.monotonic() - started
    frames = b.evaluate(COUNT_FRAMES) - frames
    b.page("Performance.disable")
    return frames / elapsed, (after["TaskDuration"] - before["TaskDuration"]) / elapsed


def at_rest(ctx):
    """5. At rest the page draws nothing: no animation frame, almost no main-thread time, at 4× CPU throttling
    too; a flick draws again, and stops when the feed rests."""
    b = ctx.browser
    page = fresh(ctx)
    page.settle()
    figures = []
    try:
        for rate in (1, 4):
            b.page("Emulation.setCPUThrottlingRate", {"rate": rate})
            frames, share = busy(b, 1)
            figures.append(f"{frames:.0f} frames/s, main thread {100 * share:.1f} % at {rate}×")
            check(frames == 0 and share < 0.03, f"5. at rest, {figures[-1]}")
    finally:
        b.page("Emulation.setCPUThrottlingRate", {"rate": 1})
    page.key("Tab")
    before = b.evaluate(COUNT_FRAMES)
    page.key("PageDown")
    page.settle()
    moving = b.evaluate(COUNT_FRAMES) - before
    frames, _ = busy(b, 0.5)
    check(moving > 10 and frames == 0, f"5. a flick drew {moving} frames, then {frames:.0f} a second at rest")
    agree(page, ctx.lab, ctx.keep, "at-rest")
    print(f"ok at rest: {'; '.join(figures)}; a flick draws {moving} frames, then none")


def words_and_colors(ctx):
    """6. A failed load says so in the failure's colour, and asks each user in their own terms: "Tap to retry" after
    a touch, "Loading failed" and the Retry button's name after the mouse or a key. Dark mode is dark, with every
    text at 4.5:1 or more, the timeline included."""
    b = ctx.browser
    page = fresh(ctx, "&loads=failure,success")
    page.drag(page.top + 450, -400, 0.12)
    page.wait(lambda: page.state("bottom") == "failed", 4, lambda: f"6. no failure: {page.state('bottom')}")
    page.settle()
    words = "[...document.querySelectorAll('#footer .titles > *')].map(e => e.textContent).filter(t => t)"
    said = {"mouse": b.evaluate(words)}
    page.touch("touchStart", [(0, page.x, page.top + 100)])  # a finger on the feed: a tap that moves nothing
    page.touch("touchEnd", [])
    said["touch"] = b.evaluate(words)
    page.key("Tab")
    said["keyboard"] = b.evaluate(words)
    expected = {"mouse": ["Loading failed", "Retry"], "touch": ["Tap to retry"], "keyboard": ["Loading failed", "Retry"]}
    check(said == expected, f"6. the failed footer says {said}, expected {expected}")
    heard, color = b.evaluate("(e => [e.textContent, getComputedStyle(e).color])"
                              "(document.querySelector('#announcer'))")
    red, green = [int(v) for v in color[color.index("(") + 1:].split(",")[:2]]
    check(heard == "Loading failed" and red > green, f"6. {heard!r} is shown in {color}")
    agree(page, ctx.lab, ctx.keep, "failure-words")

    b.page("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    try:
        time.sleep(0.2)
        light = b.evaluate(LIGHTNESS)
        check(all(v < 0.2 for v in light.values()), f"6. dark mode: the relative luminance of {light}")
        low = b.evaluate(CONTRAST)
        check(not low, f"6. dark mode: text under 4.5:1 contrast: {low}")
        page = fresh(ctx)
        light = b.evaluate(LIGHTNESS)
        check(all(v < 0.2 for v in light.values()), f"6. dark mode, a fresh page: the relative luminance of {light}")
    finally:
        b.page("Emulation.setEmulatedMedia", {"features": []})
    print(f"ok words and colours: the failed footer says {said['mouse']} to the mouse and keys, {said['touch']} to a "
          f"finger; 'Loading failed' in {color}; dark mode is dark, text at 4.5:1 or more")


# The relative luminance of the page's background, the feed's, and the timeline's idle band as drawn.
LIGHTNESS = """(() => {
    const lum = ([r, g, b]) => [r, g, b].map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
        .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
    const css = s => lum(getComputedStyle(document.querySelector(s)).backgroundColor.match(/[\\d.]+/g).map(Number));
    const canvas = document.querySelector('#timeline');
    const band = canvas.getContext('2d').getImageData(canvas.width - 8, 12, 1, 1).data;  // the top edge's state now
    const drawn = band[3] > 0 ? { band: lum([...band].slice(0, 3)) } : {};
    return { page: css('html'), feed: css('#content'), timeline: css('#timeline'), ...drawn };
})()"""
