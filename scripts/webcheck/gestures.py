"""Fixed checks of gestures a host gets wrong (issue 24's defects 1 to 8), each replayed by refresh-lab too."""
import re
import time

from .browser import Failure, Page, check
from .replay import agree


def fresh(ctx, query=""):
    return Page(ctx.browser, ctx.base + "/index.html?test=1&delay=0.3" + query)


def finger(page, y, path, quick=(), lift=True):
    """One finger down at y, through the offsets in `path` 30 ms apart, then through `quick` as fast as the browser
    takes them, and lifted."""
    page.touch("touchStart", [(0, page.x, y)])
    for dy in path:
        time.sleep(0.03)
        page.touch("touchMove", [(0, page.x, y + dy)])
    if quick:
        time.sleep(0.12)
    for dy in quick:
        page.touch("touchMove", [(0, page.x, y + dy)])
    if lift:
        page.touch("touchEnd", [])


def logged(page, edge, pattern):
    """The simulator times of the log lines of `edge` that match `pattern`, oldest first."""
    return [float(text.split(" s ")[0]) for e, _, text in page.events() if e == edge and re.search(pattern, text)]


def flick(ctx, name, y, path, quick, settle=False):
    """A finger on a fresh page that ends in a flick, its session replayed by refresh-lab 0.8 s after the lift (or
    once the page rests, with `settle`): the page, the session and the release velocity. A loaded machine may
    deliver the lift 100 ms after the last move, which measures as a finger at rest: the flick is tried again, up
    to three times, for a moving release."""
    for _ in range(3):
        page = fresh(ctx)
        finger(page, page.top + y, path, quick=quick)
        time.sleep(0.8)
        if settle:
            page.settle()
        taken = agree(page, ctx.lab, ctx.keep, name)
        release = [s["release"] for s in taken["scenario"]["steps"] if "release" in s][-1]
        if release != 0:
            return page, taken, release
    raise Failure(f"{name}: three flicks measured as releases at rest")


def velocity(ctx):
    """Defect 1: the release velocity is the finger's. A flick up while past the threshold refreshes; a fast flick
    down opens the second level when the measured speed reaches its 3000 pt/s."""
    def flick_near_top(name, path, quick):
        return flick(ctx, name, 100, path, quick)

    page, taken, up = flick_near_top("velocity-up", [250 * i / 8 for i in range(1, 9)], (220, 160))
    # The flick refreshes; its momentum may then carry the short feed to its end, which loads (an approach).
    triggers = taken["summary"]["triggers"]
    check(up < 0 and triggers[:1] == [["top", "release"]] and all(t == ["bottom", "reachingEnd"] for t in triggers[1:]),
          f"1. a flick up past the threshold: release {up}, triggers {triggers}")
    page, taken, down = flick_near_top("velocity-down", [150 * i / 6 for i in range(1, 7)], (250, 350))
    opened = "secondLevelOpen" in page.states_since(0, "top")
    check(down > 0 and opened == (down >= 3000), f"1. a flick down at {down:.0f} pt/s: second level {opened}")
    print(f"ok velocity: a flick up ({up:.0f} pt/s) past the threshold refreshes; a flick down ({down:.0f} pt/s) "
          f"{'opens the second level' if opened else 'stays under 3000 pt/s and does not open it'}; refresh-lab agrees")


def second_level(ctx):
    """Defect 2: the scroll the release asks for runs: the second level slides open to the viewport's height."""
    page = fresh(ctx)
    mark = len(page.events())
    page.drag(page.top + 60, 480, 0.5, hold=0.2)
    page.wait(lambda: page.state("top") == "secondLevelOpen", 3, f"2. no second level: {page.state('top')}")
    page.settle()
    check(abs(page.offset() + page.height) < 0.5, f"2. the open second level rests at {page.offset():.1f}, not "
          f"{-page.height:.0f}")
    agree(page, ctx.lab, ctx.keep, "second-level")
    page.key("Escape")
    page.wait(lambda: page.state("top") == "idle", 3, "2. Esc did not close the second level")
    states = page.states_since(mark, "top")
    check("refreshing" not in states, f"2. the long pull refreshed too: {states}")
    agree(page, ctx.lab, ctx.keep, "second-level-closed")
    print(f"ok second level: a long pull opens it to {-page.height:.0f}, Esc closes it: " + " → ".join(states))


def bounce(ctx):
    """Defect 3: over-pulled content flicked back coasts on into the content, as in refresh-lab; and End pressed as
    a refresh collapses flings the content to the end, where it does what refresh-lab does."""
    page, _, release = flick(ctx, "bounce", 150, [100 * i / 5 for i in range(1, 6)], (40, -20), settle=True)
    coasted = page.offset()
    check(coasted > 20, f"3. content flicked back from a pull at {release:.0f} pt/s stopped at {coasted:.1f}")

    page = fresh(ctx)
    page.key("Tab")  # the feed takes the keys that scroll
    page.key("r")
    page.wait(lambda: logged(page, "top", r"inset 0 over"), 4, "3. the refresh did not collapse")
    page.key("End")
    page.settle()
    # The fling reaches the end, where the footer loads; where it then rests depends on whether the page lands while
    # the content still flies outwards (it carries on into the new content) or springs back (it stops there), which
    # refresh-lab decides the same way.
    loads = page.triggers("bottom")
    check(loads >= 1, f"3. End during the collapse stopped at {page.offset():.1f}, short of the end")
    agree(page, ctx.lab, ctx.keep, "bounce-end")
    print(f"ok bounce: flicked back from a pull, the content coasts to {coasted:.0f}; End during a collapse reaches "
          f"the end ({loads} load{'' if loads == 1 else 's'}: the end came while the header still collapsed)")


