#!/usr/bin/env python3
"""Runs gtk-feed under GTK's Broadway backend, touches it as a person would, and checks what the user sees; then
replays what the host fed the library with refresh-lab, which must give the same triggers and final states. With
--x11, then runs it on Xvfb with the X server's own wheel and mouse (xdotool), and replays that session too.

    check_gtk.py --app PATH --lab PATH [--work DIR] [--screenshot FILE.png] [--x11]

The story, each gesture followed by a wait until the app says it is at rest:
  the first page       a refresh from code, shown by the header
  a short pull         40 px of finger travel at the top: the header shows, nothing triggers
  a pull past it       260 px, held (the screenshot), released: one refresh, "Release to refresh" first
  a mouse drag, wheel  at the top, on a desktop: neither pulls nor triggers
  a fling to the end   one load, from the fling; GTK's bounce at the end loads nothing more
  a drag back          away from the end: nothing
  a fling again        one load, which fails once: the footer says "Tap to retry"
  a tap                on the footer: one load, from the tap
  the wheel, flings    to the end of the data: one load per approach, then "No more data"
  an over-pull         at the end of the data, released: the bounce loads nothing
Checks are on orders and thresholds, never on frame counts.
"""
import argparse
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from broadway import Broadway  # noqa: E402


class Failure(Exception):
    """A check failed."""


def check(condition, message):
    if not condition:
        raise Failure(message)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def broadway_socket(display):
    """Where gtk4-broadwayd listens for its clients: display N's socket is broadway(N+1).socket in GLib's user runtime
    directory ($XDG_RUNTIME_DIR, or the user's cache directory without it)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR") or os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    return os.path.join(runtime, f"broadway{display + 1}.socket")


def free_display():
    """A Broadway display number whose socket is not taken, from a random start: two checks side by side do not meet."""
    start = random.randrange(40, 100)
    for number in list(range(start, 100)) + list(range(40, start)):
        if not os.path.exists(broadway_socket(number)):
            return number
    raise Failure("no free Broadway display")


class App:
    """gtk-feed on a display: its process and its log lines. The subclasses start the display and touch it."""

    def __init__(self, app_path, work, failing_request, env, extra=()):
        self.work = work
        env = dict(os.environ, **env, LANG="C.UTF-8")
        env.pop("LANGUAGE", None)
        self.stderr = open(os.path.join(work, "gtk-feed.stderr"), "w")
        self.process = subprocess.Popen(
            [app_path, "--commands", "--fail-load", str(failing_request), *extra], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=self.stderr, env=env, text=True, bufsize=1)
        self.lines = []
        self.arrived = threading.Condition()
        self.log = open(os.path.join(work, "gtk-feed.log"), "w")
        threading.Thread(target=self._read, daemon=True).start()

    def _ready(self):
        ready = self.wait("ready", timeout=30)
        x, y, self.width, self.height = ready["stage"]
        self.origin = (x, y)

    def _read(self):
        for text in self.process.stdout:
            self.log.write(text)
            self.log.flush()
            try:
                line = json.loads(text)
            except ValueError:
                continue
            with self.arrived:
                self.lines.append(line)
                self.arrived.notify_all()
        with self.arrived:
            self.arrived.notify_all()

    def mark(self):
        with self.arrived:
            return len(self.lines)

    def since(self, mark, kind=None):
        with self.arrived:
            return [line for line in self.lines[mark:] if kind is None or line["type"] == kind]

    def wait(self, kind, after=0, timeout=20, where=lambda line: True):
        deadline = time.monotonic() + timeout
        with self.arrived:
            while True:
                for line in self.lines[after:]:
                    if line["type"] == kind and where(line):
                        return line
                if self.process.poll() is not None:
                    raise Failure(f"gtk-feed exited ({self.process.returncode}) while waiting for {kind}")
                left = deadline - time.monotonic()
                if left <= 0:
                    raise Failure(f"no {kind} line within {timeout} s")
                self.arrived.wait(min(left, 0.2))

    def rest(self, after, timeout=20):
        """Waits until the app says it rests, after `after`."""
        return self.wait("rest", after, timeout)

    def command(self, text):
        self.process.stdin.write(text + "\n")
        self.process.stdin.flush()

    def close(self):
        try:
            self.command("quit")
            self.process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired, ValueError):
            pass
        stop(self.process)
        self.log.close()
        self.stderr.close()


def stop(process):
    """Ends a process this check started."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()


