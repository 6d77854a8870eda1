#!/usr/bin/env python3
"""An independent count of a tree's Objective-C view controllers, read with clang's own lexer.

vclint's claim to check: which Objective-C classes are controllers, and how many code lines
their `@implementation` parts hold. This script shares no code with vclint. It lexes every
.h/.m/.mm file with `clang -cc1 -dump-raw-tokens` (no SDK headers needed), reads
`@interface Name : Super` and the `@implementation … @end` spans from clang's tokens, reads
Swift `class Name: Super` lines with a regular expression (for chains that cross languages),
and decides controllers the way the README documents: a chain reaching a UIKit/AppKit
controller class, or an out-of-tree superclass ending in `ViewController`.

A code line is a line that holds, or is spanned by, a token that is neither whitespace nor a
comment, strictly between `@implementation` and its `@end`.

    python3 Tools/objc-clang-count.py DIR [--vclint .build/release/vclint]

prints the controllers clang finds, and with `--vclint` compares them with
`vclint metrics DIR --format json`: the controller set, and per controller the lines of its
Objective-C implementation parts (the `lines` of its parts in .m/.mm files).
"""
import argparse
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
EXCLUDED_DIRS = {"Pods", "Carthage", ".build", "DerivedData"}
EXCLUDED_SUFFIXES = ("Tests", ".xctemplate")
RECORD_END = re.compile(r"Loc=<(.*):(\d+):(\d+)>$")


def controller_family():
    """The framework controller classes, read as data from vclint's list."""
    text = open(os.path.join(HERE, "..", "Sources", "VCLintCore", "Controllers", "ControllerFamily.swift")).read()
    start = text.index("byFramework")
    end = text.index("public static let classes", start)
    return set(re.findall(r'"([A-Z]\w+)"', text[start:end]))


def source_files(root):
    for directory, subdirectories, files in os.walk(root):
        subdirectories[:] = sorted(d for d in subdirectories
                                   if d not in EXCLUDED_DIRS and not d.endswith(EXCLUDED_SUFFIXES))
        for name in sorted(files):
            if name.endswith((".h", ".m", ".mm", ".swift")):
                yield os.path.join(directory, name)


def clang_tokens(path):
    """[(kind, line, offset)] for every token, in order, from clang's raw lexer."""
    language = "objective-c++" if path.endswith(".mm") else "objective-c"
    output = subprocess.run(["clang", "-cc1", "-x", language, "-dump-raw-tokens", path],
                            capture_output=True).stderr.decode("utf-8", "replace")
    tokens = []
    kind = None
    for line in output.split("\n"):
        if kind is None:
            head = re.match(r"([a-z_]+) '", line)
            if not head:
                continue
            kind = head.group(1)
        end = RECORD_END.search(line)
        if end:
            tokens.append((kind, int(end.group(2)), int(end.group(3))))
            kind = None
    return tokens


def read_objc(path):
    data = open(path, "rb").read()
    line_starts = [0] + [i + 1 for i, b in enumerate(data) if b == 0x0A]
    raw = clang_tokens(path)
    # Each token runs to the next one's start: its text, and so the lines it spans.
    offsets = [line_starts[line - 1] + column - 1 for _, line, column in raw] + [len(data)]
    tokens = []
    for index, (kind, line, _) in enumerate(raw):
        text = data[offsets[index]:offsets[index + 1]]
        trivia = kind == "comment" or (kind == "unknown" and text.strip() == b"")
        if kind == "eof" or trivia:
            continue
        last = line + text.rstrip(b"\r\n").count(b"\n")
        tokens.append((kind, text.strip().decode("utf-8", "replace"), line, last))
    interfaces, implementations = {}, []
    index = 0
    while index < len(tokens):
        kind, text, line, _ = tokens[index]
        if text == "@" and index + 2 < len(tokens):
            keyword, name = tokens[index + 1][1], tokens[index + 2][1]
            if keyword == "interface":
                after = tokens[index + 3][1] if index + 3 < len(tokens) else ""
                # `@interface Name<T> : Super`: skip generic parameters.
                cursor = index + 3
                if after == "<":
                    while cursor < len(tokens) and tokens[cursor][1] != ">":
                        cursor += 1
                    cursor += 1
                if cursor + 1 < len(tokens) and tokens[cursor][1] == ":":
                    interfaces[name] = tokens[cursor + 1][1]
            elif keyword == "implementation":
                end = next((j for j in range(index + 3, len(tokens) - 1)
                            if tokens[j][1] == "@" and tokens[j + 1][1] == "end"), None)
                if end is not None:
                    lines = set()
                    for _, _, first, last in tokens[index + 3:end]:
                        lines.update(range(first, last + 1))
                    close = tokens[end][2]
                    lines = {n for n in lines if line < n < close}
                    category = tokens[index + 3][1] == "("
                    implementations.append((name, path, line, len(lines), category))
                    index = end
        index += 1
    return interfaces, implementations


