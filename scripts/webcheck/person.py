"""Fixed checks made as a person would use the page (issue 31's web defects): a shared link with the largest
prefetch, Tab from the feed, keys outside the feed, a session longer than an hour, the page at rest, and the words
and colours of a failure (by input kind, in dark mode too). Each replays by refresh-lab where it moves the feed."""
from .browser import Page, check
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
    page.settle()
    taken = agree(page, ctx.lab, ctx.keep, "shared-link")
    first = taken["summary"]["triggers"][0]
    check(first == ["bottom", "reachingEnd"], f"1. the first trigger: {first}")
    print("ok shared link (?bottomPrefetch=400): the first layout loads a page (22 posts), a pull then refreshes; "
          "refresh-lab agrees")
