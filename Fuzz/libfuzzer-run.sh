# Sourced by the run-*-fuzzer.sh scripts: runs a built libFuzzer binary on a seed corpus for a
# time and reports what it found. Every fuzzer here shares this part; each script builds its own
# binary and seeds.
#
#   run_libfuzzer FUZZER CORPUS ARTIFACTS LOG SECONDS [libFuzzer options…]
#
# Exits 1 (naming each new crash, leak, timeout or out-of-memory input and how to reproduce it)
# when libFuzzer fails or leaves a new artifact; prints runs and speed otherwise.
run_libfuzzer() {
    local fuzzer="$1" corpus="$2" artifacts="$3" log="$4" seconds="$5"
    shift 5
    # Without this the Swift runtime's backtracer catches fatalError's trap before libFuzzer does,
    # and its memory reader then trips ASan ("unknown-crash" in memserver_read), burying the report.
    export SWIFT_BACKTRACE=enable=no
    local before status elapsed new_findings runs speed run_start
    before="$(ls "$artifacts")"
    echo "fuzz: running for $seconds s (full log: $log)"
    run_start=$SECONDS
    set +e
    "$fuzzer" \
        -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="$artifacts/" \
        -print_final_stats=1 -error_exitcode=77 -timeout_exitcode=78 "$@" \
        "$corpus" 2>&1 \
        | tee "$log" \
        | grep --line-buffered -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE) |^"|Recommended dictionary|End of recommended dictionary'
    status=${PIPESTATUS[0]}
    set -e
    elapsed=$((SECONDS - run_start))

    new_findings="$(comm -13 <(printf '%s\n' "$before" | sort) <(ls "$artifacts" | sort) \
        | grep -E '^(crash|leak|timeout|oom)-' || true)"
    runs="$(sed -n 's/^stat::number_of_executed_units:[[:space:]]*//p' "$log" | tail -1)"
    speed="$(sed -n 's/^stat::average_exec_per_sec:[[:space:]]*//p' "$log" | tail -1)"

    if [[ $status -ne 0 || -n "$new_findings" ]]; then
        echo "fuzz: FAILED (libFuzzer exit status $status) after ${runs:-?} runs in $elapsed s" >&2
        grep -E 'Fatal error|ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|SUMMARY' "$log" >&2 || true
        for finding in $new_findings; do
            echo "fuzz: finding $artifacts/$finding" >&2
            echo "      reproduce: $fuzzer $* $artifacts/$finding" >&2
        done
        exit 1
    fi
    echo "fuzz: ${runs:-?} runs in $elapsed s (${speed:-?} exec/s), no findings"
}
