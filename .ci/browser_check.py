#!/usr/bin/env python3
"""Checks a gallery in a real browser: headless Chromium driven over the DevTools protocol
(--remote-debugging-pipe: commands on fd 3, replies on fd 4, NUL-separated JSON).

Fails (exit 1) when the page is blank, an image or an SVG file does not load, or the page
logged a console error or an uncaught exception. Saves a full-page PNG screenshot.
Exit 2: usage or environment error. Python 3 standard library only.
"""

import argparse
import base64
import fcntl
import json
import os
import pathlib
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

TIMEOUT = 30.0  # seconds for the browser to answer or the page to load
MAX_SHOT_HEIGHT = 16384  # CSS pixels: taller pages are cut (Chromium's texture limit)
BLANK_INK_FRACTION = 0.0005  # fewer pixels than this away from the background: blank
CHECK_PIXELS = 400_000  # the blank check decodes a screenshot scaled to about this many


class CheckError(Exception):
    """The browser could not be driven (not a finding about the page)."""


class Browser:
    """One headless Chromium process and its DevTools pipe."""

    def __init__(self, executable):
        self.profile = tempfile.mkdtemp(prefix="browser-check-")
        cmd_r, cmd_w = os.pipe()
        resp_r, resp_w = os.pipe()
        # Park the child's ends above 10 so putting them on 3 and 4 cannot clobber each other.
        child_r = fcntl.fcntl(cmd_r, fcntl.F_DUPFD, 10)
        child_w = fcntl.fcntl(resp_w, fcntl.F_DUPFD, 10)
        for fd in (cmd_r, resp_w):
            os.close(fd)

        def wire():
            os.dup2(child_r, 3)
            os.dup2(child_w, 4)

        args = [
            executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--hide-scrollbars", "--allow-file-access-from-files", "--force-color-profile=srgb",
            "--window-size=1280,800", f"--user-data-dir={self.profile}", "about:blank",
        ]
        self.process = subprocess.Popen(
            args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=wire, pass_fds=(3, 4))
        os.close(child_r)
        os.close(child_w)
        self.out = cmd_w
        self.inp = resp_r
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except CheckError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for fd in (self.out, self.inp):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise CheckError("the browser did not answer in time")
            ready, _, _ = select.select([self.inp], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(self.inp, 1 << 20)
            if not chunk:
                raise CheckError("the browser closed its DevTools pipe (crashed?)")
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(raw)

    def send(self, method, params=None, session=None, timeout=TIMEOUT):
        """Sends a command and returns its result; events met meanwhile are kept."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.out, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise CheckError(f"{method}: {reply['error'].get('message', reply['error'])}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_for(self, method, session, timeout=TIMEOUT):
        """Waits for an event (kept ones first)."""
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    return self.events.pop(index)
            self.events.append(self._read_message(deadline))


# MARK: - PNG


def png_pixels(data):
    """Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium writes) to
    (width, height, channels, rows of bytes)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise CheckError("the screenshot is not a PNG")
    offset, idat, header = 8, [], None
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
        offset += 12 + length
    if header is None:
        raise CheckError("the screenshot has no PNG header")
    width, height, depth, color, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(color)
    if depth != 8 or channels is None or interlace != 0:
        raise CheckError(f"unsupported screenshot PNG (depth {depth}, colour type {color})")
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    position = 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 0xFF
        elif kind == 2:
            for i in range(stride):
                line[i] = (line[i] + previous[i]) & 0xFF
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + predictor) & 0xFF
        elif kind != 0:
            raise CheckError(f"bad PNG filter type {kind}")
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def ink_fraction(png):
    """The fraction of pixels that differ (by more than 8 per channel) from the most common
    colour: near 0 for a blank page."""
    width, height, channels, rows = png_pixels(png)
    counts = {}
    for row in rows:
        for x in range(0, width * channels, channels):
            pixel = row[x:x + 3]
            counts[pixel] = counts.get(pixel, 0) + 1
    background = max(counts, key=counts.get)
    ink = sum(
        n for colour, n in counts.items()
        if max(abs(colour[i] - background[i]) for i in range(3)) > 8)
    return ink / max(1, width * height)


# MARK: - The check

IMAGES_SCRIPT = """
(async (svgFiles) => {
  const settle = (img) => img.complete ? Promise.resolve() : new Promise((done) => {
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  });
  const images = [...document.images];
  await Promise.all(images.map(settle));
  const broken = images
    .filter((img) => !img.complete || img.naturalWidth === 0)
    .map((img) => 'image does not load: ' + (img.getAttribute('src') || '(no src)'));
  for (const object of document.querySelectorAll('object[data]')) {
    const doc = object.contentDocument;
    if (doc && !doc.documentElement) broken.push('object does not load: ' + object.getAttribute('data'));
  }
  const loadSVG = (name) => new Promise((done) => {
    const img = new Image();
    img.onload = () => done(null);
    img.onerror = () => done('SVG file does not load: ' + name);
    img.src = encodeURI(name);
  });
  for (const problem of await Promise.all(svgFiles.map(loadSVG))) if (problem) broken.push(problem);
  const body = document.body;
  const visible = body ? body.querySelectorAll('img, svg, canvas, object, embed, video').length : 0;
  const text = body ? body.innerText.trim().length : 0;
  return JSON.stringify({ broken, empty: visible === 0 && text === 0,
    width: Math.ceil(document.documentElement.scrollWidth),
    height: Math.ceil(document.documentElement.scrollHeight) });
})
"""