class BroadwayApp(App):
    """gtk-feed under GTK's Broadway backend, touched through the Broadway connection: real GDK touch events."""

    def __init__(self, app_path, work, failing_request, extra=()):
        self.port, self.display = free_port(), free_display()
        self.daemon = subprocess.Popen(
            ["gtk4-broadwayd", "--port", str(self.port), "--address", "127.0.0.1", f":{self.display}"],
            stdout=subprocess.DEVNULL, stderr=open(os.path.join(work, "broadwayd.log"), "w"))
        self._wait_for_port()
        super().__init__(app_path, work, failing_request,
                         {"GDK_BACKEND": "broadway", "BROADWAY_DISPLAY": f":{self.display}"}, extra)
        self.broadway = Broadway(self.port)
        self.surface = self.broadway.window()
        self._ready()

    def _wait_for_port(self):
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.05)
        raise Failure("gtk4-broadwayd did not start")

    # --- gestures, in the stage's coordinates, one move per frame (16 ms) ---

    def _at(self, y):
        return self.origin[0] + self.width / 2, self.origin[1] + y

    def drag(self, y0, distance, seconds, hold=0.2, shot=None):
        """A finger down at y0, moved `distance` px (positive down) over `seconds`, held still for `hold` seconds
        (a screenshot taken meanwhile, if asked), then lifted where it is: a release at rest."""
        touch, sid = self.broadway, self.surface
        touch.touch_begin(sid, *self._at(y0))
        steps = max(1, round(seconds / 0.016))
        for i in range(1, steps + 1):
            time.sleep(0.016)
            touch.touch_move(sid, *self._at(y0 + distance * i / steps))
        if shot:
            mark = self.mark()
            self.command(f"shot {shot}")
            check(self.wait("shot", mark, timeout=10)["written"], f"the screenshot {shot} was not written")
        time.sleep(hold)
        touch.touch_end(sid, *self._at(y0 + distance))

    def fling(self, distance=300, seconds=0.05):
        """A flick up: the finger moves `distance` px up in `seconds` and lifts while moving."""
        touch, sid = self.broadway, self.surface
        y0 = self.height - 30
        touch.touch_begin(sid, *self._at(y0))
        steps = max(2, round(seconds / 0.016))
        for i in range(1, steps + 1):
            time.sleep(0.016)
            touch.touch_move(sid, *self._at(y0 - distance * i / steps))
        time.sleep(0.016)
        touch.touch_end(sid, *self._at(y0 - distance))

    def tap(self, y):
        """A finger down and up at y, 60 ms apart."""
        self.broadway.touch_begin(self.surface, *self._at(y))
        time.sleep(0.06)
        self.broadway.touch_end(self.surface, *self._at(y))

    def mouse_drag(self, y0, distance, seconds):
        """The left button pressed at y0, dragged `distance` px down over `seconds`, released."""
        steps = max(1, round(seconds / 0.016))
        path = [(*self._at(y0 + distance * i / steps), 0.016 if i else 0) for i in range(steps + 1)]
        self.broadway.mouse_drag(self.surface, path)

    def wheel(self, clicks, y=None):
        """Wheel notches over the list: negative up, positive down."""
        self.broadway.wheel(self.surface, *self._at(self.height / 2 if y is None else y), clicks)

    def close(self):
        super().close()
        stop(self.daemon)
        self.broadway.close()
        # gtk4-broadwayd leaves its socket behind when it is stopped.
        if os.path.exists(broadway_socket(self.display)):
            os.remove(broadway_socket(self.display))


