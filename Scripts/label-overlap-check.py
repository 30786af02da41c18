#!/usr/bin/env python3
"""Measures, in headless chromium, whether any two visible text elements of a picture overlap.

    Scripts/label-overlap-check.py [--binary B] [--largest N CORPUS] [--jobs J] FILE_OR_FOLDER...

Draws every scene of the IB files given (`autolayout check --html`: the pictures `render` draws), puts all the
pictures on one page, and loads it once (one browser session however many scenes): a script
measures each visible <text> element's box (getBoundingClientRect, after layout and fonts) and
lists the pairs whose boxes intersect by more than half a pixel each way. `--largest N CORPUS`
adds the N largest scenes of the IB files under CORPUS, by number of views (elements recording a
frame). Prints one line per scene with overlaps and a total; exits 1 when any pair overlaps or a
scene fails to render, 0 otherwise. .ci/run runs it on the bundled examples and the 30 largest
corpus scenes (docs/render-and-html-report.md has the whole-corpus figures).
"""
import argparse
import html
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from xml.etree import ElementTree

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


def view_counts(path):
    """{scene id: number of views} for a storyboard's scenes (`sceneID`) or a xib's top-level
    objects (`id`), the ids `autolayout` names scenes by; a view is an element that records a frame
    (`<rect key="frame">`), as every view in an IB file does."""
    try:
        root = ElementTree.parse(path).getroot()
    except (ElementTree.ParseError, OSError):
        return {}

    def views(element):
        own = 1 if any(child.tag == "rect" and child.get("key") == "frame" for child in element) else 0
        return own + sum(views(child) for child in element)

    scenes = root.iter("scene") if path.endswith(".storyboard") else (root.find("objects") or [])
    return {scene.get("sceneID") or scene.get("id"): views(scene) for scene in scenes
            if scene.get("sceneID") or scene.get("id")}


def largest_scenes(corpus, count):
    """{path: set of scene ids}: the `count` scenes under `corpus` with the most views."""
    ranked = sorted((-views, path, scene) for path in ib_files([corpus]) for scene, views in view_counts(path).items())
    chosen = {}
    for _, path, scene in ranked[:count]:
        chosen.setdefault(path, set()).add(scene)
    return chosen


def pictures(binary, path):
    """[(label, section or None)] for every scene of `path`: one `check --html` run draws them all
    with the same `ScenePicture` as `render`, reading and laying out the file once. None: `check`
    could not draw the file."""
    with tempfile.TemporaryDirectory() as out:
        run = subprocess.run([binary, "check", "--quiet", "--html", out, path], capture_output=True, text=True)
        pages = [os.path.join(out, name) for name in sorted(os.listdir(out)) if name != "index.html"]
        if run.returncode == 0 and not pages and "note: skipped:" in run.stdout + run.stderr:
            return []  # not an iOS document (a macOS storyboard): check skips it, so there is no picture
        if run.returncode not in (0, 1) or len(pages) != 1:
            return [(html.escape(path + "#", quote=True), None)]
        with open(pages[0], encoding="utf-8") as page:
            text = page.read()
    result = []
    for scene, body in re.findall(r'<section class="scene" id="[^"]*" data-scene-id="([^"]*)">(.*?)</section>', text, re.S):
        svg = re.search(r"<svg .*?</svg>", body, re.S)
        label = html.escape(path, quote=True) + "#" + scene
        result.append((label, '<section data-scene="%s">%s</section>' % (label, svg.group(0)) if svg else None))
    return result


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
    parser.add_argument("--jobs", type=int, default=2, help="renders run at once")
    parser.add_argument("paths", nargs="*")
    arguments = parser.parse_args()
    files = [(path, None) for path in ib_files(arguments.paths)]
    if arguments.largest:
        files += sorted(largest_scenes(arguments.largest[1], int(arguments.largest[0])).items())
    with ThreadPoolExecutor(max_workers=max(arguments.jobs, 1)) as pool:
        drawn = list(pool.map(lambda item: pictures(arguments.binary, item[0]), files))
    rendered = [(label, section) for (path, only), scenes in zip(files, drawn) for label, section in scenes
                if only is None or html.unescape(label).rsplit("#", 1)[1] in only or section is None]
    failed = [label for label, section in rendered if section is None]
    sections = [section for _, section in rendered if section is not None]
    browser = browser_test.find_browser()
    if not browser:
        print("label-overlap-check: no chromium: skipped")
        return 0
    with tempfile.TemporaryDirectory() as work:
        page = os.path.join(work, "pictures.html")
        with open(page, "w", encoding="utf-8") as out:
            out.write("<!doctype html><html><head><meta charset='utf-8'></head><body>%s<pre id='result'></pre>%s</body></html>"
                      % ("\n".join(sections), MEASURE))
        result = browser_test.run_browser(browser, os.path.join(work, "profile"), ["--dump-dom"], "file://" + page,
                                          timeout=1800)
    found = re.search(r"<pre id=\"result\">(.*?)</pre>", result.stdout, re.S)
    measured = json.loads(html.unescape(found.group(1))) if found else []
    total = texts = 0
    for scene in measured:
        texts += scene["texts"]
        if scene["overlaps"]:
            total += len(scene["overlaps"])
            print("%s: %d of %d labels overlap, e.g. %r" % (scene["scene"], len(scene["overlaps"]), scene["texts"],
                                                              scene["overlaps"][0]))
    for label in failed:
        print("%s: render failed" % html.unescape(label))
    if len(measured) != len(sections):
        print("label-overlap-check: the page measured %d of %d scenes" % (len(measured), len(sections)))
        return 1
    print("label-overlap-check: %d scenes, %d visible labels, %d overlapping pairs, %d renders failed"
          % (len(measured), texts, total, len(failed)))
    return 1 if total or failed else 0


if __name__ == "__main__":
    sys.exit(main())
