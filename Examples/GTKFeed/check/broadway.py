"""A Broadway client without a browser: GTK 4.8's display protocol over a websocket, in the standard library.

gtk4-broadwayd serves GTK's windows to broadway.js in a browser; this client speaks the same protocol, so a script can
touch a GTK window with real GDK touch events (GtkScrolledWindow then drags, overshoots and flings by itself) with no
display and no browser. The protocol is private to GTK: these are GTK 4.8's messages (Debian 12's libgtk-4-bin).

Input, client to server: one masked binary websocket frame per message, big-endian int32s
    [type, last serial, time in ms, args...]
as broadway.js's sendInput sends them. The time must be real milliseconds: GTK computes a fling's velocity from it.

Output, server to client: binary frames, each a run of commands [op u8][serial u32 LE][payload]. The client must walk
all of them: a ROUNDTRIP command unanswered stalls GTK's frame clock, and the delay of the answer paces it (16 ms
gives about 60 frames a second).
"""
import base64
import os
import socket
import struct
import threading
import time

# Server ops (broadway.js's BROADWAY_OP_*).
GRAB_POINTER, UNGRAB_POINTER, NEW_SURFACE, SHOW_SURFACE, HIDE_SURFACE, RAISE_SURFACE, LOWER_SURFACE = range(7)
DESTROY_SURFACE, MOVE_RESIZE, SET_TRANSIENT_FOR, DISCONNECTED, SURFACE_UPDATE, SET_SHOW_KEYBOARD = range(7, 13)
UPLOAD_TEXTURE, RELEASE_TEXTURE, SET_NODES, ROUNDTRIP = range(13, 17)

# Input events (BROADWAY_EVENT_*).
ENTER, LEAVE, POINTER_MOVE, BUTTON_PRESS, BUTTON_RELEASE, TOUCH, SCROLL = range(7)
CONFIGURE_NOTIFY, SCREEN_SIZE_CHANGED, ROUNDTRIP_NOTIFY = 11, 12, 14
TOUCH_BEGIN, TOUCH_UPDATE, TOUCH_END = 0, 1, 2
BUTTON1_MASK = 1 << 8
CROSSING_NORMAL = 0


class Closed(Exception):
    """The server closed the connection."""


