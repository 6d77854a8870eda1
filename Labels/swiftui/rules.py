#!/usr/bin/env python3
"""Precision and recall of the SwiftUI rules against blind labels.

    python3 Labels/swiftui/rules.py APPS_DIR LABELS_DIR [LABELS_DIR …] [--vclint PATH] [--fitted]

Each LABELS_DIR holds an `apps.tsv` and a `types.tsv` written by a labeller (see PROMPT.md);
APPS_DIR holds each app unpacked under its name. vclint lints each app with the five SwiftUI
rules on at their default options, and each finding is matched to the labelled type it is about
(by app and type name, then file). A rule's truth is a judgement column:

    view_body_complexity  too_complex (views)
    networking_in_view    networking  (views)
    persistence_in_view   persistence (views)
    massive_view_model    massive     (view models)
    view_model_length     lines > 250, the labeller's own count (view models)

Rows of the random sample and enrichment rows (`extra=yes`) are counted apart. Then the
measures behind the rules are compared with the labeller's: body lines, nesting, type lines.
"""
import collections
import csv
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RULES = {
    "view_body_complexity": ("view", lambda r: r["too_complex"] == "yes"),
    "networking_in_view": ("view", lambda r: r["networking"] == "yes"),
    "persistence_in_view": ("view", lambda r: r["persistence"] == "yes"),
    "massive_view_model": ("view_model", lambda r: r["massive"] == "yes"),
    "view_model_length": ("view_model", lambda r: number(r["lines"]) is not None and number(r["lines"]) > 250),
}


def number(text):
    try:
        return int(text)
    except ValueError:
        return None


def main():
    args = sys.argv[1:]
    vclint = os.path.join(HERE, "..", "..", ".build", "release", "vclint")
    if "--vclint" in args:
        at = args.index("--vclint")
        vclint = args[at + 1]
        del args[at:at + 2]
    fitted = "--fitted" in args
    if fitted:
        args.remove("--fitted")
    apps_dir, label_dirs = args[0], args[1:]
    rows = []
    for folder in label_dirs:
        rows += list(csv.DictReader(open(os.path.join(folder, "types.tsv")), delimiter="\t"))
    config = tempfile.NamedTemporaryFile("w", suffix=".yml", delete=False)
    config.write("only_rules: [%s]\n" % ", ".join(sorted(RULES)))
    config.close()
    counts = collections.Counter()
    mistakes = []
    measures = collections.defaultdict(list)
    for app in sorted({r["app"] for r in rows}):
        root = os.path.join(apps_dir, app)
        if not os.path.isdir(root):
            print(f"skipped {app}: not under {apps_dir}")
            continue
        app_config = fitted_config(vclint, root) if fitted else config.name
        lint = json.loads(subprocess.run([vclint, "lint", ".", "--config", app_config, "--format", "json", "--quiet"],
                                         cwd=root, capture_output=True, text=True).stdout)
        metrics = json.loads(subprocess.run([vclint, "metrics", ".", "--format", "json"], cwd=root,
                                            capture_output=True, text=True).stdout)
        labelled = [r for r in rows if r["app"] == app]
        flagged = collections.defaultdict(set)
        for finding in lint["violations"]:
            row = match(labelled, finding["controller"], os.path.relpath(finding["path"], root) if finding["path"].startswith("/") else finding["path"])
            if row is not None:
                flagged[finding["rule"]].add(id(row))
        for rule, (kind, truth) in RULES.items():
            for row in labelled:
                if row["kind"] != kind:
                    continue
                sample = "extra" if row["extra"] == "yes" else "sample"
                yes, found = truth(row), id(row) in flagged[rule]
                counts[rule, sample, "tp" if yes and found else "fp" if found else "fn" if yes else "tn"] += 1
                if yes != found:
                    mistakes.append((rule, sample, "FP" if found else "FN", app, row["path"], row["line"], row["type"]))
        subjects = {("view", s["name"]): s for s in metrics["screens"]}
        subjects.update({("view_model", s["name"]): s for s in metrics["view_models"]})
        for row in labelled:
            subject = subjects.get((row["kind"], row["type"]))
            if subject is None:
                continue
            measures["lines", row["kind"]].append((number(row["lines"]), subject["lines"]["total"]))
            if row["kind"] == "view" and number(row["body_lines"]) is not None and "body_lines" in subject:
                measures["body_lines", "view"].append((number(row["body_lines"]), subject["body_lines"]))
                measures["depth", "view"].append((number(row["max_nesting"]), subject["body_depth"]))
    print("rule                   sample: P (tp/flagged)   R (tp/labelled)   | extra rows: P   R")
    for rule in RULES:
        cells = []
        for sample in ("sample", "extra"):
            tp, fp, fn = (counts[rule, sample, k] for k in ("tp", "fp", "fn"))
            cells.append(f"P {ratio(tp, tp + fp)} ({tp}/{tp + fp})  R {ratio(tp, tp + fn)} ({tp}/{tp + fn})")
        print(f"{rule:22} {cells[0]:36} | {cells[1]}")
    for (measure, kind), pairs in sorted(measures.items()):
        pairs = [p for p in pairs if p[0] is not None]
        exact = sum(a == b for a, b in pairs)
        close = sum(abs(a - b) <= max(2, a // 10) for a, b in pairs)
        print(f"{measure} of {kind}s: {exact}/{len(pairs)} equal, {close}/{len(pairs)} within 10% (or 2)")
    for mistake in sorted(mistakes):
        print(*mistake, sep="\t")


def fitted_config(vclint, root):
    """What `vclint init --print` proposes for the app, running only the SwiftUI rules."""
    proposal = subprocess.run([vclint, "init", "--print", "."], cwd=root, capture_output=True, text=True, check=True).stdout
    proposal = re.sub(r"^# only_rules: .*$", "only_rules: [%s]" % ", ".join(sorted(RULES)), proposal, count=1, flags=re.M)
    path = os.path.join(root, ".vclint.fitted.yml")
    with open(path, "w") as f:
        f.write(proposal)
    return path


def match(rows, name, path):
    named = [r for r in rows if r["type"] == name] or [r for r in rows if r["type"].split(".")[-1] == name.split(".")[-1]]
    if len(named) > 1:
        named = [r for r in named if r["path"] == path] or named
    return named[0] if named else None


def ratio(part, whole):
    return f"{100 * part / whole:.0f}%" if whole else "-"


if __name__ == "__main__":
    main()
