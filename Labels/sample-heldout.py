#!/usr/bin/env python3
"""sample-heldout.py APPSDIR OUT.tsv VCLINT [SEED]: per controller rule, a seeded sample of findings
to label (no verdicts): up to 5 per app, 30 per rule, every controller rule on. Round N used seed N
(round 5: the default); round 4 ran the same way with the rules on by default then."""
import csv, json, os, random, re, subprocess, sys, tempfile
apps_dir, out, vclint = sys.argv[1], sys.argv[2], sys.argv[3]
seed = int(sys.argv[4]) if len(sys.argv) > 4 else 5
rules = ["controller_length", "inline_data_source", "networking_in_controller", "public_mutable_param", "missing_view_model",
         "child_containment", "delegate_sprawl", "view_building_in_controller", "persistence_in_controller", "navigation_in_controller"]
cfg = tempfile.NamedTemporaryFile("w", suffix=".yml", delete=False)
# The opt-in rules, as this build lists them: a default rule may not be named in opt_in_rules.
listing = subprocess.run([vclint, "rules"], capture_output=True, text=True).stdout
opt_in = set(re.findall(r"^(\w+) \(opt-in,", listing, re.M))
cfg.write("opt_in_rules: [" + ", ".join(r for r in rules if r in opt_in) + "]\n")
cfg.close()
found = {r: [] for r in rules}
for app in sorted(os.listdir(apps_dir)):
    run = subprocess.run([vclint, app, "--format", "json", "--quiet", "--config", cfg.name], cwd=apps_dir, capture_output=True)
    if run.returncode not in (0, 1): print("failed", app, run.stderr[:300]); continue
    for v in json.loads(run.stdout)["violations"]:
        if v["rule"] in found:
            found[v["rule"]].append({"app": app, "path": v["path"][len(app) + 1:], "line": v["line"], "rule": v["rule"],
                                     "controller": v["controller"] or "", "subject": v.get("subject", ""), "message": v["message"]})
rng = random.Random(seed)
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
