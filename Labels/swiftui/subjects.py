#!/usr/bin/env python3
"""How well `vclint metrics` finds SwiftUI screens and view models, against the blind labels.

    python3 Labels/swiftui/subjects.py APPS_DIR [LABELS_DIR …] [--vclint PATH]

LABELS_DIR (default: this folder) holds an apps.tsv and a types.tsv; APPS_DIR holds each app unpacked under its name (`git archive` of its commit). Every
view and view model the labeller found in the chosen files is looked up among vclint's
`screens`/`view_models` by file and simple name (a nested view counts as found when vclint
measures it as part of the screen it is nested in); every screen and view model vclint reports in
a chosen file is looked up among the labels. Prints recall and precision per kind, then each miss.
"""
import collections
import csv
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    args = sys.argv[1:]
    vclint = os.path.join(HERE, "..", "..", ".build", "release", "vclint")
    if "--vclint" in args:
        at = args.index("--vclint")
        vclint = args[at + 1]
        del args[at:at + 2]
    apps_dir, label_dirs = args[0], args[1:] or [HERE]
    labels, chosen = [], {}
    for folder in label_dirs:
        labels += [r for r in csv.DictReader(open(os.path.join(folder, "types.tsv")), delimiter="\t") if r["extra"] == "no"]
        chosen.update({r["app"]: set(r["chosen_files"].split(";")) for r in csv.DictReader(open(os.path.join(folder, "apps.tsv")), delimiter="\t")})
    counts = collections.Counter()
    misses, extras = [], []
    for app in sorted(chosen):
        metrics = json.loads(subprocess.run([vclint, "metrics", ".", "--format", "json"], cwd=os.path.join(apps_dir, app),
                                            capture_output=True, text=True).stdout)
        found = {"view": {(s["path"], s["name"].split(".")[-1]) for s in metrics["screens"]},
                 "view_model": {(s["path"], s["name"].split(".")[-1]) for s in metrics["view_models"]}}
        labelled = {(r["kind"], r["path"], r["type"].split(".")[-1]) for r in labels if r["app"] == app}
        for kind, path, name in labelled:
            counts[kind, "labelled"] += 1
            row = next(r for r in labels if r["app"] == app and r["kind"] == kind and r["path"] == path and r["type"].split(".")[-1] == name)
            outer = row["type"].split(".")[0]
            if (path, name) in found[kind] or (kind == "view" and "." in row["type"] and (path, outer) in found["view"]):
                counts[kind, "found"] += 1
            else:
                misses.append((app, kind, path, row["line"], row["type"]))
        for kind in found:
            for path, name in found[kind]:
                if path in chosen[app]:
                    counts[kind, "reported"] += 1
                    if (kind, path, name) in labelled:
                        counts[kind, "confirmed"] += 1
                    else:
                        extras.append((app, kind, path, name))
    for kind in ("view", "view_model"):
        print(f"{kind}: recall {counts[kind, 'found']}/{counts[kind, 'labelled']}, precision {counts[kind, 'confirmed']}/{counts[kind, 'reported']}")
    for miss in misses:
        print("missed", *miss)
    for extra in extras:
        print("not a labelled", *extra)


if __name__ == "__main__":
    main()
