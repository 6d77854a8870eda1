#!/usr/bin/env bash
# vclint against the floor, on one tree: alternates `vclint-bench floor DIR` and
# `vclint --format json DIR` RUNS times each (so a busy machine slows both alike), then prints
# each one's median wall time, their ratio and each one's peak memory.
#
#   swift build -c release && Tools/bench-vs-floor.sh DIR [RUNS] [JOBS] [BATCHES]
#
# Defaults: 7 runs, 2 jobs, 1 batch. With BATCHES > 1 the whole measurement is repeated and a
# last line sums the batches up: their ratios' spread, how many were at most 2.0, and the ratio
# of the medians of all runs. The floor's own median moves by a tenth or more from batch to
# batch (the machine's other tenants), so one batch's ratio is one draw.
# Wall times are the whole process, start and exit included, taken with bash's $EPOCHREALTIME.
# The done-when of issue 13: ratio ≤ 2.0 and vclint's peak < 50 MiB on a 4,000-file app.
set -euo pipefail

dir=${1:?usage: Tools/bench-vs-floor.sh DIR [RUNS] [JOBS] [BATCHES]}
runs=${2:-7}
jobs=${3:-2}
batches=${4:-1}
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
all_floor_times=()
all_lint_times=()
ratios=()
for ((batch = 1; batch <= batches; batch++)); do
    floor_times=()
    lint_times=()
    for ((run = 1; run <= runs; run++)); do
        floor_times+=("$(microseconds "${floor_cmd[@]}")")
        lint_times+=("$(microseconds "${lint_cmd[@]}")")
    done
    all_floor_times+=("${floor_times[@]}")
    all_lint_times+=("${lint_times[@]}")
    floor_median=$(printf '%s\n' "${floor_times[@]}" | median)
    lint_median=$(printf '%s\n' "${lint_times[@]}" | median)
    ratios+=("$(awk -v f="$floor_median" -v l="$lint_median" 'BEGIN { printf "%.2f", l / f }')")

    (( batch > 1 )) || echo "tree: $dir  runs: $runs  jobs: $jobs  batches: $batches"
    if (( batches == 1 )); then
        echo "floor  runs (ms): $(printf '%s\n' "${floor_times[@]}" | awk '{ printf "%.1f ", $1 / 1000 }')"
        echo "vclint runs (ms): $(printf '%s\n' "${lint_times[@]}" | awk '{ printf "%.1f ", $1 / 1000 }')"
    fi
    awk -v f="$floor_median" -v l="$lint_median" \
        'BEGIN { printf "median floor: %.1f ms  median vclint: %.1f ms  ratio: %.2f\n", f / 1000, l / 1000, l / f }'
done
if (( batches > 1 )); then
    floor_median=$(printf '%s\n' "${all_floor_times[@]}" | median)
    lint_median=$(printf '%s\n' "${all_lint_times[@]}" | median)
    printf '%s\n' "${ratios[@]}" | sort -n | awk -v f="$floor_median" -v l="$lint_median" -v n="$batches" '
        { r[NR] = $1; if ($1 <= 2.0) within++ }
        END { printf "batches: ratio %.2f to %.2f, median %.2f, %d of %d at most 2.0; all runs: floor %.1f ms, vclint %.1f ms, ratio %.2f\n",
                     r[1], r[NR], (NR % 2) ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2, within, n, f / 1000, l / 1000, l / f }'
fi
echo "peak memory (KiB): floor $(peak "${floor_cmd[@]}")  vclint $(peak "${lint_cmd[@]}")"
