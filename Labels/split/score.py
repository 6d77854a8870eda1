#!/usr/bin/env python3
"""Scores judged split proposals: do / close / wrong, overall and by kind of extraction.

usage: Labels/split/score.py FILE.tsv [FILE.tsv …]
Each file: app, controller, number, name, kind, members, verdict, reason (tab-separated, header row).
"""
import collections
import csv
import sys


def main(paths):
    if not paths:
        sys.exit(__doc__)
    overall = collections.Counter()
    by_kind = collections.defaultdict(collections.Counter)
    controllers = set()
    for path in paths:
        with open(path, newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
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