SWIFT_CLASS = re.compile(
    r"^[ \t]*(?:@[\w.]+(?:\([^)\n]*\))?[ \t]+)*(?:(?:public|open|internal|private|fileprivate|final|package)[ \t]+)*"
    r"class[ \t]+(\w+)[ \t]*(?:<[^>\n]*>)?[ \t]*:[ \t]*([\w.]+)", re.M)
SWIFT_RENAME = re.compile(r"@objc\((\w+)\)\s*(?:(?:public|open|internal|private|fileprivate|final)\s+)*class\s+(\w+)")


def read_swift(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    classes = {name: superclass.split(".")[-1] for name, superclass in SWIFT_CLASS.findall(text)}
    renames = {objc: swift for objc, swift in SWIFT_RENAME.findall(text)}
    return classes, renames


def count(root):
    family = controller_family()
    files = list(source_files(root))
    objc = [f for f in files if not f.endswith(".swift")]
    swift = [f for f in files if f.endswith(".swift")]
    superclass, implementations, renames = {}, [], {}
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for interfaces, parts in pool.map(read_objc, objc):
            for name, base in interfaces.items():
                superclass.setdefault(name, base)
            implementations += parts
    for path in swift:
        classes, renamed = read_swift(path)
        for name, base in classes.items():
            superclass.setdefault(name, base)
        renames.update(renamed)

    def is_controller(name):
        seen = set()
        while name not in seen:
            seen.add(name)
            name = renames.get(name, name)
            if name in family:
                return True
            if name not in superclass:
                return name.endswith("ViewController") and len(seen) > 1
            name = superclass[name]
        return False

    controllers = {}
    for name, path, line, lines, _ in implementations:
        if name in superclass and is_controller(name):
            entry = controllers.setdefault(name, {"lines": 0, "parts": []})
            entry["lines"] += lines
            entry["parts"].append((os.path.relpath(path, root), line, lines))
    return controllers, len(objc)


def vclint_objc_lines(vclint, root):
    output = subprocess.run([vclint, "metrics", ".", "--format", "json"], cwd=root, capture_output=True).stdout
    result = {}
    for controller in json.loads(output)["controllers"]:
        parts = [controller] + controller.get("extensions", [])
        # The controller's own `lines` is a split ({body, extensions, total}); its parts' an int.
        objc_lines = sum(part["lines"]["body"] if isinstance(part["lines"], dict) else part["lines"]
                         for part in parts if part["path"].endswith((".m", ".mm")))
        if any(part["path"].endswith((".m", ".mm", ".h")) for part in parts):
            result[controller["name"]] = objc_lines
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directories", nargs="+")
    parser.add_argument("--vclint", help="compare with this vclint binary's metrics")
    parser.add_argument("--verbose", action="store_true")
    arguments = parser.parse_args()
    totals = {"clang": 0, "vclint": 0, "both": 0, "lines_equal": 0}
    for root in arguments.directories:
        controllers, file_count = count(root)
        print(f"{root}: {file_count} Objective-C files, {len(controllers)} Objective-C controllers (clang), "
              f"{sum(c['lines'] for c in controllers.values())} implementation code lines")
        if arguments.verbose:
            for name, entry in sorted(controllers.items(), key=lambda item: -item[1]["lines"]):
                print(f"  {entry['lines']:6d} {name}")
        if not arguments.vclint:
            continue
        theirs = vclint_objc_lines(arguments.vclint, root)
        both = set(controllers) & set(theirs)
        equal = [name for name in both if controllers[name]["lines"] == theirs[name]]
        totals["clang"] += len(controllers)
        totals["vclint"] += len(theirs)
        totals["both"] += len(both)
        totals["lines_equal"] += len(equal)
        print(f"  vclint: {len(theirs)} controllers with Objective-C parts; both: {len(both)}; "
              f"same line count: {len(equal)}/{len(both)}")
        for name in sorted(set(controllers) - set(theirs)):
            print(f"  only clang: {name} {controllers[name]['lines']} {controllers[name]['parts'][0][0]}")
        for name in sorted(set(theirs) - set(controllers)):
            print(f"  only vclint: {name} {theirs[name]}")
        for name in sorted(both):
            if controllers[name]["lines"] != theirs[name]:
                print(f"  lines differ: {name} clang {controllers[name]['lines']} vclint {theirs[name]}")
    if arguments.vclint:
        print(f"total: clang {totals['clang']}, vclint {totals['vclint']}, both {totals['both']}, "
              f"same line count {totals['lines_equal']}")
        sys.exit(0 if totals["clang"] == totals["vclint"] == totals["both"] == totals["lines_equal"] else 1)


if __name__ == "__main__":
    main()
