"""Headless Chromium on a DevTools pipe, and the playground as a test sees it: real input in, the DOM out."""
import functools
import http.server
import json
import os
import subprocess
import threading
import time


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


DESKTOP = {"width": 1000, "height": 760, "deviceScaleFactor": 1, "mobile": False}
PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True}
LANDSCAPE = {"width": 844, "height": 390, "deviceScaleFactor": 2, "mobile": True}


class Browser:
    """Headless Chromium on a DevTools pipe (--remote-debugging-pipe: NUL-terminated JSON on fds 3 and 4), attached
    to its one page."""

    def __init__(self, chromium, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def child():
            a, b = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(a, 3)
            os.dup2(b, 4)

        args = [chromium, "--headless", "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
                "--disable-gpu", "--disable-dev-shm-usage", "--disable-extensions", "--mute-audio",
                "--window-size=1000,760", "--disable-background-timer-throttling",
                "--disable-renderer-backgrounding", "--disable-backgrounding-occluded-windows", "--lang=en-US",
                "--allow-file-access-from-files", "--disable-features=PaintHolding", f"--user-data-dir={profile}", "about:blank"]
        if os.geteuid() == 0:
            args.insert(1, "--no-sandbox")
        self.log = open(os.path.join(profile, "chromium.log"), "wb")
        self.process = subprocess.Popen(args, preexec_fn=child, close_fds=False, stdout=self.log,
                                        stderr=subprocess.STDOUT)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.next_id = 0
        self.replies = {}
        self.problems = []  # exceptions, console errors and failed requests, as text
        self.lock = threading.Condition()
        threading.Thread(target=self.read, daemon=True).start()
        targets = self.call("Target.getTargets")["targetInfos"]
        self.attach(next(t for t in targets if t["type"] == "page")["targetId"])
        self.device(DESKTOP)

    def attach(self, target):
        self.target = target
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.window = self.call("Browser.getWindowForTarget", {"targetId": target})["windowId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.page(domain + ".enable")

    def new_tab(self, metrics):
        """Moves to a new tab, closing the old one. Each random session starts in its own: after some touch
        sequences (two fingers, then a window minimized under a finger) Chromium makes every later touch of the
        tab wait 5 s for an acknowledgement, even on a new page."""
        old = self.target
        self.attach(self.call("Target.createTarget", {"url": "about:blank"})["targetId"])
        self.call("Target.closeTarget", {"targetId": old})
        self.device(metrics)

    def read(self):
        buffer = b""
        while True:
            chunk = os.read(self.from_browser, 65536)
            if not chunk:
                break
            buffer += chunk
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                data = json.loads(message)
                with self.lock:
                    if "id" in data:
                        self.replies[data["id"]] = data
                    else:
                        self.note(data.get("method"), data.get("params", {}))
                    self.lock.notify_all()

    def note(self, method, params):
        """Keeps what a clean page never shows: a thrown exception, a console error, a failed or missing request."""
        if method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            self.problems.append(details.get("exception", {}).get("description") or details.get("text"))
        elif method == "Runtime.consoleAPICalled" and params["type"] in ("error", "warning", "assert"):
            self.problems.append("console: " + " ".join(str(a.get("value", a.get("description")))
                                                        for a in params["args"]))
        elif method == "Log.entryAdded" and params["entry"]["level"] in ("error", "warning"):
            self.problems.append(f"log: {params['entry']['text']} {params['entry'].get('url', '')}")
        elif method == "Network.responseReceived" and params["response"]["status"] >= 400:
            self.problems.append(f"HTTP {params['response']['status']}: {params['response']['url']}")

    def call(self, method, params=None, session=None, timeout=30):
        with self.lock:
            self.next_id += 1
            ident = self.next_id
        message = {"id": ident, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        with self.lock:
            while ident not in self.replies:
                left = deadline - time.monotonic()
                if left <= 0 or self.process.poll() is not None:
                    raise Failure(f"no answer to {method}")
                self.lock.wait(left)
            reply = self.replies.pop(ident)
        if "error" in reply:
            raise Failure(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def page(self, method, params=None):
        return self.call(method, params, session=self.session)

    def evaluate(self, expression):
        result = self.page("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            raise Failure(f"page threw: {result['exceptionDetails'].get('exception', {}).get('description')}")
        return result["result"].get("value")

    def device(self, metrics):
        """A desktop (mouse and touch) or a phone (touch, 390 × 844); the page sees a resize."""
        self.metrics = metrics
        self.page("Emulation.setDeviceMetricsOverride", metrics)
        self.page("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})

    def hide(self, hidden):
        """Minimizes or restores the window: the page gets a real visibilitychange."""
        self.call("Browser.setWindowBounds", {"windowId": self.window,
                                              "bounds": {"windowState": "minimized" if hidden else "normal"}})

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Failure:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


class Page:
    """The playground as the test sees it: real input (Input.dispatch*, not synthetic DOM events) in, the DOM out."""

    def __init__(self, browser, url):
        self.b = browser
        self.b.page("Page.navigate", {"url": url})
        self.wait(lambda: self.b.evaluate("document.body?.dataset.ready === '1'"), 15, "the page did not start")
        self.measure()

    def measure(self):
        """Where the feed is now (a resize or a layout change moves it)."""
        rect = self.b.evaluate("(() => { const r = document.querySelector('#viewport').getBoundingClientRect();"
                               " return [r.left, r.top, r.width, r.height]; })()")
        self.left, self.top, self.width, self.height = rect
        self.x = self.left + self.width / 2

    def wait(self, condition, timeout, message):
        """Waits until `condition()` holds; else fails with `message` (or what `message()` says then)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if condition():
                return
            time.sleep(0.03)
        raise Failure(message() if callable(message) else message)

    # --- real input ---
    def mouse(self, kind, x, y, buttons=1, **extra):
        """A mouse event with the left button: pressed or released, or a move with `buttons` held."""
        button = "left" if kind in ("mousePressed", "mouseReleased") or buttons else "none"
        self.b.page("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": button,
                                                 "buttons": buttons, "clickCount": 1, **extra})

    def drag(self, y, distance, duration, hold=0.0, steps=20, release=True):
        """A mouse drag in the feed: press at y, move `distance` over `duration`, hold, release."""
        self.mouse("mousePressed", self.x, y)
        for i in range(1, steps + 1):
            time.sleep(duration / steps)
            self.mouse("mouseMoved", self.x, y + distance * i / steps)
        time.sleep(hold)
        if release:
            self.mouse("mouseReleased", self.x, y + distance, buttons=0)

    def touch(self, kind, points):
        """Touch points [(id, x, y)]: for touchStart and touchMove every finger down after the event; for touchEnd
        the fingers that lift (Chromium's reading), none for all of them. A finger stays inside the window: one that
        lifts outside it leaves Chromium waiting 5 s on every touch of the next page."""
        height = self.b.metrics["height"] - 1
        self.b.page("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [
            {"x": x, "y": min(max(y, 1), height), "id": ident} for ident, x, y in points]})

    def touch_drag(self, y, distance, duration, hold=0.0, steps=12, end="touchEnd"):
        """A finger on the feed: down at y, `distance` over `duration`, hold, then lifted (or cancelled)."""
        self.touch("touchStart", [(0, self.x, y)])
        for i in range(1, steps + 1):
            time.sleep(duration / steps)
            self.touch("touchMove", [(0, self.x, y + distance * i / steps)])
        time.sleep(hold)
        self.touch(end, [])

    def wheel(self, delta_y, y=None):
        self.mouse("mouseWheel", self.x, self.top + 200 if y is None else y, buttons=0, deltaX=0, deltaY=delta_y)

    KEYS = {"r": ("KeyR", 82), "l": ("KeyL", 76), "t": ("KeyT", 84), "Escape": ("Escape", 27),
            "ArrowDown": ("ArrowDown", 40), "ArrowUp": ("ArrowUp", 38), "PageDown": ("PageDown", 34),
            "PageUp": ("PageUp", 33), "End": ("End", 35), "Home": ("Home", 36), "Enter": ("Enter", 13),
            "Tab": ("Tab", 9), " ": ("Space", 32), "ArrowRight": ("ArrowRight", 39), "ArrowLeft": ("ArrowLeft", 37)}

    def key(self, key, shift=False):
        code, keycode = self.KEYS[key]
        text = {"Enter": "\r"}.get(key, key if len(key) == 1 else None)
        for kind in ("keyDown", "keyUp"):
            event = {"type": kind, "key": key, "code": code, "windowsVirtualKeyCode": keycode,
                     "modifiers": 8 if shift else 0}
            if text and kind == "keyDown":
                event["text"] = text
            self.b.page("Input.dispatchKeyEvent", event)

    def center(self, selector):
        return self.b.evaluate(f"(() => {{ const e = document.querySelector('{selector}');"
                               " e.scrollIntoView({block: 'nearest'}); const r = e.getBoundingClientRect();"
                               " return [r.left + r.width / 2, r.top + r.height / 2]; })()")

    def click(self, selector):
        x, y = self.center(selector)
        self.mouse("mousePressed", x, y)
        self.mouse("mouseReleased", x, y, buttons=0)

    def tap(self, selector):
        x, y = self.center(selector)
        self.touch("touchStart", [(0, x, y)])
        self.touch("touchEnd", [])

    # --- the DOM ---
    def state(self, edge):
        return self.b.evaluate(f"document.querySelector('#{'header' if edge == 'top' else 'footer'}').dataset.state")

    def triggers(self, edge):
        return int(self.b.evaluate(f"document.querySelector('#stats').dataset.{edge}Triggers"))

    def offset(self):
        return self.b.evaluate("playground.core.offset + 0")  # -0 does not cross as a JSON value

    def events(self):
        """Every state change and trigger logged so far, oldest first: [edge, state, text]."""
        return self.b.evaluate("[...document.querySelectorAll('#events li')].reverse()"
                               ".map(li => [li.dataset.edge, li.dataset.state ?? null, li.textContent])")

    def states_since(self, mark, edge):
        return [s for e, s, _ in self.events()[mark:] if e == edge and s]

    def settle(self, timeout=6):
        """Waits until the content rests and no edge is busy."""
        def quiet():
            return self.b.evaluate("document.querySelector('#stats').dataset.motion === 'rest' && "
                                   "!['refreshing', 'finishing', 'pulling', 'eligible', 'secondLevelOpening',"
                                   " 'secondLevelClosing'].some(s => s === document.querySelector('#header')"
                                   ".dataset.state || s === document.querySelector('#footer').dataset.state)")
        self.wait(quiet, timeout, "the page did not come to rest")


def serve(directory):
    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".wasm": "application/wasm", ".js": "text/javascript"}

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=directory))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