def reduced_motion(ctx):
    """Defect 4: the collapse takes the configured 0.3 s, and none with prefers-reduced-motion."""
    for reduce, expected in ((False, 0.3), (True, 0.0)):
        ctx.browser.page("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-reduced-motion", "value": "reduce" if reduce else "no-preference"}]})
        page = fresh(ctx)
        page.key("r")
        page.wait(lambda: page.triggers("top") == 1, 2, "4. r did not refresh")
        page.settle()
        duration = [line for e, _, line in page.events() if e == "top" and "inset 0 over" in line][-1].split()[-2]
        taken = agree(page, ctx.lab, ctx.keep, f"reduced-motion-{reduce}")
        check(({"reducedMotion": True} in taken["scenario"]["steps"]) == reduce, "4. the export lacks reducedMotion")
        # When the header went idle after its collapse began, at the simulator's times: the page logs a step's
        # commands at the step's end, a frame or more after, so the times come from refresh-lab's replay.
        top = [line for line in taken["lab"] if line.get("edge") == "top"]
        collapse = [line["t"] for line in top if line["type"] == "inset" and line["value"] == 0][-1]
        idle = [line["t"] for line in top if line.get("state") == "idle"][-1]
        check(float(duration) == expected and abs(idle - collapse - expected) < 0.0015,
              f"4. reduced motion {reduce}: collapse over {duration} s, idle {idle - collapse:.3f} s later")
    ctx.browser.page("Emulation.setEmulatedMedia", {"features": []})
    print("ok reduced motion: the collapse takes 0.3 s, and 0 s with prefers-reduced-motion (exported as a step)")


def hidden(ctx):
    """Defect 5: a page hidden mid-pull cancels the touch (suspend), and the export says so."""
    page = fresh(ctx)
    finger(page, page.top + 100, [250 * i / 6 for i in range(1, 7)], lift=False)
    page.wait(lambda: page.state("top") == "eligible", 2, "5. the pull is not eligible")
    ctx.browser.hide(True)
    time.sleep(0.3)
    ctx.browser.hide(False)
    page.touch("touchEnd", [])
    page.settle()
    taken = agree(page, ctx.lab, ctx.keep, "hidden")
    steps = taken["scenario"]["steps"]
    check(page.triggers("top") == 0 and {"suspend": True} in steps and {"resume": True} in steps,
          f"5. hidden mid-pull: {page.triggers('top')} refreshes, suspend and resume exported: "
          f"{ {'suspend': True} in steps}, { {'resume': True} in steps}")
    print("ok hidden: a page hidden mid-pull does not refresh, and its export suspends and resumes")


def lost_release(ctx):
    """Defect 6: mouse moves with no button held end the drag instead of dragging on."""
    page = fresh(ctx)
    y = page.top + 100
    page.drag(y, 80, 0.1, steps=4, release=False)
    for i in range(1, 6):
        page.mouse("mouseMoved", page.x, y + 80 + 60 * i, buttons=0)
    motion = ctx.browser.evaluate("playground.core.motion")
    pulled = -page.offset()
    page.settle()
    check(motion != "drag" and pulled < 60 and not page.state("top").startswith("secondLevel"),
          f"6. after a lost release: motion {motion}, pull {pulled:.1f}, {page.state('top')}")
    agree(page, ctx.lab, ctx.keep, "lost-release")
    print(f"ok lost release: moves with no button lift the drag (pull {pulled:.0f}, no second level)")


def wheel(ctx):
    """Defect 8: the wheel scrolls within the content: at the top it neither refreshes nor opens the second level,
    at the end it loads more."""
    page = fresh(ctx)
    for _ in range(3):
        page.wheel(-100)
        time.sleep(0.03)
    for _ in range(12):
        page.wheel(-120)
    page.settle()
    check(page.triggers("top") == 0 and page.state("top") == "idle" and abs(page.offset()) < 0.001,
          f"8. the wheel up at the top: {page.triggers('top')} refreshes, {page.state('top')}, {page.offset()}")
    for _ in range(6):
        page.wheel(100)
        time.sleep(0.02)
    page.wait(lambda: page.triggers("bottom") == 1, 3, "8. the wheel to the end did not load")
    page.settle()
    agree(page, ctx.lab, ctx.keep, "wheel")
    print("ok wheel: up at the top does nothing (no refresh, no second level); down to the end loads once")


def touch_cancel_and_handover(ctx):
    """Defect 7: a cancelled touch past the threshold does not refresh; when one of two fingers lifts, the other
    drags on."""
    page = fresh(ctx)
    page.touch_drag(page.top + 100, 250, 0.2, hold=0.1, steps=6, end="touchCancel")
    page.settle()
    taken = agree(page, ctx.lab, ctx.keep, "touch-cancel")
    check(page.triggers("top") == 0, f"7. a cancelled touch past the threshold refreshed: {taken['summary']}")

    page = fresh(ctx)
    a, b = page.top + 100, page.top + 200
    page.touch("touchStart", [(0, page.x - 40, a)])
    page.touch("touchStart", [(0, page.x - 40, a), (1, page.x + 40, b)])
    page.touch("touchEnd", [(0, page.x - 40, a)])  # the first finger lifts
    for i in range(1, 7):
        time.sleep(0.03)
        page.touch("touchMove", [(1, page.x + 40, b + 250 * i / 6)])
    pulled = -page.offset()
    page.touch("touchEnd", [])
    page.settle()
    check(pulled > 60 and page.triggers("top") == 1, f"7. handover: pull {pulled:.1f}, {page.triggers('top')} "
          "refreshes")
    agree(page, ctx.lab, ctx.keep, "handover")
    print(f"ok touch: a cancelled touch does not refresh; the second finger drags on after the first lifts "
          f"(pull {pulled:.0f}, one refresh)")
