#!/usr/bin/env bash
# The shell core of action.yml, kept here so it is tested (ActionScriptTests) rather than
# written inline in YAML. Two steps:
#
#   github-action.sh install   builds vclint from the action's own checkout (`make build`), or,
#                              when INPUT_BINARY_URL is set, downloads that `make dist` tarball
#                              and checks it against INPUT_BINARY_SHA256 (required with it).
#                              Writes `vclint=<path>` to $GITHUB_OUTPUT.
#   github-action.sh run       runs VCLINT (or the vclint on PATH) on INPUT_PATHS (default .)
#                              with INPUT_ARGS, as GitHub annotations on standard output plus a
#                              SARIF file at INPUT_SARIF (default vclint.sarif). Writes
#                              `exit-code` and `sarif` to $GITHUB_OUTPUT and exits 0, so the
#                              SARIF upload runs; the action's last step fails on the exit code.
#
# Inputs come as environment variables, as GitHub passes `inputs.*` to a composite step.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
: "${GITHUB_OUTPUT:?github-action.sh: GITHUB_OUTPUT is not set (run it as a GitHub Actions step)}"

install() {
  if [ -z "${INPUT_BINARY_URL:-}" ]; then
    make -C "$here" --no-print-directory -s build >&2
    echo "vclint=$(cd "$here" && swift build -c release --show-bin-path)/vclint" >>"$GITHUB_OUTPUT"
    return
  fi
  if [ -z "${INPUT_BINARY_SHA256:-}" ]; then
    echo "::error title=vclint::binary-url needs binary-sha256 (the .sha256 file make dist writes beside the tarball)"
    return 1
  fi
  local work tarball actual
  work="$(mktemp -d "${RUNNER_TEMP:-/tmp}/vclint.XXXXXX")"
  tarball="$work/vclint.tar.gz"
  curl --fail --silent --show-error --location --output "$tarball" "$INPUT_BINARY_URL"
  actual="$(sha256sum "$tarball" | cut -d' ' -f1)"
  if [ "$actual" != "$INPUT_BINARY_SHA256" ]; then
    echo "::error title=vclint::$INPUT_BINARY_URL has SHA-256 $actual, expected $INPUT_BINARY_SHA256"
    return 1
  fi
  tar -C "$work" -xzf "$tarball"
  local binary
  binary="$(find "$work" -mindepth 2 -maxdepth 2 -type f -name vclint | head -1)"
  [ -n "$binary" ] || { echo "::error title=vclint::$INPUT_BINARY_URL holds no vclint binary"; return 1; }
  echo "vclint=$binary" >>"$GITHUB_OUTPUT"
}

run() {
  local vclint="${VCLINT:-vclint}" sarif="${INPUT_SARIF:-vclint.sarif}" status=0
  local -a paths args
  read -r -a paths <<<"${INPUT_PATHS:-.}"
  read -r -a args <<<"${INPUT_ARGS:-}"
  "$vclint" --format github --report "sarif:$sarif" "${args[@]}" "${paths[@]}" || status=$?
  echo "exit-code=$status" >>"$GITHUB_OUTPUT"
  echo "sarif=$sarif" >>"$GITHUB_OUTPUT"
  if [ "$status" -eq 2 ]; then echo "::error title=vclint::vclint could not finish (exit 2); see the log above"; fi
}

case "${1:-}" in
  install) install ;;
  run) run ;;
  *) echo "usage: github-action.sh install|run" >&2; exit 2 ;;
esac
