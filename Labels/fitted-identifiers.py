#!/usr/bin/env python3
"""How right the `identifiers` entries `vclint init` writes are, against reviewers' lists of each
app's own clients and stores (Part B of a labelling round: app, type, kind, level, evidence).

    python3 Labels/fitted-identifiers.py --apps DIR --types FILE... [--vclint PATH]

For each app the types files name, runs `vclint init --print` and reads the entries it writes
(active lines only, not the commented proposals). An entry is `right` when the reviewers listed
that type as a low-level client of the same kind, `service` when they judged it domain-level,
and `unlisted` when they did not list it (their lists cover the types sampled controllers call,
so an unlisted entry is unknown, not wrong). Also counts the reviewers' clients init missed.
"""
import argparse, csv, os, re, subprocess
from collections import defaultdict

RULES = {"networking_in_controller": "networking", "persistence_in_controller": "storage"}


def entries(vclint, apps, app):
    text = subprocess.run([vclint, "init", "--print", app], cwd=apps, capture_output=True, text=True, check=True).stdout
    found, rule = [], None
    for line in text.splitlines():
        m = re.match(r"^  (\w+):$", line)
        if m:
            rule = m.group(1)
        m = re.match(r"^      - '([^']+)'$", line)
        if m and rule in RULES:
            found.append((RULES[rule], m.group(1).split(".")[0]))
    return found


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--apps", required=True)
    parser.add_argument("--types", nargs="+", required=True)
    parser.add_argument("--vclint", default=os.path.join(root, ".build/release/vclint"))
    args = parser.parse_args()
    listed = defaultdict(dict)
    for path in args.types:
        with open(path, newline="") as f:
            for row in csv.DictReader(f, delimiter="\t"):
                listed[row["app"]][(row["kind"].strip(), row["type"].strip())] = row["level"].strip()
    totals = defaultdict(int)
    for app in sorted(listed):
        written = set(entries(os.path.abspath(args.vclint), args.apps, app))
        counts = defaultdict(int)
        for kind, name in written:
            level = listed[app].get((kind, name))
            counts["right" if level == "client" else "service" if level == "service" else "unlisted"] += 1
        clients = {key for key, level in listed[app].items() if level == "client"}
        counts["clients listed"] = len(clients)
        counts["clients missed"] = len(clients - written)
        for key, value in counts.items():
            totals[key] += value
        print(f"{app:20} written {len(written):3}  right {counts['right']:3}  service {counts['service']:3}  "
              f"unlisted {counts['unlisted']:3}  clients listed {counts['clients listed']:3}  missed {counts['clients missed']:3}")
    judged = totals["right"] + totals["service"]
    print(f"{'total':20} right {totals['right']}, service {totals['service']}, unlisted {totals['unlisted']}; "
          f"precision over listed entries {100 * totals['right'] / judged:.0f}%" if judged else "no listed entries")
    listed_clients = totals["clients listed"]
    if listed_clients:
        print(f"clients found: {listed_clients - totals['clients missed']} of {listed_clients}")


if __name__ == "__main__":
    main()
