#!/usr/bin/env python3
"""What a planner change does to the judged proposals: reruns `vclint split` on every judged
controller (roundN-controllers-*.tsv) with two builds and lists the proposals one makes and the
other does not, with the verdict judges gave the removed ones.

usage: Labels/split/compare.py OLD_VCLINT NEW_VCLINT [--root DIR]
Each plan file's first line names the controller's source as a path under DIR (default /work),
`apps14/adamant/…`: the apps must be extracted there, as Labels/apps.tsv says.
"""
import collections
import csv
import glob
import json
import os
import re
import subprocess
import sys


def proposals(vclint, controller, root):
    run = subprocess.run([vclint, "split", controller, root, "--format", "json"], capture_output=True, text=True)
    try:
        plans = json.loads(run.stdout)
    except ValueError:
        return None
    return {(e["name"], e.get("kind", "")) for c in plans.get("controllers", []) for e in c.get("extractions", [])}


def main(arguments):
    if len(arguments) < 2:
        sys.exit(__doc__)
    old, new = arguments[0], arguments[1]
    base = arguments[arguments.index("--root") + 1] if "--root" in arguments else "/work"
    here = os.path.dirname(os.path.abspath(__file__))
    verdicts = {}
    for path in glob.glob(os.path.join(here, "round*-judged-*.tsv")):
        number = re.search(r"round(\d+)", path).group(1)
        with open(path, newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                verdicts[(number, row["app"], row["controller"], row["name"])] = row["verdict"]
    removed, added, compared, missing = collections.Counter(), 0, 0, 0
    for path in sorted(glob.glob(os.path.join(here, "round*-controllers-*.tsv"))):
        number = re.search(r"round(\d+)", path).group(1)
        with open(path, newline="") as handle:
            rows = list(csv.DictReader(handle, delimiter="\t"))
        for row in rows:
            plan = os.path.join(here, row["plan_file"])
            if not os.path.exists(plan):
                continue
            with open(plan) as handle:
                match = re.search(r"\(([^/()]+/[^/()]+)/", handle.readline())
            root = os.path.join(base, match.group(1)) if match else None
            if not root or not os.path.isdir(root):
                missing += 1
                continue
            before, after = proposals(old, row["controller"], root), proposals(new, row["controller"], root)
            if before is None or after is None:
                continue
            compared += 1
            for name, kind in sorted(before - after):
                verdict = verdicts.get((number, row["app"], row["controller"], name), "unjudged")
                removed[verdict] += 1
                print(f"removed  round {number}  {row['app']}  {row['controller']}  {name} ({kind}): {verdict}")
            for name, kind in sorted(after - before):
                added += 1
                print(f"added    round {number}  {row['app']}  {row['controller']}  {name} ({kind})")
    print(f"{compared} judged controllers compared, {missing} whose app folder is missing")
    print("removed: " + ", ".join(f"{count} {verdict}" for verdict, count in sorted(removed.items())) + f"; added: {added}")


if __name__ == "__main__":
    main(sys.argv[1:])