def describe_console(event):
    method, params = event["method"], event.get("params", {})
    if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
        parts = [str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", [])]
        return "console." + params["type"] + ": " + " ".join(parts)
    if method == "Runtime.exceptionThrown":
        details = params.get("exceptionDetails", {})
        exception = details.get("exception", {})
        return "uncaught exception: " + str(exception.get("description") or details.get("text", ""))
    if method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
        entry = params["entry"]
        return "browser log error: " + entry.get("text", "") + (
            f" ({entry['url']})" if entry.get("url") else "")
    return None


def check_gallery(browser, gallery, png_path):
    """Returns the list of problems found on gallery/index.html; writes the screenshot."""
    index = (gallery / "index.html").resolve()
    if not index.is_file():
        return [f"no index.html in {gallery}"]
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    problems = []
    try:
        for domain in ("Page", "Runtime", "Log"):
            browser.send(f"{domain}.enable", session=session)
        browser.send("Emulation.setDeviceMetricsOverride", {
            "width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False}, session=session)
        browser.events.clear()
        navigation = browser.send("Page.navigate", {"url": index.as_uri()}, session=session)
        if navigation.get("errorText"):
            return [f"index.html does not load: {navigation['errorText']}"]
        browser.wait_for("Page.loadEventFired", session)
        svgs = sorted(p.relative_to(gallery).as_posix() for p in gallery.rglob("*.svg"))
        result = browser.send("Runtime.evaluate", {
            "expression": f"({IMAGES_SCRIPT})({json.dumps(svgs)})", "awaitPromise": True,
            "returnByValue": True}, session=session)
        if "exceptionDetails" in result:
            raise CheckError("the image check script failed: " + json.dumps(result["exceptionDetails"]))
        page = json.loads(result["result"]["value"])
        problems.extend(page["broken"])
        if page["empty"]:
            problems.append("blank page: the body has no text and no images")
        width = max(1, min(page["width"], 4096))
        height = max(1, min(page["height"], MAX_SHOT_HEIGHT))
        shot = browser.send("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}}, session=session)
        png_path.write_bytes(base64.b64decode(shot["data"]))
        scale = min(1.0, (CHECK_PIXELS / (width * height)) ** 0.5)
        small = browser.send("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": scale}}, session=session)
        fraction = ink_fraction(base64.b64decode(small["data"]))
        if fraction < BLANK_INK_FRACTION:
            problems.append(f"blank page: the screenshot is near-uniform ({fraction:.4%} of pixels differ)")
        # Events that arrived while the screenshots were taken count too.
        browser.send("Runtime.evaluate", {"expression": "0"}, session=session)
        for event in browser.events:
            if event.get("sessionId") == session:
                message = describe_console(event)
                if message:
                    problems.append(message)
    finally:
        browser.events.clear()
        browser.send("Target.closeTarget", {"targetId": target})
    return problems


# MARK: - Self-test

SELF_TEST = {
    "good": None,
    "missing-image": "image does not load: missing.svg",
    "broken-svg": "SVG file does not load: broken.svg",
    "console-error": "console.error: ",
    "exception": "uncaught exception: ",
    "empty-body": "blank page",
    "invisible": "blank page: the screenshot is near-uniform",
}


def self_test(browser):
    fixtures = pathlib.Path(__file__).resolve().parent / "fixtures" / "browser-check"
    failures = 0
    with tempfile.TemporaryDirectory(prefix="browser-check-shots-") as shots:
        for name, expected in SELF_TEST.items():
            problems = check_gallery(browser, fixtures / name, pathlib.Path(shots) / f"{name}.png")
            if expected is None:
                ok = not problems
            else:
                ok = any(problem.startswith(expected) for problem in problems)
            print(f"{'ok  ' if ok else 'FAIL'} {name}: {problems or 'no problems'}")
            failures += 0 if ok else 1
    if failures:
        print(f"browser-check self-test: {failures} fixture(s) misjudged", file=sys.stderr)
        return 1
    print("browser-check self-test: passed")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("gallery", nargs="?", help="a directory holding index.html and its SVG files")
    parser.add_argument("--png", help="where to save the screenshot (default GALLERY/index.png)")
    parser.add_argument("--self-test", action="store_true", help="check the bundled fixtures")
    parser.add_argument("--browser", default="chromium", help="the Chromium executable")
    args = parser.parse_args()
    if not args.self_test and not args.gallery:
        parser.print_usage(sys.stderr)
        return 2
    if not args.self_test and not (pathlib.Path(args.gallery) / "index.html").is_file():
        print(f"browser-check: {args.gallery} holds no index.html", file=sys.stderr)
        return 2
    try:
        browser = Browser(args.browser)
    except OSError as error:
        print(f"browser-check: cannot start {args.browser}: {error}", file=sys.stderr)
        return 2
    try:
        if args.self_test:
            return self_test(browser)
        gallery = pathlib.Path(args.gallery)
        png = pathlib.Path(args.png) if args.png else gallery / "index.png"
        problems = check_gallery(browser, gallery, png)
    except CheckError as error:
        print(f"browser-check: {error}", file=sys.stderr)
        return 2
    finally:
        browser.close()
    if problems:
        print(f"browser-check: {gallery / 'index.html'} FAILED:", file=sys.stderr)
        for problem in problems:
            print(f"  - {problem}", file=sys.stderr)
        print(f"  screenshot: {png}", file=sys.stderr)
        return 1
    print(f"browser-check: {gallery / 'index.html'} renders ({png})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
