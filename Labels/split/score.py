#!/usr/bin/env python3
"""Scores judged split proposals: do / close / wrong, overall and by kind of extraction.

usage: Labels/split/score.py [--planner NAME] FILE.tsv [FILE.tsv …]
Each file: app, controller, number, name, kind, members, verdict, reason (tab-separated, header row).
From round 3 on, judges saw the proposals of two planners merged; roundN-planners.tsv beside the
judged files says which planner proposed each (app, controller, number), and --planner NAME counts
only that planner's proposals.
"""
import collections
import csv
import os
import re
import sys


def planners_of(path):
    """(app, controller, number) -> planners, from the roundN-planners.tsv beside a judged file."""
    match = re.match(r"(round\d+)-judged-", os.path.basename(path))
    table = os.path.join(os.path.dirname(path), match.group(1) + "-planners.tsv") if match else None
    if not table or not os.path.exists(table):
        sys.exit(f"{path}: --planner needs a roundN-planners.tsv beside it")
    with open(table, newline="") as handle:
        return {(row["app"], row["controller"], row["number"]): row["planners"].split(",")
                for row in csv.DictReader(handle, delimiter="\t")}


def main(arguments):
    planner = None
    if arguments[:1] == ["--planner"] and len(arguments) > 1:
        planner, arguments = arguments[1], arguments[2:]
    paths = arguments
    if not paths:
        sys.exit(__doc__)
    overall = collections.Counter()
    by_kind = collections.defaultdict(collections.Counter)
    controllers = set()
    for path in paths:
        made_by = planners_of(path) if planner else None
        with open(path, newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                if made_by is not None:
                    key = (row["app"], row["controller"], row["number"])
                    if key not in made_by:
                        sys.exit(f"{path}: {key} is not in the planners table")
                    if planner not in made_by[key]:
                        continue
                verdict = row["verdict"].strip()
                if verdict not in ("do", "close", "wrong"):
                    sys.exit(f"{path}: unknown verdict {verdict!r} for {row['app']} {row['controller']} {row['number']}")
                overall[verdict] += 1
                by_kind[row["kind"].strip()][verdict] += 1
                controllers.add((row["app"], row["controller"]))
    apps = {app for app, _ in controllers}

    def line(name, counts):
        total = sum(counts.values())
        share = lambda verdict: f"{100 * counts[verdict] / total:.0f}%" if total else "-"
        return f"{name:<14}{total:>5}  do {counts['do']:>3} ({share('do'):>4})  close {counts['close']:>3} ({share('close'):>4})  wrong {counts['wrong']:>3} ({share('wrong'):>4})"

    print(f"{len(apps)} apps, {len(controllers)} controllers")
    print(line("all", overall))
    for kind in sorted(by_kind):
        print(line(kind, by_kind[kind]))


if __name__ == "__main__":
    main(sys.argv[1:])