class X11App(App):
    """gtk-feed on an Xvfb display, driven by xdotool: the X server's own wheel and mouse (XTest has no touch)."""

    def __init__(self, app_path, work, failing_request):
        start = random.randrange(100, 200)
        self.display = next(n for n in list(range(start, 200)) + list(range(100, start))
                            if not os.path.exists(f"/tmp/.X11-unix/X{n}") and not os.path.exists(f"/tmp/.X{n}-lock"))
        self.server = subprocess.Popen(["Xvfb", f":{self.display}", "-screen", "0", "800x700x24", "-nolisten", "tcp"],
                                       stdout=subprocess.DEVNULL, stderr=open(os.path.join(work, "xvfb.log"), "w"))
        self.env = dict(os.environ, DISPLAY=f":{self.display}")
        deadline = time.monotonic() + 10
        while not os.path.exists(f"/tmp/.X11-unix/X{self.display}"):
            check(time.monotonic() < deadline and self.server.poll() is None, "Xvfb did not start")
            time.sleep(0.05)
        super().__init__(app_path, work, failing_request, {"GDK_BACKEND": "x11", "DISPLAY": f":{self.display}"})
        self._ready()
        self.window = self.xdotool("search", "--sync", "--name", "^GTKFeed$").split()[0]

    def xdotool(self, *arguments):
        run = subprocess.run(["xdotool", *arguments], env=self.env, capture_output=True, text=True, timeout=10)
        check(run.returncode == 0, f"xdotool {' '.join(arguments)}: {run.stderr.strip()}")
        return run.stdout

    def _move(self, y):
        # The window sits at the screen's origin (no window manager); the stage's origin is in its coordinates.
        x = self.origin[0] + self.width / 2
        self.xdotool("mousemove", "--window", self.window, str(round(x)), str(round(self.origin[1] + y)))

    def mouse_drag(self, y0, distance, seconds):
        steps = max(1, round(seconds / 0.016))
        self._move(y0)
        self.xdotool("mousedown", "1")
        for i in range(1, steps + 1):
            time.sleep(0.016)
            self._move(y0 + distance * i / steps)
        self.xdotool("mouseup", "1")

    def wheel(self, clicks, y=None):
        self._move(self.height / 2 if y is None else y)
        for _ in range(abs(clicks)):
            time.sleep(0.06)
            self.xdotool("click", "5" if clicks > 0 else "4")

    def close(self):
        super().close()
        stop(self.server)


# --- reading the log ---

def triggers(lines):
    """(edge, cause, by) of each trigger; for an approach, `by` is what the geometry that brought the end into reach
    changed: the motion that moved the content (finger, momentum, host, springBack), or `content`."""
    return [(line["edge"], line["cause"], line["by"]) for line in lines if line["type"] == "trigger"]


def states(lines, edge):
    return [line for line in lines if line["type"] == "state" and line["edge"] == edge]


def titles(lines, edge):
    return [line["title"] for line in lines if line["type"] == "drawn" and line["edge"] == edge]


def in_order(seen, expected):
    """Whether `expected` appears in `seen` in this order (other items may come between)."""
    position = 0
    for item in seen:
        if position < len(expected) and item == expected[position]:
            position += 1
    return position == len(expected)


def ok(message):
    print(f"ok {message}", flush=True)


# --- the story ---

