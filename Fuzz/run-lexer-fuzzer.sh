#!/usr/bin/env bash
# Coverage-guided fuzzing of the SwiftLexer target with libFuzzer (what CI runs).
#
# Usage: Fuzz/run-lexer-fuzzer.sh [SECONDS]     (default 60; works from any directory)
#
# Builds Fuzz/LexerFuzzer.swift together with Sources/SwiftLexer/*.swift (and the line table of Sources/SourceLines) into
# .build/fuzz/lexer-fuzzer (ASan + libFuzzer), seeds a temporary corpus with every *.swift file
# under Tests/, Examples/ and Rules/ plus a few inline seeds, and fuzzes for SECONDS seconds with
# the Swift token dictionary Fuzz/swift.dict. Crash, leak, timeout and OOM inputs are written to
# .build/fuzz/artifacts/. Exits non-zero on any finding.
#
# Reproduce a finding:  .build/fuzz/lexer-fuzzer .build/fuzz/artifacts/crash-<sha1>
# Minimize it:          .build/fuzz/lexer-fuzzer -minimize_crash=1 -runs=100000 \
#                           -exact_artifact_path=/tmp/min .build/fuzz/artifacts/crash-<sha1>
# Environment:
#   LEXER_FUZZ_EXACT_LINES=0   only check the line table's shape, not that it lists exactly
#                              the input's line starts (builds with -D LEXER_FUZZ_NO_EXACT_LINES)
#   SWIFTC=...                 the compiler (default: swiftc on PATH)
set -euo pipefail

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: $0 [SECONDS]   (a positive whole number of seconds, default 60)" >&2
    exit 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="$root/.build/fuzz"
fuzzer="$out/lexer-fuzzer"
artifacts="$out/artifacts"
log="$out/last-run.log"
mkdir -p "$out" "$artifacts"

# --- Build -------------------------------------------------------------------------------------
swiftc="${SWIFTC:-swiftc}"
flags=(-sanitize=fuzzer,address -parse-as-library -O)
# The toolchain's lld links ASan binaries without gold's hundreds of "Cannot export local
# symbol" warnings; fall back to the default linker when it is missing.
if command -v ld.lld >/dev/null 2>&1 || [[ -x "$(dirname "$(command -v "$swiftc")")/ld.lld" ]]; then
    flags+=(-use-ld=lld)
fi
if [[ "${LEXER_FUZZ_EXACT_LINES:-1}" == 0 ]]; then
    flags+=(-D LEXER_FUZZ_NO_EXACT_LINES)
fi
echo "fuzz: building $fuzzer"
build_start=$SECONDS
build_log="$out/build.log"
if ! "$swiftc" "${flags[@]}" "$root"/Sources/SourceLines/*.swift $(ls "$root"/Sources/SwiftLexer/*.swift | grep -v /SourceLines.swift) "$root/Fuzz/LexerFuzzer.swift" \
        -o "$fuzzer" >"$build_log" 2>&1; then
    grep -v "Cannot export local symbol" "$build_log" >&2 || true
    echo "fuzz: build failed" >&2
    exit 1
fi
grep -v "Cannot export local symbol" "$build_log" || true
echo "fuzz: built in $((SECONDS - build_start)) s"

# --- Seed corpus -------------------------------------------------------------------------------
corpus="$(mktemp -d "${TMPDIR:-/tmp}/lexer-fuzz-corpus.XXXXXX")"
trap 'rm -rf "$corpus"' EXIT

seed_count=0
add_seed() {  # add_seed NAME CONTENT  (CONTENT is printf %b-escaped)
    printf '%b' "$2" >"$corpus/inline-$1"
    seed_count=$((seed_count + 1))
}
add_seed interpolation 'let s = "a \\(b + "c\\(d)") e"\n'
add_seed interpolation-nested-parens 'print("x = \\(f((1, 2)).y)!")\n'
add_seed raw-string 'let r = #"a \\#(x) \\(not) "quoted" b"#\n'
add_seed raw-string-2 'let r = ##"a "# \\##(x) b"##\n'
add_seed multiline '"""\n  line one \\(x)\n  "quoted" \\\n  """\n'
add_seed multiline-raw '#"""\n  a """ b \\#(y)\n  """#\n'
add_seed escapes '"\\0\\\\\\t\\n\\r\\"\\u{1F600}\\u{41}"\n'
add_seed block-comment '/* a /* nested */ still comment */ x\n/** doc */\n/**/\n'
add_seed line-comment '// plain\n/// doc\n//// not doc\nx // trailing\n'
add_seed regex-extended 'let r = #/a(?<n>b+)\\/c/#\nlet m = #/\n  a # comment\n  b\n/#\n'
add_seed regex-bare 'let r = /[a-z]+\\d/\nlet q = x / y / z\nlet f = reduce(0, /)\n'
add_seed numbers 'let n = [0x1F, 0b101, 0o17, 1_000, 1.5e-3, 0x1p-2, x.0.1, 1st]\n'
add_seed misc '#!/usr/bin/env swift\n@MainActor func `class`() { $0; #if DEBUG\n#endif }\n<#T##Int#>\r\n\rx\n'
add_seed bom '\xef\xbb\xbfimport Foundation\r\n'
add_seed unterminated '"abc\n#"x\n/* open\n`tick\n'
# Deep nesting, which small inputs never reach: every bracket, string interpolation inside
# interpolation, nested block comments, generics.
repeat() { local out=""; for ((i = 0; i < $2; i++)); do out+="$1"; done; printf '%s' "$out"; }
add_seed deep-parens "$(repeat '(' 6000)$(repeat ')' 6000)"
add_seed deep-braces "$(repeat 'func f() {' 2000)$(repeat '}' 2000)"
add_seed deep-brackets "let a = $(repeat '[' 6000)1$(repeat ']' 6000)"
add_seed deep-interpolation "let s = $(repeat '"\\(' 1500)x$(repeat ')"' 1500)"
add_seed deep-raw-interpolation "let s = $(repeat '#"\\#(' 1000)x$(repeat ')"#' 1000)"
add_seed deep-comments "$(repeat '/* ' 5000)$(repeat ' */' 5000)"
add_seed deep-generics "let x: $(repeat 'A<' 5000)B$(repeat '>' 5000)"
add_seed deep-unclosed "$(repeat '{ "\\( #/ (' 3000)"

for dir in Tests Examples Rules; do
    [[ -d "$root/$dir" ]] || continue
    while IFS= read -r -d '' file; do
        name="$(printf '%s' "${file#"$root"/}" | tr '/ ' '__')"
        # The fuzzer only reads -max_len bytes of an input, so split long files into pieces.
        split -b 65536 -d -a 4 "$file" "$corpus/$name."
        seed_count=$((seed_count + 1))
    done < <(find "$root/$dir" -type f -name '*.swift' -size +0 -print0)
done
echo "fuzz: $seed_count seeds in $corpus"

# --- Run ---------------------------------------------------------------------------------------
# Leak detection stays on: the Swift runtime produced no leak reports in this harness.
source "$root/Fuzz/libfuzzer-run.sh"
run_libfuzzer "$fuzzer" "$corpus" "$artifacts" "$log" "$seconds" -timeout=10 -dict="$root/Fuzz/swift.dict"
