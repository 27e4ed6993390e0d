"""Fixed checks of the page itself: the phone layout (defect 9), accessibility (10), a clean page (11), and the
README's screenshots."""
import base64
import os
import time

from .browser import DESKTOP, PHONE, Page, check
from .replay import agree

# Every control a finger may need, visible ones only: at least 44 × 44 CSS pixels (WCAG 2.5.5, Apple's HIG).
TARGETS = """[...document.querySelectorAll('button, select, input, textarea, #viewport')]
    .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden' && !e.closest('[inert]'))
    .map(e => { const t = e.type === 'checkbox' ? e.closest('label') : e; const r = t.getBoundingClientRect();
                return [e.name || e.id || e.textContent.trim().slice(0, 20), Math.round(r.width), Math.round(r.height)]; })
    .filter(([, w, h]) => w < 44 || h < 44)"""


def phone(ctx):
    """Defect 9: at 390 × 844 with touch the page fits the width, the feed comes first, every target is 44 px."""
    b = ctx.browser
    b.device(PHONE)
    try:
        page = Page(b, ctx.base + "/index.html?test=1&delay=0.3")
        width = b.evaluate("document.documentElement.scrollWidth")
        check(width <= 390, f"9. the page is {width} px wide on a 390 px phone")
        order = b.evaluate("['.title h1', '#viewport', '#accessible-actions', '.side-column'].map(s =>"
                           " Math.round(document.querySelector(s).getBoundingClientRect().top))")
        check(order == sorted(order) and order[1] < 120, f"9. the heading, the feed, the actions, the controls: {order}")
        check(page.left >= 0 and page.left + page.width <= 390 and page.top + page.height <= 844,
              f"9. the feed at {page.left:.0f}, {page.top:.0f}, {page.width:.0f} × {page.height:.0f}")
        small = b.evaluate(TARGETS)
        check(not small, f"9. touch targets under 44 px: {small}")
        page.touch_drag(page.top + 80, 250, 0.3, hold=0.1, steps=8)
        page.wait(lambda: page.triggers("top") == 1, 3, "9. a pull with a finger did not refresh on the phone")
        page.settle()
        agree(page, ctx.lab, ctx.keep, "phone")
        if ctx.screenshots:
            screenshot(ctx, page, ctx.screenshots[1], {"x": 0, "y": 0, "width": 390, "height": 844, "scale": 0.5},
                       touch=True)
        print(f"ok phone: 390 px wide, the feed first at {page.top:.0f} px, every target at least 44 px, a pull "
              "with a finger refreshes")
    finally:
        b.device(DESKTOP)


def accessibility(ctx):
    """Defect 10: one live region, quiet at rest; a focusable footer; the language only where the text is in it;
    readable contrast."""
    b = ctx.browser
    page = Page(b, ctx.base + "/index.html?test=1&delay=0.3")
    live = b.evaluate("[...document.querySelectorAll('[aria-live], [role=status], [role=alert], [role=log]')]"
                      ".map(e => e.id)")
    check(sorted(live) == ["announcer", "problem"], f"10. live regions: {live}")
    mutations = b.evaluate("""new Promise(done => {
        let n = 0; const o = new MutationObserver(list => n += list.length);
        for (const s of ['#header', '#footer', '#announcer', '#accessible-actions'])
            o.observe(document.querySelector(s), {subtree: true, childList: true, characterData: true, attributes: true});
        setTimeout(() => { o.disconnect(); done(n); }, 1000); })""")
    check(mutations == 0, f"10. {mutations} changes in a second at rest under the indicators and the announcer")
    b.evaluate("document.querySelector('#footer').focus()")
    check(b.evaluate("document.activeElement.id") == "footer", "10. the footer cannot take the focus")
    page.key("Enter")
    page.wait(lambda: page.triggers("bottom") == 1, 2, "10. Enter on the focused footer did not load")
    cause = [text for e, _, text in page.events() if e == "bottom" and "trigger" in text]
    check(cause[-1].endswith("trigger: tap"), f"10. Enter on the footer: {cause}")
    low = b.evaluate(CONTRAST)
    check(not low, f"10. text under 4.5:1 contrast: {low}")
    page.settle()
    agree(page, ctx.lab, ctx.keep, "accessibility")
    Page(b, ctx.base + "/index.html?test=1&lang=ar")
    lang = b.evaluate("[document.documentElement.lang, document.querySelector('#header').lang,"
                      " document.querySelector('#header').dir, document.querySelector('#announcer').lang]")
    check(lang == ["en", "ar", "rtl", "ar"], f"10. ?lang=ar: the page, the header, its direction, the announcer: {lang}")
    print("ok accessibility: one live region, silent at rest; the footer takes the focus and Enter taps it; text "
          "at 4.5:1 or more; ?lang=ar marks only the Arabic parts")


# The contrast of every text the page shows at rest against the background behind it (WCAG 2 relative luminance).
CONTRAST = """(() => {
    const rgb = c => c.match(/[\\d.]+/g).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
        .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
    const behind = e => { for (; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length < 4 || c[3] > 0) return c.slice(0, 3); } return [255, 255, 255]; };
    const low = [];
    for (const e of document.querySelectorAll('h1 small, .subtitle, .title, .hint, .stats, .announcer, label, button, legend, output')) {
        if (!e.getClientRects().length || !e.textContent.trim() || e.closest('[inert]')) continue;
        const [a, b] = [lum(rgb(getComputedStyle(e).color)), lum(behind(e))];
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        if (ratio < 4.5) low.push([e.className || e.id || e.tagName, ratio.toFixed(2)]);
    }
    return low; })()"""


def clean(ctx, file_url):
    """Defect 11: opened from file:// the page says why it cannot run; served, it logs no error and loads all."""
    b = ctx.browser
    b.page("Page.navigate", {"url": file_url})
    time.sleep(0.5)
    said = b.evaluate("document.querySelector('#problem')?.textContent ?? ''")
    check("web server" in said, f"11. opened from file:// the page says {said!r}")
    b.problems.clear()  # the browser's own complaints about modules from file://
    print("ok file://: the page says it needs a web server")


def screenshot(ctx, page, path, clip, touch=False):
    """The README's picture: a pull held past the threshold."""
    y = page.top + 90
    if touch:
        page.touch("touchStart", [(0, page.x, y)])
    else:
        page.mouse("mousePressed", page.x, y)
    for i in range(1, 16):
        time.sleep(0.02)
        if touch:
            page.touch("touchMove", [(0, page.x, y + 16 * i)])
        else:
            page.mouse("mouseMoved", page.x, y + 16 * i)
    page.wait(lambda: page.state("top") == "eligible", 2, "the screenshot's pull is not eligible")
    time.sleep(0.3)
    data = ctx.browser.page("Page.captureScreenshot", {"format": "png", "clip": clip})["data"]
    if touch:
        page.touch("touchEnd", [])
    else:
        page.mouse("mouseReleased", page.x, y + 240, buttons=0)
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "wb") as file:
        file.write(base64.b64decode(data))
    print(f"ok screenshot: {path} ({os.path.getsize(path) // 1024} KB)")