class Story:
    def __init__(self, app, screenshot):
        self.app = app
        self.screenshot = screenshot

    def gesture(self, action, timeout=20):
        """Runs a gesture, waits until the app rests, and returns what it logged meanwhile, the rest line last."""
        mark = self.app.mark()
        action()
        self.app.rest(mark, timeout)
        return self.app.since(mark)

    def to_the_end(self, action, what, tries=6):
        """Repeats `action` until a load starts at the end. Each try may load once at most, and a try that brings
        the end into view must load: one load per approach. Returns the lines of the try that loaded."""
        for _ in range(tries):
            lines = self.gesture(action)
            loads = [t for t in triggers(lines) if t[0] == "bottom"]
            check(len(loads) <= 1, f"{what}: {len(loads)} loads in one approach: {loads}")
            if loads:
                return lines
            check(lines[-1]["footerY"] is None,
                  f"{what}: the end came into view and nothing loaded (footer {lines[-1]['footer']!r})")
        raise Failure(f"{what}: the end was not reached in {tries} tries")

    def run(self):
        app = self.app
        first = app.rest(0, timeout=30)
        lines = app.since(0)
        check([t[:2] for t in triggers(lines)] == [("top", "programmatic")],
              f"the first page: expected one refresh from code, got {triggers(lines)}")
        check(first["rows"] == 20, f"the first page: {first['rows']} posts, expected 20")
        check(in_order(titles(lines, "top"), ["Loading…", "Refreshed", "Pull to refresh"]),
              f"the first page: the header showed {titles(lines, 'top')}")
        ok("the first page: a refresh from code that the header shows (Loading…, Refreshed), 20 posts")

        lines = self.gesture(lambda: app.drag(80, 40, 0.25))
        touch = [line for line in lines if line["type"] == "touch" and line["phase"] == "ended"][-1]
        check(not triggers(lines), f"a short pull triggered: {triggers(lines)}")
        check(0 < touch["largestPull"] < 60, f"a short pull: pulled {touch['largestPull']} px, expected 0 to 60")
        top = [line["state"] for line in states(lines, "top")]
        check("pulling" in top and "eligible" not in top, f"a short pull: the header went {top}")
        ok(f"a short pull: 40 px of finger travel pulled the list {touch['largestPull']:.1f} px through the rubber "
           "band; the header showed, nothing triggered")

        lines = self.gesture(lambda: app.drag(80, 260, 0.5, hold=0.3, shot=self.screenshot))
        found = triggers(lines)
        check([t[:2] for t in found] == [("top", "release")], f"a pull past the threshold: triggers {found}")
        eligible = [i for i, line in enumerate(lines) if line["type"] == "state" and line["state"] == "eligible"]
        fired = [i for i, line in enumerate(lines) if line["type"] == "trigger"][0]
        released = [i for i, line in enumerate(lines) if line["type"] == "touch" and line["phase"] == "ended"][0]
        check(eligible and eligible[0] < fired, "a pull past the threshold: it triggered without becoming eligible")
        check(lines[eligible[0]]["offset"] <= -60 + 0.5,
              f"a pull past the threshold: eligible at {-lines[eligible[0]]['offset']} px, short of 60")
        check(lines[fired]["t"] == lines[released]["t"],
              f"a pull past the threshold: triggered at {lines[fired]['t']} s, released at {lines[released]['t']} s")
        check(in_order(titles(lines, "top"), ["Release to refresh", "Loading…", "Refreshed", "Pull to refresh"]),
              f"a pull past the threshold: the header showed {titles(lines, 'top')}")
        pages = [line["kind"] for line in lines if line["type"] == "page"]
        check(pages == ["refresh"], f"a pull past the threshold: pages {pages}")
        ok(f"a pull past the threshold: eligible at {-lines[eligible[0]]['offset']:.1f} px (60 needed), one refresh "
           "on release (Release to refresh, Loading…, Refreshed)")

        lines = self.gesture(lambda: (app.mouse_drag(80, 200, 0.4), app.wheel(-3)))
        top = [line["state"] for line in states(lines, "top")]
        check(not triggers(lines) and not top, f"a mouse drag and the wheel at the top: triggers {triggers(lines)}, "
              f"header states {top}")
        check(abs(lines[-1]["offset"]) < 0.5, f"a mouse drag and the wheel at the top moved the list to "
              f"{lines[-1]['offset']}")
        ok("a mouse drag and three wheel notches up at the top: the list does not move, nothing pulls or triggers")

        lines = self.to_the_end(app.fling, "a fling to the end")
        load = [t for t in triggers(lines) if t[0] == "bottom"][0]
        check(load[1] == "reachingEnd" and load[2] in ("momentum", "finger"),
              f"a fling to the end: the load came from {load}")
        check(lines[-1]["rows"] == 40, f"a fling to the end: {lines[-1]['rows']} posts, expected 40")
        signals = sorted({line["signal"] for line in lines if line["type"] == "gtk" and line["edge"] == "bottom"})
        how = f"GTK's fling ran into the end ({', '.join(signals)})" if signals else "GTK's fling stopped in the footer"
        ok(f"a fling to the end: one load ({load[1]}, motion {load[2]}), 40 posts; {how}, nothing more loaded")

        lines = self.gesture(lambda: app.drag(120, 150, 0.4))
        check(not triggers(lines), f"a drag back: triggers {triggers(lines)}")
        ok("a drag back, away from the end: nothing loads")

        lines = self.to_the_end(app.fling, "a fling to the end again")
        check(lines[-1]["bottom"] == "failed" and lines[-1]["footer"] == "Tap to retry",
              f"the failing load: the footer is {lines[-1]['bottom']} and says {lines[-1]['footer']!r}")
        check(lines[-1]["rows"] == 40, f"the failing load: {lines[-1]['rows']} posts, expected 40")
        ok("a fling to the end again: one load, which fails; the footer says \"Tap to retry\"")

        footer = lines[-1]["footerY"]
        check(footer is not None, "the failed footer is not on screen to be tapped")
        lines = self.gesture(lambda: app.tap(footer))
        found = triggers(lines)
        check([t[:2] for t in found] == [("bottom", "tap")], f"a tap on \"Tap to retry\": triggers {found}")
        check(lines[-1]["rows"] == 60, f"a tap on \"Tap to retry\": {lines[-1]['rows']} posts, expected 60")
        ok("a tap on \"Tap to retry\": one load, from the tap; 60 posts")

        lines = self.to_the_end(lambda: app.wheel(8), "the wheel to the end", tries=6)
        load = [t for t in triggers(lines) if t[0] == "bottom"][0]
        check(load[1:] == ("reachingEnd", "host"), f"the wheel to the end: the load came from {load}")
        check(lines[-1]["rows"] == 80, f"the wheel to the end: {lines[-1]['rows']} posts, expected 80")
        ok("the wheel down to the end: one load (reachingEnd, motion host), as infinite scroll does; 80 posts")

        lines = self.to_the_end(app.fling, "a fling to the last page")
        check(lines[-1]["rows"] == 100, f"a fling to the last page: {lines[-1]['rows']} posts, expected 100")
        lines = self.to_the_end(app.fling, "a fling past the last page")
        check(lines[-1]["rows"] == 100 and lines[-1]["bottom"] == "noMoreData"
              and lines[-1]["footer"] == "No more data",
              f"the end of the data: {lines[-1]['rows']} posts, footer {lines[-1]['bottom']} "
              f"{lines[-1]['footer']!r}")
        ok("two more flings: one load each, the last one empty; the footer says \"No more data\"")

        lines = self.gesture(lambda: app.drag(app.height - 60, -220, 0.4))
        touch = [line for line in lines if line["type"] == "touch" and line["phase"] == "ended"][-1]
        check(not triggers(lines), f"an over-pull at the end of the data: triggers {triggers(lines)}")
        check(touch["largestPull"] > 20, f"an over-pull at the end: pulled only {touch['largestPull']} px")
        check(lines[-1]["footer"] == "No more data", f"after the over-pull the footer says {lines[-1]['footer']!r}")
        ok(f"an over-pull at the end of the data ({touch['largestPull']:.1f} px) and its bounce: nothing loads, "
           "\"No more data\" stays")

        approaches = [t for t in triggers(app.since(0)) if t[1] == "reachingEnd"]
        check(all(t[2] in ("finger", "momentum", "host") for t in approaches),
              f"a load came from something other than the user's motion (a spring back, an inset): {approaches}")
        ok(f"no load from a bounce: all {len(approaches)} loads at the end came from the finger, a fling or the "
           "wheel; none from a spring back (the header's after each pull, the footer's after the over-pull)")
        self.no_problems()

    def short_list(self):
        """A list shorter than the window (pages of 5 posts): its end is always in view, so a host or a library that
        took any motion towards the end for an approach would load more as the content springs back from a pull."""
        app = self.app
        first = app.rest(0, timeout=30)
        loads = [t for t in triggers(app.since(0)) if t[0] == "bottom"]
        check(first["rows"] == 10 and [t[:2] for t in loads] == [("bottom", "reachingEnd")],
              f"a short list: {first['rows']} posts, loads {loads}; expected the first page and one more to fill")
        ok("a list shorter than the window (pages of 5 posts): the first page, then one load to fill the window "
           "(the footer loads while the content is short), 10 posts, still shorter than the window")
        lines = self.gesture(lambda: app.drag(80, 100, 0.3))
        touch = [line for line in lines if line["type"] == "touch" and line["phase"] == "ended"][-1]
        check(not triggers(lines), f"a short list, a pull below the threshold: triggers {triggers(lines)}")
        ok(f"the short list pulled {touch['largestPull']:.1f} px and let go: its spring back towards the end, always "
           "in view, loads nothing, though the new touch re-armed the footer")
        lines = self.gesture(lambda: app.drag(80, 260, 0.5))
        found = triggers(lines)
        check(found and found[0][:2] == ("top", "release"), f"a short list, a pull past the threshold: {found}")
        check(all(t[2] == "content" for t in found if t[1] == "reachingEnd"),
              f"a short list: a load came from a motion, not from the refreshed content: {found}")
        ok(f"the short list pulled past the threshold: one refresh; the loads after it ({len(found) - 1}) came from "
           f"the refreshed content, none from the spring back or the header's collapse")
        self.no_problems()

    def desktop(self):
        """The X server's own input on Xvfb (XTest: a wheel and a mouse, no touch)."""
        app = self.app
        first = app.rest(0, timeout=30)
        check(first["rows"] == 20, f"X11, the first page: {first['rows']} posts, expected 20")
        lines = self.gesture(lambda: (app.mouse_drag(80, 200, 0.4), app.wheel(-3)))
        top = [line["state"] for line in states(lines, "top")]
        check(not triggers(lines) and not top and abs(lines[-1]["offset"]) < 0.5,
              f"X11, a mouse drag and the wheel at the top: triggers {triggers(lines)}, header states {top}, offset "
              f"{lines[-1]['offset']}")
        ok("X11 (Xvfb, xdotool): a mouse drag and three wheel notches up at the top: nothing moves, pulls or triggers")
        lines = self.to_the_end(lambda: app.wheel(8), "X11, the wheel to the end")
        load = [t for t in triggers(lines) if t[0] == "bottom"][0]
        check(load[1:] == ("reachingEnd", "host") and lines[-1]["rows"] == 40,
              f"X11, the wheel to the end: the load came from {load}, {lines[-1]['rows']} posts")
        ok("X11: the wheel down to the end: one load (reachingEnd, motion host); 40 posts")
        self.no_problems()

    def no_problems(self):
        problems = [line for line in self.app.since(0) if line["type"] in ("layout", "diagnostic")]
        check(not problems, f"the app reported problems: {problems}")


