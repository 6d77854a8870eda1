#!/usr/bin/env python3
"""sample.py APPSDIR OUT.tsv: per controller rule, a seeded sample of findings to label (no verdicts)."""
import json, os, random, subprocess, sys, csv
apps_dir, out = sys.argv[1], sys.argv[2]
rules = ["controller_length", "inline_data_source", "networking_in_controller", "public_mutable_param", "missing_view_model",
         "child_containment", "delegate_sprawl", "view_building_in_controller", "persistence_in_controller", "navigation_in_controller"]
cfg = "/tmp/r4/all.yml"
open(cfg, "w").write("opt_in_rules: [delegate_sprawl, view_building_in_controller, persistence_in_controller, navigation_in_controller]\n")
found = {r: [] for r in rules}
for app in sorted(os.listdir(apps_dir)):
    run = subprocess.run(["/tmp/r4/vclint", app, "--format", "json", "--quiet", "--config", cfg], cwd=apps_dir, capture_output=True)
    if run.returncode not in (0, 1): print("failed", app, run.stderr[:300]); continue
    for v in json.loads(run.stdout)["violations"]:
        if v["rule"] in found:
            path = v["path"][len(app) + 1:]
            found[v["rule"]].append({"app": app, "path": path, "line": v["line"], "rule": v["rule"], "controller": v["controller"] or "",
                                     "subject": v.get("subject", ""), "message": v["message"]})
rng = random.Random(4)
rows = []
for rule in rules:
    by_app = {}
    for f in found[rule]: by_app.setdefault(f["app"], []).append(f)
    picked = []
    for app, fs in sorted(by_app.items()):
        rng.shuffle(fs); picked += fs[:5]
    rng.shuffle(picked)
    rows += picked[:30]
    print(rule, len(found[rule]), "found,", min(30, len(picked)), "sampled")
with open(out, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["app", "path", "line", "rule", "controller", "subject", "message"], delimiter="\t")
    w.writeheader(); w.writerows(rows)
