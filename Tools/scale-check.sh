#!/usr/bin/env bash
# Scale check: lint, metrics and report stay a small multiple of a plain lint (one rule, so
# mostly reading and outlining) on trees built to expose quadratic passes:
#   - 50,000 controllers in 500 files, each creating and pushing the next;
#   - one Objective-C controller of 100,000 small methods;
#   - one of 15,000 methods that each add a child, build views, push, store and fetch (every
#     opt-in rule on), the shape that took a minute when helpers were searched per call;
#   - one controller under 20,000 suppression comments, every one superfluous (91 s when each
#     comment and finding was a scan of the file);
#   - one of 20,000 methods that each make a DetailViewController and set its `item`
#     (public_mutable_param searched every method per site: 20 s at 40,000 methods);
#   - 10,000 controllers that adopt a data-source protocol declared in the tree and named in
#     the configuration (inline_data_source searched every type per controller: 322 s at 20,000);
#   - one controller serving 8,000 callback protocols declared in the tree (delegate_sprawl and
#     the split planner matched every method against every role: 7.6 s).
# Prints each time and ratio; exits 1 when a ratio passes its bound. What CI runs, on the
# release build `make build` makes (as `make install`, so CI builds it once); VCLINT_BIN_DIR
# points at another build.
#
# Usage: Tools/scale-check.sh [BOUND]   (default 25: time / plain-lint time, for each command)
# The bound is for growth, not a budget: `report` renders a page row and a map box for each of
# 50,000 controllers, and sits near 15x; a pass quadratic in controllers or members lands in the
# hundreds (metrics was 55x on 20,000 controllers, child_containment 170x on 15,000 methods).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bound="${1:-25}"
bin="${VCLINT_BIN_DIR:-$(make -C "$root" -s build >/dev/null && cd "$root" && swift build -c release --show-bin-path)}"
vclint="$bin/vclint"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'EOF'
import os, sys
work = sys.argv[1]

def big_file(path, head, line, count, tail):
    """One generated file: `head`, `line(i)` for each i below `count`, then `tail`."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as out:
        out.write(head)
        for i in range(count):
            out.write(line(i))
        out.write(tail)

os.makedirs(f"{work}/controllers")
for f in range(500):
    with open(f"{work}/controllers/F{f}.swift", "w") as out:
        for c in range(100):
            n = f * 100 + c
            out.write(f"final class C{n}ViewController: UIViewController {{\n    var item = 0\n"
                      f"    func show() {{ let next = C{(n + 1) % 50000}ViewController(); navigationController?.pushViewController(next, animated: true) }}\n}}\n")
big_file(f"{work}/methods/Big.m", "@interface BigViewController : UIViewController\n@end\n@implementation BigViewController\n",
         lambda i: f"- (void)step{i} {{ [self step{(i + 1) % 100000}]; }}\n", 100000, "@end\n")
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
os.makedirs(f"{work}/suppressions")
with open(f"{work}/suppressions/Big.swift", "w") as out:
    out.write("final class BigViewController: UIViewController {\n")
    for i in range(10000):
        out.write(f"    // vclint:disable:next public_mutable_param\n    var a{i} = {i}\n"
                  f"    // vclint:disable all\n    var b{i} = {i}\n    // vclint:enable all\n")
    out.write("}\n")
os.makedirs(f"{work}/creations")
with open(f"{work}/creations/Detail.swift", "w") as out:
    out.write("final class DetailViewController: UIViewController {\n    var item = 0\n}\n")
with open(f"{work}/creations/Big.swift", "w") as out:
    out.write("final class BigViewController: UIViewController {\n    var p = 0\n")
    for i in range(20000):
        out.write(f"    func m{i}() {{ let d = DetailViewController(); d.item = {i}; self.p = {i} }}\n")
    out.write("}\n")
os.makedirs(f"{work}/protocols")
with open(f"{work}/protocols/ListDataSource.swift", "w") as out:
    out.write("protocol ListDataSource {\n    func rowCount() -> Int\n}\n")
for f in range(100):
    with open(f"{work}/protocols/F{f}.swift", "w") as out:
        for c in range(100):
            n = f * 100 + c
            out.write(f"final class L{n}ViewController: UIViewController, ListDataSource {{\n    func rowCount() -> Int {{ {n} }}\n}}\n"
                      f"struct Row{n} {{ var title = \"\" }}\n")
os.makedirs(f"{work}/callbacks")
with open(f"{work}/callbacks/Protocols.swift", "w") as out:
    for i in range(8000):
        out.write(f"protocol Cell{i}Responder: AnyObject {{ func cell{i}DidTap() }}\n")
with open(f"{work}/callbacks/Hub.swift", "w") as out:
    out.write("final class HubViewController: UIViewController, " + ", ".join(f"Cell{i}Responder" for i in range(8000)) + " {\n")
    for i in range(8000):
        out.write(f"    func cell{i}DidTap() {{\n        first{i}()\n        second{i}()\n    }}\n")
    out.write("}\n")
# Views of controllers shown without addChild, each local declared just before, in one method.
big_file(f"{work}/childviews/Big.swift", "final class BigViewController: UIViewController {\n    func build() {\n",
         lambda i: f"        let c{i} = DetailViewController()\n        stack.addArrangedSubview(c{i}.view)\n", 40000,
         "    }\n}\nfinal class DetailViewController: UIViewController {}\n")
EOF
printf 'only_rules: [controller_length]\n' >"$work/plain.yml"
printf 'opt_in_rules: [delegate_sprawl, view_building_in_controller, persistence_in_controller, navigation_in_controller, inline_data_source, missing_view_model, public_mutable_param]\n' >"$work/all.yml"
# The default data-source protocols, and the `protocols` tree's own.
printf 'rules:\n  inline_data_source:\n    protocols: [%s]\n' "NSCollectionViewDataSource, NSOutlineViewDataSource, \
NSTableViewDataSource, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching, UIPickerViewDataSource, \
UITableViewDataSource, UITableViewDataSourcePrefetching, ListDataSource" >>"$work/all.yml"

python3 - "$vclint" "$work" "$bound" <<'EOF'
import os, subprocess, sys, time
vclint, work, bound = sys.argv[1], sys.argv[2], float(sys.argv[3])

def seconds(arguments):
    start = time.monotonic()
    run = subprocess.run([vclint] + arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if run.returncode not in (0, 1):
        sys.exit(f"vclint {' '.join(arguments)} exited {run.returncode}: {run.stderr.decode()[:300]}")
    return time.monotonic() - start

failed = False
for tree in ("controllers", "methods", "busy", "suppressions", "creations", "protocols", "callbacks", "childviews"):
    path = os.path.join(work, tree)
    plain = seconds([path, "--config", os.path.join(work, "plain.yml")])
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(path) for f in fs)
    print(f"{tree:12} plain lint {plain:6.2f} s ({size / plain / 1e6:5.1f} MB/s)")
    for command in ("lint", "metrics", "report"):
        took = seconds(([] if command == "lint" else [command]) + [path, "--config", os.path.join(work, "all.yml")])
        over = took / plain > bound
        failed |= over
        print(f"{tree:12} {command:7}    {took:6.2f} s  {took / plain:5.1f}x plain  {'OVER ' + str(bound) if over else 'ok'}")
sys.exit(1 if failed else 0)
EOF