# --- the replay ---

def replay(app, lab, work):
    """Dumps the host's recorded inputs as a scenario, replays it with refresh-lab, and compares the triggers (edge,
    cause, order), the final states, the extra insets and the offset. Returns the differences found."""
    scenario = os.path.join(work, "gtk-session.json")
    mark = app.mark()
    app.command(f"dump {scenario}")
    host = app.wait("summary", mark, timeout=10)
    check(host["written"], f"the scenario was not written to {scenario}")
    lines = lab_run(lab, scenario)
    summary = lines[-1]
    lab_triggers = [[line["edge"], line["cause"]] for line in lines if line["type"] == "trigger"]
    host_times = [line["t"] for line in app.since(0) if line["type"] == "trigger"]
    lab_times = [line["t"] for line in lines if line["type"] == "trigger"]
    differences = compare(host, lines)
    drift = max((abs(a - b) for a, b in zip(host_times, lab_times)), default=0)
    return scenario, host, summary, differences, len(lab_triggers), drift


def compare(host, lines):
    """What refresh-lab's output `lines` says otherwise than the host's summary: triggers (edge, cause, order),
    final states, extra insets, offset."""
    summary = lines[-1]
    lab_triggers = [[line["edge"], line["cause"]] for line in lines if line["type"] == "trigger"]
    differences = []
    if host["triggers"] != lab_triggers:
        differences.append(f"triggers: the host {host['triggers']}, refresh-lab {lab_triggers}")
    for edge in ("top", "bottom"):
        if host["states"][edge] != summary["states"].get(edge):
            differences.append(f"{edge} state: the host {host['states'][edge]}, refresh-lab "
                               f"{summary['states'].get(edge)}")
        if abs(host["extraInset"][edge] - summary["extraInset"].get(edge, 0)) > 0.01:
            differences.append(f"{edge} extra inset: the host {host['extraInset'][edge]}, refresh-lab "
                               f"{summary['extraInset'].get(edge)}")
    if abs(host["offset"] - summary["offset"]) > 0.5:
        differences.append(f"offset: the host {host['offset']}, refresh-lab {summary['offset']}")
    return differences


