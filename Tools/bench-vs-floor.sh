#!/usr/bin/env bash
# vclint against the floor, on one tree: alternates `vclint-bench floor DIR` and
# `vclint --format json DIR` RUNS times each (so a busy machine slows both alike), then prints
# each one's median wall time, their ratio and each one's peak memory.
#
#   swift build -c release && Tools/bench-vs-floor.sh DIR [RUNS] [JOBS]   # defaults: 7 runs, 2 jobs
#
# Wall times are the whole process, start and exit included, taken with bash's $EPOCHREALTIME.
# The done-when of issue 13: ratio ≤ 2.0 and vclint's peak < 50 MiB on a 4,000-file app.
set -euo pipefail

dir=${1:?usage: Tools/bench-vs-floor.sh DIR [RUNS] [JOBS]}
runs=${2:-7}
jobs=${3:-2}
bin=${VCLINT_BIN_DIR:-$(cd "$(dirname "$0")/.." && pwd)/.build/release}
[[ -x $bin/vclint && -x $bin/vclint-bench ]] || { echo "no release build in $bin: swift build -c release" >&2; exit 2; }

floor_cmd=("$bin/vclint-bench" floor "$dir" --jobs "$jobs")
lint_cmd=("$bin/vclint" --format json --jobs "$jobs" "$dir")

# Microseconds one run of the command takes; its output is thrown away, its status checked.
microseconds() {
    local start=$EPOCHREALTIME status=0
    "$@" >/dev/null 2>&1 || status=$?
    local end=$EPOCHREALTIME
    (( status < 2 )) || { echo "failed ($status): $*" >&2; exit 2; }
    echo $(( ${end/./} - ${start/./} ))
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

# Peak resident memory in KiB, from GNU time when there is one.
peak() {
    if /usr/bin/time -f %M true >/dev/null 2>&1; then
        /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1
    else
        echo "?"
    fi
}

"${floor_cmd[@]}" >/dev/null; "${lint_cmd[@]}" >/dev/null 2>&1 || true  # warm the page cache
floor_times=()
lint_times=()
for ((run = 1; run <= runs; run++)); do
    floor_times+=("$(microseconds "${floor_cmd[@]}")")
    lint_times+=("$(microseconds "${lint_cmd[@]}")")
done
floor_median=$(printf '%s\n' "${floor_times[@]}" | median)
lint_median=$(printf '%s\n' "${lint_times[@]}" | median)

echo "tree: $dir  runs: $runs  jobs: $jobs"
echo "floor  runs (ms): $(printf '%s\n' "${floor_times[@]}" | awk '{ printf "%.1f ", $1 / 1000 }')"
echo "vclint runs (ms): $(printf '%s\n' "${lint_times[@]}" | awk '{ printf "%.1f ", $1 / 1000 }')"
awk -v f="$floor_median" -v l="$lint_median" \
    'BEGIN { printf "median floor: %.1f ms  median vclint: %.1f ms  ratio: %.2f\n", f / 1000, l / 1000, l / f }'
echo "peak memory (KiB): floor $(peak "${floor_cmd[@]}")  vclint $(peak "${lint_cmd[@]}")"
