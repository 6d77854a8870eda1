#!/usr/bin/env python3
"""Re-checks the labelled real-app findings against the current vclint build.

    python3 Labels/precision.py --apps DIR [--vclint PATH] [--labels Labels/real-apps.tsv] [--unlabelled]

DIR holds one folder per app named as in the labels' `app` column (the apps' code is never
committed: fetch and extract them yourself). vclint runs on each app with its defaults plus
every opt-in rule (a temporary configuration with `opt_in_rules`); each
finding is matched to a label by app, path, rule, controller and subject (not by line, which
moves as the apps' code is read differently). Prints, per rule, the findings, how many are
labelled true and false positives, precision, findings with no label yet, and labels whose
finding is gone (a fixed false positive, or a lost true one).
"""
import argparse, csv, json, os, re, subprocess, sys, tempfile
from collections import defaultdict

def opt_in_config(vclint):
    """A configuration that turns on every opt-in rule `vclint rules` lists, so they are measured too."""
    listing = subprocess.run([vclint, "rules"], capture_output=True, text=True).stdout
    ids = re.findall(r"^(\w+) \(opt-in,", listing, re.M)
    config = tempfile.NamedTemporaryFile("w", suffix=".yml", delete=False)
    config.write(f"opt_in_rules: [{', '.join(ids)}]\n" if ids else "")
    config.close()
    return config.name

def findings(vclint, apps, app, config):
    run = subprocess.run([vclint, app, "--format", "json", "--quiet", "--config", config], cwd=apps, capture_output=True)
    if run.returncode not in (0, 1):
        sys.exit(f"vclint failed on {app} ({run.returncode}): {run.stderr.decode(errors='replace')[:500]}")
    report = json.loads(run.stdout)
    for v in report["violations"]:
        path = v["path"][len(app) + 1:] if v["path"].startswith(app + "/") else v["path"]
        yield (app, path, v["rule"], v["controller"] or "", v.get("subject", "")), v

def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--apps", required=True)
    parser.add_argument("--vclint", default=os.path.join(root, ".build/release/vclint"))
    parser.add_argument("--labels", default=os.path.join(root, "Labels/real-apps.tsv"))
    parser.add_argument("--unlabelled", action="store_true", help="list findings that have no label")
    args = parser.parse_args()
    labels = {}
    with open(args.labels, newline="") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            key = (row["app"], row["path"], row["rule"], row["controller"], row["subject"])
            labels[key] = row
    apps = sorted({key[0] for key in labels})
    stats = defaultdict(lambda: defaultdict(int))
    seen = set()
    unlabelled = []
    config = opt_in_config(os.path.abspath(args.vclint))
    for app in apps:
        if not os.path.isdir(os.path.join(args.apps, app)):
            sys.exit(f"missing app folder: {os.path.join(args.apps, app)}")
        for key, violation in findings(os.path.abspath(args.vclint), args.apps, app, config):
            rule = stats[key[2]]
            rule["findings"] += 1
            label = labels.get(key)
            if label is None:
                rule["unlabelled"] += 1
                unlabelled.append((key, violation))
                continue
            seen.add(key)
            rule[label["verdict"]] += 1
    os.unlink(config)
    for key, label in labels.items():
        if key not in seen:
            stats[key[2]]["gone_" + label["verdict"]] += 1
    print(f"{'rule':26} {'findings':>8} {'TP':>5} {'FP':>5} {'precision':>9} {'unlabelled':>10} {'gone TP':>7} {'gone FP':>7}")
    for name in sorted(stats):
        s = stats[name]
        judged = s["TP"] + s["FP"]
        precision = f"{100 * s['TP'] / judged:.1f}%" if judged else "-"
        print(f"{name:26} {s['findings']:>8} {s['TP']:>5} {s['FP']:>5} {precision:>9} {s['unlabelled']:>10} {s['gone_TP']:>7} {s['gone_FP']:>7}")
    if args.unlabelled:
        for key, v in unlabelled:
            print("\t".join(map(str, [key[0], key[1], v["line"], key[2], key[3], key[4], v["message"]])))

if __name__ == "__main__":
    main()
