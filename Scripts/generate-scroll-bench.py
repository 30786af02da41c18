#!/usr/bin/env python3
"""Writes storyboards for the LayoutCheck benchmark (Benchmarks/README.md, "check, explain and fix").

One scene: a scroll view pinned to its root view, a content view pinned to the scroll view's
content edges and as wide as the scroll view, and N rows stacked top to bottom inside it, each as
wide as the content view.

  --kind ambiguous   every row is `height >= 30`: each row's height, and so the content height,
                     is ambiguous (N + 2 issues, each with fix-its to verify)
  --kind determined  every row is `height = 30`: nothing is wrong (content 375 x 30N)

Usage: Scripts/generate-scroll-bench.py --kind ambiguous --rows 1000 -o rows-1000.storyboard
"""
import argparse


def constraint(cid, first, first_attribute, second=None, second_attribute=None, relation=None, constant=None):
    parts = []
    if first is not None:
        parts.append(f'firstItem="{first}"')
    parts.append(f'firstAttribute="{first_attribute}"')
    if relation:
        parts.append(f'relation="{relation}"')
    if second is not None:
        parts.append(f'secondItem="{second}" secondAttribute="{second_attribute}"')
    if constant is not None:
        parts.append(f'constant="{constant}"')
    parts.append(f'id="{cid}"')
    return "<constraint " + " ".join(parts) + "/>"


def storyboard(rows, ambiguous):
    row_height = 30
    width = 375
    relation = "greaterThanOrEqual" if ambiguous else None
    row_ids = [f"rw{i:06d}" for i in range(rows)]
    out = []
    add = out.append
    add('<?xml version="1.0" encoding="UTF-8"?>')
    add('<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
        'useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-001">')
    add('    <device id="retina4_7" orientation="portrait" appearance="light"/>')
    add('    <scenes>')
    add('        <scene sceneID="sc0-00-001">')
    add('            <objects>')
    add('                <viewController id="vc0-00-001" sceneMemberID="viewController">')
    add('                    <view key="view" contentMode="scaleToFill" id="rt0-00-001">')
    add(f'                        <rect key="frame" x="0.0" y="0.0" width="{width}" height="667"/>')
    add('                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>')
    add('                        <subviews>')
    add('                            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" '
        'translatesAutoresizingMaskIntoConstraints="NO" id="sv0-00-001">')
    add(f'                                <rect key="frame" x="0.0" y="0.0" width="{width}" height="667"/>')
    add('                                <subviews>')
    add('                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" '
        'id="cv0-00-001" userLabel="Content View">')
    add(f'                                        <rect key="frame" x="0.0" y="0.0" width="{width}" height="{rows * row_height}"/>')
    add('                                        <subviews>')
    for i, rid in enumerate(row_ids):
        add(f'                                            <view contentMode="scaleToFill" '
            f'translatesAutoresizingMaskIntoConstraints="NO" id="{rid}" userLabel="Row {i}">')
        add(f'                                                <rect key="frame" x="0.0" y="{i * row_height}" '
            f'width="{width}" height="{row_height}"/>')
        add('                                                <constraints>')
        add('                                                    ' + constraint(
            f"h{rid}", None, "height", relation=relation, constant=row_height))
        add('                                                </constraints>')
        add('                                            </view>')
    add('                                        </subviews>')
    add('                                        <constraints>')
    for i, rid in enumerate(row_ids):
        c = '                                            '
        add(c + constraint(f"l{rid}", rid, "leading", "cv0-00-001", "leading"))
        add(c + constraint(f"t{rid}", None, "trailing", rid, "trailing"))
        top = ("cv0-00-001", "top") if i == 0 else (row_ids[i - 1], "bottom")
        add(c + constraint(f"v{rid}", rid, "top", top[0], top[1]))
    if row_ids:
        add('                                            ' + constraint("cvb-00-001", None, "bottom", row_ids[-1], "bottom"))
    add('                                        </constraints>')
    add('                                    </view>')
    add('                                </subviews>')
    add('                                <constraints>')
    c = '                                    '
    add(c + constraint("sc0-00-001", "cv0-00-001", "top", "sv0-00-001", "top"))
    add(c + constraint("sc0-00-002", "cv0-00-001", "leading", "sv0-00-001", "leading"))
    add(c + constraint("sc0-00-003", None, "trailing", "cv0-00-001", "trailing"))
    add(c + constraint("sc0-00-004", None, "bottom", "cv0-00-001", "bottom"))
    add(c + constraint("sc0-00-005", "cv0-00-001", "width", "sv0-00-001", "width"))
    add('                                </constraints>')
    add('                            </scrollView>')
    add('                        </subviews>')
    add('                        <constraints>')
    c = '                            '
    add(c + constraint("rc0-00-001", "sv0-00-001", "top", "rt0-00-001", "top"))
    add(c + constraint("rc0-00-002", "sv0-00-001", "leading", "rt0-00-001", "leading"))
    add(c + constraint("rc0-00-003", None, "trailing", "sv0-00-001", "trailing"))
    add(c + constraint("rc0-00-004", None, "bottom", "sv0-00-001", "bottom"))
    add('                        </constraints>')
    add('                    </view>')
    add('                </viewController>')
    add('            </objects>')
    add('        </scene>')
    add('    </scenes>')
    add('</document>')
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kind", choices=["ambiguous", "determined"], required=True)
    parser.add_argument("--rows", type=int, required=True)
    parser.add_argument("-o", "--output", required=True)
    arguments = parser.parse_args()
    if arguments.rows < 1:
        parser.error("--rows must be at least 1")
    with open(arguments.output, "w", encoding="utf-8") as file:
        file.write(storyboard(arguments.rows, arguments.kind == "ambiguous"))


if __name__ == "__main__":
    main()
