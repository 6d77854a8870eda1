#!/usr/bin/env bash
# Coverage-guided fuzzing of the ObjCLexer target with libFuzzer (what CI runs).
#
# Usage: Fuzz/run-objc-lexer-fuzzer.sh [SECONDS]     (default 60; works from any directory)
#
# Builds Fuzz/ObjCLexerFuzzer.swift together with Sources/ObjCLexer/*.swift (and the line table of Sources/SourceLines) into
# .build/fuzz/objc-lexer-fuzzer (ASan + libFuzzer), seeds a temporary corpus with every .h, .m
# and .mm file under Tests/ and Examples/ plus a few inline seeds, and fuzzes for SECONDS seconds
# with the Objective-C token dictionary Fuzz/objc.dict. Crash, leak, timeout and OOM inputs are
# written to .build/fuzz/objc-artifacts/. Exits non-zero on any finding.
#
# Reproduce a finding:  .build/fuzz/objc-lexer-fuzzer .build/fuzz/objc-artifacts/crash-<sha1>
# Minimize it:          .build/fuzz/objc-lexer-fuzzer -minimize_crash=1 -runs=100000 \
#                           -exact_artifact_path=/tmp/min .build/fuzz/objc-artifacts/crash-<sha1>
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
fuzzer="$out/objc-lexer-fuzzer"
artifacts="$out/objc-artifacts"
log="$out/objc-last-run.log"
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
build_log="$out/objc-build.log"
if ! "$swiftc" "${flags[@]}" "$root"/Sources/SourceLines/*.swift $(ls "$root"/Sources/ObjCLexer/*.swift | grep -v /SourceLines.swift) "$root/Fuzz/ObjCLexerFuzzer.swift" \
        -o "$fuzzer" >"$build_log" 2>&1; then
    grep -v "Cannot export local symbol" "$build_log" >&2 || true
    echo "fuzz: build failed" >&2
    exit 1
fi
grep -v "Cannot export local symbol" "$build_log" || true
echo "fuzz: built in $((SECONDS - build_start)) s"

# --- Seed corpus -------------------------------------------------------------------------------
corpus="$(mktemp -d "${TMPDIR:-/tmp}/objc-lexer-fuzz-corpus.XXXXXX")"
trap 'rm -rf "$corpus"' EXIT

seed_count=0
add_seed() {  # add_seed NAME CONTENT  (CONTENT is printf %b-escaped)
    printf '%b' "$2" >"$corpus/inline-$1"
    seed_count=$((seed_count + 1))
}
add_seed interface '#import <UIKit/UIKit.h>\n@interface A : UIViewController <B, C>\n@property (nonatomic, copy, readonly) NSArray<NSString *> *items;\n- (void)a:(int)x b:(id)y;\n@end\n'
add_seed literals '@"a" @"b" @[@1, @2.5, @(x), @YES] @{@"k": @NO} L"w" u8"u" U"x" '"'"'\\'"'"''"'"' 0x1.8p3 1e-3f 10ull 1'"'"'000\n'
add_seed raw-string 'auto s = R"d(a )" )d" b)d"; auto t = LR"(x)";\n'
add_seed directives '#define F(x) do { \\\n  @interface X { } \\\n} while (0)\n#if A // c\n#elif B /* c\n */\n#else\n#endif\n#pragma mark - X\n'
add_seed blocks 'void (^b)(int) = ^(int x) { ^{ }(); };\n'
add_seed cplusplus 'namespace n { template <class T> struct S { T *p; int S::*m; }; std::vector<std::pair<int, T>> v; }\np->*m; a <=> b; x::y;\n'
add_seed comments '// a \\\n b\n/* c\n */ /** d */ /*! e */ /// f\n'
add_seed line-endings '\xef\xbb\xbf#import "a.h"\r\n@end\r#define A \\\r\n 1\r\n'
add_seed unterminated '"abc\n'"'"'x\n/* open\nR"x(open\n#define A "open\n'
add_seed bytes 'x\x00y\xff\xc3(`\\ \x01 # @ \n'
# Deep nesting and long lines, which small inputs never reach.
repeat() { local out=""; for ((i = 0; i < $2; i++)); do out+="$1"; done; printf '%s' "$out"; }
add_seed deep-braces "$(repeat '@{' 4000)$(repeat '}' 4000)"
add_seed deep-brackets "$(repeat '@[' 4000)1$(repeat ']' 4000)"
add_seed deep-blocks "$(repeat '^{' 4000)$(repeat '}' 4000)"
add_seed deep-generics "NSArray$(repeat '<NSArray' 4000)$(repeat '>' 4000)"
add_seed many-continuations "#define X $(repeat '\\\n a ' 4000)"
add_seed many-directives "$(repeat '#if A\n' 3000)$(repeat '#endif\n' 3000)"
add_seed many-raw-openers "$(repeat 'R"abc' 4000)"

for dir in Tests Examples; do
    [[ -d "$root/$dir" ]] || continue
    while IFS= read -r -d '' file; do
        name="$(printf '%s' "${file#"$root"/}" | tr '/ ' '__')"
        # The fuzzer only reads -max_len bytes of an input, so split long files into pieces.
        split -b 65536 -d -a 4 "$file" "$corpus/$name."
        seed_count=$((seed_count + 1))
    done < <(find "$root/$dir" -type f \( -name '*.h' -o -name '*.m' -o -name '*.mm' \) -size +0 -print0)
done
echo "fuzz: $seed_count seeds in $corpus"

# --- Run ---------------------------------------------------------------------------------------
# Leak detection stays on: the Swift runtime produced no leak reports in this harness.
source "$root/Fuzz/libfuzzer-run.sh"
run_libfuzzer "$fuzzer" "$corpus" "$artifacts" "$log" "$seconds" -timeout=10 -dict="$root/Fuzz/objc.dict"
