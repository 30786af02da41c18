#!/usr/bin/env python3
"""Measures, in headless chromium, whether any two visible text elements of a picture overlap.

    Scripts/label-overlap-check.py [--binary B] [--largest N CORPUS] FILE_OR_FOLDER...

Renders every scene of the IB files given (`autolayout render --scene ID`), puts all the
pictures on one page, and loads it once: a script measures each visible <text> element's box
(getBoundingClientRect, after layout and fonts) and lists the pairs whose boxes intersect by more
than half a pixel each way. `--largest N CORPUS` adds the N largest IB files of CORPUS. Prints one
line per scene with overlaps and a total; exits 1 when any pair overlaps, 0 when none does.
This is a measurement (docs/render-and-html-report.md): the pictures do not meet it yet, so CI
does not run it as a gate.
"""
import argparse
import html
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from importlib import import_module

browser_test = import_module("html-report-browser-test")

MEASURE = """<script>
window.addEventListener('load', function () {
  var result = [];
  document.querySelectorAll('section[data-scene]').forEach(function (section) {
    var boxes = [];
    section.querySelectorAll('svg text').forEach(function (text) {
      var style = getComputedStyle(text);
      if (style.display === 'none' || style.visibility === 'hidden' || !text.textContent.trim()) return;
      var r = text.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) boxes.push({t: text.textContent, l: r.left, r: r.right, a: r.top, b: r.bottom});
    });
    var pairs = [];
    for (var i = 0; i < boxes.length; i++) for (var j = i + 1; j < boxes.length; j++) {
      var p = boxes[i], q = boxes[j];
      if (Math.min(p.r, q.r) - Math.max(p.l, q.l) > 0.5 && Math.min(p.b, q.b) - Math.max(p.a, q.a) > 0.5)
        pairs.push([p.t, q.t]);
    }
    result.push({scene: section.getAttribute('data-scene'), texts: boxes.length, overlaps: pairs});
  });
  document.getElementById('result').textContent = JSON.stringify(result);
});
</script>"""


def scenes(binary, path):
    """The scene ids `render` knows for a file (an unknown --scene lists them)."""
    run = subprocess.run([binary, "render", "--scene", "\u2063none", path, "-o", "-"], capture_output=True, text=True)
    listed = run.stderr.split("its scenes are: ", 1)
    return re.findall(r"(?:^|, )(\S+) \(", listed[1].strip()) if len(listed) == 2 else [None]


def ib_files(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, files in os.walk(path):
                dirs.sort()
                for name in sorted(files):
                    if name.endswith((".storyboard", ".xib")):
                        yield os.path.join(root, name)
        else:
            yield path


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/debug/autolayout")
    parser.add_argument("--largest", nargs=2, metavar=("N", "CORPUS"))
    parser.add_argument("paths", nargs="*")
    arguments = parser.parse_args()
    files = list(ib_files(arguments.paths))
    if arguments.largest:
        corpus = sorted(ib_files([arguments.largest[1]]), key=lambda p: (-os.path.getsize(p), p))
        files += corpus[: int(arguments.largest[0])]
    sections = []
    for path in files:
        for scene in scenes(arguments.binary, path):
            command = [arguments.binary, "render", path, "-o", "-"] + (["--scene", scene] if scene else [])
            run = subprocess.run(command, capture_output=True, text=True)
            if run.returncode == 0:
                svg = re.sub(r"^<\?xml[^>]*>\s*", "", run.stdout)
                label = html.escape("%s#%s" % (path, scene or ""), quote=True)
                sections.append('<section data-scene="%s">%s</section>' % (label, svg))
    browser = browser_test.find_browser()
    if not browser:
        print("label-overlap-check: no chromium: skipped")
        return 0
    with tempfile.TemporaryDirectory() as work:
        page = os.path.join(work, "pictures.html")
        with open(page, "w", encoding="utf-8") as out:
            out.write("<!doctype html><html><head><meta charset='utf-8'></head><body>%s<pre id='result'></pre>%s</body></html>"
                      % ("\n".join(sections), MEASURE))
        result = browser_test.run_browser(browser, os.path.join(work, "profile"), ["--dump-dom"], "file://" + page)
    found = re.search(r"<pre id=\"result\">(.*?)</pre>", result.stdout, re.S)
    measured = json.loads(html.unescape(found.group(1))) if found else []
    total = 0
    for scene in measured:
        if scene["overlaps"]:
            total += len(scene["overlaps"])
            print("%s: %d of %d labels overlap, e.g. %r" % (scene["scene"], len(scene["overlaps"]), scene["texts"],
                                                              scene["overlaps"][0]))
    print("label-overlap-check: %d scenes, %d overlapping pairs" % (len(measured), total))
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