def lab_run(lab, path):
    run = subprocess.run([lab, path], capture_output=True, text=True)
    check(run.returncode == 0, f"refresh-lab rejected the scenario {path}: {run.stderr.strip()}")
    return [json.loads(line) for line in run.stdout.splitlines()]


def comparison_can_fail(lab, scenario, host, work):
    """The comparison is shown able to fail: the same scenario without the footer's tap (a host that retried by itself
    would record just that) must replay otherwise."""
    with open(scenario) as file:
        data = json.load(file)
    taps = [i for i, step in enumerate(data["steps"]) if "tap" in step]
    check(taps, "the scenario has no tap step")
    del data["steps"][taps[0]]
    mutated = os.path.join(work, "gtk-session-without-tap.json")
    with open(mutated, "w") as file:
        json.dump(data, file)
    lines = lab_run(lab, mutated)
    differences = compare(host, lines)
    check(differences, "the comparison cannot fail: the scenario without its tap replays the same")
    return [[line["edge"], line["cause"]] for line in lines if line["type"] == "trigger"]


def main():
    parser = argparse.ArgumentParser(description="Checks gtk-feed under Broadway with scripted touches.")
    parser.add_argument("--app", required=True, help="the gtk-feed binary")
    parser.add_argument("--lab", required=True, help="the refresh-lab binary")
    parser.add_argument("--work", default=None, help="where the logs, the scenario and the screenshot go")
    parser.add_argument("--screenshot", default=None, help="where the screenshot of a pull goes (default: in --work)")
    parser.add_argument("--fail-load", type=int, default=4, help="the request that fails once (default 4)")
    parser.add_argument("--x11", action="store_true",
                        help="then the wheel and a mouse drag on Xvfb through xdotool, the X server's own input")
    args = parser.parse_args()
    work = os.path.abspath(args.work or tempfile.mkdtemp(prefix="check-gtk-"))
    os.makedirs(work, exist_ok=True)
    screenshot = os.path.abspath(args.screenshot or os.path.join(work, "gtk-feed.png"))
    started = time.monotonic()
    app = None
    try:
        app = BroadwayApp(args.app, work, args.fail_load)
        print(f"check-gtk: gtk-feed under Broadway (display :{app.display}, port {app.port}); logs in {work}",
              flush=True)
        Story(app, screenshot).run()
        scenario, host, summary, differences, count, drift = replay(app, args.lab, work)
        if differences:
            raise Failure("refresh-lab replays the host's inputs otherwise (scenario kept in "
                          f"{scenario}):\n  " + "\n  ".join(differences))
        ok(f"refresh-lab replays the {host['rows']:.0f}-post session ({scenario}) to the same {count} triggers in "
           f"the same order (edge and cause), final states {summary['states']}, extra insets and offset; trigger "
           f"times within {drift * 1000:.0f} ms")
        without_tap = comparison_can_fail(args.lab, scenario, host, work)
        ok(f"the comparison can fail: without the footer's tap the same scenario replays to {len(without_tap)} "
           f"triggers, {[c for _, c in without_tap].count('tap')} of them taps")
        print(f"   not in the scenario (the format has no field for them): the motion of "
              f"{host['motionsNotRecorded']:.0f} geometries, the velocity of {host['velocitiesNotRecorded']:.0f} "
              "releases", flush=True)
        frames = app.broadway.frames
        app.close()
        app = None
        short_work = os.path.join(work, "short")
        os.makedirs(short_work, exist_ok=True)
        app = BroadwayApp(args.app, short_work, 0, ["--page-size", "5"])
        Story(app, None).short_list()
        scenario, host, summary, differences, count, drift = replay(app, args.lab, short_work)
        check(not differences, "the short list: refresh-lab replays the host's inputs otherwise (scenario kept in "
              f"{scenario}):\n  " + "\n  ".join(differences))
        ok(f"the short list: refresh-lab replays that session ({scenario}) to the same {count} triggers and final "
           "states")
        if args.x11:
            app.close()
            app = None
            x11_work = os.path.join(work, "x11")
            os.makedirs(x11_work, exist_ok=True)
            app = X11App(args.app, x11_work, args.fail_load)
            Story(app, None).desktop()
            scenario, host, summary, differences, count, drift = replay(app, args.lab, x11_work)
            check(not differences, "X11: refresh-lab replays the host's inputs otherwise (scenario kept in "
                  f"{scenario}):\n  " + "\n  ".join(differences))
            ok(f"X11: refresh-lab replays that session ({scenario}) to the same {count} triggers and final states")
    except Failure as failure:
        print(f"FAIL {failure}\n(logs in {work})", file=sys.stderr, flush=True)
        sys.exit(1)
    finally:
        if app:
            app.close()
    print(f"check-gtk: the stories passed in {time.monotonic() - started:.1f} s ({frames} frames drawn under "
          f"Broadway); screenshot {screenshot}", flush=True)


if __name__ == "__main__":
    main()
