"""Random sessions: real input drawn from a seed, each session's export replayed by refresh-lab and compared."""
import math
import random
import threading
import time
import urllib.parse

from . import replay
from .browser import DESKTOP, LANDSCAPE, PHONE, Failure, Page


def configuration(rng):
    """The page's URL parameters: the server's answers, and a configuration drawn from the controls' ranges."""
    params = {"test": "1", "delay": rng.choice(["0.1", "0.2", "0.3", "0.5"]),
              "loads": ",".join(rng.choice(["success", "success", "success", "failure", "noMoreData"])
                                for _ in range(6)),
              "refreshes": ",".join(rng.choice(["success", "success", "failure"]) for _ in range(3))}
    if rng.random() < 0.2:
        params["topTrigger"] = "threshold"
    if rng.random() < 0.25:
        params["topMaxPull"] = str(rng.choice([120, 200, 300]))
    if rng.random() < 0.3:
        params["topSecondLevel"] = str(rng.choice([0, 110, 200]))
    if rng.random() < 0.3:
        params["bottomPrefetch"] = str(rng.choice([60, 200, 400]))
    if rng.random() < 0.2:
        params["bottomLimit"] = "2"
    if rng.random() < 0.15:
        params["topMinimum"] = "0"
    return params


# The controls of the edges and the exclusivity: a change of one is a configure, exclusivity or enable step.
CONTROLS = ["topDistance", "topExtent", "topTrigger", "topHold", "topMinimum", "topMaxPull", "topSecondLevel",
            "bottomEnabled", "bottomReachingEnd", "bottomTap", "bottomPrefetch", "bottomExtent", "bottomLimit",
            "exclusivity"]


class Session:
    """One random session on a fresh page."""

    def __init__(self, browser, base, rng):
        self.b = browser
        self.rng = rng
        self.phone = rng.random() < 0.4
        browser.new_tab(PHONE if self.phone else DESKTOP)
        self.page = Page(browser, base + "/index.html?" + urllib.parse.urlencode(configuration(rng)))
        self.log = []

    def y(self, low=0.1, high=0.9):
        return self.page.top + self.page.height * self.rng.uniform(low, high)

    def run(self, actions):
        choices = [(self.touch_drag, 5), (self.fling, 3), (self.handover, 1), (self.mouse_drag, 3),
                   (self.wheel, 3), (self.key, 3), (self.hide, 1), (self.resize, 1), (self.tap_footer, 1),
                   (self.action_button, 1), (self.control, 2), (self.pause, 2)]
        for _ in range(actions):
            action = self.rng.choices([c for c, _ in choices], [w for _, w in choices])[0]
            self.log.append(action.__name__)
            action()

    def touch_drag(self, distance=None, duration=None):
        page, rng = self.page, self.rng
        distance = rng.uniform(-450, 380) if distance is None else distance
        duration = rng.uniform(0.08, 0.4) if duration is None else duration
        end = "touchCancel" if rng.random() < 0.12 else "touchEnd"
        if end == "touchCancel":
            self.log[-1] += "+cancel"
        hide = rng.random() < 0.1
        start = self.y(0.15, 0.85)
        page.touch("touchStart", [(0, page.x, start)])
        steps = rng.randint(3, 6)
        for i in range(1, steps + 1):
            time.sleep(duration / steps)
            page.touch("touchMove", [(0, page.x, start + distance * i / steps)])
            if hide and i == steps // 2:
                self.log[-1] += "+hidden"
                self.b.hide(True)
                time.sleep(rng.uniform(0.05, 0.2))
                self.b.hide(False)
        time.sleep(rng.uniform(0, 0.15))
        page.touch(end, [])

    def fling(self):
        self.touch_drag(self.rng.choice([-1, 1]) * self.rng.uniform(60, 260), self.rng.uniform(0.03, 0.09))

    def handover(self):
        """Two fingers: the first lifts, the second drags on and lifts."""
        page, rng = self.page, self.rng
        a, b = self.y(0.2, 0.5), self.y(0.5, 0.8)
        page.touch("touchStart", [(0, page.x - 40, a)])
        time.sleep(0.03)
        page.touch("touchMove", [(0, page.x - 40, a + 30)])
        page.touch("touchStart", [(0, page.x - 40, a + 30), (1, page.x + 40, b)])
        time.sleep(0.03)
        page.touch("touchEnd", [(0, page.x - 40, a + 30)])
        distance = rng.uniform(-250, 250)
        for i in range(1, 5):
            time.sleep(0.03)
            page.touch("touchMove", [(1, page.x + 40, b + distance * i / 4)])
        page.touch("touchEnd", [])

    def mouse_drag(self):
        page, rng = self.page, self.rng
        if self.phone:
            return self.touch_drag()
        lost = rng.random() < 0.15
        start = self.y(0.15, 0.85)
        distance = rng.uniform(-450, 380)
        page.drag(start, distance, rng.uniform(0.06, 0.4), hold=rng.uniform(0, 0.1), steps=rng.randint(3, 8),
                  release=not lost)
        if lost:  # the release happened where the page could not see it: moves with no button come instead
            self.log[-1] += "+lost"
            for i in range(1, 4):
                time.sleep(0.02)
                page.mouse("mouseMoved", page.x, start + distance + 40 * i, buttons=0)

    def wheel(self):
        page, rng = self.page, self.rng
        direction = rng.choice([-1, 1])
        for _ in range(rng.randint(2, 5)):
            page.wheel(direction * rng.uniform(30, 160))
            time.sleep(rng.uniform(0.01, 0.04))

    def key(self):
        """A key with the focus in the feed (elsewhere the keys that scroll scroll the page)."""
        self.b.evaluate("document.querySelector('#viewport').focus({preventScroll: true})")
        self.page.key(self.rng.choice(["r", "l", "t", "Escape", "ArrowDown", "ArrowUp", "PageDown", "PageUp",
                                       "End", "Home"]))

    def hide(self):
        self.b.hide(True)
        time.sleep(self.rng.uniform(0.05, 0.3))
        self.b.hide(False)

    def resize(self):
        """Another screen: the desktop, the phone, or the phone held sideways (a shorter feed)."""
        screen = self.rng.choice([s for s in (DESKTOP, PHONE, LANDSCAPE) if s is not self.b.metrics])
        self.phone = screen is not DESKTOP
        self.b.device(screen)
        time.sleep(0.05)
        self.page.measure()

    def control(self):
        """A control changed with real keys on it: a range stepped, a choice moved, a box ticked; each a step."""
        rng = self.rng
        name = rng.choice(CONTROLS)
        self.log[-1] += ":" + name
        kind = self.b.evaluate(f"(e => {{ e.focus({{preventScroll: true}}); return e.type; }})"
                               f"(document.querySelector('[name={name}]'))")
        if kind == "checkbox":
            keys = [" "]
        elif kind == "range":
            keys = [rng.choice(["ArrowRight", "ArrowLeft"])] * rng.randint(1, 8)
        else:
            keys = [rng.choice(["ArrowDown", "ArrowUp"])]
        for key in keys:
            self.page.key(key)
        self.b.evaluate("document.activeElement.blur()")

    def tap_footer(self):
        """A tap where the footer is, if it is in the feed's view."""
        page = self.page
        box = self.b.evaluate("(() => { const r = document.querySelector('#footer').getBoundingClientRect();"
                              " return [r.top + r.height / 2]; })()")
        if page.top + 5 < box[0] < page.top + page.height - 5:
            if self.phone:
                page.touch("touchStart", [(0, page.x, box[0])])
                page.touch("touchEnd", [])
            else:
                page.mouse("mousePressed", page.x, box[0])
                page.mouse("mouseReleased", page.x, box[0], buttons=0)

    def action_button(self):
        selector = self.rng.choice(["#action-top", "#action-bottom"])
        (self.page.tap if self.phone else self.page.click)(selector)

    def pause(self):
        time.sleep(self.rng.uniform(0.05, 0.4))


