#!/usr/bin/env python3
"""Opens `autolayout check --html` in a real headless browser (Debian's `chromium`).

Generates the report for Examples/Storyboards, then, for the index and a document page:
  - the page loads with no script errors, failed resources or console errors, and fetches
    nothing but its own file (no network);
  - a screenshot is not blank (the PNG, decoded here with zlib, has more than one colour);
  - the pictures are there: every scene section holds an <svg> that the browser lays out
    with a non-zero size;
  - an issue link reaches its scene: following `#issue-N` targets an issue inside a scene
    section with a picture, the issue is pinned and its objects are highlighted in the picture
    (and the highlight colour shows in the screenshot); every scene link of the index reaches
    a scene section on an existing page.

Where no chromium can be found it says so, prints "skipped" and exits 0.
Usage: Scripts/html-report-browser-test.py [--binary .build/debug/autolayout] [--keep DIR]
Standard library only.
"""
import argparse
import html.parser
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HIGHLIGHT = (0x7C, 0x3A, 0xED)  # the report's highlight stroke, #7c3aed

# Injected first into a copy of each page: records script errors, failed resources and
# console errors, then writes what the test needs into attributes of <html> for --dump-dom.
PROBE = """<script>
(function () {
  var errors = [];
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      errors.push('failed to load ' + (target.src || target.href));
    } else {
      errors.push(String(event.message));
    }
  }, true);
  var original = console.error;
  console.error = function () {
    errors.push(Array.prototype.join.call(arguments, ' '));
    return original.apply(console, arguments);
  };
  window.addEventListener('load', function () {
    setTimeout(function () {
      var root = document.documentElement;
      var resources = performance.getEntriesByType('resource').map(function (entry) { return entry.name; });
      var sizes = Array.prototype.map.call(document.querySelectorAll('section.scene svg, section.event svg'), function (svg) {
        var box = svg.getBoundingClientRect();
        return [box.width, box.height];
      });
      var target = document.querySelector(':target');
      root.setAttribute('data-test-errors', JSON.stringify(errors));
      root.setAttribute('data-test-resources', JSON.stringify(resources));
      root.setAttribute('data-test-svg-sizes', JSON.stringify(sizes));
      root.setAttribute('data-test-target', target ? target.id : '');
      root.setAttribute('data-test-loaded', 'yes');
    }, 0);
  });
})();
</script>
"""


class Failure(Exception):
    pass


def find_browser():
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome", "headless_shell"):
        path = shutil.which(name)
        if path:
            return path
    return None


def run_browser(browser, profile, arguments, url, timeout=120):
    command = [browser, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
               "--disable-dev-shm-usage", "--hide-scrollbars", "--user-data-dir=" + profile,
               # Nothing may come from the network: every host name fails to resolve.
               "--host-resolver-rules=MAP * ~NOTFOUND",
               "--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000"] + arguments + [url]
    result = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        raise Failure("chromium exited %d: %s" % (result.returncode, result.stderr[-2000:]))
    return result


class Element:
    def __init__(self, tag, attributes, parent):
        self.tag = tag
        self.attributes = dict(attributes)
        self.parent = parent
        self.children = []

    def classes(self):
        return (self.attributes.get("class") or "").split()

    def ancestors(self):
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def descendants(self):
        for child in self.children:
            yield child
            yield from child.descendants()


