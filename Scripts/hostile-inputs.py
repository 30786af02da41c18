#!/usr/bin/env python3
"""Writes hostile and extreme inputs for `autolayout` (nothing of the kind is checked in: generate them).

    Scripts/hostile-inputs.py deep N OUT        a storyboard whose views nest N levels deep (<view><subviews>…)
    Scripts/hostile-inputs.py large MB OUT      a storyboard of about MB megabytes: one scene, rows of labels
                                                 with constraints, each row a few hundred bytes
    Scripts/hostile-inputs.py scenes MB OUT     the same rows spread over scenes of 100 labels each
    Scripts/hostile-inputs.py broken MB OUT     the same scenes with issues in every one: each tenth label has no
                                                 top constraint (ambiguous), each tenth from row 5 is recorded
                                                 7 pt below where its constraints put it (misplaced)
    Scripts/hostile-inputs.py misplaced MB OUT  scenes of 2 labels, the second recorded 7 pt low, and a comment of
                                                 400 lines (one "Update Frames" per scene: many small edits far apart)
    Scripts/hostile-inputs.py solve MB OUT      an autolayout-bench/1 system of about MB megabytes for `solve`: rows
                                                 of boxes, each a chain link (required), a width at or above 20
                                                 (required) and a preferred width of 40 (weak)
    Scripts/hostile-inputs.py weak-median N OUT  an autolayout-bench/1 system for `solve`: N weak equalities w == i
                                                 (i = 0 … N−1) on one variable (optimum: their median interval)
    Scripts/hostile-inputs.py optional-widths N OUT  a storyboard of one view with N optional width constraints
                                                 (priority 250, constants 1 … N) under one required width >= 0
    Scripts/hostile-inputs.py stack-widths N OUT  one vertical stack view (alignment fill, pinned to the root's
                                                 top, leading and trailing) of N arranged views, each with its own
                                                 required width (101, 102, …): N conflicts with the stack's fill
    Scripts/hostile-inputs.py nested-stacks N OUT N horizontal stack views nested one in the next, each holding a
                                                 40-wide view and the next stack; the innermost also a 400-wide
                                                 view (a conflict whose chain crosses all N stacks)
    Scripts/hostile-inputs.py glob N DEPTH DIR  DIR/.autolayout.yml excluding N repeated `**/a/` (then `x`) and
                                                 a storyboard DEPTH folders deep (a/a/…/a/A.storyboard) under DIR

Used by Benchmarks/README.md (figures for depth, size and globs) and docs/reliability.md.
"""
import os
import sys

HEADER = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
          'toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" '
          'initialViewController="vc">\n<scenes>\n<scene sceneID="s1">\n<objects>\n'
          '<viewController id="vc" sceneMemberID="viewController">\n'
          '<view key="view" contentMode="scaleToFill" id="root">\n'
          '<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>\n')
FOOTER = '</view>\n</viewController>\n</objects>\n</scene>\n</scenes>\n</document>\n'


def deep(levels, out):
    """Each level is a view pinned to its superview's edges, so every level is laid out."""
    with open(out, 'w') as f:
        f.write(HEADER)
        for level in range(levels):
            f.write(f'<subviews>\n<view translatesAutoresizingMaskIntoConstraints="NO" id="v{level}">\n')
        for level in reversed(range(levels)):
            parent = 'root' if level == 0 else f'v{level - 1}'
            f.write('</view>\n</subviews>\n<constraints>\n')
            for edge in ('top', 'leading', 'bottom', 'trailing'):
                f.write(f'<constraint firstItem="v{level}" firstAttribute="{edge}" secondItem="{parent}" '
                        f'secondAttribute="{edge}" id="c{level}{edge}"/>\n')
            f.write('</constraints>\n')
        f.write(FOOTER)


def large(megabytes, out):
    """Rows of labels under one scroll-free root; each label has a height and a leading constraint."""
    target = int(megabytes * 1_000_000)
    with open(out, 'w') as f:
        f.write(HEADER + '<subviews>\n')
        written, row, constraints = len(HEADER), 0, []
        while written < target:
            text = (f'<label text="Row {row}" translatesAutoresizingMaskIntoConstraints="NO" id="l{row}">'
                    f'<rect key="frame" x="16" y="{row * 20}" width="343" height="20"/>'
                    f'<constraints><constraint firstAttribute="height" constant="20" id="h{row}"/></constraints>'
                    f'</label>\n')
            f.write(text)
            written += len(text)
            constraints.append(f'<constraint firstItem="l{row}" firstAttribute="leading" secondItem="root" '
                               f'secondAttribute="leading" constant="16" id="x{row}"/>\n')
            constraints.append(f'<constraint firstItem="l{row}" firstAttribute="top" secondItem="root" '
                               f'secondAttribute="top" constant="{row * 20}" id="y{row}"/>\n')
            written += len(constraints[-1]) + len(constraints[-2])
            row += 1
        f.write('</subviews>\n<constraints>\n' + ''.join(constraints) + '</constraints>\n' + FOOTER)


