#!/usr/bin/env bash
# Coverage-guided fuzzing of the whole pipeline (outline, resolve, every rule, every reporter)
# with libFuzzer: Fuzz/PipelineFuzzer.swift says what it checks. What CI runs.
#
# Usage: Fuzz/run-pipeline-fuzzer.sh [SECONDS]     (default 60; works from any directory)
#
# Builds the SwiftLexer and VCLintCore modules (ASan + fuzzer coverage) into
# .build/fuzz/pipeline/modules and the fuzzer into .build/fuzz/pipeline/pipeline-fuzzer, seeds
# a temporary corpus with the example apps (each app also as one input, its files joined by NUL
# bytes, which is how the fuzzer splits an input into files) and the Swift files under Tests/,
# and fuzzes for SECONDS seconds. Findings go to .build/fuzz/artifacts/. Exits non-zero on any.
#
# Reproduce a finding:  .build/fuzz/pipeline/pipeline-fuzzer -detect_leaks=0 .build/fuzz/artifacts/crash-<sha1>
set -euo pipefail

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: $0 [SECONDS]   (a positive whole number of seconds, default 60)" >&2
    exit 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="$root/.build/fuzz/pipeline"
modules="$out/modules"
fuzzer="$out/pipeline-fuzzer"
artifacts="$root/.build/fuzz/artifacts"
log="$out/last-run.log"
mkdir -p "$modules" "$artifacts"

# --- Build -------------------------------------------------------------------------------------
swiftc="${SWIFTC:-swiftc}"
flags=(-sanitize=fuzzer,address -parse-as-library -O -enable-testing)
if command -v ld.lld >/dev/null 2>&1 || [[ -x "$(dirname "$(command -v "$swiftc")")/ld.lld" ]]; then
    flags+=(-use-ld=lld)
fi
build_log="$out/build.log"
: >"$build_log"
# BuildInfo and Platform are C headers with their own module maps: imported in place, nothing to build.
build() {  # build MODULE SOURCES…: a static library and its module, for the next step to import
    local name="$1"
    shift
    "$swiftc" "${flags[@]}" -module-name "$name" -I "$modules" -I "$root/Sources/BuildInfo/include" -I "$root/Sources/Platform/include" -emit-module \
        -emit-module-path "$modules/$name.swiftmodule" -emit-library -static -o "$modules/lib$name.a" "$@" \
        >>"$build_log" 2>&1
}
echo "fuzz: building $fuzzer"
build_start=$SECONDS
if ! build SourceLines "$root"/Sources/SourceLines/*.swift \
    || ! build SwiftLexer "$root"/Sources/SwiftLexer/*.swift \
    || ! build ObjCLexer "$root"/Sources/ObjCLexer/*.swift \
    || ! build VCLintCore $(find "$root/Sources/VCLintCore" -name '*.swift' | sort) \
    || ! "$swiftc" "${flags[@]}" -I "$modules" -I "$root/Sources/BuildInfo/include" -I "$root/Sources/Platform/include" -L "$modules" -lVCLintCore -lObjCLexer -lSwiftLexer -lSourceLines \
        "$root/Fuzz/PipelineFuzzer.swift" -o "$fuzzer" >>"$build_log" 2>&1; then
    grep -v "Cannot export local symbol" "$build_log" >&2 || true
    echo "fuzz: build failed" >&2
    exit 1
fi
echo "fuzz: built in $((SECONDS - build_start)) s"

# --- Seed corpus -------------------------------------------------------------------------------
corpus="$(mktemp -d "${TMPDIR:-/tmp}/pipeline-fuzz-corpus.XXXXXX")"
trap 'rm -rf "$corpus"' EXIT
seed_count=0
for app in "$root"/Examples/*/; do
    [[ -d "$app" ]] || continue
    joined="$corpus/app-$(basename "$app")"
    first=1
    while IFS= read -r -d '' file; do
        ((first)) || printf '\0' >>"$joined"
        first=0
        cat "$file" >>"$joined"
        cp "$file" "$corpus/file-$seed_count"
        seed_count=$((seed_count + 1))
    done < <(find "$app" -type f -name '*.swift' -print0 | sort -z)
done
while IFS= read -r -d '' file; do
    head -c 65536 "$file" >"$corpus/test-$seed_count"
    seed_count=$((seed_count + 1))
done < <(find "$root/Tests" -type f \( -name '*.swift' -o -name '*.[hm]' -o -name '*.mm' \) -size +0 -print0)
# An Objective-C class and its header as one input: the third file of an input is read as `.m`.
objc="$root/Tests/Fixtures/ObjCLexer"
{ printf '\0\0'; cat "$objc/FeedViewController.m"; printf '\0'; cat "$objc/FeedViewController.h"; } >"$corpus/objc-pair"
seed_count=$((seed_count + 1))
echo "fuzz: $seed_count seeds in $corpus"

# --- Run ---------------------------------------------------------------------------------------
# Leak detection is off: Foundation and Dispatch keep caches across inputs, which libFuzzer's
# per-input leak check mistakes for leaks, and it costs 4 in 5 of the time. ASan stays on.
source "$root/Fuzz/libfuzzer-run.sh"
# One input holds Swift and Objective-C files, so the mutations draw on both languages' words.
dict="$corpus.dict"
cat "$root/Fuzz/swift.dict" "$root/Fuzz/objc.dict" >"$dict"
trap 'rm -rf "$corpus" "$dict"' EXIT
run_libfuzzer "$fuzzer" "$corpus" "$artifacts" "$log" "$seconds" -timeout=20 -detect_leaks=0 -dict="$dict"
