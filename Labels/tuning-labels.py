#!/usr/bin/env python3
"""tuning-labels.py APPSDIR OUT.tsv: the labelled findings of the tuning apps (Labels/real-apps.tsv)
and of the first two held-out rounds, read since (heldout-precision.tsv, heldout2-precision.tsv),
for the apps extracted in APPSDIR: what the session notes call "the tuning apps' labels"."""
import csv, os, sys
root = os.path.dirname(os.path.abspath(__file__))
apps_dir, out = sys.argv[1], sys.argv[2]
present = set(os.listdir(apps_dir))
columns = ["app", "path", "line", "rule", "controller", "subject", "verdict", "reason"]
with open(out, "w", newline="") as f:
    writer = csv.DictWriter(f, fieldnames=columns, delimiter="\t", extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    for name in ["real-apps.tsv", "heldout-precision.tsv", "heldout2-precision.tsv"]:
        for row in csv.DictReader(open(os.path.join(root, name)), delimiter="\t"):
            if row["app"] in present:
                writer.writerow(row)