def scenes(megabytes, out, broken=False, rows_per_scene=100, ambiguous=True, padding=0):
    """Scenes of `rows_per_scene` labels, each pinned to the root's leading edge and top, each with a height.
    `broken`: rows 0, 10, 20, … lose their top constraint (unless not `ambiguous`), rows 5, 15, … are
    recorded 7 pt low (row 1 in scenes of two). `padding`: a comment of that many lines in each scene."""
    target = int(megabytes * 1_000_000)
    with open(out, 'w') as f:
        head, tail = HEADER.split('<scene sceneID="s1">')
        f.write(head)
        written, scene = len(head), 0
        while written < target:
            rows, constraints = [], []
            for row in range(rows_per_scene):
                recorded_y = row * 20 + (7 if broken and row % 10 == min(5, rows_per_scene - 1) else 0)
                rows.append(f'<label text="Row {row}" translatesAutoresizingMaskIntoConstraints="NO" id="l{scene}-{row}">'
                            f'<rect key="frame" x="16" y="{recorded_y}" width="343" height="20"/><constraints>'
                            f'<constraint firstAttribute="height" constant="20" id="h{scene}-{row}"/></constraints></label>\n')
                constraints.append(f'<constraint firstItem="l{scene}-{row}" firstAttribute="leading" secondItem="root{scene}" '
                                   f'secondAttribute="leading" constant="16" id="x{scene}-{row}"/>\n')
                if not (broken and ambiguous and row % 10 == 0):
                    constraints.append(f'<constraint firstItem="l{scene}-{row}" firstAttribute="top" '
                                       f'secondItem="root{scene}" secondAttribute="top" constant="{row * 20}" '
                                       f'id="y{scene}-{row}"/>\n')
            text = (f'<scene sceneID="s{scene}">' + tail.replace('id="vc"', f'id="vc{scene}"')
                    .replace('id="root"', f'id="root{scene}"') + '<subviews>\n' + ''.join(rows)
                    + '</subviews>\n<constraints>\n' + ''.join(constraints) + '</constraints>\n'
                    + ('<!--\n' + 'padding line\n' * padding + '-->\n' if padding else '')
                    + '</view>\n</viewController>\n</objects>\n</scene>\n')
            f.write(text)
            written += len(text)
            scene += 1
        f.write('</scenes>\n</document>\n')


def solve(megabytes, out):
    """Boxes in a row: x[i] = x[i-1] + w[i-1] + 8, w[i] >= 20, w[i] == 40 (weak); every value determined."""
    target = int(megabytes * 1_000_000)
    names, rows, written, box = [], [], 0, 0
    while written < target:
        names += [f'"x{box}"', f'"w{box}"']
        link = ('[[1,"x0"]],"constant":0' if box == 0
                else f'[[1,"x{box}"],[-1,"x{box - 1}"],[-1,"w{box - 1}"]],"constant":-8')
        rows.append(f'{{"terms":{link},"op":"==","strength":"required"}}')
        rows.append(f'{{"terms":[[1,"w{box}"]],"constant":-20,"op":">=","strength":"required"}}')
        rows.append(f'{{"terms":[[1,"w{box}"]],"constant":-40,"op":"==","strength":"weak"}}')
        written += sum(len(row) + 2 for row in rows[-3:]) + len(names[-1]) + len(names[-2]) + 2
        box += 1
    with open(out, 'w') as f:
        f.write('{"format":"autolayout-bench/1","name":"solve-large","variables":[' + ','.join(names)
                + '],"constraints":[\n' + ',\n'.join(rows) + ']}\n')


def weak_median(count, out):
    rows = [f'{{"terms":[[1,"w"]],"constant":{-i},"op":"==","strength":"weak"}}' for i in range(count)]
    with open(out, 'w') as f:
        f.write('{"format":"autolayout-bench/1","name":"weak-median","variables":["w"],"constraints":[\n'
                + ',\n'.join(rows) + ']}\n')


