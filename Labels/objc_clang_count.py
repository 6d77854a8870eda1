#!/usr/bin/env python3
"""A second reader for the Objective-C outline: clang's own raw lexer.

For every .m/.mm file under the given directories (skipping Pods, Carthage, hidden folders and
*Tests folders, as vclint does), runs `clang -cc1 -dump-raw-tokens FILE` and finds each
`@implementation Name` / `@implementation Name (Category)` and its `@end`. Its code lines are
the lines strictly between them that hold a token other than a comment or whitespace. It also
reads `@interface Name : Super` for the superclass map, then prints, per app:

- the implementations it found, compared with `vclint metrics --format json` (body lines of each
  Objective-C controller's @implementation, and the lines of each category implementation that
  attaches to a controller): how many agree, and the first disagreements;
- the Objective-C classes that reach a UIKit/AppKit controller through superclasses declared in
  Objective-C, compared with vclint's Objective-C controllers.

Usage: swift build -c release && python3 Labels/objc_clang_count.py DIR...
"""
import json
import os
import re
import subprocess
import sys

TOKEN = re.compile(r"^(\w+) '(.*?)'\t(?: \[[^\]]*\])?\tLoc=<(.*):(\d+):(\d+)>$")
SKIPPED = {"Pods", "Carthage", ".build", "DerivedData"}
VCLINT = os.environ.get("VCLINT") or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "release", "vclint")


def sources(root):
    for directory, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in SKIPPED
                            and not f.endswith("Tests") and not f.endswith(".xctemplate"))
        for name in sorted(files):
            if name.endswith((".m", ".mm", ".h")):
                yield os.path.join(directory, name)


def raw_tokens(path):
    """(kind, text, line) for every token that is not whitespace or a comment."""
    language = "objective-c++" if path.endswith(".mm") else "objective-c"
    output = subprocess.run(["clang", "-cc1", "-x", language, "-dump-raw-tokens", path],
                            capture_output=True, text=True, errors="replace").stderr
    tokens = []
    for line in output.split("\n"):
        match = TOKEN.match(line)
        if not match:
            continue
        kind, text, _, line_number, _ = match.groups()
        if kind in ("comment", "unknown"):
            continue
        tokens.append((kind, text, int(line_number)))
    return tokens


def read_file(path):
    """Implementations (name, category, line, code lines) and interfaces (name, superclass)."""
    tokens = raw_tokens(path)
    implementations, interfaces = [], []
    open_at = None
    for index, (kind, text, line) in enumerate(tokens):
        if kind != "at" or index + 1 >= len(tokens):
            continue
        word = tokens[index + 1][1]
        if word == "implementation" and index + 2 < len(tokens):
            name = tokens[index + 2][1]
            category = None
            if index + 3 < len(tokens) and tokens[index + 3][0] == "l_paren":
                category = tokens[index + 4][1] if tokens[index + 4][0] == "raw_identifier" else ""
            open_at = (name, category, line, index)
        elif word == "interface" and index + 2 < len(tokens):
            name = tokens[index + 2][1]
            if index + 4 < len(tokens) and tokens[index + 3][0] == "colon":
                interfaces.append((name, tokens[index + 4][1]))
        elif word == "end" and open_at:
            name, category, start, first = open_at
            lines = {t[2] for t in tokens[first:index] if start < t[2] < line}
            implementations.append((name, category, start, len(lines)))
            open_at = None
    return implementations, interfaces


BASES = {"UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
         "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
         "UIAlertController", "UIImagePickerController", "UIActivityViewController", "UIReferenceLibraryViewController",
         "UIDocumentPickerViewController", "UIInputViewController", "AVPlayerViewController", "NSViewController",
         "SFSafariViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
         "QLPreviewController", "UIDocumentBrowserViewController", "CNContactViewController", "CNContactPickerViewController",
         "PHPickerViewController", "UIFontPickerViewController", "UIColorPickerViewController", "GLKViewController",
         "UIVideoEditorController", "SKStoreProductViewController", "EKEventEditViewController", "EKEventViewController",
         "MPMediaPickerController", "UIHostingController", "AVPlayerViewController"}


def check(root):
    implementations, superclass = {}, {}
    for path in sources(root):
        found, interfaces = read_file(path)
        for name, parent in interfaces:
            superclass.setdefault(name, parent)
        for name, category, line, lines in found:
            implementations[(os.path.relpath(path, root), line)] = (name, category, lines)
    metrics = json.loads(subprocess.run([VCLINT, "metrics", ".", "--format", "json"], cwd=root,
                                        capture_output=True, text=True).stdout)
    ours = {}
    objc_controllers = set()
    for row in metrics["controllers"]:
        if row["language"] == "swift":
            continue
        if row["path"].endswith((".m", ".mm")):
            ours[(row["path"], row["line"])] = row["lines"]["body"]
            objc_controllers.add(row["name"])
        for extension in row["extensions"]:
            if extension["path"].endswith((".m", ".mm")) and (extension["path"], extension["line"]) in implementations:
                ours[(extension["path"], extension["line"])] = extension["lines"]
    names = {row["name"] for row in metrics["controllers"]}
    unattached = [key for key, value in implementations.items() if value[0] in names and key not in ours]
    agree = [key for key in ours if key in implementations and implementations[key][2] == ours[key]]
    differ = [key for key in ours if key not in agree]
    print(f"{os.path.basename(root.rstrip('/'))}: {len(implementations)} implementations read by clang; "
          f"{len(ours)} attached to controllers by vclint, {len(agree)} with the same code lines")
    print(f"  implementations of a controller's name that vclint did not attach: {len(unattached)}")
    for key in unattached[:10]:
        print("  not attached:", key, implementations[key])
    for key in differ[:10]:
        print("  differs:", key, "vclint", ours[key], "clang", implementations.get(key))
    # Controllers by superclass chains, within Objective-C only (Swift bases are vclint's business).
    def reaches(name, seen=()):
        parent = superclass.get(name)
        if parent is None or name in seen:
            return False
        return parent in BASES or parent.endswith("ViewController") and parent not in superclass or reaches(parent, seen + (name,))
    implemented = {value[0] for value in implementations.values() if value[1] is None}
    clang_controllers = {name for name in superclass if reaches(name) and name in implemented}
    print(f"  Objective-C controllers with an @implementation: clang chains {len(clang_controllers)}, "
          f"vclint {len(objc_controllers)}, both {len(clang_controllers & objc_controllers)}")
    for name in sorted(clang_controllers - objc_controllers)[:10]:
        print("  only clang:", name, "<-", superclass.get(name))
    for name in sorted(objc_controllers - clang_controllers)[:10]:
        print("  only vclint:", name, "<-", superclass.get(name))


if __name__ == "__main__":
    for directory in sys.argv[1:]:
        check(directory)
