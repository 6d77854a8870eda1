#!/usr/bin/env python3
"""Recall (and controller-level precision) against blind, technique-by-technique judgements.

    python3 Labels/recall.py --apps DIR [--vclint PATH] [--judgements FILE ...] [--config FILE]

The judgement files (default: Labels/recall-heldout-*.tsv) hold one row per controller and rule,
made by reading the code before anyone looked at vclint's output: `verdict` is `yes` when a
lead applying the lighter-view-controller techniques would want that rule to fire on that
controller. vclint runs on each judged app (every opt-in rule on, as precision.py does, or with
--config); a rule fires on a controller when it reports at least one finding naming it.

Prints per rule: judged yes, found (recall), judged no but reported (false alarms), and the
precision over the judged controllers. Apps are listed in Labels/apps.tsv with their split; only
held-out apps' numbers say whether a rule holds. Prints aggregate numbers only, so running it
does not expose held-out findings one by one.
"""
import argparse, csv, glob, os, re, subprocess, sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from precision import opt_in_config, findings


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--apps", required=True)
    parser.add_argument("--vclint", default=os.path.join(root, ".build/release/vclint"))
    parser.add_argument("--judgements", nargs="*", default=sorted(glob.glob(os.path.join(root, "Labels/recall-heldout-*.tsv"))))
    parser.add_argument("--config", help="a configuration to use instead of every opt-in rule on")
    parser.add_argument("--fitted", action="store_true",
                        help="per app, the configuration `vclint init --print` proposes, with every opt-in rule on "
                             "(written beside the app as .vclint.fitted.yml, since its paths are relative to the app)")
    args = parser.parse_args()
    judged = {}
    for path in args.judgements:
        with open(path, newline="") as f:
            for row in csv.DictReader(f, delimiter="\t"):
                judged[(row["app"], row["controller"], row["rule"])] = row["verdict"].strip().lower() == "yes"
    vclint = os.path.abspath(args.vclint)
    config = os.path.abspath(args.config) if args.config else opt_in_config(vclint)
    fired = set()
    for app in sorted({key[0] for key in judged}):
        if not os.path.isdir(os.path.join(args.apps, app)):
            sys.exit(f"missing app folder: {os.path.join(args.apps, app)}")
        app_config = fitted_config(vclint, args.apps, app) if args.fitted else config
        for key, _ in findings(vclint, args.apps, app, app_config):
            fired.add((app, key[3], key[2]))
    if not args.config:
        os.unlink(config)
    stats = defaultdict(lambda: defaultdict(int))
    for (app, controller, rule), wanted in judged.items():
        hit = (app, controller, rule) in fired
        stats[rule][("yes" if wanted else "no") + ("_hit" if hit else "_miss")] += 1
    print(f"{'rule':28} {'yes':>4} {'found':>5} {'recall':>7} {'no':>4} {'false alarms':>12} {'precision':>9}")
    for rule in sorted(stats):
        s = stats[rule]
        yes = s["yes_hit"] + s["yes_miss"]
        recall = f"{100 * s['yes_hit'] / yes:.0f}%" if yes else "-"
        reported = s["yes_hit"] + s["no_hit"]
        precision = f"{100 * s['yes_hit'] / reported:.0f}%" if reported else "-"
        print(f"{rule:28} {yes:>4} {s['yes_hit']:>5} {recall:>7} {s['no_hit'] + s['no_miss']:>4} {s['no_hit']:>12} {precision:>9}")


def fitted_config(vclint, apps, app):
    """What `vclint init --print` proposes for the app, with the opt-in rules switched on."""
    proposal = subprocess.run([vclint, "init", "--print", app], cwd=apps, capture_output=True, text=True, check=True).stdout
    proposal = re.sub(r"^# (opt_in_rules: .*)$", r"\1", proposal, count=1, flags=re.M)
    path = os.path.join(apps, app, ".vclint.fitted.yml")
    with open(path, "w") as f:
        f.write(proposal)
    return os.path.abspath(path)


if __name__ == "__main__":
    main()