class TreeBuilder(html.parser.HTMLParser):
    """A small DOM: enough to follow ids, classes and nesting in --dump-dom output."""
    VOID = {"meta", "link", "br", "img", "input", "hr", "source", "wbr", "area", "base", "col", "embed", "track"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", [], None)
        self.current = self.root
        self.elements = []

    def handle_starttag(self, tag, attributes):
        element = Element(tag, attributes, self.current)
        self.current.children.append(element)
        self.elements.append(element)
        if tag not in self.VOID:
            self.current = element

    def handle_startendtag(self, tag, attributes):
        element = Element(tag, attributes, self.current)
        self.current.children.append(element)
        self.elements.append(element)

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent


def parse(markup):
    builder = TreeBuilder()
    builder.feed(markup)
    return builder


def png_pixels(path):
    """Width, height and rows of (r, g, b) tuples of an 8-bit RGB or RGBA PNG."""
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise Failure("%s is not a PNG" % path)
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise Failure("unsupported PNG format (depth %d, colour type %d)" % (depth, colour))
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            upper_left = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - upper_left
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - upper_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
                line[x] = (line[x] + predictor) & 0xFF
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return width, height, rows


def check_screenshot(path, expect_highlight):
    width, height, rows = png_pixels(path)
    counts = {}
    for row in rows:
        for pixel in row:
            counts[pixel] = counts.get(pixel, 0) + 1
    background = max(counts.values())
    if len(counts) < 2:
        raise Failure("%s is blank: one colour" % path)
    drawn = width * height - background
    if drawn < width * height // 200:
        raise Failure("%s is nearly blank: %d of %d pixels differ from the background" % (path, drawn, width * height))
    highlighted = sum(count for pixel, count in counts.items()
                      if all(abs(a - b) <= 8 for a, b in zip(pixel, HIGHLIGHT)))
    if expect_highlight and highlighted == 0:
        raise Failure("%s shows no highlight colour" % path)
    return "%dx%d, %d colours, %d drawn pixels, %d highlight pixels" % (width, height, len(counts), drawn, highlighted)


def load(browser, profile, page_path, fragment=""):
    """The page's DOM after load (from an instrumented copy beside it) and chromium's log."""
    directory, name = os.path.split(page_path)
    probe_path = os.path.join(directory, "__probe__" + name)
    with open(page_path, encoding="utf-8") as handle:
        markup = handle.read()
    if "<head>" not in markup:
        raise Failure("%s has no <head>" % name)
    with open(probe_path, "w", encoding="utf-8") as handle:
        handle.write(markup.replace("<head>", "<head>\n" + PROBE, 1))
    url = "file://" + probe_path + fragment
    result = run_browser(browser, profile, ["--dump-dom"], url)
    os.remove(probe_path)
    dom = parse(result.stdout)
    html_element = next((e for e in dom.elements if e.tag == "html"), None)
    if html_element is None or html_element.attributes.get("data-test-loaded") != "yes":
        raise Failure("%s%s did not finish loading (or its script did not run)" % (name, fragment))
    errors = json.loads(html_element.attributes.get("data-test-errors") or "[]")
    console = [line for line in result.stderr.splitlines()
               if "CONSOLE" in line and ("Uncaught" in line or "rror" in line)]
    if errors or console:
        raise Failure("%s%s: errors %s %s" % (name, fragment, errors, console))
    resources = json.loads(html_element.attributes.get("data-test-resources") or "[]")
    foreign = [resource for resource in resources if not resource.startswith("file://")]
    if foreign:
        raise Failure("%s fetched %s" % (name, foreign))
    return dom, html_element


def check_pictures(name, dom, html_element):
    sections = [e for e in dom.elements if e.tag == "section" and "scene" in e.classes()]
    sizes = json.loads(html_element.attributes.get("data-test-svg-sizes") or "[]")
    for section in sections:
        if not any(d.tag == "svg" for d in section.descendants()):
            raise Failure("%s: scene %s has no picture" % (name, section.attributes.get("id")))
    if len(sizes) != len(sections) or any(w <= 0 or h <= 0 for w, h in sizes):
        raise Failure("%s: pictures laid out as %s for %d scenes" % (name, sizes, len(sections)))
    return len(sections)


LOG_FIXTURE = """[LayoutConstraints] Unable to simultaneously satisfy constraints.
(
    "<NSLayoutConstraint:0xc1 UILabel:0xa1'Total'.width == 420   (active)>",
    "<NSLayoutConstraint:0xc2 'UIView-Encapsulated-Layout-Width' UILabel:0xa1'Total'.width == 320   (active)>"
)
Will attempt to recover by breaking constraint
<NSLayoutConstraint:0xc1 UILabel:0xa1'Total'.width == 420   (active)>
"""


def check_log_report(browser, profile, work, binary):
    """`autolayout log --html`: the index and the log's page load cleanly, and the page's conflict
    section shows its picture with a size."""
    log_path = os.path.join(work, "app.log")
    with open(log_path, "w", encoding="utf-8") as handle:
        handle.write(LOG_FIXTURE)
    report = os.path.join(work, "log-report")
    result = subprocess.run([binary, "log", log_path, "--html", report], capture_output=True, text=True, timeout=120)
    if result.returncode != 1:
        raise Failure("autolayout log exited %d: %s" % (result.returncode, result.stderr))
    load(browser, profile, os.path.join(report, "index.html"))
    dom, html_element = load(browser, profile, os.path.join(report, "log-1.html"))
    sections = [e for e in dom.elements if e.tag == "section" and "event" in e.classes()]
    sizes = json.loads(html_element.attributes.get("data-test-svg-sizes") or "[]")
    if len(sections) != 1 or len(sizes) != 1 or any(w <= 0 or h <= 0 for w, h in sizes):
        raise Failure("log-1.html: %d event sections, pictures laid out as %s" % (len(sections), sizes))
    print("ok: autolayout log --html: index and log page load with no errors; the conflict's picture has a size")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/autolayout"))
    parser.add_argument("--keep", help="write the report and screenshots here and keep them")
    arguments = parser.parse_args()

    browser = find_browser()
    if browser is None:
        print("html-report-browser-test: no chromium found (Debian: apt-get install chromium); skipped")
        return 0
    if not os.access(arguments.binary, os.X_OK):
        print("html-report-browser-test: %s is not built (run swift build)" % arguments.binary)
        return 1

    work = arguments.keep or tempfile.mkdtemp(prefix="html-report-browser-")
    os.makedirs(work, exist_ok=True)
    report = os.path.join(work, "report")
    profile = tempfile.mkdtemp(prefix="chromium-profile-")
    try:
        check = subprocess.run([arguments.binary, "check", "Examples/Storyboards", "--html", report],
                               cwd=ROOT, capture_output=True, text=True, timeout=300)
        if check.returncode not in (0, 1):
            raise Failure("autolayout check exited %d: %s" % (check.returncode, check.stderr))
        index_path = os.path.join(report, "index.html")

        # The index: loads cleanly, looks like something, and every scene link reaches a scene.
        dom, html_element = load(browser, profile, index_path)
        print("ok: index.html loads with no errors and fetches nothing")
        shot = os.path.join(work, "index.png")
        run_browser(browser, profile, ["--screenshot=" + shot, "--window-size=1280,800"], "file://" + index_path)
        print("ok: index.png not blank (%s)" % check_screenshot(shot, expect_highlight=False))
        scene_links = [e.attributes["href"] for e in dom.elements
                       if e.tag == "a" and "#scene-" in (e.attributes.get("href") or "")]
        if not scene_links:
            raise Failure("index.html links no scene")
        pages = {}
        for href in scene_links:
            page, anchor = href.split("#", 1)
            if page not in pages:
                path = os.path.join(report, page)
                if not os.path.isfile(path):
                    raise Failure("index.html links %s, which does not exist" % page)
                with open(path, encoding="utf-8") as handle:
                    pages[page] = parse(handle.read())
            target = next((e for e in pages[page].elements if e.attributes.get("id") == anchor), None)
            if target is None or target.tag != "section" or "scene" not in target.classes():
                raise Failure("index.html: %s reaches no scene section" % href)
        print("ok: %d scene links of the index reach scene sections" % len(scene_links))

        # A document page with issues, opened at its first issue.
        page = next((p for p, d in sorted(pages.items())
                     if any(e.tag == "li" and "issue" in e.classes() for e in d.elements)), None)
        if page is None:
            raise Failure("no document page has an issue to follow")
        page_path = os.path.join(report, page)
        static = pages[page]
        link = next(e for e in static.elements
                    if e.tag == "a" and (e.attributes.get("href") or "").startswith("#issue-"))
        fragment = link.attributes["href"]
        dom, html_element = load(browser, profile, page_path, fragment)
        print("ok: %s loads with no errors and fetches nothing" % page)
        count = check_pictures(page, dom, html_element)
        print("ok: %s shows %d scene picture(s), laid out with a size" % (page, count))
        anchor = fragment[1:]
        if html_element.attributes.get("data-test-target") != anchor:
            raise Failure("%s%s: the browser's :target is %r" % (page, fragment,
                                                                 html_element.attributes.get("data-test-target")))
        issue = next(e for e in dom.elements if e.attributes.get("id") == anchor)
        scene = next((a for a in issue.ancestors() if a.tag == "section" and "scene" in a.classes()), None)
        if scene is None or not any(d.tag == "svg" for d in scene.descendants()):
            raise Failure("%s: %s is not inside a scene with a picture" % (page, fragment))
        if "pinned" not in issue.classes():
            raise Failure("%s: opened at %s, the issue is not pinned" % (page, fragment))
        objects = (issue.attributes.get("data-objects") or "").split()
        lit = sorted({d.attributes.get("data-id") for d in scene.descendants() if "highlight" in d.classes()})
        if not objects or lit != sorted(set(objects) & set(lit)) or not lit:
            raise Failure("%s: issue objects %s, highlighted %s" % (page, objects, lit))
        print("ok: %s reaches scene %s; its objects %s are highlighted" % (fragment, scene.attributes["id"], lit))
        shot = os.path.join(work, "document.png")
        run_browser(browser, profile, ["--screenshot=" + shot, "--window-size=1280,1000"],
                    "file://" + page_path + fragment)
        print("ok: document.png not blank, highlight visible (%s)" % check_screenshot(shot, expect_highlight=True))
        check_log_report(browser, profile, work, arguments.binary)
        print("html-report-browser-test: passed")
        return 0
    except (Failure, subprocess.TimeoutExpired) as error:
        print("html-report-browser-test: FAILED: %s" % error)
        return 1
    finally:
        shutil.rmtree(profile, ignore_errors=True)
        if not arguments.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
