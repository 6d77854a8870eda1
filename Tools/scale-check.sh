#!/usr/bin/env bash
# Scale check: lint, metrics and report stay a small multiple of a plain lint (one rule, so
# mostly reading and outlining) on trees built to expose quadratic passes:
#   - 50,000 controllers in 500 files, each creating and pushing the next;
#   - one Objective-C controller of 100,000 small methods;
#   - one of 15,000 methods that each add a child, build views, push, store and fetch (every
#     opt-in rule on), the shape that took a minute when helpers were searched per call.
# Prints each time and ratio; exits 1 when a ratio passes its bound. What CI runs, on the
# release build (`swift build -c release`); VCLINT_BIN_DIR points at another build.
#
# Usage: Tools/scale-check.sh [BOUND]   (default 12: time / plain-lint time, for each command)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bound="${1:-12}"
bin="${VCLINT_BIN_DIR:-$(cd "$root" && swift build -c release --product vclint >/dev/null && swift build -c release --show-bin-path)}"
vclint="$bin/vclint"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'EOF'
import os, sys
work = sys.argv[1]
os.makedirs(f"{work}/controllers")
for f in range(500):
    with open(f"{work}/controllers/F{f}.swift", "w") as out:
        for c in range(100):
            n = f * 100 + c
            out.write(f"final class C{n}ViewController: UIViewController {{\n    var item = 0\n"
                      f"    func show() {{ let next = C{(n + 1) % 50000}ViewController(); navigationController?.pushViewController(next, animated: true) }}\n}}\n")
os.makedirs(f"{work}/methods")
with open(f"{work}/methods/Big.m", "w") as out:
    out.write("@interface BigViewController : UIViewController\n@end\n@implementation BigViewController\n")
    for i in range(100000):
        out.write(f"- (void)step{i} {{ [self step{(i + 1) % 100000}]; }}\n")
    out.write("@end\n")
os.makedirs(f"{work}/busy")
with open(f"{work}/busy/Busy.m", "w") as out:
    out.write("@interface DetailViewController : UIViewController\n@property (nonatomic, strong) NSString *item;\n@end\n")
    out.write("@interface BusyViewController : UITableViewController <UITableViewDataSource, UITableViewDelegate>\n")
    for i in range(200):
        out.write(f"@property (nonatomic, strong) NSString *p{i};\n")
    out.write("@end\n@implementation BusyViewController\n")
    for i in range(15000):
        out.write(f"- (void)a{i}:(NSString *)s b:(int)x {{ DetailViewController *d = [[DetailViewController alloc] init]; d.item = s; "
                  f"self.p{i % 200} = s; [self.navigationController pushViewController:d animated:YES]; "
                  f"[self.view addSubview:[[UILabel alloc] init]]; [[NSUserDefaults standardUserDefaults] setObject:s forKey:@\"k\"]; "
                  f"[[NSURLSession sharedSession] dataTaskWithURL:nil]; [self addChildViewController:d]; }}\n")
    out.write("- (NSInteger)tableView:(UITableView *)t numberOfRowsInSection:(NSInteger)s { return 1; }\n@end\n")
EOF
printf 'only_rules: [controller_length]\n' >"$work/plain.yml"
printf 'opt_in_rules: [delegate_sprawl, view_building_in_controller, persistence_in_controller, navigation_in_controller]\n' >"$work/all.yml"

seconds() {  # seconds COMMAND…: wall time of one run, output discarded
    local start=$EPOCHREALTIME
    "$@" >/dev/null 2>&1 || [ $? -le 1 ]
    echo "$EPOCHREALTIME - $start" | bc -l
}
failed=0
for tree in controllers methods busy; do
    plain=$(seconds "$vclint" "$work/$tree" --config "$work/plain.yml")
    bytes=$(du -sb "$work/$tree" | cut -f1)
    printf '%-12s plain lint %6.2f s (%5.1f MB/s)\n' "$tree" "$plain" "$(echo "$bytes / $plain / 1000000" | bc -l)"
    for command in lint metrics report; do
        subcommand=()
        [ "$command" = lint ] || subcommand=("$command")
        took=$(seconds "$vclint" "${subcommand[@]}" "$work/$tree" --config "$work/all.yml")
        ratio=$(echo "$took / $plain" | bc -l)
        verdict=ok
        if (( $(echo "$ratio > $bound" | bc -l) )); then verdict="OVER $bound"; failed=1; fi
        printf '%-12s %-7s    %6.2f s  %5.1fx plain  %s\n' "$tree" "$command" "$took" "$ratio" "$verdict"
    done
done
exit $failed
