#!/usr/bin/env bash
# Type-checks the code vclint compiles only on macOS (`canImport(Darwin)`) or on musl (the Static
# Linux SDK, `canImport(Musl)`), on this Linux machine, which has neither SDK: .ci/platforms holds
# the part of each C interface vclint calls, with that platform's types, and the few overlay
# declarations Swift adds. Every target is type-checked against each in turn; an `#if` chain
# names Darwin and Musl before Glibc, so the stand-in is the branch taken.
set -euo pipefail
cd "$(dirname "$0")/.."
for platform in Darwin Musl; do
  folder=".ci/platforms/$(tr '[:upper:]' '[:lower:]' <<<"$platform")"
  modules="$(mktemp -d)"
  trap 'rm -rf "$modules"' EXIT
  swiftc -emit-module -swift-version 5 -parse-as-library -module-name "$platform" -I "$folder" \
    "$folder/$platform.swift" .ci/platforms/Overlay.swift -o "$modules/$platform.swiftmodule"
  flags=(-swift-version 6 -I "$modules" -I "$folder" -I Sources/Platform/include -I Sources/BuildInfo/include)
  for target in SourceLines SwiftLexer ObjCLexer VCLintCore; do
    swiftc -emit-module -parse-as-library -module-name "$target" "${flags[@]}" \
      $(find "Sources/$target" -name '*.swift' | sort) -o "$modules/$target.swiftmodule"
  done
  swiftc -typecheck -module-name vclint "${flags[@]}" Sources/vclint/main.swift
  swiftc -typecheck -module-name vclint_bench "${flags[@]}" $(find Sources/vclint-bench -name '*.swift' | sort)
  rm -rf "$modules"
  echo "type-checked every target against $platform"
done
