#!/usr/bin/env bash
# Renders the example app's HTML report and screenshots it in headless Chromium, for the README.
#   bash Scripts/screenshot-report.sh [output.png]   (default: Examples/MassiveApp-report.png)
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-Examples/MassiveApp-report.png}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --product vclint >/dev/null
.build/debug/vclint report Examples/MassiveApp --output "$work/report.html" 2>/dev/null
# The PNG is committed: a fixed window and no scrollbars give the same picture on every run.
chromium --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars --force-device-scale-factor=1 \
  --window-size=1280,1200 --screenshot="$output" "file://$work/report.html" 2>/dev/null
echo "wrote $output ($(wc -c <"$output") bytes)"
