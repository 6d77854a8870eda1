#!/usr/bin/env bash
# The hooks in .pre-commit-hooks.yaml, run by the real pre-commit from PyPI against this clone,
# offline: in a throwaway repository a staged 600-line controller is blocked and a clean one
# passes. `vclint-system` uses a `make install`ed vclint (the release build in .build is reused);
# `vclint` (language: swift) has pre-commit build the package itself, once per revision, cached
# in $PRE_COMMIT_HOME. Skip that slower one with VCLINT_SKIP_SWIFT_HOOK=1.
set -euo pipefail
clone="$(cd "$(dirname "$0")/.." && pwd)"
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore pre-commit  # a no-op once installed
export PRE_COMMIT_HOME="${PRE_COMMIT_HOME:-$clone/.build/pre-commit}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

make -C "$clone" --no-print-directory install PREFIX="$work/prefix" >/dev/null
export PATH="$work/prefix/bin:$PATH"
echo "installed: $(command -v vclint) $(vclint --version)"

# A fresh repository with one staged controller; prints nothing.
new_repository() {  # new_repository DIR FILE TEXT
    git init -q "$1"
    git -C "$1" config user.email ci@example.com
    git -C "$1" config user.name CI
    mkdir -p "$(dirname "$1/$2")"
    printf '%s' "$3" >"$1/$2"
    git -C "$1" add -A
}
big="final class BigViewController: UIViewController {"$'\n'
for _ in $(seq 600); do big+="    private let value = 1"$'\n'; done
big+="}"$'\n'
clean='final class CleanViewController: UIViewController {
    private let title = "Clean"
}
'
new_repository "$work/bad" App/BigViewController.swift "$big"
new_repository "$work/good" App/CleanViewController.swift "$clean"

# vclint-system, on the working tree: try-repo runs the hook on the staged files, as `git commit` would.
status=0
(cd "$work/bad" && pre-commit try-repo "$clone" vclint-system) >"$work/out" 2>&1 || status=$?
if [ "$status" -ne 1 ] || ! grep -q '(controller_length)' "$work/out"; then
    cat "$work/out"; echo "FAIL: vclint-system let a 600-line controller through (status $status)"; exit 1
fi
if ! (cd "$work/good" && pre-commit try-repo "$clone" vclint-system) >"$work/out" 2>&1; then
    cat "$work/out"; echo "FAIL: vclint-system blocked a clean controller"; exit 1
fi
echo "hook vclint-system (try-repo): blocks a staged 600-line controller, passes a clean one"

# An Objective-C controller alone is judged too.
objc="@interface BigViewController : UIViewController"$'\n'"@end"$'\n'"@implementation BigViewController"$'\n'
for i in $(seq 600); do objc+="- (void)step$i { [self.view setNeedsLayout]; }"$'\n'; done
objc+="@end"$'\n'
new_repository "$work/objc" App/BigViewController.m "$objc"
status=0
(cd "$work/objc" && pre-commit try-repo "$clone" vclint-system) >"$work/out" 2>&1 || status=$?
if [ "$status" -ne 1 ] || ! grep -q '(controller_length)' "$work/out"; then
    cat "$work/out"; echo "FAIL: vclint-system let a staged 600-line Objective-C controller through (status $status)"; exit 1
fi
# What is committed is judged: an untracked scratch controller nobody staged blocks nothing.
mkdir -p "$work/good/Scratch"
printf '%s' "$big" >"$work/good/Scratch/ScratchViewController.swift"
if ! (cd "$work/good" && pre-commit try-repo "$clone" vclint-system) >"$work/out" 2>&1; then
    cat "$work/out"; echo "FAIL: vclint-system blocked a commit for an untracked file"; exit 1
fi
rm -r "$work/good/Scratch"
# --all-files lints everything: a committed 600-line controller fails it with no change staged.
git -C "$work/bad" commit -qm "committed without the hook" --no-verify
status=0
(cd "$work/bad" && pre-commit try-repo "$clone" vclint-system --all-files) >"$work/out" 2>&1 || status=$?
if [ "$status" -ne 1 ] || ! grep -q '(controller_length)' "$work/out"; then
    cat "$work/out"; echo "FAIL: pre-commit run --all-files passed a tree where vclint --strict fails (status $status)"; exit 1
fi
git -C "$work/bad" update-ref -d HEAD  # back to an unborn branch, with the file staged, for the next hook
echo "hook vclint-system (try-repo): blocks Objective-C alone, ignores untracked files, --all-files lints everything"

[ "${VCLINT_SKIP_SWIFT_HOOK:-0}" = 1 ] && exit 0
# vclint, at this clone's last commit, installed as a real git hook. Not through try-repo, whose
# store is temporary: pre-commit would build the package for every run. From a configuration
# its build is cached in $PRE_COMMIT_HOME per revision and shared by both repositories.
rev="$(git -C "$clone" rev-parse HEAD)"
[ -z "$(git -C "$clone" status --porcelain)" ] || echo "note: the vclint hook is tested at the last commit, $rev"
for repository in bad good; do
    printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: vclint\n' "$clone" "$rev" >"$work/$repository/.pre-commit-config.yaml"
    git -C "$work/$repository" add .pre-commit-config.yaml
    (cd "$work/$repository" && pre-commit install >/dev/null && git commit -qm "try vclint") >"$work/$repository.out" 2>&1 || true
done
if git -C "$work/bad" rev-parse -q --verify HEAD >/dev/null || ! grep -q '(controller_length)' "$work/bad.out"; then
    cat "$work/bad.out"; echo "FAIL: vclint let a 600-line controller be committed"; exit 1
fi
if ! git -C "$work/good" rev-parse -q --verify HEAD >/dev/null; then
    cat "$work/good.out"; echo "FAIL: vclint blocked the commit of a clean controller"; exit 1
fi
echo "hook vclint (git commit): blocks a staged 600-line controller, commits a clean one"