class Broadway:
    """One connection to gtk4-broadwayd, acting as the browser: a screen, a finger, a mouse and a wheel."""

    def __init__(self, port, screen=(800, 700), frame_delay=0.016):
        self.frame_delay = frame_delay
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self._handshake(port)
        self.sock.settimeout(None)
        self.surfaces = {}  # id -> {"x", "y", "w", "h", "visible"}
        self.serial = 0
        self.send_lock = threading.Lock()
        self.changed = threading.Condition()
        self.closed = False
        self.frames = 0  # roundtrips answered: frames GTK drew
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.send(SCREEN_SIZE_CHANGED, [screen[0], screen[1], 1])

    # --- websocket ---

    def _handshake(self, port):
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET /socket HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: broadway\r\n\r\n")
        self.sock.sendall(request.encode())
        answer = b""
        while b"\r\n\r\n" not in answer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise Closed("no websocket handshake")
            answer += chunk
        head, self.buffer = answer.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise Closed(f"handshake refused: {head.splitlines()[0]!r}")

    def _recv(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise Closed("the server closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _frame(self):
        """One websocket frame: (fin, opcode, payload)."""
        first, second = self._recv(2)
        length = second & 0x7F
        if length == 126:
            length = struct.unpack(">H", self._recv(2))[0]
        elif length == 127:
            length = struct.unpack(">Q", self._recv(8))[0]
        mask = self._recv(4) if second & 0x80 else None
        payload = self._recv(length)
        if mask:
            payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        return first & 0x80, first & 0x0F, payload

    def _write_frame(self, opcode, payload):
        mask = os.urandom(4)
        head = bytes([0x80 | opcode])
        if len(payload) < 126:
            head += bytes([0x80 | len(payload)])
        elif len(payload) < 65536:
            head += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            head += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        with self.send_lock:
            self.sock.sendall(head + mask + masked)

    def send(self, event, args):
        """Sends one input message, stamped with the last serial and the time now."""
        stamp = int(time.monotonic() * 1000) & 0x7FFFFFFF
        values = [event, self.serial, stamp] + [int(a) for a in args]
        self._write_frame(2, struct.pack(">%di" % len(values), *values))

    # --- server commands ---

    def _read(self):
        message = b""
        try:
            while True:
                fin, opcode, payload = self._frame()
                if opcode == 8:
                    break
                if opcode == 9:
                    self._write_frame(10, payload)
                    continue
                if opcode in (0, 1, 2):
                    message += payload
                    if fin:
                        self._commands(message)
                        message = b""
        except (Closed, OSError):
            pass
        finally:
            with self.changed:
                self.closed = True
                self.changed.notify_all()

    def _commands(self, data):
        pos = 0

        def take(fmt):
            nonlocal pos
            values = struct.unpack_from("<" + fmt, data, pos)
            pos += struct.calcsize("<" + fmt)
            return values

        while pos < len(data):
            op, = take("B")
            self.serial, = take("I")
            if op == NEW_SURFACE:
                sid, x, y, w, h = take("HhhHH")
                self.surfaces[sid] = {"x": x, "y": y, "w": w, "h": h, "visible": False}
                self.send(CONFIGURE_NOTIFY, [sid, x, y, w, h])
            elif op in (SHOW_SURFACE, HIDE_SURFACE):
                sid, = take("H")
                if sid in self.surfaces:
                    self.surfaces[sid]["visible"] = op == SHOW_SURFACE
            elif op in (RAISE_SURFACE, LOWER_SURFACE, SET_SHOW_KEYBOARD):
                take("H")
            elif op == DESTROY_SURFACE:
                sid, = take("H")
                self.surfaces.pop(sid, None)
            elif op == MOVE_RESIZE:
                sid, flags = take("HB")
                surface = self.surfaces.setdefault(sid, {"x": 0, "y": 0, "w": 0, "h": 0, "visible": False})
                if flags & 1:
                    surface["x"], surface["y"] = take("hh")
                if flags & 2:
                    surface["w"], surface["h"] = take("HH")
                self.send(CONFIGURE_NOTIFY, [sid, surface["x"], surface["y"], surface["w"], surface["h"]])
            elif op == SET_TRANSIENT_FOR:
                take("HH")
            elif op == GRAB_POINTER:
                take("HB")
            elif op in (UNGRAB_POINTER, DISCONNECTED):
                pass
            elif op == UPLOAD_TEXTURE:
                _, size = take("II")
                pos += size
            elif op == RELEASE_TEXTURE:
                take("I")
            elif op == SET_NODES:
                _, count = take("HI")
                pos += count * 4
            elif op == ROUNDTRIP:
                sid, tag = take("HI")
                threading.Timer(self.frame_delay, self._answer_roundtrip, (sid, tag)).start()
            else:
                raise Closed(f"unknown Broadway op {op} at byte {pos - 5}: not GTK 4.8's protocol")
        with self.changed:
            self.changed.notify_all()

    def _answer_roundtrip(self, sid, tag):
        if not self.closed:
            self.frames += 1
            self.send(ROUNDTRIP_NOTIFY, [sid, tag])

    # --- the window ---

    def window(self, timeout=20):
        """The largest visible surface, once there is one: the application's window."""
        deadline = time.monotonic() + timeout
        with self.changed:
            while True:
                shown = [(s["w"] * s["h"], sid) for sid, s in self.surfaces.items() if s["visible"]]
                if shown:
                    return max(shown)[1]
                if self.closed or time.monotonic() > deadline:
                    raise Closed("no window was shown")
                self.changed.wait(0.1)

    # --- input: a finger, a mouse, a wheel ---

    def _where(self, sid, x, y):
        surface = self.surfaces[sid]
        return [surface["x"] + x, surface["y"] + y, x, y]

    def touch_begin(self, sid, x, y, touch_id=1):
        """A finger touches surface `sid` at (x, y), in the surface's coordinates."""
        where = self._where(sid, x, y)
        self.send(ENTER, [sid, sid] + where + [0, CROSSING_NORMAL])
        self.send(TOUCH, [TOUCH_BEGIN, sid, touch_id, 1] + where + [0])

    def touch_move(self, sid, x, y, touch_id=1):
        self.send(TOUCH, [TOUCH_UPDATE, sid, touch_id, 1] + self._where(sid, x, y) + [0])

    def touch_end(self, sid, x, y, touch_id=1):
        self.send(TOUCH, [TOUCH_END, sid, touch_id, 1] + self._where(sid, x, y) + [0])

    def mouse_drag(self, sid, path):
        """The left button pressed at path[0], dragged through the rest, released at the last point."""
        for index, (x, y, wait) in enumerate(path):
            if wait:
                time.sleep(wait)
            where = self._where(sid, x, y)
            if index == 0:
                self.send(POINTER_MOVE, [sid, sid] + where + [0])
                self.send(BUTTON_PRESS, [sid, sid] + where + [BUTTON1_MASK, 1])
            elif index == len(path) - 1:
                self.send(POINTER_MOVE, [sid, sid] + where + [BUTTON1_MASK])
                self.send(BUTTON_RELEASE, [sid, sid] + where + [0, 1])
            else:
                self.send(POINTER_MOVE, [sid, sid] + where + [BUTTON1_MASK])

    def wheel(self, sid, x, y, clicks, interval=0.08):
        """`clicks` notches of the wheel at (x, y): negative up (towards the top), positive down."""
        where = self._where(sid, x, y)
        self.send(POINTER_MOVE, [sid, sid] + where + [0])
        for _ in range(abs(clicks)):
            time.sleep(interval)
            self.send(SCROLL, [sid, sid] + where + [0, 1 if clicks > 0 else 0])

    def close(self):
        self.closed = True
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()