class Pool:
    """`count` sessions from `seed`, shared by browsers that each take the next one until none is left: a browser
    may join late (the one that ran the fixed checks). Session `index` draws from `seed:index` whichever browser
    runs it, so a seed reruns the same sessions."""

    def __init__(self, base, lab, count, seed, keep_directory, actions=(3, 7)):
        self.base, self.lab, self.seed, self.keep, self.actions = base, lab, seed, keep_directory, actions
        self.count = count
        self.next = 0
        self.stopped = False
        self.lock = threading.Lock()
        self.failures = {}  # index → what disagreed, as text

    def work(self, browser):
        """Runs sessions in `browser` until none is left or the pool is stopped."""
        while True:
            with self.lock:
                if self.stopped or self.next >= self.count:
                    break
                index = self.next
                self.next += 1
            try:
                failure = self.session(browser, index)
            except Failure as error:  # the browser did not answer: the session cannot be judged
                failure = f"session {index}: {error}"
            if failure:
                with self.lock:
                    self.failures[index] = failure
        browser.device(DESKTOP)

    def session(self, browser, index):
        """Session `index`: random input, then its export replayed by refresh-lab; what disagreed, or None."""
        rng = random.Random(f"{self.seed}:{index}")
        session = Session(browser, self.base, rng)
        session.run(rng.randint(*self.actions))
        time.sleep(rng.uniform(0, 0.3))
        taken = replay.session(session.page)
        found = []
        if browser.problems:
            found.append("the page reported problems: " + "; ".join(browser.problems))
            browser.problems.clear()
        if not math.isfinite(taken["summary"]["offset"]):
            found.append(f"offset {taken['summary']['offset']}")
        lab_account, error = replay.replay(self.lab, taken["scenario"])
        found += [error] if error else replay.differences(taken["summary"], lab_account)
        if not found:
            return None
        path = replay.keep(self.keep, f"session-{self.seed}-{index}", taken, found)
        return f"session {index} ({' '.join(session.log)}): {'; '.join(found)}; scenario: {path}"

    def results(self):
        """The failures as text, in the sessions' order (empty when all agreed)."""
        return [self.failures[index] for index in sorted(self.failures)]
