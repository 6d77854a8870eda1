#!/usr/bin/env bash
# `make dist` end to end: the tarball's checksum holds, it unpacks to vclint, README, LICENSE
# and VERSION, `--version` prints VERSION and the commit, and the binary lints the example app
# with the Swift toolchain out of sight. On Linux the toolchain's directory is hidden under an
# empty tmpfs in a private mount namespace (`unshare -m`), so a binary that still needed one of
# its libraries would fail to start; where unshare is not allowed, `ldd` is the evidence.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
tarball="$(make --no-print-directory -s dist | tail -1)"
version="$(cat VERSION)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

(cd "$(dirname "$tarball")" && sha256sum -c "$(basename "$tarball").sha256" >/dev/null)
tar -C "$work" -xzf "$tarball"
unpacked="$work/$(basename "$tarball" .tar.gz)"
for file in vclint README.md LICENSE VERSION; do
  [ -e "$unpacked/$file" ] || { echo "check-dist: the tarball has no $file"; exit 1; }
done
commit="$(git rev-parse --short=12 HEAD)"
printed="$("$unpacked/vclint" --version)"
case "$printed" in
  "$version ($commit)"|"$version ($commit-dirty)") ;;
  *) echo "check-dist: --version printed '$printed', expected '$version ($commit)'"; exit 1 ;;
esac
if command -v file >/dev/null && file "$unpacked/vclint" | grep -q "not stripped"; then echo "check-dist: the binary is not stripped"; exit 1; fi

if [ "$(uname -s)" = Linux ]; then
  if ldd "$unpacked/vclint" | grep -Ei "swift|dispatch|Foundation|not found"; then
    echo "check-dist: the binary still links the libraries above"; exit 1
  fi
fi
cp -R Examples/MassiveApp "$work/MassiveApp"
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"  # …/usr
run_hidden() {  # the lint, with the toolchain's root hidden when the kernel allows it
  local script="cd '$work' && PATH=/usr/bin:/bin '$unpacked/vclint' MassiveApp" lint=0
  if [ "$(uname -s)" = Linux ] && unshare -m true 2>/dev/null; then
    # Exit 3 if the toolchain is still in sight: the lint's own statuses are 0, 1 and 2.
    unshare -m sh -c "mount -t tmpfs none '$toolchain' && { ! command -v swift >/dev/null || exit 3; } && $script" || lint=$?
    echo "(ran with $toolchain hidden)" >&2
  else
    sh -c "$script" || lint=$?
    echo "(unshare not allowed here: the toolchain was not hidden; ldd was the check)" >&2
  fi
  return "$lint"
}
status=0
output="$(run_hidden 2>&1)" || status=$?
echo "$output" | tail -3
if [ "$status" -ne 1 ] || ! grep -q "RecipeListViewController.swift:21:7: error: .*(controller_length)" <<<"$output"; then
  echo "check-dist: expected the example app's controller_length error and exit 1, got $status"; exit 1
fi
echo "check-dist: $(basename "$tarball") ($(du -h "$tarball" | cut -f1)) runs without the toolchain"