def optional_widths(count, out):
    with open(out, 'w') as f:
        f.write(HEADER + '<subviews>\n<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" '
                'id="box">\n<rect key="frame" x="0.0" y="0.0" width="100" height="20"/>\n<constraints>\n'
                '<constraint firstAttribute="height" constant="20" id="h"/>\n'
                '<constraint firstAttribute="width" relation="greaterThanOrEqual" id="w0"/>\n')
        for index in range(1, count + 1):
            f.write(f'<constraint firstAttribute="width" constant="{index}" priority="250" id="w{index}"/>\n')
        f.write('</constraints>\n</view>\n</subviews>\n<constraints>\n')
        for edge in ('top', 'leading'):
            f.write(f'<constraint firstItem="box" firstAttribute="{edge}" secondItem="root" secondAttribute="{edge}" '
                    f'id="r{edge}"/>\n')
        f.write('</constraints>\n' + FOOTER)


def stack_widths(count, out):
    with open(out, 'w') as f:
        f.write(HEADER + '<subviews>\n<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" '
                'translatesAutoresizingMaskIntoConstraints="NO" id="st">\n'
                f'<rect key="frame" x="0.0" y="0.0" width="375" height="{count * 20}"/>\n<subviews>\n')
        for index in range(count):
            f.write(f'<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a{index}">'
                    f'<rect key="frame" x="0.0" y="{index * 20}" width="375" height="20"/><constraints>'
                    f'<constraint firstAttribute="width" constant="{101 + index}" id="w{index}"/>'
                    f'<constraint firstAttribute="height" constant="20" id="h{index}"/></constraints></view>\n')
        f.write('</subviews>\n</stackView>\n</subviews>\n<constraints>\n')
        for edge in ('top', 'leading', 'trailing'):
            f.write(f'<constraint firstItem="st" firstAttribute="{edge}" secondItem="root" secondAttribute="{edge}" '
                    f'id="r{edge}"/>\n')
        f.write('</constraints>\n' + FOOTER)


def nested_stacks(levels, out):
    def stack(level):
        inner = stack(level + 1) if level + 1 < levels else (
            '<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">'
            '<rect key="frame" x="0.0" y="0.0" width="400" height="20"/><constraints>'
            '<constraint firstAttribute="width" constant="400" id="wideW"/></constraints></view>\n')
        return (f'<stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" '
                f'id="s{level}"><rect key="frame" x="0.0" y="0.0" width="375" height="20"/>\n<subviews>\n'
                f'<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b{level}">'
                f'<rect key="frame" x="0.0" y="0.0" width="40" height="20"/><constraints>'
                f'<constraint firstAttribute="width" constant="40" id="bw{level}"/>'
                f'<constraint firstAttribute="height" constant="20" id="bh{level}"/></constraints></view>\n'
                + inner + '</subviews>\n</stackView>\n')
    with open(out, 'w') as f:
        f.write(HEADER + '<subviews>\n' + stack(0) + '</subviews>\n<constraints>\n')
        for edge in ('top', 'leading', 'trailing'):
            f.write(f'<constraint firstItem="s0" firstAttribute="{edge}" secondItem="root" secondAttribute="{edge}" '
                    f'id="r{edge}"/>\n')
        f.write('</constraints>\n' + FOOTER)


def glob(repeats, depth, directory):
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, '.autolayout.yml'), 'w') as f:
        f.write('excluded:\n  - "' + '**/a/' * repeats + 'x"\n')
    folder = os.path.join(directory, *(['a'] * depth))
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, 'A.storyboard'), 'w') as f:
        f.write(HEADER + FOOTER)


if __name__ == '__main__':
    command, args = sys.argv[1], sys.argv[2:]
    if command == 'deep':
        deep(int(args[0]), args[1])
    elif command == 'large':
        large(float(args[0]), args[1])
    elif command == 'scenes':
        scenes(float(args[0]), args[1])
    elif command == 'broken':
        scenes(float(args[0]), args[1], broken=True)
    elif command == 'misplaced':
        scenes(float(args[0]), args[1], broken=True, rows_per_scene=2, ambiguous=False, padding=400)
    elif command == 'solve':
        solve(float(args[0]), args[1])
    elif command == 'weak-median':
        weak_median(int(args[0]), args[1])
    elif command == 'optional-widths':
        optional_widths(int(args[0]), args[1])
    elif command == 'stack-widths':
        stack_widths(int(args[0]), args[1])
    elif command == 'nested-stacks':
        nested_stacks(int(args[0]), args[1])
    elif command == 'glob':
        glob(int(args[0]), int(args[1]), args[2])
    else:
        sys.exit(__doc__)
